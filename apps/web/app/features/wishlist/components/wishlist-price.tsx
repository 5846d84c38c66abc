import { formatMoney } from '@bedesten/core/money/format-money';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * The selling price with the MRP struck through when a discount applies, in
 * the catalogue's words and classes (a feature may not borrow the catalogue's
 * component). The struck price is spoken, since <s> is not announced.
 */
export function WishlistPrice({ selling, mrp, from }: { selling: number | null; mrp: number | null; from: boolean }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  if (selling === null) return null;
  const discounted = mrp !== null && mrp > selling;
  return (
    <p className="price">
      <span className="price__now">
        {from ? <span className="price__from">{t('price.from')} </span> : null}
        {discounted ? <span className="visually-hidden">{t('price.now')} </span> : null}
        {formatMoney(selling, lang)}
      </span>
      {discounted ? (
        <s className="price__was">
          <span className="visually-hidden">{t('price.was')} </span>
          {formatMoney(mrp, lang)}
        </s>
      ) : null}
    </p>
  );
}
