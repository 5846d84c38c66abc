import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<
  typeof addresses.$inferInsert,
  'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'
>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every query names the owner: an address id of another user is simply not
 * found, for reading, changing and deleting alike.
 */
export function createAddressesRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(addresses.userId, userId), eq(addresses.id, id));

  /**
   * Writes that touch the default run one at a time per user (an advisory
   * lock), so two "make default" requests cannot both clear and set; the
   * partial unique index backs this up.
   */
  async function perUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'addresses:' + userId}))`);
      return work(tx);
    });
  }

  async function clearDefault(tx: Tx, userId: string, exceptId?: string) {
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.isDefault, true),
          exceptId ? ne(addresses.id, exceptId) : undefined,
        ),
      );
  }

  return {
    async list(
      userId: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AddressRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId)),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db.select().from(addresses).where(owned(userId, id));
      return row;
    },

    async findDefault(userId: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      return row;
    },

    /** The first address a user saves is their default, whatever they asked. */
    insert(userId: string, values: AddressValues, makeDefault: boolean): Promise<AddressRow> {
      return perUser(userId, async (tx) => {
        const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        const isDefault = makeDefault || (existing?.n ?? 0) === 0;
        if (isDefault) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(addresses)
          .values({ ...values, userId, isDefault })
          .returning();
        return row!;
      });
    },

    /** Changes an owned address; `makeDefault` false leaves its default state as it was. */
    update(userId: string, id: string, values: AddressValues, makeDefault: boolean): Promise<AddressRow | undefined> {
      return perUser(userId, async (tx) => {
        if (makeDefault) await clearDefault(tx, userId, id);
        const [row] = await tx
          .update(addresses)
          .set({ ...values, ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
          .where(owned(userId, id))
          .returning();
        return row;
      });
    },

    setDefault(userId: string, id: string): Promise<AddressRow | undefined> {
      return perUser(userId, async (tx) => {
        const [target] = await tx.select({ id: addresses.id }).from(addresses).where(owned(userId, id));
        if (!target) return undefined;
        await clearDefault(tx, userId, id);
        const [row] = await tx
          .update(addresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(owned(userId, id))
          .returning();
        return row;
      });
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id });
      return rows.length === 1;
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
