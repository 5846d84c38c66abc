import type { Database } from '../src/db/client.ts';
import { payments } from '../src/db/schema/orders.ts';

/** A payment attempt of an order, as the payments module leaves it (for transaction tests). */
export async function createPayment(
  database: Database,
  input: { orderId: string; amount: number; status?: 'pending' | 'captured' | 'failed'; createdAt?: Date },
) {
  const [row] = await database.db
    .insert(payments)
    .values({
      orderId: input.orderId,
      provider: 'test',
      status: input.status ?? 'captured',
      amount: input.amount,
      currency: 'EUR',
      providerRef: `ref-${input.orderId.slice(0, 8)}-${Math.random().toString(36).slice(2, 8)}`,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      ...(input.status === 'captured' || input.status === undefined ? { capturedAt: new Date() } : {}),
    })
    .returning();
  return row!;
}

/** An instant given as a Nicosia wall-clock time in winter (UTC+2), e.g. `nicosiaWinter('2025-02-01T00:30')`. */
export function nicosiaWinter(local: string): Date {
  return new Date(`${local}:00+02:00`);
}
