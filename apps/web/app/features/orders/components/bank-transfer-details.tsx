import { formatMoney } from '@bedesten/core/money/format-money';
import { minorToDecimal } from '@bedesten/core/money/minor-units';
import type { OrderDetail } from '@bedesten/core/schemas/orders';
import { formatIban } from '@bedesten/core/stores/bank-account';
import { useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';

/** Whether the order still waits for a bank transfer the customer can make (ADR 0089). */
export function awaitsBankTransfer(order: OrderDetail): boolean {
  return (
    order.payment.method === 'bank_transfer' &&
    order.payment.status !== 'paid' &&
    order.payment.status !== 'refunded' &&
    order.status !== 'cancelled' &&
    !!order.iban &&
    !!order.account_holder &&
    !!order.payment_reference
  );
}

/**
 * One detail with its copy button. What is copied is what a banking app
 * takes (the IBAN without spaces, the amount as a plain number); when the
 * browser refuses the clipboard, the value is selected for the keyboard.
 */
function CopyRow({ label, shown, copied: value }: { label: string; shown: string; copied: string }) {
  const { t } = useTranslation('bank-transfer');
  const hydrated = useHydrated();
  const valueRef = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      const node = valueRef.current;
      const selection = typeof window === 'undefined' ? null : window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setState('failed');
    }
  };

  return (
    <div className="bank-transfer__row">
      <dt>{label}</dt>
      <dd>
        <span ref={valueRef} className="order-mono bank-transfer__value">
          {shown}
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void copy()}
          disabled={!hydrated}
          aria-label={t('copyLabel', { what: label })}
        >
          {state === 'copied' ? t('copied') : t('copy')}
        </button>
        <span className="visually-hidden" role="status">
          {state === 'copied' ? t('copiedStatus', { what: label }) : ''}
        </span>
        {state === 'failed' ? (
          <span className="bank-transfer__failed" role="alert">
            {t('copyFailed', { what: label })}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * "Pay by bank transfer" on the order page while the order is unpaid: to
 * whom (the store, or Bedesten collecting for it), IBAN grouped in fours,
 * BIC, reference (the order number) and amount, each with a copy button.
 */
export function BankTransferDetails({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('bank-transfer');
  const lang = useLanguage();
  if (!awaitsBankTransfer(order)) return null;
  const amount = formatMoney(order.order_total, lang, order.currency);
  // What a banking app's amount field takes: no currency sign, the decimal mark of the page's language.
  const decimal = minorToDecimal(order.order_total, order.currency);
  const plainAmount = lang === 'tr' ? decimal.replace('.', ',') : decimal;
  const intro = order.bank_transfer_payee === 'platform' ? 'introPlatform' : 'introStore';
  return (
    <section className="card order-section bank-transfer" aria-labelledby="bank-transfer-title">
      <h2 id="bank-transfer-title">{t('title')}</h2>
      <p>{t(intro, { amount, store: order.store.title })}</p>
      <dl className="bank-transfer__rows">
        <CopyRow label={t('accountHolder')} shown={order.account_holder!} copied={order.account_holder!} />
        <CopyRow label={t('iban')} shown={formatIban(order.iban!)} copied={order.iban!} />
        {order.bic ? <CopyRow label={t('bic')} shown={order.bic} copied={order.bic} /> : null}
        <CopyRow label={t('reference')} shown={order.payment_reference!} copied={order.payment_reference!} />
        <CopyRow label={t('amount')} shown={amount} copied={plainAmount} />
      </dl>
      <p className="muted">{t('whenPaid')}</p>
    </section>
  );
}
