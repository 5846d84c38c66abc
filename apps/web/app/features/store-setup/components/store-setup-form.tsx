import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { storeSetupApi } from '../api.ts';
import {
  DEFAULT_TAB,
  EMPTY_VALUES,
  SETUP_TABS,
  storeSetupResolver,
  tabsWithErrors,
  toBody,
  valuesOfStore,
  type SetupTab,
  type StoreSetupValues,
} from '../form-values.ts';
import { useSetupDraft } from '../use-setup-draft.ts';
import { BankSection, DocumentsSection, ImagesSection } from './file-sections.tsx';
import { OperationsSection, StoreInfoSection, type Category } from './info-sections.tsx';
import { AddressSection, LocationSection, type Country } from './place-sections.tsx';
import { SetupTabs } from './setup-tabs.tsx';
import type { storeSetupBody } from '@bedesten/core/stores/store-setup';
import { formBody } from '~/lib/form/form-body.ts';

export interface StoreSetupFormProps {
  store: VendorStore | null;
  categories: readonly Category[];
  countries: readonly Country[];
  currency: string;
  tileUrl: string;
  onSaved: (store: VendorStore, message: string) => void;
}

/**
 * The store-setup form (SPEC.md §3, §5): seven tabs over one react-hook-form
 * form, validated by the API's own schema. On a failed submit every tab with a
 * problem is marked and the first one opens with its first field focused; the
 * API's own 400 answer lands the same way. The draft lives in the client state.
 */
export function StoreSetupForm({ store, categories, countries, currency, tileUrl, onSaved }: StoreSetupFormProps) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const user = useSessionUser();
  const hydrated = useHydrated();
  const onApiError = useApiErrorHandler();
  const id = useId();
  const start = useMemo(() => (store ? valuesOfStore(store) : EMPTY_VALUES), [store]);
  const storeName = t('fields.title');
  const resolver = useMemo(() => storeSetupResolver(lang, { title: storeName }), [lang, storeName]);
  const form = useForm<StoreSetupValues>({ resolver, defaultValues: start, shouldFocusError: false });
  const onFailure = useFormFailure(form);
  const [tab, setTabState] = useState<SetupTab>(DEFAULT_TAB);
  const setTab = useCallback((next: SetupTab) => setTabState(next), []);
  const [summary, setSummary] = useState<string | null>(null);
  const [savingDraft, setSavingDraft] = useState(false);
  const draft = useSetupDraft({ form, owner: String(user?.id ?? ''), start, tab, setTab });
  const { errors, isSubmitting } = form.formState;
  const withErrors = tabsWithErrors(Object.keys(errors));
  // An upload answered 401: the app's usual handling (SPEC.md §8) signs in again and comes back.
  const signOut = () => void onApiError({ ok: false, status: 401, reason: 'http', error: null });

  /** Opens the first tab with a problem and focuses its first invalid control. */
  const showFirstProblem = (fields: readonly string[]) => {
    const first = tabsWithErrors(fields)[0];
    if (!first) return;
    setTab(first);
    requestAnimationFrame(() => {
      const panel = document.getElementById(`${id}-${first}-panel`);
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const onInvalid = (invalid: FieldErrors<StoreSetupValues>) => {
    setSummary(t('errors.summary'));
    showFirstProblem(Object.keys(invalid));
  };

  const save = async (values: StoreSetupValues, action: 'submit' | 'draft') => {
    setSummary(null);
    const result = await storeSetupApi.save(formBody<typeof storeSetupBody>(toBody(values, action)));
    if (!result.ok) {
      const text = onFailure(result);
      const fields = Object.keys(form.formState.errors);
      setSummary(fields.length ? (text ?? t('errors.summary')) : text);
      showFirstProblem(fields);
      return;
    }
    const saved = result.data.data!;
    const next = valuesOfStore(saved);
    draft.settle(next);
    form.reset(next);
    if (result.data.message) notifySuccess(result.data.message);
    onSaved(saved, result.data.message ?? '');
  };

  const submit = form.handleSubmit((values) => save(values, 'submit'), onInvalid);

  const saveDraft = async () => {
    form.clearErrors();
    setSavingDraft(true);
    try {
      await save(form.getValues(), 'draft');
    } finally {
      setSavingDraft(false);
    }
  };

  const discard = () => {
    draft.settle(start);
    form.reset(start);
    setTab(DEFAULT_TAB);
    notifySuccess(t('draft.discarded'));
  };

  const index = SETUP_TABS.indexOf(tab);
  const panels: Record<SetupTab, ReactNode> = {
    store_info: <StoreInfoSection form={form} categories={categories} />,
    operations: <OperationsSection form={form} currency={currency} />,
    address: <AddressSection form={form} countries={countries} />,
    location: <LocationSection form={form} tileUrl={tileUrl} visible={tab === 'location'} />,
    images: <ImagesSection form={form} onSessionEnded={signOut} />,
    documents: <DocumentsSection form={form} onSessionEnded={signOut} />,
    bank_details: <BankSection form={form} />,
  };
  const canDraft = !store || store.status === 'draft';

  return (
    <form method="post" noValidate className="form setup-form" onSubmit={(event) => void submit(event)}>
      {draft.restored ? (
        <div className="notice setup-form__draft" role="status">
          <p>{t('draft.restored')}</p>
          <button type="button" className="button button--ghost button--small" onClick={discard}>
            {t('actions.discardDraft')}
          </button>
        </div>
      ) : null}
      <FormAlert message={summary} />
      <SetupTabs id={id} tab={tab} onTab={setTab} withErrors={withErrors} panels={panels} />
      <div className="setup-form__steps">
        <button
          type="button"
          className="button button--ghost"
          disabled={!hydrated || index === 0}
          onClick={() => setTab(SETUP_TABS[index - 1]!)}
        >
          {t('actions.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated || index === SETUP_TABS.length - 1}
          onClick={() => setTab(SETUP_TABS[index + 1]!)}
        >
          {t('actions.next')}
        </button>
      </div>
      <div className="form__actions setup-form__actions">
        <SubmitButton busy={isSubmitting}>
          {store && (store.status === 'pending' || store.status === 'approved')
            ? t('actions.save')
            : t('actions.submit')}
        </SubmitButton>
        {canDraft ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={!hydrated || savingDraft}
            aria-busy={savingDraft || undefined}
            onClick={() => void saveDraft()}
          >
            {t('actions.saveDraft')}
          </button>
        ) : null}
      </div>
      <p className="field__hint">{t('draft.autosave')}</p>
    </form>
  );
}
