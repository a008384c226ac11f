import type {
  AccessTokenResponse,
  CategoryTreeDocument,
  ModelsList,
  PreProcessingRecord,
  ProcessingRecord,
  ProcessingResult,
  ProcessRequestBody,
  ReportNotification,
  TokenRequestBody,
  WebhookSettingsAccepted,
  WebhookSettingsBody
} from "./resources.js"

// Examples of the OpenAPI document, typed by the contract's schemas so that they cannot drift from it.

const id = "9b4f2c1e-3d5a-4f7b-8c2d-1e6a7b8c9d0e"
const base = "http://127.0.0.1:8080"

export const tokenRequest: typeof TokenRequestBody.Encoded = {
  audience: "statement-engine",
  client_id: "dev-3f9a2c1b",
  client_secret: "S3cr3t-Example-0123456789",
  grant_type: "client_credentials"
}

export const tokenResponse: typeof AccessTokenResponse.Encoded = {
  access_token: "eyJhbGciOiJIUzI1NiJ9.example.signature",
  token_type: "Bearer",
  expires_in: 3600
}

export const preProcessingRecord: typeof PreProcessingRecord.Encoded = {
  data: {
    type: "report pre-processing record",
    attributes: {
      "available-operations": [
        "categorisation",
        "insights-income",
        "insights-risk",
        "insights-loans",
        "features",
        "credit-scores",
        "simple-score",
        "insights-recurring",
        "insights-cashflow",
        "statement-integrity"
      ],
      "request-id": id,
      status: "completed",
      files: [{
        name: "statement.csv",
        format: "csv",
        dialect: {
          delimiter: ",",
          encoding: "utf-8",
          bom: false,
          header_line: 1,
          preamble_lines: 0,
          date_format: "DD/MM/YYYY",
          decimal_separator: ".",
          amount_layout: "debit_credit"
        },
        rows: 14,
        skipped: [],
        accounts: ["statement.csv"],
        currencies: ["GBP"],
        period: { from: "2024-01-02", to: "2024-03-01" },
        has_balances: true,
        warnings: [],
        decisions: {
          date_order: "the dates themselves",
          currency: "from options.currency",
          direction: "debit and credit columns",
          encoding: "valid UTF-8"
        },
        checks: [{
          check: "running_balance",
          held: true,
          detail: "13 of 13 consecutive rows join the file's running balance"
        }]
      }],
      transactions: 14,
      "duplicates-dropped": 0
    },
    relationships: {
      operations: { links: { related: `${base}/v2/report/process/${id}`, self: `${base}/v2/report` } }
    }
  }
}

export const processRequest: typeof ProcessRequestBody.Encoded = {
  country: "GB",
  operations: ["insights-recurring", "statement-integrity"]
}

export const processingRecord: typeof ProcessingRecord.Encoded = {
  data: {
    type: "report processing record",
    attributes: { "request-id": id, status: "queued" },
    relationships: {
      result: { links: { related: `${base}/v2/report/${id}`, self: `${base}/v2/report/process/${id}` } }
    }
  }
}

export const processingResult: typeof ProcessingResult.Encoded = {
  data: {
    type: "report processing result",
    attributes: {
      "request-id": id,
      status: "completed",
      "insights-recurring": {
        currencies: [{
          currency: "GBP",
          streams: [{
            counterparty: "Northwind Logistics",
            direction: "in",
            category_id: 10101,
            cadence: "monthly",
            payments: 3,
            median_amount: 2350,
            min_amount: 2350,
            max_amount: 2350,
            amount_variability: 0,
            first_date: "2024-01-02",
            last_date: "2024-03-01",
            next_expected_date: "2024-04-01",
            active: true,
            subscription: false
          }]
        }]
      },
      "statement-integrity": {
        files: [{
          file: "statement.csv",
          verdict: "consistent",
          rows: 14,
          rows_with_balance: 14,
          balance_links_checked: 13,
          findings: []
        }],
        across_files: []
      }
    }
  }
}

export const modelsList: typeof ModelsList.Encoded = {
  data: {
    type: "models list",
    attributes: { "available-models": ["statement-scorecard-v1", "statement-affordability-v1"] }
  }
}

export const categoryTreeDocument: typeof CategoryTreeDocument.Encoded = {
  data: [{
    type: "category tree",
    attributes: {
      version: "2026.11.1",
      country: "GB",
      categories: [
        { id: 2, level: 1, parent_id: 0, "readable-title": "Housing", type: "expense" },
        { id: 201, level: 2, parent_id: 2, "readable-title": "Rent", type: "expense" }
      ]
    }
  }]
}

export const webhookSettings: typeof WebhookSettingsBody.Encoded = {
  callback_url: "https://host.example.org/statement-engine/notify"
}

export const webhookSettingsAccepted: typeof WebhookSettingsAccepted.Encoded = {
  data: {
    type: "report processing record",
    attributes: { success: true, "signing-secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }
  }
}

export const reportNotification: typeof ReportNotification.Encoded = {
  data: { type: "report processing result", attributes: { "request-id": id, status: "completed" } }
}

export const reportHtml = "<!doctype html>\n<html lang=\"en\"><head><title>Statement report</title>…</html>"

export const requestId = id
