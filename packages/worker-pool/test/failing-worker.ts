// A worker that runs out of heap while it loads, as a thread whose heap limit is too small for the analysis's tables does.
const hoard: Array<Array<number>> = []
for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => i))
