import type { GatewayUrls } from './gateway.ts';
import { paymentRedirect, type SettleDeps } from './settle-payment.ts';

export interface StartedCardPayment {
  status: string;
  redirectUrl: string | null;
}

/** Starts paying a card order checkout just placed; what checkout calls, handed to it by `buildApp`. */
export type StartCardPayment = (paymentId: string, urls: GatewayUrls) => Promise<StartedCardPayment>;

/**
 * Opens the gateway's session for a new card payment and says where the
 * customer pays. A gateway that is down leaves the order pending: the
 * payment page asks again, the sweep gives up later.
 */
export async function startCardPayment(
  deps: SettleDeps,
  paymentId: string,
  urls: GatewayUrls,
): Promise<StartedCardPayment> {
  const found = await deps.repository.byId(paymentId);
  if (!found) return { status: 'pending', redirectUrl: null };
  const redirectUrl = await paymentRedirect(deps, found, urls).catch((error: unknown) => {
    deps.log.error({ err: error, payment: paymentId }, 'could not start the card payment');
    return null;
  });
  return { status: found.payment.status, redirectUrl };
}
