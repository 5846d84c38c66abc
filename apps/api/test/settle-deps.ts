import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client.ts';
import type { EventBus } from '../src/lib/event-bus.ts';
import { createOrderLedger } from '../src/modules/orders/order-ledger.ts';
import { createOrderLedgerRepository } from '../src/modules/orders/order-ledger.repository.ts';
import { createOrdersRepository } from '../src/modules/orders/orders.repository.ts';
import { createPaymentsRepository } from '../src/modules/payments/payments.repository.ts';
import type { SettleDeps } from '../src/modules/payments/settle-payment.ts';
import { createTestGateway } from '../src/modules/payments/test-gateway.ts';

/** What the payment sweep needs, wired as buildApp wires it, with a bus of the test's own to listen on. */
export function settleDepsFor(database: Database, events: EventBus, log: FastifyBaseLogger): SettleDeps {
  return {
    repository: createPaymentsRepository(database.db),
    ledger: createOrderLedger({
      repository: createOrderLedgerRepository(database.db),
      reads: createOrdersRepository(database.db),
      events,
    }),
    gateway: createTestGateway(),
    log,
  };
}
