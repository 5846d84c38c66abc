import { message } from '@bedesten/core/messages/catalogue';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import type { Address } from '@bedesten/core/schemas/address';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '~/components/form/fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { checkoutApi } from '../api.ts';
import { quoteBodyOf, useCheckoutDraft, type CheckoutDraft } from '../draft.ts';
import { useQuoteFailure } from '../use-quote.ts';

interface BillingValues {
  name: string;
  email: string;
  contact: string;
  order_notes: string;
}

const CONTACT_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewAddressSlot {
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

function oneLine(address: Address): string {
  return [address.address, address.landmark, address.city, address.pin_code].filter(Boolean).join(', ');
}

/**
 * `/cart/shipping`: home delivery to a saved or new address, or free store
 * pickup; the billing name, e-mail and phone; a note for the shop. Going on
 * asks the API to price it, so an unreachable address or a cart under the
 * store's minimum is said here, not at the last step.
 */
export function ShippingStep({
  addresses: initialAddresses,
  defaults,
  newAddress,
}: {
  addresses: Address[];
  defaults: Pick<CheckoutDraft, 'name' | 'email' | 'contact'>;
  newAddress: (slot: NewAddressSlot) => ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { draft, ready, update } = useCheckoutDraft();
  const toFailure = useQuoteFailure();
  const [addresses, setAddresses] = useState(initialAddresses);
  const [fulfilment, setFulfilment] = useState<CheckoutDraft['fulfilment']>('delivery');
  const [addressId, setAddressId] = useState<string | null>(
    (initialAddresses.find((a) => a.is_default) ?? initialAddresses[0])?.id ?? null,
  );
  const [adding, setAdding] = useState(initialAddresses.length === 0);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<BillingValues>({
    defaultValues: { name: defaults.name, email: defaults.email, contact: defaults.contact, order_notes: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!ready || !draft) return;
    setFulfilment(draft.fulfilment);
    if (draft.address_id && initialAddresses.some((a) => a.id === draft.address_id)) setAddressId(draft.address_id);
    form.reset({ name: draft.name, email: draft.email, contact: draft.contact, order_notes: draft.order_notes });
  }, [ready, draft, form, initialAddresses]);

  const label = (field: string) => fieldLabel(field, lang);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    let valid = true;
    const fail = (field: keyof BillingValues, text: string) => {
      form.setError(field, { type: 'validation', message: text }, { shouldFocus: valid });
      valid = false;
    };
    if (!values.name.trim()) fail('name', message('required', lang, { label: label('name') }));
    if (!values.contact.trim()) fail('contact', message('required', lang, { label: label('contact') }));
    else if (!CONTACT_PATTERN.test(values.contact.trim()))
      fail('contact', message('invalid', lang, { label: label('contact') }));
    if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim())) fail('email', message('email_invalid', lang));
    if (fulfilment === 'delivery' && !addressId) {
      setProblem(t('shipping.chooseAddress'));
      valid = false;
    }
    if (!valid) return;

    const next: CheckoutDraft = {
      coupon_code: draft?.coupon_code ?? '',
      payment_method: draft?.payment_method ?? null,
      ...values,
      fulfilment,
      address_id: fulfilment === 'delivery' ? addressId : null,
    };
    const result = await checkoutApi.summary(quoteBodyOf(next, { coupon_code: '', payment_method: null }));
    if (!result.ok) {
      setProblem(toFailure(result)?.text ?? null);
      return;
    }
    update(next);
    await navigate('/cart/shipping/payment');
  });

  return (
    <div className="checkout-stack">
      <fieldset className="card checkout-choice">
        <legend className="checkout-choice__legend">{t('shipping.howTitle')}</legend>
        <label className="choice checkout-option">
          <input
            type="radio"
            name="fulfilment"
            value="delivery"
            checked={fulfilment === 'delivery'}
            onChange={() => setFulfilment('delivery')}
          />
          <span>
            <strong>{t('shipping.delivery')}</strong>
            <span className="muted checkout-option__hint">{t('shipping.deliveryHint')}</span>
          </span>
        </label>
        <label className="choice checkout-option">
          <input
            type="radio"
            name="fulfilment"
            value="pickup"
            checked={fulfilment === 'pickup'}
            onChange={() => setFulfilment('pickup')}
          />
          <span>
            <strong>{t('shipping.pickup')}</strong>
            <span className="muted checkout-option__hint">{t('shipping.pickupHint')}</span>
          </span>
        </label>
      </fieldset>

      {fulfilment === 'delivery' ? (
        <section className="card" aria-labelledby="checkout-address-title">
          <h2 id="checkout-address-title">{t('shipping.addressTitle')}</h2>
          {addresses.length > 0 ? (
            <fieldset className="checkout-addresses">
              <legend className="visually-hidden">{t('shipping.addressTitle')}</legend>
              {addresses.map((address) => (
                <label key={address.id} className="choice checkout-option checkout-address">
                  <input
                    type="radio"
                    name="address"
                    value={address.id}
                    checked={addressId === address.id}
                    onChange={() => setAddressId(address.id)}
                  />
                  <span>
                    <strong>{address.name}</strong>
                    {address.is_default ? <span className="tag tag--accent">{t('shipping.default')}</span> : null}
                    <span className="checkout-option__hint">{oneLine(address)}</span>
                    <span className="muted checkout-option__hint">{address.contact}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="muted">{t('shipping.noAddresses')}</p>
          )}
          {adding ? (
            <div className="checkout-new-address">
              <h3>{t('shipping.newAddress')}</h3>
              {newAddress({
                onSaved: (address) => {
                  setAddresses((list) => [address, ...list.filter((a) => a.id !== address.id)]);
                  setAddressId(address.id);
                  setAdding(false);
                },
                onCancel: () => setAdding(false),
              })}
            </div>
          ) : (
            <p>
              <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
                {t('shipping.addAddress')}
              </button>
            </p>
          )}
        </section>
      ) : null}

      <form method="post" noValidate className="card form" onSubmit={(event) => void submit(event)}>
        <h2>{t('shipping.billingTitle')}</h2>
        <FormAlert message={problem} />
        <div className="form-grid">
          <TextField
            label={label('name')}
            autoComplete="name"
            registration={form.register('name')}
            error={errors.name?.message}
          />
          <TextField
            label={label('contact')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            registration={form.register('contact')}
            error={errors.contact?.message}
          />
        </div>
        <TextField
          label={t('shipping.emailOptional', { label: label('email') })}
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email?.message}
          hint={t('shipping.emailHint')}
        />
        <TextAreaField
          label={t('shipping.note')}
          rows={3}
          maxLength={500}
          registration={form.register('order_notes')}
          error={errors.order_notes?.message}
          hint={t('shipping.noteHint')}
        />
        <div className="checkout-actions">
          <SubmitButton busy={isSubmitting}>{t('shipping.continue')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
