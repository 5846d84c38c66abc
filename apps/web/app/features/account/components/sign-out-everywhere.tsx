import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { Dialog } from '~/components/dialog.tsx';
import { FormAlert } from '~/components/form/fields.tsx';
import { apiPost } from '~/lib/api-client.ts';
import { useClientStore } from '~/lib/client-state/provider.tsx';
import { forgetDeferredSession } from '~/lib/deferred-session.ts';
import { notifyInfo } from '~/lib/notify.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { navigateWithSession } from '~/lib/use-session.ts';
import { signOutEverywhere } from '../sign-out-everywhere.ts';

/**
 * Account settings: end every session of the account, on every device (a
 * lost phone, a shared computer), after a confirmation. This browser is
 * signed out too and goes home.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const navigate = useNavigate();
  const store = useClientStore();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setSummary(null);
  };

  const confirm = async () => {
    setBusy(true);
    setSummary(null);
    const problem = await signOutEverywhere(
      {
        call: () => apiPost('logout-all', {}),
        forget: () => {
          store.clearUserData();
          forgetDeferredSession();
        },
        notify: notifyInfo,
        goHome: () => navigateWithSession(navigate, '/', { replace: true }),
      },
      lang,
    );
    setBusy(false);
    setSummary(problem);
  };

  return (
    <>
      <p>{t('signOutAll.text')}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('signOutAll.open')}
      </button>
      <Dialog open={open} onClose={close} title={t('signOutAll.title')}>
        <p>{t('signOutAll.warning')}</p>
        <FormAlert message={summary} />
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {t('signOutAll.confirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('signOutAll.cancel')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
