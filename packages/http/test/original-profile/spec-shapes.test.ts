import { describe, expect, it } from "vitest"
import * as Spec from "./spec-shapes.js"

// Samples written by hand from the spec page's field lists, so that the schemas the profile is
// checked against are themselves checked: they take the spec's shapes and refuse ours.
describe("the original service's shapes, as written from the spec page", () => {
  it("takes the token response and the error array the spec shows", () => {
    expect(Spec.decodeExactly(Spec.TokenResponse, { access_token: "t", expires_in: 86400, token_type: "Bearer" }))
      .toBeTruthy()
    const error = [{ title: "Not found", detail: "No such report.", "error-code": "NOT_FOUND", source: [] }]
    expect(Spec.decodeExactly(Spec.ErrorBody, error)).toHaveLength(1)
    expect(() => Spec.decodeExactly(Spec.ErrorBody, { errors: error })).toThrow()
    expect(() => Spec.decodeExactly(Spec.ErrorBody, [])).toThrow()
  })

  it("takes a categorisation with every field, refuses one without transaction_id", () => {
    const transaction = {
      amount: -12.5,
      date: "2020-03-02",
      category_id: 41,
      title: "Groceries",
      info: "TESCO",
      partner: null,
      transaction_id: null
    }
    const categorisation = {
      accounts: [{
        account_number: "12345678",
        bank: null,
        country: "uk",
        holders: [{ name: "A N Other" }],
        is_joint_ownership: false,
        is_shared_ownership: null,
        period_start: "2020-03-01",
        period_end: "2020-03-31",
        currencies: [{
          code: "GBP",
          start_balance: 10,
          end_balance: -2.5,
          credit_turnover: 0,
          debit_turnover: 12.5,
          transactions: [transaction]
        }]
      }],
      category_tree_version: "1"
    }
    expect(Spec.decodeExactly(Spec.Categorisation, categorisation)).toBeTruthy()
    const { transaction_id: _, ...without } = transaction
    const broken = {
      ...categorisation,
      accounts: [{
        ...categorisation.accounts[0]!,
        currencies: [{ ...categorisation.accounts[0]!.currencies[0]!, transactions: [without] }]
      }]
    }
    expect(() => Spec.decodeExactly(Spec.Categorisation, broken)).toThrow()
  })

  it("refuses a result whose insights sit directly under data.attributes' insights with a wrong shape", () => {
    const result = {
      data: {
        type: "report processing status",
        attributes: { "request-id": "r", status: "completed", insights: { "insights-income": { currencies: [] } } }
      }
    }
    expect(() => Spec.decodeExactly(Spec.CompletedResult, result)).toThrow()
  })

  it("lists the original's error statuses as the spec gives them", () => {
    expect(Spec.ORIGINAL_ERROR_STATUS.ANALYSIS_ALREADY_REQUESTED).toBe(400)
    expect(Spec.ORIGINAL_ERROR_STATUS.EXCEEDED_LIMIT).toBe(400)
    expect(Object.keys(Spec.ORIGINAL_ERROR_STATUS)).toHaveLength(13)
  })
})
