import type * as Schemas from './schemas.ts';

/** The form schemas, fetched once on first use (a separate chunk: see schemas.ts). */
export type FormSchemas = typeof Schemas;

let pending: Promise<FormSchemas> | null = null;

export function loadSchemas(): Promise<FormSchemas> {
  pending ??= import('./schemas.ts').catch((error: unknown) => {
    // A failed fetch (flaky network) may be retried by the next validation.
    pending = null;
    throw error;
  });
  return pending;
}

/** Starts fetching the schemas in the browser, so a form validates at once when submitted. */
export function preloadSchemas(): void {
  if (typeof window !== 'undefined') void loadSchemas().catch(() => undefined);
}
