import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { CYPRUS_TOWNS } from './cyprus-gazetteer.ts';
import { createGazetteerGeocoder, findTown } from './gazetteer-geocoder.ts';

describe('offline gazetteer', () => {
  it('knows the towns of all six districts, once each', () => {
    expect(CYPRUS_TOWNS.length).toBeGreaterThan(80);
    expect(new Set(CYPRUS_TOWNS.map((t) => t.districtCode))).toEqual(new Set(['01', '02', '03', '04', '05', '06']));
    const names = CYPRUS_TOWNS.map((t) => t.en);
    expect(names.filter((n) => n === 'Nicosia')).toHaveLength(1);
    expect(names.some((n) => /Municipality|quarter|Ammochostos/.test(n))).toBe(false);
  });

  it.each([
    ['Ayia Napa', 'Ayia Napa', '04'],
    ['12 Ledra Street, Nicosia', 'Nicosia', '01'],
    ['Lefkoşa', 'Nicosia', '01'],
    ['LEFKOŞA', 'Nicosia', '01'],
    ['Girne limanı', 'Kyrenia', '06'],
    ['Gazimağusa', 'Famagusta', '04'],
    ['Baf', 'Paphos', '05'],
    ['Güzelyurt', 'Morfou', '01'],
    ['Paralimni', 'Paralimni', '04'],
    ['Paralímni', 'Paralimni', '04'],
    ['Germasogeia, Limassol', 'Germasogeia', '02'],
    ['Larnaca District', 'Larnaca', '03'],
    ['Limasol', 'Limassol', '02'],
    ['Paphoss', 'Paphos', '05'],
    ['Geroskipu', 'Geroskipou', '05'],
  ])('finds %j in %s', (address, town, district) => {
    expect(findTown(address)).toMatchObject({ en: town, districtCode: district });
  });

  it.each(['', 'Athens', 'Main Street 5', 'xyz'])('finds nothing for %j', (address) => {
    expect(findTown(address)).toBeNull();
  });

  it('answers reverse look-ups with the nearest town, its district and the country, in both languages', async () => {
    const geocoder = createGazetteerGeocoder();
    const english = await geocoder.reverse(35.3365, 33.318, 'en');
    expect(english).toMatchObject({
      lat: 35.3365,
      lng: 33.318,
      city: 'Kyrenia',
      state: 'Kyrenia',
      country: 'Cyprus',
      isocode: 'CY',
      zip_code: '',
      formatted_address: 'Kyrenia, Cyprus',
    });
    const turkish = await geocoder.reverse(34.776, 32.424, 'tr');
    expect(turkish).toMatchObject({ city: 'Baf', state: 'Baf', country: 'Kıbrıs' });
    expect(await geocoder.reverse(37.98, 23.72, 'en')).toBeNull();
  });
});

describe('GET /api/getLocation', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('geocodes forward and reverse offline', async () => {
    const forward = await ctx.app.inject({ method: 'GET', url: '/api/getLocation?type=forward&address=Ayia%20Napa' });
    expect(forward.statusCode).toBe(200);
    expect(forward.json().data).toMatchObject({ city: 'Ayia Napa', state: 'Famagusta', country: 'Cyprus' });
    const reverse = await ctx.app.inject({
      method: 'GET',
      url: '/api/getLocation?type=reverse&lat=34.685&lng=33.04',
      headers: { 'accept-language': 'tr' },
    });
    expect(reverse.json().data).toMatchObject({ city: 'Limasol', state: 'Limasol', country: 'Kıbrıs', lat: 34.685 });
  });

  it('asks for what is missing and says when nothing is found', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/getLocation?type=reverse&lat=35' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ lng: ['Longitude is required'] });
    const nowhere = await ctx.app.inject({ method: 'GET', url: '/api/getLocation?address=Atlantis' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ error: 'We could not find this place', code: 'location_not_found' });
  });
});

describe('online geocoder (Nominatim-compatible, by GEOCODER_URL)', () => {
  let server: Server;
  let ctx: TestContext;
  const seen: { url: string; userAgent: string | undefined; language: string | undefined }[] = [];
  let failing = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({
        url: request.url ?? '',
        userAgent: request.headers['user-agent'],
        language: request.headers['accept-language'],
      });
      if (failing) {
        response.writeHead(503).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/search') {
        response.end(
          JSON.stringify([
            {
              lat: '34.9177',
              lon: '33.6250',
              display_name: 'Finikoudes, Larnaca, Larnaca District, 6023, Cyprus',
              address: {
                suburb: 'Finikoudes',
                city: 'Larnaca',
                state_district: 'Larnaca District',
                postcode: '6023',
                country: 'Cyprus',
                country_code: 'cy',
              },
            },
          ]),
        );
      } else {
        response.end(
          JSON.stringify({
            lat: '35.1856',
            lon: '33.3823',
            display_name: 'Ledra Street, Nicosia, 1011, Cyprus',
            address: {
              road: 'Ledra Street',
              city: 'Nicosia',
              state: 'Nicosia District',
              postcode: '1011',
              country: 'Cyprus',
              country_code: 'cy',
            },
          }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the service, in the caller language, limited to Cyprus, and keeps its postal code', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/getLocation?address=Finikoudes%20Larnaca',
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      lat: 34.9177,
      lng: 33.625,
      address: 'Finikoudes Larnaca',
      formatted_address: 'Finikoudes, Larnaca, Larnaca District, 6023, Cyprus',
      city: 'Larnaca',
      state: 'Larnaca District',
      country: 'Cyprus',
      zip_code: '6023',
      isocode: 'CY',
    });
    const request = seen.at(-1)!;
    expect(request.url).toMatch(/^\/search\?/);
    expect(request.url).toContain('countrycodes=cy');
    expect(request.url).toContain('q=Finikoudes+Larnaca');
    expect(request.language).toBe('tr');
    expect(request.userAgent).toMatch(/^Bedesten\//);
  });

  it('reverse geocodes through the service', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/getLocation?type=reverse&lat=35.1856&lng=33.3823',
    });
    expect(response.json().data).toMatchObject({ city: 'Nicosia', zip_code: '1011', lat: 35.1856, lng: 33.3823 });
    expect(seen.at(-1)!.url).toMatch(/^\/reverse\?.*lat=35.1856&lon=33.3823/);
  });

  it('falls back to the offline gazetteer when the service fails', async () => {
    failing = true;
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/getLocation?address=Paphos' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ city: 'Paphos', zip_code: '' });
    } finally {
      failing = false;
    }
  });
});
