import type { DefaultPage } from './default-pages.ts';

/**
 * The default legal pages: terms, privacy, accessibility, modern slavery statement, intellectual property.
 */
export const LEGAL_PAGES = {
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
} satisfies Record<string, DefaultPage>;
