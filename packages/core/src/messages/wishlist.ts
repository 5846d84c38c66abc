import type { Language } from '../i18n/languages.ts';

/** The wishlist and its alerts. Part of the message catalogue (catalogue.ts). */
export const WISHLIST_MESSAGES = {
  wishlist_saved: { en: 'Saved to your wishlist', tr: 'İstek listenize kaydedildi' },
  wishlist_already_saved: { en: 'Already in your wishlist', tr: 'Zaten istek listenizde' },
  wishlist_removed: { en: 'Removed from your wishlist', tr: 'İstek listenizden çıkarıldı' },
  wishlist_item_not_found: { en: 'This product is not in your wishlist', tr: 'Bu ürün istek listenizde değil' },
  wishlist_full: {
    en: 'Your wishlist is full ({max} products): remove one to save another',
    tr: 'İstek listeniz dolu ({max} ürün): başka bir ürün kaydetmek için birini çıkarın',
  },
  wishlist_back_in_stock_notice: {
    en: '{product} from your wishlist is back in stock',
    tr: 'İstek listenizdeki {product} yeniden stokta',
  },
  wishlist_out_of_stock_notice: {
    en: '{product} from your wishlist is out of stock',
    tr: 'İstek listenizdeki {product} stokta kalmadı',
  },
  wishlist_on_offer_notice: {
    en: '{product} from your wishlist is on offer',
    tr: 'İstek listenizdeki {product} indirimde',
  },
} as const satisfies Record<string, Record<Language, string>>;
