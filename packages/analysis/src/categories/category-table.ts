/** The kind of money movement a category stands for. */
export type CategoryType = "income" | "expense" | "transfer"

/** Languages of category titles. */
export type TitleLanguage = "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "lt"

/** Column order of the titles in each row below. */
export const titleLanguages: ReadonlyArray<TitleLanguage> = ["en", "de", "fr", "es", "it", "nl", "pl", "lt"]

/** One category: id, parent id (0 for roots), type (roots only; children inherit) and titles `en|de|fr|es|it|nl|pl|lt`. */
export type CategoryRow = readonly [id: number, parent: number, type: CategoryType | null, titles: string]

/**
 * The taxonomy. Ids are stable across versions and countries: roots 1–99, their children
 * root*100+n, grandchildren child*100+n. Never renumber; add new ids instead.
 */
export const categoryRows: ReadonlyArray<CategoryRow> = [
  [1, 0, "income", "Income|Einnahmen|Revenus|Ingresos|Entrate|Inkomsten|Wpływy|Pajamos"],
  [
    101,
    1,
    null,
    "Employment income|Einkommen aus Arbeit|Revenus du travail|Ingresos del trabajo|Redditi da lavoro|Inkomsten uit werk|Dochody z pracy|Darbo pajamos"
  ],
  [10101, 101, null, "Salary|Gehalt|Salaire|Nómina|Stipendio|Salaris|Wynagrodzenie|Darbo užmokestis"],
  [
    10102,
    101,
    null,
    "Bonus and commission|Bonus und Provision|Primes et commissions|Bonificaciones y comisiones|Bonus e provvigioni|Bonus en provisie|Premie i prowizje|Premijos ir komisiniai"
  ],
  [
    10103,
    101,
    null,
    "Expense reimbursement|Spesenerstattung|Remboursement de frais|Reembolso de gastos|Rimborso spese|Onkostenvergoeding|Zwrot wydatków|Išlaidų kompensacija"
  ],
  [102, 1, null, "Pension|Rente|Retraite|Pensión|Pensione|Pensioen|Emerytura|Pensija"],
  [
    10201,
    102,
    null,
    "State pension|Gesetzliche Rente|Retraite de base|Pensión pública|Pensione statale|AOW-uitkering|Emerytura z ZUS|Valstybinė pensija"
  ],
  [
    10202,
    102,
    null,
    "Private or occupational pension|Betriebs- oder Privatrente|Retraite complémentaire|Pensión privada|Pensione integrativa|Aanvullend pensioen|Emerytura prywatna|Privati pensija"
  ],
  [
    103,
    1,
    null,
    "State benefits|Sozialleistungen|Prestations sociales|Prestaciones sociales|Prestazioni sociali|Uitkeringen|Świadczenia socjalne|Socialinės išmokos"
  ],
  [
    10301,
    103,
    null,
    "Unemployment benefit|Arbeitslosengeld|Allocation chômage|Prestación por desempleo|Indennità di disoccupazione|Werkloosheidsuitkering|Zasiłek dla bezrobotnych|Nedarbo išmoka"
  ],
  [
    10302,
    103,
    null,
    "Child benefit|Kindergeld|Allocations familiales|Prestación por hijo|Assegno unico per i figli|Kinderbijslag|Świadczenie na dziecko|Vaiko pinigai"
  ],
  [
    10303,
    103,
    null,
    "Housing benefit|Wohngeld|Aide au logement|Ayuda al alquiler|Contributo per l'affitto|Huurtoeslag|Dodatek mieszkaniowy|Būsto kompensacija"
  ],
  [
    10304,
    103,
    null,
    "Sickness and disability benefit|Kranken- und Erwerbsminderungsgeld|Indemnités maladie et invalidité|Prestación por incapacidad|Indennità di malattia e invalidità|Ziekte- en arbeidsongeschiktheidsuitkering|Zasiłek chorobowy i rentowy|Ligos ir neįgalumo išmoka"
  ],
  [
    10305,
    103,
    null,
    "Income support and tax credits|Grundsicherung und Steuergutschriften|Minima sociaux et crédits d'impôt|Ingreso mínimo vital|Sostegno al reddito|Bijstand en toeslagen|Zasiłki i ulgi podatkowe|Socialinė pašalpa"
  ],
  [
    10306,
    103,
    null,
    "Other benefits|Sonstige Sozialleistungen|Autres prestations|Otras prestaciones|Altre prestazioni|Overige uitkeringen|Inne świadczenia|Kitos išmokos"
  ],
  [
    104,
    1,
    null,
    "Rental income|Mieteinnahmen|Revenus locatifs|Ingresos por alquiler|Redditi da affitto|Huurinkomsten|Dochody z najmu|Nuomos pajamos"
  ],
  [
    105,
    1,
    null,
    "Gig and platform payouts|Auszahlungen von Plattformen|Revenus de plateformes|Pagos de plataformas|Pagamenti da piattaforme|Uitbetalingen van platforms|Wypłaty z platform|Platformų išmokos"
  ],
  [
    106,
    1,
    null,
    "Refunds and cashback|Erstattungen und Cashback|Remboursements et cashback|Reembolsos y cashback|Rimborsi e cashback|Terugbetalingen en cashback|Zwroty i cashback|Grąžinimai ir pinigų grąžinimas"
  ],
  [
    10601,
    106,
    null,
    "Merchant refund|Händlererstattung|Remboursement commerçant|Devolución de compra|Rimborso esercente|Terugbetaling winkel|Zwrot od sprzedawcy|Prekybininko grąžinimas"
  ],
  [
    10602,
    106,
    null,
    "Tax refund|Steuererstattung|Remboursement d'impôt|Devolución de impuestos|Rimborso fiscale|Belastingteruggave|Zwrot podatku|Mokesčių grąžinimas"
  ],
  [
    10603,
    106,
    null,
    "Cashback and rewards|Cashback und Prämien|Cashback et récompenses|Cashback y recompensas|Cashback e premi|Cashback en beloningen|Cashback i nagrody|Pinigų grąžinimas ir premijos"
  ],
  [
    107,
    1,
    null,
    "Investment income|Kapitalerträge|Revenus financiers|Rendimientos financieros|Redditi da investimenti|Beleggingsinkomsten|Dochody z inwestycji|Investicinės pajamos"
  ],
  [
    10701,
    107,
    null,
    "Interest received|Zinserträge|Intérêts perçus|Intereses cobrados|Interessi attivi|Ontvangen rente|Odsetki otrzymane|Gautos palūkanos"
  ],
  [10702, 107, null, "Dividends|Dividenden|Dividendes|Dividendos|Dividendi|Dividenden|Dywidendy|Dividendai"],
  [
    108,
    1,
    null,
    "Loan disbursement|Kreditauszahlung|Déblocage de prêt|Desembolso de préstamo|Erogazione prestito|Uitbetaling lening|Wypłata kredytu|Paskolos išmokėjimas"
  ],
  [
    109,
    1,
    null,
    "Alimony and child support received|Erhaltener Unterhalt|Pension alimentaire reçue|Pensión alimenticia recibida|Assegno di mantenimento ricevuto|Ontvangen alimentatie|Otrzymane alimenty|Gauti alimentai"
  ],
  [
    110,
    1,
    null,
    "Self-employment income|Einnahmen aus selbständiger Tätigkeit|Revenus d'indépendant|Ingresos de autónomo|Redditi da lavoro autonomo|Inkomsten als zelfstandige|Dochody z działalności gospodarczej|Individualios veiklos pajamos"
  ],
  [
    111,
    1,
    null,
    "Gambling winnings|Glücksspielgewinne|Gains de jeux|Ganancias de juego|Vincite al gioco|Gokwinsten|Wygrane z hazardu|Lošimų laimėjimai"
  ],
  [
    112,
    1,
    null,
    "Other income|Sonstige Einnahmen|Autres revenus|Otros ingresos|Altre entrate|Overige inkomsten|Inne wpływy|Kitos pajamos"
  ],

  [2, 0, "expense", "Housing|Wohnen|Logement|Vivienda|Casa|Wonen|Mieszkanie|Būstas"],
  [201, 2, null, "Rent|Miete|Loyer|Alquiler|Affitto|Huur|Czynsz najmu|Nuoma"],
  [202, 2, null, "Mortgage|Hypothek|Crédit immobilier|Hipoteca|Mutuo|Hypotheek|Kredyt hipoteczny|Būsto paskola"],
  [
    203,
    2,
    null,
    "Service charges and owners' fees|Hausgeld und Nebenkosten|Charges de copropriété|Gastos de comunidad|Spese condominiali|Servicekosten en VvE|Opłaty administracyjne|Namo administravimo mokesčiai"
  ],
  [
    204,
    2,
    null,
    "Home maintenance and repairs|Instandhaltung und Reparaturen|Entretien et réparations|Mantenimiento y reparaciones|Manutenzione e riparazioni|Onderhoud en reparaties|Remonty i naprawy|Būsto priežiūra ir remontas"
  ],

  [
    3,
    0,
    "expense",
    "Utilities|Nebenkosten und Energie|Énergie et eau|Suministros|Utenze|Nutsvoorzieningen|Media|Komunalinės paslaugos"
  ],
  [301, 3, null, "Electricity|Strom|Électricité|Electricidad|Energia elettrica|Elektriciteit|Prąd|Elektra"],
  [
    302,
    3,
    null,
    "Gas and heating|Gas und Heizung|Gaz et chauffage|Gas y calefacción|Gas e riscaldamento|Gas en verwarming|Gaz i ogrzewanie|Dujos ir šildymas"
  ],
  [303, 3, null, "Water|Wasser|Eau|Agua|Acqua|Water|Woda|Vanduo"],
  [
    304,
    3,
    null,
    "Energy (combined)|Energie (kombiniert)|Énergie (mixte)|Energía (combinada)|Energia (luce e gas)|Energie (gecombineerd)|Energia (łącznie)|Energija (bendrai)"
  ],
  [
    305,
    3,
    null,
    "Waste collection|Müllabfuhr|Ordures ménagères|Recogida de basuras|Rifiuti|Afvalstoffenheffing|Wywóz śmieci|Atliekų išvežimas"
  ],

  [
    4,
    0,
    "expense",
    "Telecom and internet|Telekommunikation und Internet|Télécoms et internet|Telecomunicaciones e internet|Telefonia e internet|Telecom en internet|Telekomunikacja i internet|Telekomunikacijos ir internetas"
  ],
  [
    401,
    4,
    null,
    "Mobile phone|Mobilfunk|Téléphone mobile|Telefonía móvil|Telefonia mobile|Mobiele telefoon|Telefon komórkowy|Mobilusis ryšys"
  ],
  [
    402,
    4,
    null,
    "Internet and landline|Internet und Festnetz|Internet et téléphone fixe|Internet y teléfono fijo|Internet e telefono fisso|Internet en vaste lijn|Internet i telefon stacjonarny|Internetas ir fiksuotasis ryšys"
  ],
  [403, 4, null, "TV and cable|Fernsehen und Kabel|Télévision|Televisión|Televisione|Televisie|Telewizja|Televizija"],

  [
    5,
    0,
    "expense",
    "Food and drink|Essen und Trinken|Alimentation et restauration|Comida y bebida|Cibo e bevande|Eten en drinken|Jedzenie i napoje|Maistas ir gėrimai"
  ],
  [
    501,
    5,
    null,
    "Groceries|Lebensmittel|Courses alimentaires|Supermercado|Spesa alimentare|Boodschappen|Artykuły spożywcze|Maisto prekės"
  ],
  [502, 5, null, "Restaurants|Restaurants|Restaurants|Restaurantes|Ristoranti|Restaurants|Restauracje|Restoranai"],
  [503, 5, null, "Fast food|Fast Food|Restauration rapide|Comida rápida|Fast food|Fastfood|Fast food|Greitas maistas"],
  [
    504,
    5,
    null,
    "Cafés and bars|Cafés und Bars|Cafés et bars|Cafeterías y bares|Bar e caffè|Cafés en bars|Kawiarnie i bary|Kavinės ir barai"
  ],
  [
    505,
    5,
    null,
    "Food delivery|Essenslieferung|Livraison de repas|Comida a domicilio|Consegna di cibo|Maaltijdbezorging|Dostawa jedzenia|Maisto pristatymas"
  ],

  [6, 0, "expense", "Transport|Mobilität|Transports|Transporte|Trasporti|Vervoer|Transport|Transportas"],
  [
    601,
    6,
    null,
    "Public transport|Öffentlicher Verkehr|Transports en commun|Transporte público|Trasporto pubblico|Openbaar vervoer|Komunikacja miejska|Viešasis transportas"
  ],
  [
    602,
    6,
    null,
    "Taxi and ride-hailing|Taxi und Fahrdienste|Taxi et VTC|Taxi y VTC|Taxi e noleggio con conducente|Taxi en ritdiensten|Taksówki i przejazdy|Taksi ir pavėžėjimas"
  ],
  [603, 6, null, "Fuel|Kraftstoff|Carburant|Combustible|Carburante|Brandstof|Paliwo|Degalai"],
  [
    604,
    6,
    null,
    "Parking and tolls|Parken und Maut|Stationnement et péages|Aparcamiento y peajes|Parcheggi e pedaggi|Parkeren en tol|Parkingi i opłaty drogowe|Parkavimas ir kelių mokesčiai"
  ],
  [
    605,
    6,
    null,
    "Car maintenance|Kfz-Werkstatt|Entretien automobile|Mantenimiento del coche|Manutenzione auto|Auto-onderhoud|Serwis samochodu|Automobilio priežiūra"
  ],
  [
    606,
    6,
    null,
    "Car rental and sharing|Mietwagen und Carsharing|Location et autopartage|Alquiler de coches|Noleggio e car sharing|Autohuur en deelauto|Wynajem i car sharing|Automobilių nuoma"
  ],
  [
    607,
    6,
    null,
    "Electric vehicle charging|Ladestrom|Recharge de véhicule électrique|Recarga de vehículo eléctrico|Ricarica auto elettrica|Laadpaal|Ładowanie samochodu elektrycznego|Elektromobilio įkrovimas"
  ],

  [
    7,
    0,
    "expense",
    "Subscriptions|Abonnements|Abonnements|Suscripciones|Abbonamenti|Abonnementen|Subskrypcje|Prenumeratos"
  ],
  [
    701,
    7,
    null,
    "Video streaming|Video-Streaming|Streaming vidéo|Streaming de vídeo|Streaming video|Videostreaming|Streaming wideo|Vaizdo transliacijos"
  ],
  [
    702,
    7,
    null,
    "Music and audio|Musik und Audio|Musique et audio|Música y audio|Musica e audio|Muziek en audio|Muzyka i audio|Muzika ir garso įrašai"
  ],
  [
    703,
    7,
    null,
    "Software and cloud|Software und Cloud|Logiciels et cloud|Software y nube|Software e cloud|Software en cloud|Oprogramowanie i chmura|Programinė įranga ir debesija"
  ],
  [
    704,
    7,
    null,
    "News and magazines|Zeitungen und Zeitschriften|Presse et magazines|Prensa y revistas|Giornali e riviste|Kranten en tijdschriften|Prasa i czasopisma|Spauda ir žurnalai"
  ],
  [
    705,
    7,
    null,
    "Gym and fitness|Fitnessstudio|Salle de sport|Gimnasio|Palestra|Sportschool|Siłownia i fitness|Sporto klubas"
  ],

  [8, 0, "expense", "Insurance|Versicherungen|Assurances|Seguros|Assicurazioni|Verzekeringen|Ubezpieczenia|Draudimas"],
  [
    801,
    8,
    null,
    "Health insurance|Krankenversicherung|Mutuelle santé|Seguro médico|Assicurazione sanitaria|Zorgverzekering|Ubezpieczenie zdrowotne|Sveikatos draudimas"
  ],
  [
    802,
    8,
    null,
    "Car insurance|Kfz-Versicherung|Assurance auto|Seguro de coche|Assicurazione auto|Autoverzekering|Ubezpieczenie samochodu|Transporto priemonių draudimas"
  ],
  [
    803,
    8,
    null,
    "Home insurance|Hausratversicherung|Assurance habitation|Seguro de hogar|Assicurazione casa|Inboedelverzekering|Ubezpieczenie mieszkania|Būsto draudimas"
  ],
  [
    804,
    8,
    null,
    "Life insurance|Lebensversicherung|Assurance vie|Seguro de vida|Assicurazione vita|Levensverzekering|Ubezpieczenie na życie|Gyvybės draudimas"
  ],
  [
    805,
    8,
    null,
    "Other insurance|Sonstige Versicherungen|Autres assurances|Otros seguros|Altre assicurazioni|Overige verzekeringen|Inne ubezpieczenia|Kitas draudimas"
  ],

  [9, 0, "expense", "Health|Gesundheit|Santé|Salud|Salute|Gezondheid|Zdrowie|Sveikata"],
  [901, 9, null, "Pharmacy|Apotheke|Pharmacie|Farmacia|Farmacia|Apotheek|Apteka|Vaistinė"],
  [
    902,
    9,
    null,
    "Doctors and dentists|Ärzte und Zahnärzte|Médecins et dentistes|Médicos y dentistas|Medici e dentisti|Artsen en tandartsen|Lekarze i dentyści|Gydytojai ir odontologai"
  ],
  [903, 9, null, "Opticians|Optiker|Opticiens|Ópticas|Ottici|Opticiens|Optycy|Optika"],
  [
    904,
    9,
    null,
    "Hospital and care|Krankenhaus und Pflege|Hôpital et soins|Hospital y cuidados|Ospedale e cure|Ziekenhuis en zorg|Szpital i opieka|Ligoninė ir slauga"
  ],

  [
    10,
    0,
    "expense",
    "Education and childcare|Bildung und Kinderbetreuung|Éducation et garde d'enfants|Educación y cuidado infantil|Istruzione e infanzia|Onderwijs en kinderopvang|Edukacja i opieka nad dziećmi|Švietimas ir vaikų priežiūra"
  ],
  [
    1001,
    10,
    null,
    "Tuition fees|Studiengebühren|Frais de scolarité|Matrícula|Tasse scolastiche|Collegegeld|Czesne|Mokslo mokestis"
  ],
  [
    1002,
    10,
    null,
    "Childcare|Kinderbetreuung|Garde d'enfants|Guardería|Asilo nido|Kinderopvang|Żłobek i przedszkole|Vaikų darželis"
  ],
  [
    1003,
    10,
    null,
    "Books and courses|Bücher und Kurse|Livres et formations|Libros y cursos|Libri e corsi|Boeken en cursussen|Książki i kursy|Knygos ir kursai"
  ],

  [
    11,
    0,
    "expense",
    "Taxes and fines|Steuern und Bußgelder|Impôts et amendes|Impuestos y multas|Tasse e multe|Belastingen en boetes|Podatki i mandaty|Mokesčiai ir baudos"
  ],
  [
    1101,
    11,
    null,
    "Income tax|Einkommensteuer|Impôt sur le revenu|IRPF|IRPEF|Inkomstenbelasting|Podatek dochodowy|Gyventojų pajamų mokestis"
  ],
  [
    1102,
    11,
    null,
    "Property and local taxes|Grundsteuer und Gemeindeabgaben|Taxe foncière et d'habitation|IBI e impuestos locales|IMU e tributi locali|Gemeentelijke belastingen|Podatek od nieruchomości|Nekilnojamojo turto mokestis"
  ],
  [
    1103,
    11,
    null,
    "Vehicle tax|Kfz-Steuer|Taxe sur les véhicules|Impuesto de circulación|Bollo auto|Motorrijtuigenbelasting|Podatek od środków transportu|Transporto priemonių mokestis"
  ],
  [1104, 11, null, "Fines|Bußgelder|Amendes|Multas|Multe|Boetes|Mandaty|Baudos"],
  [
    1105,
    11,
    null,
    "Other taxes|Sonstige Steuern|Autres impôts|Otros impuestos|Altre imposte|Overige belastingen|Inne podatki|Kiti mokesčiai"
  ],

  [12, 0, "expense", "Shopping|Einkäufe|Achats|Compras|Acquisti|Winkelen|Zakupy|Apsipirkimas"],
  [
    1201,
    12,
    null,
    "Clothing and shoes|Kleidung und Schuhe|Vêtements et chaussures|Ropa y calzado|Abbigliamento e scarpe|Kleding en schoenen|Odzież i obuwie|Drabužiai ir avalynė"
  ],
  [1202, 12, null, "Electronics|Elektronik|Électronique|Electrónica|Elettronica|Elektronica|Elektronika|Elektronika"],
  [
    1203,
    12,
    null,
    "Online marketplaces|Online-Marktplätze|Achats en ligne|Compras en línea|Acquisti online|Online winkels|Zakupy internetowe|Internetinės parduotuvės"
  ],
  [
    1204,
    12,
    null,
    "Department stores and discounters|Kaufhäuser und Discounter|Grands magasins et discounters|Grandes almacenes|Grandi magazzini|Warenhuizen en discounters|Domy towarowe i dyskonty|Universalinės parduotuvės"
  ],
  [
    1205,
    12,
    null,
    "Home and DIY|Haus und Baumarkt|Maison et bricolage|Hogar y bricolaje|Casa e fai da te|Huis en doe-het-zelf|Dom i majsterkowanie|Namai ir remontas"
  ],
  [
    1206,
    12,
    null,
    "Personal care and beauty|Drogerie und Körperpflege|Soins et beauté|Cuidado personal y belleza|Cura della persona e bellezza|Drogisterij en verzorging|Drogeria i uroda|Grožis ir asmens higiena"
  ],
  [1207, 12, null, "Pets|Haustiere|Animaux|Mascotas|Animali domestici|Huisdieren|Zwierzęta|Gyvūnai"],
  [
    1208,
    12,
    null,
    "Gifts and flowers|Geschenke und Blumen|Cadeaux et fleurs|Regalos y flores|Regali e fiori|Cadeaus en bloemen|Prezenty i kwiaty|Dovanos ir gėlės"
  ],
  [
    1209,
    12,
    null,
    "Tobacco and vaping|Tabak und E-Zigaretten|Tabac et vapotage|Tabaco y vapeo|Tabacchi e sigarette elettroniche|Tabak en vapes|Wyroby tytoniowe i e-papierosy|Tabakas ir elektroninės cigaretės"
  ],
  [
    1210,
    12,
    null,
    "Off-licences and liquor|Spirituosen und Getränkemärkte|Cavistes et alcools|Bodegas y licores|Enoteche e alcolici|Slijterijen|Sklepy monopolowe|Alkoholinių gėrimų parduotuvės"
  ],
  [
    1211,
    12,
    null,
    "Books and stationery|Bücher und Schreibwaren|Librairie et papeterie|Librerías y papelerías|Libri e cartoleria|Boeken en kantoorartikelen|Książki i artykuły papiernicze|Knygos ir kanceliarinės prekės"
  ],

  [13, 0, "expense", "Travel|Reisen|Voyages|Viajes|Viaggi|Reizen|Podróże|Kelionės"],
  [1301, 13, null, "Flights|Flüge|Vols|Vuelos|Voli|Vluchten|Loty|Skrydžiai"],
  [
    1302,
    13,
    null,
    "Hotels and accommodation|Hotels und Unterkünfte|Hôtels et hébergement|Hoteles y alojamiento|Hotel e alloggi|Hotels en accommodatie|Hotele i noclegi|Viešbučiai ir apgyvendinimas"
  ],
  [
    1303,
    13,
    null,
    "Long-distance rail and coach|Fernverkehr Bahn und Bus|Trains et cars grandes lignes|Tren y autobús de larga distancia|Treni e autobus a lunga percorrenza|Internationale trein en bus|Pociągi i autokary dalekobieżne|Tolimojo susisiekimo traukiniai ir autobusai"
  ],
  [
    1304,
    13,
    null,
    "Package holidays|Pauschalreisen|Séjours organisés|Viajes organizados|Pacchetti vacanze|Pakketreizen|Wycieczki zorganizowane|Kelionių paketai"
  ],

  [
    14,
    0,
    "expense",
    "Leisure and entertainment|Freizeit und Unterhaltung|Loisirs et divertissements|Ocio y entretenimiento|Tempo libero e intrattenimento|Vrije tijd en uitgaan|Rozrywka i czas wolny|Laisvalaikis ir pramogos"
  ],
  [
    1401,
    14,
    null,
    "Cinema, concerts and events|Kino, Konzerte und Veranstaltungen|Cinéma, concerts et spectacles|Cine, conciertos y eventos|Cinema, concerti ed eventi|Bioscoop, concerten en evenementen|Kino, koncerty i wydarzenia|Kinas, koncertai ir renginiai"
  ],
  [
    1402,
    14,
    null,
    "Sports and hobbies|Sport und Hobbys|Sports et loisirs|Deportes y aficiones|Sport e hobby|Sport en hobby's|Sport i hobby|Sportas ir pomėgiai"
  ],
  [
    1403,
    14,
    null,
    "Games and apps|Spiele und Apps|Jeux et applications|Juegos y aplicaciones|Giochi e app|Games en apps|Gry i aplikacje|Žaidimai ir programėlės"
  ],

  [15, 0, "expense", "Cash|Bargeld|Espèces|Efectivo|Contanti|Contant geld|Gotówka|Grynieji pinigai"],
  [
    1501,
    15,
    null,
    "ATM withdrawal|Geldautomat|Retrait au distributeur|Retirada en cajero|Prelievo bancomat|Geldopname automaat|Wypłata z bankomatu|Grynųjų išėmimas bankomate"
  ],
  [
    1502,
    15,
    null,
    "Cash at counter or cashback|Barauszahlung am Schalter|Retrait au guichet|Retirada en ventanilla|Prelievo allo sportello|Geldopname aan de balie|Wypłata w kasie|Grynųjų išėmimas kasoje"
  ],

  [16, 0, "expense", "Gambling|Glücksspiel|Jeux d'argent|Juego|Gioco d'azzardo|Kansspelen|Hazard|Azartiniai lošimai"],
  [
    1601,
    16,
    null,
    "Betting|Sportwetten|Paris sportifs|Apuestas|Scommesse|Sportweddenschappen|Zakłady bukmacherskie|Lažybos"
  ],
  [
    1602,
    16,
    null,
    "Casino and online gaming|Casino und Online-Spiele|Casino et jeux en ligne|Casino y juego en línea|Casinò e giochi online|Casino en online gokken|Kasyno i gry online|Kazino ir internetiniai lošimai"
  ],
  [1603, 16, null, "Lottery|Lotterie|Loterie|Lotería|Lotteria|Loterij|Loteria|Loterija"],

  [
    17,
    0,
    "expense",
    "Loans and credit|Kredite|Crédits et prêts|Préstamos y créditos|Prestiti e credito|Leningen en krediet|Kredyty i pożyczki|Paskolos ir kreditai"
  ],
  [
    1701,
    17,
    null,
    "Payday and short-term loans|Kurzzeitkredite|Mini-crédits|Microcréditos rápidos|Prestiti veloci|Flitskredieten|Chwilówki|Greitieji kreditai"
  ],
  [
    1702,
    17,
    null,
    "Consumer credit|Ratenkredit|Crédit à la consommation|Crédito al consumo|Credito al consumo|Consumptief krediet|Kredyt konsumpcyjny|Vartojimo kreditas"
  ],
  [
    1703,
    17,
    null,
    "Buy now, pay later|Später bezahlen|Paiement fractionné|Compra ahora, paga después|Compra ora, paga dopo|Achteraf betalen|Kup teraz, zapłać później|Pirk dabar, mokėk vėliau"
  ],
  [
    1704,
    17,
    null,
    "Credit card repayment|Kreditkartenabrechnung|Remboursement carte de crédit|Pago de tarjeta de crédito|Saldo carta di credito|Aflossing creditcard|Spłata karty kredytowej|Kredito kortelės įmoka"
  ],
  [
    1705,
    17,
    null,
    "Car finance|Autofinanzierung|Crédit auto|Financiación de coche|Finanziamento auto|Autofinanciering|Kredyt samochodowy|Automobilio lizingas"
  ],
  [
    1706,
    17,
    null,
    "Student loan repayment|Studienkredit-Rückzahlung|Remboursement prêt étudiant|Préstamo de estudios|Prestito studentesco|Studieschuld aflossing|Spłata kredytu studenckiego|Studijų paskolos grąžinimas"
  ],
  [
    1707,
    17,
    null,
    "Other loan repayment|Sonstige Kreditrückzahlung|Autres remboursements de prêt|Otros préstamos|Altre rate di prestito|Overige aflossingen|Inne raty kredytów|Kitų paskolų grąžinimas"
  ],

  [
    18,
    0,
    "expense",
    "Debt recovery|Forderungseinzug|Recouvrement de dettes|Recobro de deudas|Recupero crediti|Incasso van schulden|Windykacja|Skolų išieškojimas"
  ],
  [
    1801,
    18,
    null,
    "Debt collection agency|Inkassobüro|Société de recouvrement|Agencia de recobro|Agenzia di recupero crediti|Incassobureau|Firma windykacyjna|Skolų išieškojimo įmonė"
  ],
  [
    1802,
    18,
    null,
    "Bailiffs and enforcement|Gerichtsvollzieher und Vollstreckung|Huissiers et saisies|Embargos y agentes judiciales|Ufficiale giudiziario e pignoramenti|Deurwaarder en beslag|Komornik i egzekucja|Antstoliai ir išieškojimas"
  ],

  [
    19,
    0,
    "expense",
    "Bank charges|Bankgebühren|Frais bancaires|Comisiones bancarias|Commissioni bancarie|Bankkosten|Opłaty bankowe|Banko mokesčiai"
  ],
  [
    1901,
    19,
    null,
    "Account fees|Kontoführungsgebühren|Frais de tenue de compte|Comisión de mantenimiento|Canone del conto|Rekeningkosten|Opłata za prowadzenie konta|Sąskaitos aptarnavimo mokestis"
  ],
  [
    1902,
    19,
    null,
    "Overdraft fees and interest|Dispozinsen und Überziehungsgebühren|Agios et frais de découvert|Comisión por descubierto|Interessi di scoperto|Rente en kosten rood staan|Odsetki od debetu|Overdrafto palūkanos ir mokesčiai"
  ],
  [
    1903,
    19,
    null,
    "Returned payment fees|Rücklastschriftgebühren|Frais de rejet|Comisión por devolución|Commissioni per insoluto|Kosten storno|Opłaty za zwrot płatności|Grąžinto mokėjimo mokestis"
  ],
  [
    1904,
    19,
    null,
    "Foreign transaction fees|Auslandseinsatzentgelt|Frais à l'étranger|Comisión por cambio de divisa|Commissioni estere|Kosten buitenland|Opłaty za transakcje zagraniczne|Užsienio operacijų mokestis"
  ],

  [
    20,
    0,
    "expense",
    "Family payments|Familienzahlungen|Paiements familiaux|Pagos familiares|Pagamenti familiari|Familiebetalingen|Płatności rodzinne|Šeimos mokėjimai"
  ],
  [
    2001,
    20,
    null,
    "Alimony and child support paid|Gezahlter Unterhalt|Pension alimentaire versée|Pensión alimenticia pagada|Assegno di mantenimento versato|Betaalde alimentatie|Płacone alimenty|Mokami alimentai"
  ],
  [
    2002,
    20,
    null,
    "Pocket money and family support|Taschengeld und Familienunterstützung|Argent de poche et aide familiale|Paga y ayuda familiar|Paghetta e aiuti familiari|Zakgeld en familiesteun|Kieszonkowe i pomoc rodzinie|Kišenpinigiai ir parama šeimai"
  ],

  [
    21,
    0,
    "expense",
    "Returned payments|Rückbuchungen|Paiements rejetés|Pagos devueltos|Pagamenti respinti|Gestorneerde betalingen|Zwrócone płatności|Grąžinti mokėjimai"
  ],
  [
    2101,
    21,
    null,
    "Returned direct debit|Rücklastschrift|Prélèvement rejeté|Recibo devuelto|Addebito diretto respinto|Gestorneerde incasso|Zwrócone polecenie zapłaty|Grąžintas tiesioginis debetas"
  ],
  [
    2102,
    21,
    null,
    "Bounced or reversed payment|Zurückgewiesene Zahlung|Paiement impayé|Pago rechazado|Pagamento stornato|Teruggeboekte betaling|Odrzucona płatność|Atmestas mokėjimas"
  ],

  [
    22,
    0,
    "expense",
    "Charity and donations|Spenden|Dons et associations|Donativos|Donazioni|Goede doelen|Darowizny|Labdara ir parama"
  ],
  [
    2201,
    22,
    null,
    "Charity|Wohltätigkeit|Dons caritatifs|Beneficencia|Beneficenza|Goede doelen|Organizacje charytatywne|Labdara"
  ],
  [
    2202,
    22,
    null,
    "Memberships and associations|Mitgliedsbeiträge|Cotisations|Cuotas de socio|Quote associative|Contributies|Składki członkowskie|Nario mokesčiai"
  ],

  [
    23,
    0,
    "expense",
    "Other expenses|Sonstige Ausgaben|Autres dépenses|Otros gastos|Altre spese|Overige uitgaven|Inne wydatki|Kitos išlaidos"
  ],
  [
    2301,
    23,
    null,
    "Uncategorised expense|Nicht kategorisierte Ausgabe|Dépense non catégorisée|Gasto sin categoría|Spesa non categorizzata|Niet-gecategoriseerde uitgave|Wydatek bez kategorii|Nepriskirtos išlaidos"
  ],
  [
    2302,
    23,
    null,
    "Professional services|Dienstleistungen|Services professionnels|Servicios profesionales|Servizi professionali|Zakelijke diensten|Usługi profesjonalne|Profesionalios paslaugos"
  ],
  [
    2303,
    23,
    null,
    "Postal and delivery|Post und Versand|Poste et livraison|Correos y envíos|Poste e spedizioni|Post en verzending|Poczta i przesyłki|Paštas ir siuntos"
  ],

  [
    30,
    0,
    "transfer",
    "Transfers|Überweisungen|Virements|Transferencias|Trasferimenti|Overboekingen|Przelewy|Pervedimai"
  ],
  [
    3001,
    30,
    null,
    "Between own accounts|Zwischen eigenen Konten|Entre mes comptes|Entre cuentas propias|Tra conti propri|Tussen eigen rekeningen|Między własnymi rachunkami|Tarp savų sąskaitų"
  ],
  [
    3002,
    30,
    null,
    "Savings and investments|Sparen und Anlagen|Épargne et placements|Ahorro e inversión|Risparmi e investimenti|Sparen en beleggen|Oszczędności i inwestycje|Taupymas ir investicijos"
  ],
  [
    3003,
    30,
    null,
    "Transfers to others|Überweisungen an andere|Virements à des tiers|Transferencias a terceros|Bonifici a terzi|Overboekingen aan anderen|Przelewy do innych|Pervedimai kitiems"
  ],
  [
    3004,
    30,
    null,
    "Transfers from others|Überweisungen von anderen|Virements reçus de tiers|Transferencias de terceros|Bonifici da terzi|Overboekingen van anderen|Przelewy od innych|Pervedimai iš kitų"
  ],
  [
    3005,
    30,
    null,
    "Cash deposit|Bareinzahlung|Dépôt d'espèces|Ingreso en efectivo|Versamento contanti|Contante storting|Wpłata gotówki|Grynųjų įnešimas"
  ],
  [
    3006,
    30,
    null,
    "Currency exchange|Währungsumtausch|Change de devises|Cambio de divisas|Cambio valuta|Valutawissel|Wymiana walut|Valiutos keitimas"
  ],
  [
    3007,
    30,
    null,
    "Payment services and wallets|Zahlungsdienste und Wallets|Services de paiement|Servicios de pago|Servizi di pagamento|Betaaldiensten|Usługi płatnicze|Mokėjimo paslaugos"
  ]
]
