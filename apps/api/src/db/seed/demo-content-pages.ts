import type { ContentPageSlug } from '@bedesten/core/content/content-pages';

/**
 * The demo's help, legal and information pages (issue 14), as staff would
 * write them in the panel: Markdown in English and Turkish. They say only
 * what Bedesten really does (delivery on each store's terms and free pickup, one
 * store per cart, moderation before search, cancellation until packing…);
 * staff change them from /admin/content.
 */
export interface DemoPage {
  title: [en: string, tr: string];
  summary: [en: string, tr: string];
  sections: [heading: string, body: string][][];
}

/** `## heading` and its paragraphs, one after another. */
export function pageMarkdown(sections: [string, string][]): string {
  return sections.map(([heading, body]) => `## ${heading}\n\n${body}`).join('\n\n');
}

export const DEMO_PAGES: Record<ContentPageSlug, DemoPage> = {
  help: {
    title: ['Help centre', 'Yardım merkezi'],
    summary: [
      'Answers about orders, delivery, payment, returns, your account and selling on Bedesten.',
      'Siparişler, teslimat, ödeme, iadeler, hesabınız ve Bedesten’de satış hakkında yanıtlar.',
    ],
    sections: [
      [
        [
          'Shopping',
          '- [Orders and delivery](/orders-and-delivery): placing an order, delivery areas and times, following your order.\n- [Payment and pricing](/payment-and-pricing): payment methods, VAT, coupons and invoices.\n- [Returns and refunds](/returns-and-refunds): returning an item and getting your money back.',
        ],
        [
          'Questions and contact',
          '- [Frequently asked questions](/faqs): short answers about accounts, orders and selling.\n- [Contact us](/contact-us): write to our team if you cannot find an answer. We usually reply within one working day.',
        ],
        [
          'Selling on Bedesten',
          'Read the [vendor terms](/vendor/terms-and-conditions) and the current fees on the [pricing page](/pricing), then [open your store](/vendor).',
        ],
      ],
      [
        [
          'Alışveriş',
          '- [Siparişler ve teslimat](/orders-and-delivery): sipariş verme, teslimat bölgeleri ve süreleri, siparişinizi izleme.\n- [Ödeme ve fiyatlandırma](/payment-and-pricing): ödeme yöntemleri, KDV, kuponlar ve faturalar.\n- [İadeler ve geri ödemeler](/returns-and-refunds): bir ürünü iade etme ve paranızı geri alma.',
        ],
        [
          'Sorular ve iletişim',
          '- [Sıkça sorulan sorular](/faqs): hesaplar, siparişler ve satış hakkında kısa yanıtlar.\n- [Bize ulaşın](/contact-us): yanıtını bulamadıysanız ekibimize yazın. Genellikle bir iş günü içinde yanıt veririz.',
        ],
        [
          'Bedesten’de satış',
          '[Satıcı koşullarını](/vendor/terms-and-conditions) ve [fiyatlandırma sayfasındaki](/pricing) güncel ücretleri okuyun, ardından [mağazanızı açın](/vendor).',
        ],
      ],
    ],
  },

  'about-us': {
    title: ['About us', 'Hakkımızda'],
    summary: [
      'Bedesten brings the shops, service providers and drivers of Cyprus together in one marketplace.',
      'Bedesten, Kıbrıs’ın mağazalarını, hizmet sağlayıcılarını ve sürücülerini tek bir pazaryerinde buluşturur.',
    ],
    sections: [
      [
        [
          'Our name',
          'A bedesten is the covered market at the heart of an old Cypriot town: a safe, shaded place where merchants kept their finest goods and neighbours came to trade. We built the same idea online.\n\nBedesten brings the shops, service providers and drivers of Cyprus together in one marketplace, in English and Turkish.',
        ],
        [
          'For customers',
          'Buy from shops you know and discover new ones nearby. Each store delivers on its own terms, shown on its page and in your cart, and you can always collect your order from the store for free. Book a cab, chat with vendors, or post a request and let shops come to you.',
        ],
        [
          'For vendors',
          'Vendors sell online on Bedesten without building their own website. They manage products, offers, orders and deliveries from one panel, and our partner team supports them Monday to Friday.',
        ],
        [
          'Checked and reviewed',
          'Every store, product and sub-category is approved by our moderators before it appears in search, and customers review what they buy. If something goes wrong, our team is there to help.',
        ],
      ],
      [
        [
          'Adımız',
          'Bedesten, eski Kıbrıs kasabalarının kalbindeki kapalı çarşıdır: tüccarların en değerli mallarını sakladığı, komşuların alışverişe geldiği güvenli ve gölgeli bir yer. Biz aynı fikri çevrim içine taşıdık.\n\nBedesten, Kıbrıs’ın mağazalarını, hizmet sağlayıcılarını ve sürücülerini Türkçe ve İngilizce tek bir pazaryerinde buluşturur.',
        ],
        [
          'Müşteriler için',
          'Tanıdığınız mağazalardan alışveriş yapın, yakınınızdaki yenilerini keşfedin. Her mağaza, sayfasında ve sepetinizde gösterilen kendi koşullarıyla teslim eder; siparişinizi her zaman mağazadan ücretsiz teslim de alabilirsiniz. Taksi çağırın, satıcılarla yazışın ya da bir talep gönderin, mağazalar size gelsin.',
        ],
        [
          'Satıcılar için',
          'Satıcılar, kendi web sitelerini kurmadan Bedesten’de çevrim içi satış yapar. Ürünlerini, kampanyalarını, siparişlerini ve teslimatlarını tek bir panelden yönetirler; iş ortağı ekibimiz de pazartesiden cumaya onlara destek olur.',
        ],
        [
          'Kontrol edilmiş ve değerlendirilmiş',
          'Her mağaza, ürün ve alt kategori aramada görünmeden önce moderatörlerimiz tarafından onaylanır; müşteriler de satın aldıklarını değerlendirir. Bir sorun olursa ekibimiz yardıma hazırdır.',
        ],
      ],
    ],
  },

  'terms-and-conditions': {
    title: ['Terms and conditions', 'Kullanım koşulları'],
    summary: [
      'The rules for using Bedesten and buying from its vendors.',
      'Bedesten’i kullanma ve satıcılarından alışveriş yapma kuralları.',
    ],
    sections: [
      [
        [
          '1. Who we are and what we do',
          "Bedesten runs an online marketplace where independent vendors in Cyprus sell goods and services to customers. When you buy something, your contract of sale is with the vendor; Bedesten provides the platform, takes payments on the vendor's behalf where you pay online, and helps resolve problems.",
        ],
        [
          '2. Your account',
          'You need an account to check out, write reviews and ask questions. Keep your password private and tell us at once if you think someone else has used your account. You must be 18 or older to create an account.',
        ],
        [
          '3. Orders and prices',
          'Prices are set by vendors and shown including VAT. An order is accepted when the vendor confirms it. If an item turns out to be unavailable or wrongly priced, the vendor may cancel the order and any payment is refunded in full.',
        ],
        [
          '4. Delivery and pickup',
          'Each store sets how far it delivers and what delivery costs; you see both on its page, in your cart and before you pay. Delivery times are estimates. You can also collect your order from the store for free.',
        ],
        [
          '5. Cancellations and returns',
          'You can cancel an order until the vendor packs it. Returns and refunds follow our [returns policy](/returns-and-refunds), which does not affect your statutory rights as a consumer.',
        ],
        [
          '6. Reviews and content',
          'Reviews, questions and requests must be honest and lawful and must not contain personal data of others, offensive language or advertising. We may remove content that breaks these rules.',
        ],
        [
          '7. Liability',
          'Vendors are responsible for the goods and services they sell. We are responsible for running the platform with reasonable care. Nothing in these terms limits liability that cannot be limited by law.',
        ],
        [
          '8. Changes and contact',
          'We may update these terms; the version shown when you place an order applies to that order. Questions or complaints: use the [contact form](/contact-us) and we will reply within 14 days.',
        ],
      ],
      [
        [
          '1. Biz kimiz, ne yapıyoruz',
          "Bedesten, Kıbrıs'taki bağımsız satıcıların müşterilere ürün ve hizmet sattığı çevrim içi bir pazaryeri işletir. Bir şey satın aldığınızda satış sözleşmeniz satıcıyla yapılır; Bedesten platformu sağlar, çevrim içi ödemelerde ödemeyi satıcı adına alır ve sorunların çözülmesine yardım eder.",
        ],
        [
          '2. Hesabınız',
          'Sipariş vermek, değerlendirme yazmak ve soru sormak için bir hesabınız olmalıdır. Şifrenizi kimseyle paylaşmayın; hesabınızın başkası tarafından kullanıldığını düşünüyorsanız hemen bize bildirin. Hesap açmak için 18 yaşından büyük olmalısınız.',
        ],
        [
          '3. Siparişler ve fiyatlar',
          'Fiyatları satıcılar belirler ve KDV dahil gösterilir. Sipariş, satıcı onayladığında kabul edilmiş olur. Bir ürün stokta yoksa veya fiyatı hatalıysa satıcı siparişi iptal edebilir; yapılan ödeme tamamen iade edilir.',
        ],
        [
          '4. Teslimat ve teslim alma',
          'Her mağaza ne kadar uzağa teslim ettiğini ve teslimat ücretini kendisi belirler; ikisini de mağaza sayfasında, sepetinizde ve ödemeden önce görürsünüz. Teslimat süreleri tahminidir. Siparişinizi mağazadan ücretsiz olarak da teslim alabilirsiniz.',
        ],
        [
          '5. İptal ve iadeler',
          'Satıcı siparişi paketleyene kadar siparişinizi iptal edebilirsiniz. İade ve geri ödemeler [iade politikamıza](/returns-and-refunds) tabidir; bu politika tüketici olarak yasal haklarınızı etkilemez.',
        ],
        [
          '6. Değerlendirmeler ve içerik',
          'Değerlendirmeler, sorular ve talepler dürüst ve yasalara uygun olmalı; başkalarının kişisel verilerini, saldırgan ifadeler veya reklam içermemelidir. Bu kurallara uymayan içerikleri kaldırabiliriz.',
        ],
        [
          '7. Sorumluluk',
          'Satıcılar sattıkları ürün ve hizmetlerden sorumludur. Biz de platformu makul özenle işletmekten sorumluyuz. Bu koşullardaki hiçbir hüküm, yasaya göre sınırlanamayan sorumluluğu sınırlamaz.',
        ],
        [
          '8. Değişiklikler ve iletişim',
          'Bu koşulları güncelleyebiliriz; sipariş verdiğiniz sırada gösterilen sürüm o sipariş için geçerlidir. Soru veya şikâyetleriniz için [iletişim formunu](/contact-us) kullanın; 14 gün içinde yanıt veririz.',
        ],
      ],
    ],
  },

  'privacy-policy': {
    title: ['Privacy policy', 'Gizlilik politikası'],
    summary: [
      'What personal data Bedesten collects, why, who receives it and your rights.',
      'Bedesten’in hangi kişisel verileri neden topladığı, kimlerin aldığı ve haklarınız.',
    ],
    sections: [
      [
        [
          'What we collect',
          'Your name, email address and mobile number; your delivery addresses and, if you allow it, your location; your orders, reviews, messages and requests; and technical data such as your device and language settings.',
        ],
        [
          'Why we use it',
          'To run your account, deliver your orders, process payments, show shops near you, send you order updates, prevent fraud and meet our legal obligations. We only send marketing messages if you agree to receive them.',
        ],
        [
          'Who we share it with',
          'The vendor and, where relevant, the driver who fulfil your order receive the details they need for it. Payment providers process online payments. We never sell your personal data.',
        ],
        [
          'How we protect it',
          'Passwords are stored hashed, sessions use secure cookies that scripts cannot read, and we never store your full card number. Access to personal data within our team is limited to those who need it.',
        ],
        [
          'Cookies and local storage',
          "We use a session cookie to keep you signed in and a cookie to remember your language. Your browser's local storage keeps your cart and chosen location on your own device. We do not use advertising cookies.",
        ],
        [
          'Your rights',
          'You can see, correct or delete your data, object to its use and ask for a copy. You can delete your account at any time from your account settings. To use any other right, contact us.',
        ],
      ],
      [
        [
          'Hangi verileri topluyoruz',
          'Adınız, e-posta adresiniz ve cep telefonu numaranız; teslimat adresleriniz ve izin verirseniz konumunuz; siparişleriniz, değerlendirmeleriniz, mesajlarınız ve talepleriniz; cihazınız ve dil ayarlarınız gibi teknik veriler.',
        ],
        [
          'Neden kullanıyoruz',
          'Hesabınızı yönetmek, siparişlerinizi teslim etmek, ödemeleri işlemek, size yakın mağazaları göstermek, sipariş güncellemeleri göndermek, dolandırıcılığı önlemek ve yasal yükümlülüklerimizi yerine getirmek için. Pazarlama mesajlarını yalnızca onay verirseniz göndeririz.',
        ],
        [
          'Kimlerle paylaşıyoruz',
          'Siparişinizi yerine getiren satıcı ve gerektiğinde sürücü, bunun için gereken bilgileri alır. Çevrim içi ödemeleri ödeme hizmeti sağlayıcıları işler. Kişisel verilerinizi asla satmayız.',
        ],
        [
          'Nasıl koruyoruz',
          'Şifreler özetlenerek saklanır, oturumlar betiklerin okuyamadığı güvenli çerezler kullanır ve kart numaranızın tamamını asla saklamayız. Ekibimiz içinde kişisel verilere yalnızca ihtiyacı olanlar erişebilir.',
        ],
        [
          'Çerezler ve yerel depolama',
          'Oturumunuzu açık tutmak için bir oturum çerezi, dil seçiminizi hatırlamak için de bir çerez kullanırız. Tarayıcınızın yerel deposu sepetinizi ve seçtiğiniz konumu kendi cihazınızda tutar. Reklam çerezi kullanmayız.',
        ],
        [
          'Haklarınız',
          'Verilerinizi görebilir, düzeltebilir veya silebilir, kullanılmalarına itiraz edebilir ve bir kopyasını isteyebilirsiniz. Hesabınızı dilediğiniz zaman hesap ayarlarından silebilirsiniz. Diğer haklarınızı kullanmak için bize ulaşın.',
        ],
      ],
    ],
  },

  'returns-and-refunds': {
    title: ['Returns and refunds', 'İadeler ve geri ödemeler'],
    summary: [
      'How to return an item within 14 days and get your money back.',
      'Bir ürünü 14 gün içinde nasıl iade edeceğiniz ve paranızı nasıl geri alacağınız.',
    ],
    sections: [
      [
        [
          '14 days to change your mind',
          'You can return most goods within 14 days of delivery if they are unused and in their original packaging. Perishable food, personalised items and opened hygiene products cannot be returned unless faulty.',
        ],
        [
          'How to return',
          'Open the order in My orders and contact the store. The store confirms how to send the item back or arranges a collection.',
        ],
        [
          'Refunds',
          'Once the store receives the item, your refund is paid to the original payment method, usually within 14 days. Faulty or wrong items are refunded in full, including delivery.',
        ],
      ],
      [
        [
          'Fikrinizi değiştirmek için 14 gün',
          'Çoğu ürünü, kullanılmamış ve orijinal ambalajında olması koşuluyla teslimattan sonraki 14 gün içinde iade edebilirsiniz. Bozulabilir gıdalar, kişiye özel ürünler ve açılmış hijyen ürünleri kusurlu olmadıkça iade edilemez.',
        ],
        [
          'Nasıl iade edilir',
          'Siparişlerim sayfasında siparişi açın ve mağazayla iletişime geçin. Mağaza, ürünü nasıl geri göndereceğinizi bildirir veya ürünü sizden teslim alır.',
        ],
        [
          'Geri ödemeler',
          'Mağaza ürünü teslim aldığında geri ödemeniz, genellikle 14 gün içinde, ödemeyi yaptığınız yönteme yapılır. Kusurlu veya yanlış gönderilen ürünlerde teslimat dahil tutarın tamamı iade edilir.',
        ],
      ],
    ],
  },

  'orders-and-delivery': {
    title: ['Orders and delivery', 'Siparişler ve teslimat'],
    summary: [
      'Placing an order, delivery on each store’s terms, free store pickup and following your order.',
      'Sipariş verme, her mağazanın kendi koşullarıyla teslimat, ücretsiz mağazadan teslim alma ve siparişinizi izleme.',
    ],
    sections: [
      [
        [
          'Placing an order',
          'Add items from one store to your cart and go to checkout. Choose home delivery or store pickup, add a note for the shop if you like, pick a payment method and confirm.',
        ],
        [
          'Delivery on each store’s terms',
          'Each store delivers within its own radius, in kilometres, and sets its own charges by order value and distance, sometimes free above an amount. The store page and your cart show these terms. If a store cannot reach your address, we tell you before you order, and you can pick the order up instead.',
        ],
        [
          'Following your order',
          'Your order moves through Placed, Accepted, Packed, Dispatched and Delivered. You can follow each step in My orders, and we notify you when it changes.',
        ],
        [
          'Store pickup',
          "Pickup is always free. Wait for the message that your order is ready, then collect it during the store's opening hours.",
        ],
      ],
      [
        [
          'Sipariş verme',
          'Tek bir mağazanın ürünlerini sepetinize ekleyin ve ödemeye geçin. Adrese teslimat veya mağazadan teslim almayı seçin, dilerseniz mağazaya bir not ekleyin, ödeme yöntemini seçin ve onaylayın.',
        ],
        [
          'Her mağazanın kendi koşullarıyla teslimat',
          'Her mağaza kendi yarıçapı içinde, kilometre olarak, teslim eder ve ücretlerini sipariş tutarına ve mesafeye göre kendisi belirler; bazen belirli bir tutarın üstünde teslimat ücretsizdir. Mağaza sayfası ve sepetiniz bu koşulları gösterir. Bir mağaza adresinize ulaşamıyorsa bunu sipariş vermeden önce size bildiririz; siparişi mağazadan teslim alabilirsiniz.',
        ],
        [
          'Siparişinizi izleme',
          'Siparişiniz sırasıyla Verildi, Kabul edildi, Paketlendi, Yola çıktı ve Teslim edildi aşamalarından geçer. Her adımı Siparişlerim sayfasında izleyebilirsiniz; durum değiştiğinde size bildirim göndeririz.',
        ],
        [
          'Mağazadan teslim alma',
          'Mağazadan teslim alma her zaman ücretsizdir. Siparişinizin hazır olduğunu bildiren mesajı bekleyin, ardından mağazanın çalışma saatlerinde teslim alın.',
        ],
      ],
    ],
  },

  'payment-and-pricing': {
    title: ['Payment and pricing', 'Ödeme ve fiyatlandırma'],
    summary: [
      'Payment methods, prices with VAT, coupons and invoices.',
      'Ödeme yöntemleri, KDV dahil fiyatlar, kuponlar ve faturalar.',
    ],
    sections: [
      [
        [
          'Payment methods',
          'Depending on the store, you can pay by card, by bank transfer or in cash on delivery. Card payments are handled by our payment provider.',
        ],
        [
          'Prices and VAT',
          'Vendors set their own prices, shown including VAT. Your order summary lists the items, any discount, the delivery charge and the total before you pay.',
        ],
        [
          'Coupons and offers',
          'Coupons can be a percentage or a fixed amount, may need a minimum order amount and may apply to online payments only. One coupon applies per order.',
        ],
        ['Invoices', 'An invoice is available for every order in My orders and can be downloaded as a PDF.'],
      ],
      [
        [
          'Ödeme yöntemleri',
          'Mağazaya bağlı olarak kartla, banka havalesiyle veya kapıda nakit ödeyebilirsiniz. Kartla ödemeleri ödeme hizmeti sağlayıcımız işler.',
        ],
        [
          'Fiyatlar ve KDV',
          'Satıcılar kendi fiyatlarını belirler; fiyatlar KDV dahil gösterilir. Sipariş özetiniz ödemeden önce ürünleri, varsa indirimi, teslimat ücretini ve toplam tutarı listeler.',
        ],
        [
          'Kuponlar ve kampanyalar',
          'Kuponlar yüzde veya sabit tutarlı olabilir, en düşük sipariş tutarı gerektirebilir ve yalnızca çevrim içi ödemelerde geçerli olabilir. Her siparişe bir kupon uygulanır.',
        ],
        ['Faturalar', 'Her siparişin faturası Siparişlerim sayfasında bulunur ve PDF olarak indirilebilir.'],
      ],
    ],
  },

  accessibility: {
    title: ['Accessibility', 'Erişilebilirlik'],
    summary: [
      'How we make Bedesten usable for everyone, and how to report a barrier.',
      'Bedesten’i herkes için nasıl kullanılabilir kıldığımız ve bir engeli nasıl bildireceğiniz.',
    ],
    sections: [
      [
        [
          'Our standard',
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is tested with automated checks and with the keyboard before release.',
        ],
        [
          'What you can expect',
          'A link to skip to the main content, clear focus outlines, text that keeps enough contrast, pages that work on small screens and with zoom, and labels on every form field.',
        ],
        [
          'Report a barrier',
          'If something on Bedesten is hard to use, tell us through the [contact form](/contact-us). Describe the page and the problem, and we will reply within 5 working days.',
        ],
      ],
      [
        [
          'Hedefimiz',
          "Web İçeriği Erişilebilirlik Yönergeleri'nin (WCAG) 2.2 sürümünü AA düzeyinde karşılamayı hedefliyoruz. Her sayfa yayına girmeden önce otomatik denetimlerle ve klavyeyle test edilir.",
        ],
        [
          'Neler bekleyebilirsiniz',
          'Ana içeriğe atlama bağlantısı, belirgin odak çerçeveleri, yeterli karşıtlıkta metinler, küçük ekranlarda ve yakınlaştırmada çalışan sayfalar ve her form alanında etiketler.',
        ],
        [
          'Bir engeli bildirin',
          "Bedesten'de kullanımı zor bir şey varsa [iletişim formuyla](/contact-us) bize bildirin. Sayfayı ve sorunu anlatın; 5 iş günü içinde yanıt veririz.",
        ],
      ],
    ],
  },

  'modern-slavery-statement': {
    title: ['Modern slavery statement', 'Modern kölelik beyanı'],
    summary: [
      'How Bedesten works against forced labour, human trafficking and child labour in its marketplace.',
      'Bedesten’in pazaryerinde zorla çalıştırma, insan ticareti ve çocuk işçiliğine karşı nasıl çalıştığı.',
    ],
    sections: [
      [
        [
          'Why we publish this',
          'Bedesten is a small marketplace for independent shops, service providers and drivers in Cyprus. No law requires a business of our size to publish this statement; we publish it because the people who make, sell and deliver what is bought here deserve fair and lawful treatment.',
        ],
        [
          'Our business and supply chain',
          'We do not make or stock goods ourselves. Local vendors sell their own goods and services, and drivers offer their own rides. Our own supply chain is small: hosting, software, payment processing and office services.',
        ],
        [
          'What we ask of vendors and drivers',
          'The [vendor terms](/vendor/terms-and-conditions) require every vendor to obey the law, including the laws against forced labour, human trafficking and child labour, for their staff and for the goods they sell. Our moderators check each store, with its trade licence, before it appears in search, and check each product before it is listed.',
        ],
        [
          'What we do when something is wrong',
          'If we learn that a store or driver may be involved in forced labour or trafficking, we can remove the store or the driver from Bedesten at once, and we report what we know to the authorities.',
        ],
        [
          'Tell us',
          'If you have a concern, write to us through the [contact form](/contact-us). You do not need proof, and we do not pass on who told us.',
        ],
      ],
      [
        [
          'Bu beyanı neden yayımlıyoruz',
          'Bedesten, Kıbrıs’taki bağımsız mağazalar, hizmet sağlayıcılar ve sürücüler için küçük bir pazaryeridir. Hiçbir yasa bizim büyüklüğümüzdeki bir işletmeyi bu beyanı yayımlamaya zorlamaz; burada satın alınan şeyleri yapan, satan ve teslim eden insanlar adil ve yasal bir muameleyi hak ettiği için yayımlıyoruz.',
        ],
        [
          'İşimiz ve tedarik zincirimiz',
          'Ürünleri kendimiz üretmiyor veya stoklamıyoruz. Yerel satıcılar kendi ürün ve hizmetlerini satar, sürücüler kendi yolculuklarını sunar. Kendi tedarik zincirimiz küçüktür: barındırma, yazılım, ödeme işleme ve ofis hizmetleri.',
        ],
        [
          'Satıcılardan ve sürücülerden beklediklerimiz',
          '[Satıcı koşulları](/vendor/terms-and-conditions), her satıcının hem çalışanları hem de sattığı ürünler için zorla çalıştırma, insan ticareti ve çocuk işçiliğine karşı yasalar dahil tüm yasalara uymasını şart koşar. Moderatörlerimiz her mağazayı ticari lisansıyla birlikte aramada görünmeden önce, her ürünü de listelenmeden önce kontrol eder.',
        ],
        [
          'Bir sorun olduğunda ne yapıyoruz',
          'Bir mağazanın veya sürücünün zorla çalıştırma ya da insan ticaretiyle ilgili olabileceğini öğrenirsek mağazayı veya sürücüyü Bedesten’den hemen kaldırabiliriz ve bildiklerimizi yetkililere iletiriz.',
        ],
        [
          'Bize bildirin',
          'Bir endişeniz varsa [iletişim formuyla](/contact-us) bize yazın. Kanıt göstermeniz gerekmez; kimin bildirdiğini kimseyle paylaşmayız.',
        ],
      ],
    ],
  },

  'protection-of-intellectual-property': {
    title: ['Protection of intellectual property', 'Fikri mülkiyetin korunması'],
    summary: [
      'What vendors may list, and how a rights holder reports a counterfeit or a copied listing.',
      'Satıcıların neleri listeleyebileceği ve hak sahibinin sahte ya da kopya bir ilanı nasıl bildireceği.',
    ],
    sections: [
      [
        [
          'Our rule',
          'Vendors may only sell genuine goods and may only use pictures, texts, names and logos they own or have permission to use. Counterfeits and copies of another’s work are not allowed on Bedesten.',
        ],
        [
          'How listings are checked',
          'Our moderators check every new store and product before it appears in search. That check cannot catch everything, so we rely on rights holders to tell us when a listing uses their rights.',
        ],
        [
          'Report a listing',
          'Write to us through the [contact form](/contact-us) and choose "A store or product". Please include:\n\n1. the address of the store or product page;\n2. the right concerned (trade mark, copyright or design) and who holds it;\n3. why the listing infringes it;\n4. your name and how we can reach you, and, if you act for the holder, that you may do so.',
        ],
        [
          'What happens next',
          'We review each report and tell you what we decided. If a listing infringes, we take it down and tell the vendor why. Vendors who infringe again can lose their store.',
        ],
        [
          'If your listing was removed',
          'Vendors who believe a listing was removed by mistake can reply with the evidence, for example an invoice from the brand or a licence, and we review the decision.',
        ],
      ],
      [
        [
          'Kuralımız',
          'Satıcılar yalnızca orijinal ürün satabilir ve yalnızca kendilerine ait ya da kullanma izni aldıkları resimleri, metinleri, adları ve logoları kullanabilir. Bedesten’de sahte ürünlere ve başkasının emeğinin kopyalarına izin verilmez.',
        ],
        [
          'İlanlar nasıl kontrol edilir',
          'Moderatörlerimiz her yeni mağazayı ve ürünü aramada görünmeden önce kontrol eder. Bu kontrol her şeyi yakalayamaz; bu nedenle bir ilan haklarını kullandığında hak sahiplerinin bize haber vermesine güveniriz.',
        ],
        [
          'Bir ilanı bildirin',
          '[İletişim formuyla](/contact-us) bize yazın ve "Bir mağaza veya ürün" konusunu seçin. Lütfen şunları ekleyin:\n\n1. mağaza veya ürün sayfasının adresi;\n2. ilgili hak (marka, telif veya tasarım) ve sahibi;\n3. ilanın bu hakkı neden ihlal ettiği;\n4. adınız ve size nasıl ulaşabileceğimiz; hak sahibi adına hareket ediyorsanız buna yetkili olduğunuz.',
        ],
        [
          'Sonra ne olur',
          'Her bildirimi inceler ve kararımızı size bildiririz. Bir ilan hak ihlali içeriyorsa onu kaldırır ve satıcıya nedenini bildiririz. İhlali tekrarlayan satıcılar mağazalarını kaybedebilir.',
        ],
        [
          'İlanınız kaldırıldıysa',
          'Bir ilanın yanlışlıkla kaldırıldığını düşünen satıcılar kanıtlarıyla, örneğin markadan alınmış bir faturayla veya bir lisansla yanıt verebilir; kararı yeniden inceleriz.',
        ],
      ],
    ],
  },

  'vendor-terms-and-conditions': {
    title: ['Vendor terms and conditions', 'Satıcı koşulları'],
    summary: [
      'The terms for selling goods and services on Bedesten: your store, approval, orders, fees and conduct.',
      'Bedesten’de ürün ve hizmet satmanın koşulları: mağazanız, onay, siparişler, ücretler ve davranış kuralları.',
    ],
    sections: [
      [
        [
          '1. Your partner account',
          'You sign up as a partner with your mobile number, confirmed by a one-time code. Keep your password private; you are responsible for what is done from your account.',
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
          'We may change these terms and tell you before the change applies. Questions: use the [contact form](/contact-us); our partner team answers Monday to Friday.',
        ],
      ],
      [
        [
          '1. İş ortağı hesabınız',
          'Cep telefonu numaranızla, tek kullanımlık bir kodla doğrulayarak iş ortağı olarak kaydolursunuz. Şifrenizi kimseyle paylaşmayın; hesabınızdan yapılan her şeyden siz sorumlusunuz.',
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
          'Bu koşulları değiştirebiliriz ve değişiklik geçerli olmadan önce size bildiririz. Sorularınız için [iletişim formunu](/contact-us) kullanın; iş ortağı ekibimiz pazartesiden cumaya yanıt verir.',
        ],
      ],
    ],
  },
};
