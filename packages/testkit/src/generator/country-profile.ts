/** Countries the generator writes statements for (the same codes as the engine supports). */
export type Country = "GB" | "IE" | "US" | "DE" | "AT" | "FR" | "ES" | "IT" | "NL" | "BE" | "PL" | "LT"

/** All supported countries in a stable order. */
export const countries: ReadonlyArray<Country> = [
  "GB",
  "IE",
  "US",
  "DE",
  "AT",
  "FR",
  "ES",
  "IT",
  "NL",
  "BE",
  "PL",
  "LT"
]

/** Languages of CSV header vocabularies and preambles. */
export type Language = "EN" | "DE" | "FR" | "ES" | "IT" | "NL" | "PL" | "LT"

/** Everyday spending categories with merchant lists. */
export type SpendingCategory = "groceries" | "restaurants" | "transport" | "fuel" | "shopping"

/** Names and places a country's statements use. */
export interface CountryProfile {
  readonly country: Country
  readonly currency: string
  readonly language: Language
  readonly cities: ReadonlyArray<string>
  readonly holders: ReadonlyArray<string>
  readonly merchants: Readonly<Record<SpendingCategory, ReadonlyArray<string>>>
  readonly employers: ReadonlyArray<string>
  readonly benefitPayers: ReadonlyArray<string>
  readonly pensionPayers: ReadonlyArray<string>
  readonly gigPlatforms: ReadonlyArray<string>
  readonly landlords: ReadonlyArray<string>
  readonly mortgageLenders: ReadonlyArray<string>
  readonly utilities: ReadonlyArray<string>
  readonly telecoms: ReadonlyArray<string>
  readonly insurers: ReadonlyArray<string>
  readonly gyms: ReadonlyArray<string>
  readonly consumerLenders: ReadonlyArray<string>
  readonly gamblingOperators: ReadonlyArray<string>
  readonly paydayLenders: ReadonlyArray<string>
  readonly debtCollectors: ReadonlyArray<string>
  readonly bailiffs: ReadonlyArray<string>
  readonly taxAuthority: string
  readonly universities: ReadonlyArray<string>
  readonly parents: ReadonlyArray<string>
  readonly clients: ReadonlyArray<string>
  readonly bank: string
  /** Rough monthly net salary of a salaried employee, in major units. */
  readonly salary: number
  /** Rough monthly rent, in major units. */
  readonly rent: number
}

const globalSubscriptions = [
  "NETFLIX.COM",
  "SPOTIFY",
  "AMAZON PRIME",
  "DISNEY PLUS",
  "APPLE.COM/BILL",
  "YOUTUBE PREMIUM"
]

/** Subscriptions available everywhere. */
export const subscriptionServices: ReadonlyArray<string> = globalSubscriptions

const profiles: Readonly<Record<Country, CountryProfile>> = {
  GB: {
    country: "GB",
    currency: "GBP",
    language: "EN",
    bank: "LLOYDS BANK",
    cities: ["LONDON", "MANCHESTER", "LEEDS", "BRISTOL", "GLASGOW", "BIRMINGHAM"],
    holders: ["MR JAMES SMITH", "MS SARAH JONES", "MR DAVID WILLIAMS", "MRS EMMA BROWN"],
    merchants: {
      groceries: [
        "TESCO STORES",
        "SAINSBURY'S S/MKTS",
        "ASDA STORES",
        "ALDI",
        "LIDL GB",
        "MORRISONS",
        "CO-OP GROUP FOOD"
      ],
      restaurants: ["MCDONALD'S", "NANDOS", "PRET A MANGER", "GREGGS", "WAGAMAMA", "COSTA COFFEE", "STARBUCKS"],
      transport: ["TFL TRAVEL CH", "TRAINLINE", "UBER *TRIP", "NATIONAL EXPRESS", "STAGECOACH"],
      fuel: ["SHELL", "BP", "ESSO", "TESCO PFS", "TEXACO"],
      shopping: ["AMAZON.CO.UK", "ARGOS", "BOOTS", "PRIMARK", "NEXT RETAIL", "JOHN LEWIS", "MARKS & SPENCER"]
    },
    employers: ["ACME LOGISTICS LTD", "NORTHWIND TRADING LTD", "BRIGHTSTONE CARE LTD", "CITY COUNCIL PAYROLL"],
    benefitPayers: ["DWP UC", "HMRC CHILD BENEFIT", "DWP PIP"],
    pensionPayers: ["DWP STATE PENSION", "AVIVA PENSIONS", "LEGAL & GENERAL PENS"],
    gigPlatforms: ["UBER BV", "DELIVEROO", "JUST EAT", "STUART DELIVERY"],
    landlords: ["FOXTONS LETTINGS", "J PATEL", "OPENRENT", "MR A HUGHES"],
    mortgageLenders: ["NATIONWIDE BS", "HALIFAX MORTGAGE", "SANTANDER MORTGAGE"],
    utilities: ["BRITISH GAS", "OCTOPUS ENERGY", "THAMES WATER", "EDF ENERGY", "LAMBETH COUNCIL TAX"],
    telecoms: ["VODAFONE LTD", "EE LIMITED", "BT GROUP PLC", "VIRGIN MEDIA", "O2 UK"],
    insurers: ["AVIVA INSURANCE", "ADMIRAL INSURANCE", "DIRECT LINE"],
    gyms: ["PUREGYM", "THE GYM GROUP"],
    consumerLenders: ["ZOPA BANK", "NOVUNA PERSONAL FIN", "TESCO BANK LOAN"],
    gamblingOperators: ["BET365", "PADDY POWER", "WILLIAM HILL", "SKY BETTING", "BETFAIR", "LADBROKES"],
    paydayLenders: ["LENDING STREAM", "DRAFTY", "MR LENDER", "QUIDMARKET", "CASHFLOAT"],
    debtCollectors: ["LOWELL FINANCIAL", "CABOT FINANCIAL", "INTRUM UK", "PRA GROUP"],
    bailiffs: ["MARSTON HOLDINGS", "BRISTOW & SUTOR", "EQUITA LTD"],
    taxAuthority: "HMRC SELF ASSESSMENT",
    universities: ["STUDENT LOANS CO"],
    parents: ["MRS L SMITH", "MR P JONES"],
    clients: ["BRIGHT IDEAS LTD", "KESTREL MEDIA LTD", "ORCHARD DESIGN CO"],
    salary: 2450,
    rent: 950
  },
  IE: {
    country: "IE",
    currency: "EUR",
    language: "EN",
    bank: "AIB",
    cities: ["DUBLIN", "CORK", "GALWAY", "LIMERICK"],
    holders: ["SEAN MURPHY", "AOIFE KELLY", "CIARAN O'BRIEN", "NIAMH WALSH"],
    merchants: {
      groceries: ["TESCO IRELAND", "DUNNES STORES", "SUPERVALU", "LIDL IRELAND", "ALDI"],
      restaurants: ["MCDONALD'S", "INSOMNIA COFFEE", "ABRAKEBABRA", "SUPERMACS", "COSTA COFFEE"],
      transport: ["LEAP CARD", "IRISH RAIL", "DUBLIN BUS", "FREENOW"],
      fuel: ["CIRCLE K", "APPLEGREEN", "MAXOL", "TOP OIL"],
      shopping: ["PENNEYS", "AMAZON.IE", "HARVEY NORMAN", "BOOTS IRELAND", "ARGOS IRELAND"]
    },
    employers: ["EMERALD TECH LTD", "LIFFEY FOODS LTD", "HSE PAYROLL"],
    benefitPayers: ["DEASP JOBSEEKERS", "DSP CHILD BENEFIT"],
    pensionPayers: ["DSP STATE PENSION", "IRISH LIFE PENSION"],
    gigPlatforms: ["DELIVEROO IE", "JUST EAT IRELAND", "UBER BV"],
    landlords: ["MR M BYRNE", "HOOKE & MACDONALD", "GLOBAL PROPERTY MGMT"],
    mortgageLenders: ["BANK OF IRELAND MTG", "PTSB MORTGAGE"],
    utilities: ["ELECTRIC IRELAND", "BORD GAIS ENERGY", "SSE AIRTRICITY", "IRISH WATER"],
    telecoms: ["EIR", "VODAFONE IRELAND", "THREE IRELAND", "VIRGIN MEDIA IE"],
    insurers: ["FBD INSURANCE", "ZURICH INSURANCE", "VHI HEALTHCARE"],
    gyms: ["FLYEFIT", "EDGE FITNESS"],
    consumerLenders: ["CREDIT UNION LOAN", "AVANT MONEY"],
    gamblingOperators: ["PADDY POWER", "BOYLESPORTS", "BET365", "BETFAIR"],
    paydayLenders: ["PROVIDENT IRELAND", "LENDING STREAM"],
    debtCollectors: ["INTRUM IRELAND", "LOWELL IRELAND"],
    bailiffs: ["COUNTY SHERIFF DUBLIN"],
    taxAuthority: "REVENUE COMMISSIONERS",
    universities: ["SUSI GRANT"],
    parents: ["MARY MURPHY", "JOHN KELLY"],
    clients: ["CELTIC WEB LTD", "HARBOUR CONSULTING"],
    salary: 2900,
    rent: 1650
  },
  US: {
    country: "US",
    currency: "USD",
    language: "EN",
    bank: "CHASE",
    cities: ["AUSTIN TX", "CHICAGO IL", "DENVER CO", "SEATTLE WA", "ATLANTA GA"],
    holders: ["JOHN MILLER", "JENNIFER DAVIS", "MICHAEL GARCIA", "ASHLEY WILSON"],
    merchants: {
      groceries: ["WALMART", "KROGER", "TRADER JOE'S", "WHOLE FOODS", "SAFEWAY", "COSTCO WHSE"],
      restaurants: ["MCDONALD'S", "STARBUCKS", "CHIPOTLE", "TACO BELL", "DOORDASH", "PANERA BREAD"],
      transport: ["UBER TRIP", "LYFT RIDE", "MTA NYCT PAYGO", "AMTRAK"],
      fuel: ["SHELL OIL", "CHEVRON", "EXXONMOBIL", "7-ELEVEN FUEL"],
      shopping: ["AMAZON.COM", "TARGET", "BEST BUY", "HOME DEPOT", "WALGREENS", "CVS/PHARMACY"]
    },
    employers: ["ACME CORP", "GLOBEX INC", "INITECH LLC", "STATE OF TEXAS"],
    benefitPayers: ["TX DEPT OF LABOR UI", "SNAP EBT TRANSFER"],
    pensionPayers: ["SSA TREAS 310", "FIDELITY PENSION"],
    gigPlatforms: ["UBER USA", "DOORDASH DASHER", "LYFT DRIVER", "INSTACART SHOPPER"],
    landlords: ["GREYSTAR RE", "AVALONBAY", "CAMDEN PROPERTY"],
    mortgageLenders: ["WELLS FARGO HOME MTG", "ROCKET MORTGAGE"],
    utilities: ["AUSTIN ENERGY", "ATMOS ENERGY", "CITY WATER UTIL"],
    telecoms: ["VERIZON WIRELESS", "AT&T", "T-MOBILE", "COMCAST CABLE"],
    insurers: ["GEICO", "STATE FARM", "PROGRESSIVE INS"],
    gyms: ["PLANET FITNESS", "LA FITNESS"],
    consumerLenders: ["SOFI LENDING", "LENDINGCLUB", "DISCOVER PERSONAL LN"],
    gamblingOperators: ["DRAFTKINGS", "FANDUEL", "BETMGM", "CAESARS SPORTSBOOK"],
    paydayLenders: ["CHECK INTO CASH", "ADVANCE AMERICA", "CASHNETUSA", "SPEEDY CASH"],
    debtCollectors: ["PORTFOLIO RECOVERY", "MIDLAND CREDIT MGMT", "CONVERGENT OUTSRC"],
    bailiffs: ["TRAVIS COUNTY CONSTABLE"],
    taxAuthority: "IRS USATAXPYMT",
    universities: ["DEPT OF EDUCATION"],
    parents: ["LINDA MILLER", "ROBERT DAVIS"],
    clients: ["BLUE RIVER LLC", "SUMMIT DESIGNS INC"],
    salary: 3800,
    rent: 1450
  },
  DE: {
    country: "DE",
    currency: "EUR",
    language: "DE",
    bank: "Sparkasse",
    cities: ["Berlin", "Hamburg", "Muenchen", "Koeln", "Frankfurt", "Leipzig"],
    holders: ["Max Mustermann", "Anna Schmidt", "Lukas Müller", "Julia Weber"],
    merchants: {
      groceries: ["REWE Markt GmbH", "EDEKA", "ALDI SUED", "LIDL", "Kaufland", "NETTO Marken-Discount", "PENNY"],
      restaurants: ["McDonalds", "Restaurant \"Zum Löwen\"", "Backwerk", "Vapiano", "Burger King", "Starbucks"],
      transport: ["DB Vertrieb GmbH", "BVG", "MVG", "FlixBus", "Uber BV"],
      fuel: ["ARAL", "Shell", "JET Tankstelle", "TotalEnergies", "ESSO"],
      shopping: ["Amazon EU S.a.r.l.", "dm-drogerie markt", "Rossmann", "MediaMarkt", "Zalando SE", "IKEA"]
    },
    employers: ["Muster Logistik GmbH", "Nordwind Handel GmbH", "Stadtwerke Personal", "Bäckerei Krause GmbH & Co. KG"],
    benefitPayers: ["Bundesagentur für Arbeit", "Familienkasse", "Jobcenter Berlin Mitte"],
    pensionPayers: ["Deutsche Rentenversicherung", "Betriebsrente Allianz"],
    gigPlatforms: ["Lieferando", "Uber BV", "Wolt Enterprises"],
    landlords: ["Vonovia SE", "Deutsche Wohnen", "Hausverwaltung Becker"],
    mortgageLenders: ["Interhyp Darlehen", "Deutsche Bank Baufinanzierung"],
    utilities: ["Vattenfall Europe", "E.ON Energie", "Stadtwerke Muenchen", "ARD ZDF Beitragsservice"],
    telecoms: ["Telekom Deutschland GmbH", "Vodafone GmbH", "O2 Telefonica", "1&1 Telecom"],
    insurers: ["Allianz Versicherungs-AG", "HUK-COBURG", "Techniker Krankenkasse"],
    gyms: ["McFit", "FitX"],
    consumerLenders: ["Santander Consumer Bank", "Targobank Kredit", "auxmoney"],
    gamblingOperators: ["Tipico", "bwin", "Lotto24", "Interwetten", "Bet3000"],
    paydayLenders: ["Vexcash", "Ferratum Bank", "Cashper", "Xpress Credit"],
    debtCollectors: ["EOS KSI Inkasso", "Creditreform Inkasso", "Intrum Deutschland", "Riverty Inkasso"],
    bailiffs: ["Obergerichtsvollzieher Krüger", "Gerichtsvollzieher Hahn"],
    taxAuthority: "Finanzamt Berlin",
    universities: ["BAföG Amt Studierendenwerk"],
    parents: ["Petra Mustermann", "Thomas Schmidt"],
    clients: ["Blauwal Medien GmbH", "Kranich Software UG"],
    salary: 2700,
    rent: 980
  },
  AT: {
    country: "AT",
    currency: "EUR",
    language: "DE",
    bank: "Erste Bank",
    cities: ["WIEN", "GRAZ", "LINZ", "SALZBURG", "INNSBRUCK"],
    holders: ["Florian Gruber", "Katharina Huber", "Stefan Wagner", "Lisa Bauer"],
    merchants: {
      groceries: ["BILLA DANKT", "SPAR", "HOFER", "MERKUR", "LIDL AT", "PENNY"],
      restaurants: ["MCDONALDS", "Figlmüller", "Der Mann Baecker", "Vapiano", "Anker Brot"],
      transport: ["Wiener Linien", "OEBB Personenverkehr", "Uber BV", "WESTbahn"],
      fuel: ["OMV", "BP", "Eni", "Turmöl"],
      shopping: ["Amazon EU", "BIPA", "dm drogerie", "MediaMarkt", "Interspar"]
    },
    employers: ["Alpen Logistik GmbH", "Donau Handels AG", "Magistrat Wien"],
    benefitPayers: ["AMS Arbeitsmarktservice", "Finanzamt Familienbeihilfe"],
    pensionPayers: ["Pensionsversicherungsanstalt", "VBV Pensionskasse"],
    gigPlatforms: ["Mjam GmbH", "Lieferando AT", "Uber BV"],
    landlords: ["Wiener Wohnen", "Hausverwaltung Steiner"],
    mortgageLenders: ["Bausparkasse Wüstenrot", "Raiffeisen Wohnbau"],
    utilities: ["Wien Energie", "EVN AG", "GIS Gebühren"],
    telecoms: ["A1 Telekom Austria", "Magenta Telekom", "Drei Hutchison"],
    insurers: ["UNIQA", "Wiener Städtische", "ÖGK"],
    gyms: ["John Harris Fitness", "FitInn"],
    consumerLenders: ["Santander Consumer AT", "BAWAG Kredit"],
    gamblingOperators: ["win2day", "Admiral Sportwetten", "tipp3", "bwin"],
    paydayLenders: ["Ferratum Bank", "Cashper AT"],
    debtCollectors: ["KSV1870 Inkasso", "Intrum Austria", "EOS Inkasso AT"],
    bailiffs: ["Gerichtsvollzieher BG Wien"],
    taxAuthority: "Finanzamt Österreich",
    universities: ["Studienbeihilfenbehörde"],
    parents: ["Maria Gruber", "Johann Huber"],
    clients: ["Edelweiss Design OG", "Kaiser IT GmbH"],
    salary: 2600,
    rent: 900
  },
  FR: {
    country: "FR",
    currency: "EUR",
    language: "FR",
    bank: "BNP PARIBAS",
    cities: ["PARIS", "LYON", "MARSEILLE", "TOULOUSE", "NANTES", "LILLE"],
    holders: ["M JEAN DUPONT", "MME MARIE MARTIN", "M PIERRE BERNARD", "MME CLAIRE PETIT"],
    merchants: {
      groceries: ["CARREFOUR", "LECLERC", "INTERMARCHE", "AUCHAN", "MONOPRIX", "FRANPRIX", "LIDL"],
      restaurants: ["MCDONALD'S", "BOULANGERIE PAUL", "BRIOCHE DOREE", "KFC", "LA CRIEE", "STARBUCKS"],
      transport: ["SNCF", "RATP", "NAVIGO", "UBER BV", "BLABLACAR"],
      fuel: ["TOTALENERGIES", "ESSO", "STATION LECLERC", "BP", "AVIA"],
      shopping: ["AMAZON EU SARL", "FNAC", "DECATHLON", "LEROY MERLIN", "SEPHORA", "DARTY"]
    },
    employers: ["SOCIETE DUPONT SAS", "LOGIFRANCE SA", "MAIRIE DE LYON"],
    benefitPayers: ["CAF DE PARIS", "FRANCE TRAVAIL", "CPAM PARIS"],
    pensionPayers: ["CNAV RETRAITE", "AGIRC ARRCO", "CARSAT"],
    gigPlatforms: ["UBER EATS FRANCE", "DELIVEROO FRANCE", "STUART SAS"],
    landlords: ["FONCIA", "CITYA IMMOBILIER", "M ROBERT GERARD"],
    mortgageLenders: ["CREDIT AGRICOLE PRET IMMO", "CREDIT LOGEMENT"],
    utilities: ["EDF", "ENGIE", "VEOLIA EAU", "TOTALENERGIES ELEC"],
    telecoms: ["ORANGE SA", "SFR", "BOUYGUES TELECOM", "FREE MOBILE"],
    insurers: ["MAIF", "AXA FRANCE", "MACIF", "HARMONIE MUTUELLE"],
    gyms: ["BASIC FIT", "FITNESS PARK"],
    consumerLenders: ["COFIDIS", "CETELEM", "SOFINCO", "FLOA BANK"],
    gamblingOperators: ["FDJ", "WINAMAX", "PMU", "BETCLIC", "UNIBET FRANCE"],
    paydayLenders: ["COFIDIS EXPRESS", "YOUNITED CREDIT", "FLOA PAY"],
    debtCollectors: ["INTRUM FRANCE", "EOS FRANCE", "IQERA SERVICES", "MCS ET ASSOCIES"],
    bailiffs: ["COMMISSAIRE DE JUSTICE SELARL", "HUISSIER DE JUSTICE MARTIN"],
    taxAuthority: "DGFIP IMPOT",
    universities: ["CROUS BOURSE"],
    parents: ["MME SYLVIE DUPONT", "M ALAIN MARTIN"],
    clients: ["AGENCE LUMIERE SARL", "STUDIO NORD SAS"],
    salary: 2300,
    rent: 850
  },
  ES: {
    country: "ES",
    currency: "EUR",
    language: "ES",
    bank: "CAIXABANK",
    cities: ["MADRID", "BARCELONA", "VALENCIA", "SEVILLA", "BILBAO"],
    holders: ["JAVIER GARCIA LOPEZ", "LAURA MARTINEZ RUIZ", "CARLOS SANCHEZ PEREZ", "LUCIA FERNANDEZ GOMEZ"],
    merchants: {
      groceries: ["MERCADONA", "CARREFOUR", "DIA", "LIDL", "EROSKI", "ALCAMPO", "CONSUM"],
      restaurants: ["MCDONALD'S", "TELEPIZZA", "100 MONTADITOS", "BAR MANOLO", "VIPS", "GOIKO"],
      transport: ["RENFE VIAJEROS", "METRO DE MADRID", "CABIFY", "UBER BV", "ALSA"],
      fuel: ["REPSOL", "CEPSA", "GALP", "BP", "PLENOIL"],
      shopping: ["AMAZON EU SARL", "EL CORTE INGLES", "ZARA", "PRIMARK", "DECATHLON", "MEDIA MARKT"]
    },
    employers: ["EMPRESA GARCIA SL", "LOGISTICA IBERICA SA", "AYUNTAMIENTO DE MADRID"],
    benefitPayers: ["SEPE PRESTACIONES", "INSS INGRESO MINIMO VITAL"],
    pensionPayers: ["INSS PENSION", "PLAN PENSIONES BBVA"],
    gigPlatforms: ["GLOVOAPP23 SL", "UBER EATS SPAIN", "JUST EAT SPAIN"],
    landlords: ["INMOBILIARIA SOL SL", "D ANTONIO RUIZ", "FOTOCASA ALQUILER"],
    mortgageLenders: ["BBVA HIPOTECA", "SANTANDER HIPOTECA"],
    utilities: ["ENDESA ENERGIA", "IBERDROLA CLIENTES", "NATURGY", "CANAL ISABEL II"],
    telecoms: ["MOVISTAR", "VODAFONE ESPANA", "ORANGE ESPAGNE", "DIGI SPAIN"],
    insurers: ["MAPFRE", "MUTUA MADRILENA", "SANITAS", "LINEA DIRECTA"],
    gyms: ["BASIC FIT", "ALTAFIT"],
    consumerLenders: ["CETELEM ESPANA", "COFIDIS ESPANA", "BANCO SANTANDER CONSUMER"],
    gamblingOperators: ["CODERE", "BET365 ES", "SPORTIUM", "LOTERIAS Y APUESTAS", "BWIN ES"],
    paydayLenders: ["VIVUS ES", "DINEO CREDITO", "MONEYMAN", "WANDOO"],
    debtCollectors: ["INTRUM ESPANA", "LINDORFF", "AXACTOR ESPANA"],
    bailiffs: ["EMBARGO JUZGADO 1A INSTANCIA"],
    taxAuthority: "AEAT AGENCIA TRIBUTARIA",
    universities: ["MINISTERIO EDUCACION BECAS"],
    parents: ["MARIA LOPEZ DIAZ", "JOSE GARCIA ROMERO"],
    clients: ["ESTUDIO AZUL SL", "CONSULTORA NORTE SL"],
    salary: 1750,
    rent: 800
  },
  IT: {
    country: "IT",
    currency: "EUR",
    language: "IT",
    bank: "INTESA SANPAOLO",
    cities: ["MILANO", "ROMA", "TORINO", "NAPOLI", "BOLOGNA", "FIRENZE"],
    holders: ["MARCO ROSSI", "GIULIA BIANCHI", "LUCA ROMANO", "FRANCESCA COLOMBO"],
    merchants: {
      groceries: ["ESSELUNGA", "COOP", "CONAD", "CARREFOUR MARKET", "LIDL ITALIA", "PAM PANORAMA"],
      restaurants: ["MCDONALD'S", "AUTOGRILL", "BAR CENTRALE", "PIZZERIA DA MARIO", "OLD WILD WEST"],
      transport: ["TRENITALIA", "ATM MILANO", "ITALO NTV", "ATAC ROMA", "FREENOW"],
      fuel: ["ENI STATION", "Q8", "IP ITALIANA PETROLI", "TAMOIL"],
      shopping: ["AMAZON EU SARL", "ZARA ITALIA", "MEDIAWORLD", "OVS", "IKEA ITALIA"]
    },
    employers: ["ROSSI SRL", "LOGISTICA ITALIA SPA", "COMUNE DI MILANO"],
    benefitPayers: ["INPS NASPI", "INPS ASSEGNO UNICO", "INPS ADI"],
    pensionPayers: ["INPS PENSIONE", "FONDO PENSIONE COMETA"],
    gigPlatforms: ["GLOVOAPP ITALY", "DELIVEROO ITALY", "JUST EAT ITALY"],
    landlords: ["IMMOBILIARE ROSSI", "SIG. GIUSEPPE FERRARI"],
    mortgageLenders: ["MUTUO INTESA", "UNICREDIT MUTUO"],
    utilities: ["ENEL ENERGIA", "A2A ENERGIA", "HERA COMM", "ACEA ATO2"],
    telecoms: ["TIM SPA", "VODAFONE ITALIA", "WINDTRE", "ILIAD ITALIA", "FASTWEB"],
    insurers: ["GENERALI ITALIA", "UNIPOLSAI", "ALLIANZ ITALIA"],
    gyms: ["MCFIT ITALIA", "VIRGIN ACTIVE"],
    consumerLenders: ["FINDOMESTIC", "AGOS DUCATO", "COMPASS BANCA"],
    gamblingOperators: ["SNAI", "SISAL", "LOTTOMATICA", "EUROBET", "GOLDBET"],
    paydayLenders: ["PRESTITALIA", "COMPASS PRESTITO FLASH"],
    debtCollectors: ["INTRUM ITALY", "CERVED CREDIT", "KRUK ITALIA"],
    bailiffs: ["UFFICIALE GIUDIZIARIO UNEP", "AGENZIA ENTRATE RISCOSSIONE"],
    taxAuthority: "AGENZIA DELLE ENTRATE F24",
    universities: ["DSU BORSA DI STUDIO"],
    parents: ["ANNA ROSSI", "PAOLO BIANCHI"],
    clients: ["STUDIO VERDE SRL", "ALFA CONSULTING SRL"],
    salary: 1650,
    rent: 750
  },
  NL: {
    country: "NL",
    currency: "EUR",
    language: "NL",
    bank: "ING",
    cities: ["AMSTERDAM", "ROTTERDAM", "UTRECHT", "DEN HAAG", "EINDHOVEN"],
    holders: ["J DE VRIES", "S JANSEN", "M VAN DEN BERG", "L BAKKER"],
    merchants: {
      groceries: ["ALBERT HEIJN", "JUMBO", "LIDL", "ALDI", "PLUS", "DIRK"],
      restaurants: ["MCDONALDS", "FEBO", "NEW YORK PIZZA", "HEMA", "STARBUCKS"],
      transport: ["NS GROEP", "GVB", "RET", "OV-CHIPKAART", "UBER BV"],
      fuel: ["SHELL", "TANGO", "ESSO", "BP", "TINQ"],
      shopping: ["BOL.COM", "COOLBLUE", "ACTION", "KRUIDVAT", "HEMA", "MEDIAMARKT"]
    },
    employers: ["JANSEN LOGISTIEK BV", "ORANJE HANDEL BV", "GEMEENTE UTRECHT"],
    benefitPayers: ["UWV", "SVB KINDERBIJSLAG", "BELASTINGDIENST TOESLAGEN"],
    pensionPayers: ["SVB AOW", "ABP PENSIOENEN", "PFZW"],
    gigPlatforms: ["THUISBEZORGD", "UBER BV", "DELIVEROO NL"],
    landlords: ["WONINGSTICHTING YMERE", "VESTEDA", "DHR P SMIT"],
    mortgageLenders: ["ING HYPOTHEKEN", "RABOBANK HYPOTHEEK"],
    utilities: ["VATTENFALL", "ENECO", "ESSENT", "WATERNET"],
    telecoms: ["KPN", "VODAFONEZIGGO", "ODIDO", "TELE2"],
    insurers: ["ZILVEREN KRUIS", "CZ ZORGVERZEKERINGEN", "CENTRAAL BEHEER"],
    gyms: ["BASIC FIT", "SPORTCITY"],
    consumerLenders: ["DEFAM", "FREO", "SANTANDER CONSUMER NL"],
    gamblingOperators: ["HOLLAND CASINO ONLINE", "TOTO", "UNIBET NL", "JACKS.NL", "BETCITY"],
    paydayLenders: ["FERRATUM NL", "MONEYOU FLITSKREDIET"],
    debtCollectors: ["INTRUM NEDERLAND", "LINDORFF", "GGN INCASSO", "FLANDERIJN"],
    bailiffs: ["GERECHTSDEURWAARDER GGN", "DEURWAARDERSKANTOOR VAN ARK"],
    taxAuthority: "BELASTINGDIENST",
    universities: ["DUO STUDIEFINANCIERING"],
    parents: ["A DE VRIES", "H JANSEN"],
    clients: ["TULP MEDIA BV", "DIJK ADVIES"],
    salary: 2800,
    rent: 1200
  },
  BE: {
    country: "BE",
    currency: "EUR",
    language: "NL",
    bank: "KBC",
    cities: ["BRUSSEL", "ANTWERPEN", "GENT", "LEUVEN", "BRUGGE"],
    holders: ["PIETER PEETERS", "SOFIE JANSSENS", "THOMAS MAES", "LAURA WILLEMS"],
    merchants: {
      groceries: ["DELHAIZE", "COLRUYT", "CARREFOUR MARKET", "ALDI", "LIDL", "OKAY"],
      restaurants: ["MCDONALDS", "QUICK", "EXKI", "PANOS", "LE PAIN QUOTIDIEN"],
      transport: ["NMBS SNCB", "DE LIJN", "STIB MIVB", "UBER BV"],
      fuel: ["Q8", "TOTALENERGIES", "ESSO", "DATS 24"],
      shopping: ["BOL.COM", "KRUIDVAT", "MEDIAMARKT", "ZEB", "IKEA BELGIUM"]
    },
    employers: ["PEETERS BOUW NV", "BELGA LOGISTICS NV", "STAD ANTWERPEN"],
    benefitPayers: ["RVA ONEM", "GROEIPAKKET FONS", "OCMW ANTWERPEN"],
    pensionPayers: ["FEDERALE PENSIOENDIENST", "AG INSURANCE PENSIOEN"],
    gigPlatforms: ["DELIVEROO BELGIUM", "UBER BV", "TAKEAWAY.COM"],
    landlords: ["IMMO VASTGOED BV", "DHR J CLAES"],
    mortgageLenders: ["KBC WOONKREDIET", "BELFIUS HYPOTHEEK"],
    utilities: ["ENGIE ELECTRABEL", "LUMINUS", "DE WATERGROEP", "FLUVIUS"],
    telecoms: ["PROXIMUS", "TELENET", "ORANGE BELGIUM", "BASE"],
    insurers: ["AG INSURANCE", "ETHIAS", "CM ZIEKENFONDS"],
    gyms: ["BASIC FIT BE", "JIMS FITNESS"],
    consumerLenders: ["BUY WAY", "COFIDIS BELGIUM", "BEOBANK KREDIET"],
    gamblingOperators: ["NAPOLEON GAMES", "UNIBET BE", "LADBROKES BE", "NATIONALE LOTERIJ", "BWIN BE"],
    paydayLenders: ["COFIDIS BELGIUM FLASH", "BUY WAY FLEX"],
    debtCollectors: ["INTRUM BELGIUM", "FAIRCOLLECT", "EOS CONTENTIA"],
    bailiffs: ["GERECHTSDEURWAARDER VERHAEGEN", "HUISSIER DE JUSTICE DUBOIS"],
    taxAuthority: "FOD FINANCIEN",
    universities: ["STUDIETOELAGE VLAANDEREN"],
    parents: ["AN PEETERS", "MARC JANSSENS"],
    clients: ["BRUSSELS DESIGN BV", "MAES CONSULT"],
    salary: 2600,
    rent: 900
  },
  PL: {
    country: "PL",
    currency: "PLN",
    language: "PL",
    bank: "PKO BP",
    cities: ["WARSZAWA", "KRAKÓW", "WROCŁAW", "GDAŃSK", "POZNAŃ", "ŁÓDŹ"],
    holders: ["JAN KOWALSKI", "ANNA NOWAK", "PIOTR WIŚNIEWSKI", "KATARZYNA WÓJCIK"],
    merchants: {
      groceries: ["BIEDRONKA", "LIDL", "ŻABKA", "CARREFOUR", "AUCHAN", "KAUFLAND", "DINO"],
      restaurants: ["MCDONALDS", "KFC", "PIZZA HUT", "BAR MLECZNY", "STARBUCKS", "PYSZNE.PL"],
      transport: ["PKP INTERCITY", "ZTM WARSZAWA", "BOLT", "UBER BV", "JAKDOJADE"],
      fuel: ["ORLEN", "BP", "SHELL", "CIRCLE K", "MOYA"],
      shopping: ["ALLEGRO", "ROSSMANN", "MEDIA EXPERT", "RESERVED", "PEPCO", "CCC"]
    },
    employers: ["KOWALSKI SP. Z O.O.", "LOGISTYKA POLSKA S.A.", "URZĄD MIASTA WARSZAWY"],
    benefitPayers: ["ZUS ŚWIADCZENIE", "ZUS 800 PLUS", "MOPS WARSZAWA"],
    pensionPayers: ["ZUS EMERYTURA", "KRUS EMERYTURA"],
    gigPlatforms: ["BOLT OPERATIONS", "GLOVO POLAND", "WOLT POLAND", "UBER BV"],
    landlords: ["WYNAJEM MIESZKANIA NOWAK", "MIESZKANIA PLUS SP. Z O.O."],
    mortgageLenders: ["PKO BP KREDYT HIPOTECZNY", "MBANK HIPOTEKA"],
    utilities: ["PGE OBRÓT", "TAURON SPRZEDAŻ", "PGNIG OBRÓT DETALICZNY", "MPWIK WARSZAWA"],
    telecoms: ["ORANGE POLSKA", "PLAY P4", "T-MOBILE POLSKA", "PLUS POLKOMTEL"],
    insurers: ["PZU SA", "WARTA", "ALLIANZ POLSKA"],
    gyms: ["CITYFIT", "ZDROFIT"],
    consumerLenders: ["SANTANDER CONSUMER", "PROVIDENT POLSKA", "CREDIT AGRICOLE KREDYT"],
    gamblingOperators: ["STS", "FORTUNA ONLINE", "BETCLIC POLSKA", "TOTALIZATOR SPORTOWY", "SUPERBET"],
    paydayLenders: ["WONGA.PL", "VIVUS", "KUKI", "NET CREDIT", "FILARUM"],
    debtCollectors: ["KRUK S.A.", "BEST S.A.", "INTRUM POLSKA", "ULTIMO"],
    bailiffs: ["KOMORNIK SĄDOWY PRZY SR WARSZAWA", "KOMORNIK SĄDOWY J. ZIELIŃSKI"],
    taxAuthority: "URZĄD SKARBOWY",
    universities: ["STYPENDIUM SOCJALNE UW"],
    parents: ["MAŁGORZATA KOWALSKA", "ANDRZEJ NOWAK"],
    clients: ["STUDIO GRAFIKI SP. Z O.O.", "SOFTDOM S.C."],
    salary: 6200,
    rent: 2800
  },
  LT: {
    country: "LT",
    currency: "EUR",
    language: "LT",
    bank: "SWEDBANK",
    cities: ["VILNIUS", "KAUNAS", "KLAIPĖDA", "ŠIAULIAI", "PANEVĖŽYS"],
    holders: ["JONAS KAZLAUSKAS", "RŪTA PETRAITYTĖ", "MANTAS JANKAUSKAS", "EGLĖ VASILIAUSKIENĖ"],
    merchants: {
      groceries: ["MAXIMA LT, UAB", "IKI", "RIMI", "LIDL LIETUVA", "NORFA"],
      restaurants: ["MCDONALDS", "ČILI PICA", "CAFFEINE", "HESBURGER", "WOLT"],
      transport: ["BOLT", "VILNIAUS VIEŠASIS TRANSPORTAS", "LTG LINK", "CITYBEE"],
      fuel: ["ORLEN LIETUVA", "CIRCLE K", "VIADA", "NESTE"],
      shopping: ["SENUKAI", "VARLE.LT", "PIGU.LT", "EUROVAISTINĖ", "ZARA LIETUVA"]
    },
    employers: ["UAB BALTIJOS LOGISTIKA", "UAB TECHNOLOGIJOS", "VILNIAUS MIESTO SAVIVALDYBĖ"],
    benefitPayers: ["SODRA", "UŽIMTUMO TARNYBA", "SAVIVALDYBĖ VAIKO PINIGAI"],
    pensionPayers: ["SODRA PENSIJA", "SWEDBANK PENSIJŲ FONDAS"],
    gigPlatforms: ["BOLT OPERATIONS OU", "WOLT LT", "UBER BV"],
    landlords: ["UAB NT VALDYMAS", "PETRAS PETRAITIS"],
    mortgageLenders: ["SWEDBANK BŪSTO PASKOLA", "SEB BŪSTO PASKOLA"],
    utilities: ["IGNITIS", "VILNIAUS VANDENYS", "VILNIAUS ŠILUMOS TINKLAI"],
    telecoms: ["TELIA LIETUVA", "BITĖ LIETUVA", "TELE2 LIETUVA"],
    insurers: ["LIETUVOS DRAUDIMAS", "ERGO", "COMPENSA"],
    gyms: ["GYMPLIUS", "LEMON GYM"],
    consumerLenders: ["INBANK", "BIGBANK", "GENERAL FINANCING"],
    gamblingOperators: ["TOPSPORT", "OLYMPIC CASINO", "BETSAFE", "OPTIBET", "LIETUVOS LOTERIJOS"],
    paydayLenders: ["SMS KREDITAS", "VIVUS LT", "CREDIT24", "MONEFIT"],
    debtCollectors: ["INTRUM LIETUVA", "GELVORA", "LEGAL BALANCE"],
    bailiffs: ["ANTSTOLĖ J. JONAITIENĖ", "ANTSTOLIS P. KAZLAUSKAS"],
    taxAuthority: "VMI",
    universities: ["VALSTYBINIS STUDIJŲ FONDAS"],
    parents: ["DALIA KAZLAUSKIENĖ", "ALGIS PETRAITIS"],
    clients: ["UAB KŪRYBA", "MB DIZAINAS"],
    salary: 1600,
    rent: 600
  }
}

/** The profile of a country. */
export const countryProfile = (country: Country): CountryProfile => profiles[country]
