import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { chatConversations, chatMessages } from '../schema/chat.ts';
import { users } from '../schema/identity.ts';
import { stores } from '../schema/stores.ts';
import { seedDemoData } from './demo.ts';
import { demoTestDataDir } from './demo-test-dir.ts';

const dataDir = demoTestDataDir();

describe('demo chat', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, dataDir);
  });
  afterAll(() => database.close());

  it('gives the demo customer and the demo vendor conversations in both languages, some unread, once', async () => {
    const [vendor] = await database.db.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@demo.bedesten.cy'));
    const [store] = await database.db.select().from(stores).where(eq(stores.ownerId, vendor!.id));
    const theirs = await database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.customerId, customer!.id));
    expect(theirs).toHaveLength(2);
    const ofStore = await database.db.select().from(chatConversations).where(eq(chatConversations.storeId, store!.id));
    expect(ofStore.length).toBeGreaterThanOrEqual(2);
    for (const conversation of [...theirs, ...ofStore]) expect(conversation.lastMessageId).not.toBeNull();

    const messages = await database.db.select().from(chatMessages);
    expect(messages.some((m) => /[ğışçöü]/.test(m.body ?? ''))).toBe(true);
    expect(messages.some((m) => m.body?.startsWith('Hello!'))).toBe(true);
    expect(messages.some((m) => m.readAt === null && m.senderSide === 'customer')).toBe(true);

    await seedDemoData(database, dataDir);
    const [after] = await database.db.select({ n: sql<number>`count(*)::int` }).from(chatMessages);
    expect(after!.n).toBe(messages.length);
  });
});
