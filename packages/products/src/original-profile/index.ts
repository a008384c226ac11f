export { originalResultAttributes, type OriginalResultContext } from "./original-result.js"
