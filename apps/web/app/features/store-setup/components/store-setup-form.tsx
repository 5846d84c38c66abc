import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { FormAlert } from '~/components/form/fields.tsx';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { tabsWithErrors, type SetupTab, type SignUpDetails } from '../form-values.ts';
import { useStoreSetupForm } from '../use-store-setup-form.ts';
import { BankSection } from './bank-section.tsx';
import { DocumentsSection, ImagesSection } from './file-sections.tsx';
import { StoreInfoSection, type Category } from './info-sections.tsx';
import { LocationSection } from './location-section.tsx';
import { OperationsSection } from './operations-section.tsx';
import { AddressSection, type Country } from './place-sections.tsx';
import { RestoredDraftNotice, SetupActions, StepButtons } from './setup-form-controls.tsx';
import { SetupTabs } from './setup-tabs.tsx';

export interface StoreSetupFormProps {
  store: VendorStore | null;
  /** The partner's sign-up details, which a new store's form starts with. */
  signUp: SignUpDetails | null;
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
export function StoreSetupForm({
  store,
  signUp,
  categories,
  countries,
  currency,
  tileUrl,
  onSaved,
}: StoreSetupFormProps) {
  const { t } = useTranslation('store-setup');
  const onApiError = useApiErrorHandler();
  const id = useId();
  const { form, tab, setTab, summary, restored, submit, saveDraft, savingDraft, discard } = useStoreSetupForm({
    store,
    signUp,
    panelId: (panel: SetupTab) => `${id}-${panel}-panel`,
    onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const withErrors = tabsWithErrors(Object.keys(errors));
  // An upload answered 401: the app's usual handling (SPEC.md §8) signs in again and comes back.
  const signOut = () => void onApiError({ ok: false, status: 401, reason: 'http', error: null });

  const panels: Record<SetupTab, ReactNode> = {
    store_info: <StoreInfoSection form={form} categories={categories} />,
    operations: <OperationsSection form={form} currency={currency} />,
    address: <AddressSection form={form} countries={countries} />,
    location: <LocationSection form={form} tileUrl={tileUrl} visible={tab === 'location'} />,
    images: <ImagesSection form={form} onSessionEnded={signOut} />,
    documents: <DocumentsSection form={form} onSessionEnded={signOut} />,
    bank_details: <BankSection form={form} />,
  };

  return (
    <form method="post" noValidate className="form setup-form" onSubmit={(event) => void submit(event)}>
      <RestoredDraftNotice restored={restored} onDiscard={discard} />
      <FormAlert message={summary} />
      <SetupTabs id={id} tab={tab} onTab={setTab} withErrors={withErrors} panels={panels} />
      <StepButtons tab={tab} onTab={setTab} />
      <SetupActions
        store={store}
        submitting={isSubmitting}
        savingDraft={savingDraft}
        onSaveDraft={() => void saveDraft()}
      />
      <p className="field__hint">{t('draft.autosave')}</p>
    </form>
  );
}
