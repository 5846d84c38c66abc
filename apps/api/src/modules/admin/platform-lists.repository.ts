import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sizes, units } from '../../db/schema/catalogue.ts';
import { appSettings } from '../../db/schema/platform.ts';

export type SizeValues = Omit<typeof sizes.$inferInsert, 'id'>;
export type UnitValues = Omit<typeof units.$inferInsert, 'id'>;
export interface JoiningFees {
  joining_fees: number;
  joining_mrp_fees: number;
}

const JOINING_FEES_KEY = 'joining_fees';
// Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would misread.
const sizeUse = sql<number>`(select count(*)::int from product_variants v where v.size_id = sizes.id)`;
const unitUse = sql<number>`(select count(*)::int from products p where p.unit_id = units.id)`;

/**
 * The platform lists staff keep (issue 14): the sizes variants come in, the
 * units products are sold in, and what joining costs (kept in app_settings,
 * the deployment's JOINING_FEES/JOINING_MRP_FEES until staff first change it).
 */
export function createPlatformListsRepository(db: Db, defaults: JoiningFees) {
  return {
    listSizes: () =>
      db
        .select({ size: sizes, inUse: sizeUse })
        .from(sizes)
        .orderBy(asc(sizes.groupId), asc(sizes.sortOrder), asc(sizes.id)),
    async findSize(id: number) {
      const [row] = await db.select({ size: sizes, inUse: sizeUse }).from(sizes).where(eq(sizes.id, id));
      return row;
    },
    async createSize(values: SizeValues) {
      const [row] = await db.insert(sizes).values(values).returning();
      return row!;
    },
    async updateSize(id: number, values: SizeValues) {
      const [row] = await db.update(sizes).set(values).where(eq(sizes.id, id)).returning();
      return row;
    },
    async deleteSize(id: number) {
      await db.delete(sizes).where(eq(sizes.id, id));
    },

    listUnits: () =>
      db.select({ unit: units, inUse: unitUse }).from(units).orderBy(asc(units.sortOrder), asc(units.id)),
    async findUnit(id: number) {
      const [row] = await db.select({ unit: units, inUse: unitUse }).from(units).where(eq(units.id, id));
      return row;
    },
    async unitByCode(code: string) {
      const [row] = await db.select().from(units).where(eq(units.code, code));
      return row;
    },
    async createUnit(values: UnitValues) {
      const [row] = await db.insert(units).values(values).returning();
      return row!;
    },
    async updateUnit(id: number, values: UnitValues) {
      const [row] = await db.update(units).set(values).where(eq(units.id, id)).returning();
      return row;
    },
    async deleteUnit(id: number) {
      await db.delete(units).where(eq(units.id, id));
    },

    async joiningFees(): Promise<JoiningFees> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, JOINING_FEES_KEY));
      return row ? { ...defaults, ...(row.value as Partial<JoiningFees>) } : defaults;
    },
    async setJoiningFees(fees: JoiningFees): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: JOINING_FEES_KEY, value: fees })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: fees, updatedAt: new Date() } });
    },
  };
}

export type PlatformListsRepository = ReturnType<typeof createPlatformListsRepository>;
