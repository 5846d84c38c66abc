import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { blogPosts, faqEntries, landingBanners, needHelpDetails } from '../schema/content.ts';
import { demoImageUrl } from './demo-store-catalogue.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo's staff-edited content (issue 14): the FAQ, support details, the
 * home banners and three blog posts, in English and Turkish. Staff change all of it from
 * /admin/content; nothing here is shown as HTML without being rendered and
 * sanitised by the content module.
 */

const FAQ_TOPICS: { key: string; en: string; tr: string; entries: [string, string, string, string][] }[] = [
  {
    key: 'ordering',
    en: 'Ordering',
    tr: 'Sipariş',
    entries: [
      [
        'How do I place an order?',
        'Find a store or product, add items to your cart and go to checkout. Choose home delivery or store pickup, pick a payment method and confirm. You need an account to check out.',
        'Nasıl sipariş verebilirim?',
        'Bir mağaza veya ürün bulun, ürünleri sepetinize ekleyin ve ödemeye geçin. Adrese teslimat veya mağazadan teslim almayı seçin, ödeme yöntemini belirleyin ve onaylayın. Siparişi tamamlamak için bir hesabınız olmalıdır.',
      ],
      [
        'Can I order from several stores at once?',
        'A cart holds items from one store, so each shop can prepare and deliver your order. If you add an item from another store, we ask whether to empty your current cart first.',
        'Aynı anda birden fazla mağazadan sipariş verebilir miyim?',
        'Her mağaza siparişinizi kendisi hazırlayıp teslim ettiği için sepette tek bir mağazanın ürünleri bulunur. Başka bir mağazadan ürün eklerseniz önce mevcut sepetinizi boşaltmak isteyip istemediğinizi sorarız.',
      ],
      [
        'Can I cancel an order?',
        'Yes, from **My orders**, as long as the store has not packed or dispatched it yet. After that the order can no longer be cancelled, but you can still return it.',
        'Siparişimi iptal edebilir miyim?',
        'Evet, mağaza siparişi paketlemeden veya yola çıkarmadan önce **Siparişlerim** sayfasından iptal edebilirsiniz. Bundan sonra sipariş iptal edilemez, ancak yine de iade edebilirsiniz.',
      ],
    ],
  },
  {
    key: 'delivery',
    en: 'Delivery and pickup',
    tr: 'Teslimat ve teslim alma',
    entries: [
      [
        'How much does delivery cost, and how far do stores deliver?',
        'Each store sets its own terms: how far it delivers, in kilometres, and what it charges by order value and distance; some stores waive the charge above an order amount. The store page and your cart show these terms, and checkout shows the charge before you pay. If a store cannot reach your address, we tell you before you order.',
        'Teslimat ne kadar tutar, mağazalar ne kadar uzağa teslim eder?',
        'Her mağaza kendi koşullarını belirler: kaç kilometreye kadar teslim ettiğini ve sipariş tutarına ve mesafeye göre ne kadar ücret aldığını; bazı mağazalar belirli bir sipariş tutarının üzerinde ücret almaz. Bu koşullar mağaza sayfasında ve sepetinizde yazar, ödeme adımı da ücreti siz ödemeden önce gösterir. Bir mağaza adresinize ulaşamıyorsa bunu sipariş vermeden önce söyleriz.',
      ],
      [
        'Can I collect my order from the store?',
        'Yes. Choose store pickup at checkout; it is always free. The store tells you when your order is ready.',
        'Siparişimi mağazadan teslim alabilir miyim?',
        'Evet. Ödeme sırasında mağazadan teslim almayı seçin; bu her zaman ücretsizdir. Siparişiniz hazır olduğunda mağaza size haber verir.',
      ],
      [
        'How do I track my order?',
        'Open **My orders** to see each status: Placed, Accepted, Packed, Dispatched and Delivered. We also send you a notification when the status changes.',
        'Siparişimi nasıl takip ederim?',
        'Her aşamayı görmek için **Siparişlerim** sayfasını açın: Verildi, Kabul edildi, Paketlendi, Yola çıktı ve Teslim edildi. Durum değiştiğinde size bildirim de göndeririz.',
      ],
    ],
  },
  {
    key: 'payment',
    en: 'Payment',
    tr: 'Ödeme',
    entries: [
      [
        'Which payment methods can I use?',
        'Card, bank transfer and cash on delivery, depending on the store. Online payments are processed by our payment provider; Bedesten never sees your full card number.',
        'Hangi ödeme yöntemlerini kullanabilirim?',
        'Mağazaya bağlı olarak kart, banka havalesi ve kapıda ödeme. Çevrim içi ödemeler ödeme hizmeti sağlayıcımız tarafından işlenir; Bedesten kart numaranızın tamamını hiçbir zaman görmez.',
      ],
      [
        'How do coupons work?',
        'Enter the code at checkout. A coupon may need a minimum order amount, may be valid for online payment only, and only one coupon applies per order.',
        'Kuponlar nasıl çalışır?',
        'Kodu ödeme sırasında girin. Bir kupon en düşük sipariş tutarı gerektirebilir, yalnızca çevrim içi ödemede geçerli olabilir ve her siparişe yalnızca bir kupon uygulanır.',
      ],
    ],
  },
  {
    key: 'returns',
    en: 'Returns',
    tr: 'İadeler',
    entries: [
      [
        'How do I return an item?',
        'Open the order in **My orders** and contact the store within 14 days of delivery. Unused items in their original packaging can be returned; perishable food and personalised items cannot. See [Returns and refunds](/returns-and-refunds).',
        'Bir ürünü nasıl iade ederim?',
        '**Siparişlerim** sayfasında siparişi açın ve teslimattan sonraki 14 gün içinde mağazayla iletişime geçin. Kullanılmamış ve orijinal ambalajındaki ürünler iade edilebilir; bozulabilir gıdalar ve kişiye özel ürünler iade edilemez. Bkz. [İadeler ve geri ödemeler](/returns-and-refunds).',
      ],
    ],
  },
  {
    key: 'account',
    en: 'Your account',
    tr: 'Hesabınız',
    entries: [
      [
        'How do I delete my account?',
        'Go to **Account settings** and choose **Delete account**. Your profile, addresses and wishlist are removed; we keep invoices only as long as the law requires.',
        'Hesabımı nasıl silerim?',
        '**Hesap ayarları**na gidin ve **Hesabı sil** seçeneğini seçin. Profiliniz, adresleriniz ve istek listeniz silinir; faturaları yalnızca yasaların gerektirdiği süre boyunca saklarız.',
      ],
    ],
  },
  {
    key: 'selling',
    en: 'Selling on Bedesten',
    tr: 'Bedesten’de satış',
    entries: [
      [
        'How do I start selling on Bedesten?',
        'Sign up as a vendor with your mobile number, then set up your store: details, location, documents and bank account. Our moderators approve your store before it appears in search. Fees are on the [pricing page](/pricing).',
        'Bedesten’de satışa nasıl başlarım?',
        'Cep telefonu numaranızla satıcı olarak kaydolun, ardından mağazanızı kurun: bilgiler, konum, belgeler ve banka hesabı. Mağazanız aramada görünmeden önce moderatörlerimiz tarafından onaylanır. Ücretler [fiyatlandırma sayfasında](/pricing).',
      ],
      [
        'When can vendors reach support?',
        'Our vendor support team answers vendors Monday to Friday. Messages sent at the weekend are answered on the next working day.',
        'Satıcılar desteğe ne zaman ulaşabilir?',
        'Satıcı destek ekibimiz pazartesiden cumaya satıcılara yanıt verir. Hafta sonu gönderilen mesajlar bir sonraki iş günü yanıtlanır.',
      ],
    ],
  },
];

/** Support details; staff replace them with the real ones in /admin/content/need-help. */
export const DEMO_NEED_HELP = {
  email: 'help@demo.bedesten.cy',
  phone: '+357 22 000 000',
  whatsapp: null,
  hoursEn: 'Monday to Friday, 09:00–18:00 (Cyprus time)',
  hoursTr: 'Pazartesi–cuma, 09.00–18.00 (Kıbrıs saati)',
  addressEn: 'Nicosia, Cyprus',
  addressTr: 'Lefkoşa, Kıbrıs',
};

const DEMO_BANNERS = [
  {
    titleEn: 'Shop from stores near you',
    titleTr: 'Yakınınızdaki mağazalardan alışveriş yapın',
    subtitleEn: 'Delivery on each store’s terms, shown before you pay, or free pickup at the store.',
    subtitleTr:
      'Her mağazanın kendi koşullarıyla, ödemeden önce gösterilen teslimat ya da mağazadan ücretsiz teslim alma.',
    linkUrl: '/stores',
    imageUrl: demoImageUrl('groceries-banner', 1),
  },
  {
    titleEn: 'Need something? Post a request',
    titleTr: 'Bir şeye mi ihtiyacınız var? Talep gönderin',
    subtitleEn: 'Describe it once; shops that can help answer you in chat.',
    subtitleTr: 'Bir kez anlatın; yardımcı olabilecek mağazalar size sohbetten yanıt versin.',
    linkUrl: '/requests/new',
    imageUrl: demoImageUrl('home-garden-banner', 2),
  },
  {
    titleEn: 'Book a cab',
    titleTr: 'Taksi çağırın',
    subtitleEn: 'See the fare before you book, to town or to the airport.',
    subtitleTr: 'Şehir içi ya da havalimanı, ücreti rezervasyondan önce görün.',
    linkUrl: '/cab',
    imageUrl: demoImageUrl('cab-banner', 1),
  },
];

const DAY = 24 * 60 * 60 * 1000;

function demoPosts(now: Date) {
  return [
    {
      slug: 'free-store-pickup-how-it-works',
      titleEn: 'Free store pickup: how it works',
      titleTr: 'Mağazadan ücretsiz teslim alma nasıl çalışır',
      excerptEn: 'Order online, collect on your way home, and pay nothing for delivery.',
      excerptTr: 'Çevrim içi sipariş verin, eve dönerken uğrayıp alın, teslimata hiç ödeme yapmayın.',
      bodyEn: `Every store on Bedesten offers free pickup, whatever its delivery area.

## Choosing pickup

At checkout, choose **Store pickup** instead of home delivery. The order summary drops the delivery charge, and you pay as usual: by card, by bank transfer or in cash, depending on the store.

## When to go

The store accepts your order and packs it. Wait for the notification that it is ready, then collect it during the store's opening hours, shown on its page.

## Changed your mind?

You can cancel from **My orders** until the store has packed your order.`,
      bodyTr: `Bedesten’deki her mağaza, teslimat bölgesi ne olursa olsun ücretsiz teslim alma sunar.

## Teslim almayı seçmek

Ödeme sırasında adrese teslimat yerine **Mağazadan teslim al** seçeneğini seçin. Sipariş özetinden teslimat ücreti düşer; ödemeyi mağazaya bağlı olarak kartla, havaleyle veya nakit olarak her zamanki gibi yaparsınız.

## Ne zaman gitmeli

Mağaza siparişinizi kabul eder ve paketler. Hazır olduğunu bildiren bildirimi bekleyin, ardından mağaza sayfasında yazan çalışma saatlerinde teslim alın.

## Fikriniz mi değişti?

Mağaza siparişinizi paketleyene kadar **Siparişlerim** sayfasından iptal edebilirsiniz.`,
      coverUrl: demoImageUrl('groceries-banner', 0),
      authorName: 'Elif Demirtaş',
      publishedAt: new Date(now.getTime() - 3 * DAY),
    },
    {
      slug: 'writing-a-request-shops-can-answer',
      titleEn: 'Writing a request that shops can answer',
      titleTr: 'Mağazaların yanıtlayabileceği bir talep yazmak',
      excerptEn: 'A clear title, a shopping list and a close date get you better replies.',
      excerptTr: 'Açık bir başlık, bir alışveriş listesi ve bir kapanış tarihi daha iyi yanıtlar getirir.',
      bodyEn: `With a request you describe what you need once, and shops in that category whose delivery area covers you reply in chat.

## Tips

1. **Say what you need in the title**: "Birthday cake for 12, chocolate" works better than "Cake".
2. **Add a shopping list** with quantities, so shops can price it.
3. **Set a budget** if you have one; it is optional.
4. **Add a photo or a short voice note** when words are not enough.
5. **Pick a close date**: after it, the request stops taking replies.

Our staff check each request before shops see it. You then compare the replies and carry on with the shop you like in [chat](/chat).`,
      bodyTr: `Talep ile ihtiyacınızı bir kez anlatırsınız; o kategorideki ve teslimat bölgesi sizi kapsayan mağazalar size sohbetten yanıt verir.

## İpuçları

1. **Başlıkta ne istediğinizi söyleyin**: "12 kişilik çikolatalı doğum günü pastası", "Pasta"dan daha iyi sonuç verir.
2. **Miktarlarıyla bir alışveriş listesi ekleyin**, böylece mağazalar fiyat verebilir.
3. **Bir bütçeniz varsa belirtin**; isteğe bağlıdır.
4. **Sözcükler yetmediğinde bir fotoğraf veya kısa bir sesli not ekleyin.**
5. **Bir kapanış tarihi seçin**: bu tarihten sonra talep yanıt almaz.

Ekibimiz her talebi mağazalar görmeden önce kontrol eder. Ardından yanıtları karşılaştırır, beğendiğiniz mağazayla [sohbette](/chat) devam edersiniz.`,
      coverUrl: demoImageUrl('home-garden-banner', 1),
      authorName: 'Andreas Christou',
      publishedAt: new Date(now.getTime() - 10 * DAY),
    },
    {
      slug: 'booking-a-cab-to-the-airport',
      titleEn: 'Booking a cab to the airport',
      titleTr: 'Havalimanına taksi ayırtmak',
      excerptEn: 'Larnaca, Paphos or Ercan: see the fare first, then book.',
      excerptTr: 'Larnaka, Baf veya Ercan: önce ücreti görün, sonra ayırtın.',
      bodyEn: `Bedesten's [cab page](/cab) takes you to Larnaca (LCA), Paphos (PFO) and Ercan (ECN) airports.

## Before you book

Choose where you are picked up, the airport and the vehicle: a saloon or an estate for up to four people, a minivan for up to eight. The fare is shown before you confirm.

## After you book

A driver accepts your ride, and you can follow it in [My rides](/my-rides). Leave enough time for luggage and check-in.`,
      bodyTr: `Bedesten’in [taksi sayfası](/cab) sizi Larnaka (LCA), Baf (PFO) ve Ercan (ECN) havalimanlarına götürür.

## Ayırtmadan önce

Alınacağınız yeri, havalimanını ve aracı seçin: dört kişiye kadar sedan veya station wagon, sekiz kişiye kadar minibüs. Ücret, onaylamadan önce gösterilir.

## Ayırttıktan sonra

Bir sürücü yolculuğunuzu kabul eder; yolculuğu [Yolculuklarım](/my-rides) sayfasından izleyebilirsiniz. Bagaj ve check-in için yeterli zaman bırakın.`,
      coverUrl: demoImageUrl('cab-minivan', 1),
      authorName: 'Maria Ioannou',
      publishedAt: new Date(now.getTime() - 24 * DAY),
    },
  ];
}

/**
 * Seeds the content once (the caller claims the marker); rows that already exist are left as staff wrote them.
 * The help, legal and information pages are not seeded: every install serves their default texts
 * (modules/content/default-pages.ts) until staff save their own.
 */
export async function seedDemoContent(tx: Tx): Promise<void> {
  let position = 0;
  const faqs = FAQ_TOPICS.flatMap((topic) =>
    topic.entries.map(([questionEn, answerEn, questionTr, answerTr]) => ({
      topic: topic.key,
      topicEn: topic.en,
      topicTr: topic.tr,
      questionEn,
      questionTr,
      answerEn,
      answerTr,
      position: position++,
    })),
  );
  await tx.insert(faqEntries).values(faqs);

  await tx.insert(needHelpDetails).values(DEMO_NEED_HELP).onConflictDoNothing();
  await tx.insert(landingBanners).values(DEMO_BANNERS.map((banner, index) => ({ ...banner, position: index })));
  await tx.insert(blogPosts).values(demoPosts(new Date())).onConflictDoNothing();
}

/**
 * The "free delivery up to 50 km" promise that demos seeded before issue 43 carry (ADR 0041 dropped it):
 * the FAQ entry and the banner subtitle, as first seeded.
 */
const RETIRED_FAQ = {
  questionEn: 'Is delivery really free?',
  answerEn:
    'Delivery is free up to 50 km from the store. Some stores set their own charges beyond that distance or for very small orders; you always see the delivery charge before you pay.',
};
const RETIRED_BANNER_SUBTITLE = 'Free delivery up to 50 km, and free pickup from the store.';

/**
 * Replaces that promise in an install seeded before the fix with today's texts, once (the caller claims
 * the marker). Only rows still exactly as seeded change: a question or banner staff edited stays theirs.
 */
export async function retireDemoDeliveryPromise(tx: Tx): Promise<void> {
  const [questionEn, answerEn, questionTr, answerTr] = FAQ_TOPICS.find((topic) => topic.key === 'delivery')!
    .entries[0]!;
  await tx
    .update(faqEntries)
    .set({ questionEn, answerEn, questionTr, answerTr, updatedAt: new Date() })
    .where(and(eq(faqEntries.questionEn, RETIRED_FAQ.questionEn), eq(faqEntries.answerEn, RETIRED_FAQ.answerEn)));
  const shops = DEMO_BANNERS[0]!;
  await tx
    .update(landingBanners)
    .set({ subtitleEn: shops.subtitleEn, subtitleTr: shops.subtitleTr, updatedAt: new Date() })
    .where(eq(landingBanners.subtitleEn, RETIRED_BANNER_SUBTITLE));
}
