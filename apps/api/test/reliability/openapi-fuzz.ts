import fc from 'fast-check';

/**
 * Request generators for the schema-driven fuzz (issue 10): read an OpenAPI
 * document's operations and turn each one's parameters and JSON body into
 * fast-check arbitraries that mix plausible values (so requests get past
 * validation into the use cases and the database) with hostile ones.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  path: string;
  key: string;
  secured: boolean;
  path_params: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/** Every operation of the document, with its parameters split by where they go. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          key: `${method.toUpperCase()} ${path}`,
          secured: (operation.security?.length ?? 0) > 0,
          path_params: parameters.filter((p) => p.in === 'path'),
          query: parameters.filter((p) => p.in === 'query'),
          body: operation.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}

// ---- hostile values

const HUGE = 'x'.repeat(100_000);
const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u0008',
  '\uD800',
  'x\uDFFFy',
  '\uFFFE\uFFFF',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  '🛒👩‍👩‍👧‍👦🇨🇾',
  'مرحبا بالعالم',
  'שלום',
  'e\u0301\u0302\u0303\u0304\u0305',
  'Ağrı İstanbul ığüşöç',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e999',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  '2025-02-30',
  '9999-12-31T23:59:59Z',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Any UTF-16 code units: controls, noncharacters and lone surrogates included. */
const rawText = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  maxLength: 30,
});
const unicodeText = fc.string({ unit: 'grapheme', maxLength: 30 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
  { weight: 2, arbitrary: rawText },
  { weight: 2, arbitrary: unicodeText },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS, null, true, false) },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [null],
      [HUGE],
      { $gt: '' },
      JSON.parse('{"__proto__":{"is_admin":true}}') as unknown,
      [[[[[]]]]],
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

// ---- plausible values from a schema

export interface IdPool {
  /** Real ids of rows the roles own (stores, products, variants, orders, …). */
  ids: string[];
  /** Real slugs (stores, products, categories). */
  slugs: string[];
}

function patternArbitrary(pattern: string, maxLength: number | undefined): fc.Arbitrary<string> | undefined {
  try {
    const regex = new RegExp(pattern);
    return fc.stringMatching(regex).map((s) => (maxLength !== undefined ? s.slice(0, maxLength) : s.slice(0, 200)));
  } catch {
    return undefined;
  }
}

function stringFor(schema: JsonSchema, pool: IdPool): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...pool.ids), fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'uri') return fc.webUrl();
  const matching = schema.pattern ? patternArbitrary(schema.pattern, schema.maxLength) : undefined;
  if (matching) return matching;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 300));
  const normal = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.constantFrom(...pool.slugs),
  );
  // With no upper bound, the longest text the schema allows is a fair test of the column behind it.
  return schema.maxLength === undefined
    ? fc.oneof({ weight: 6, arbitrary: normal }, { weight: 1, arbitrary: fc.constant(HUGE) })
    : fc.oneof(normal, fc.constant('y'.repeat(schema.maxLength)));
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_SAFE_INTEGER;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_SAFE_INTEGER;
  const lo = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(high, Number.MAX_SAFE_INTEGER);
  const within = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  // The edges the schema lets through are where columns overflow.
  const edges = [lo, hi, 0, 1, 2_147_483_648].filter((n) => n >= lo && n <= hi);
  return fc.oneof({ weight: 3, arbitrary: within }, { weight: 2, arbitrary: fc.constantFrom(...edges) });
}

/** A value the schema accepts, or nearly: it may still fail cross-field rules. */
export function valueFor(schema: JsonSchema | undefined, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => valueFor(s, pool, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], pool, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, pool, depth)));
  switch (types[0]) {
    case 'string':
      return stringFor(schema, pool);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, pool, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 6)),
      });
    case 'object':
    default: {
      if (!schema.properties) {
        if (types[0] !== 'object') return fc.jsonValue({ maxDepth: 1 });
        return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      }
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, valueFor(property, pool, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
    }
  }
}

// ---- mutations: drop a field, replace a value by a hostile one, add an unknown field

type Mutation = { kind: 'replace' | 'delete' | 'add'; at: number; value: unknown; key: string };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'delete', 'add'),
  at: fc.nat(),
  value: hostileValue,
  key: fc.oneof(
    fc.constantFrom('unknown_field', '__proto__', 'constructor', 'id', 'user_id', 'store_id', 'is_admin'),
    fc.string({ maxLength: 12 }),
  ),
});

function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  const found: (Record<string, unknown> | unknown[])[] = [];
  const walk = (v: unknown) => {
    if (v && typeof v === 'object') {
      found.push(v as Record<string, unknown> | unknown[]);
      for (const child of Object.values(v)) walk(child);
    }
  };
  walk(value);
  return found;
}

function mutate(value: unknown, mutations: Mutation[]): unknown {
  const copy: unknown = structuredClone(value);
  for (const original of mutations) {
    // Values are cloned in, so constants stay constant and no body ever holds itself.
    const m = { ...original, value: structuredClone(original.value) };
    const targets = containers(copy);
    if (!targets.length) return m.value;
    const target = targets[m.at % targets.length]!;
    const keys = Object.keys(target);
    const key = keys.length ? keys[m.at % keys.length]! : m.key;
    try {
      if (m.kind === 'add') {
        Object.defineProperty(target, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      } else if (m.kind === 'delete') {
        if (Object.hasOwn(target, key)) Reflect.deleteProperty(target, key);
      } else
        Object.defineProperty(target, key, { value: m.value, enumerable: true, writable: true, configurable: true });
    } catch {
      // An array's `length` takes no such value: that mutation is simply not made.
    }
  }
  return copy;
}

/** A body: plausible, plausible with a few things broken, or wrong from the top. */
function bodyFor(schema: JsonSchema | undefined, pool: IdPool): fc.Arbitrary<unknown> {
  const plausible = valueFor(schema, pool);
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    {
      weight: 5,
      arbitrary: fc
        .tuple(plausible, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => mutate(v, ms)),
    },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Bodies JSON.parse takes but that are not JSON a client means: deep nesting, prototype keys, broken text. */
const RAW_BODIES = [
  '{"a":',
  '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"x":1}}}',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
  '"\\u0000"',
  '{"x":"\\ud800"}',
  '\u0000',
  '',
  'null',
  `{"big":"${HUGE}"}`,
];

// ---- path and query

const HOSTILE_SEGMENTS = [
  '%00',
  'x%00y',
  '%1B%5B2J',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%EF%BF%BF',
  '..',
  '.',
  '%2F..%2F',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  '%F0%9F%9B%92',
  'a'.repeat(300),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '%27%20OR%201%3D1--',
];

/** Percent-encodes any text; a lone surrogate (which no URL can carry) becomes U+FFFD. */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function segmentFor(parameter: Parameter, pool: IdPool): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool.ids, ...pool.slugs) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: valueFor(parameter.schema, pool).map((v) => encode(typeof v === 'string' ? v : String(v))),
    },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 2, arbitrary: hostileString.map((s) => encode(s.slice(0, 300))) },
  );
}

function queryText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryText(v));
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [value === null ? '' : String(value)];
}

/** Broken percent-encoding and the like, which URLSearchParams would never write. */
const RAW_QUERY_TAILS = [
  '',
  '',
  '',
  '&%zz',
  '&a=%E0%A4%A',
  '&lang=%00',
  '&page=%ED%A0%80',
  '&&&=&=',
  `&q=${'%41'.repeat(3_000)}`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
];

/** Requests for one operation: every part (path, query, headers, body) plausible or hostile. */
export function requestsFor(operation: Operation, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...operation.path_params.map((p) => segmentFor(p, pool)));
  const queryParts = fc.tuple(
    ...operation.query.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 3, arbitrary: valueFor(p.schema, pool) },
        { weight: 2, arbitrary: hostileValue },
      ),
    ),
  );
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('unknown', 'page', 'lang', 'per_page', 'id'), hostileValue), {
    freq: 3,
  });
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(operation.method);
  const body: fc.Arbitrary<string | undefined> = hasBody
    ? fc.oneof(
        { weight: 12, arbitrary: bodyFor(operation.body, pool).map((v) => JSON.stringify(v) ?? 'null') },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined);
  const headers = fc.record(
    {
      'content-type': fc.constantFrom(...CONTENT_TYPES),
      'idempotency-key': fc.oneof(fc.uuid(), fc.constantFrom('x', 'a'.repeat(500), '../..', '', '∞'.normalize('NFKD'))),
      'accept-language': fc.constantFrom('tr', 'en', 'tr-TR,tr;q=0.9', '*', 'xx', ''),
    },
    { requiredKeys: ['content-type'] },
  );
  return fc
    .tuple(segments, queryParts, extraQuery, fc.constantFrom(...RAW_QUERY_TAILS), headers, body)
    .map(([values, queryValues, extra, tail, headerValues, payload]) => {
      let i = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => values[i++] ?? 'x');
      const search = new URLSearchParams();
      operation.query.forEach((p, index) => {
        for (const text of queryText(queryValues[index])) search.append(p.name, text);
      });
      if (extra) for (const text of queryText(extra[1])) search.append(extra[0], text);
      const query = search.toString() + tail;
      const cleanHeaders = Object.fromEntries(
        Object.entries(headerValues).filter(([, v]) => typeof v === 'string' && /^[\x20-\x7E]*$/.test(v)),
      ) as Record<string, string>;
      return {
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        headers: cleanHeaders,
        ...(payload !== undefined ? { payload } : {}),
      };
    });
}

// ---- what no answer may show

const STACK = /\n\s+at [^\n]+:\d+:\d+|\bat (?:async )?[\w.<>]+ \((?:file:\/\/|\/)[^)]+\)/;
const SQL =
  /syntax error at or near|violates [\w ]*constraint|duplicate key value|relation "[^"]+" does not exist|column "[^"]+" (?:does not exist|of relation)|invalid input (?:syntax|value) for|out of range for type|\bselect\s[\s\S]{0,200}\sfrom\s+"|drizzle|node_modules|postgres(?:ql)? error/i;

/** Why an answer is a failure, or null when it is fine. */
export function failureOf(status: number, body: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (STACK.test(body)) return 'stack trace in the body';
  if (status >= 400 && SQL.test(body)) return 'SQL in the body';
  return null;
}

/** A seed for one operation and role, derived from the run's seed, so adding an operation changes no other's requests. */
export function seedOf(runSeed: number, ...parts: string[]): number {
  let hash = runSeed >>> 0;
  for (const ch of parts.join('|')) hash = Math.imul(hash ^ ch.charCodeAt(0), 16_777_619) >>> 0;
  return hash | 0;
}
