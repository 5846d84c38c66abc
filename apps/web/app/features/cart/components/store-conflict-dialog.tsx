import { useTranslation } from '~/lib/i18n-react.tsx';
import { Dialog } from '~/components/dialog.tsx';

/**
 * SPEC.md §4: adding another store's item asks whether to discard the
 * current cart. "No" keeps it untouched; "Yes" starts a new cart with the item.
 */
export function StoreConflictDialog({
  storeName,
  busy,
  onKeep,
  onReplace,
}: {
  /** The current cart's store; null when no question is open. */
  storeName: string | null;
  busy: boolean;
  onKeep: () => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <Dialog open={storeName !== null} onClose={onKeep} title={t('conflict.title')}>
      <p>{t('messages:cart_store_conflict', { store: storeName ?? '' })}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onReplace} disabled={busy} aria-busy={busy}>
          {t('conflict.yes')}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {t('conflict.no')}
        </button>
      </div>
    </Dialog>
  );
}
