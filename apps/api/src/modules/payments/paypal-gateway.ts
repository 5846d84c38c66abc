import { connect as netConnect } from 'node:net';
import { Agent } from 'node:https';
import { connect as tlsConnect } from 'node:tls';
import {
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  OrderStatus,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import {
  cancelReturnQuery,
  returnPaths,
  type GatewayPayment,
  type PaymentGateway,
  type SignCancel,
} from './gateway.ts';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** Another PayPal API address (tests point it at a local fake), e.g. http://127.0.0.1:12112. */
  apiBase?: string | undefined;
  /** Signs the cancel return (gateway.ts), so that only PayPal's own return cancels by GET. */
  signCancel?: SignCancel | undefined;
}

/**
 * The SDK only knows PayPal's two hosts, so an override is made at the
 * socket: its HTTPS agent connects to `apiBase` instead (plain TCP for an
 * http:// base, TLS for https://). Requests, auth and paths stay the SDK's.
 */
function agentFor(apiBase: string): Agent {
  const url = new URL(apiBase);
  const host = url.hostname;
  const secure = url.protocol === 'https:';
  const port = Number(url.port || (secure ? 443 : 80));
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = () => (secure ? tlsConnect({ host, port, servername: host }) : netConnect({ host, port }));
  return agent;
}

/** The official server SDK's Orders v2 client. */
export function createPayPalOrders(options: PayPalOptions): OrdersController {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: options.clientId, oAuthClientSecret: options.clientSecret },
    environment: options.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: 15_000,
    ...(options.apiBase
      ? { httpClientOptions: { httpsAgent: agentFor(options.apiBase), retryConfig: { maxNumberOfRetries: 0 } } }
      : {}),
  });
  return new OrdersController(client);
}

/** PayPal wants a decimal string; our amounts are minor units of a two-decimal currency (EUR). */
const decimal = (minor: number) => (minor / 100).toFixed(2);

const approveLink = (order: Order) =>
  order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null;

const captured = (order: Order) =>
  order.status === OrderStatus.Completed &&
  (order.purchaseUnits ?? []).some((unit) =>
    (unit.payments?.captures ?? []).some((capture) => capture.status === CaptureStatus.Completed),
  );

const declined = (order: Order) =>
  (order.purchaseUnits ?? []).some((unit) =>
    (unit.payments?.captures ?? []).some(
      (capture) => capture.status === CaptureStatus.Declined || capture.status === CaptureStatus.Failed,
    ),
  );

/**
 * Payments through PayPal Checkout (Orders v2, ADR 0043): an order per
 * payment, created once (our payment id is PayPal's request id, so two
 * starts get one order), approved on PayPal's page, and captured by us on
 * the way back, only when PayPal itself says the order is approved.
 */
export function createPayPalGateway(options: PayPalOptions): PaymentGateway {
  const orders = createPayPalOrders(options);

  const find = async (payment: GatewayPayment) =>
    payment.providerRef ? (await orders.getOrder({ id: payment.providerRef })).result : null;

  return {
    name: 'paypal',
    async checkout(payment, urls) {
      const existing = await find(payment);
      if (existing) {
        const open = existing.status === OrderStatus.Created || existing.status === OrderStatus.PayerActionRequired;
        return { redirectUrl: open ? approveLink(existing) : null, providerRef: existing.id ?? payment.providerRef };
      }
      const paths = returnPaths(payment);
      const { result } = await orders.createOrder({
        paypalRequestId: `bedesten-order-${payment.id}`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: payment.id,
              customId: payment.id,
              description:
                payment.purpose === 'joining_fee' ? 'Bedesten joining fee' : `Bedesten #${payment.orderNumber}`,
              amount: { currencyCode: payment.currency.toUpperCase(), value: decimal(payment.amount) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                brandName: 'Bedesten',
                locale: urls.lang === 'tr' ? 'tr-TR' : 'en-GB',
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                userAction: PaypalExperienceUserAction.PayNow,
                returnUrl: `${urls.baseUrl}${paths.verify}?payment_id=${payment.id}`,
                cancelUrl: `${urls.baseUrl}${paths.failure}?${cancelReturnQuery(payment, options.signCancel)}`,
              },
            },
          },
        },
      });
      return { redirectUrl: approveLink(result), providerRef: result.id ?? null };
    },
    async status(payment) {
      const order = await find(payment);
      if (!order) return 'pending';
      if (captured(order)) return 'paid';
      if (order.status === OrderStatus.Voided || declined(order)) return 'failed';
      if (order.status !== OrderStatus.Approved) return 'pending';
      // Approved by the buyer: the money moves only when we capture (once: the request id repeats).
      const { result } = await orders.captureOrder({
        id: order.id!,
        paypalRequestId: `bedesten-capture-${payment.id}`,
        prefer: 'return=representation',
      });
      if (captured(result)) return 'paid';
      return declined(result) ? 'failed' : 'pending';
    },
    async cancel() {
      // PayPal has no call to void an unapproved order; it lapses by itself, and we never capture it.
    },
  };
}
