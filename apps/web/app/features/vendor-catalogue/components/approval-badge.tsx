import type { ApprovalStatus } from '@bedesten/core/catalogue/product-form';
import { useTranslation } from '~/lib/i18n-react.tsx';

const TONE: Record<ApprovalStatus, string> = {
  pending: 'tag tag--accent',
  approved: 'tag tag--success',
  rejected: 'tag tag--danger',
};

/** Where staff approval stands (ADR 0021), in the catalogue's words. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('vendor-catalogue');
  return (
    <span className={TONE[status]} data-status={status}>
      {t(`approval.${status}`)}
    </span>
  );
}

/** Why staff rejected it, shown only for a rejection that has a reason. */
export function RejectionReason({ status, reason }: { status: ApprovalStatus; reason: string | null }) {
  const { t } = useTranslation('vendor-catalogue');
  if (status !== 'rejected' || !reason) return null;
  return (
    <p className="vc-reason">
      <strong>{t('approval.reason')}</strong> {reason}
    </p>
  );
}
