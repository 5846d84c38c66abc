// zod probes `new Function` when it builds an object schema, to compile a fast parser; our CSP forbids
// eval, so in the browser the probe is a reported violation (Lighthouse best practices, "Issues logged
// in DevTools"). Without the JIT it never probes. root.tsx imports this first: React Router evaluates the
// route modules (root first) before entry.client, so this runs before any schema is built. The server
// (which may share its process with the API) keeps the JIT.
//
// zod keeps its settings on globalThis.__zod_globalConfig (the object z.config() changes), so setting
// the flag there needs no zod on pages without a form: importing zod here put ~4 KB of it on every
// page (ADR 0049). zod-jitless.test.ts proves z.config() sees the flag.
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };

export function makeZodJitless(): void {
  (host.__zod_globalConfig ??= {}).jitless = true;
}

if (typeof document !== 'undefined') makeZodJitless();
