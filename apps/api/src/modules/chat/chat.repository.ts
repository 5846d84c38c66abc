import { sql, type SQL } from 'drizzle-orm';
import type { ChatQuote, ChatSide } from '@bedesten/core/schemas/chat';
import type { Db } from '../../db/client.ts';
import { VISIBLE_STORE } from '../listing/visibility.sql.ts';

type Timestamp = Date | string;

/** A conversation with both parties and its last message, as every view and use case reads it. */
export interface ConversationRow extends Record<string, unknown> {
  id: string;
  customer_id: string;
  store_id: string;
  last_message_at: Timestamp;
  last_message_id: string | null;
  customer_last_read_at: Timestamp | null;
  vendor_last_read_at: Timestamp | null;
  blocked_by: ChatSide | null;
  blocked_at: Timestamp | null;
  reported_at: Timestamp | null;
  reported_by: string | null;
  report_reason: string | null;
  created_at: Timestamp;
  store_title: string;
  store_slug: string;
  store_image_url: string | null;
  store_owner_id: string | null;
  customer_name: string;
  customer_image_url: string | null;
  last_kind: 'text' | 'image' | 'voice' | null;
  last_body: string | null;
  last_sender_side: ChatSide | null;
  last_created_at: Timestamp | null;
  /** Messages of the vendor the customer has not read, and the other way round. */
  unread_customer: number;
  unread_vendor: number;
}

export interface MessageRow extends Record<string, unknown> {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  sender_side: ChatSide;
  kind: 'text' | 'image' | 'voice';
  body: string | null;
  attachment_url: string | null;
  voice_seconds: number | null;
  quote: ChatQuote | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
  read_at: Timestamp | null;
}

/** A store someone may open a conversation with. */
export interface ChattableStore extends Record<string, unknown> {
  id: string;
  owner_id: string;
}

export interface ReportRow extends Record<string, unknown> {
  id: string;
  store_id: string;
  store_title: string;
  customer_name: string;
  customer_id: string;
  store_owner_id: string | null;
  reported_at: Timestamp;
  reported_by: string | null;
  report_reason: string | null;
  blocked_by: ChatSide | null;
  message_count: number;
}

export interface Page {
  offset: number;
  limit: number;
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  senderSide: ChatSide;
  kind: 'text' | 'image' | 'voice';
  body: string | null;
  attachmentUrl: string | null;
  voiceSeconds: number | null;
  quote: ChatQuote | null;
}

const SELECT = sql`
  select c.id, c.customer_id, c.store_id, c.last_message_at, c.last_message_id, c.customer_last_read_at,
    c.vendor_last_read_at, c.blocked_by, c.blocked_at, c.reported_at, c.reported_by, c.report_reason, c.created_at,
    s.title as store_title, s.slug as store_slug, s.image_url as store_image_url, s.owner_id as store_owner_id,
    cu.name as customer_name, cu.image_url as customer_image_url,
    m.kind as last_kind, m.body as last_body, m.sender_side as last_sender_side, m.created_at as last_created_at,
    (select count(*)::int from chat_messages u
      where u.conversation_id = c.id and u.sender_side = 'vendor' and u.read_at is null) as unread_customer,
    (select count(*)::int from chat_messages u
      where u.conversation_id = c.id and u.sender_side = 'customer' and u.read_at is null) as unread_vendor
  from chat_conversations c
  join stores s on s.id = c.store_id
  join users cu on cu.id = c.customer_id
  left join chat_messages m on m.id = c.last_message_id`;

const NEWEST_ACTIVITY = sql`order by c.last_message_at desc, c.id desc`;

/** The conversation's sides as SQL names, so a side never reaches a query as text. */
const readColumn = (side: ChatSide) => sql.raw(side === 'customer' ? 'customer_last_read_at' : 'vendor_last_read_at');
const notifiedColumn = (side: ChatSide) => sql.raw(side === 'customer' ? 'customer_notified_at' : 'vendor_notified_at');

/**
 * Conversations and messages (ADR 0034). Every read of a conversation names
 * who asks: the customer's account or the store; so a conversation of
 * someone else is simply not found. Only staff's reads go by "reported".
 */
export function createChatRepository(db: Db) {
  async function findOne(where: SQL): Promise<ConversationRow | undefined> {
    const { rows } = await db.execute<ConversationRow>(sql`${SELECT} where ${where} limit 1`);
    return rows[0];
  }

  async function page(where: SQL, { offset, limit }: Page) {
    const [list, counted] = await Promise.all([
      db.execute<ConversationRow>(sql`${SELECT} where ${where} ${NEWEST_ACTIVITY} limit ${limit} offset ${offset}`),
      db.execute<{ total: number }>(sql`select count(*)::int as total from chat_conversations c where ${where}`),
    ]);
    return { rows: list.rows, total: counted.rows[0]?.total ?? 0 };
  }

  return {
    /** A store customers may see, with the account that answers for it. */
    async chattableStore(storeId: string): Promise<ChattableStore | undefined> {
      const { rows } = await db.execute<ChattableStore>(sql`
        select s.id, s.owner_id from stores s where s.id = ${storeId}::uuid and ${VISIBLE_STORE} limit 1`);
      return rows[0];
    },

    /** The customer's conversation with the store, made on first use. */
    async openConversation(customerId: string, storeId: string) {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into chat_conversations (customer_id, store_id) values (${customerId}::uuid, ${storeId}::uuid)
        on conflict (customer_id, store_id) do nothing returning id`);
      const created = rows[0] !== undefined;
      const row = (await findOne(sql`c.customer_id = ${customerId}::uuid and c.store_id = ${storeId}::uuid`))!;
      return { row, created };
    },

    /**
     * A conversation the caller is a party of: as its customer, or as the
     * owner of its store (`storeId`, the caller's own store or null).
     */
    findForParty(conversationId: string, userId: string, storeId: string | null) {
      const asStore = storeId ? sql`or c.store_id = ${storeId}::uuid` : sql``;
      return findOne(sql`c.id = ${conversationId}::uuid and (c.customer_id = ${userId}::uuid ${asStore})`);
    },

    findReported(conversationId: string) {
      return findOne(sql`c.id = ${conversationId}::uuid and c.reported_at is not null`);
    },

    listForCustomer(customerId: string, range: Page) {
      return page(sql`c.customer_id = ${customerId}::uuid`, range);
    },

    /** The store's inbox: conversations someone wrote in (one only opened by a customer is not news yet). */
    listForStore(storeId: string, range: Page) {
      return page(sql`c.store_id = ${storeId}::uuid and c.last_message_id is not null`, range);
    },

    /** Unread messages addressed to the account as a customer, and to its store (when it has one). */
    async unreadCounts(userId: string, storeId: string | null): Promise<{ customer: number; vendor: number }> {
      const { rows } = await db.execute<{ customer: number; vendor: number }>(sql`
        select
          (select count(*)::int from chat_messages m join chat_conversations c on c.id = m.conversation_id
            where c.customer_id = ${userId}::uuid and m.sender_side = 'vendor' and m.read_at is null) as customer,
          (select count(*)::int from chat_messages m join chat_conversations c on c.id = m.conversation_id
            where c.store_id = ${storeId}::uuid and m.sender_side = 'customer' and m.read_at is null) as vendor`);
      return rows[0] ?? { customer: 0, vendor: 0 };
    },

    /**
     * Saves a message and makes it the conversation's last, unless the
     * conversation is blocked (checked under the row's lock, so a block and a
     * message cannot cross): then undefined.
     */
    async addMessage(message: NewMessage): Promise<MessageRow | undefined> {
      return db.transaction(async (tx) => {
        const { rows: locked } = await tx.execute<{ blocked_by: ChatSide | null }>(sql`
          select blocked_by from chat_conversations where id = ${message.conversationId}::uuid for update`);
        if (!locked[0] || locked[0].blocked_by !== null) return undefined;
        const { rows } = await tx.execute<MessageRow>(sql`
          insert into chat_messages
            (conversation_id, sender_id, sender_side, kind, body, attachment_url, voice_seconds, quote)
          values (${message.conversationId}::uuid, ${message.senderId}::uuid, ${message.senderSide}, ${message.kind},
            ${message.body}, ${message.attachmentUrl}, ${message.voiceSeconds},
            ${message.quote ? JSON.stringify(message.quote) : null}::jsonb)
          returning *`);
        const row = rows[0]!;
        await tx.execute(sql`
          update chat_conversations set last_message_at = ${row.created_at}, last_message_id = ${row.id}::uuid
          where id = ${message.conversationId}::uuid`);
        return row;
      });
    },

    /** One page of history, newest first, starting below `before` (a message of this conversation). */
    async history(conversationId: string, before: string | undefined, limit: number) {
      const below = before
        ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from chat_messages b
              where b.id = ${before}::uuid and b.conversation_id = ${conversationId}::uuid)`
        : sql``;
      const { rows } = await db.execute<MessageRow>(sql`
        select m.* from chat_messages m where m.conversation_id = ${conversationId}::uuid ${below}
        order by m.created_at desc nulls last, m.id desc nulls last limit ${limit + 1}`);
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },

    /**
     * Marks the message delivered if it was not and its conversation is not
     * blocked (a block hides receipts from the other side, ADR 0087); answers
     * when, or undefined when it was not marked.
     */
    async markDelivered(messageId: string): Promise<Timestamp | undefined> {
      const { rows } = await db.execute<{ delivered_at: Timestamp }>(sql`
        update chat_messages m set delivered_at = now()
        from chat_conversations c
        where m.id = ${messageId}::uuid and m.delivered_at is null
          and c.id = m.conversation_id and c.blocked_by is null
        returning m.delivered_at`);
      return rows[0]?.delivered_at;
    },

    /** Whether either side blocked the conversation now (a primary-key read, for each typing event relayed). */
    async isBlocked(conversationId: string): Promise<boolean> {
      const { rows } = await db.execute<{ blocked: boolean }>(sql`
        select blocked_by is not null as blocked from chat_conversations where id = ${conversationId}::uuid`);
      return rows[0]?.blocked ?? true;
    },

    /** The reader's side opened the conversation: the other side's messages are read (and so delivered). */
    async markRead(conversationId: string, reader: ChatSide) {
      const writer = reader === 'customer' ? 'vendor' : 'customer';
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ read_at: Timestamp; blocked: boolean }>(sql`
          update chat_conversations set ${readColumn(reader)} = now() where id = ${conversationId}::uuid
          returning ${readColumn(reader)} as read_at, blocked_by is not null as blocked`);
        const marked = await tx.execute<{ id: string }>(sql`
          update chat_messages set read_at = now(), delivered_at = coalesce(delivered_at, now())
          where conversation_id = ${conversationId}::uuid and sender_side = ${writer} and read_at is null
          returning id`);
        return { readAt: rows[0]!.read_at, count: marked.rows.length, blocked: rows[0]!.blocked };
      });
    },

    /**
     * Claims the right to tell `recipient` about new messages: yes when they
     * were never told, were told over five minutes ago, or read the
     * conversation since; the claim is one conditional update, so two
     * messages at once send one notice.
     */
    async claimNotice(conversationId: string, recipient: ChatSide): Promise<boolean> {
      const notified = notifiedColumn(recipient);
      const read = readColumn(recipient);
      const { rows } = await db.execute<{ id: string }>(sql`
        update chat_conversations set ${notified} = now()
        where id = ${conversationId}::uuid
          and (${notified} is null or ${notified} < now() - interval '5 minutes' or ${read} > ${notified})
        returning id`);
      return rows.length > 0;
    },

    /** Sets or lifts the caller's block; a block the other side set stays (answers the row either way). */
    async setBlocked(conversationId: string, side: ChatSide, blocked: boolean) {
      await db.execute(
        blocked
          ? sql`update chat_conversations set blocked_by = ${side}, blocked_at = now()
                where id = ${conversationId}::uuid and blocked_by is null`
          : sql`update chat_conversations set blocked_by = null, blocked_at = null
                where id = ${conversationId}::uuid and blocked_by = ${side}`,
      );
      return (await findOne(sql`c.id = ${conversationId}::uuid`))!;
    },

    async report(conversationId: string, reportedBy: string, reason: string) {
      await db.execute(sql`
        update chat_conversations set reported_at = now(), reported_by = ${reportedBy}::uuid, report_reason = ${reason}
        where id = ${conversationId}::uuid`);
      return (await findOne(sql`c.id = ${conversationId}::uuid`))!;
    },

    async listReports({ offset, limit }: Page) {
      const [list, counted] = await Promise.all([
        db.execute<ReportRow>(sql`
          select c.id, c.store_id, s.title as store_title, cu.name as customer_name, c.customer_id,
            s.owner_id as store_owner_id, c.reported_at, c.reported_by, c.report_reason, c.blocked_by,
            (select count(*)::int from chat_messages m where m.conversation_id = c.id) as message_count
          from chat_conversations c join stores s on s.id = c.store_id join users cu on cu.id = c.customer_id
          where c.reported_at is not null
          order by c.reported_at desc nulls last, c.id desc limit ${limit} offset ${offset}`),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from chat_conversations c where c.reported_at is not null`),
      ]);
      return { rows: list.rows, total: counted.rows[0]?.total ?? 0 };
    },

    /** Whether the account uploaded this checked picture (`/uploads/images/<id>/800.webp` is how uploads keeps it). */
    async ownsImage(ownerId: string, uploadId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from uploads where owner_id = ${ownerId}::uuid and kind = 'image'
          and url = ${`/uploads/images/${uploadId}/800.webp`} limit 1`);
      return rows.length > 0;
    },

    /** Whether the account uploaded this checked sound file (an upload whose content type is audio). */
    async ownsAudio(ownerId: string, url: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from uploads where owner_id = ${ownerId}::uuid and url = ${url} and mime like 'audio/%' limit 1`);
      return rows.length > 0;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
