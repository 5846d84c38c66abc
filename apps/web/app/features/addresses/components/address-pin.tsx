import { message } from '~/lib/messages.ts';
import { useRef, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { coordinateText, PinMap, PLACE_ZOOM, type MapFocus } from '~/components/pin-map.tsx';
import { formFailure } from '~/lib/form/form-failure.ts';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { pinOf, townCentreQuery, type AddressValues } from '../address-values.ts';
import { addressesApi } from '../api.ts';

type Form = UseFormReturn<AddressValues>;

/**
 * The address's pin on the map: checkout measures the delivery distance
 * (and so the charge and whether the store reaches it) from here. Dragging
 * the pin or tapping the map sets it; "Use the town centre" puts it on the
 * town typed above, for those who cannot or would rather not use the map;
 * without a pin the town's centre is used all the same, and the readout
 * says so.
 */
export function AddressPinFields({
  form,
  tileUrl,
  focus,
  onFocus,
}: {
  form: Form;
  tileUrl: string;
  focus: MapFocus | null;
  onFocus: (focus: MapFocus) => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const readout = useRef<HTMLOutputElement | null>(null);
  // Registered through the readout, so a refused pin puts the focus on its message.
  const { field, fieldState } = useController({ control: form.control, name: 'user_lat' });
  const longitude = form.watch('user_long');
  const pin = pinOf({ user_lat: field.value, user_long: longitude });
  const error = fieldState.error?.message ?? form.formState.errors.user_long?.message;

  const setPin = (lat: number | null, lng: number | null) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('user_lat', lat, options);
    form.setValue('user_long', lng, options);
  };

  const townCentre = async () => {
    setStatus(null);
    const query = townCentreQuery(form.getValues(), lang);
    if (!query) {
      setStatus({ tone: 'error', text: t('address.pin.needTown') });
      return;
    }
    setBusy(true);
    const result = await addressesApi.forward(query);
    setBusy(false);
    if (!result.ok) {
      const text =
        result.status === 404
          ? message('location_not_found', lang)
          : (formFailure(result, lang, { fields: [] }).summary ?? '');
      setStatus({ tone: 'error', text });
      return;
    }
    const place = result.data.data;
    setPin(place.lat, place.lng);
    onFocus({ lat: place.lat, lng: place.lng, zoom: PLACE_ZOOM });
    setStatus({
      tone: 'success',
      text: t('address.pin.atTownCentre', { place: place.city || place.formatted_address }),
    });
  };

  return (
    <fieldset className="address-pin">
      <legend>{t('address.pin.legend')}</legend>
      <p className="field__hint">{t('address.pin.hint')}</p>
      <PinMap
        pin={pin}
        onPin={(lat, lng) => {
          setStatus(null);
          setPin(lat, lng);
        }}
        focus={focus}
        tileUrl={tileUrl}
        readoutRef={(element) => {
          field.ref(element);
          readout.current = element;
        }}
        error={error}
        labels={{
          map: t('address.pin.map'),
          marker: t('address.pin.marker'),
          noTiles: t('address.pin.noTiles'),
          readout: pin
            ? t('address.pin.readout', { lat: coordinateText(pin.lat), lng: coordinateText(pin.lng) })
            : t('address.pin.none'),
        }}
      >
        <div className="pin-map__actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void townCentre()}
            disabled={!hydrated || busy}
            aria-busy={busy || undefined}
          >
            {t('address.pin.useTownCentre')}
          </button>
          {pin ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setStatus(null);
                setPin(null, null);
                // The button goes away with the pin: keep the keyboard where the change is read out.
                readout.current?.focus();
              }}
            >
              {t('address.pin.remove')}
            </button>
          ) : null}
        </div>
        <div aria-live="polite" className="pin-map__status">
          {status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}
        </div>
      </PinMap>
    </fieldset>
  );
}
