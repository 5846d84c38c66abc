import { TRANSACTION_PERIODS } from '@bedesten/core/schemas/vendor-sales';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Form, useNavigation, useSubmit } from 'react-router';
import type { TransactionFilters } from '../query.ts';

/** SPEC.md §9: the last 1 to 4 weeks or all; a GET form (works before hydration), sent on change once hydrated. */
export function PeriodFilter({ filters }: { filters: TransactionFilters }) {
  const { t } = useTranslation('vendor-sales');
  const submit = useSubmit();
  const navigation = useNavigation();
  return (
    <Form method="get" className="vs-filters" aria-label={t('transactions.filtersLabel')} preventScrollReset>
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      <div className="field">
        <label htmlFor="vs-period">{t('transactions.period')}</label>
        <select
          id="vs-period"
          name="period"
          defaultValue={filters.period}
          key={filters.period}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          {TRANSACTION_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`transactions.periods.${period}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="button button--secondary button--small"
        aria-busy={navigation.state === 'loading'}
      >
        {t('transactions.apply')}
      </button>
    </Form>
  );
}
