import { affordabilityModel } from "./affordability.js"
import { scorecardModel } from "./scorecard.js"
import type { ScoringModel } from "./scoring-model.js"

/** The scoring models every build ships, available to every client. */
export const builtInModels: ReadonlyArray<ScoringModel> = [scorecardModel, affordabilityModel]
