/** Reading the catalogue pages' query strings: anything odd falls back to a default, never a 400 page. */

export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/** A trimmed text parameter, or undefined when empty (so it is left out of the API call). */
export function textParam(params: URLSearchParams, name: string, max = 100): string | undefined {
  const value = params.get(name)?.trim().slice(0, max);
  return value ? value : undefined;
}
