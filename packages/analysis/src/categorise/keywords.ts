import { Cat } from "../categories/category-ids.js"

/**
 * Payment-type keywords in the supported languages: [category, weight, "phrase|phrase|..."].
 * Phrases are folded (no accents, lowercase) and at most three tokens. Weight 3 beats merchants (2);
 * weight 1 only decides when nothing else matched.
 */
export const keywordRows: ReadonlyArray<readonly [number, number, string]> = [
  [
    Cat.salary,
    3,
    "salary|salaries|payroll|wages|wage|net pay|gehalt|lohn|bezuge|lohn gehalt|salaire|paie|virement salaire|nomina|nómina|abono nomina|stipendio|emolumenti|salaris|loon|wynagrodzenie|pensja|wyplata wynagrodzenia|atlyginimas|darbo uzmokestis|direct dep|dir dep|payroll deposit"
  ],
  [Cat.bonus, 3, "bonus|commission|gratifica|premia|premija"],
  [
    Cat.statePension,
    3,
    "state pension|dwp pp|dwp sp|deutsche rentenversicherung|drv bund|rentenservice|cnav|carsat|retraite cnav|seguridad social pension|inps pensione|svb aow|aow|zus emerytura|sodra pensija|pensionsversicherungsanstalt|pension service"
  ],
  [
    Cat.pension,
    3,
    "pension|pensions|rente|renten|retraite|pension de retraite|pensionista|pensione|pensioen|emerytura|renta|pensija"
  ],
  [
    Cat.unemployment,
    3,
    "jobseekers|jsa|arbeitslosengeld|bundesagentur fur arbeit|agentur fur arbeit|pole emploi|france travail|are pole emploi|sepe|prestacion desempleo|naspi|ww uitkering|uwv|zasilek dla bezrobotnych|urzad pracy|uzimtumo tarnyba|nedarbo ismoka|arbeitsmarktservice"
  ],
  [
    Cat.childBenefit,
    3,
    "child benefit|hmrc child benefit|kindergeld|familienkasse|caf allocations|allocations familiales|prestacion por hijo|assegno unico|kinderbijslag|svb kinderbijslag|800 plus|800plus|500 plus|swiadczenie wychowawcze|vaiko pinigai|familienbeihilfe"
  ],
  [Cat.housingBenefit, 3, "housing benefit|wohngeld|apl caf|aide au logement|huurtoeslag|dodatek mieszkaniowy"],
  [
    Cat.sicknessBenefit,
    3,
    "pip|krankengeld|indemnites journalieres|cpam|ziektewet|zasilek chorobowy|ligos ismoka|incapacidad temporal"
  ],
  [
    Cat.incomeSupport,
    3,
    "universal credit|dwp uc|dwp|tax credit|tax credits|working tax credit|burgergeld|jobcenter|grundsicherung|rsa|prime d activite|ingreso minimo vital|reddito di cittadinanza|assegno di inclusione|bijstand|toeslagen|belastingdienst toeslagen|mops|gops|socialine pasalpa|social security|ssa treas|ssi"
  ],
  [
    Cat.otherBenefits,
    2,
    "benefit|benefits|sozialleistung|prestation|prestacion|prestazione|uitkering|zasilek|swiadczenie|ismoka|kela"
  ],
  [Cat.rentalIncome, 2, "rental income|mieteinnahme|loyer recu|alquiler cobrado"],
  [
    Cat.taxRefund,
    3,
    "tax refund|hmrc refund|steuererstattung|finanzamt erstattung|remboursement impot|dgfip remboursement|devolucion hacienda|devolucion irpf|rimborso irpef|belastingteruggave|zwrot podatku|mokesciu grazinimas|irs treas|tax ref"
  ],
  [
    Cat.merchantRefund,
    2,
    "refund|erstattung|ruckerstattung|gutschrift retoure|remboursement|reembolso|devolucion|rimborso|storno|terugbetaling|zwrot|grazinimas"
  ],
  [Cat.cashback, 3, "cashback|cash back|rebate|fee rebate|atm fee rebate|refund of fee|fee refund"],
  [
    Cat.interest,
    2,
    "interest|credit interest|habenzinsen|zinsen|interets|intereses|interessi|rente bijschrijving|odsetki|palukanos"
  ],
  [Cat.dividends, 3, "dividend|dividende|dividendo|dividendi|dywidenda|dividendai"],
  [
    Cat.loanDisbursement,
    2,
    "loan disbursement|loan advance|kreditauszahlung|darlehensauszahlung|deblocage pret|desembolso prestamo|erogazione prestito|uitbetaling lening|wyplata kredytu|wyplata pozyczki|paskolos ismokejimas"
  ],
  [
    Cat.supportReceived,
    3,
    "child maintenance|unterhalt|pension alimentaire|pension alimenticia|mantenimento|alimentatie|alimenty|alimentai"
  ],
  [
    Cat.rent,
    3,
    "rent|miete|mietzahlung|kaltmiete|warmmiete|loyer|alquiler|renta alquiler|affitto|canone locazione|huur|huurpenningen|czynsz|najem|nuoma|letting agent|lettings"
  ],
  [
    Cat.mortgage,
    3,
    "mortgage|hypothek|baufinanzierung|immobilienkredit|pret immobilier|credit immobilier|echeance pret immo|hipoteca|prestamo hipotecario|mutuo|rata mutuo|hypotheek|kredyt hipoteczny|rata kredytu hipotecznego|busto paskola"
  ],
  [
    Cat.serviceCharges,
    3,
    "service charge|ground rent|hausgeld|wohngeld weg|charges copropriete|syndic|comunidad de propietarios|cuota comunidad|spese condominiali|condominio|vve|servicekosten|wspolnota mieszkaniowa|spoldzielnia mieszkaniowa|namo administravimas|bendrija"
  ],
  [
    Cat.electricity,
    2,
    "electricity|electric|strom|stromabschlag|electricite|electricidad|luz|energia elettrica|elektriciteit|prad|energia elektryczna|elektra"
  ],
  [
    Cat.gas,
    2,
    "gas|gaz|erdgas|heizung|fernwarme|chauffage|calefaccion|riscaldamento|verwarming|stadsverwarming|ogrzewanie|sildymas|dujos"
  ],
  [Cat.water, 2, "water|wasser|wasserversorgung|eau|agua|acqua|woda|wodociagi|vanduo|vandenys"],
  [Cat.waste, 2, "mullabfuhr|abfallgebuhr|afvalstoffenheffing|wywoz smieci|atlieku"],
  [Cat.mobile, 1, "mobile|mobilfunk|handy|telephone mobile|movil|telefonia mobile|mobiel|telefon komorkowy"],
  [Cat.internet, 1, "broadband|internet|dsl|glasfaser|fibre|fibra|glasvezel|swiatlowod|internetas"],
  [Cat.tv, 2, "tv licence|tv licensing|rundfunkbeitrag|gez|ard zdf|redevance|canone rai|abonament rtv"],
  [
    Cat.groceries,
    2,
    "supermarket|supermarkt|supermarche|supermercado|supermercato|grocery|groceries|lebensmittel|epicerie|alimentacion|alimentari|levensmiddelen|sklep spozywczy|bakery|backerei|baeckerei|boulangerie|patisserie|panaderia|panificio|bakkerij|piekarnia|butcher|metzgerei|boucherie|carniceria|macelleria|slager|greengrocer|primeur|fruteria|fruttivendolo|groenteboer|warzywniak"
  ],
  [Cat.groceries, 1, "market"],
  [
    Cat.restaurants,
    1,
    "restaurant|restaurante|ristorante|trattoria|pizzeria|brasserie|bistro|gasthaus|gasthof|restauracja|restoranas|sushi|steakhouse|osteria|taverna"
  ],
  [Cat.cafes, 1, "cafe|coffee|kaffee|cafeteria|caffe|bar|pub|kawiarnia|kavine|koffie|bakery cafe"],
  [
    Cat.publicTransport,
    2,
    "tfl|transport for london|oyster|bus|metro|tram|u bahn|s bahn|verkehrsverbund|navigo|ratp|sncf transilien|emt|tmb|atm milano|atac|ov chipkaart|ns reizigers|gvb|htm|ztm|mpk|jakdojade|trafi|zone ticket|bvg|mvv|hvv|rmv|vbb|wiener linien|stib|mivb|de lijn|luas|dublin bus|leap card|septa|mta|bart|wmata"
  ],
  [Cat.taxi, 2, "taxi|taxis|cab|uber trip|uber bv|bolt ride|freenow|free now|cabify|mytaxi|lyft|g7 taxi"],
  [
    Cat.fuel,
    2,
    "fuel|petrol|diesel|tankstelle|tanken|carburant|station service|gasolinera|carburante|benzina|tankstation|brandstof|stacja paliw|paliwo|degalai|degaline|gas station"
  ],
  [
    Cat.parking,
    2,
    "parking|parkhaus|parkplatz|parkschein|stationnement|peage|autoroute|aparcamiento|peaje|parcheggio|pedaggio|autostrade|parkeren|parkeergarage|parking miejski|opłata autostradowa|autostrada|parkavimas|dart charge|congestion charge|ulez|toll|e zpass|vignette|asfinag"
  ],
  [
    Cat.carMaintenance,
    2,
    "garage|werkstatt|autowerkstatt|kfz|mot|car wash|waschanlage|controle technique|itv|revisione|apk|warsztat|przeglad|autoservisas|kwik fit|halfords|atu|norauto|feu vert|midas|speedy"
  ],
  [
    Cat.carRental,
    2,
    "car rental|avis rent|avis budget|autovermietung|location voiture|alquiler coche|noleggio auto|autoverhuur|wypozyczalnia|sixt|europcar|hertz|enterprise rent|budget rent|share now|miles mobility|getaround|greenwheels|zipcar|panek|citybee"
  ],
  [
    Cat.evCharging,
    2,
    "ev charging|ladestation|ionity|tesla supercharger|chargepoint|pod point|allego|fastned|greenflux|ladesaule"
  ],
  [
    Cat.healthInsurance,
    3,
    "krankenversicherung|krankenkasse|aok|tk techniker|barmer|dak|mutuelle|seguro medico|sanitas|adeslas|assicurazione sanitaria|zorgverzekering|zilveren kruis|vgz|cz zorg|menzis|bupa|axa health|vitality health|luxmed|medicover|enel med|cigna|aetna|blue cross"
  ],
  [
    Cat.carInsurance,
    3,
    "car insurance|motor insurance|kfz versicherung|kfz haftpflicht|assurance auto|seguro coche|seguro auto|rca|assicurazione auto|autoverzekering|oc ac|ubezpieczenie oc|kasko|geico|progressive ins"
  ],
  [
    Cat.homeInsurance,
    3,
    "home insurance|contents insurance|hausratversicherung|wohngebaudeversicherung|assurance habitation|multirisque habitation|seguro hogar|assicurazione casa|inboedelverzekering|opstalverzekering|ubezpieczenie mieszkania"
  ],
  [
    Cat.lifeInsurance,
    3,
    "life insurance|lebensversicherung|risikolebensversicherung|assurance vie|seguro de vida|assicurazione vita|levensverzekering|ubezpieczenie na zycie|gyvybes draudimas"
  ],
  [
    Cat.otherInsurance,
    2,
    "insurance|versicherung|assurance|seguro|assicurazione|verzekering|ubezpieczenie|draudimas|allianz|axa|generali|ergo|huk coburg|huk|zurich|aviva|direct line|admiral|hastings|maif|macif|matmut|groupama|mapfre|mutua madrilena|unipol|reale mutua|achmea|centraal beheer|ohra|pzu|warta|ergo hestia|lietuvos draudimas|gjensidige|bta|if draudimas|uniqa|wiener stadtische|state farm|allstate|liberty mutual"
  ],
  [
    Cat.pharmacy,
    2,
    "pharmacy|chemist|apotheke|pharmacie|farmacia|apotheek|apteka|vaistine|eurovaistine|camelia|gintarine|doz|cvs|walgreens|boots pharmacy|lloyds pharmacy|docmorris|shop apotheke"
  ],
  [
    Cat.doctor,
    2,
    "doctor|gp surgery|dentist|dental|arzt|arztpraxis|zahnarzt|praxis|medecin|docteur|dentiste|medico|dentista|clinica|tandarts|huisarts|lekarz|dentysta|stomatolog|gydytojas|odontologas|klinika|physio|physiotherapie|kinesitherapeute|fisioterapia|fysiotherapie"
  ],
  [
    Cat.optician,
    2,
    "optician|specsavers|vision express|optiker|fielmann|apollo optik|opticien|optic 2000|afflelou|krys|optica|ottica|salmoiraghi|hans anders|pearle|optyk|vision express"
  ],
  [
    Cat.hospital,
    2,
    "hospital|krankenhaus|klinikum|hopital|chu|ospedale|ziekenhuis|szpital|ligonine|nhs|pflegedienst|ehpad"
  ],
  [
    Cat.tuition,
    3,
    "tuition|school fees|university|student fees|studiengebuhr|semesterbeitrag|universitat|hochschule|frais de scolarite|universite|matricula universidad|tasse universitarie|universita|collegegeld|duo collegegeld|czesne|uczelnia|mokslo mokestis|universitetas"
  ],
  [
    Cat.childcare,
    3,
    "nursery|childcare|kita|kindergarten|kinderkrippe|creche|garderie|guarderia|escuela infantil|asilo nido|kinderopvang|zlobek|przedszkole|darzelis"
  ],
  [
    Cat.books,
    2,
    "udemy|coursera|babbel|duolingo|waterstones|thalia|hugendubel|fnac livres|casa del libro|feltrinelli|bruna|empik|pegasas|books|buchhandlung|librairie|libreria|boekhandel|ksiegarnia|knygynas"
  ],
  [
    Cat.incomeTax,
    3,
    "hmrc|hmrc self assessment|self assessment|finanzamt|einkommensteuer|dgfip|impots gouv|impot revenu|agencia tributaria|aeat|hacienda|irpf|agenzia entrate|f24|belastingdienst|inkomstenbelasting|urzad skarbowy|vmi|valstybine mokesciu|irs usataxpymt|irs|ftb|irs treasury"
  ],
  [
    Cat.localTax,
    3,
    "council tax|grundsteuer|taxe fonciere|taxe habitation|ibi|impuesto bienes inmuebles|imu|tari|tasi|gemeentelijke belastingen|ozb|waterschapsbelasting|podatek od nieruchomosci|nekilnojamojo turto mokestis|property tax"
  ],
  [
    Cat.vehicleTax,
    3,
    "dvla|vehicle tax|kfz steuer|kraftfahrzeugsteuer|carte grise|ivtm|impuesto circulacion|bollo auto|motorrijtuigenbelasting|mrb"
  ],
  [Cat.fines, 3, "fine|penalty charge|pcn|bussgeld|verwarnungsgeld|amende|antai|multa|multe|boete|cjib|bauda"],
  [
    Cat.atm,
    3,
    "atm|cash withdrawal|cash machine|cashpoint|link atm|geldautomat|bargeldauszahlung|bargeld|ga|retrait dab|retrait distributeur|dab|retrait|cajero|reintegro cajero|retirada efectivo|prelievo|prelievo bancomat|bancomat|geldopname|geldautomaat|opname|wyplata z bankomatu|bankomat|wyplata gotowki|grynuju isemimas|bankomatas|cash wdl|withdrawal atm"
  ],
  [Cat.cashCounter, 3, "cash at counter|kassenauszahlung|retrait guichet|ventanilla|sportello"],
  [
    Cat.cashDeposit,
    3,
    "cash deposit|bareinzahlung|einzahlung|depot especes|versement especes|ingreso efectivo|versamento contanti|storting|contante storting|wplata gotowki|wplatomat|grynuju inesimas|counter credit|cash in"
  ],
  [
    Cat.betting,
    3,
    "betting|bet|bookmaker|sportwetten|wetten|paris sportifs|apuestas|scommesse|zaklady bukmacherskie|lazybos"
  ],
  [Cat.casino, 3, "casino|kasyno|kazino|slots|poker|spielbank|jackpot"],
  [
    Cat.lottery,
    3,
    "lottery|lotto|national lottery|lotterie|loterie|fdj|francaise des jeux|loteria|loterias y apuestas|onlae|lotteria|sisal|superenalotto|staatsloterij|postcode loterij|lotto pl|totalizator sportowy|loterija|olifejus|powerball|mega millions|euromillions|eurojackpot|oddset"
  ],
  [
    Cat.payday,
    3,
    "payday|payday loan|quickquid|wonga|lending stream|mr lender|drafty|cashfloat|vexi|moneyboat|creditstar|vivus|ferratum|cashper|smava kurzzeit|younited|cashplus|wonga pl|provident|vivus pl|wonga|kuki|net credit|netcredit|smartpozyczka|filarum|zaplo|moneyman|credit24|sms kreditas|mogo|bigbank|ipf|cashme|check into cash|speedy cash|advance america|ace cash"
  ],
  [
    Cat.consumerCredit,
    3,
    "loan|loan repayment|kredit|ratenkredit|darlehen|darlehensrate|kreditrate|pret|pret personnel|credit conso|cofidis|sofinco|cetelem|franfinance|oney|prestamo|cuota prestamo|prestito|rata prestito|findomestic|agos|compass|lening|aflossing|persoonlijke lening|kredyt|rata kredytu|pozyczka|rata pozyczki|paskola|paskolos imoka|vartojimo kreditas|santander consumer|targobank|creditplus|auxmoney|barclays loan|ratesetter|zopa|funding circle|novuna|hitachi capital|tesco bank loan|sofi|lendingclub|upstart"
  ],
  [
    Cat.bnpl,
    3,
    "klarna|afterpay|clearpay|affirm|paypal pay in 3|pay in 3|paypal ratenzahlung|scalapay|alma|oney 3x|paybright|zip pay|laybuy|twisto|paypo|inbank|sezzle|riverty|billie|ratepay"
  ],
  [
    Cat.creditCard,
    3,
    "credit card|credit card payment|card repayment|kreditkarte|kreditkartenabrechnung|visa abrechnung|mastercard abrechnung|amex|american express|barclaycard|capital one|mbna|vanquis|aqua card|marbles|fluid card|remboursement carte|tarjeta credito|carta di credito|creditcard|icscards|ics cards|karta kredytowa|splata karty|kredito kortele|discover card|chase card|citi card"
  ],
  [
    Cat.carFinance,
    3,
    "car finance|motor finance|autokredit|leasing|leasingrate|credit auto|lld|loa|renting coche|financiacion coche|leasing auto|autolease|leasing samochodu|lizingas|black horse|close brothers motor|vw financial|volkswagen bank|bmw financial|mercedes benz bank|toyota financial|ford credit|santander consumer bank auto|psa finance|ca auto bank|ally auto"
  ],
  [
    Cat.studentLoan,
    3,
    "student loan|slc|student loans company|bafog|kfw studienkredit|duo aflossing|navient|nelnet|great lakes|sallie mae"
  ],
  [Cat.otherLoan, 2, "repayment|tilgung|remboursement|amortizacion|rimborso rata|aflossing lening|splata|grazinimas"],
  [
    Cat.debtCollection,
    3,
    "debt collection|debt recovery|collections|lowell|cabot|intrum|arrow global|pra group|moorcroft|link financial|hoist|inkasso|infoscore|eos ksi|eos deutschland|paigo|creditreform|recouvrement|societe de recouvrement|intrum justitia|cobro de deudas|recobro|recupero crediti|incassobureau|windykacja|kruk|best sa|ultimo|hoist finance|skolu isieskojimas|julianus|gelvora|ccs|transworld|portfolio recovery"
  ],
  [
    Cat.bailiff,
    3,
    "bailiff|bailiffs|enforcement agent|high court enforcement|marston|equita|bristow sutor|jacobs enforcement|gerichtsvollzieher|vollstreckung|pfandung|huissier|huissier de justice|saisie|commissaire de justice|embargo|ufficiale giudiziario|pignoramento|deurwaarder|gerechtsdeurwaarder|beslag|komornik|egzekucja|antstolis|antstoliai|isieskojimas"
  ],
  [
    Cat.accountFees,
    3,
    "account fee|monthly fee|monthly account fee|maintenance fee|service fee|kontofuhrung|kontofuhrungsgebuhr|grundpreis|frais tenue de compte|cotisation carte|frais bancaires|comision mantenimiento|canone conto|spese tenuta conto|kosten betaalrekening|rekeningkosten|oplata za prowadzenie|oplata za karte|prowizja|saskaitos aptarnavimo mokestis|bank charges"
  ],
  [
    Cat.overdraftFees,
    3,
    "overdraft|overdraft fee|overdraft interest|arranged overdraft|unarranged overdraft|dispozinsen|uberziehungszinsen|sollzinsen|agios|interets debiteurs|commission d intervention|descubierto|intereses descubierto|interessi passivi|sconfinamento|debetrente|rood staan|odsetki od debetu|overdrafto palukanos"
  ],
  [
    Cat.returnedFees,
    3,
    "returned item fee|unpaid item fee|returned dd fee|unpaid dd fee|returned item charge|unpaid item charge|ruckgabegebuhr|rucklastschriftgebuhr|frais de rejet|frais rejet prelevement|comision devolucion|commissione insoluto|kosten storno|oplata za zwrot"
  ],
  [
    Cat.fxFees,
    3,
    "conversion fee|currency conversion fee|ccy conversion fee|exchange fee|non gbp trans fee|non gbp purch fee|foreign transaction fee|non sterling transaction fee|non sterling fee|fx fee|auslandseinsatzentgelt|frais a l etranger|commission change|comision cambio|commissione estero|kosten buitenland|prowizja za przewalutowanie"
  ],
  [
    Cat.supportPaid,
    3,
    "maintenance payment|unterhaltszahlung|kindesunterhalt|pension alimentaire versee|manutencion|assegno mantenimento|kinderalimentatie"
  ],
  [
    Cat.pocketMoney,
    2,
    "pocket money|taschengeld|argent de poche|paga semanal|paghetta|zakgeld|kieszonkowe|kisenpinigiai"
  ],
  [
    Cat.returnedDebit,
    3,
    "returned direct debit|unpaid direct debit|direct debit returned|returned dd|rucklastschrift|lastschriftruckgabe|ruckbuchung|prelevement rejete|rejet prelevement|impaye|recibo devuelto|devolucion recibo|addebito respinto|rid insoluto|sdd insoluto|storno incasso|gestorneerde incasso|zwrot polecenia zaplaty|grazintas debetas|chargeback"
  ],
  [
    Cat.bouncedPayment,
    3,
    "returned payment|bounced|payment returned|reversal|reversed|zuruckgewiesen|retour|paiement rejete|rechazado|respinto|teruggeboekt|odrzucony|atmestas|unpaid cheque|returned cheque|nsf"
  ],
  [
    Cat.tobacco,
    2,
    "tobacco|tabak|tabac|tabacs|bureau de tabac|estanco|tabaccheria|tabacchi|tabakszaak|trafika|vape|vapestore|e zigarette|iqos|heets"
  ],
  [
    Cat.liquor,
    2,
    "off licence|liquor|liquor store|wine shop|spirituosen|weinhandlung|cave a vins|licoreria|enoteca|slijterij|gall gall|sklep monopolowy|alkohole|vynoteka|bevmo|majestic wine"
  ],
  [
    Cat.stationery,
    2,
    "stationery|schreibwaren|papeterie|papeleria|cartoleria|kantoorboekhandel|artykuly papiernicze|kanceliarines prekes|ryman|whsmith|mcpaper|bureau vallee|staples|office depot"
  ],
  [
    Cat.charity,
    2,
    "charity|donation|spende|spenden|dons|donativo|donazione|donatie|darowizna|parama|unicef|oxfam|red cross|rotes kreuz|croix rouge|cruz roja|croce rossa|rode kruis|caritas|msf|medecins sans frontieres|artsen zonder grenzen|wosp|amnesty|greenpeace|wwf|save the children|cancer research|macmillan|british heart foundation|rnli|justgiving|gofundme"
  ],
  [
    Cat.memberships,
    2,
    "membership|mitgliedsbeitrag|beitrag verein|verein|cotisation|adhesion|cuota socio|quota associativa|contributie|lidmaatschap|skladka czlonkowska|nario mokestis|gewerkschaft|verdi|ig metall|union dues|syndicat|sindicato|vakbond|fnv|zwiazek zawodowy"
  ],
  [
    Cat.postal,
    2,
    "post office|royal mail|deutsche post|dhl|la poste|correos|poste italiane|postnl|poczta polska|inpost|lietuvos pastas|omniva|dpd|ups|fedex|hermes|evri|usps"
  ],
  [
    Cat.ownAccounts,
    3,
    "own account|eigenes konto|eigene konten|umbuchung|uebertrag|ubertrag|entre mes comptes|virement interne|traspaso|giroconto|eigen rekening|spaarrekening|przelew wlasny|przelew na rachunek wlasny|tarp savo saskaitu|internal transfer|own transfer|savings transfer|pot transfer|to savings|from savings|space transfer|coffre fort|compte courant"
  ],
  [
    Cat.savings,
    3,
    "savings|sparen|sparplan|sparkonto|tagesgeld|festgeld|depot|wertpapier|etf sparplan|epargne|livret a|livret|assurance vie versement|ahorro|deposito|risparmio|conto deposito|sparen rekening|beleggen|oszczednosci|lokata|taupymas|indelis|investment|investing|vanguard|trading 212|trade republic|scalable capital|degiro|etoro|freetrade|nutmeg|moneybox|plum|chip|raisin|weltsparen|bux|bitvavo|coinbase|binance|kraken|revolut trading|robinhood|fidelity|schwab brokerage"
  ],
  [Cat.accountFees, 2, "fee|fees|charges|mokestis|comision|commissione|entgelt"],
  [
    Cat.fx,
    3,
    "currency exchange|exchange|exchanged|fx exchange|geldwechsel|change devises|cambio divisa|cambio valuta|valutawissel|wymiana walut|kantor|valiutos keitimas|exchanged to|exchange to"
  ],
  [
    Cat.wallets,
    2,
    "paypal|paypal europe|skrill|neteller|wise|transferwise|revolut|n26|monzo|starling|bunq|blik|venmo|cash app|zelle|apple cash|google wallet|lydia|bizum|satispay|tikkie|twint|paysera|western union|moneygram|remitly|worldremit|azimo|payoneer"
  ],
  [
    Cat.transferOut,
    1,
    "transfer|payment to|standing order|dauerauftrag|ueberweisung|uberweisung|virement|virement emis|transferencia|transferencia emitida|bonifico|bonifico a|overboeking|overschrijving|przelew|przelew wychodzacy|pervedimas|mokejimo nurodymas|faster payment|fps|bacs|sepa credit transfer|wire transfer|zelle to|to a c"
  ],
  [
    Cat.transferIn,
    1,
    "mobile deposit|deposit mobile|check deposit|cheque deposit|transfer from|payment from|credit from|gutschrift von|virement recu|virement de|transferencia recibida|bonifico da|bonifico ricevuto|overboeking van|przelew przychodzacy|gautas pervedimas|received from"
  ],
  [
    Cat.gigPayout,
    3,
    "uber payout|uber eats payout|deliveroo payout|deliveroo roo|just eat courier|bolt payout|bolt driver|lyft payout|doordash|dasher|instacart shopper|glovo payout|wolt payout|stuart delivery|fiverr|upwork|etsy payout|etsy deposit|ebay payout|vinted|airbnb payout|airbnb payments|booking com payout|taskrabbit|amazon flex|shopify payout|stripe payout|paypal transfer|deliveroo|getir|gorillas|flink|lieferando fahrer|takeaway com courier"
  ],
  [
    Cat.selfEmployed,
    2,
    "invoice|rechnung|honorar|facture|factura|fattura|factuur|faktura|saskaita faktura|client payment"
  ],
  [
    Cat.returnedDebit,
    3,
    "unpaid dd|dd returned|ruecklastschrift|rueckbuchung|rueckbuchung lastschrift|lastschriftrueckgabe|rejet prlv|prlv rejete|recibo devuelto"
  ],
  [Cat.returnedFees, 3, "frais rejet|frais de rejet prlv|rejet prlv frais"],
  [
    Cat.accountFees,
    3,
    "kontofuehrung|kontofuehrungsentgelt|kontofuhrungsentgelt|kontofuehrungsgebuehr|entgelt kontofuehrung|frais tenue|tenue de compte|canone mensile|commissioni|betaalpakket|kosten betaalpakket|beheerskosten|kosten rekening|frais de gestion|oplata miesieczna"
  ],
  [
    Cat.supportPaid,
    3,
    "child support|child support payment|child maintenance service|onderhoudsgeld|onderhoudsbijdrage|pension alimentaire versee|unterhalt kind"
  ],
  [
    Cat.mortgage,
    3,
    "hypothecaire|hypothecaire lening|hypothecair krediet|pret hypothecaire|credit hypothecaire|kredytu hipotecznego|kredyt hipoteczny|hipoteczny|hipotecznego|busto paskolos|busto paskola|home mtg|mtg payment|mtg pymt|mortgage pmt"
  ],
  [Cat.atm, 3, "geldopneming|grynuju pinigu|pinigu isemimas|behebung|bargeldbehebung|cash withdrawl"],
  [
    Cat.betting,
    3,
    "boylesports|napoleon sports|napoleon games|olybet|betsson|unibet|sportsbook|sportwetten|paris hippiques"
  ],
  [Cat.casino, 3, "casinos|casinos austria|online casino|holland casino"],
  [Cat.lottery, 3, "loterij|nationale loterij|loterie nationale|lotto ie|olifeja|national lottery ie|irish lottery"],
  [Cat.localTax, 2, "belastingen|gemeente belastingen|gemeentebelastingen"],
  [Cat.tv, 3, "gis gebuehren|gis gebuhren|gebuehren info|gebuhren info|orf beitrag|orf gis"],
  [
    Cat.healthInsurance,
    3,
    "vhi|vhi healthcare|laya healthcare|irish life health|mutualite|mutualiteit|mutualite chretienne|christelijke mutualiteit|partena|solidaris|helan|mutualite socialiste"
  ],
  [Cat.otherInsurance, 3, "unipolsai|wiener staedtische|wiener stadtische"],
  [
    Cat.water,
    3,
    "watergroep|de watergroep|farys|vivaqua|pidpa|canal de isabel|canal isabel|aigues de barcelona|emasesa"
  ],
  [Cat.electricity, 2, "con ed|coned|con edison|consolidated edison|pg e|duke energy|dominion energy"],
  [Cat.gas, 3, "eni plenitude|plenitude"],
  [Cat.mobile, 2, "hutchison|three ireland|three mobile|hutchison drei|drei austria"],
  [
    Cat.gym,
    2,
    "planet fitness|la fitness|anytime fitness|puregym|pure gym|the gym group|mcfit|basic fit|basic-fit|fitness park|clever fit"
  ],
  [Cat.fastFood, 2, "supermacs|eddie rockets|hesburger|apache pizza|abrakebabra"],
  [
    Cat.restaurants,
    1,
    "eating out|dining|dinner|lunch|brunch|grill|grillhouse|pizza|diner|kitchen|tavern|eatery|noodle|noodles|ramen|taqueria|thai|chinese food|indian cuisine|bbq|barbecue|tapas|trattoria|brasserie|chophouse|bistro"
  ],
  [Cat.electricity, 1, "power|power light|power and light|electric co|energy co"],
  [Cat.internet, 1, "cable|cable tv|kabel"],
  [Cat.liquor, 1, "beer and wine|beer wine|wine and spirits|wines"],
  [Cat.payday, 3, "momento credit|momento|credit24|sms kreditas"],
  [
    Cat.payday,
    3,
    "quidmarket|cashnetusa|cashnet usa|check into cash|checkintocash|speedy cash|ace cash express|advance america|dineo|dineo credito|moneyman|credy|zaplo|wandoo|xpress credit|vexcash|floa|floa bank|floa pay|lending stream|mr lender"
  ],
  [
    Cat.debtCollection,
    3,
    "midland credit|midland credit mgmt|midland credit management|portfolio recovery|portfolio recovery associates|convergent outsourcing|transworld systems|lindorff|intrum justitia|kruk|ultimo"
  ],
  [
    Cat.bailiff,
    3,
    "constable|county constable|sheriff|city marshal|marshal service|komornik|komornik sadowy|antstolis"
  ],
  [Cat.lottery, 3, "lotto24|lotto 24|tipp24|lottoland|eurojackpot"],
  [
    Cat.gamblingWin,
    3,
    "retrait gains|retrait de gains|gewinnauszahlung|gewinn auszahlung|winnings|winnings payout|vincita|vincite|ganancias premio"
  ],
  [
    Cat.returnedFees,
    3,
    "entgelt rucklastschrift|entgelt ruecklastschrift|rucklastschrift entgelt|oplata za brak srodkow|brak srodkow|nsf fee|nsf charge|insufficient funds fee|returned item fee"
  ],
  [Cat.returnedDebit, 3, "return item|returned item|item returned|ach return"],
  [
    Cat.accountFees,
    3,
    "atm fee|atm fees|non td atm fee|nontd atm fee|non chase atm fee|atm decline fee|transaction decline fee|balance inquiry fee|atm balance inquiry fee|monthly service fee"
  ],
  [
    Cat.fxFees,
    3,
    "international transaction fee|international service fee|foreign transaction fee|visa international service assessment"
  ],
  [Cat.overdraftFees, 3, "courtesy pay fee|nsf od charge|od charge|overdraft protection fee|daily overdraft fee"],
  [Cat.returnedFees, 3, "insufficient funds charge|nsf charge paid|paid nsf fee|odp nsf fee"],
  [Cat.merchantRefund, 3, "fee reversal|fee refund|fee rfnd|nsf fee rfnd"],
  [Cat.casino, 3, "chumba|chumba casino|pulsz|wow vegas|stake us|luckyland slots"],
  [
    Cat.payday,
    3,
    "earnin|earnin active|dave inc|brigit|klover|klover app|albert instant|creditninja|credit ninja|moneykey|money key|emoneyusa|emoneyusap|credit fresh|cbw credit fresh|sunshine loan|sunshine loans|sunshineloan|power finance|instacash|moneylion|empower loans|navchek|speedy cash"
  ],
  [Cat.bnpl, 3, "zip co|quadpay|afterpay|affirm|sezzle|klarna"],
  [
    Cat.creditCard,
    3,
    "credit one bank|credit one|amex epayment|american express ach pmt|mastercard payment|discover card payment|capital one card payment"
  ],
  [Cat.carFinance, 3, "bridgecrest|carvana|ally auto|santander consumer|westlake financial"],
  [Cat.studentLoan, 3, "navient|great lakes student|nelnet|mohela|sallie mae"],
  [
    Cat.otherInsurance,
    3,
    "progressive|prog county mut|farmers ins|farmers insurance|geico|state farm|allstate|aaa insurance|ins prem"
  ],
  [Cat.incomeTax, 3, "adp tax|webfile tax|tax pymt|tax impound|usataxpymt|irs usataxpymt"],
  [Cat.taxRefund, 3, "taxrfd|tax rfd|nysttaxrfd|gasttaxrfd|republic trs|tpg products"],
  [Cat.salary, 2, "direct dep|dir dep|payroll"],
  [
    Cat.transferOut,
    2,
    "incoming wire|incoming fedwire|fedwire|wire transfer|wt fed|wire out|real time payment|internet tfr|online transfer|online banking transfer|to checking|from checking|from savings|from sav|to sav"
  ],
  [Cat.savings, 3, "round up|roundup|keep the change|digit co|acorns later|added to pot|autosave"],
  [Cat.atm, 3, "cash ewithdrawal|ewithdrawal|cash withdrawal in branch|atm w d|non td atm w d"],
  [Cat.electricity, 3, "entergy"],
  [Cat.water, 3, "water utl|water works|water utility"],
  [Cat.mobile, 3, "sprint|sprint wireless"],
  [Cat.doctor, 2, "eye specialist|physical therapy|dental service|dental"],
  [Cat.pets, 3, "chewy|animal hospital|animal hospit"],
  [Cat.videoStreaming, 3, "upfaithandfamily|up faith and family"],
  [Cat.carMaintenance, 2, "carwash|car wash"],
  [Cat.fastFood, 2, "chick fil a|dunkin|countryside donut|donut|vend"],
  [Cat.groceries, 2, "7 eleven|seven eleven|deli grocery"],
  [Cat.clothing, 2, "kohls"],
  [Cat.departmentStore, 2, "dollar tree|dollartre|sportsmans warehouse|sportsmans war"],
  [Cat.events, 2, "cinemark|dodger stadm|dodger stadium"],
  [Cat.games, 2, "playstation network|playstationnetwork"],
  [Cat.gym, 3, "planet fit"],
  [Cat.flights, 2, "spirit airlines|spirit inflmelbourne|thales spirit"],
  [Cat.publicTransport, 3, "njt rail|nj transit|mta nyct|nyct paygo"],
  [Cat.taxi, 3, "lyft ride|lyft"]
]
