/** FAQ structure; the questions and answers are in locales/<lang>/help.json (faq.<id>.q|a). */
export const FAQ_GROUPS = [
  { id: 'ordering', items: ['how-to-order', 'one-store-cart', 'cancel-order'] },
  { id: 'delivery', items: ['free-delivery', 'pickup', 'track-order'] },
  { id: 'payment', items: ['payment-methods', 'coupons'] },
  { id: 'returns', items: ['return-item'] },
  { id: 'account', items: ['delete-account'] },
  { id: 'selling', items: ['start-selling', 'vendor-support'] },
] as const;

/** Shown on the help centre. */
export const POPULAR_FAQS = ['how-to-order', 'free-delivery', 'payment-methods', 'return-item'] as const;

export const ALL_FAQS: readonly string[] = FAQ_GROUPS.flatMap((group) => group.items);
