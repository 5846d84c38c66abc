import type { Language } from '@bedesten/core/i18n/languages';
import { message } from '@bedesten/core/messages/catalogue';
import { stockStatus, stockStatusMessageKey } from '@bedesten/core/catalogue/stock-status';
import type { VariantRow } from './catalogue.repository.ts';
import { localName } from '../listing/local-name.ts';

/** A variant as customers and vendors see it: prices in minor units, stock status with its message. */
export function toVariant(row: VariantRow, lang: Language) {
  const status = stockStatus({ isActive: row.is_active, stock: row.stock });
  const key = stockStatusMessageKey(status);
  return {
    id: row.id,
    unique_id: row.unique_id,
    size:
      row.size_id !== null && row.size_name_en
        ? { id: row.size_id, name: localName(row.size_name_en, row.size_name_tr, lang) }
        : null,
    price: row.price,
    mrp_price: row.price,
    discount: row.discount,
    selling_price: row.price - row.discount,
    stock: row.stock,
    stock_status: status,
    stock_message: key ? message(key, lang) : null,
    active_status: row.is_active,
  };
}
