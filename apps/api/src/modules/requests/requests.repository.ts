import { sql, type SQL } from 'drizzle-orm';
import type { BroadcastRequestStatus } from '@bedesten/core/requests/request-status';
import type { Db } from '../../db/client.ts';
import type { ShoppingListLine } from '../../db/schema/requests.ts';
import { VISIBLE_STORE } from '../listing/visibility.sql.ts';

/** A request with its category's names and its owner, as every list and use case reads it. */
export interface RequestRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  title: string;
  description: string;
  category_id: string;
  category_name_en: string;
  category_name_tr: string;
  location: string;
  lat: number;
  lng: number;
  shopping_list: ShoppingListLine[];
  budget_amount: number | null;
  budget_currency: string | null;
  date_needed: string;
  photos: string[];
  voice_note_url: string | null;
  voice_note_seconds: number | null;
  closes_at: Date | string;
  status: BroadcastRequestStatus;
  rejection_reason: string | null;
  approved_at: Date | string | null;
  closed_at: Date | string | null;
  reply_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  requester_name: string;
}

/** A shop's reply to a request, as its owner's page lists it. */
export interface ReplyRow extends Record<string, unknown> {
  store_id: string;
  store_title: string;
  store_slug: string | null;
  store_image_url: string | null;
  replied_at: Date | string;
  conversation_id: string | null;
  message: string | null;
}

export interface VendorRequestRow extends RequestRow {
  distance_m: number;
  replied: boolean;
}

export interface RequestValues {
  title: string;
  description: string;
  categoryId: string;
  location: string;
  lat: number;
  lng: number;
  shoppingList: ShoppingListLine[];
  budgetAmount: number | null;
  budgetCurrency: string | null;
  dateNeeded: string;
  photos: string[];
  voiceNoteUrl: string | null;
  voiceNoteSeconds: number | null;
  closesAt: Date;
}

export interface Page {
  offset: number;
  limit: number;
}

const COLUMNS = sql`r.id, r.user_id, r.title, r.description, r.category_id, c.name_en as category_name_en,
  c.name_tr as category_name_tr, r.location, r.lat, r.lng, r.shopping_list, r.budget_amount, r.budget_currency,
  r.date_needed::text as date_needed, r.photos, r.voice_note_url, r.voice_note_seconds, r.closes_at, r.status,
  r.rejection_reason, r.approved_at, r.closed_at, r.reply_count, r.created_at, r.updated_at, u.name as requester_name`;

const FROM = sql`from broadcast_requests r
  join categories c on c.id = r.category_id
  join users u on u.id = r.user_id`;

/** Open: not closed by its owner or staff, and its close date still ahead (the sweep may not have run yet). */
const OPEN = sql`r.status <> 'closed' and r.closes_at > now()`;

/** A status filter as readers see it: past its close date a request is closed, whatever its column says. */
function statusFilter(status: BroadcastRequestStatus | undefined): SQL {
  if (!status) return sql`true`;
  if (status === 'closed') return sql`(r.status = 'closed' or r.closes_at <= now())`;
  return sql`(r.status = ${status} and r.closes_at > now())`;
}

/** A store that may answer requests: approved, active, placed on the map and in a business category. */
const MATCHING = sql`r.status = 'approved' and r.deleted_at is null and r.closes_at > now()
  and s.is_approved and s.is_active and s.deleted_at is null
  and s.lat is not null and s.lng is not null and r.category_id = s.category_id
  and r.user_id is distinct from s.owner_id
  and earth_box(ll_to_earth(s.lat, s.lng), s.delivery_max_distance_km * 1000.0) @> ll_to_earth(r.lat, r.lng)
  and earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(r.lat, r.lng)) <= s.delivery_max_distance_km * 1000.0`;

/**
 * Broadcast requests and the stores that replied to them. Every read names
 * whose requests it wants (one owner's, one store's matches, or staff's
 * all), so another person's request is simply not found.
 */
export function createRequestsRepository(db: Db) {
  async function page(where: SQL, order: SQL, { offset, limit }: Page) {
    const [list, counted] = await Promise.all([
      db.execute<RequestRow>(sql`select ${COLUMNS} ${FROM} where ${where} ${order} limit ${limit} offset ${offset}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from broadcast_requests r where ${where}`),
    ]);
    return { rows: list.rows, total: counted.rows[0]?.total ?? 0 };
  }

  async function findOne(where: SQL): Promise<RequestRow | undefined> {
    const { rows } = await db.execute<RequestRow>(sql`select ${COLUMNS} ${FROM} where ${where} limit 1`);
    return rows[0];
  }

  const NEWEST = sql`order by r.created_at desc, r.id`;

  return {
    async activeCategory(id: string): Promise<boolean> {
      const { rows } = await db.execute(sql`select 1 from categories where id = ${id}::uuid and is_active`);
      return rows.length > 0;
    },

    /**
     * Adds a pending request unless its owner created `perHour` in the last
     * hour (deleted ones count): undefined then. The owner's rows are locked
     * for the count, so two at once cannot both pass the limit.
     */
    async create(userId: string, language: string, values: RequestValues, perHour: number) {
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('broadcast_requests:' || ${userId}))`);
        const { rows } = await tx.execute<{ total: number }>(sql`
          select count(*)::int as total from broadcast_requests
          where user_id = ${userId}::uuid and created_at > now() - interval '1 hour'`);
        if ((rows[0]?.total ?? 0) >= perHour) return undefined;
        const inserted = await tx.execute<{ id: string }>(sql`
          insert into broadcast_requests (user_id, language, title, description, category_id, location, lat, lng,
            shopping_list, budget_amount, budget_currency, date_needed, photos, voice_note_url, voice_note_seconds,
            closes_at)
          values (${userId}::uuid, ${language}, ${values.title}, ${values.description}, ${values.categoryId}::uuid,
            ${values.location}, ${values.lat}, ${values.lng}, ${JSON.stringify(values.shoppingList)}::jsonb,
            ${values.budgetAmount}, ${values.budgetCurrency}, ${values.dateNeeded}::date,
            ${sql.param(values.photos)}::text[], ${values.voiceNoteUrl}, ${values.voiceNoteSeconds}, ${values.closesAt})
          returning id`);
        return inserted.rows[0]!.id;
      });
      return id ? findOne(sql`r.id = ${id}::uuid`) : undefined;
    },

    findOwn(userId: string, id: string) {
      return findOne(sql`r.id = ${id}::uuid and r.user_id = ${userId}::uuid and r.deleted_at is null`);
    },

    /**
     * The shops that replied to one of the person's requests, first reply first: the store, its
     * conversation with the person and the first text message in it that quoted this request.
     */
    async listReplies(userId: string, requestId: string): Promise<ReplyRow[]> {
      const { rows } = await db.execute<ReplyRow>(sql`
        select x.store_id, s.title as store_title, s.image_url as store_image_url,
          case when ${VISIBLE_STORE} then s.slug end as store_slug,
          x.first_replied_at as replied_at, cv.id as conversation_id,
          (select m.body from chat_messages m
            where m.conversation_id = cv.id and m.sender_side = 'vendor' and m.kind = 'text'
              and m.quote ->> 'id' = r.id::text
            order by m.created_at, m.id limit 1) as message
        from broadcast_requests r
        join broadcast_request_replies x on x.request_id = r.id
        join stores s on s.id = x.store_id
        left join chat_conversations cv on cv.customer_id = r.user_id and cv.store_id = x.store_id
        where r.id = ${requestId}::uuid and r.user_id = ${userId}::uuid and r.deleted_at is null
        order by x.first_replied_at, x.id`);
      return rows;
    },

    listOwn(userId: string, status: BroadcastRequestStatus | undefined, range: Page) {
      return page(sql`r.user_id = ${userId}::uuid and r.deleted_at is null and ${statusFilter(status)}`, NEWEST, range);
    },

    /** Replaces an open request's fields and sends it back to staff; undefined when it is not open (any more). */
    async update(userId: string, id: string, values: RequestValues) {
      const { rows } = await db.execute<{ id: string }>(sql`
        update broadcast_requests r set title = ${values.title}, description = ${values.description},
          category_id = ${values.categoryId}::uuid, location = ${values.location}, lat = ${values.lat},
          lng = ${values.lng}, shopping_list = ${JSON.stringify(values.shoppingList)}::jsonb,
          budget_amount = ${values.budgetAmount}, budget_currency = ${values.budgetCurrency},
          date_needed = ${values.dateNeeded}::date, photos = ${sql.param(values.photos)}::text[],
          voice_note_url = ${values.voiceNoteUrl}, voice_note_seconds = ${values.voiceNoteSeconds},
          closes_at = ${values.closesAt}, status = 'pending', rejection_reason = null, approved_at = null,
          approved_by = null, updated_at = now()
        where r.id = ${id}::uuid and r.user_id = ${userId}::uuid and r.deleted_at is null and ${OPEN}
        returning r.id`);
      return rows[0] ? findOne(sql`r.id = ${rows[0].id}::uuid`) : undefined;
    },

    /** Closes an open request of its owner; undefined when it was not open. */
    async close(userId: string, id: string) {
      const { rows } = await db.execute<{ id: string }>(sql`
        update broadcast_requests r set status = 'closed', closed_at = now(), updated_at = now()
        where r.id = ${id}::uuid and r.user_id = ${userId}::uuid and r.deleted_at is null and ${OPEN}
        returning r.id`);
      return rows[0] ? findOne(sql`r.id = ${rows[0].id}::uuid`) : undefined;
    },

    /** Deletes (keeps for the hourly limit and chats that quote it, out of every list) one of its owner's requests. */
    async softDelete(userId: string, id: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        update broadcast_requests set deleted_at = now(), status = 'closed',
          closed_at = coalesce(closed_at, now()), updated_at = now()
        where id = ${id}::uuid and user_id = ${userId}::uuid and deleted_at is null
        returning id`);
      return rows.length > 0;
    },

    /** Open approved requests this store matches, newest approval first, with distance and whether it replied. */
    async listForStore(storeId: string, range: Page) {
      const matches = sql`from broadcast_requests r join stores s on s.id = ${storeId}::uuid where ${MATCHING}`;
      const [list, counted] = await Promise.all([
        db.execute<VendorRequestRow>(sql`
          select ${COLUMNS},
            earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(r.lat, r.lng)) as distance_m,
            exists(select 1 from broadcast_request_replies x where x.request_id = r.id and x.store_id = s.id) as replied
          from broadcast_requests r
          join stores s on s.id = ${storeId}::uuid
          join categories c on c.id = r.category_id
          join users u on u.id = r.user_id
          where ${MATCHING}
          order by r.approved_at desc nulls last, r.created_at desc, r.id
          limit ${range.limit} offset ${range.offset}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total ${matches}`),
      ]);
      return { rows: list.rows, total: counted.rows[0]?.total ?? 0 };
    },

    /** The owners of the stores an approved request matches (its category, their delivery area), to tell them of it. */
    async matchingStoreOwners(requestId: string): Promise<{ owner_id: string; store_title: string }[]> {
      const { rows } = await db.execute<{ owner_id: string; store_title: string }>(sql`
        select s.owner_id, s.title as store_title
        from broadcast_requests r
        join stores s on ${MATCHING}
        where r.id = ${requestId}::uuid and s.owner_id is not null
          and not exists (select 1 from broadcast_request_replies x where x.request_id = r.id and x.store_id = s.id)`);
      return rows;
    },

    /** One request this store matches (open, approved, its category, in its delivery area), with the store's name. */
    async findForStore(storeId: string, requestId: string) {
      const { rows } = await db.execute<RequestRow & { store_title: string }>(sql`
        select ${COLUMNS}, s.title as store_title
        from broadcast_requests r
        join stores s on s.id = ${storeId}::uuid
        join categories c on c.id = r.category_id
        join users u on u.id = r.user_id
        where r.id = ${requestId}::uuid and ${MATCHING}`);
      return rows[0];
    },

    /** Records that the store replied (once per request and store); `first` says whether this was its first reply. */
    async recordReply(requestId: string, storeId: string): Promise<{ first: boolean }> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute(sql`
          insert into broadcast_request_replies (request_id, store_id)
          values (${requestId}::uuid, ${storeId}::uuid)
          on conflict (request_id, store_id) do nothing
          returning id`);
        if (rows.length === 0) return { first: false };
        await tx.execute(sql`
          update broadcast_requests set reply_count = reply_count + 1 where id = ${requestId}::uuid`);
        return { first: true };
      });
    },

    /** The title of a request the store replied to (what a chat message may quote), or undefined. */
    async repliedRequestTitle(requestId: string, storeId: string): Promise<string | undefined> {
      const { rows } = await db.execute<{ title: string }>(sql`
        select r.title from broadcast_requests r
        join broadcast_request_replies p on p.request_id = r.id and p.store_id = ${storeId}::uuid
        where r.id = ${requestId}::uuid and r.deleted_at is null`);
      return rows[0]?.title;
    },

    listAll(status: BroadcastRequestStatus | undefined, range: Page) {
      // The queue reads oldest first (first come, first served); other states newest first.
      const order = status === 'pending' ? sql`order by r.updated_at asc, r.id` : NEWEST;
      return page(sql`r.deleted_at is null and ${statusFilter(status)}`, order, range);
    },

    findAny(id: string) {
      return findOne(sql`r.id = ${id}::uuid and r.deleted_at is null`);
    },

    /** Approves or rejects a request that still waits and has not passed its close date; undefined otherwise. */
    async decide(id: string, to: 'approved' | 'rejected', staffId: string, reason: string | null) {
      const { rows } = await db.execute<{ id: string }>(sql`
        update broadcast_requests r set status = ${to}::broadcast_request_status,
          rejection_reason = ${reason},
          approved_at = ${to === 'approved' ? sql`now()` : sql`null`},
          approved_by = ${to === 'approved' ? sql`${staffId}::uuid` : sql`null`},
          updated_at = now()
        where r.id = ${id}::uuid and r.deleted_at is null and r.status = 'pending' and r.closes_at > now()
        returning r.id`);
      return rows[0] ? findOne(sql`r.id = ${rows[0].id}::uuid`) : undefined;
    },

    /** Marks requests past their close date closed (they already read closed); answers how many. */
    async sweepClosed(): Promise<number> {
      const { rows } = await db.execute(sql`
        update broadcast_requests set status = 'closed', closed_at = closes_at, updated_at = now()
        where status <> 'closed' and closes_at <= now()
        returning id`);
      return rows.length;
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
