import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories } from '../schema/catalogue.ts';
import { users } from '../schema/identity.ts';
import { broadcastRequests, type ShoppingListLine } from '../schema/requests.ts';
import { stores } from '../schema/stores.ts';
import { demoImageUrl } from './demo-store-catalogue.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoRequest {
  /** The business category whose first store (the demo vendor's for groceries) it is posted near. */
  category: string;
  language: 'en' | 'tr';
  title: string;
  description: string;
  shoppingList: ShoppingListLine[];
  /** Minor units; null: no budget. */
  budget: number | null;
  /** Days from the seed to the day needed, and to the close date. */
  neededInDays: number;
  closesInDays: number;
  /** North and east of the store, in thousandths of a degree (about 100 m each). */
  offset: [number, number];
  photos?: string[];
}

const DAY = 24 * 60 * 60 * 1000;

/** Who posts them: the demo customer first, then the demo orders' shoppers when they exist. */
const REQUESTERS = ['customer@demo.bedesten.cy', 'shopper1@demo.bedesten.cy', 'shopper2@demo.bedesten.cy'];

/** Open, approved requests people post here, in English and Turkish; three near the demo vendor's grocery. */
export const DEMO_REQUESTS: readonly DemoRequest[] = [
  {
    category: 'groceries',
    language: 'en',
    title: 'Village halloumi and olives for a family lunch',
    description: 'We are twelve on Sunday. Looking for fresh village halloumi, green olives and a few loaves of bread.',
    shoppingList: [
      { item: 'Village halloumi (kg)', quantity: 2 },
      { item: 'Green olives (jar)', quantity: 3 },
      { item: 'Village bread', quantity: 4 },
    ],
    budget: 6000,
    neededInDays: 4,
    closesInDays: 12,
    offset: [8, 6],
    photos: [demoImageUrl('groceries', 1)],
  },
  {
    category: 'groceries',
    language: 'tr',
    title: 'Haftalık sebze ve meyve siparişi',
    description: 'Her hafta düzenli olarak mevsim sebzesi ve meyvesi getirebilecek bir market arıyorum.',
    shoppingList: [
      { item: 'Domates (kg)', quantity: 3 },
      { item: 'Salatalık (kg)', quantity: 2 },
      { item: 'Portakal (kg)', quantity: 5 },
    ],
    budget: 3500,
    neededInDays: 2,
    closesInDays: 20,
    offset: [-12, 10],
  },
  {
    category: 'groceries',
    language: 'en',
    title: 'Gluten-free pasta and flour',
    description: 'Does any shop nearby keep gluten-free pasta and flour? I would buy every month.',
    shoppingList: [
      { item: 'Gluten-free pasta (500 g)', quantity: 6 },
      { item: 'Gluten-free flour (1 kg)', quantity: 2 },
    ],
    budget: null,
    neededInDays: 7,
    closesInDays: 25,
    offset: [5, -15],
  },
  {
    category: 'bakery',
    language: 'tr',
    title: 'Doğum günü pastası, 20 kişilik',
    description: 'Cumartesi akşamı için çikolatalı, 20 kişilik bir doğum günü pastası arıyorum; üzerine isim yazılsın.',
    shoppingList: [{ item: 'Çikolatalı pasta (20 kişilik)', quantity: 1 }],
    budget: 7500,
    neededInDays: 5,
    closesInDays: 4,
    offset: [10, 10],
  },
  {
    category: 'repairs',
    language: 'en',
    title: 'Leaking kitchen tap',
    description:
      'The kitchen tap drips all day and the cupboard under the sink is getting wet. Who can come this week?',
    shoppingList: [{ item: 'Kitchen tap repair or replacement', quantity: 1 }],
    budget: 8000,
    neededInDays: 3,
    closesInDays: 6,
    offset: [-6, -8],
  },
  {
    category: 'cleaning',
    language: 'tr',
    title: 'Taşınma sonrası ev temizliği',
    description: 'Üç odalı daireye yeni taşındık; pencereler dahil genel temizlik için bir ekip arıyoruz.',
    shoppingList: [
      { item: 'Genel temizlik (3+1 daire)', quantity: 1 },
      { item: 'Cam silme', quantity: 1 },
    ],
    budget: 12000,
    neededInDays: 6,
    closesInDays: 10,
    offset: [7, -5],
  },
  {
    category: 'flowers',
    language: 'en',
    title: 'Flowers for an anniversary',
    description: 'A bouquet of red roses with a small card, delivered to our home on Friday evening.',
    shoppingList: [{ item: 'Red roses bouquet', quantity: 1 }],
    budget: 4000,
    neededInDays: 3,
    closesInDays: 3,
    offset: [-9, 4],
  },
];

/**
 * Broadcast requests on the demo (once, under its own marker): approved by
 * the demo admin and open, each a few hundred metres from the first store of
 * its category (the demo vendor's grocery first), so the vendor panel has
 * requests to answer. The same on every install.
 */
export async function seedDemoRequests(tx: Tx, now = new Date()): Promise<{ requests: number }> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...REQUESTERS, 'admin@demo.bedesten.cy', 'vendor@demo.bedesten.cy']));
  const byEmail = new Map(people.map((p) => [p.email, p.id]));
  const requesterIds = REQUESTERS.map((email) => byEmail.get(email)).filter((id): id is string => id !== undefined);
  if (requesterIds.length === 0) return { requests: 0 };
  const vendorId = byEmail.get('vendor@demo.bedesten.cy');
  const demoVendorFirst = vendorId ? sql`(${stores.ownerId} = ${vendorId}) desc` : sql`true`;

  const rows: (typeof broadcastRequests.$inferInsert)[] = [];
  for (const [index, item] of DEMO_REQUESTS.entries()) {
    const [store] = await tx
      .select({ categoryId: stores.categoryId, city: stores.city, lat: stores.lat, lng: stores.lng })
      .from(stores)
      .innerJoin(categories, eq(categories.id, stores.categoryId))
      .where(and(eq(categories.slug, item.category), eq(stores.isApproved, true), sql`${stores.lat} is not null`))
      .orderBy(demoVendorFirst, asc(stores.createdAt), asc(stores.slug))
      .limit(1);
    if (!store?.categoryId || store.lat === null || store.lng === null) continue;
    const createdAt = new Date(now.getTime() - (DEMO_REQUESTS.length - index) * 3 * 60 * 60 * 1000);
    rows.push({
      userId: requesterIds[index % requesterIds.length]!,
      language: item.language,
      title: item.title,
      description: item.description,
      categoryId: store.categoryId,
      location: store.city,
      lat: store.lat + item.offset[0] / 1000,
      lng: store.lng + item.offset[1] / 1000,
      shoppingList: item.shoppingList,
      budgetAmount: item.budget,
      budgetCurrency: item.budget === null ? null : 'EUR',
      dateNeeded: new Date(now.getTime() + item.neededInDays * DAY).toISOString().slice(0, 10),
      photos: item.photos ?? [],
      closesAt: new Date(now.getTime() + item.closesInDays * DAY),
      status: 'approved',
      approvedAt: new Date(createdAt.getTime() + 60 * 60 * 1000),
      approvedBy: byEmail.get('admin@demo.bedesten.cy') ?? null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  if (rows.length) await tx.insert(broadcastRequests).values(rows);
  return { requests: rows.length };
}
