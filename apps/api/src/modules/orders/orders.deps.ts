import type { OrderLedger } from './order-ledger.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** What the orders routes get from buildApp: the reads, and the ledger for every change. */
export interface OrdersRoutesDeps {
  reads: OrdersRepository;
  ledger: OrderLedger;
}
