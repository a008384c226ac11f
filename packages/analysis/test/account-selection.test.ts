import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { jointAccounts, sharedAccounts } from "../src/account-selection.js"
import { analyse, CategorisationResult, IncomeInsights } from "../src/index.js"
import { textFile } from "./helpers.js"

const statement = (holder: string, iban: string, salary: string) =>
  textFile(
    `${iban}.csv`,
    [
      `Kontoinhaber:;${holder}`,
      `IBAN:;${iban}`,
      "",
      "Buchungstag;Verwendungszweck;Betrag;Währung",
      "02.01.2024;REWE SAGT DANKE;-12,30;EUR",
      `28.01.2024;GEHALT ACME GMBH;${salary};EUR`
    ].join("\n")
  )

const own = statement("Max Mustermann", "DE02120300000000202051", "2.500,00")
const joint = statement("Max und Erika Mustermann", "DE89370400440532013000", "1.000,00")
const someoneElses = statement("Otto Normal", "DE75512108001245126199", "700,00")
const second = statement("Max Mustermann", "DE12500105170648489890", "300,00")

const run = (params: Record<string, unknown>) => {
  const result = analyse({
    files: [own, joint, someoneElses, second],
    options: {},
    country: "DE",
    operations: ["categorisation", "insights-income"],
    params,
    as_of: "2024-02-01T00:00:00Z"
  })
  if (Either.isLeft(result)) throw new Error(result.left._tag)
  return {
    accounts: Schema.decodeUnknownSync(CategorisationResult)(result.right.categorisation).accounts.map((a) =>
      a.account_id
    ),
    earned: Schema.decodeUnknownSync(IncomeInsights)(result.right["insights-income"]).currencies[0]?.streams.reduce(
      (s, x) => s + x.total,
      0
    )
  }
}

describe("drop_joint_accounts and drop_shared_accounts", () => {
  it("keep every account unless asked", () => {
    expect(run({}).accounts).toEqual([
      "DE02120300000000202051",
      "DE89370400440532013000",
      "DE75512108001245126199",
      "DE12500105170648489890"
    ])
  })

  it("drop the accounts held by two people, from every product", () => {
    const r = run({ drop_joint_accounts: true })
    expect(r.accounts).toEqual(["DE02120300000000202051", "DE75512108001245126199", "DE12500105170648489890"])
    expect(r.earned).toBe(2500 + 700 + 300)
  })

  it("drop the accounts in another name than the principal holder's", () => {
    expect(run({ drop_shared_accounts: true }).accounts).toEqual(["DE02120300000000202051", "DE12500105170648489890"])
    expect(run({ drop_joint_accounts: true, drop_shared_accounts: true }).accounts).toEqual([
      "DE02120300000000202051",
      "DE12500105170648489890"
    ])
  })

  it("read joint holders from two names or one line naming two people, and never guess without names", () => {
    const files = (
      holders: ReadonlyArray<{ account: string; name: string }>
    ) => [{ name: "f", transactions: [], holders, skipped_lines: [] }]
    expect([...jointAccounts(files([{ account: "A", name: "J SMITH & A SMITH" }, { account: "B", name: "J SMITH" }]))])
      .toEqual(["A"])
    expect([...jointAccounts(files([{ account: "A", name: "J Smith" }, { account: "A", name: "A Smith" }]))]).toEqual([
      "A"
    ])
    expect([
      ...jointAccounts(
        files([{ account: "A", name: "Jan i Anna Kowalscy" }, { account: "B", name: "María Ortega Gasset" }])
      )
    ]).toEqual(["A"])
    expect([...jointAccounts(files([]))]).toEqual([])
    expect([...sharedAccounts(files([]))]).toEqual([])
  })
})
