import { message } from '~/lib/messages.ts';
import { fieldLabel } from '~/lib/messages.ts';
import type { Address } from '@bedesten/core/schemas/address';
import type { AddressReach, DeliveryTermsView } from '@bedesten/core/schemas/delivery-terms';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useNavigate } from 'react-router';
import { FormAlert, SubmitButton } from '~/components/form/fields.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { fetchDeliveryTerms } from '~/lib/delivery-terms-api.ts';
import { checkoutApi } from '../api.ts';
import { quoteBodyOf, useCheckoutDraft, type CheckoutDraft } from '../draft.ts';
import { useQuote, useQuoteFailure } from '../use-quote.ts';
import { AddressReachError } from './address-reach-error.tsx';
import { AddressChoice } from './address-choice.tsx';
import { BillingFields, type BillingValues } from './billing-fields.tsx';
import { FulfilmentChoice } from './fulfilment-choice.tsx';
import { OrderSummary } from './order-summary.tsx';

const CONTACT_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewAddressSlot {
  onSaved: (address: Address) => void;
  onCancel: () => void;
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
  delivery,
}: {
  addresses: Address[];
  /** The cart store's terms with the reach of each saved address; null when they could not be read. */
  delivery: DeliveryTermsView | null;
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
  const [reaches, setReaches] = useState<ReadonlyMap<string, AddressReach>>(
    () => new Map((delivery?.addresses ?? []).map((reach) => [reach.id, reach])),
  );
  // The API's refusal of the chosen address, when it said so on "continue".
  const [refusal, setRefusal] = useState<{ id: string; text: string } | null>(null);
  const form = useForm<BillingValues>({
    defaultValues: { name: defaults.name, email: defaults.email, contact: defaults.contact, order_notes: '' },
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (!ready || !draft) return;
    setFulfilment(draft.fulfilment);
    if (draft.address_id && initialAddresses.some((a) => a.id === draft.address_id)) setAddressId(draft.address_id);
    form.reset({ name: draft.name, email: draft.email, contact: draft.contact, order_notes: draft.order_notes });
  }, [ready, draft, form, initialAddresses]);

  const label = (field: string) => fieldLabel(field, lang);
  const outOfReach = useMemo(
    () => new Set([...reaches.values()].filter((reach) => !reach.deliverable).map((reach) => reach.id)),
    [reaches],
  );
  const chosenReach = addressId ? reaches.get(addressId) : undefined;
  const refusedText = refusal && refusal.id === addressId ? refusal.text : null;
  const unreachable = fulfilment === 'delivery' && !!addressId && (outOfReach.has(addressId) || refusedText !== null);

  // The summary beside the step prices what is chosen now; an address out of reach has no price to show.
  const quoteBody =
    fulfilment === 'pickup'
      ? { fulfilment: 'pickup' as const }
      : addressId && !unreachable
        ? { fulfilment: 'delivery' as const, buyer_address_id: addressId }
        : null;
  const { quote } = useQuote(ready ? quoteBody : null);

  const measure = (address: Address) => {
    if (!delivery) return;
    void fetchDeliveryTerms(delivery.store_id, address.id).then((result) => {
      const reach = result.ok ? result.data.data.address : null;
      if (reach) setReaches((known) => new Map(known).set(reach.id, reach));
    });
  };

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
    if (unreachable) {
      if (valid) document.getElementById('checkout-address-error')?.focus();
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
      const failure = toFailure(result);
      if (failure && next.address_id && (failure.field === 'buyer_address_id' || failure.field === 'address')) {
        setRefusal({ id: next.address_id, text: failure.text });
        return;
      }
      setProblem(failure?.text ?? null);
      return;
    }
    update(next);
    await navigate('/cart/shipping/payment');
  });

  return (
    <div className="checkout-layout">
      <div className="checkout-stack">
        <FulfilmentChoice value={fulfilment} onChange={setFulfilment} />

        {fulfilment === 'delivery' ? (
          <AddressChoice
            addresses={addresses}
            chosenId={addressId}
            onChoose={setAddressId}
            outOfReach={outOfReach}
            problem={
              unreachable ? (
                <AddressReachError
                  text={refusedText}
                  radiusKm={delivery?.radius_km ?? null}
                  distanceKm={chosenReach?.distance_km ?? null}
                  onPickup={() => setFulfilment('pickup')}
                />
              ) : null
            }
            adding={adding}
            onAddingChange={setAdding}
            newAddress={newAddress({
              onSaved: (address) => {
                setAddresses((list) => [address, ...list.filter((a) => a.id !== address.id)]);
                setAddressId(address.id);
                setAdding(false);
                measure(address);
              },
              onCancel: () => setAdding(false),
            })}
          />
        ) : null}

        <form method="post" noValidate className="card form" onSubmit={(event) => void submit(event)}>
          <h2>{t('shipping.billingTitle')}</h2>
          <FormAlert message={problem} />
          <BillingFields form={form} />
          <div className="checkout-actions">
            <SubmitButton busy={isSubmitting}>{t('shipping.continue')}</SubmitButton>
          </div>
        </form>
      </div>
      {quote && quoteBody ? <OrderSummary quote={quote} /> : null}
    </div>
  );
}
