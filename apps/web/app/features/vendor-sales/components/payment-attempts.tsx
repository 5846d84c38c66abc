import type { TransactionDetail } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { formatDayTime } from '../format.ts';

/** Every card attempt of a transaction, or a line saying there were none. */
export function PaymentAttempts({
  payments,
  money,
}: {
  payments: TransactionDetail['payments'];
  money: (minor: number) => string;
}) {
  const { t } = useTranslation('vendor-sales');
  const lang = useLanguage();
  return (
    <>
      <h3 className="vs-detail__sub">{t('detail.attempts')}</h3>
      {payments.length === 0 ? (
        <p className="muted">{t('detail.noAttempts')}</p>
      ) : (
        <ul className="vs-attempts">
          {payments.map((p) => (
            <li key={p.id}>
              <span className="vs-code">{p.id}</span> · {t(`attempt.${p.status}`)} · {money(p.amount)} ·{' '}
              {formatDayTime(p.captured_at ?? p.created_at, lang)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
