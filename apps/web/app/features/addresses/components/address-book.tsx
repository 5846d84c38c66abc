import type { Address } from '@bedesten/core/schemas/address';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import type { SessionUser } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { blankAddress, valuesOf } from '../address-values.ts';
import { useAddressBook } from '../use-address-book.ts';
import { AddressCard } from './address-card.tsx';
import { AddressForm } from './address-form.tsx';

/**
 * The address book (SPEC.md §4): the list with the default first, add and
 * edit in place, "make default" (the API clears the others), delete after a
 * confirmation. The list is the page loader's; every change reloads it.
 */
export function AddressBook({
  user,
  addresses,
  tileUrl,
}: {
  user: SessionUser;
  addresses: Address[];
  /** The map's tile template (`MAP_TILE_URL`), for the form's pin. */
  tileUrl: string;
}) {
  const { t } = useTranslation('account');
  const hydrated = useHydrated();
  const { editing, setEditing, deleting, setDeleting, busy, saved, makeDefault, remove } = useAddressBook();

  return (
    <div className="stack">
      {editing ? (
        <section className="card" aria-labelledby="address-form-title">
          <h2 id="address-form-title">{editing.kind === 'new' ? t('address.addTitle') : t('address.editTitle')}</h2>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            id={editing.kind === 'edit' ? editing.address.id : undefined}
            tileUrl={tileUrl}
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
