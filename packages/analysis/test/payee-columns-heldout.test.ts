import { describe, expect, it } from "vitest"
import { figures, readOk } from "./helpers.js"

// Held-out statements whose column naming the other party sits under a header word in a language
// the reader may not know, or under no header at all. Written by hand before any rule; the expected
// names, amounts, counts and nets are read off the lines below.

const parties = (name: string, text: string) => {
  const r = readOk(name, text, { currency: "EUR" })
  return {
    parties: r.transactions.map((t) => t.counterparty),
    amounts: r.transactions.map((t) => t.amount),
    ...figures(r)
  }
}

describe("payee columns under unknown header words", () => {
  it("Finnish: party, message and reference number columns", () => {
    const csv = [
      "Kirjauspäivä;Vastapuoli;Viesti;Viite;Määrä",
      "02.04.2024;K-Market Kamppi;Korttiosto 02.04 kortti 1122;112233;-23,40",
      "05.04.2024;Elisa Oyj;Lasku maaliskuu 2024 asiakasnro 5501;445566;-39,90",
      "08.04.2024;K-Market Kamppi;Korttiosto 08.04 kortti 1122;778899;-11,05",
      "15.04.2024;Rakennus Virtanen Oy;Palkka huhtikuu 2024;101112;2450,00",
      "20.04.2024;Elisa Oyj;Lisälaite osamaksu 3/12;131415;-15,00",
      "26.04.2024;Helen Oy;Sähkö maalis-huhtikuu sopimus 8812;161718;-64,72"
    ].join("\n")
    const r = parties("tiliote.csv", csv)
    expect(r.parties).toEqual([
      "K-Market Kamppi",
      "Elisa Oyj",
      "K-Market Kamppi",
      "Rakennus Virtanen Oy",
      "Elisa Oyj",
      "Helen Oy"
    ])
    expect([r.count, r.net]).toEqual([6, 2295.93])
  })

  it("Hungarian: the other party's name beside a running balance", () => {
    const csv = [
      "Könyvelés dátuma;Másik fél neve;Közlemény;Összeg;Egyenleg",
      "2024.03.01;Tesco Budaörs;Kártyás vásárlás 4411;-12990;187010",
      "2024.03.03;MOL Nyrt;Üzemanyag 2024.03.03 kártya 4411;-21500;165510",
      "2024.03.05;Tesco Budaörs;Kártyás vásárlás 4411 visszáru nélkül;-8450;157060",
      "2024.03.10;Példa Kft;Március havi munkabér;410000;567060",
      "2024.03.12;MOL Nyrt;Üzemanyag 2024.03.12 kártya 4411;-19800;547260"
    ].join("\n")
    const r = parties("szamla.csv", csv)
    expect(r.parties).toEqual(["Tesco Budaörs", "MOL Nyrt", "Tesco Budaörs", "Példa Kft", "MOL Nyrt"])
    expect([r.count, r.net]).toEqual([5, 347260])
  })

  it("Czech: party name and party account number, message, amount and currency", () => {
    const csv = [
      "Datum;Protistrana;Číslo účtu protistrany;Zpráva pro příjemce;Částka;Měna",
      "03.05.2024;Albert Česká republika;;Platba kartou 5521 03.05.;-412,50;CZK",
      "06.05.2024;ČEZ Prodej a.s.;123456789/0300;Záloha elektřina květen;-1850,00;CZK",
      "09.05.2024;Albert Česká republika;;Platba kartou 5521 09.05.;-288,90;CZK",
      "15.05.2024;Novák Stavby s.r.o.;2000145399/2010;Mzda duben 2024;38500,00;CZK",
      "21.05.2024;ČEZ Prodej a.s.;123456789/0300;Doplatek vyúčtování 2023;-730,00;CZK",
      "28.05.2024;Rohlík.cz;;Nákup potravin obj. 80731;-1264,00;CZK"
    ].join("\n")
    const r = parties("vypis.csv", csv)
    expect(r.parties).toEqual([
      "Albert Česká republika",
      "ČEZ Prodej a.s.",
      "Albert Česká republika",
      "Novák Stavby s.r.o.",
      "ČEZ Prodej a.s.",
      "Rohlík.cz"
    ])
    expect([r.count, r.net]).toEqual([6, 33954.6])
  })

  it("Turkish: the other party between the date and the explanation", () => {
    const csv = [
      "İşlem Tarihi;Karşı Taraf;Açıklama;Tutar;Bakiye",
      "01/06/2024;Migros Ticaret A.Ş.;Kredi kartı harcaması 0601;-845,30;12154,70",
      "04/06/2024;Türk Telekom;Fatura no 2024060455;-399,00;11755,70",
      "07/06/2024;Migros Ticaret A.Ş.;Kredi kartı harcaması 0607;-312,45;11443,25",
      "14/06/2024;Yılmaz Lojistik Ltd;Maaş ödemesi Haziran;35000,00;46443,25",
      "18/06/2024;Türk Telekom;Fatura no 2024061877;-150,00;46293,25"
    ].join("\n")
    const r = parties("hesap.csv", csv)
    expect(r.parties).toEqual([
      "Migros Ticaret A.Ş.",
      "Türk Telekom",
      "Migros Ticaret A.Ş.",
      "Yılmaz Lojistik Ltd",
      "Türk Telekom"
    ])
    expect([r.count, r.net]).toEqual([5, 33293.25])
  })

  it("Portuguese: the entity after the bank's own description", () => {
    const csv = [
      "Data Mov.;Descritivo;Entidade;Montante",
      "2024-07-01;COMPRA 4321 PINGO DOCE LISBOA;Pingo Doce;-34,12",
      "2024-07-03;DD PT12ABCD 000123 ELECTRIC;EDP Comercial;-58,40",
      "2024-07-08;COMPRA 4321 PD ALVALADE;Pingo Doce;-21,77",
      "2024-07-15;TRF SALARIO JULHO;Construções Faria Lda;1320,00",
      "2024-07-22;DD PT12ABCD 000987 GAS;EDP Comercial;-27,15",
      "2024-07-29;COMPRA 4321 PINGO DOCE BENFICA;Pingo Doce;-46,03"
    ].join("\n")
    const r = parties("extracto.csv", csv)
    expect(r.parties).toEqual([
      "Pingo Doce",
      "EDP Comercial",
      "Pingo Doce",
      "Construções Faria Lda",
      "EDP Comercial",
      "Pingo Doce"
    ])
    expect([r.count, r.net]).toEqual([6, 1132.53])
  })

  it("Indonesian: the other party after the explanation, amounts with dot thousands", () => {
    const csv = [
      "Tanggal;Keterangan;Pihak Lawan;Jumlah;Saldo",
      "05/08/2024;Pembelian kartu debit 0805;Indomaret;-125.000,00;4.875.000,00",
      "09/08/2024;Tagihan bulanan Agustus;Telkomsel;-150.000,00;4.725.000,00",
      "12/08/2024;Pembelian kartu debit 1208;Indomaret;-87.500,00;4.637.500,00",
      "25/08/2024;Gaji bulan Agustus;PT Sinar Jaya Abadi;9.500.000,00;14.137.500,00",
      "28/08/2024;Tagihan bulanan paket data;Telkomsel;-100.000,00;14.037.500,00"
    ].join("\n")
    const r = parties("mutasi.csv", csv)
    expect(r.parties).toEqual(["Indomaret", "Telkomsel", "Indomaret", "PT Sinar Jaya Abadi", "Telkomsel"])
    expect([r.count, r.net]).toEqual([5, 9037500])
  })
})

describe("payee columns without a header row", () => {
  it("the holder's own IBAN on every row is neither the party nor the description", () => {
    const iban = "NL91ABNA0417164300"
    const csv = [
      `${iban};2024-09-02;Albert Heijn 1403;Betaalautomaat pas 012 2024-09-02 18:03;-18,45;981,55`,
      `${iban};2024-09-04;Vattenfall Klantenservice;Termijnbedrag klantnr 7712004 sept;-96,00;885,55`,
      `${iban};2024-09-06;Albert Heijn 1403;Betaalautomaat pas 012 2024-09-06 12:40;-33,10;852,45`,
      `${iban};2024-09-20;Bakker Installatietechniek BV;Salaris september 2024;2650,00;3502,45`,
      `${iban};2024-09-23;Vattenfall Klantenservice;Eindafrekening 2023-2024 klantnr 7712004;-41,20;3461,25`,
      `${iban};2024-09-27;Albert Heijn 1403;Betaalautomaat pas 012 2024-09-27 19:11;-27,80;3433,45`
    ].join("\n")
    const read = readOk("export.csv", csv, { currency: "EUR" })
    expect(read.transactions.map((t) => t.counterparty)).toEqual([
      "Albert Heijn 1403",
      "Vattenfall Klantenservice",
      "Albert Heijn 1403",
      "Bakker Installatietechniek BV",
      "Vattenfall Klantenservice",
      "Albert Heijn 1403"
    ])
    for (const t of read.transactions) expect(t.description).not.toContain(iban)
    const f = figures(read)
    expect([f.count, f.net]).toEqual([6, 2433.45])
  })

  it("a party's name beside the party's IBAN and a purpose text", () => {
    const csv = [
      "02/10/2024,-54.20,Rewe Markt GmbH,DE89370400440532013000,Lastschrift Einkauf 0210 Filiale 4471",
      "05/10/2024,-890.00,Hausverwaltung Krüger,DE44500105175407324931,Miete Oktober 2024 Whg 3 links",
      "09/10/2024,-38.65,Rewe Markt GmbH,DE89370400440532013000,Lastschrift Einkauf 0910 Filiale 4471",
      "15/10/2024,3120.00,Schulz Maschinenbau AG,DE02120300000000202051,Lohn Gehalt 10/2024 PersNr 118",
      "28/10/2024,-890.00,Hausverwaltung Krüger,DE44500105175407324931,Miete November 2024 Whg 3 links"
    ].join("\n")
    const r = parties("umsaetze.csv", csv)
    expect(r.parties).toEqual([
      "Rewe Markt GmbH",
      "Hausverwaltung Krüger",
      "Rewe Markt GmbH",
      "Schulz Maschinenbau AG",
      "Hausverwaltung Krüger"
    ])
    expect([r.count, r.net]).toEqual([5, 1247.15])
  })

  it("a party's name beside a transaction code unique to each row", () => {
    const csv = [
      "2024-11-03;TRX-88120431;Lidl Dienstleistung;-23.48",
      "2024-11-06;TRX-88120977;Shell Station 0412;-61.30",
      "2024-11-10;TRX-88121530;Lidl Dienstleistung;-17.02",
      "2024-11-14;TRX-88122004;Müller Elektro GmbH;1875.00",
      "2024-11-20;TRX-88122689;Shell Station 0412;-55.90",
      "2024-11-25;TRX-88123101;Lidl Dienstleistung;-31.66"
    ].join("\n")
    const r = parties("tx.csv", csv)
    expect(r.parties).toEqual([
      "Lidl Dienstleistung",
      "Shell Station 0412",
      "Lidl Dienstleistung",
      "Müller Elektro GmbH",
      "Shell Station 0412",
      "Lidl Dienstleistung"
    ])
    expect([r.count, r.net]).toEqual([6, 1685.64])
  })
})
