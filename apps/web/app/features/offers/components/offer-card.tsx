import { formatMoney } from '@bedesten/core/money/format-money';
import type { VendorOffer } from '@bedesten/core/schemas/offers';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { ConfirmDialog } from '~/components/dialog.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { offersApi } from '../api.ts';
import { useOffersAction } from '../use-action.ts';
import { formatShopDate } from '../values.ts';
import { discountText } from './discount-text.ts';

type Phase = 'inactive' | 'current' | 'scheduled' | 'expired';

function phaseOf(offer: VendorOffer): Phase {
  if (offer.status === 'inactive') return 'inactive';
  if (offer.is_current) return 'current';
  return Date.parse(offer.start_date) > Date.now() ? 'scheduled' : 'expired';
}

const PHASE_TAG: Record<Phase, string> = {
  current: 'tag tag--success',
  scheduled: 'tag tag--accent',
  expired: 'tag tag--danger',
  inactive: 'tag',
};

/**
 * One offer as a card in its own colour: what it gives, its code and facts,
 * the active switch (flipped at once, back if the API says no), edit and
 * delete after a confirmation.
 */
export function OfferCard({ offer }: { offer: VendorOffer }) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  const hydrated = useHydrated();
  const { busy, run } = useOffersAction();
  const [confirming, setConfirming] = useState(false);
  // Flips at once and back if the API says no; the list reloads either way.
  const [active, setActive] = useState(offer.status === 'active');
  const phase = phaseOf(offer);
  const toggle = async (next: boolean) => {
    setActive(next);
    const done = await run(
      'active',
      () => offersApi.setOfferActive(offer.id, next),
      t(next ? 'list.activated' : 'list.deactivated'),
    );
    if (!done) setActive(!next);
  };
  const remove = async () => {
    const done = await run('delete', () => offersApi.deleteOffer(offer.id), t('list.deleted'));
    if (done) setConfirming(false);
  };
  const titleId = `offer-${offer.id}-title`;
  return (
    <li className="card offer-card" style={{ '--offer-colour': offer.colour } as CSSProperties} data-offer={offer.code}>
      <div className="offer-card__head">
        <h3 id={titleId} className="offer-card__title">
          {offer.title}
        </h3>
        <span className={PHASE_TAG[phase]}>{t(`phase.${phase}`)}</span>
      </div>
      <p className="offer-card__discount">{discountText(offer, lang, t)}</p>
      <p className="offer-card__code">
        <span className="muted">{t('card.code')}</span>{' '}
        <code className="offer-code" translate="no">
          {offer.code}
        </code>
      </p>
      {offer.description ? <p className="offer-card__description">{offer.description}</p> : null}
      <OfferFacts offer={offer} />
      <div className="offer-card__actions">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={active}
            disabled={!hydrated || busy !== null}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
          <span>
            {t('list.active')}
            <span className="visually-hidden" translate="no">
              {' '}
              ({offer.code})
            </span>
          </span>
        </label>
        <Link to={`/vendor/offers/edit/${offer.id}`} className="button button--secondary button--small">
          {t('list.edit')}
          <span className="visually-hidden" translate="no">
            {' '}
            ({offer.code})
          </span>
        </Link>
        <button
          type="button"
          className="button button--ghost button--small offer-card__delete"
          disabled={!hydrated || busy !== null}
          onClick={() => setConfirming(true)}
        >
          {t('list.delete')}
          <span className="visually-hidden" translate="no">
            {' '}
            ({offer.code})
          </span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('list.deleteTitle')}
        text={t('list.deleteText', { code: offer.code })}
        confirmLabel={t('list.deleteConfirm')}
        busy={busy === 'delete'}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

/** Minimum order, validity, use so far and the payment condition. */
function OfferFacts({ offer }: { offer: VendorOffer }) {
  const { t } = useTranslation('offers');
  const lang = useLanguage();
  return (
    <dl className="offer-card__facts">
      <div>
        <dt>{t('card.minimum')}</dt>
        <dd>{offer.minimum_order_amount > 0 ? formatMoney(offer.minimum_order_amount, lang) : t('card.noMinimum')}</dd>
      </div>
      <div>
        <dt>{t('card.valid')}</dt>
        <dd>
          {t('card.dates', {
            from: formatShopDate(offer.start_date, lang),
            to: formatShopDate(offer.end_date, lang),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('card.used')}</dt>
        <dd>
          {offer.usage_limit === null
            ? t('card.usedCount', { count: offer.used_count })
            : t('card.usedOf', { count: offer.used_count, limit: offer.usage_limit })}
          {offer.per_customer_limit !== null ? ` · ${t('card.perCustomer', { count: offer.per_customer_limit })}` : ''}
        </dd>
      </div>
      {offer.online_payment_only ? (
        <div>
          <dt>{t('card.payment')}</dt>
          <dd>{t('card.onlineOnly')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
