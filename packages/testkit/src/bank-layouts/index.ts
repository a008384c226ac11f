export { bankLayouts } from "./banks.js"
export { bankFiles, classifyBankFile, evaluateBankSlice, sliceOfIndex } from "./evaluate.js"
export { type BankFile, type BankTruth, type Layout, writeBankFile } from "./render.js"
