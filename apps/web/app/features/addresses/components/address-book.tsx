import type { Address } from '@bedesten/core/schemas/address';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { notifySuccess } from '~/lib/notify.ts';
import { useLanguage, type SessionUser } from '~/lib/root-data.ts';
import { useApiErrorHandler } from '~/lib/use-api-error.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { e164Of } from '~/lib/e164.ts';
import { addressesApi } from '../api.ts';
import { AddressForm, valuesOf, type AddressValues } from './address-form.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

function blankAddress(user: SessionUser, country: string, first: boolean): AddressValues {
  return {
    name: user.name,
    contact: user.mobile && user.country_code ? e164Of(user.country_code, user.mobile) : '',
    address: '',
    landmark: '',
    city: '',
    state: '',
    country,
    pin_code: '',
    address_type: 'home',
    // The first address is the default one; later ones only when asked.
    is_default: first,
    user_lat: null,
    user_long: null,
  };
}

/**
 * The address book (SPEC.md §4): the list with the default first, add and
 * edit in place, "make default" (the API clears the others), delete after a
 * confirmation. The list is the page loader's; every change reloads it.
 */
export function AddressBook({ user, addresses }: { user: SessionUser; addresses: Address[] }) {
  const { t } = useTranslation('account');
  const { revalidate } = useRevalidator();
  const onApiError = useApiErrorHandler();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const saved = async (address: Address) => {
    setEditing(null);
    notifySuccess(t('address.saved'));
    await revalidate();
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

  return (
    <div className="stack">
      {editing ? (
        <section className="card" aria-labelledby="address-form-title">
          <h2 id="address-form-title">{editing.kind === 'new' ? t('address.addTitle') : t('address.editTitle')}</h2>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            id={editing.kind === 'edit' ? editing.address.id : undefined}
            initial={
              editing.kind === 'edit'
                ? valuesOf(editing.address)
                : blankAddress(user, t('address.defaultCountry'), addresses.length === 0)
            }
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ kind: 'new' })}
            disabled={!hydrated}
          >
            {t('address.add')}
          </button>
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="notice">{t('address.empty')}</p>
      ) : (
        <ul className="address-list" aria-label={t('address.listLabel')}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy === address.id}
              onEdit={() => setEditing({ kind: 'edit', address })}
              onMakeDefault={() => void makeDefault(address)}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.deleteTitle')}
        text={deleting ? t('address.deleteText', { address: `${deleting.address}, ${deleting.city}` }) : ''}
        confirmLabel={t('address.delete')}
        busy={deleting !== null && busy === deleting.id}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function AddressCard({
  address,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const place = [address.city, address.state, address.pin_code, address.country].filter(Boolean).join(', ');
  return (
    <li
      id={`address-${address.id}`}
      tabIndex={-1}
      className={`card address-card${address.is_default ? ' address-card--default' : ''}`}
      aria-label={`${t(`address.types.${address.address_type}`)}: ${address.address}`}
    >
      <div className="address-card__head">
        <span className="tag">{t(`address.types.${address.address_type}`)}</span>
        {address.is_default ? <span className="tag tag--accent">{t('address.default')}</span> : null}
      </div>
      <p className="address-card__name">{address.name}</p>
      <p className="address-card__lines">
        {address.address}
        {address.landmark ? (
          <>
            <br />
            {fieldLabel('landmark', lang)}: {address.landmark}
          </>
        ) : null}
        <br />
        {place}
      </p>
      <p className="muted address-card__contact">{address.contact}</p>
      <div className="address-card__actions">
        <button type="button" className="button button--secondary button--small" onClick={onEdit} disabled={!hydrated}>
          {t('address.edit')}
        </button>
        {address.is_default ? null : (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onMakeDefault}
            disabled={!hydrated || busy}
          >
            {t('address.setDefault')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small button--danger-text"
          onClick={onDelete}
          disabled={!hydrated || busy}
        >
          {t('address.delete')}
        </button>
      </div>
    </li>
  );
}
