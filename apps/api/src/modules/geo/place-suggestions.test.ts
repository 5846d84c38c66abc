import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { PLACE_SUGGESTIONS_MAX, suggestPlaces } from './place-suggestions.ts';

describe('place suggestions', () => {
  it('puts the airport first and names it in the language asked', () => {
    expect(suggestPlaces('larn', 'en')[0]).toMatchObject({
      name: 'Larnaca Airport (LCA)',
      kind: 'airport',
      airport: 'LCA',
    });
    expect(suggestPlaces('larn', 'tr').map((p) => p.name)).toContain('Larnaka');
    expect(suggestPlaces('lca', 'tr')[0]).toMatchObject({ name: 'Larnaka Havalimanı (LCA)' });
  });

  it('finds towns by their other names and by part of a name', () => {
    expect(suggestPlaces('Lefkoşa', 'en')[0]).toMatchObject({ name: 'Nicosia', kind: 'town', airport: null });
    expect(suggestPlaces('cosia', 'en').map((p) => p.name)).toContain('Nicosia');
    expect(suggestPlaces('napa', 'en').map((p) => p.name)).toContain('Ayia Napa');
  });

  it('answers at most eight and nothing for empty or unknown text', () => {
    expect(suggestPlaces('a', 'en')).toHaveLength(PLACE_SUGGESTIONS_MAX);
    expect(suggestPlaces('  ', 'en')).toEqual([]);
    expect(suggestPlaces('athens', 'en')).toEqual([]);
  });
});

describe('GET /api/place-suggestions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers suggestions with coordinates in the lang asked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/place-suggestions?q=baf&lang=tr' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { name: string; lat: number; lng: number }[] };
    expect(data[0]).toMatchObject({ name: 'Baf Havalimanı (PFO)', lat: 34.718, lng: 32.4857 });
    expect(data.map((p) => p.name)).toContain('Baf');
  });

  it('refuses a very long query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/place-suggestions?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});
