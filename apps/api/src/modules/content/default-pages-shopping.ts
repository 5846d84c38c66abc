import type { DefaultPage } from './default-pages.ts';

/**
 * The default help and shopping pages: help centre, about us, orders and delivery, payment and pricing, returns.
 */
export const SHOPPING_PAGES = {
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
          'Vendors sell online on Bedesten without building their own website. They manage products, offers, orders and deliveries from one panel, and our vendor support team supports them Monday to Friday.',
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
          'Satıcılar, kendi web sitelerini kurmadan Bedesten’de çevrim içi satış yapar. Ürünlerini, kampanyalarını, siparişlerini ve teslimatlarını tek bir panelden yönetirler; satıcı destek ekibimiz de pazartesiden cumaya onlara destek olur.',
        ],
        [
          'Kontrol edilmiş ve değerlendirilmiş',
          'Her mağaza, ürün ve alt kategori aramada görünmeden önce moderatörlerimiz tarafından onaylanır; müşteriler de satın aldıklarını değerlendirir. Bir sorun olursa ekibimiz yardıma hazırdır.',
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
} satisfies Record<string, DefaultPage>;
