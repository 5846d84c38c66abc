import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '@bedesten/core/messages/field-labels';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every property name anywhere in a JSON schema (nested objects, list items, unions). */
function propertyNames(schema: JsonSchema | undefined, names: Set<string>, seen = new Set<JsonSchema>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    names.add(name);
    propertyNames(child, names, seen);
  }
  const children = [
    ...(Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []),
    ...(schema.prefixItems ?? []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ];
  for (const child of children) propertyNames(child, names, seen);
}

/**
 * Every input field a caller can get wrong, read from the routes' own zod
 * schemas (the OpenAPI document is generated from them): body properties at
 * any depth, query string and path parameters. Each one's name shows inside
 * its messages ("{label} is required"), so each needs words in both languages.
 */
describe('field labels of the API', () => {
  let ctx: TestContext;
  let fields: string[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json() as { paths: Record<string, Record<string, Operation>> };
    const names = new Set<string>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        if (typeof operation !== 'object' || operation === null) continue;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'header' || parameter.in === 'cookie') continue;
          names.add(parameter.name);
          propertyNames(parameter.schema, names);
        }
        for (const content of Object.values(operation.requestBody?.content ?? {})) {
          propertyNames(content.schema, names);
        }
      }
    }
    fields = [...names].sort();
  });
  afterAll(() => ctx.close());

  it('finds the input fields of the routes', () => {
    // A document that lost its request schemas would pass the next test with nothing to check.
    expect(fields.length).toBeGreaterThan(200);
    expect(fields).toEqual(expect.arrayContaining(['gender', 'vehicle_number', 'base_lat', 'documents']));
  });

  it('names every input field in English and Turkish', () => {
    expect(fields.filter((field) => !Object.hasOwn(FIELD_LABELS, field))).toEqual([]);
  });
});
