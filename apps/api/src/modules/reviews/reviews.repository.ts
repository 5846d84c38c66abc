import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { VISIBLE_PRODUCT, VISIBLE_STORE } from '../listing/visibility.sql.ts';
import { lockProduct, lockStore, recomputeProductRating, recomputeStoreRating } from './rating-averages.sql.ts';

/** A review with what lists show beside it (author, store, product) and who to tell about it. */
export interface ReviewRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  store_id: string;
  product_id: string | null;
  order_id: string | null;
  rating: number;
  title: string;
  body: string;
  language: string;
  reply: string | null;
  replied_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_name: string;
  author_language: string;
  store_title: string;
  store_slug: string;
  store_owner_id: string | null;
  owner_language: string | null;
  product_name_en: string | null;
  product_name_tr: string | null;
  product_slug: string | null;
}

export interface StarCountRow extends Record<string, unknown> {
  rating: number;
  n: number;
}

export interface OrderForReviewRow extends Record<string, unknown> {
  id: string;
  store_id: string;
  status: string;
  store_title: string;
  /** A vendor may shop elsewhere and review it, never their own store. */
  store_owner_id: string | null;
}

export interface OrderProductRow extends Record<string, unknown> {
  product_id: string;
  name_en: string;
  name_tr: string | null;
  image_url: string | null;
}

/** What a list of reviews is filtered by. */
export type ReviewScope =
  | { kind: 'store'; storeId: string }
  | { kind: 'product'; productId: string }
  | { kind: 'vendor'; storeId: string; productId?: string | undefined }
  | { kind: 'author'; userId: string }
  | { kind: 'staff'; hidden?: boolean | undefined };

export interface Page {
  offset: number;
  limit: number;
}

export interface NewReview {
  userId: string;
  storeId: string;
  productId: string | null;
  orderId: string;
  rating: number;
  title: string;
  body: string;
  language: string;
}

export interface ReviewChange {
  rating: number;
  title: string;
  body: string;
  language: string;
}

const SELECT_REVIEW = sql`
  select r.id, r.user_id, r.store_id, r.product_id, r.order_id, r.rating, r.title, r.body, r.language,
    r.reply, r.replied_at, r.hidden_at, r.hidden_reason, r.created_at, r.updated_at,
    u.name as author_name, u.language as author_language,
    s.title as store_title, s.slug as store_slug, s.owner_id as store_owner_id, o.language as owner_language,
    p.name_en as product_name_en, p.name_tr as product_name_tr, p.slug as product_slug
  from reviews r
  join users u on u.id = r.user_id
  join stores s on s.id = r.store_id
  left join users o on o.id = s.owner_id
  left join products p on p.id = r.product_id`;

/** Public lists show visible reviews only; authors and staff see hidden ones too (a hidden one stays theirs). */
function scopeWhere(scope: ReviewScope): SQL {
  switch (scope.kind) {
    case 'store':
      return sql`r.store_id = ${scope.storeId} and r.product_id is null and r.hidden_at is null`;
    case 'product':
      return sql`r.product_id = ${scope.productId} and r.hidden_at is null`;
    case 'vendor':
      return scope.productId
        ? sql`r.store_id = ${scope.storeId} and r.product_id = ${scope.productId}`
        : sql`r.store_id = ${scope.storeId}`;
    case 'author':
      return sql`r.user_id = ${scope.userId}`;
    case 'staff':
      return scope.hidden === undefined
        ? sql`true`
        : scope.hidden
          ? sql`r.hidden_at is not null`
          : sql`r.hidden_at is null`;
  }
}

/** Locks the row whose average a review counts toward, then (after the change) recomputes it. */
async function underLock<T>(tx: Tx, target: { storeId: string; productId: string | null }, change: () => Promise<T>) {
  await tx.execute(target.productId ? lockProduct(target.productId) : lockStore(target.storeId));
  const result = await change();
  await tx.execute(target.productId ? recomputeProductRating(target.productId) : recomputeStoreRating(target.storeId));
  return result;
}

/**
 * Reviews and the averages they make. Every write runs in one transaction
 * with the lock of the store (store reviews) or product (product reviews)
 * and the recomputation of its average, so concurrent writes cannot drift.
 */
export function createReviewsRepository(db: Db) {
  async function findIn(executor: Db | Tx, id: string): Promise<ReviewRow | undefined> {
    const { rows } = await executor.execute<ReviewRow>(sql`${SELECT_REVIEW} where r.id = ${id}`);
    return rows[0];
  }

  return {
    find: (id: string) => findIn(db, id),

    async list(scope: ReviewScope, page: Page): Promise<{ rows: ReviewRow[]; total: number }> {
      const where = scopeWhere(scope);
      const [list, count] = await Promise.all([
        db.execute<ReviewRow>(
          sql`${SELECT_REVIEW} where ${where} order by r.created_at desc, r.id limit ${page.limit} offset ${page.offset}`,
        ),
        db.execute<{ n: number }>(sql`select count(*)::int as n from reviews r where ${where}`),
      ]);
      return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** Visible reviews per star: of a store (its store-level reviews) or of a product. */
    async starCounts(target: { storeId: string } | { productId: string }): Promise<StarCountRow[]> {
      const where =
        'productId' in target
          ? sql`product_id = ${target.productId}`
          : sql`store_id = ${target.storeId} and product_id is null`;
      const { rows } = await db.execute<StarCountRow>(
        sql`select rating, count(*)::int as n from reviews where ${where} and hidden_at is null group by rating`,
      );
      return rows;
    },

    async isVisibleStore(storeId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from stores s where s.id = ${storeId} and ${VISIBLE_STORE}`);
      return rows.length > 0;
    },

    async isVisibleProduct(productId: string): Promise<boolean> {
      const { rows } = await db.execute(
        sql`select 1 from products p join stores s on s.id = p.store_id where p.id = ${productId} and ${VISIBLE_PRODUCT}`,
      );
      return rows.length > 0;
    },

    async isProductOfStore(productId: string, storeId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from products where id = ${productId} and store_id = ${storeId}`);
      return rows.length > 0;
    },

    /** The caller's own order (another person's is undefined), with its store. */
    async findOwnOrder(userId: string, orderId: string): Promise<OrderForReviewRow | undefined> {
      const { rows } = await db.execute<OrderForReviewRow>(sql`
        select o.id, o.store_id, o.status, s.title as store_title, s.owner_id as store_owner_id
        from orders o join stores s on s.id = o.store_id
        where o.id = ${orderId} and o.user_id = ${userId}`);
      return rows[0];
    },

    /** The distinct products of an order that still exist, by name. */
    async orderProducts(orderId: string): Promise<OrderProductRow[]> {
      const { rows } = await db.execute<OrderProductRow>(sql`
        select p.id as product_id, p.name_en, p.name_tr, coalesce(min(i.image_url), p.images[1]) as image_url
        from order_items i join products p on p.id = i.product_id
        where i.order_id = ${orderId}
        group by p.id
        order by p.name_en, p.id`);
      return rows;
    },

    /** What this person has written about a store and its products. */
    async authorReviewsOfStore(userId: string, storeId: string): Promise<ReviewRow[]> {
      const { rows } = await db.execute<ReviewRow>(
        sql`${SELECT_REVIEW} where r.user_id = ${userId} and r.store_id = ${storeId}`,
      );
      return rows;
    },

    /** A new review, or 'exists' when this person already reviewed the store (or product). */
    async create(input: NewReview): Promise<ReviewRow | 'exists'> {
      return db.transaction(async (tx) => {
        const id = await underLock(tx, input, async () => {
          const same = input.productId
            ? sql`product_id = ${input.productId}`
            : sql`store_id = ${input.storeId} and product_id is null`;
          const { rows: existing } = await tx.execute(
            sql`select 1 from reviews where user_id = ${input.userId} and ${same}`,
          );
          if (existing.length > 0) return null;
          const { rows } = await tx.execute<{ id: string }>(sql`
            insert into reviews (user_id, store_id, product_id, order_id, rating, title, body, language)
            values (${input.userId}, ${input.storeId}, ${input.productId}, ${input.orderId}, ${input.rating},
              ${input.title}, ${input.body}, ${input.language})
            returning id`);
          return rows[0]!.id;
        });
        return id ? (await findIn(tx, id))! : 'exists';
      });
    },

    /** The author's change to their own review; undefined when it is not theirs. */
    async update(userId: string, id: string, change: ReviewChange): Promise<ReviewRow | undefined> {
      return db.transaction(async (tx) => {
        const own = await findIn(tx, id);
        if (!own || own.user_id !== userId) return undefined;
        await underLock(tx, { storeId: own.store_id, productId: own.product_id }, () =>
          tx.execute(sql`
            update reviews set rating = ${change.rating}, title = ${change.title}, body = ${change.body},
              language = ${change.language}, updated_at = now()
            where id = ${id}`),
        );
        return findIn(tx, id);
      });
    },

    /** Deletes the author's own review; false when it is not theirs (or already gone). */
    async remove(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const own = await findIn(tx, id);
        if (!own || own.user_id !== userId) return false;
        const { rows } = await underLock(tx, { storeId: own.store_id, productId: own.product_id }, () =>
          tx.execute(sql`delete from reviews where id = ${id} and user_id = ${userId} returning id`),
        );
        return rows.length > 0;
      });
    },

    /** The store's one reply: undefined when the review is not of this store, 'exists' when it has one. */
    async reply(storeId: string, id: string, text: string): Promise<ReviewRow | 'exists' | undefined> {
      const { rows } = await db.execute<{ id: string }>(sql`
        update reviews set reply = ${text}, replied_at = now()
        where id = ${id} and store_id = ${storeId} and reply is null
        returning id`);
      if (rows[0]) return findIn(db, id);
      const found = await findIn(db, id);
      return found && found.store_id === storeId ? 'exists' : undefined;
    },

    /**
     * Staff hide (with a reason) or show again; undefined when there is no such
     * review. `wasHidden` is read under the lock, so of two staff hiding at once
     * only one sees it visible (and only one notice goes out).
     */
    async setHidden(
      id: string,
      hidden: { reason: string; by: string } | null,
    ): Promise<{ row: ReviewRow; wasHidden: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const found = await findIn(tx, id);
        if (!found) return undefined;
        // The store or product first, then the review: the order every writer locks in.
        const before = await underLock(tx, { storeId: found.store_id, productId: found.product_id }, async () => {
          const { rows } = await tx.execute<{ hidden: boolean }>(
            sql`select hidden_at is not null as hidden from reviews where id = ${id} for update`,
          );
          await tx.execute(
            hidden
              ? sql`update reviews set hidden_at = coalesce(hidden_at, now()), hidden_reason = ${hidden.reason},
                  hidden_by = ${hidden.by} where id = ${id}`
              : sql`update reviews set hidden_at = null, hidden_reason = null, hidden_by = null where id = ${id}`,
          );
          return rows[0];
        });
        const row = await findIn(tx, id);
        return before && row ? { row, wasHidden: before.hidden } : undefined;
      });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
