import type { VendorStore } from '@bedesten/core/schemas/stores';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { SubmitButton } from '~/components/form/fields.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { SETUP_TABS, type SetupTab } from '../form-values.ts';

/** "A draft was restored", with a way to drop it; only when there was one. */
export function RestoredDraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  const { t } = useTranslation('store-setup');
  if (!restored) return null;
  return (
    <div className="notice setup-form__draft" role="status">
      <p>{t('draft.restored')}</p>
      <button type="button" className="button button--ghost button--small" onClick={onDiscard}>
        {t('actions.discardDraft')}
      </button>
    </div>
  );
}

/** Previous / next tab, for those who go through the tabs in order. */
export function StepButtons({ tab, onTab }: { tab: SetupTab; onTab: (tab: SetupTab) => void }) {
  const { t } = useTranslation('store-setup');
  const hydrated = useHydrated();
  const index = SETUP_TABS.indexOf(tab);
  return (
    <div className="setup-form__steps">
      <button
        type="button"
        className="button button--ghost"
        disabled={!hydrated || index === 0}
        onClick={() => onTab(SETUP_TABS[index - 1]!)}
      >
        {t('actions.previous')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={!hydrated || index === SETUP_TABS.length - 1}
        onClick={() => onTab(SETUP_TABS[index + 1]!)}
      >
        {t('actions.next')}
      </button>
    </div>
  );
}

/**
 * Submit (or save, once the store is pending or approved) and, while the
 * store is new or still a draft, "Save draft".
 */
export function SetupActions({
  store,
  submitting,
  savingDraft,
  onSaveDraft,
}: {
  store: VendorStore | null;
  submitting: boolean;
  savingDraft: boolean;
  onSaveDraft: () => void;
}) {
  const { t } = useTranslation('store-setup');
  const hydrated = useHydrated();
  const canDraft = !store || store.status === 'draft';
  return (
    <div className="form__actions setup-form__actions">
      <SubmitButton busy={submitting}>
        {store && (store.status === 'pending' || store.status === 'approved') ? t('actions.save') : t('actions.submit')}
      </SubmitButton>
      {canDraft ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={!hydrated || savingDraft}
          aria-busy={savingDraft || undefined}
          onClick={onSaveDraft}
        >
          {t('actions.saveDraft')}
        </button>
      ) : null}
    </div>
  );
}
