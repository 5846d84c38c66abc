import { SHOPPING_LIST_MAX_LINES } from '@bedesten/core/schemas/requests';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText, TextField } from '~/components/form/fields.tsx';
import { LocationMap } from '~/components/location-map.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { emptyShoppingLine, type RequestFormValues } from '../request-form-values.ts';
import { useRequestLocation } from '../use-request-location.ts';

type Form = UseFormReturn<RequestFormValues>;

/**
 * Where the request is: the place as people name it, and its point, set by
 * "Use my location", "Find" or the map's pin. The point is what vendors' delivery areas are
 * matched against, so the form says when it is still missing.
 */
export function RequestLocationFields({ form, tileUrl }: { form: Form; tileUrl: string }) {
  const { t } = useTranslation('requests');
  const hydrated = useHydrated();
  const { busy, status, find, here, moved } = useRequestLocation(form);
  const { errors } = form.formState;
  const [lat, lng] = form.watch(['lat', 'lng']);
  const pointError = errors.lat?.message ?? errors.lng?.message;
  const pointMissing = !lat.trim() || !lng.trim();

  return (
    <fieldset className="request-location">
      <legend>{t('fields.location')}</legend>
      <TextField
        label={t('fields.place')}
        hint={t('form.location.hint')}
        autoComplete="off"
        registration={form.register('location')}
        error={errors.location?.message}
      />
      <div className="request-location__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={here}
          disabled={!hydrated || busy}
          aria-busy={busy || undefined}
        >
          {t('form.location.useMine')}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void find()}
          disabled={!hydrated || busy}
        >
          {t('form.location.find')}
        </button>
      </div>
      <div aria-live="polite" className="request-location__status">
        {status ? <p className={`alert alert--${status.tone}`}>{status.text}</p> : null}
      </div>
      <p className="request-location__point muted">
        {pointMissing ? t('form.location.noPoint') : t('form.location.point', { latitude: lat, longitude: lng })}
      </p>
      {hydrated ? (
        <LocationMap
          lat={pointMissing ? null : Number(lat)}
          lng={pointMissing ? null : Number(lng)}
          radiusKm={null}
          tileUrl={tileUrl}
          visible
          onMove={(a, b) => void moved(a, b)}
          label={t('form.location.map')}
          markerLabel={t('form.location.marker')}
          noTilesHint={t('form.location.noTiles')}
        />
      ) : null}
      {pointError ? (
        <div role="alert">
          <FieldErrorText id="request-point-error" message={pointMissing ? t('form.location.needPoint') : pointError} />
        </div>
      ) : null}
    </fieldset>
  );
}

/** The shopping list: lines of item and quantity, added and removed one by one. */
export function ShoppingListFields({ form }: { form: Form }) {
  const { t } = useTranslation('requests');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'shopping_list' });
  const { errors } = form.formState;
  const listError = errors.shopping_list?.root?.message ?? errors.shopping_list?.message;

  return (
    <fieldset className="request-list-fields">
      <legend>{t('fields.shoppingList')}</legend>
      <p className="field__hint">{t('form.list.hint')}</p>
      <ol className="request-list-fields__lines">
        {fields.map((field, index) => (
          <li key={field.id} className="request-list-fields__line">
            <TextField
              label={t('form.list.item', { n: index + 1 })}
              className="request-list-fields__item"
              registration={form.register(`shopping_list.${index}.item`)}
              error={errors.shopping_list?.[index]?.item?.message}
            />
            <TextField
              label={t('form.list.quantity', { n: index + 1 })}
              className="request-list-fields__quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              registration={form.register(`shopping_list.${index}.quantity`)}
              error={errors.shopping_list?.[index]?.quantity?.message}
            />
            <button
              type="button"
              className="button button--ghost button--small request-list-fields__remove"
              onClick={() => remove(index)}
              aria-label={t('form.list.remove', { n: index + 1 })}
            >
              {t('form.list.removeShort')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => append(emptyShoppingLine())}
        disabled={fields.length >= SHOPPING_LIST_MAX_LINES}
      >
        {t('form.list.add')}
      </button>
      {listError ? (
        <div role="alert">
          <FieldErrorText id="request-list-error" message={listError} />
        </div>
      ) : null}
    </fieldset>
  );
}
