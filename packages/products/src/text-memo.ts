/**
 * `f` remembered per text, for functions products call on every row with the few distinct texts a
 * statement holds (its dates, its partner names): each is computed once, and the answer is one
 * shared string whose hash the engine keeps. Forgets everything past `limit` texts.
 */
export const textMemo = (f: (text: string) => string, limit: number): (text: string) => string => {
  const known = new Map<string, string>()
  return (text) => {
    let answer = known.get(text)
    if (answer === undefined) {
      if (known.size >= limit) known.clear()
      answer = f(text)
      known.set(text, answer)
    }
    return answer
  }
}
