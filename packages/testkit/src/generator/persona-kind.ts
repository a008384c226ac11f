/** The kinds of account holder the generator can simulate. */
export type PersonaKind =
  | "salaried"
  | "gig_worker"
  | "benefits_recipient"
  | "pensioner"
  | "gambler"
  | "payday_borrower"
  | "student"
  | "self_employed"

/** Every persona, in a stable order. */
export const personaKinds: ReadonlyArray<PersonaKind> = [
  "salaried",
  "gig_worker",
  "benefits_recipient",
  "pensioner",
  "gambler",
  "payday_borrower",
  "student",
  "self_employed"
]
