import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-app.ts';

type Operation = { method: string; path: string };

/** Every operation of the OpenAPI document, with `{param}` paths filled by `value`. */
async function operations(ctx: TestContext): Promise<Operation[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

/**
 * The floor under the fuzz: every operation, called by a stranger with no
 * body and with path parameters that are not ids, answers 2xx–4xx, never
 * 5xx, and never shows a stack trace or SQL.
 */
describe('every operation, called anonymously with nothing or nonsense', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000', PAYMENT_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => ctx.close());

  it('answers below 500 with no stack or SQL in the body', async () => {
    const all = await operations(ctx);
    expect(all.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const operation of all) {
      for (const value of ['x', '00000000-0000-0000-0000-000000000000', '%E2%82%AC', 'a'.repeat(300)]) {
        const url = fill(operation.path, value);
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url,
          headers: { origin: 'http://localhost:3000' },
        });
        if (response.statusCode >= 500 || /\n\s+at |select .* from |syntax error/i.test(response.body)) {
          failures.push(`${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
