import type { TransactionStatus } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';

/** Paid or unpaid (SPEC.md §3 Transaction status) as a coloured tag. */
export function TransactionStatusTag({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('vendor-sales');
  return (
    <span className={`tag ${status === 'paid' ? 'tag--success' : 'tag--accent'}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** An order's status as a tag; cancelled ones stand out. */
export function OrderStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('vendor-sales');
  const tone = status === 'delivered' ? 'tag--success' : status === 'cancelled' ? 'vs-tag--danger' : 'tag--accent';
  return <span className={`tag ${tone}`}>{t(`orderStatus.${status}`)}</span>;
}
