import type { DriverProfile } from '@bedesten/core/schemas/cabs';
import { useTranslation } from '~/lib/i18n-react.tsx';

/**
 * Where the driver profile stands: waiting, approved, rejected (with the
 * staff's reason), or deleted by staff (the API's own words, SPEC.md §4).
 */
export function SetupStatus({
  profile,
  deletedMessage,
}: {
  profile: DriverProfile | null;
  deletedMessage: string | null;
}) {
  const { t } = useTranslation('driver');
  if (!profile) {
    return deletedMessage ? (
      <p className="alert alert--error driver-status" role="status">
        {deletedMessage}
      </p>
    ) : null;
  }
  const tone = profile.status === 'approved' ? 'success' : profile.status === 'rejected' ? 'error' : 'info';
  return (
    <div className={`alert alert--${tone} driver-status`} role="status" data-status={profile.status}>
      <p>
        <strong>{t(`setup.status.${profile.status}`)}</strong>
      </p>
      {profile.status === 'rejected' && profile.rejection_reason ? (
        <p>{t('setup.rejectedReason', { reason: profile.rejection_reason })}</p>
      ) : null}
    </div>
  );
}
