import type { IntakeOptions } from "../src/index.js"

/**
 * What intake does with each CSV of `../shared/fixtures/public/` (files are read from there, never copied).
 * `read`: transactions read with no options — each count was checked by reading the file (data rows minus
 * pending, balance, blank or deliberately broken rows). `refused`: the typed error and why; `then`: the
 * caller's option that resolves it and the count read with it.
 */
export type Expectation =
  | { readonly read: number }
  | {
    readonly refused: "UnsupportedEncoding" | "NoSuitableParser"
    readonly because: string
    readonly then?: { readonly options: IntakeOptions; readonly read: number } | {
      readonly options: IntakeOptions
      readonly refused: "NoSuitableParser"
      readonly because: string
    }
  }

const cp1252 = (read: number): Expectation => ({
  refused: "UnsupportedEncoding",
  because: "Windows-1252 bytes",
  then: { options: { encoding: "windows-1252" }, read }
})
const ambiguous = (date_format: string, read: number): Expectation => ({
  refused: "NoSuitableParser",
  because: "no date in the file shows whether it is day-first or month-first",
  then: { options: { date_format }, read }
})

/** Per-file expectations, keyed by `<source>/<file>`. */
export const expectations: Readonly<Record<string, Expectation>> = {
  "actualbudget/data_euc-jp.csv": {
    refused: "UnsupportedEncoding",
    because: "EUC-JP bytes",
    then: { options: { encoding: "euc-jp" }, read: 3 }
  },
  "actualbudget/windows-1252-euro.csv": cp1252(1),
  "actualbudget/windows-1252.csv": cp1252(2),
  "bank2ynab/20171001-20171106.csv": { read: 1 },
  "bank2ynab/2018-04-14_10-52-13_bunq-transactieoverzicht.csv": { read: 3 },
  "bank2ynab/20180226-1000594757-umsatz.CSV": { read: 1 },
  "bank2ynab/20180226_12345678.csv": { read: 1 },
  "bank2ynab/2019-03-02_11-50-46_bunq-statement.csv": { read: 7 },
  "bank2ynab/CSV_A_20180414_112204.csv": cp1252(3),
  "bank2ynab/MS_JANE_SMITH_01-12-2019_14-12-2019.csv": { read: 10 },
  "bank2ynab/MonzoDataExport_February2018_2018-02-26_174335.csv": { read: 1 },
  "bank2ynab/Movements_1234512345_201805271848.csv": {
    refused: "UnsupportedEncoding",
    because: "Windows-1250 bytes",
    then: { options: { encoding: "windows-1250" }, read: 1 }
  },
  "bank2ynab/TH_20180101-20180523_page_1.csv": {
    refused: "UnsupportedEncoding",
    because: "Windows-1250 bytes",
    then: {
      options: { encoding: "windows-1250" },
      refused: "NoSuitableParser",
      because: "every date is masked as 1111/11/11"
    }
  },
  "bank2ynab/TH_20180101-20180523_strana_1.csv": {
    refused: "UnsupportedEncoding",
    because: "Windows-1250 bytes",
    then: {
      options: { encoding: "windows-1250" },
      refused: "NoSuitableParser",
      because: "every date is masked as 1111/11/11"
    }
  },
  "bank2ynab/TransactionHistory_20180418043121.csv": { read: 8 },
  "bank2ynab/Umsaetze_KtoNr538917600_EUR_02-03-2018_1503.CSV": { read: 1 },
  "bank2ynab/W80844_EBH_201945.202122.csv": { read: 2 },
  "bank2ynab/dba33fceecd62c3c727893361e0ba4d3.P000000027355791.csv": { read: 1 },
  "bank2ynab/export_BE11123456789012_20180304_1422.csv": { read: 1 },
  "bank2ynab/export_KBC-Mastercard Business Essential_20200204_1604.csv": { read: 3 },
  "bank2ynab/statement_1.csv": { read: 1 },
  "bank2ynab/test_BOI_TransactionExport.csv": { read: 27 },
  "bank2ynab/test_delimiter_tab.csv": {
    refused: "UnsupportedEncoding",
    because: "Windows-1252 bytes",
    then: {
      options: { encoding: "windows-1252" },
      refused: "NoSuitableParser",
      because: "headerless, two unsigned money columns: which one is money out cannot be known"
    }
  },
  "bank2ynab/test_raiffeisen_01.csv": { read: 73 },
  "bank2ynab/test_row_format_CD_flag.csv": { read: 70 },
  "bank2ynab/umsatz-1234________1234-20180227.CSV": cp1252(1),
  "beancount-import/EAC_Checking_Transactions_20201223-160009.CSV": { read: 12 },
  "beancount-import/generic_statement.csv": { read: 6 },
  "beancount-import/mint.csv": { read: 3 },
  "beancount-import/transactions.csv": { read: 11 },
  "beangulp/statement.csv": { read: 6 },
  "csv2ofx/c24.csv": { read: 3 },
  "csv2ofx/capitalone.csv": { read: 2 },
  "csv2ofx/creditunion.csv": { read: 8 },
  "csv2ofx/dbs.csv": { read: 9 },
  "csv2ofx/default.csv": { read: 8 },
  "csv2ofx/gls.csv": cp1252(1),
  "csv2ofx/ingesp.csv": { read: 10 },
  "csv2ofx/mint.csv": { read: 4 },
  "csv2ofx/mint_extra.csv": { read: 4 },
  "csv2ofx/mint_headerless.csv": { read: 4 },
  "csv2ofx/n26-fr.csv": { read: 2 },
  "csv2ofx/outbank.csv": { read: 4 },
  "csv2ofx/payoneer.csv": ambiguous("DD/MM/YYYY", 2),
  "csv2ofx/pcmastercard.csv": { read: 2 },
  "csv2ofx/schwab-checking-baltest-case1.csv": { read: 4 },
  "csv2ofx/schwab-checking.csv": { read: 4 },
  "csv2ofx/sparkasse.csv": { read: 1 },
  "csv2ofx/stripe-default.csv": { read: 5 },
  "csv2ofx/sumup.csv": { read: 5 },
  "csv2ofx/ubs-ch-fr_trimmed.csv": { read: 3 },
  "hledger/csb43.csv": { read: 2 },
  "hledger/examples__sample.csv": { read: 3 },
  "hledger/monefy.csv": ambiguous("DD/MM/YYYY", 8),
  "hledger/paypal-custom.csv": { read: 4 },
  "hledger/sample.csv": {
    refused: "NoSuitableParser",
    because: "dates like 10/2009/09 are no known layout (hledger tests a custom format)"
  },
  "hledger/sample.fr.cp1252.csv": cp1252(3),
  "hledger/sample.fr.iso88591.csv": {
    refused: "UnsupportedEncoding",
    because: "ISO-8859-1 bytes",
    then: { options: { encoding: "iso-8859-1" }, read: 3 }
  },
  "hledger/sample.fr.utf8.csv": { read: 3 },
  "hledger/stripe.csv": { read: 2 },
  "hledger/ynab4-rtl.csv": {
    refused: "NoSuitableParser",
    because: "amounts carry a right-to-left dinar sign it does not know"
  },
  "ledger-autosync/mint.csv": ambiguous("MM/DD/YYYY", 2),
  "ledger-autosync/paypal.csv": ambiguous("MM/DD/YYYY", 2),
  "ledger-autosync/paypal_alternate.csv": { read: 2 },
  "ledger-autosync/venmo.csv": { read: 4 },
  "oca-bank-statement-import/activity_en.csv": { read: 62 },
  "oca-bank-statement-import/debit_credit.csv": { read: 2 },
  "oca-bank-statement-import/meta_data_separated_credit_debit.csv": ambiguous("DD/MM/YY", 4),
  "oca-bank-statement-import/original_currency.csv": { read: 1 },
  "oca-bank-statement-import/sample_statement_credit_card_inverse_sign_en.csv": { read: 2 },
  "oca-bank-statement-import/sample_statement_en.csv": { read: 2 },
  "oca-bank-statement-import/statement_en.csv": { read: 19 },
  "oca-bank-statement-import/statement_es.csv": ambiguous("D/M/YYYY", 4),
  "ofxstatement-austrian/easybank-creditcard.csv": { read: 3 },
  "ofxstatement-austrian/easybank-giro.csv": cp1252(10),
  "ofxstatement-austrian/ing-diba.csv": cp1252(6),
  "ofxstatement-austrian/livebank.csv": cp1252(6),
  "ofxstatement-austrian/oberbank.csv": cp1252(5),
  "ofxstatement-austrian/raiffeisen.csv": cp1252(7),
  "ofxstatement-de-ing/test_with_saldo_1.csv": cp1252(9),
  "ofxstatement-de-ing/test_without_saldo_1.csv": cp1252(6),
  "ofxstatement-dutch/Account_20190101_20200317.csv": { read: 27 },
  "ofxstatement-dutch/Knab_transactieoverzicht_ok.csv": { read: 28 },
  "ofxstatement-dutch/ing_ok.csv": { read: 6 },
  "ofxstatement-dutch/ing_ok_Mutatiesoort_Extra.csv": { read: 6 },
  "ofxstatement-dutch/ing_ok_Mutatiesoort_Extra_Unquoted.csv": { read: 6 },
  "ofxstatement-dutch/transactie-historie_NL00ASNB9999999999_20220717204133.csv": { read: 11 },
  "ofxstatement-jl-partnership/sample-statement.csv": { read: 8 },
  "ofxstatement-lithuanian/danske.csv": {
    refused: "UnsupportedEncoding",
    because: "Windows-1257 bytes",
    then: {
      options: { encoding: "windows-1257" },
      refused: "NoSuitableParser",
      because: "data rows have one cell fewer than the header, so no row has an amount under \"Amount\""
    }
  },
  "ofxstatement-lithuanian/swedbank.csv": { read: 5 },
  "ofxstatement-lloyds/sample-statement.csv": { read: 12 },
  "ofxstatement-revolut/2021-october.csv": { read: 7 },
  "ofxstatement-revolut/2022-january.csv": { read: 7 },
  "ofxstatement-sparkasse-freiburg/simple1.csv": cp1252(1),
  "ofxstatement-sparkasse-freiburg/simple2.csv": cp1252(17)
}
