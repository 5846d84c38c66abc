import type { Address } from '@bedesten/core/schemas/address';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useRevalidator } from 'react-router';
import { notifySuccess } from '~/lib/notify.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { addressesApi } from './api.ts';

export type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/**
 * The address book's state and its calls: which address is open in the
 * form, which one waits for a delete confirmation, which one has a call in
 * flight. Every change reloads the page loader's list.
 */
export function useAddressBook() {
  const { t } = useTranslation('account');
  const { revalidate } = useRevalidator();
  const onApiError = useApiErrorHandler();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const saved = async (address: Address) => {
    setEditing(null);
    notifySuccess(t('address.saved'));
    await revalidate();
    // Back on the saved card, so a keyboard user does not land at the top of the page.
    document.getElementById(`address-${address.id}`)?.focus();
  };

  const makeDefault = async (address: Address) => {
    setBusy(address.id);
    const result = await addressesApi.makeDefault(address.id);
    setBusy(null);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    notifySuccess(t('address.defaultSaved'));
    await revalidate();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(deleting.id);
    const result = await addressesApi.remove(deleting.id);
    setBusy(null);
    setDeleting(null);
    if (!result.ok) {
      onApiError(result);
      return;
    }
    notifySuccess(result.data.data.message);
    await revalidate();
  };

  return { editing, setEditing, deleting, setDeleting, busy, saved, makeDefault, remove };
}
