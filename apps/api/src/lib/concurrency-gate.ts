/**
 * Lets at most `limit` calls of `run` work at once; the rest wait their turn,
 * first come first served (a finishing call hands its place straight to the
 * next one waiting).
 */
export function concurrencyGate(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a gate lets at least one through, not ${limit}`);
  let working = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (working < limit) working += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else working -= 1;
    }
  };
}
