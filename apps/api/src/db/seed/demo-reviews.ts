import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import { NO_PLATFORM_FEE, orderTotals } from '@bedesten/core/pricing/order-totals';
import { RECOMPUTE_ALL_RATINGS } from '../../modules/reviews/rating-averages.sql.ts';
import type { Db } from '../client.ts';
import { categories } from '../schema/catalogue.ts';
import { users } from '../schema/identity.ts';
import { orderItems, orders, orderStatusEvents } from '../schema/orders.ts';
import { productVariants, products } from '../schema/products.ts';
import { reviews } from '../schema/reviews.ts';
import { stores } from '../schema/stores.ts';
import { random } from './demo-random.ts';
import { DEMO_PRODUCT_REVIEWS, DEMO_REPLIES, DEMO_STORE_REVIEWS, type DemoReviewText } from './demo-review-texts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;
/** Categories whose first stores get reviews, two stores each. */
const REVIEWED_CATEGORIES = ['groceries', 'bakery', 'restaurants', 'pharmacy', 'flowers', 'beauty'] as const;
const STORES_PER_CATEGORY = 2;

/** People who only appear as reviewers (and the buyers of the orders that earned their reviews). */
const REVIEWERS = [
  { email: 'reviewer1@demo.bedesten.cy', name: 'Hasan Arslan', mobile: '99100021', language: 'tr' },
  { email: 'reviewer2@demo.bedesten.cy', name: 'Christina Charalambous', mobile: '99100022', language: 'en' },
  { email: 'reviewer3@demo.bedesten.cy', name: 'Fatma Yıldız', mobile: '99100023', language: 'tr' },
  { email: 'reviewer4@demo.bedesten.cy', name: 'George Michael Constantinou', mobile: '99100024', language: 'en' },
  { email: 'reviewer5@demo.bedesten.cy', name: 'Selin Ertuğrul', mobile: '99100025', language: 'tr' },
  { email: 'reviewer6@demo.bedesten.cy', name: 'Sophie Turner', mobile: '99100026', language: 'en' },
] as const;

interface Reviewed {
  userId: string;
  storeId: string;
  productId: string | null;
  orderId: string;
  text: DemoReviewText;
  at: Date;
  reply: boolean;
}

/**
 * Believable reviews in English and Turkish, each earned by a delivered
 * order as the API demands (ADR 0031): on the demo vendor's store by the
 * shoppers who received orders from it (not the demo customer, who is left
 * free to rate it in a walkthrough), and on two stores of six categories by
 * demo reviewers (and twice by the demo customer, so "My reviews" has
 * something), each with a delivered order of its own from weeks ago. Some
 * low ratings carry the store's reply. The averages are then recomputed
 * from the reviews, the same way the API does after every change.
 */
export async function seedDemoReviews(tx: Tx, now = new Date()): Promise<{ reviews: number }> {
  const next = random(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const written: Reviewed[] = [];

  const [vendor] = await tx.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
  const [customer] = await tx.select().from(users).where(eq(users.email, 'customer@demo.bedesten.cy'));
  if (!vendor || !customer) return { reviews: 0 };
  const [demoStore] = await tx.select().from(stores).where(eq(stores.ownerId, vendor.id));

  // The demo vendor's store: one review of the store and one of a product per shopper with a delivered order.
  if (demoStore) {
    const delivered = await tx
      .select({ order: orders, item: orderItems })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.storeId, demoStore.id), eq(orders.status, 'delivered'), ne(orders.userId, customer.id)))
      .orderBy(asc(orders.placedAt), asc(orderItems.productName));
    const byBuyer = new Map<string, (typeof delivered)[number]>();
    for (const row of delivered) if (!byBuyer.has(row.order.userId)) byBuyer.set(row.order.userId, row);
    let i = 0;
    for (const { order, item } of byBuyer.values()) {
      const at = new Date(order.deliveredAt!.getTime() + DAY);
      const storeText = DEMO_STORE_REVIEWS.groceries![i % DEMO_STORE_REVIEWS.groceries!.length]!;
      written.push({
        userId: order.userId,
        storeId: demoStore.id,
        productId: null,
        orderId: order.id,
        text: storeText,
        at,
        reply: storeText.rating <= 3,
      });
      if (item.productId) {
        const productText = DEMO_PRODUCT_REVIEWS[(i * 2) % DEMO_PRODUCT_REVIEWS.length]!;
        written.push({
          userId: order.userId,
          storeId: demoStore.id,
          productId: item.productId,
          orderId: order.id,
          text: productText,
          at,
          reply: false,
        });
      }
      i++;
    }
  }

  // Other stores: reviewers' delivered orders, and the reviews they earned.
  const reviewers = await ensureReviewers(tx, customer);
  const candidates = await tx
    .select({ store: stores, category: categories.slug })
    .from(stores)
    .innerJoin(categories, eq(categories.id, stores.categoryId))
    .innerJoin(users, eq(users.id, stores.ownerId))
    .where(
      and(
        inArray(categories.slug, [...REVIEWED_CATEGORIES]),
        like(users.email, 'vendor%@demo.bedesten.cy'),
        ne(users.id, vendor.id),
      ),
    )
    .orderBy(asc(stores.slug));
  const chosen = REVIEWED_CATEGORIES.flatMap((slug) =>
    candidates.filter((c) => c.category === slug).slice(0, STORES_PER_CATEGORY),
  );
  for (const [storeIndex, { store, category }] of chosen.entries()) {
    const catalogue = await tx
      .select({ product: products, variant: productVariants })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.storeId, store.id), eq(products.status, 'approved'), eq(productVariants.isActive, true)))
      .orderBy(asc(products.slug), asc(productVariants.sortOrder));
    if (catalogue.length === 0) continue;
    const texts = DEMO_STORE_REVIEWS[category] ?? DEMO_STORE_REVIEWS.any!;
    const count = 3 + Math.floor(next() * 3);
    const offset = Math.floor(next() * reviewers.length);
    const rotated = reviewers.map((_, k) => reviewers[(k + offset) % reviewers.length]!);
    // The demo customer reviews the first two stores.
    const buyers = storeIndex < 2 ? [customer, ...rotated.slice(0, count - 1)] : rotated.slice(0, count);
    for (const [k, buyer] of buyers.entries()) {
      const line = pick(catalogue);
      const ageDays = 8 + Math.floor(next() * 45);
      const order = await deliveredOrder(
        tx,
        store.ownerId!,
        buyer,
        store.id,
        line,
        new Date(now.getTime() - ageDays * DAY),
      );
      const at = new Date(order.deliveredAt!.getTime() + (1 + Math.floor(next() * 3)) * DAY);
      const storeText = texts[(storeIndex + k) % texts.length]!;
      written.push({
        userId: buyer.id,
        storeId: store.id,
        productId: null,
        orderId: order.id,
        text: storeText,
        at,
        reply: storeText.rating <= 3,
      });
      if (next() < 0.6) {
        written.push({
          userId: buyer.id,
          storeId: store.id,
          productId: line.product.id,
          orderId: order.id,
          text: pick(DEMO_PRODUCT_REVIEWS),
          at,
          reply: false,
        });
      }
    }
  }

  if (written.length > 0) {
    await tx
      .insert(reviews)
      .values(
        written.map((r) => ({
          userId: r.userId,
          storeId: r.storeId,
          productId: r.productId,
          orderId: r.orderId,
          rating: r.text.rating,
          title: r.text.title,
          body: r.text.text,
          language: r.text.lang,
          reply: r.reply ? DEMO_REPLIES[r.text.lang] : null,
          repliedAt: r.reply ? new Date(r.at.getTime() + DAY / 2) : null,
          createdAt: r.at,
          updatedAt: r.at,
        })),
      )
      .onConflictDoNothing();
  }
  for (const statement of RECOMPUTE_ALL_RATINGS) await tx.execute(statement);
  return { reviews: written.length };
}

/** The demo reviewers, created once with the demo customer's password. */
async function ensureReviewers(tx: Tx, customer: UserRow): Promise<UserRow[]> {
  await tx
    .insert(users)
    .values(
      REVIEWERS.map((r) => ({
        name: r.name,
        email: r.email,
        countryCode: '+357',
        mobile: r.mobile,
        passwordHash: customer.passwordHash,
        isApproved: true,
        language: r.language,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        REVIEWERS.map((r) => r.email),
      ),
    );
  return REVIEWERS.map((r) => rows.find((u) => u.email === r.email)).filter((u): u is UserRow => u !== undefined);
}

/** A delivered order of one line, placed `placedAt`, with its status history; stock is left alone (history). */
async function deliveredOrder(
  tx: Tx,
  vendorId: string,
  buyer: UserRow,
  storeId: string,
  line: { product: typeof products.$inferSelect; variant: typeof productVariants.$inferSelect },
  placedAt: Date,
) {
  const lines = [
    { quantity: 1, selling_price: line.variant.price - line.variant.discount, mrp_price: line.variant.price },
  ];
  const totals = orderTotals({
    lines,
    coupon_amount: 0,
    fulfilment: 'pickup',
    delivery_charge: 0,
    platform_fee: NO_PLATFORM_FEE,
  });
  const steps = ['placed', 'accepted', 'packed', 'delivered'] as const;
  const stepAt = steps.map((_, i) => new Date(placedAt.getTime() + i * 2 * 60 * 60 * 1000));
  const deliveredAt = stepAt.at(-1)!;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: buyer.id,
      storeId,
      status: 'delivered',
      fulfilment: 'pickup',
      paymentMethod: 'cod',
      paymentStatus: 'paid',
      contactName: buyer.name,
      email: buyer.email,
      countryCode: '+357',
      contact: buyer.mobile ?? '99100001',
      address: null,
      mrpTotal: totals.mrp_total,
      itemsTotal: totals.items_total,
      itemsDiscount: totals.items_discount,
      deliveryCharges: totals.delivery_charges,
      platformAmount: totals.platform_amount,
      orderTotal: totals.order_total,
      currency: 'EUR',
      orderFromDevice: 'web',
      placedAt,
      updatedAt: deliveredAt,
      paidAt: deliveredAt,
      deliveredAt,
    })
    .returning();
  await tx.insert(orderItems).values({
    orderId: order!.id,
    productId: line.product.id,
    variantId: line.variant.id,
    productName: line.product.nameEn,
    productNameTr: line.product.nameTr,
    variantUniqueId: line.variant.uniqueId,
    imageUrl: line.product.images[0] ?? null,
    quantity: 1,
    sellingPrice: lines[0]!.selling_price,
    mrpPrice: lines[0]!.mrp_price,
  });
  await tx.insert(orderStatusEvents).values(
    steps.map((status, i) => ({
      orderId: order!.id,
      status,
      actor: status === 'placed' ? ('customer' as const) : ('vendor' as const),
      actorUserId: status === 'placed' ? buyer.id : vendorId,
      createdAt: stepAt[i]!,
    })),
  );
  return order!;
}
