import { formatDate } from '@bedesten/core/i18n/dates';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';

const TONE: Record<VendorStore['status'], string> = {
  draft: 'tag',
  pending: 'tag tag--accent',
  approved: 'tag tag--success',
  rejected: 'tag tag--danger',
};

/** Where the store stands with the moderators (ADR 0021): draft, pending, approved or rejected with the reason. */
export function ApprovalStatus({ store, headingLevel = 2 }: { store: VendorStore; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const submitted = store.submitted_at ? formatDate(store.submitted_at, lang, 'date') : null;
  return (
    <section
      className={`card approval approval--${store.status}`}
      aria-labelledby="approval-title"
      data-status={store.status}
    >
      <Heading id="approval-title">{t('status.title')}</Heading>
      <p>
        <span className={TONE[store.status]}>{t(`status.${store.status}`)}</span>
      </p>
      <p>
        {store.status === 'approved' && !store.is_active
          ? t('status.approvedClosedText')
          : t(`status.${store.status}Text`)}
      </p>
      {store.status === 'rejected' && store.rejection_reason ? (
        <div className="approval__reason">
          <p className="approval__reason-label">{t('status.reason')}</p>
          <blockquote>{store.rejection_reason}</blockquote>
        </div>
      ) : null}
      {submitted && store.status === 'pending' ? (
        <p className="muted">{t('status.submittedAt', { date: submitted })}</p>
      ) : null}
    </section>
  );
}
