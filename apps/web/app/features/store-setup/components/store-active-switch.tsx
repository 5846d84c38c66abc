import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { storeSetupApi } from '../api.ts';

/**
 * What the switch says about the store, as keys of the store-setup texts:
 * its label names the state it is in, and the line under it what customers
 * see, which before approval is nothing, open or not (issue 43).
 */
export function switchTexts(store: Pick<VendorStore, 'is_active' | 'status'>): {
  label: 'details.active' | 'details.inactive';
  text: 'details.activeOn' | 'details.activeOnPending' | 'details.activeOff';
} {
  if (!store.is_active) return { label: 'details.inactive', text: 'details.activeOff' };
  return {
    label: 'details.active',
    text: store.status === 'approved' ? 'details.activeOn' : 'details.activeOnPending',
  };
}

/**
 * Opens or closes the store for customers (`store-active-deactive`), after a
 * confirmation either way: closing hides the store at once.
 */
export function StoreActiveSwitch({
  store,
  onChanged,
}: {
  store: VendorStore;
  onChanged: (store: VendorStore) => void;
}) {
  const { t } = useTranslation('store-setup');
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const next = !store.is_active;
  const texts = switchTexts(store);

  const confirm = async () => {
    setBusy(true);
    const result = await storeSetupApi.setActive(next);
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    if (result.data.data) onChanged(result.data.data);
    if (result.data.message) notifySuccess(result.data.message);
  };

  return (
    <div className="store-active">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={store.is_active}
          disabled={!hydrated || busy}
          aria-describedby="store-active-text"
          // Controlled: the switch shows the saved state until the vendor confirms.
          onChange={() => setAsking(true)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span>{t(texts.label)}</span>
      </label>
      <p id="store-active-text" className="muted">
        {t(texts.text)}
      </p>
      <ConfirmDialog
        open={asking}
        title={next ? t('details.openTitle') : t('details.closeTitle')}
        text={next ? t('details.openText') : t('details.closeText')}
        confirmLabel={next ? t('details.openConfirm') : t('details.closeConfirm')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
