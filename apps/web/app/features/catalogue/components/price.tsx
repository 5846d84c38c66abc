import { formatMoney } from '@bedesten/core/money/format-money';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { useLanguage } from '~/lib/root-data.ts';

/**
 * A selling price, with the MRP struck through when a discount applies. The
 * struck price gets a spoken label, since a screen reader does not announce <s>.
 */
export function Price({
  selling,
  mrp,
  currency = 'EUR',
  large = false,
  from = false,
}: {
  selling: number | null;
  mrp?: number | null | undefined;
  currency?: string;
  large?: boolean;
  /** The product has dearer variants: "From €5.00". */
  from?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  if (selling === null) return null;
  const discounted = mrp !== null && mrp !== undefined && mrp > selling;
  return (
    <p className={large ? 'price price--large' : 'price'}>
      <span className="price__now">
        {from ? <span className="price__from">{t('price.from')} </span> : null}
        {discounted ? <span className="visually-hidden">{t('price.now')} </span> : null}
        {formatMoney(selling, lang, currency)}
      </span>
      {discounted ? (
        <>
          <s className="price__was">
            <span className="visually-hidden">{t('price.was')} </span>
            {formatMoney(mrp, lang, currency)}
          </s>
          <span className="price__off">{t('price.off', { percent: Math.round(((mrp - selling) / mrp) * 100) })}</span>
        </>
      ) : null}
    </p>
  );
}
