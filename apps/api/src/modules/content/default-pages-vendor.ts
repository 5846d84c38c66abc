import type { DefaultPage } from './default-pages.ts';

/**
 * The default vendor terms, public (issue 43) and linked from the vendor sign-up.
 */
export const VENDOR_PAGES = {
  'vendor-terms-and-conditions': {
    title: ['Vendor terms and conditions', 'Satıcı koşulları'],
    summary: [
      'The terms for selling goods and services on Bedesten: your store, approval, orders, fees and conduct.',
      'Bedesten’de ürün ve hizmet satmanın koşulları: mağazanız, onay, siparişler, ücretler ve davranış kuralları.',
    ],
    sections: [
      [
        [
          '1. Your vendor account',
          'You sign up as a vendor with your mobile number, confirmed by a one-time code. Keep your password private; you are responsible for what is done from your account.',
        ],
        [
          '2. Setting up your store',
          'Give true details: your business and store name, category, location and opening hours, your trade licence and the bank account for your payments. Our staff approve your store before it appears in search; we may ask for more information or refuse a store, and we tell you why.',
        ],
        [
          '3. Products and prices',
          'You may list only goods and services you are allowed to sell, described honestly, with pictures you own or may use. New products are checked by our moderators before customers see them. You set your prices, shown including VAT, and you keep your stock up to date.',
        ],
        [
          '4. Orders',
          'Accept or cancel each order promptly, then mark it packed, dispatched and delivered as it happens, so customers can follow it. A customer may cancel until you pack the order. Cancel an order you cannot fulfil; any payment is refunded to the customer.',
        ],
        [
          '5. Delivery and pickup',
          'Delivery is free for customers within your store’s delivery radius unless you set your own delivery charges in the panel; customers always see the charge before they pay. Pickup from your store is free.',
        ],
        [
          '6. Fees and payments',
          'The joining fee and the platform fee in force are shown on the [pricing page](/pricing) and before you agree to them. Where customers pay online, Bedesten takes the payment on your behalf; your sales and payments are listed in your panel.',
        ],
        [
          '7. Customers, reviews and returns',
          'Answer customers’ questions and messages politely and honour returns as set out in our [returns policy](/returns-and-refunds) and the law. Reviews are written by customers after a delivered order; you may reply, but not ask for reviews in exchange for anything.',
        ],
        [
          '8. Conduct and removal',
          'Obey the law, including consumer, food safety, tax and employment law and the rules against forced labour. We may hide a product or suspend or delete a store that breaks these terms or the law, and we tell you the reason.',
        ],
        [
          '9. Changes and contact',
          'We may change these terms and tell you before the change applies. Questions: use the [contact form](/contact-us); our vendor support team answers Monday to Friday.',
        ],
      ],
      [
        [
          '1. Satıcı hesabınız',
          'Cep telefonu numaranızla, tek kullanımlık bir kodla doğrulayarak satıcı olarak kaydolursunuz. Şifrenizi kimseyle paylaşmayın; hesabınızdan yapılan her şeyden siz sorumlusunuz.',
        ],
        [
          '2. Mağazanızı kurma',
          'Doğru bilgiler verin: işletme ve mağaza adınız, kategoriniz, konumunuz ve çalışma saatleriniz, ticari lisansınız ve ödemeleriniz için banka hesabınız. Mağazanız aramada görünmeden önce ekibimiz tarafından onaylanır; ek bilgi isteyebilir veya bir mağazayı reddedebiliriz ve nedenini size bildiririz.',
        ],
        [
          '3. Ürünler ve fiyatlar',
          'Yalnızca satmaya yetkili olduğunuz ürün ve hizmetleri, dürüstçe tanımlayarak ve size ait ya da kullanma izniniz olan resimlerle listeleyebilirsiniz. Yeni ürünler müşteriler görmeden önce moderatörlerimiz tarafından kontrol edilir. Fiyatlarınızı siz belirlersiniz, KDV dahil gösterilir; stoğunuzu güncel tutarsınız.',
        ],
        [
          '4. Siparişler',
          'Her siparişi hemen kabul edin veya iptal edin; ardından müşterilerin izleyebilmesi için siparişi gerçekleştikçe paketlendi, yola çıktı ve teslim edildi olarak işaretleyin. Müşteri, siz paketleyene kadar siparişi iptal edebilir. Yerine getiremeyeceğiniz bir siparişi iptal edin; yapılan ödeme müşteriye iade edilir.',
        ],
        [
          '5. Teslimat ve teslim alma',
          'Panelde kendi teslimat ücretlerinizi belirlemediğiniz sürece mağazanızın teslimat yarıçapı içindeki müşteriler için teslimat ücretsizdir; müşteriler ücreti her zaman ödemeden önce görür. Mağazanızdan teslim alma ücretsizdir.',
        ],
        [
          '6. Ücretler ve ödemeler',
          'Geçerli katılım ücreti ve platform ücreti [fiyatlandırma sayfasında](/pricing) ve siz kabul etmeden önce gösterilir. Müşteriler çevrim içi ödediğinde ödemeyi Bedesten sizin adınıza alır; satışlarınız ve ödemeleriniz panelinizde listelenir.',
        ],
        [
          '7. Müşteriler, değerlendirmeler ve iadeler',
          'Müşterilerin sorularını ve mesajlarını kibarca yanıtlayın; iadeleri [iade politikamıza](/returns-and-refunds) ve yasalara uygun şekilde kabul edin. Değerlendirmeleri müşteriler teslim edilen bir siparişten sonra yazar; yanıt verebilirsiniz, ancak karşılığında bir şey vererek değerlendirme isteyemezsiniz.',
        ],
        [
          '8. Davranış ve kaldırma',
          'Tüketici, gıda güvenliği, vergi ve çalışma mevzuatı ile zorla çalıştırmaya karşı kurallar dahil yasalara uyun. Bu koşulları veya yasaları çiğneyen bir ürünü gizleyebilir, bir mağazayı askıya alabilir veya silebiliriz; nedenini size bildiririz.',
        ],
        [
          '9. Değişiklikler ve iletişim',
          'Bu koşulları değiştirebiliriz ve değişiklik geçerli olmadan önce size bildiririz. Sorularınız için [iletişim formunu](/contact-us) kullanın; satıcı destek ekibimiz pazartesiden cumaya yanıt verir.',
        ],
      ],
    ],
  },
} satisfies Record<string, DefaultPage>;
