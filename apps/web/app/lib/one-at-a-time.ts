/**
 * Runs one piece of work at a time: a call made while the last one is still
 * on its way is dropped, not queued. A button disabled through state is
 * disabled only from the next render, so a fast double click or a second
 * Enter would otherwise send a form twice.
 */
export function createOneAtATime(): <T>(work: () => Promise<T>) => Promise<T | undefined> {
  let running = false;
  return async (work) => {
    if (running) return undefined;
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  };
}
