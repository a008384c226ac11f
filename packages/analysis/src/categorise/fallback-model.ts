import type { Country } from "../country.js"
import type { Decision } from "./decide.js"
import type { Reading } from "./reading.js"

export const fallbackGuess = (_country: Country, _reading: Reading, _amount: number): Decision | undefined => undefined
