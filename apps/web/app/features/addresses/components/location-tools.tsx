import type { Location } from '@bedesten/core/schemas/location';
import { message } from '~/lib/messages.ts';
import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { addressesApi } from '../api.ts';

/** Asks the browser where the device is; rejects with the GeolocationPositionError code. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000, maximumAge: 60_000 });
  });
}

const PERMISSION_DENIED = 1;

/**
 * "Use my location" (browser geolocation, then `getLocation?type=reverse`)
 * and a town search (`type=forward`): both fill city, district, country and
 * the coordinates of the address form. A refused permission says "Please
 * allow your location" (SPEC.md §8).
 */
export function LocationTools({ onFound }: { onFound: (location: Location) => void }) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<'locate' | 'search' | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const found = (location: Location) => {
    onFound(location);
    setStatus({ tone: 'success', text: t('address.locationFound', { place: location.formatted_address }) });
  };

  const locate = async () => {
    setStatus(null);
    setBusy('locate');
    try {
      let position: GeolocationPosition;
      try {
        position = await currentPosition();
      } catch (error) {
        const denied = (error as { code?: number }).code === PERMISSION_DENIED;
        const unsupported = error instanceof Error && error.message === 'unsupported';
        setStatus({
          tone: 'error',
          text: message(denied || unsupported ? 'allow_location' : 'location_not_found', lang),
        });
        return;
      }
      const result = await addressesApi.reverse(position.coords.latitude, position.coords.longitude);
      if (!result.ok) {
        setStatus({ tone: 'error', text: formFailure(result, lang, { fields: [] }).summary ?? '' });
        return;
      }
      found(result.data.data);
    } finally {
      setBusy(null);
    }
  };

  const search = async () => {
    setStatus(null);
    if (!query.trim()) {
      setStatus({ tone: 'error', text: message('required', lang, { label: t('address.townLabel') }) });
      return;
    }
    setBusy('search');
    const result = await addressesApi.forward(query.trim());
    setBusy(null);
    if (!result.ok) {
      const text =
        result.status === 404
          ? message('location_not_found', lang)
          : (formFailure(result, lang, { fields: [] }).summary ?? '');
      setStatus({ tone: 'error', text });
      return;
    }
    found(result.data.data);
  };

  return (
    <div className="location-tools">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void locate()}
        disabled={!hydrated || busy !== null}
        aria-busy={busy === 'locate' || undefined}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('address.useLocation')}
      </button>
      <div className="location-tools__search">
        <label htmlFor={`${id}-town`}>{t('address.townLabel')}</label>
        <span className="inline-field">
          <input
            id={`${id}-town`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Inside the address form, Enter must search rather than save the address.
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
            placeholder={t('address.townPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void search()}
            disabled={!hydrated || busy !== null}
            aria-busy={busy === 'search' || undefined}
          >
            {t('address.townSearch')}
          </button>
        </span>
      </div>
      <div aria-live="polite" className="location-tools__status">
        {status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}
      </div>
    </div>
  );
}
