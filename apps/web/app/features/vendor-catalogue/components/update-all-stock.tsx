import { message } from '~/lib/messages.ts';
import { fieldLabel } from '~/lib/messages.ts';
import { useId, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { FieldErrorText } from '~/components/form/fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { vendorCatalogueApi } from '../api.ts';
import { stockInputProblem } from '../product-values.ts';
import { useCatalogueAction } from '../use-catalogue-action.ts';

/**
 * "Update all products' stock" (SPEC.md §4): one count for every
 * limited-stock variant of the store, or, when asked, for every product
 * (always-available ones then become limited). Confirmed first: it touches
 * the whole catalogue.
 */
export function UpdateAllStock() {
  const { t } = useTranslation('vendor-catalogue');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const id = useId();
  const { busy, run } = useCatalogueAction();
  const [stock, setStock] = useState('');
  const [includeAlways, setIncludeAlways] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    const problem = stockInputProblem(stock);
    if (problem) {
      setError(message(problem.key, lang, { label: fieldLabel('stock', lang) }));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const save = async () => {
    const done = await run('all', () => vendorCatalogueApi.updateAllStock(Number(stock), includeAlways));
    setConfirming(false);
    if (done) {
      setStock('');
      setIncludeAlways(false);
    }
  };

  return (
    <section className="card vc-all-stock" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="vc-section-title">
        {t('allStock.title')}
      </h2>
      <p className="muted">{t('allStock.intro')}</p>
      <form
        className="vc-all-stock__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-stock`}>{t('allStock.label')}</label>
          <input
            id={`${id}-stock`}
            inputMode="numeric"
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <FieldErrorText id={`${id}-error`} message={error ?? undefined} />
        </div>
        <label className="choice">
          <input type="checkbox" checked={includeAlways} onChange={(event) => setIncludeAlways(event.target.checked)} />
          {t('allStock.includeAlways')}
        </label>
        <div>
          <button type="submit" className="button button--secondary" disabled={!hydrated || busy === 'all'}>
            {t('allStock.submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        busy={busy === 'all'}
        onClose={() => setConfirming(false)}
        onConfirm={() => void save()}
        title={t('allStock.confirmTitle')}
        text={
          includeAlways
            ? t('allStock.confirmTextAll', { count: Number(stock) })
            : t('allStock.confirmText', { count: Number(stock) })
        }
        confirmLabel={t('allStock.submit')}
      />
    </section>
  );
}
