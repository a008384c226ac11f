import { describe, expect, it } from "vitest"
import { figures, readErr, readOk } from "./helpers.js"

/**
 * Statements as banks of each country head their exports, written by hand: the header words, the
 * rows and what a careful reader counts in them (booked rows, their net, first and last booking
 * date). Written from knowledge of the banks, not from any generator or from the engine's output.
 */
interface Case {
  readonly name: string
  readonly csv: string
  readonly currency?: string
  readonly count: number
  readonly net: number
  readonly first: string
  readonly last: string
  readonly code?: string
}

const lines = (...rows: ReadonlyArray<string>): string => rows.join("\n") + "\n"

const CASES: ReadonlyArray<Case> = [
  {
    name: "sl-nlb.csv",
    csv: lines(
      "Datum knjiženja;Datum valute;Prejemnik / Plačnik;Namen;Breme;V dobro;Stanje",
      "02.04.2024;02.04.2024;Mercator d.d.;Nakup;45,20;;954,80",
      "03.04.2024;03.04.2024;Petrol d.d.;Gorivo;62,00;;892,80",
      "05.04.2024;05.04.2024;Delodajalec d.o.o.;Plača za marec;;1.850,00;2.742,80",
      "08.04.2024;08.04.2024;Elektro Ljubljana;Položnica;78,40;;2.664,40",
      "10.04.2024;10.04.2024;Telekom Slovenije;Račun;29,99;;2.634,41",
      "15.04.2024;15.04.2024;Najemodajalec;Najemnina;550,00;;2.084,41",
      "18.04.2024;18.04.2024;Janez Novak;Vračilo;;40,00;2.124,41",
      "22.04.2024;22.04.2024;Spar Slovenija;Nakup;33,15;;2.091,26"
    ),
    currency: "EUR",
    count: 8,
    net: 1091.26,
    first: "2024-04-02",
    last: "2024-04-22"
  },
  {
    name: "sl-upper-ascii.csv",
    csv: lines(
      "DATUM KNJIZENJA,DATUM VALUTE,ZNESEK,VALUTA,NAMEN PLACILA,NAZIV PREJEMNIKA/PLACNIKA,SKLIC",
      "2024-05-03,2024-05-03,-12.50,EUR,Kava in rogljicek,Kavarna Center,SI00 123",
      "2024-05-06,2024-05-06,-120.00,EUR,Zavarovanje,Triglav d.d.,SI12 4455",
      "2024-05-07,2024-05-07,2100.00,EUR,Placa,Podjetje d.o.o.,SI00 2024-05",
      "2024-05-09,2024-05-09,-64.80,EUR,Nakup,Hofer,",
      "2024-05-13,2024-05-13,-15.00,EUR,Clanarina,Fitnes klub,SI00 77",
      "2024-05-20,2024-05-21,-300.00,EUR,Dvig gotovine,Bankomat NLB,",
      "2024-05-24,2024-05-24,25.50,EUR,Vracilo,Trgovina Modna,",
      "2024-05-28,2024-05-28,-48.90,EUR,Polozhnica,Komunala,SI12 998",
      "2024-05-30,2024-05-30,-9.99,EUR,Narocnina,Spotify,"
    ),
    count: 9,
    net: 1554.31,
    first: "2024-05-03",
    last: "2024-05-30"
  },
  {
    name: "sl-camel-direction.csv",
    csv: lines(
      "datumValute;datumKnjiženja;opisTransakcije;znesek;smer",
      "04.06.2024;03.06.2024;Nakup Mercator;23,40;Breme",
      "05.06.2024;05.06.2024;Prejeto nakazilo;150,00;Dobro",
      "07.06.2024;06.06.2024;Plačilo s kartico Petrol;55,10;Breme",
      "11.06.2024;11.06.2024;Provizija banke;3,50;Breme",
      "14.06.2024;14.06.2024;Pokojnina;980,00;Dobro",
      "18.06.2024;17.06.2024;Lekarna;12,75;Breme",
      "21.06.2024;21.06.2024;Najemnina;450,00;Breme",
      "26.06.2024;25.06.2024;Restavracija;38,00;Breme"
    ),
    currency: "EUR",
    count: 8,
    net: 547.25,
    first: "2024-06-03",
    last: "2024-06-25"
  },
  {
    name: "ro-bt.csv",
    csv: lines(
      "Data tranzactie;Data valuta;Descriere;Debit;Credit;Sold",
      "01.07.2024;01.07.2024;Plata POS Kaufland;152,30;;4.847,70",
      "02.07.2024;02.07.2024;Incasare salariu;;6.200,00;11.047,70",
      "04.07.2024;04.07.2024;Transfer chirie;2.500,00;;8.547,70",
      "08.07.2024;08.07.2024;Plata factura Enel;310,45;;8.237,25",
      "12.07.2024;12.07.2024;Retragere numerar ATM;400,00;;7.837,25",
      "15.07.2024;15.07.2024;Comision administrare cont;15,00;;7.822,25",
      "19.07.2024;19.07.2024;Rambursare eMAG;;89,99;7.912,24",
      "25.07.2024;25.07.2024;Plata POS Mega Image;76,24;;7.836,00"
    ),
    currency: "RON",
    count: 8,
    net: 2836,
    first: "2024-07-01",
    last: "2024-07-25"
  },
  {
    name: "ro-status.csv",
    csv: lines(
      "Data înregistrării;Data valutei;Detalii tranzacție;Beneficiar/Plătitor;Sumă;Monedă;Stare",
      "03.08.2024;03.08.2024;Plată card;Lidl;-87,60;RON;Finalizată",
      "05.08.2024;05.08.2024;Transfer primit;Ion Popescu;500,00;RON;Finalizată",
      "07.08.2024;07.08.2024;Plată factură;Digi;-45,00;RON;Finalizată",
      "10.08.2024;10.08.2024;Plată card;Carrefour;-213,35;RON;Finalizată",
      "14.08.2024;14.08.2024;Dobândă;Banca;1,25;RON;Finalizată",
      "20.08.2024;20.08.2024;Plată card;Farmacia Tei;-32,90;RON;Finalizată",
      "27.08.2024;27.08.2024;Plată card;Bolt;-18,40;RON;În așteptare",
      "28.08.2024;28.08.2024;Abonament;Netflix;-49,99;RON;Finalizată"
    ),
    count: 7,
    net: 72.41,
    first: "2024-08-03",
    last: "2024-08-28"
  },
  {
    name: "ro-upper-sides.csv",
    csv: lines(
      "DATA OPERATIUNII,DETALII,SUMA DEBIT,SUMA CREDIT,MONEDA",
      "2024-09-27,PLATA POS AUCHAN,134.20,,RON",
      "2024-09-23,TRANSFER INTRE CONTURI,,1000.00,RON",
      "2024-09-18,PLATA UTILITATI,256.75,,RON",
      "2024-09-12,RETRAGERE ATM,200.00,,RON",
      "2024-09-09,INCASARE,,75.00,RON",
      "2024-09-05,PLATA POS OMV,180.00,,RON",
      "2024-09-02,COMISION,5.00,,RON",
      "2024-09-01,PLATA POS PROFI,23.45,,RON"
    ),
    count: 8,
    net: 275.6,
    first: "2024-09-01",
    last: "2024-09-27"
  },
  {
    name: "hr-zaba.csv",
    csv: lines(
      "Datum knjiženja;Datum valute;Opis plaćanja;Primatelj/Platitelj;Isplata;Uplata;Stanje",
      "01.10.2024;01.10.2024;Kupnja;Konzum;56,30;;743,70",
      "03.10.2024;03.10.2024;Plaća;Poslodavac d.o.o.;;1.420,00;2.163,70",
      "06.10.2024;06.10.2024;Režije;HEP;92,15;;2.071,55",
      "09.10.2024;09.10.2024;Gorivo;INA;70,00;;2.001,55",
      "15.10.2024;15.10.2024;Najam;Stanodavac;600,00;;1.401,55",
      "21.10.2024;21.10.2024;Povrat;Trgovina;;19,99;1.421,54",
      "28.10.2024;28.10.2024;Mobitel;A1 Hrvatska;25,00;;1.396,54",
      "30.10.2024;30.10.2024;Naknada za vođenje računa;Banka;3,98;;1.392,56"
    ),
    currency: "EUR",
    count: 8,
    net: 592.56,
    first: "2024-10-01",
    last: "2024-10-30"
  },
  {
    name: "hr-lower-ascii.csv",
    csv: lines(
      "datum izvrsenja;opis;duguje;potrazuje;valuta",
      "04.11.2024;Kupnja Lidl;34,20;;EUR",
      "05.11.2024;Uplata mirovine;;650,00;EUR",
      "08.11.2024;Ljekarna;11,40;;EUR",
      "12.11.2024;Internet;29,90;;EUR",
      "16.11.2024;Restoran;42,00;;EUR",
      "19.11.2024;Povrat poreza;;120,00;EUR",
      "23.11.2024;Bankomat;100,00;;EUR",
      "29.11.2024;Plin;37,55;;EUR"
    ),
    count: 8,
    net: 514.95,
    first: "2024-11-04",
    last: "2024-11-29"
  },
  {
    name: "el-sides.csv",
    csv: lines(
      "Ημερομηνία;Ημ/νία Αξίας;Περιγραφή;Χρέωση;Πίστωση;Υπόλοιπο",
      "02/12/2024;02/12/2024;ΑΓΟΡΑ ΣΚΛΑΒΕΝΙΤΗΣ;48,75;;1.451,25",
      "04/12/2024;04/12/2024;ΜΙΣΘΟΔΟΣΙΑ;;1.250,00;2.701,25",
      "06/12/2024;06/12/2024;ΔΕΗ ΛΟΓΑΡΙΑΣΜΟΣ;85,40;;2.615,85",
      "10/12/2024;10/12/2024;ΑΝΑΛΗΨΗ ΑΤΜ;200,00;;2.415,85",
      "13/12/2024;13/12/2024;COSMOTE;35,00;;2.380,85",
      "17/12/2024;17/12/2024;ΕΠΙΣΤΡΟΦΗ;;22,50;2.403,35",
      "20/12/2024;20/12/2024;ΕΝΟΙΚΙΟ;450,00;;1.953,35",
      "23/12/2024;23/12/2024;ΑΓΟΡΑ ΑΒ ΒΑΣΙΛΟΠΟΥΛΟΣ;67,35;;1.886,00"
    ),
    currency: "EUR",
    count: 8,
    net: 386,
    first: "2024-12-02",
    last: "2024-12-23"
  },
  {
    name: "el-upper-signed.csv",
    csv: lines(
      "ΗΜΕΡΟΜΗΝΙΑ ΣΥΝΑΛΛΑΓΗΣ;ΑΙΤΙΟΛΟΓΙΑ;ΠΟΣΟ;ΝΟΜΙΣΜΑ",
      "03.01.2025;ΣΟΥΠΕΡΜΑΡΚΕΤ;-23,10;EUR",
      "07.01.2025;ΜΕΤΑΦΟΡΑ ΑΠΟ ΛΟΓΑΡΙΑΣΜΟ;300,00;EUR",
      "09.01.2025;ΚΑΥΣΙΜΑ;-50,00;EUR",
      "14.01.2025;ΦΑΡΜΑΚΕΙΟ;-18,60;EUR",
      "18.01.2025;ΣΥΝΔΡΟΜΗ;-9,99;EUR",
      "22.01.2025;ΤΟΚΟΙ;0,45;EUR",
      "27.01.2025;ΕΣΤΙΑΤΟΡΙΟ;-41,80;EUR",
      "31.01.2025;ΠΡΟΜΗΘΕΙΑ;-2,00;EUR"
    ),
    count: 8,
    net: 154.96,
    first: "2025-01-03",
    last: "2025-01-31"
  },
  {
    name: "lt-swedbank.csv",
    csv: lines(
      "Sąskaitos Nr.;Data;Gavėjas;Paaiškinimai;Suma;Valiuta;D/K;Įrašo Nr.",
      "LT121000011101001000;2025-02-03;MAXIMA LT;Pirkinys kortele;15,60;EUR;D;1001",
      "LT121000011101001000;2025-02-05;UAB Darbdavys;Darbo užmokestis;1.600,00;EUR;K;1002",
      "LT121000011101001000;2025-02-07;IKI;Pirkinys kortele;27,35;EUR;D;1003",
      "LT121000011101001000;2025-02-10;Ignitis;Sąskaita už elektrą;48,20;EUR;D;1004",
      "LT121000011101001000;2025-02-14;Bite;Mobilusis ryšys;12,99;EUR;D;1005",
      "LT121000011101001000;2025-02-18;Jonas Jonaitis;Skolos grąžinimas;60,00;EUR;K;1006",
      "LT121000011101001000;2025-02-21;Circle K;Kuras;55,00;EUR;D;1007",
      "LT121000011101001000;2025-02-26;Bankas;Paslaugų mokestis;1,50;EUR;D;1008"
    ),
    count: 8,
    net: 1499.36,
    first: "2025-02-03",
    last: "2025-02-26"
  },
  {
    name: "lt-lower-ascii.csv",
    csv: lines(
      "operacijos data,valiutavimo data,moketojas / gavejas,mokejimo paskirtis,debetas,kreditas,likutis",
      "2025-03-02,2025-03-02,Rimi,Pirkinys,21.40,,278.60",
      "2025-03-04,2025-03-04,Lidl,Pirkinys,33.00,,245.60",
      "2025-03-06,2025-03-06,UAB Imone,Atlyginimas,,1250.00,1495.60",
      "2025-03-11,2025-03-11,Telia,Internetas,19.99,,1475.61",
      "2025-03-15,2025-03-15,Nuomotojas,Nuoma,400.00,,1075.61",
      "2025-03-19,2025-03-19,Petras,Pervedimas,,25.00,1100.61",
      "2025-03-24,2025-03-24,Bolt,Kelione,8.70,,1091.91",
      "2025-03-29,2025-03-29,Vilniaus vandenys,Vanduo,14.91,,1077.00"
    ),
    currency: "EUR",
    count: 8,
    net: 777,
    first: "2025-03-02",
    last: "2025-03-29"
  },
  {
    name: "lv-swedbank.csv",
    csv: lines(
      "Klienta konts;Datums;Saņēmējs/Maksātājs;Informācija saņēmējam;Summa;Valūta;Debets/Kredīts;Arhīva kods",
      "LV80HABA0551000000001;03.04.2025;Rimi Latvija;Pirkums;18,40;EUR;D;A1",
      "LV80HABA0551000000001;04.04.2025;SIA Darba devējs;Alga;1.450,00;EUR;K;A2",
      "LV80HABA0551000000001;08.04.2025;Latvenergo;Elektrība;39,80;EUR;D;A3",
      "LV80HABA0551000000001;11.04.2025;Maxima;Pirkums;26,15;EUR;D;A4",
      "LV80HABA0551000000001;15.04.2025;Tele2;Mobilais;9,99;EUR;D;A5",
      "LV80HABA0551000000001;17.04.2025;Anna Bērziņa;Atmaksa;35,00;EUR;K;A6",
      "LV80HABA0551000000001;23.04.2025;Circle K;Degviela;60,00;EUR;D;A7",
      "LV80HABA0551000000001;29.04.2025;Banka;Komisija;2,00;EUR;D;A8"
    ),
    count: 8,
    net: 1328.66,
    first: "2025-04-03",
    last: "2025-04-29"
  },
  {
    name: "lv-upper-sides.csv",
    csv: lines(
      "GRĀMATOŠANAS DATUMS;APRAKSTS;DEBETS;KREDĪTS;ATLIKUMS",
      "02.05.2025;PIRKUMS RIMI;12,30;;187,70",
      "05.05.2025;ALGA;;1.100,00;1.287,70",
      "09.05.2025;KOMUNĀLIE MAKSĀJUMI;145,20;;1.142,50",
      "13.05.2025;SKAIDRĀ NAUDA;100,00;;1.042,50",
      "16.05.2025;PĀRSKAITĪJUMS NO DRAUGA;;15,00;1.057,50",
      "21.05.2025;PIRKUMS MAXIMA;44,75;;1.012,75",
      "26.05.2025;INTERNETS;20,00;;992,75",
      "30.05.2025;KOMISIJA;1,75;;991,00"
    ),
    currency: "EUR",
    count: 8,
    net: 791,
    first: "2025-05-02",
    last: "2025-05-30"
  },
  {
    name: "et-lhv.csv",
    csv: lines(
      "Kliendi konto;Dokumendi number;Kuupäev;Saaja/maksja konto;Saaja/maksja nimi;Deebet/Kreedit (D/C);Summa;Viitenumber;Arhiveerimistunnus;Selgitus;Valuuta",
      "EE382200221020145685;1;02.06.2025;;Rimi Eesti;D;23,45;;2025060200001;Ost;EUR",
      "EE382200221020145685;2;05.06.2025;EE471000001020145685;OÜ Tööandja;C;1.800,00;;2025060500002;Palk;EUR",
      "EE382200221020145685;3;07.06.2025;EE121010220012345678;Eesti Energia;D;54,10;123456;2025060700003;Elekter;EUR",
      "EE382200221020145685;4;11.06.2025;;Selver;D;31,90;;2025061100004;Ost;EUR",
      "EE382200221020145685;5;16.06.2025;EE561700017000123456;Telia Eesti;D;15,00;998877;2025061600005;Mobiil;EUR",
      "EE382200221020145685;6;19.06.2025;EE701010010012345678;Mari Tamm;C;45,50;;2025061900006;Tagasimakse;EUR",
      "EE382200221020145685;7;24.06.2025;;Alexela;D;70,00;;2025062400007;Kütus;EUR",
      "EE382200221020145685;8;27.06.2025;;LHV;D;1,20;;2025062700008;Teenustasu;EUR"
    ),
    count: 8,
    net: 1649.85,
    first: "2025-06-02",
    last: "2025-06-27"
  },
  {
    name: "et-lower-sides.csv",
    csv: lines(
      "kande kuupaev,vaartuspaev,selgitus,deebet,kreedit,saldo",
      "2025-07-01,2025-07-01,Ost Prisma,42.10,,957.90",
      "2025-07-03,2025-07-03,Palk,,2000.00,2957.90",
      "2025-07-08,2025-07-08,Üür,650.00,,2307.90",
      "2025-07-10,2025-07-10,Sularaha,100.00,,2207.90",
      "2025-07-15,2025-07-15,Tagastus,,12.90,2220.80",
      "2025-07-22,2025-07-22,Elisa,25.80,,2195.00",
      "2025-07-28,2025-07-28,Bolt Food,18.00,,2177.00",
      "2025-07-31,2025-07-31,Intress,,0.35,2177.35"
    ),
    currency: "EUR",
    count: 8,
    net: 1177.35,
    first: "2025-07-01",
    last: "2025-07-31"
  },
  {
    name: "hu-otp.csv",
    csv: lines(
      "Számlaszám;Könyvelés dátuma;Terhelés/Jóváírás;Összeg;Pénznem;Értéknap;Partner neve;Partner számlaszáma;Közlemény",
      "11773016-11111111;2025.08.04.;T;4590;HUF;2025.08.04.;SPAR Magyarország;;Vásárlás",
      "11773016-11111111;2025.08.05.;J;450000;HUF;2025.08.05.;Munkáltató Kft.;10918001-00000012-34560001;Munkabér",
      "11773016-11111111;2025.08.08.;T;12990;HUF;2025.08.08.;MVM Next;10402142-21425689-00000000;Villanyszámla",
      "11773016-11111111;2025.08.12.;T;25000;HUF;2025.08.12.;ATM;;Készpénzfelvétel",
      "11773016-11111111;2025.08.15.;T;8450;HUF;2025.08.15.;Telekom;;Mobil",
      "11773016-11111111;2025.08.19.;J;15000;HUF;2025.08.19.;Kovács Anna;11600006-00000000-12345678;Visszafizetés",
      "11773016-11111111;2025.08.25.;T;180000;HUF;2025.08.25.;Bérbeadó;12010611-01234567-00100000;Lakbér",
      "11773016-11111111;2025.08.29.;T;3275;HUF;2025.08.29.;Tesco;;Vásárlás"
    ),
    count: 8,
    net: 230695,
    first: "2025-08-04",
    last: "2025-08-29"
  },
  {
    name: "hu-lower-sides.csv",
    csv: lines(
      "datum,leiras,tartozik,kovetel,egyenleg",
      "2025-09-01,Vasarlas,12.50,,487.50",
      "2025-09-03,Jovairas,,300.00,787.50",
      "2025-09-07,Ebed,9.80,,777.70",
      "2025-09-10,Szamla,60.00,,717.70",
      "2025-09-14,Kamat,,0.30,718.00",
      "2025-09-18,Keszpenz,50.00,,668.00",
      "2025-09-23,Vasarlas,31.25,,636.75",
      "2025-09-28,Dij,2.75,,634.00"
    ),
    currency: "EUR",
    count: 8,
    net: 134,
    first: "2025-09-01",
    last: "2025-09-28"
  },
  {
    name: "cs-fio.csv",
    csv: lines(
      "Datum;Objem;Měna;Protiúčet;Kód banky;Název protiúčtu;VS;Zpráva pro příjemce;Typ",
      "01.10.2025;-356,00;CZK;;;Albert;;;Platba kartou",
      "03.10.2025;42 000,00;CZK;123456789;0800;Zaměstnavatel s.r.o.;1025;Mzda;Příchozí platba",
      "06.10.2025;-1 250,00;CZK;2345678901;2010;ČEZ Prodej;556677;Záloha elektřina;Odchozí platba",
      "09.10.2025;-2 000,00;CZK;;;Bankomat;;;Výběr z bankomatu",
      "13.10.2025;-499,00;CZK;;;O2 Czech Republic;;;Platba kartou",
      "17.10.2025;350,00;CZK;987654321;0300;Petr Novák;;Vrácení;Příchozí platba",
      "22.10.2025;-15 000,00;CZK;1112223334;0100;Pronajímatel;;Nájem;Trvalý příkaz",
      "28.10.2025;-812,50;CZK;;;Billa;;;Platba kartou"
    ),
    count: 8,
    net: 22432.5,
    first: "2025-10-01",
    last: "2025-10-28"
  },
  {
    name: "cs-upper-sides.csv",
    csv: lines(
      "DATUM ZAUCTOVANI;POPIS TRANSAKCE;PRIJEM;VYDAJ;ZUSTATEK",
      "02.11.2025;NAKUP LIDL;;623,40;9 376,60",
      "05.11.2025;MZDA;35 000,00;;44 376,60",
      "08.11.2025;NAJEM;;12 000,00;32 376,60",
      "12.11.2025;ELEKTRINA;;1 800,00;30 576,60",
      "16.11.2025;VRACENI PRESPLATKU;420,00;;30 996,60",
      "20.11.2025;VYBER ATM;;3 000,00;27 996,60",
      "25.11.2025;NAKUP ROHLIK;;1 245,90;26 750,70",
      "29.11.2025;POPLATEK;;39,00;26 711,70"
    ),
    currency: "CZK",
    count: 8,
    net: 16711.7,
    first: "2025-11-02",
    last: "2025-11-29"
  },
  {
    name: "sk-slsp.csv",
    csv: lines(
      "Dátum zaúčtovania;Dátum transakcie;Suma;Mena;Názov protistrany;IBAN protistrany;Variabilný symbol;Správa pre prijímateľa",
      "03.12.2025;02.12.2025;-28,40;EUR;Tesco Stores SR;;;Nákup",
      "05.12.2025;05.12.2025;1 650,00;EUR;Zamestnávateľ s.r.o.;SK3112000000198742637541;1225;Mzda",
      "09.12.2025;08.12.2025;-64,90;EUR;Slovak Telekom;SK8975000000000012345671;;",
      "12.12.2025;12.12.2025;-450,00;EUR;Prenajímateľ;SK6807200002891987426353;;Nájom",
      "16.12.2025;15.12.2025;-19,99;EUR;Orange;;;",
      "19.12.2025;19.12.2025;80,00;EUR;Ján Kováč;SK0511000000002600000054;;Vrátenie",
      "23.12.2025;22.12.2025;-112,35;EUR;Kaufland;;;",
      "30.12.2025;29.12.2025;-3,00;EUR;Banka;;;Poplatok"
    ),
    count: 8,
    net: 1051.36,
    first: "2025-12-03",
    last: "2025-12-30"
  },
  {
    name: "sk-lower-sides.csv",
    csv: lines(
      "datum;popis;debet;kredit;zostatok",
      "02.01.2026;nakup;45,00;;1955,00",
      "05.01.2026;mzda;;1500,00;3455,00",
      "09.01.2026;najom;600,00;;2855,00",
      "13.01.2026;elektrina;72,40;;2782,60",
      "17.01.2026;vratenie;;10,00;2792,60",
      "21.01.2026;vyber;200,00;;2592,60",
      "26.01.2026;nakup;33,60;;2559,00",
      "30.01.2026;poplatok;4,00;;2555,00"
    ),
    currency: "EUR",
    count: 8,
    net: 555,
    first: "2026-01-02",
    last: "2026-01-30"
  },
  {
    name: "fi-op.csv",
    csv: lines(
      "Kirjauspäivä;Arvopäivä;Määrä EUROA;Laji;Selitys;Saaja/Maksaja;Saajan tilinumero;Saajan pankin BIC;Viite;Viesti;Arkistointitunnus",
      "03.02.2026;03.02.2026;-23,45;162;KORTTIOSTO;K-Market Keskusta;;;;;20260203/593000/100001",
      "05.02.2026;05.02.2026;2450,00;710;PALKKA;Työnantaja Oy;;;;Palkka tammikuu;20260205/593000/100002",
      "09.02.2026;09.02.2026;-89,00;106;E-LASKU;Helen Oy;FI2112345600000785;NDEAFIHH;1234561;;20260209/593000/100003",
      "12.02.2026;12.02.2026;-40,00;162;KORTTIOSTO;Neste;;;;;20260212/593000/100004",
      "16.02.2026;16.02.2026;-650,00;106;TILISIIRTO;Vuokranantaja;FI4950009420028730;OKOYFIHH;;Vuokra helmikuu;20260216/593000/100005",
      "19.02.2026;19.02.2026;25,00;710;TILISIIRTO;Matti Meikäläinen;;;;Kiitos;20260219/593000/100006",
      "24.02.2026;24.02.2026;-12,90;162;KORTTIOSTO;Alepa;;;;;20260224/593000/100007",
      "27.02.2026;27.02.2026;-5,50;730;PALVELUMAKSU;OP;;;;;20260227/593000/100008"
    ),
    currency: "EUR",
    count: 8,
    net: 1654.15,
    first: "2026-02-03",
    last: "2026-02-27"
  },
  {
    name: "fi-nordea.csv",
    csv: lines(
      "Kirjauspäivä;Määrä;Maksaja;Maksunsaaja;Nimi;Otsikko;Viitenumero;Valuutta",
      "2026/03/02;-15,80;Matti;S-Market;S-Market;Korttiosto;;EUR",
      "2026/03/04;1980,00;Yritys Oy;Matti;Yritys Oy;Palkka;;EUR",
      "2026/03/09;-59,90;Matti;Elisa Oyj;Elisa Oyj;Lasku;1232;EUR",
      "2026/03/13;-120,00;Matti;Otto;Otto;Käteisnosto;;EUR",
      "2026/03/17;-34,25;Matti;Prisma;Prisma;Korttiosto;;EUR",
      "2026/03/20;10,00;Liisa;Matti;Liisa;MobilePay;;EUR",
      "2026/03/25;-700,00;Matti;Vuokranantaja Oy;Vuokranantaja Oy;Vuokra;5566;EUR",
      "2026/03/30;-3,95;Matti;Nordea;Nordea;Palvelumaksu;;EUR"
    ),
    count: 8,
    net: 1056.1,
    first: "2026-03-02",
    last: "2026-03-30"
  },
  {
    name: "fi-upper-sides.csv",
    csv: lines(
      "PÄIVÄMÄÄRÄ;SELITE;OTTO;PANO;SALDO",
      "01.04.2026;KORTTIOSTO;12,00;;388,00",
      "03.04.2026;PALKKA;;2100,00;2488,00",
      "07.04.2026;VUOKRA;680,00;;1808,00",
      "10.04.2026;SÄHKÖ;45,60;;1762,40",
      "14.04.2026;PALAUTUS;;19,90;1782,30",
      "18.04.2026;KÄTEISNOSTO;100,00;;1682,30",
      "23.04.2026;KORTTIOSTO;27,30;;1655,00",
      "28.04.2026;PALVELUMAKSU;2,50;;1652,50"
    ),
    currency: "EUR",
    count: 8,
    net: 1252.5,
    first: "2026-04-01",
    last: "2026-04-28"
  },
  {
    name: "en-gb.csv",
    csv: lines(
      "Date,Transaction type,Description,Paid out,Paid in,Balance",
      "02 May 2026,Card payment,TESCO STORES,£23.10,,£976.90",
      "05 May 2026,Bank credit,SALARY ACME LTD,,\"£2,300.00\",\"£3,276.90\"",
      "08 May 2026,Direct debit,COUNCIL TAX,£145.00,,\"£3,131.90\"",
      "12 May 2026,Card payment,SHELL,£55.00,,\"£3,076.90\"",
      "15 May 2026,Transfer,FROM J SMITH,,£20.00,\"£3,096.90\"",
      "20 May 2026,Standing order,RENT,£950.00,,\"£2,146.90\"",
      "26 May 2026,Card payment,SAINSBURYS,£41.90,,\"£2,105.00\"",
      "29 May 2026,Direct debit,VODAFONE,£18.00,,\"£2,087.00\""
    ),
    count: 8,
    net: 1087,
    first: "2026-05-02",
    last: "2026-05-29"
  },
  {
    name: "de-sparkasse.csv",
    csv: lines(
      "\"Auftragskonto\";\"Buchungstag\";\"Valutadatum\";\"Buchungstext\";\"Verwendungszweck\";\"Beguenstigter/Zahlungspflichtiger\";\"Kontonummer/IBAN\";\"BIC (SWIFT-Code)\";\"Betrag\";\"Waehrung\";\"Info\"",
      "\"DE12500105170648489890\";\"02.06.26\";\"02.06.26\";\"KARTENZAHLUNG\";\"REWE SAGT DANKE\";\"REWE Markt GmbH\";\"DE02120300000000202051\";\"BYLADEM1001\";\"-34,56\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"03.06.26\";\"03.06.26\";\"LOHN GEHALT\";\"Lohn Juni\";\"Arbeitgeber GmbH\";\"DE02500105170137075030\";\"INGDDEFFXXX\";\"2.450,00\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"05.06.26\";\"05.06.26\";\"FOLGELASTSCHRIFT\";\"Netflix\";\"Netflix International B.V.\";\"NL91ABNA0417164300\";\"ABNANL2A\";\"-12,99\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"08.06.26\";\"08.06.26\";\"DAUERAUFTRAG\";\"Miete Juni\";\"Vermieter\";\"DE02100100100006820101\";\"PBNKDEFF\";\"-850,00\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"12.06.26\";\"12.06.26\";\"BARGELDAUSZAHLUNG\";\"GA 1234\";\"\";\"\";\"\";\"-60,00\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"16.06.26\";\"16.06.26\";\"GUTSCHR. UEBERWEISUNG\";\"Rueckzahlung\";\"Max Mustermann\";\"DE02300209000106531065\";\"CMCIDEDD\";\"25,00\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"22.06.26\";\"22.06.26\";\"LASTSCHRIFT\";\"Abschlag Strom\";\"Stadtwerke\";\"DE02700100800030876808\";\"PBNKDEFF\";\"-71,30\";\"EUR\";\"Umsatz gebucht\"",
      "\"DE12500105170648489890\";\"29.06.26\";\"29.06.26\";\"LASTSCHRIFT\";\"Telekom Rechnung\";\"Telekom Deutschland\";\"DE02370502990000684712\";\"COKSDE33\";\"-19,90\";\"EUR\";\"Umsatz vorgemerkt\""
    ),
    count: 7,
    net: 1446.15,
    first: "2026-06-02",
    last: "2026-06-22"
  },
  {
    name: "ch-postfinance.csv",
    csv: lines(
      "Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF",
      "30.07.2026;SBB CFF FFS;;84.70;30.07.2026;8'500.00",
      "28.07.2026;Einkauf Migros;;45.80;28.07.2026;8'584.70",
      "25.07.2026;Lohn;6'000.00;;25.07.2026;8'630.50",
      "20.07.2026;Krankenkasse;;412.15;20.07.2026;2'630.50",
      "15.07.2026;Rückerstattung;40.00;;15.07.2026;3'042.65",
      "10.07.2026;Swisscom;;69.00;10.07.2026;3'002.65",
      "06.07.2026;Coop;;78.35;06.07.2026;3'071.65",
      "01.07.2026;Miete;;1'850.00;01.07.2026;3'150.00"
    ),
    count: 8,
    net: 3500,
    first: "2026-07-01",
    last: "2026-07-30"
  },
  {
    name: "fr-credit-agricole.csv",
    csv: lines(
      "Date;Libellé;Débit euros;Crédit euros",
      "03/08/2026;PAIEMENT PAR CARTE CARREFOUR;52,30;",
      "05/08/2026;VIREMENT SALAIRE;;2 100,00",
      "07/08/2026;PRELEVEMENT EDF;78,00;",
      "11/08/2026;RETRAIT DAB;60,00;",
      "14/08/2026;PAIEMENT PAR CARTE SNCF;45,50;",
      "18/08/2026;REMBOURSEMENT;;15,00",
      "24/08/2026;LOYER;720,00;",
      "28/08/2026;FRAIS BANCAIRES;4,20;"
    ),
    currency: "EUR",
    count: 8,
    net: 1155,
    first: "2026-08-03",
    last: "2026-08-28"
  },
  {
    name: "es-santander.csv",
    csv: lines(
      "Fecha operación;Fecha valor;Concepto;Importe;Saldo;Divisa",
      "01/09/2026;01/09/2026;Compra Mercadona;-64,35;2.935,65;EUR",
      "02/09/2026;02/09/2026;Nómina;1.900,00;4.835,65;EUR",
      "05/09/2026;05/09/2026;Recibo Iberdrola;-88,10;4.747,55;EUR",
      "09/09/2026;09/09/2026;Bizum recibido;30,00;4.777,55;EUR",
      "14/09/2026;14/09/2026;Transferencia alquiler;-800,00;3.977,55;EUR",
      "18/09/2026;18/09/2026;Cajero;-100,00;3.877,55;EUR",
      "23/09/2026;23/09/2026;Compra Zara;-49,95;3.827,60;EUR",
      "29/09/2026;29/09/2026;Comisión mantenimiento;-7,60;3.820,00;EUR"
    ),
    count: 8,
    net: 820,
    first: "2026-09-01",
    last: "2026-09-29"
  },
  {
    name: "it-intesa.csv",
    csv: lines(
      "Data contabile;Data valuta;Descrizione;Accrediti;Addebiti;Descrizione estesa",
      "01/10/2026;01/10/2026;Pagamento POS;;35,20;Esselunga",
      "02/10/2026;02/10/2026;Stipendio;1.850,00;;Azienda Srl",
      "06/10/2026;06/10/2026;Addebito SDD;;62,40;Enel Energia",
      "09/10/2026;09/10/2026;Prelievo Bancomat;;150,00;ATM",
      "13/10/2026;13/10/2026;Bonifico ricevuto;45,00;;Marco Rossi",
      "19/10/2026;19/10/2026;Pagamento POS;;27,80;Coop",
      "23/10/2026;23/10/2026;Affitto;;700,00;Proprietario",
      "30/10/2026;30/10/2026;Canone conto;;3,50;Banca"
    ),
    currency: "EUR",
    count: 8,
    net: 916.1,
    first: "2026-10-01",
    last: "2026-10-30"
  },
  {
    name: "nl-ing.csv",
    csv: lines(
      "\"Datum\",\"Naam / Omschrijving\",\"Rekening\",\"Tegenrekening\",\"Code\",\"Af Bij\",\"Bedrag (EUR)\",\"Mutatiesoort\",\"Mededelingen\"",
      "\"20261102\",\"Albert Heijn 1234\",\"NL69INGB0123456789\",\"\",\"BA\",\"Af\",\"23,45\",\"Betaalautomaat\",\"Pasvolgnr: 001\"",
      "\"20261103\",\"Werkgever BV\",\"NL69INGB0123456789\",\"NL20RABO0300065264\",\"OV\",\"Bij\",\"2650,00\",\"Overschrijving\",\"Salaris november\"",
      "\"20261105\",\"Vattenfall\",\"NL69INGB0123456789\",\"NL91ABNA0417164300\",\"IC\",\"Af\",\"112,00\",\"Incasso\",\"Termijnbedrag\"",
      "\"20261109\",\"Jumbo\",\"NL69INGB0123456789\",\"\",\"BA\",\"Af\",\"41,10\",\"Betaalautomaat\",\"\"",
      "\"20261112\",\"ING Bank\",\"NL69INGB0123456789\",\"\",\"GM\",\"Af\",\"50,00\",\"Geldautomaat\",\"\"",
      "\"20261116\",\"J. de Vries\",\"NL69INGB0123456789\",\"NL44RABO0123456789\",\"OV\",\"Bij\",\"17,50\",\"Overschrijving\",\"Terugbetaling\"",
      "\"20261120\",\"Verhuurder\",\"NL69INGB0123456789\",\"NL02ABNA0123456789\",\"OV\",\"Af\",\"1150,00\",\"Overschrijving\",\"Huur december\"",
      "\"20261127\",\"KPN\",\"NL69INGB0123456789\",\"NL12INGB0001234567\",\"IC\",\"Af\",\"35,00\",\"Incasso\",\"\""
    ),
    count: 8,
    net: 1255.95,
    first: "2026-11-02",
    last: "2026-11-27"
  },
  {
    name: "pl-mbank.csv",
    csv: lines(
      "#Data operacji;#Data księgowania;#Opis operacji;#Tytuł;#Nadawca/Odbiorca;#Numer konta;#Kwota;#Saldo po operacji",
      "2026-12-01;2026-12-01;ZAKUP PRZY UŻYCIU KARTY;BIEDRONKA;;;-45,67;3 954,33",
      "2026-12-02;2026-12-02;PRZELEW PRZYCHODZĄCY;WYNAGRODZENIE;FIRMA SP. Z O.O.;61109010140000071219812874;6 500,00;10 454,33",
      "2026-12-04;2026-12-04;PRZELEW WYCHODZĄCY;CZYNSZ;SPÓŁDZIELNIA;27114020040000300201355387;-1 200,00;9 254,33",
      "2026-12-08;2026-12-08;WYPŁATA Z BANKOMATU;;;;-300,00;8 954,33",
      "2026-12-11;2026-12-11;ZAKUP PRZY UŻYCIU KARTY;ORLEN;;;-210,50;8 743,83",
      "2026-12-15;2026-12-15;PRZELEW PRZYCHODZĄCY;ZWROT;JAN KOWALSKI;83101010230000261395100000;80,00;8 823,83",
      "2026-12-21;2026-12-21;ZAKUP PRZY UŻYCIU KARTY;LIDL;;;-98,83;8 725,00",
      "2026-12-28;2026-12-28;OPŁATA;OPŁATA ZA KARTĘ;;;-5,00;8 720,00"
    ),
    currency: "PLN",
    count: 8,
    net: 4720,
    first: "2026-12-01",
    last: "2026-12-28"
  },
  {
    name: "sv-swedbank.csv",
    csv: lines(
      "Radnummer,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo",
      "1,8327-9,1234567890,Privatkonto,SEK,2027-01-02,2027-01-01,2027-01-02,ICA KVANTUM,ICA KVANTUM,-312.50,9687.50",
      "2,8327-9,1234567890,Privatkonto,SEK,2027-01-05,2027-01-05,2027-01-05,LÖN,LÖN,28500.00,38187.50",
      "3,8327-9,1234567890,Privatkonto,SEK,2027-01-08,2027-01-07,2027-01-08,VATTENFALL,VATTENFALL,-845.00,37342.50",
      "4,8327-9,1234567890,Privatkonto,SEK,2027-01-12,2027-01-11,2027-01-12,SL,SL ACCESS,-970.00,36372.50",
      "5,8327-9,1234567890,Privatkonto,SEK,2027-01-15,2027-01-15,2027-01-15,SWISH,SWISH FRÅN ANNA,250.00,36622.50",
      "6,8327-9,1234567890,Privatkonto,SEK,2027-01-20,2027-01-19,2027-01-20,HYRA,HYRA JANUARI,-9800.00,26822.50",
      "7,8327-9,1234567890,Privatkonto,SEK,2027-01-25,2027-01-24,2027-01-25,COOP,COOP,-422.50,26400.00",
      "8,8327-9,1234567890,Privatkonto,SEK,2027-01-29,2027-01-29,2027-01-29,TELIA,TELIA,-399.00,26001.00"
    ),
    count: 8,
    net: 16001,
    first: "2027-01-02",
    last: "2027-01-29"
  },
  {
    name: "da-danske.csv",
    csv: lines(
      "\"Dato\";\"Tekst\";\"Beløb\";\"Saldo\";\"Status\";\"Afstemt\"",
      "\"03.02.2027\";\"Netto\";\"-156,25\";\"7.843,75\";\"Udført\";\"Nej\"",
      "\"05.02.2027\";\"Løn\";\"24.000,00\";\"31.843,75\";\"Udført\";\"Nej\"",
      "\"08.02.2027\";\"Husleje\";\"-9.500,00\";\"22.343,75\";\"Udført\";\"Nej\"",
      "\"11.02.2027\";\"Dankort Føtex\";\"-289,50\";\"22.054,25\";\"Udført\";\"Nej\"",
      "\"15.02.2027\";\"MobilePay\";\"150,00\";\"22.204,25\";\"Udført\";\"Nej\"",
      "\"19.02.2027\";\"Ørsted\";\"-612,00\";\"21.592,25\";\"Udført\";\"Nej\"",
      "\"24.02.2027\";\"Hævning\";\"-500,00\";\"21.092,25\";\"Udført\";\"Nej\"",
      "\"27.02.2027\";\"Gebyr\";\"-12,25\";\"21.080,00\";\"Udført\";\"Nej\""
    ),
    currency: "DKK",
    count: 8,
    net: 13080,
    first: "2027-02-03",
    last: "2027-02-27"
  },
  {
    name: "no-dnb.csv",
    csv: lines(
      "Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto",
      "01.03.2027;Varekjøp Rema 1000;01.03.2027;245,90;",
      "04.03.2027;Lønn;04.03.2027;;32 000,00",
      "07.03.2027;Husleie;07.03.2027;12 500,00;",
      "10.03.2027;Vipps;10.03.2027;;300,00",
      "14.03.2027;Kiwi;14.03.2027;189,40;",
      "18.03.2027;Strøm Tibber;18.03.2027;870,00;",
      "23.03.2027;Ruter;23.03.2027;40,00;",
      "29.03.2027;Gebyr;29.03.2027;15,00;"
    ),
    currency: "NOK",
    count: 8,
    net: 18439.7,
    first: "2027-03-01",
    last: "2027-03-29"
  },
  {
    name: "pt-cgd.csv",
    csv: lines(
      "Data mov.;Data valor;Descrição;Débito;Crédito;Saldo contabilístico;Categoria",
      "02-04-2027;02-04-2027;COMPRA CONTINENTE;38,60;;1.161,40;Supermercado",
      "05-04-2027;05-04-2027;TRF SALARIO;;1.350,00;2.511,40;Salário",
      "08-04-2027;08-04-2027;PAG SERV EDP;72,15;;2.439,25;Casa",
      "12-04-2027;12-04-2027;LEVANTAMENTO;60,00;;2.379,25;Dinheiro",
      "15-04-2027;15-04-2027;MB WAY RECEBIDO;;25,00;2.404,25;Transferências",
      "20-04-2027;20-04-2027;RENDA;650,00;;1.754,25;Casa",
      "26-04-2027;26-04-2027;COMPRA PINGO DOCE;44,25;;1.710,00;Supermercado",
      "29-04-2027;29-04-2027;COMISSAO;5,20;;1.704,80;Banco"
    ),
    currency: "EUR",
    count: 8,
    net: 504.8,
    first: "2027-04-02",
    last: "2027-04-29"
  },
  {
    name: "made-up-language.csv",
    csv: lines(
      "Zorbat;Plinex;Vunder;Kapros",
      "03.05.2027;Kromp fel;-10,00;90,00",
      "06.05.2027;Dastra;250,00;340,00",
      "09.05.2027;Kromp fel;-22,50;317,50",
      "13.05.2027;Vilo;-40,00;277,50",
      "17.05.2027;Brinn;15,00;292,50",
      "21.05.2027;Kromp fel;-7,25;285,25",
      "25.05.2027;Tansu;-100,00;185,25",
      "30.05.2027;Vilo;-5,25;180,00"
    ),
    currency: "EUR",
    count: 8,
    net: 80,
    first: "2027-05-03",
    last: "2027-05-30"
  },
  {
    name: "made-up-with-sequence.csv",
    csv: lines(
      "Gorp;Zint;Flab;Murx;Tessel",
      "04.06.2027;5001;Alpha;-20,00;480,00",
      "07.06.2027;5002;Beta;300,00;780,00",
      "10.06.2027;5003;Gamma;-45,50;734,50",
      "14.06.2027;5004;Delta;-100,00;634,50",
      "18.06.2027;5005;Epsilon;12,25;646,75",
      "22.06.2027;5006;Zeta;-6,75;640,00",
      "26.06.2027;5007;Eta;-40,00;600,00",
      "29.06.2027;5008;Theta;-0,50;599,50"
    ),
    currency: "EUR",
    count: 8,
    net: 99.5,
    first: "2027-06-04",
    last: "2027-06-29"
  }
]

/**
 * The same eight rows under a header in each language whose money columns are unsigned and no
 * balance settles which is money out, and the descriptions are names that say nothing of it: only
 * the header words do. The seventh row is marked
 * pending in the language's status word; a reader counts the seven others, 1,520.00 in and
 * 679.50 out (net 840.50), booked from 2 to 28 March 2026.
 */
const sidesFile = (header: string, booked: string, pending: string): string =>
  lines(
    header,
    `02.03.2026;Kovac;12,40;;${booked}`,
    `04.03.2026;Novak;;1.500,00;${booked}`,
    `09.03.2026;Horvat;65,10;;${booked}`,
    `13.03.2026;Zupan;100,00;;${booked}`,
    `17.03.2026;Kranjc;;20,00;${booked}`,
    `21.03.2026;Golob;500,00;;${booked}`,
    `25.03.2026;Vidmar;33,50;;${pending}`,
    `28.03.2026;Potocnik;2,00;;${booked}`
  )

const SIDES: ReadonlyArray<readonly [string, string, string, string]> = [
  ["sl", "Datum knjiženja;Opis;V breme;V dobro;Status", "Knjiženo", "V obdelavi"],
  ["hr", "Datum knjiženja;Opis;Na teret;U korist;Status", "Proknjiženo", "Na čekanju"],
  ["ro", "Data înregistrării;Descriere;Plăți;Încasări;Stare", "Finalizată", "În așteptare"],
  ["el", "Ημερομηνία;Περιγραφή;Χρεώσεις;Πιστώσεις;Κατάσταση", "Ολοκληρώθηκε", "Σε εκκρεμότητα"],
  ["lt", "Operacijos data;Aprašymas;Išlaidos;Įplaukos;Būsena", "Įvykdyta", "Laukiama"],
  ["lv", "Datums;Apraksts;Izdevumi;Ienākumi;Statuss", "Izpildīts", "Gaida"],
  ["et", "Kuupäev;Selgitus;Väljaminek;Laekumine;Olek", "Tehtud", "Ootel"],
  ["hu", "Könyvelés dátuma;Közlemény;Terhelés;Jóváírás;Állapot", "Teljesítve", "Függőben"],
  ["cs", "Datum zaúčtování;Popis;Odepsáno;Připsáno;Stav", "Zaúčtováno", "Čeká na zpracování"],
  ["sk", "Dátum zaúčtovania;Popis;Výdavky;Príjmy;Stav", "Zaúčtované", "Čaká na spracovanie"],
  ["fi", "Kirjauspäivä;Selite;Veloitus;Hyvitys;Tila", "Kirjattu", "Varaus"],
  ["pl", "Data księgowania;Opis;Obciążenia;Uznania;Status", "Zaksięgowana", "Oczekująca"],
  ["pt", "Data movimento;Descrição;Débito;Crédito;Estado", "Concluído", "Pendente"],
  ["sl, capitals without diacritics", "DATUM KNJIZENJA;OPIS;V BREME;V DOBRO;STATUS", "KNJIZENO", "V OBDELAVI"],
  ["ro, camelCase", "dataInregistrarii;descriere;sumaDebit;sumaCredit;stare", "Finalizat", "In asteptare"]
]

describe("statements headed in each language as its banks head them", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("reads %s exactly", (_, c) => {
    const r = readOk(c.name, c.csv, c.currency === undefined ? {} : { currency: c.currency })
    expect(figures(r)).toEqual({ count: c.count, net: c.net, first: c.first, last: c.last })
  })

  it.each(SIDES)(
    "reads unsigned %s money columns by their header words and sets the pending row aside",
    (_, h, b, p) => {
      const r = readOk("sides.csv", sidesFile(h, b, p), { currency: "EUR" })
      expect(figures(r)).toEqual({ count: 7, net: 840.5, first: "2026-03-02", last: "2026-03-28" })
    }
  )

  it("refuses a made-up header over two unsigned amount columns, naming the option that reads it", () => {
    const csv = lines(
      "Zorbat;Plinex;Vunder;Kapros",
      "03.05.2027;Kromp fel;10,00;",
      "06.05.2027;Dastra;;250,00",
      "09.05.2027;Kromp fel;22,50;",
      "13.05.2027;Vilo;40,00;",
      "17.05.2027;Brinn;;15,00",
      "21.05.2027;Kromp fel;7,25;",
      "25.05.2027;Tansu;100,00;",
      "30.05.2027;Vilo;5,25;"
    )
    const err = readErr("made-up-sides.csv", csv, { currency: "EUR" })
    expect(err.detail).toContain("options.columns")
  })
})
