import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { LogoMark } from './icons.tsx';

/**
 * The loading screen of SPEC.md §2, reduced to what it is for: it shows only
 * while the saved client state is being restored (never a fixed delay), and
 * as a thin bar and a small badge it never hides the server-rendered page.
 */
export function RestoreIndicator() {
  const { t } = useTranslation();
  const status = useRestoreStatus();
  if (status !== 'restoring') return null;
  return (
    <div className="restore-indicator" role="status">
      <span className="restore-indicator__bar" aria-hidden="true" />
      <span className="restore-indicator__badge">
        <span className="restore-indicator__spinner" aria-hidden="true">
          <LogoMark size={18} />
        </span>
        {t('loading')}
      </span>
    </div>
  );
}
