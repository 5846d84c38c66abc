import { message } from '~/lib/messages.ts';
import { formatMoney } from '@bedesten/core/money/format-money';
import { useTranslation } from '~/lib/i18n-react.tsx';
import { Link } from '~/components/link.tsx';
import { QuantityStepper } from '~/components/quantity-stepper.tsx';
import { useLanguage } from '~/lib/root-data.ts';
import type { CartRow } from '../cart-model.ts';
import { Picture } from '~/components/picture.tsx';

/** A line whose typed quantity was more than is left: it holds what is left (`n`), and says so. */
export interface CappedLine {
  key: string;
  n: number;
}

/**
 * The cart's lines: picture, name, size, unit, price (and list price),
 * quantity, line total, remove. A quantity typed above what is left says
 * "Only 12 left: your cart has 12" under the line, once the cart holds it.
 */
export function CartLines({
  rows,
  currency,
  busy,
  capped = null,
  onQuantity,
  onCapped,
  onRemove,
}: {
  rows: readonly CartRow[];
  currency: string;
  busy: boolean;
  capped?: CappedLine | null;
  onQuantity: (row: CartRow, quantity: number) => void;
  onCapped?: (row: CartRow, n: number) => void;
  onRemove: (row: CartRow) => void;
}) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const money = (minor: number) => formatMoney(minor, lang, currency);
  return (
    <ul className="cart-lines" aria-label={t('lines')}>
      {rows.map((row) => {
        const unavailable = row.status !== 'in_stock';
        return (
          <li key={row.key} className={unavailable ? 'cart-line cart-line--unavailable' : 'cart-line'}>
            <div className="cart-line__image">
              {row.image ? <Picture src={row.image} alt="" width={88} height={88} use="thumb" /> : null}
            </div>
            <div className="cart-line__info">
              <h3 className="cart-line__name">
                {row.href ? (
                  <Link to={row.href} className="text-link">
                    {row.name}
                  </Link>
                ) : (
                  row.name
                )}
              </h3>
              <p className="cart-line__facts">
                {row.size ? <span>{t('line.size', { size: row.size })}</span> : null}
                {row.unit ? <span>{t('line.unit', { unit: row.unit })}</span> : null}
              </p>
              <p className="cart-line__price">
                <span>{t('line.each', { price: money(row.selling) })}</span>
                {row.mrp > row.selling ? (
                  <s className="cart-line__was">
                    <span className="visually-hidden">{t('line.was')} </span>
                    {money(row.mrp)}
                  </s>
                ) : null}
              </p>
              {row.problem ? (
                <p className="cart-line__problem" role="status">
                  {message(row.problem.key, lang, row.problem.n === undefined ? {} : { n: row.problem.n })}
                </p>
              ) : capped?.key === row.key && capped.n === row.quantity ? (
                <p className="cart-line__problem" role="status">
                  {t(row.stock === capped.n ? 'line.capped' : 'line.limit', { n: capped.n })}
                </p>
              ) : null}
            </div>
            <div className="cart-line__actions">
              {unavailable ? null : (
                <QuantityStepper
                  id={`quantity-${row.key}`}
                  label={t('line.quantity', { name: row.name })}
                  hideLabel
                  value={row.quantity}
                  max={Math.max(row.max, row.quantity)}
                  disabled={busy}
                  onChange={(quantity) => onQuantity(row, quantity)}
                  onCapped={(n) => onCapped?.(row, n)}
                />
              )}
              <p className="cart-line__total">
                <span className="visually-hidden">{t('line.total')} </span>
                {money(row.selling * row.quantity)}
              </p>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('line.removeNamed', { name: row.name })}
                disabled={busy}
                onClick={() => onRemove(row)}
              >
                {t('line.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
