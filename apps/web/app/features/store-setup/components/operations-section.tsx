import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { TextField } from '~/components/form/fields.tsx';
import type { StoreSetupValues } from '../form-values.ts';

type Form = UseFormReturn<StoreSetupValues>;

/** Working hours, delivery time, minimum order, pre-order and cuisines (the store-setup labels of SPEC.md §3). */
export function OperationsSection({ form, currency }: { form: Form; currency: string }) {
  const { t } = useTranslation('store-setup');
  const { errors } = form.formState;
  return (
    <div className="form-grid">
      <TextField
        label={t('fields.hoursFrom')}
        type="time"
        registration={form.register('working_hours_from')}
        error={errors.working_hours_from?.message}
      />
      <TextField
        label={t('fields.hoursTo')}
        type="time"
        registration={form.register('working_hours_to')}
        error={errors.working_hours_to?.message}
      />
      <TextField
        label={t('fields.deliveryTime')}
        type="number"
        inputMode="numeric"
        min={5}
        step={5}
        registration={form.register('delivery_time')}
        error={errors.delivery_time?.message}
      />
      <TextField
        label={t('fields.minimumOrder', { currency })}
        inputMode="decimal"
        registration={form.register('minimum_order_amount')}
        error={errors.minimum_order_amount?.message}
      />
      <TextField
        label={t('fields.cuisines')}
        hint={t('fields.cuisinesHint')}
        registration={form.register('cuisines')}
        error={errors.cuisines?.message}
      />
      <div className="field">
        <label className="choice">
          <input type="checkbox" {...form.register('pre_order')} />
          {t('fields.preOrder')}
        </label>
      </div>
    </div>
  );
}
