import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway } from './gateway.ts';

/**
 * The built-in test gateway (DESIGN.md §1): a hosted card page on our own
 * server, for the demo and the tests. Its answer comes back to
 * `paymentVerify` / `paymentFailure` as a redirect signed with HMAC-SHA256
 * over the payment id and the outcome, keyed from SESSION_SECRET, so a
 * customer cannot mark an order paid by typing a URL.
 */
export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async checkout(payment) {
      const page = payment.purpose === 'joining_fee' ? 'joining-fee' : 'pay';
      return { redirectUrl: `/api/test-gateway/${page}/${payment.id}`, providerRef: null };
    },
    async status() {
      return 'pending';
    },
    async cancel() {},
  };
}

export type TestOutcome = 'paid' | 'declined' | 'cancelled';

/** Test cards (as other gateways' sandboxes have them): this one succeeds, the other is declined. */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

function signingKey(sessionSecret: string): Buffer {
  // A key of its own, derived from the session secret, so a signature is never a valid session MAC.
  return createHmac('sha256', sessionSecret).update('bedesten:test-gateway').digest();
}

export function signOutcome(sessionSecret: string, paymentId: string, outcome: TestOutcome): string {
  return createHmac('sha256', signingKey(sessionSecret)).update(`${paymentId}:${outcome}`).digest('hex');
}

export function verifyOutcome(
  sessionSecret: string,
  paymentId: string,
  outcome: TestOutcome,
  signature: string,
): boolean {
  const expected = Buffer.from(signOutcome(sessionSecret, paymentId, outcome), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What the card typed means to the test gateway; null for a card it does not know. */
export function outcomeOfCard(cardNumber: string): 'paid' | 'declined' | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARD_SUCCESS) return 'paid';
  if (digits === TEST_CARD_DECLINED) return 'declined';
  return null;
}

const TEXT = {
  en: {
    title: 'Test payment gateway',
    intro: 'This page stands in for a card gateway. No real card is charged.',
    amount: 'Amount',
    order: 'Order',
    joiningFee: 'Bedesten joining fee',
    card: 'Card number',
    hint: 'Use 4242 4242 4242 4242 to succeed or 4000 0000 0000 0002 to be declined.',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    unknown: 'This card is not a test card. Use one of the cards above.',
  },
  tr: {
    title: 'Test ödeme sayfası',
    intro: 'Bu sayfa bir kart ödeme sağlayıcısının yerini tutar. Gerçek bir karttan ödeme alınmaz.',
    amount: 'Tutar',
    order: 'Sipariş',
    joiningFee: 'Bedesten katılım ücreti',
    card: 'Kart numarası',
    hint: 'Başarılı ödeme için 4242 4242 4242 4242, reddedilen ödeme için 4000 0000 0000 0002 kullanın.',
    expiry: 'Son kullanma (AA/YY)',
    cvc: 'CVC',
    pay: 'Öde',
    cancel: 'Vazgeç ve geri dön',
    unknown: 'Bu kart bir test kartı değil. Yukarıdaki kartlardan birini kullanın.',
  },
} as const;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** The hosted card page: a plain form, no script, readable at 375 px. */
export function testGatewayPage(input: {
  paymentId: string;
  /** The order paid for; none for a store's joining fee. */
  orderNumber?: number;
  amount: string;
  lang: 'en' | 'tr';
  cancelUrl: string;
  error?: boolean;
}): string {
  const t = TEXT[input.lang];
  const page = input.orderNumber === undefined ? 'joining-fee' : 'pay';
  const action = `/api/test-gateway/${page}/${escapeHtml(input.paymentId)}`;
  const subject =
    input.orderNumber === undefined
      ? `<p><strong>${escapeHtml(t.joiningFee)}</strong></p>`
      : `<p>${escapeHtml(t.order)}: <strong>#${input.orderNumber}</strong></p>`;
  const error = input.error ? `<p class="error" id="card-error" role="alert">${escapeHtml(t.unknown)}</p>` : '';
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.4rem}
form,.summary{background:#fff;border:1px solid #d4d4d8;border-radius:.5rem;padding:1rem;margin-top:1rem}
label{display:block;font-weight:600;margin-top:.75rem}
input{box-sizing:border-box;width:100%;font-size:1rem;padding:.6rem;border:1px solid #71717a;border-radius:.375rem;margin-top:.25rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{margin-top:1rem;width:100%;font-size:1rem;padding:.75rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;font-weight:600;cursor:pointer}
.hint{font-size:.875rem;color:#3f3f46}
.error{color:#b91c1c;font-weight:600}
a{color:#1d4ed8;display:inline-block;margin-top:1rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<div class="summary">${subject}<p>${escapeHtml(t.amount)}: <strong data-testid="gateway-amount">${escapeHtml(input.amount)}</strong></p></div>
<form method="post" action="${action}">
${error}
<label for="card">${escapeHtml(t.card)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required aria-describedby="card-hint${input.error ? ' card-error' : ''}">
<p class="hint" id="card-hint">${escapeHtml(t.hint)}</p>
<div class="row"><div><label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="cvc">${escapeHtml(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"></div></div>
<button type="submit">${escapeHtml(t.pay)} ${escapeHtml(input.amount)}</button>
</form>
<a href="${escapeHtml(input.cancelUrl)}">${escapeHtml(t.cancel)}</a>
</main>
</body>
</html>`;
}
