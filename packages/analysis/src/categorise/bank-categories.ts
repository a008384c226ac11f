import { Cat } from "../categories/category-ids.js"

/** Words banks and apps use in their own category column, folded: [category, "phrase|phrase"]. */
export const bankCategoryRows: ReadonlyArray<readonly [number, string]> = [
  [
    Cat.groceries,
    "groceries|grocery|supermarket|supermarkets|food groceries|lebensmittel|supermarkt|alimentation|courses|alimentacion|supermercados|supermercado|alimentari|spesa|boodschappen|supermarkten|zywnosc|artykuly spozywcze|maisto prekes"
  ],
  [
    Cat.restaurants,
    "restaurants|restaurant|eating out|dining|food dining|food drink|restaurants bars|gastronomie|restaurantes|restaurantes y cafeterias|ristoranti|uit eten|restauracje|restoranai"
  ],
  [Cat.cafes, "coffee shops|cafes|bars|alcohol bars"],
  [Cat.fastFood, "fast food|takeaway|takeaways"],
  [
    Cat.publicTransport,
    "transport|transportation|public transport|travel transport|mobilitat|verkehr|transports|transporte|trasporti|vervoer|openbaar vervoer|transport publiczny|transportas"
  ],
  [Cat.taxi, "taxi|rideshare|ride share"],
  [
    Cat.fuel,
    "fuel|gas fuel|petrol|auto fuel|tanken|kraftstoff|carburant|gasolina|combustible|carburante|brandstof|paliwo|degalai"
  ],
  [Cat.parking, "parking|tolls"],
  [Cat.carMaintenance, "auto transport|auto maintenance|service parts|car|auto|kfz|vehiculo|voiture"],
  [Cat.flights, "air travel|flights|airlines"],
  [
    Cat.hotels,
    "hotel|hotels|lodging|accommodation|holidays|holiday|travel|vacation|reisen|urlaub|voyages|viajes|viaggi|vakantie|podroze|keliones"
  ],
  [Cat.clothing, "clothing|clothes|fashion|kleidung|mode|vetements|ropa|moda|abbigliamento|kleding|odziez|drabuziai"],
  [
    Cat.marketplace,
    "shopping|general merchandise|online shopping|einkaufen|shopping einkaufen|achats|compras|acquisti|winkelen|zakupy|pirkiniai"
  ],
  [Cat.electronics, "electronics|electronics software|elektronik"],
  [Cat.diy, "home|home improvement|household|haushalt|maison|hogar|casa|huishouden|dom"],
  [Cat.beauty, "personal care|beauty|drogerie|cuidado personal|verzorging|uroda"],
  [Cat.pets, "pets|pet|haustiere|mascotas"],
  [Cat.gifts, "gifts|gifts donations|geschenke|regalos|regali|cadeaus|prezenty"],
  [Cat.charity, "charity|donations|spenden|dons|donaciones|donazioni|goede doelen|darowizny"],
  [
    Cat.events,
    "entertainment|leisure|freizeit|unterhaltung|loisirs|ocio|tempo libero|vrije tijd|rozrywka|pramogos|movies dvds|amusement"
  ],
  [Cat.sports, "sport|sports|fitness|gym|sport fitness"],
  [
    Cat.videoStreaming,
    "subscriptions|subscription|abonnements|abos|suscripciones|abbonamenti|abonnementen|subskrypcje|prenumeratos|streaming|television"
  ],
  [Cat.mobile, "mobile phone|phone|mobile|telecom|telefon|handy|telephone|telefonia|telefoon"],
  [Cat.internet, "internet|internet tv|broadband"],
  [
    Cat.energy,
    "bills|bills utilities|utilities|energy|nebenkosten|energie|factures|suministros|utenze|vaste lasten|rachunki|oplaty|komunalines paslaugos"
  ],
  [Cat.rent, "rent|miete|loyer|alquiler|affitto|huur|czynsz|nuoma"],
  [Cat.mortgage, "mortgage|mortgage rent|hypothek|hipoteca|mutuo|hypotheek"],
  [
    Cat.otherInsurance,
    "insurance|versicherung|versicherungen|assurance|assurances|seguros|seguro|assicurazioni|verzekeringen|ubezpieczenia|draudimas"
  ],
  [
    Cat.doctor,
    "health|healthcare|medical|doctor|dentist|health fitness|gesundheit|sante|salud|salute|gezondheid|zdrowie|sveikata"
  ],
  [Cat.pharmacy, "pharmacy|apotheke|pharmacie|farmacia|apotheek|apteka|vaistine"],
  [Cat.tuition, "education|bildung|education formation|educacion|istruzione|onderwijs|edukacja|svietimas|tuition"],
  [Cat.childcare, "kids|children|childcare|kinder|enfants|ninos|bambini|kinderen|dzieci|vaikai"],
  [Cat.otherTax, "taxes|tax|steuern|impots|impuestos|tasse|belastingen|podatki|mokesciai"],
  [Cat.atm, "cash|atm|cash atm|cash withdrawal|bargeld|especes|efectivo|contanti|contant|gotowka|grynieji"],
  [
    Cat.accountFees,
    "fees|bank fees|fees charges|service fee|gebuhren|bankgebuhren|frais|frais bancaires|comisiones|commissioni|kosten|bankkosten|oplaty bankowe|mokesciai bankui"
  ],
  [Cat.interest, "interest|interest income|zinsen|interets|intereses|interessi|rente|odsetki"],
  [
    Cat.salary,
    "salary|paycheck|payroll|wages|income salary|gehalt|lohn|salaire|nomina|stipendio|salaris|wynagrodzenie|atlyginimas"
  ],
  [Cat.otherIncome, "income|other income|einnahmen|einkommen|revenus|ingresos|entrate|inkomsten|wplywy|pajamos"],
  [
    Cat.merchantRefund,
    "refund|refunds|returned purchase|erstattung|remboursement|reembolso|rimborso|terugbetaling|zwrot"
  ],
  [
    Cat.transferOut,
    "transfer|transfers|ueberweisung|umbuchung|virements|transferencias|trasferimenti|overboekingen|przelewy|pervedimai|credit card payment"
  ],
  [Cat.savings, "savings|investments|investment|sparen|epargne|ahorro|risparmio|oszczednosci|taupymas"],
  [Cat.betting, "gambling|gluckspiel|jeux|apuestas|scommesse|gokken|hazard|lošimai|losimai"],
  [Cat.consumerCredit, "loans|loan|kredit|credit|prestamos|prestiti|leningen|kredyty|paskolos"],
  [
    Cat.uncategorised,
    "general|other|miscellaneous|sonstiges|divers|otros|altro|overig|inne|kita|uncategorized|uncategorised"
  ]
]
