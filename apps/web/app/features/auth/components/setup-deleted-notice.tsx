import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { apiPost } from '~/lib/api-client.ts';

/**
 * SPEC.md §4: "store or driver deleted by admin, create a new setup", shown
 * to the former owner until they dismiss it (then `POST /api/setup-notice`
 * marks it read and it does not come back).
 */
export function SetupDeletedNotice({ message }: { message: string }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="alert alert--error setup-deleted-notice" role="status">
      <p>{message}</p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          setOpen(false);
          void apiPost('setup-notice');
        }}
      >
        {t('notice.dismiss')}
      </button>
    </div>
  );
}
