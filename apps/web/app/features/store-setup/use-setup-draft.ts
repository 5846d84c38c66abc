import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useClientStore, useRestoreStatus } from '~/lib/client-state/provider.tsx';
import { DEFAULT_TAB, isSetupTab, mergeDraft, type SetupTab, type StoreSetupValues } from './form-values.ts';

const OWNER_KEY = '_owner';
/**
 * Bank account numbers (the IBAN) never go to local storage (anyone at the device could
 * read them there); after a reload they come from the saved store or are typed again.
 */
const NOT_KEPT_LOCALLY = ['iban', 'routing_number'] as const;

function keptLocally(values: StoreSetupValues): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...values };
  for (const key of NOT_KEPT_LOCALLY) delete kept[key];
  return kept;
}
const SAVE_DELAY_MS = 300;

/**
 * The store-setup draft of SPEC.md §3 (formData + active_tab, default
 * `store_info`), kept in the persisted client state (local storage under its
 * fixed key), so a reload, a closed tab or a lost connection loses nothing.
 * It is tagged with the account it belongs to, dropped when the form is sent,
 * and cleared with the rest of the vendor state on sign-out (SPEC.md §4).
 * Bank account numbers are left out of it (see NOT_KEPT_LOCALLY).
 *
 * Returns whether a draft was restored (the page says so, with a way to drop it).
 */
export function useSetupDraft({
  form,
  owner,
  start,
  tab,
  setTab,
}: {
  form: UseFormReturn<StoreSetupValues>;
  owner: string;
  /** The values the form starts from (the saved store, or empty). */
  start: StoreSetupValues;
  tab: SetupTab;
  setTab: (tab: SetupTab) => void;
}) {
  const store = useClientStore();
  const status = useRestoreStatus();
  const applied = useRef(false);
  const baseline = useRef(JSON.stringify(start));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const [restored, setRestored] = useState(false);

  const write = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!applied.current) return;
    const values = form.getValues();
    const unchanged = JSON.stringify(values) === baseline.current;
    const draft =
      unchanged && tabRef.current === DEFAULT_TAB
        ? null
        : { formData: { ...keptLocally(values), [OWNER_KEY]: owner }, active_tab: tabRef.current };
    store.setState((state) =>
      state.vendor.storeSetupDraft === draft
        ? state
        : { ...state, vendor: { ...state.vendor, storeSetupDraft: draft } },
    );
  }, [form, owner, store]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(write, SAVE_DELAY_MS);
  }, [write]);

  // Once the client state is restored: lay this account's draft over the form.
  useEffect(() => {
    if (status !== 'ready' || applied.current) return;
    applied.current = true;
    const draft = store.getState().vendor.storeSetupDraft;
    if (!draft || draft.formData[OWNER_KEY] !== owner) return;
    const values = mergeDraft(start, draft.formData);
    if (JSON.stringify(values) !== baseline.current) {
      form.reset(values, { keepDefaultValues: true });
      setRestored(true);
    }
    if (isSetupTab(draft.active_tab)) setTab(draft.active_tab);
  }, [status, store, owner, start, form, setTab]);

  useEffect(() => {
    const subscription = form.watch(() => schedule());
    return () => subscription.unsubscribe();
  }, [form, schedule]);

  useEffect(() => {
    schedule();
  }, [tab, schedule]);

  // A reload right after typing must not lose the last keystrokes.
  useEffect(() => {
    const flush = () => {
      if (timer.current) write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [write]);

  return {
    restored,
    /** The form was saved (or the draft dropped): these values are the new starting point. */
    settle(values: StoreSetupValues) {
      baseline.current = JSON.stringify(values);
      setRestored(false);
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      store.setState((state) => ({ ...state, vendor: { ...state.vendor, storeSetupDraft: null } }));
    },
  };
}
