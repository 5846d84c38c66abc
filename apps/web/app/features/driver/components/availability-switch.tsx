import type { DriverProfile } from '@bedesten/core/schemas/cabs';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { driverApi } from '../api.ts';

/** Available for rides or not (only an approved driver gets offers either way). */
export function AvailabilitySwitch({ profile }: { profile: DriverProfile }) {
  const { t } = useTranslation('driver');
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const [available, setAvailable] = useState(profile.available);
  const [busy, setBusy] = useState(false);
  const approved = profile.status === 'approved';

  async function toggle() {
    setBusy(true);
    const result = await driverApi.setAvailable(!available);
    setBusy(false);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    setAvailable(result.data.data.available);
    notifySuccess(result.data.message);
  }

  return (
    <div className="driver-availability">
      <button
        type="button"
        role="switch"
        aria-checked={available}
        className={`driver-switch${available ? ' is-on' : ''}`}
        disabled={!hydrated || busy || !approved}
        aria-describedby="driver-availability-hint"
        onClick={() => void toggle()}
      >
        <span className="driver-switch__track" aria-hidden="true">
          <span className="driver-switch__thumb" />
        </span>
        <span>{t('dashboard.available')}</span>
      </button>
      <p id="driver-availability-hint" className="field__hint" role="status">
        {approved ? (available ? t('dashboard.availableOn') : t('dashboard.availableOff')) : t('dashboard.notApproved')}
      </p>
    </div>
  );
}
