/**
 * Writes `src/categorise/data/person-names.json`: given and family names, folded, that tell a
 * person's name from a company's in a payment's counterparty. Names come from @faker-js/faker's
 * locale data (MIT; a devDependency, not needed at run time) for the supported languages, with
 * Lithuanian and Estonian names, which faker lacks, and people's titles written here.
 * `npx tsx packages/analysis/scripts/build-person-names.ts`
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { foldText } from "../src/normalise.js"

const LOCALES = [
  "en",
  "en_GB",
  "en_IE",
  "de",
  "de_AT",
  "fr",
  "fr_BE",
  "es",
  "it",
  "nl",
  "nl_BE",
  "pl",
  "lv",
  "sv",
  "fi",
  "da",
  "nb_NO"
]

const LITHUANIAN_GIVEN =
  "jonas petras antanas juozas kazys vytautas mindaugas tomas andrius darius mantas lukas matas dominykas rokas paulius marius giedrius arturas saulius gintaras rimantas algirdas audrius egidijus povilas justas karolis tadas vaidas edvinas deividas aurimas donatas laurynas ignas gabrielius nojus kajus jokubas augustas ruta ona jurgita asta rasa lina daiva inga vilma egle ieva laura agne greta gabija emilija austeja kamile ugne goda rugile migle simona monika kristina jolanta irena aldona danute birute vida zivile dalia giedre indre jurate neringa vaida ausra evelina justina viktorija dovile sandra renata"
const LITHUANIAN_FAMILY =
  "kazlauskas jankauskas petrauskas stankevicius vasiliauskas zukauskas butkus paulauskas urbonas kavaliauskas baranauskas navickas ramanauskas savickas rutkauskas adomaitis sakalauskas mazeika pocius vaitkus"
const ESTONIAN_GIVEN =
  "andres jaan juri toomas tonu aivar margus priit raivo urmas mart rein kalev indrek tarmo siim marko kristjan karl martin oliver rasmus sander markus mihkel ott hendrik tiit peeter madis tanel taavi kristi kati kadri triin liis maarja anu tiina katrin kairi piret merike sirje tiiu eve helen kristiina mari marju pille reet riina sigrid elo grete hanna emma sofia mia lisandra eliise getter karmen kertu liisa eha aino leida malle sirli"
const ESTONIAN_FAMILY =
  "tamm saar sepp magi kask kukk rebane ilves parn koppel lepik kuusk karu lill oun kaasik vaher luik kallas raudsepp mets ots kivi laur kangur kuusik vares poder jogi teder paju kuus kruus lepp unt"
const IRISH_GIVEN =
  "ciaran cian sean padraig eoin oisin darragh cathal tadhg ronan colm donal declan fionn conor cormac diarmuid fergal niall eamon eamonn seamus aoife siobhan niamh aisling roisin orla grainne caoimhe saoirse ciara clodagh sinead mairead eimear deirdre brid dearbhla aine maeve muireann fiadh"
const IRISH_FAMILY =
  "oconnor obrien oneill osullivan odonnell odoherty oreilly okeeffe oconnell omahony odriscoll ocallaghan ogorman oshea obyrne odwyer ofarrell okelly omalley oleary ohalloran omeara ogrady oconnolly mccarthy mcgrath mcdonagh mcmahon mcnamara mclaughlin mccann mcguire mckenna mcdermott mcloughlin macnamara mcevoy mcgovern mcnally mcginley mcbride mccormack mcdonnell fitzgerald fitzpatrick gallagher doherty kavanagh brennan dunne nolan keane"
const BRITISH_FAMILY =
  "patel shah khan ahmed hussain begum singh kaur sharma islam rahman iqbal akhtar chowdhury mahmood mistry desai joshi kumar nguyen okafor adeyemi mensah"
const TITLES =
  "mr|mrs|ms|miss|mx|dr|prof|herr|frau|hr|fr|m|mme|mlle|monsieur|madame|sr|sra|srta|don|dona|sig|sigra|signor|signora|dhr|mevr|mw|pan|pani|p|ponas|ponia|fru|rouva|herra|hr|fru|hra|pr|kdz|kundze|kungs"

/** Words that are names in a locale's list but mostly something else in a payment's description. */
const NOT_NAMES = new Set(
  "bill will art pay page sky rose summer golden royal ocean king major star angel gift mark card cash post bank shop store park city love hope joy faith grace dream green brown white black young may june april august mar ali jan per ola bo jo lou isa eden sage rain storm river lake forest cole west north south east home care fleet guy chase dean miles grant lane rich ray reed price wood hall hill cook baker taylor butler porter mason turner parker carter"
    .split(" ")
)

const folded = (names: ReadonlyArray<string>): Array<string> =>
  names.flatMap((name) => foldText(name).split(/[\s\-']+/)).filter((n) =>
    n.length >= 3 && /^[a-z]+$/.test(n) && !NOT_NAMES.has(n)
  )

const namesOf = (value: unknown): Array<string> => {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string")
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(namesOf)
  return []
}

const given = new Set<string>(folded(`${LITHUANIAN_GIVEN} ${ESTONIAN_GIVEN} ${IRISH_GIVEN}`.split(" ")))
const family = new Set<string>(
  folded(`${LITHUANIAN_FAMILY} ${ESTONIAN_FAMILY} ${IRISH_FAMILY} ${BRITISH_FAMILY}`.split(" "))
)
for (const locale of LOCALES) {
  const module: Record<string, unknown> = await import(`@faker-js/faker/locale/${locale}`)
  const faker = Object.values(module).find((v): v is { rawDefinitions: { person?: Record<string, unknown> } } =>
    typeof v === "object" && v !== null && "rawDefinitions" in v
  )
  const person = faker?.rawDefinitions.person
  for (const n of folded(namesOf(person?.["first_name"]))) given.add(n)
  for (const n of folded(namesOf(person?.["last_name"]))) family.add(n)
}
for (const n of given) family.delete(n)

const out = fileURLToPath(new URL("../src/data/person-names.json", import.meta.url))
const wrap = (names: ReadonlyArray<string>) =>
  names.join(" ").replace(/(.{1,110})(\s|$)/g, "    \"$1\",\n").replace(/ "/g, "\"").trimEnd().replace(/,$/, "")
writeFileSync(
  out,
  `{
  "about": "Built by scripts/build-person-names.ts from @faker-js/faker's locale data (MIT) and hand-written Lithuanian, Estonian, Irish and British names: folded given and family names (space-separated), titles, and family-name endings, to tell a person's name from a company's.",
  "titles": "${TITLES}",
  "family_endings": "nen|son|sson|sen|ssen|ski|ska|cki|cka|dzki|dzka|wicz|czyk|czak|auskas|iauskas|evicius|avicius|aitis|aityte|onis|iene|aite|yte|ute|ovs|ova|evs|eva|ins|ina|skis",
  "given": [
${wrap([...given].sort())}
  ],
  "family": [
${wrap([...family].sort())}
  ]
}
`
)
console.log(`${given.size} given names, ${family.size} family names`)
