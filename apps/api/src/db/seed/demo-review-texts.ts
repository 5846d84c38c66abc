/**
 * What demo customers wrote about Cypriot shops, in English and Turkish.
 * Store reviews by the store's category (others use `any`); product reviews
 * fit any product. Ratings from 2 to 5, most of them good, as on a real
 * high street; the low ones get a reply from the store.
 */
export interface DemoReviewText {
  rating: number;
  lang: 'en' | 'tr';
  title: string;
  text: string;
}

export const DEMO_STORE_REVIEWS: Record<string, readonly DemoReviewText[]> = {
  groceries: [
    {
      rating: 5,
      lang: 'en',
      title: 'Best halloumi in town',
      text: 'Their village halloumi squeaks just right and the olives taste like my grandmother’s. Delivered cold, within the hour.',
    },
    {
      rating: 4,
      lang: 'tr',
      title: 'Taze ve özenli',
      text: 'Hellim ve zeytinler çok tazeydi, poşetler özenle hazırlanmıştı. Sadece kurye biraz gecikti.',
    },
    {
      rating: 5,
      lang: 'tr',
      title: 'Mahallenin en iyi bakkalı',
      text: 'Köy hellimi, taze kekik ve ev yapımı reçel; hepsi tek siparişte geldi. Kesinlikle tavsiye ederim.',
    },
    {
      rating: 3,
      lang: 'en',
      title: 'Good produce, small mix-up',
      text: 'Tomatoes and cucumbers were lovely, but I got plain yoghurt instead of strained. They refunded it without fuss.',
    },
    {
      rating: 4,
      lang: 'en',
      title: 'Reliable weekly shop',
      text: 'I order every Friday: carob syrup, halloumi, fresh bread. Prices are fair and substitutions are always sensible.',
    },
    {
      rating: 2,
      lang: 'tr',
      title: 'Eksik ürün geldi',
      text: 'Siparişimde iki ürün eksikti ve kimse haber vermedi. Ürünler kaliteli ama daha dikkatli olmalılar.',
    },
  ],
  bakery: [
    {
      rating: 5,
      lang: 'en',
      title: 'Warm flaounes at the door',
      text: 'Ordered flaounes for Easter and they arrived still warm. Perfect balance of cheese, mint and sesame.',
    },
    {
      rating: 5,
      lang: 'tr',
      title: 'Pilavuna bayıldık',
      text: 'Bayram için pilavuna ve çörek aldık, hepsi mis gibiydi. Fırından yeni çıkmış gibi geldi.',
    },
    {
      rating: 4,
      lang: 'en',
      title: 'Lovely village bread',
      text: 'The sourdough village bread keeps for days. Loukoumades were a little soggy by the time they came, still tasty.',
    },
    {
      rating: 3,
      lang: 'tr',
      title: 'Lezzetli ama pahalı',
      text: 'Simitler ve poğaçalar güzeldi ama fiyatlar diğer fırınlara göre biraz yüksek.',
    },
    {
      rating: 4,
      lang: 'tr',
      title: 'Sabah kahvaltısı için ideal',
      text: 'Sabah sekizde sipariş verdim, dokuzda kapıdaydı. Zeytinli ekmekleri harika.',
    },
  ],
  restaurants: [
    {
      rating: 5,
      lang: 'en',
      title: 'Meze for six, not a crumb left',
      text: 'Generous meze: tahini, kolokasi, sheftalia and the best souvla we have had in Nicosia. Everything hot on arrival.',
    },
    {
      rating: 4,
      lang: 'tr',
      title: 'Şeftali kebabı çok iyiydi',
      text: 'Şeftali kebabı ve molehiya çok lezzetliydi. Porsiyonlar büyük, sadece ayran unutulmuştu.',
    },
    {
      rating: 2,
      lang: 'en',
      title: 'Cold and late',
      text: 'Waited over an hour and the kleftiko was lukewarm. The taste was fine, the delivery was not.',
    },
    {
      rating: 5,
      lang: 'tr',
      title: 'Evde taverna keyfi',
      text: 'Cuma akşamı meze siparişi verdik, tam taverna tadındaydı. Paketleme de çok özenliydi.',
    },
  ],
  pharmacy: [
    {
      rating: 5,
      lang: 'en',
      title: 'Helpful pharmacist',
      text: 'They called to check which sunscreen I meant and suggested a better one for children. Fast and careful.',
    },
    {
      rating: 4,
      lang: 'tr',
      title: 'Hızlı teslimat',
      text: 'Vitaminler ve bebek bezi aynı gün geldi. Eczacı kullanım konusunda not bile eklemişti.',
    },
    {
      rating: 3,
      lang: 'en',
      title: 'Fine, but limited stock',
      text: 'Got what I needed in the end, though two items were out of stock and had to be swapped.',
    },
  ],
  any: [
    {
      rating: 5,
      lang: 'en',
      title: 'Friendly and quick',
      text: 'Exactly as described, on time, and the owner sent a kind note. Will use them again.',
    },
    {
      rating: 4,
      lang: 'tr',
      title: 'Memnun kaldım',
      text: 'Hizmet iyiydi, iletişim kolaydı. Küçük bir gecikme dışında her şey yolundaydı.',
    },
    {
      rating: 4,
      lang: 'en',
      title: 'Good value',
      text: 'Fair prices for Cyprus and good quality. Booking through the app was easy.',
    },
    {
      rating: 5,
      lang: 'tr',
      title: 'Çok profesyonel',
      text: 'Söz verdikleri saatte geldiler, temiz ve düzenli çalıştılar. Herkese tavsiye ederim.',
    },
    {
      rating: 3,
      lang: 'en',
      title: 'Okay, could be better',
      text: 'The job got done, but I had to chase them twice for an update.',
    },
    {
      rating: 2,
      lang: 'tr',
      title: 'Beklentimi karşılamadı',
      text: 'Fotoğraflardakiyle aynı değildi ve dönüş yapmaları uzun sürdü.',
    },
  ],
};

export const DEMO_PRODUCT_REVIEWS: readonly DemoReviewText[] = [
  {
    rating: 5,
    lang: 'en',
    title: 'Exactly what I wanted',
    text: 'Fresh, well packed and just as the photo shows. Ordering it again next week.',
  },
  {
    rating: 4,
    lang: 'tr',
    title: 'Kaliteli ürün',
    text: 'Ürün taze ve güzel paketlenmişti. Fiyatı biraz yüksek ama kalitesine değer.',
  },
  { rating: 5, lang: 'tr', title: 'Tam beklediğim gibi', text: 'Tadı da görünüşü de harika. Ailece çok beğendik.' },
  {
    rating: 3,
    lang: 'en',
    title: 'Decent',
    text: 'Does the job. The portion was a little smaller than I expected for the price.',
  },
  {
    rating: 4,
    lang: 'en',
    title: 'Would buy again',
    text: 'Good quality and arrived in perfect condition. My kids loved it.',
  },
  {
    rating: 2,
    lang: 'en',
    title: 'Not as fresh as hoped',
    text: 'Best-before date was only two days away. The store apologised, but still.',
  },
];

/** What a store answers to a review that was less than glowing. */
export const DEMO_REPLIES: Record<'en' | 'tr', string> = {
  en: 'Thank you for telling us. We have spoken to the team and it will not happen again; please give us another try.',
  tr: 'Geri bildiriminiz için teşekkürler. Ekibimizle konuştuk, bir daha olmayacak; lütfen bize bir şans daha verin.',
};
