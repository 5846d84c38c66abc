import { sql, type SQL } from 'drizzle-orm';
import type { QuestionFilter } from '@bedesten/core/schemas/questions';
import type { Db } from '../../db/client.ts';
import { VISIBLE_PRODUCT } from '../listing/visibility.sql.ts';

/** A question with what it was asked about and who asked, as every list and use case reads it. */
export interface QuestionRow extends Record<string, unknown> {
  id: string;
  product_id: string;
  store_id: string;
  user_id: string;
  question: string;
  answer: string | null;
  answered_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  created_at: Date | string;
  asker_name: string;
  asker_language: string;
  product_name_en: string;
  product_name_tr: string | null;
  product_slug: string;
  store_title: string;
  store_slug: string;
  store_owner_id: string | null;
  owner_language: string | null;
}

/** A product anyone may ask about, with its store's owner (who is told). */
export interface AskableProduct extends Record<string, unknown> {
  id: string;
  store_id: string;
  store_owner_id: string | null;
  store_slug: string;
  slug: string;
}

export interface Page {
  offset: number;
  limit: number;
}

const SELECT = sql`
  select q.id, q.product_id, q.store_id, q.user_id, q.question, q.answer, q.answered_at, q.hidden_at,
    q.hidden_reason, q.created_at, u.name as asker_name, u.language as asker_language,
    p.name_en as product_name_en, p.name_tr as product_name_tr, p.slug as product_slug,
    s.title as store_title, s.slug as store_slug, s.owner_id as store_owner_id, o.language as owner_language
  from product_questions q
  join users u on u.id = q.user_id
  join products p on p.id = q.product_id
  join stores s on s.id = q.store_id
  left join users o on o.id = s.owner_id`;

/**
 * Newest first everywhere, the product page included: a question just asked
 * shows at the top of page one, where its asker looks for it.
 */
const NEWEST = sql`order by q.created_at desc, q.id`;

const filterOf = (filter: QuestionFilter): SQL =>
  filter === 'answered' ? sql`q.answer is not null` : filter === 'unanswered' ? sql`q.answer is null` : sql`true`;

/**
 * Product questions. Every read names whose questions it wants: a visible
 * product's visible ones, one store's, one asker's, or (staff) all; so
 * another store's or another person's question is simply not found.
 */
export function createQuestionsRepository(db: Db) {
  async function page(where: SQL, order: SQL, { offset, limit }: Page) {
    const [list, counted] = await Promise.all([
      db.execute<QuestionRow>(sql`${SELECT} where ${where} ${order} limit ${limit} offset ${offset}`),
      db.execute<{ total: number }>(sql`
        select count(*)::int as total from product_questions q where ${where}`),
    ]);
    return { rows: list.rows, total: counted.rows[0]?.total ?? 0 };
  }

  async function findOne(where: SQL): Promise<QuestionRow | undefined> {
    const { rows } = await db.execute<QuestionRow>(sql`${SELECT} where ${where} limit 1`);
    return rows[0];
  }

  return {
    /** A product customers may see (approved, active, of a visible store); else undefined. */
    async askableProduct(productId: string): Promise<AskableProduct | undefined> {
      const { rows } = await db.execute<AskableProduct>(sql`
        select p.id, p.store_id, s.owner_id as store_owner_id, s.slug as store_slug, p.slug
        from products p join stores s on s.id = p.store_id
        where p.id = ${productId}::uuid and ${VISIBLE_PRODUCT}
        limit 1`);
      return rows[0];
    },

    listVisible(productId: string, range: Page) {
      return page(sql`q.product_id = ${productId}::uuid and q.hidden_at is null`, NEWEST, range);
    },

    /**
     * Adds the question unless this person already asked the same about this
     * product (the same words, whatever the case and spacing): then undefined.
     * One person's asks about one product run one at a time (a transaction
     * lock on the pair), so a double click or two tabs cannot post it twice.
     */
    async add(values: { productId: string; storeId: string; userId: string; question: string }) {
      const id = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('product_questions'), hashtext(${values.userId} || ${values.productId}))`,
        );
        const { rows } = await tx.execute<{ id: string }>(sql`
          insert into product_questions (product_id, store_id, user_id, question)
          select ${values.productId}::uuid, ${values.storeId}::uuid, ${values.userId}::uuid, ${values.question}
          where not exists (
            select 1 from product_questions d
            where d.user_id = ${values.userId}::uuid and d.product_id = ${values.productId}::uuid
              and lower(regexp_replace(btrim(d.question), '[[:space:]]+', ' ', 'g'))
                = lower(regexp_replace(btrim(${values.question}), '[[:space:]]+', ' ', 'g')))
          returning id`);
        return rows[0]?.id;
      });
      return id === undefined ? undefined : (await findOne(sql`q.id = ${id}::uuid`))!;
    },

    /** The store's questions that staff did not hide. */
    listForStore(storeId: string, filter: QuestionFilter, range: Page) {
      return page(sql`q.store_id = ${storeId}::uuid and q.hidden_at is null and ${filterOf(filter)}`, NEWEST, range);
    },

    async unansweredCount(storeId: string): Promise<number> {
      const { rows } = await db.execute<{ total: number }>(sql`
        select count(*)::int as total from product_questions q
        where q.store_id = ${storeId}::uuid and q.hidden_at is null and q.answer is null`);
      return rows[0]?.total ?? 0;
    },

    /**
     * Sets (or replaces) the store's answer to one of its own visible
     * questions; undefined when it is not the store's. `first` says whether
     * it had no answer before, so only a new answer is announced.
     */
    async answer(storeId: string, questionId: string, answer: string, answeredBy: string) {
      const { rows } = await db.execute<{ id: string; first: boolean }>(sql`
        update product_questions q set answer = ${answer}, answered_by = ${answeredBy}::uuid,
          answered_at = case when q.answer is null then now() else q.answered_at end
        from (select id, answer is null as first from product_questions
              where id = ${questionId}::uuid and store_id = ${storeId}::uuid and hidden_at is null
              for update) before
        where q.id = before.id
        returning q.id, before.first`);
      const updated = rows[0];
      if (!updated) return undefined;
      const row = (await findOne(sql`q.id = ${updated.id}::uuid`))!;
      return { row, first: updated.first };
    },

    listForUser(userId: string, range: Page) {
      return page(sql`q.user_id = ${userId}::uuid`, NEWEST, range);
    },

    listAll(hidden: boolean | undefined, range: Page) {
      const where = hidden === undefined ? sql`true` : hidden ? sql`q.hidden_at is not null` : sql`q.hidden_at is null`;
      return page(where, NEWEST, range);
    },

    /** Hides a question (or changes the reason of a hidden one); `wasVisible` says whether it just left the lists. */
    async hide(questionId: string, reason: string) {
      const { rows } = await db.execute<{ id: string; was_visible: boolean }>(sql`
        update product_questions q set hidden_at = coalesce(q.hidden_at, now()), hidden_reason = ${reason}
        from (select id, hidden_at is null as was_visible from product_questions
              where id = ${questionId}::uuid for update) before
        where q.id = before.id
        returning q.id, before.was_visible`);
      const updated = rows[0];
      if (!updated) return undefined;
      return { row: (await findOne(sql`q.id = ${updated.id}::uuid`))!, wasVisible: updated.was_visible };
    },

    async unhide(questionId: string) {
      const { rows } = await db.execute<{ id: string }>(sql`
        update product_questions set hidden_at = null, hidden_reason = null
        where id = ${questionId}::uuid returning id`);
      return rows[0] ? findOne(sql`q.id = ${rows[0].id}::uuid`) : undefined;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
