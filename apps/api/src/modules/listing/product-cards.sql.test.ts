import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedLimit, productCardsQuery } from './product-cards.sql.ts';

const dialect = new PgDialect();

describe('fixedLimit', () => {
  it('writes a row count into the text instead of sending it as a parameter', () => {
    const query = dialect.sqlToQuery(productCardsQuery({ orderBy: sql`p.id`, limit: fixedLimit(8) }));
    expect(query.sql).toMatch(/limit 8$/);
    expect(query.params).not.toContain(8);
  });

  it('refuses anything but a whole, non-negative number', () => {
    for (const bad of [1.5, -1, Number.NaN, Number('8; drop table products')]) {
      expect(() => fixedLimit(bad)).toThrow(/not a row count/);
    }
  });
});
