import { z } from 'zod';

// zod probes `new Function` when it builds an object schema, to compile a fast parser; our CSP forbids
// eval, so in the browser the probe is a reported violation (Lighthouse best practices, "Issues logged
// in DevTools"). Without the JIT it never probes. root.tsx imports this first: React Router evaluates the
// route modules (root first) before entry.client, so this runs before any schema is built. The server
// (which may share its process with the API) keeps the JIT.
if (typeof document !== 'undefined') z.config({ jitless: true });
