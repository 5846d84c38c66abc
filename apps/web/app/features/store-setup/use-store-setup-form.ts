import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { storeSetupBody } from '@bedesten/core/stores/store-setup';
import { useCallback, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { formBody } from '~/lib/form/form-body.ts';
import { useFormFailure } from '~/lib/form/use-form-failure.ts';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage, useSessionUser } from '~/lib/root-data.ts';
import { storeSetupApi } from './api.ts';
import {
  DEFAULT_TAB,
  storeSetupResolver,
  tabsWithErrors,
  toBody,
  valuesForNewStore,
  valuesOfStore,
  type SetupTab,
  type SignUpDetails,
  type StoreSetupValues,
} from './form-values.ts';
import { useSetupDraft } from './use-setup-draft.ts';

/**
 * The store-setup form's state and its three ways out: `submit` (checked
 * here first), `saveDraft` (sent unchecked, the API keeps a draft) and
 * `discard` (back to the saved store). A failed check or a 400 answer marks
 * the form and opens the first tab with a problem, its first invalid control
 * focused; `panelId` names the tab panels so that focus can find them.
 */
export function useStoreSetupForm({
  store,
  signUp,
  panelId,
  onSaved,
}: {
  store: VendorStore | null;
  /** Before there is a store, the form starts from what the partner gave at sign-up. */
  signUp: SignUpDetails | null;
  panelId: (tab: SetupTab) => string;
  onSaved: (store: VendorStore, message: string) => void;
}) {
  const { t } = useTranslation('store-setup');
  const lang = useLanguage();
  const user = useSessionUser();
  const start = useMemo(() => (store ? valuesOfStore(store) : valuesForNewStore(signUp)), [store, signUp]);
  const storeName = t('fields.title');
  const resolver = useMemo(() => storeSetupResolver(lang, { title: storeName }), [lang, storeName]);
  const form = useForm<StoreSetupValues>({ resolver, defaultValues: start, shouldFocusError: false });
  const onFailure = useFormFailure(form);
  const [tab, setTabState] = useState<SetupTab>(DEFAULT_TAB);
  const setTab = useCallback((next: SetupTab) => setTabState(next), []);
  const [summary, setSummary] = useState<string | null>(null);
  const [savingDraft, setSavingDraft] = useState(false);
  const draft = useSetupDraft({ form, owner: String(user?.id ?? ''), start, tab, setTab });

  /** Opens the first tab with a problem and focuses its first invalid control. */
  const showFirstProblem = (fields: readonly string[]) => {
    const first = tabsWithErrors(fields)[0];
    if (!first) return;
    setTab(first);
    requestAnimationFrame(() => {
      const panel = document.getElementById(panelId(first));
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

  return { form, tab, setTab, summary, restored: draft.restored, submit, saveDraft, savingDraft, discard };
}
