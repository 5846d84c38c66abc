import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FieldErrorText, useFieldIds } from '~/components/form/fields.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { COLUMNS, errorOf, MONEY, type Column, type Values } from '../delivery-ranges.ts';

type Form = UseFormReturn<Values>;

/** One band: its five boxes, each labelled with its column and band number, and "Remove". */
export function DeliveryRangeRow({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { t } = useTranslation('offers');
  const hydrated = useHydrated();
  const { errors } = form.formState;
  return (
    <li className="dc-row">
      <p className="dc-row__title">{t('delivery.band', { n: index + 1 })}</p>
      {COLUMNS.map((column) => (
        <Cell
          key={column}
          form={form}
          index={index}
          column={column}
          error={errorOf(errors, `ranges.${index}.${column}`)}
        />
      ))}
      <div className="dc-row__remove">
        <button type="button" className="button button--ghost button--small" disabled={!hydrated} onClick={onRemove}>
          {t('delivery.remove')}
          <span className="visually-hidden"> ({t('delivery.band', { n: index + 1 })})</span>
        </button>
      </div>
    </li>
  );
}

function Cell({
  form,
  index,
  column,
  error,
}: {
  form: Form;
  index: number;
  column: Column;
  error: string | undefined;
}) {
  const { t } = useTranslation('offers');
  const ids = useFieldIds();
  return (
    <div className="field dc-cell">
      <label htmlFor={ids.input} className="dc-cell__label">
        {t(`delivery.columns.${column}`)}
        <span className="visually-hidden"> ({t('delivery.band', { n: index + 1 })})</span>
      </label>
      <input
        id={ids.input}
        inputMode={MONEY.has(column) ? 'decimal' : 'numeric'}
        {...form.register(`ranges.${index}.${column}`)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
