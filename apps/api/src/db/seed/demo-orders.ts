import { and, asc, eq, inArray } from 'drizzle-orm';
import { NO_PLATFORM_FEE, orderTotals } from '@bedesten/core/pricing/order-totals';
import type { Db } from '../client.ts';
import { users } from '../schema/identity.ts';
import { orderItems, orders, orderStatusEvents, payments, type OrderAddress } from '../schema/orders.ts';
import { productVariants, products } from '../schema/products.ts';
import { stores } from '../schema/stores.ts';
import { random } from './demo-random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = 'placed' | 'accepted' | 'packed' | 'dispatched' | 'delivered' | 'cancelled';
type Method = 'cod' | 'bank_transfer' | 'card';

export const DEMO_ORDER_COUNT = 40;
const WEEKS = 8;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Customers who bought from the demo vendor; the demo customer is the first. */
const SHOPPERS = [
  { email: 'shopper1@demo.bedesten.cy', name: 'Zeynep Kaya', mobile: '99100011', city: 'Nicosia' },
  { email: 'shopper2@demo.bedesten.cy', name: 'Nikos Papadopoulos', mobile: '99100012', city: 'Nicosia' },
  { email: 'shopper3@demo.bedesten.cy', name: 'Elif Özkan', mobile: '99100013', city: 'Kyrenia' },
  { email: 'shopper4@demo.bedesten.cy', name: 'Maria Ioannou', mobile: '99100014', city: 'Larnaca' },
] as const;

const STREETS = ['Ledra Street', 'Makarios Avenue', 'Atatürk Caddesi', 'Stasikratous Street', 'Ziya Paşa Sokak'];

/** The steps an order went through to reach `status` (pickup orders skip "dispatched"). */
function stepsTo(status: Status, pickup: boolean): Status[] {
  if (status === 'cancelled') return ['placed', 'cancelled'];
  const path: Status[] = pickup
    ? ['placed', 'accepted', 'packed', 'delivered']
    : ['placed', 'accepted', 'packed', 'dispatched', 'delivered'];
  return path.slice(0, path.indexOf(status) + 1);
}

/** Older orders are settled (delivered, a few cancelled); the last days' are still on their way, the newest just placed. */
function statusFor(ageDays: number, roll: number): Status {
  if (ageDays < 0.1) return 'placed';
  if (roll < 0.1) return 'cancelled';
  if (ageDays > 4) return 'delivered';
  const open: Status[] = ['placed', 'accepted', 'packed', 'dispatched', 'delivered'];
  return open[Math.min(open.length - 1, Math.floor(roll * open.length))]!;
}

/**
 * Whether the store has the money: card orders are paid at checkout; cash is
 * marked paid when the vendor records it at delivery (not always yet); bank
 * transfers when the vendor sees them arrive.
 */
function isPaid(status: Status, method: Method, roll: number): boolean {
  if (status === 'cancelled') return false;
  if (method === 'card') return true;
  if (method === 'cod') return status === 'delivered' && roll < 0.75;
  return roll < (status === 'delivered' ? 0.7 : 0.3);
}

/**
 * Forty past orders for the demo vendor's store over the last eight weeks,
 * so its dashboard, transactions and report look like a shop's on a fresh
 * install: the demo customer and four more shoppers, delivery and pickup,
 * cash, bank transfer and card, settled and open, paid and unpaid, a few
 * cancelled. Times are relative to the seeding moment; the two newest are
 * from the last hour. Stock is left as it is (these orders are history).
 */
export async function seedDemoOrders(tx: Tx, now = new Date()): Promise<{ orders: number }> {
  const [vendor] = await tx.select().from(users).where(eq(users.email, 'vendor@demo.bedesten.cy'));
  const [customer] = await tx.select().from(users).where(eq(users.email, 'customer@demo.bedesten.cy'));
  if (!vendor || !customer) return { orders: 0 };
  const [store] = await tx.select().from(stores).where(eq(stores.ownerId, vendor.id));
  if (!store) return { orders: 0 };
  const catalogue = await tx
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.storeId, store.id), eq(products.status, 'approved'), eq(productVariants.isActive, true)))
    .orderBy(asc(products.slug), asc(productVariants.sortOrder));
  if (catalogue.length === 0) return { orders: 0 };

  const existing = await tx
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        SHOPPERS.map((s) => s.email),
      ),
    );
  const created = await tx
    .insert(users)
    .values(
      SHOPPERS.filter((s) => !existing.some((u) => u.email === s.email)).map((s) => ({
        name: s.name,
        email: s.email,
        countryCode: '+357',
        mobile: s.mobile,
        passwordHash: customer.passwordHash,
        isApproved: true,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const buyers = [customer, ...existing, ...created].map((user, i) => ({
    user,
    city: i === 0 ? 'Nicosia' : (SHOPPERS.find((s) => s.email === user.email)?.city ?? 'Nicosia'),
  }));

  const next = random(20261124);
  const ages = Array.from({ length: DEMO_ORDER_COUNT }, (_, i) =>
    i === 0 ? 0.2 * HOUR : i === 1 ? 0.7 * HOUR : next() * WEEKS * 7 * DAY,
  ).sort((a, b) => b - a);

  for (const [index, age] of ages.entries()) {
    const ageDays = age / DAY;
    const buyer = buyers[index % buyers.length]!;
    const placedAt = new Date(now.getTime() - age);
    const pickup = next() < 0.2;
    const status = statusFor(ageDays, next());
    const methodRoll = next();
    const method: Method = methodRoll < 0.45 ? 'card' : methodRoll < 0.85 ? 'cod' : 'bank_transfer';
    const picks = new Map<number, number>();
    const lineCount = 1 + Math.floor(next() * 3);
    for (let i = 0; i < lineCount; i++) {
      const at = Math.floor(next() * catalogue.length);
      picks.set(at, (picks.get(at) ?? 0) + 1 + Math.floor(next() * 2));
    }
    const lines = [...picks].map(([at, quantity]) => {
      const { product, variant } = catalogue[at]!;
      return { product, variant, quantity, selling_price: variant.price - variant.discount, mrp_price: variant.price };
    });
    const deliveryCharge = pickup ? 0 : [0, 150, 250][Math.floor(next() * 3)]!;
    const totals = orderTotals({
      lines,
      coupon_amount: 0,
      fulfilment: pickup ? 'pickup' : 'delivery',
      delivery_charge: deliveryCharge,
      platform_fee: NO_PLATFORM_FEE,
    });

    // Each step a few hours after the last, never later than now.
    const steps = stepsTo(status, pickup);
    const stepAt = steps.map((_, i) => new Date(Math.min(now.getTime() - 60_000, placedAt.getTime() + i * 3 * HOUR)));
    const finishedAt = stepAt.at(-1)!;
    const paid = isPaid(status, method, next());
    const paidAt = paid
      ? method === 'card'
        ? placedAt
        : status === 'delivered'
          ? finishedAt
          : (stepAt[1] ?? placedAt)
      : null;
    const paymentStatus = paid ? 'paid' : method === 'card' ? 'failed' : 'unpaid';

    const address: OrderAddress | null = pickup
      ? null
      : {
          name: buyer.user.name,
          contact: `+357 ${buyer.user.mobile}`,
          address: `${1 + Math.floor(next() * 90)} ${STREETS[Math.floor(next() * STREETS.length)]}`,
          city: buyer.city,
          state: buyer.city === 'Kyrenia' ? '06' : buyer.city === 'Larnaca' ? '03' : '01',
          country: 'CY',
          lat: (store.lat ?? 35.17) + (next() - 0.5) * 0.05,
          lng: (store.lng ?? 33.36) + (next() - 0.5) * 0.05,
        };

    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyer.user.id,
        storeId: store.id,
        status,
        fulfilment: pickup ? 'pickup' : 'delivery',
        paymentMethod: method,
        paymentStatus,
        contactName: buyer.user.name,
        email: buyer.user.email,
        countryCode: '+357',
        contact: buyer.user.mobile ?? '99100001',
        address,
        mrpTotal: totals.mrp_total,
        itemsTotal: totals.items_total,
        itemsDiscount: totals.items_discount,
        deliveryCharges: totals.delivery_charges,
        platformAmount: totals.platform_amount,
        orderTotal: totals.order_total,
        currency: 'EUR',
        orderFromDevice: 'web',
        orderNotes: next() < 0.2 ? 'Please ring the bell twice.' : null,
        cancelReason: status === 'cancelled' ? 'Ordered by mistake' : null,
        placedAt,
        updatedAt: finishedAt,
        paidAt,
        deliveredAt: status === 'delivered' ? finishedAt : null,
        cancelledAt: status === 'cancelled' ? finishedAt : null,
      })
      .returning();
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.product.id,
        variantId: line.variant.id,
        productName: line.product.nameEn,
        productNameTr: line.product.nameTr,
        variantUniqueId: line.variant.uniqueId,
        imageUrl: line.product.images[0] ?? null,
        quantity: line.quantity,
        sellingPrice: line.selling_price,
        mrpPrice: line.mrp_price,
      })),
    );
    await tx.insert(orderStatusEvents).values(
      steps.map((step, i) => ({
        orderId: order!.id,
        status: step,
        actor: step === 'placed' || step === 'cancelled' ? ('customer' as const) : ('vendor' as const),
        actorUserId: step === 'placed' || step === 'cancelled' ? buyer.user.id : vendor.id,
        createdAt: stepAt[i]!,
      })),
    );
    if (method === 'card') {
      await tx.insert(payments).values({
        orderId: order!.id,
        provider: 'test',
        status: paid ? 'captured' : 'failed',
        amount: totals.order_total,
        currency: 'EUR',
        providerRef: `demo-${order!.number}`,
        failureReason: paid ? null : 'Cancelled by the customer',
        createdAt: placedAt,
        updatedAt: placedAt,
        capturedAt: paid ? placedAt : null,
      });
    }
  }
  return { orders: DEMO_ORDER_COUNT };
}
