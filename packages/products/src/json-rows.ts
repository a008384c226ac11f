/**
 * A long list in a product's JSON form, each row made from its item only when asked for: a writer
 * that stringifies a few rows at a time (`slice`) has them die young, instead of a whole
 * statement's rows being made first and outliving collections until the text is written.
 * `toJSON` makes every row, so `JSON.stringify` of a value holding one gives the text the list of
 * rows would.
 */
export class JsonRows<A, B> {
  constructor(
    private readonly items: ReadonlyArray<A>,
    private readonly row: (item: A) => B
  ) {}

  /** How many rows. */
  get length(): number {
    return this.items.length
  }

  /** Rows `from` (inclusive) to `to` (exclusive), made. */
  slice(from: number, to: number): Array<B> {
    const end = Math.min(to, this.items.length)
    const out: Array<B> = []
    for (let i = from; i < end; i++) out.push(this.row(this.items[i]!))
    return out
  }

  /** Every row, made. */
  toJSON(): Array<B> {
    return this.slice(0, this.items.length)
  }
}
