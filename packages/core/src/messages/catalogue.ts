import type { Language } from '../i18n/languages.ts';

/**
 * The error catalogue of SPEC.md §5 and §8, in the spec's own English words
 * and in Turkish. The API answers with these by key in the caller's language;
 * the web app shows the same texts, so both sides stay word for word alike.
 * Placeholders are written {name}.
 */
export const MESSAGES = {
  // §8 response handling
  email_taken: { en: 'This email is already used.', tr: 'Bu e-posta adresi zaten kullanılıyor.' },
  username_taken: { en: 'This username is already used.', tr: 'Bu kullanıcı adı zaten kullanılıyor.' },
  // §8 messages
  incorrect_credentials: { en: 'Incorrect email id or password', tr: 'E-posta adresi veya şifre hatalı' },
  account_deleted: {
    en: 'Your account deleted please contact to admin',
    tr: 'Hesabınız silindi, lütfen yöneticiyle iletişime geçin',
  },
  mobile_and_email_taken: {
    en: 'Your mobile and email already been taken',
    tr: 'Cep telefonu numaranız ve e-posta adresiniz zaten kullanılıyor',
  },
  mobile_taken: { en: 'Your mobile already been taken', tr: 'Cep telefonu numaranız zaten kullanılıyor' },
  email_already_taken: { en: 'Your email already been taken', tr: 'E-posta adresiniz zaten kullanılıyor' },
  email_or_mobile_exists: {
    en: 'Email or mobile number already exists',
    tr: 'E-posta adresi veya cep telefonu numarası zaten kayıtlı',
  },
  no_account_found: { en: 'No account found please sign up', tr: 'Hesap bulunamadı, lütfen kaydolun' },
  number_already_registered: {
    en: 'Your number already registered login successful',
    tr: 'Numaranız zaten kayıtlı, giriş başarılı',
  },
  token_expired: { en: 'Token Expire', tr: 'Oturum anahtarının süresi doldu' },
  session_expired: {
    en: 'Your session expired please login',
    tr: 'Oturumunuzun süresi doldu, lütfen giriş yapın',
  },
  please_login: { en: 'Please login first', tr: 'Lütfen önce giriş yapın' },
  forbidden: { en: 'You do not have access to this page', tr: 'Bu sayfaya erişim yetkiniz yok' },
  not_found: { en: 'Not found', tr: 'Bulunamadı' },
  internal_error: { en: 'Internal server error', tr: 'Sunucu hatası' },
  no_internet: { en: 'Internet connection not available', tr: 'İnternet bağlantısı yok' },
  otp_timeout: {
    en: 'Time Out Please Click On Resend OTP',
    tr: 'Süre doldu, lütfen kodu yeniden gönder’e tıklayın',
  },
  store_not_delivering: { en: 'This store does not deliver here', tr: 'Bu mağaza buraya teslimat yapmıyor' },
  address_not_reachable: {
    en: 'Sorry, the selected address is not reachable',
    tr: 'Üzgünüz, seçilen adrese teslimat yapılamıyor',
  },
  allow_location: { en: 'Please allow your location', tr: 'Lütfen konumunuza erişime izin verin' },
  invalid_image_type: { en: 'Invalid image type', tr: 'Geçersiz görsel türü' },
  add_review: { en: 'Please add review', tr: 'Lütfen bir değerlendirme yazın' },
  add_sub_category: {
    en: 'Please add at least one sub category',
    tr: 'Lütfen en az bir alt kategori ekleyin',
  },
  add_to_cart_product: { en: 'Please add to cart product', tr: 'Lütfen sepete ürün ekleyin' },
  cart_empty: { en: 'Your cart is empty', tr: 'Sepetiniz boş' },
  select_payment_method: {
    en: 'Please select available payment methods',
    tr: 'Lütfen geçerli bir ödeme yöntemi seçin',
  },
  out_of_stock: { en: 'Out of Stock', tr: 'Stokta yok' },
  not_available: { en: 'Not available', tr: 'Mevcut değil' },
  setup_deleted_by_admin: {
    en: 'Your store or driver profile was deleted by admin, please create a new setup',
    tr: 'Mağazanız veya sürücü profiliniz yönetici tarafından silindi, lütfen yeniden kurulum yapın',
  },
  store_incomplete: {
    en: 'Your store detail is incomplete, add the business category first',
    tr: 'Mağaza bilgileriniz eksik, önce işletme kategorisini ekleyin',
  },
  charges_incomplete: {
    en: 'Please check all charges are filled properly',
    tr: 'Lütfen tüm ücretlerin doğru doldurulduğunu kontrol edin',
  },
  cannot_cancel_order: {
    en: 'unable to cancel order because already {status}',
    tr: 'Sipariş zaten {status} olduğu için iptal edilemiyor',
  },
  too_many_requests: {
    en: 'Too many attempts, please try again later',
    tr: 'Çok fazla deneme yapıldı, lütfen daha sonra tekrar deneyin',
  },
  // coupons
  coupon_min_amount: {
    en: 'You cannot apply this coupon, your amount is not matched with minimum amount',
    tr: 'Bu kuponu uygulayamazsınız, tutarınız en düşük sipariş tutarını karşılamıyor',
  },
  coupon_already_applied: {
    en: 'This coupon already applied use another coupon',
    tr: 'Bu kupon zaten uygulandı, başka bir kupon kullanın',
  },
  coupon_not_found: { en: 'Coupon not found', tr: 'Kupon bulunamadı' },
  coupon_online_only: {
    en: 'This coupon is for online card payments only',
    tr: 'Bu kupon yalnızca çevrimiçi kartla ödemede geçerlidir',
  },
  coupon_used_up: { en: 'This coupon has been used up', tr: 'Bu kuponun kullanım hakkı doldu' },
  coupon_applied: { en: 'Coupon applied', tr: 'Kupon uygulandı' },
  voucher_code_invalid: {
    en: 'Voucher code must be letters and digits only',
    tr: 'Kupon kodu yalnızca harf ve rakamlardan oluşmalıdır',
  },
  voucher_code_taken: { en: 'This voucher code is already in use', tr: 'Bu kupon kodu zaten kullanılıyor' },
  offer_dates_order: {
    en: 'End date must be after the start date',
    tr: 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır',
  },
  vat_rate_in_use: {
    en: 'Products use this VAT rate; choose another rate on them first',
    tr: 'Bu KDV oranını kullanan ürünler var; önce bu ürünlerde başka bir oran seçin',
  },
  // cart, checkout, payments and orders (issue 5)
  cart_store_conflict: {
    en: 'Your cart has items from {store}. Discard them and start a new cart?',
    tr: 'Sepetinizde {store} mağazasından ürünler var. Bunları silip yeni bir sepet başlatılsın mı?',
  },
  only_n_left: { en: 'Only {n} left in stock', tr: 'Stokta yalnızca {n} adet kaldı' },
  cart_updated: { en: 'Cart updated', tr: 'Sepet güncellendi' },
  guest_cart_kept: {
    en: 'Your saved cart from {store} was kept; the items you added before signing in were not added',
    tr: '{store} mağazasından kayıtlı sepetiniz korundu; giriş yapmadan önce eklediğiniz ürünler eklenmedi',
  },
  minimum_order_not_met: {
    en: 'This store takes orders from {amount}',
    tr: 'Bu mağaza {amount} ve üzeri siparişleri kabul ediyor',
  },
  min_price_above_max: {
    en: 'Minimum price must not be more than the maximum price',
    tr: 'En düşük fiyat en yüksek fiyattan fazla olamaz',
  },
  max_hours_two_digits: {
    en: 'Maximum delivery time must be at most 2 digits',
    tr: 'En uzun teslimat süresi en fazla 2 haneli olmalıdır',
  },
  order_placed: { en: 'Your order is placed', tr: 'Siparişiniz alındı' },
  order_status_placed: { en: 'Placed', tr: 'Alındı' },
  order_status_accepted: { en: 'Accepted', tr: 'Onaylandı' },
  order_status_packed: { en: 'Packed', tr: 'Paketlendi' },
  order_status_dispatched: { en: 'Dispatched', tr: 'Yola çıktı' },
  order_status_delivered: { en: 'Delivered', tr: 'Teslim edildi' },
  order_status_cancelled: { en: 'Cancelled', tr: 'İptal edildi' },
  order_status_changed: {
    en: 'Your order {number} is now {status}',
    tr: '{number} numaralı siparişinizin durumu: {status}',
  },
  new_order_received: {
    en: 'New order {number} for {amount}',
    tr: '{amount} tutarında yeni sipariş: {number}',
  },
  order_not_found: { en: 'Order not found', tr: 'Sipariş bulunamadı' },
  order_status_not_allowed: {
    en: 'This order cannot move from {from} to {to}',
    tr: 'Bu sipariş {from} durumundan {to} durumuna geçemez',
  },
  payment_failed: {
    en: 'Your payment did not go through; nothing was charged',
    tr: 'Ödemeniz gerçekleşmedi; hiçbir ücret alınmadı',
  },
  payment_not_found: { en: 'Payment not found', tr: 'Ödeme bulunamadı' },
  payment_signature_invalid: { en: 'Invalid payment signature', tr: 'Geçersiz ödeme imzası' },
  idempotency_key_reused: {
    en: 'This request key was already used for a different request',
    tr: 'Bu istek anahtarı farklı bir istek için zaten kullanıldı',
  },
  order_cancelled: { en: 'Your order is cancelled', tr: 'Siparişiniz iptal edildi' },
  order_already_paid: { en: 'This order is already paid', tr: 'Bu siparişin ödemesi zaten alındı' },
  order_payment_not_manual: {
    en: 'Only a cash or bank transfer payment of an open order can be marked as paid',
    tr: 'Yalnızca açık bir siparişin nakit veya havale ödemesi alındı olarak işaretlenebilir',
  },
  order_marked_paid: { en: 'Payment recorded', tr: 'Ödeme kaydedildi' },
  order_paid_notice: {
    en: 'We received the payment for your order {number}',
    tr: '{number} numaralı siparişinizin ödemesi alındı',
  },
  order_cancelled_by_customer: {
    en: 'The customer cancelled order {number}',
    tr: 'Müşteri {number} numaralı siparişi iptal etti',
  },
  order_placed_notice: {
    en: 'Your order {number} is placed with {store}',
    tr: '{number} numaralı siparişiniz {store} mağazasına iletildi',
  },
  order_email_footer: {
    en: 'See your order: {link}',
    tr: 'Siparişinizi görüntüleyin: {link}',
  },
  payment_method_cod: { en: 'Cash on delivery', tr: 'Kapıda ödeme' },
  payment_method_bank_transfer: { en: 'Bank transfer', tr: 'Havale / EFT' },
  payment_method_card: { en: 'Card', tr: 'Kart' },
  notifications_marked_read: { en: 'Marked as read', tr: 'Okundu olarak işaretlendi' },
  // §5 generic validation
  required: { en: '{label} is required', tr: '{label} zorunludur' },
  min_length: { en: '{label} must be at least {n} characters', tr: '{label} en az {n} karakter olmalıdır' },
  max_length: {
    en: '{label} must be no more than {n} characters',
    tr: '{label} en fazla {n} karakter olmalıdır',
  },
  invalid: { en: 'Invalid {label}', tr: 'Geçersiz {label}' },
  email_empty: { en: 'Enter email address', tr: 'E-posta adresini girin' },
  email_invalid: { en: 'Invalid email address!', tr: 'Geçersiz e-posta adresi!' },
  password_length: {
    en: '{label} must be 8-16 Characters Long.',
    tr: '{label} 8-16 karakter uzunluğunda olmalıdır.',
  },
  password_special: {
    en: '{label} must contain at least one Special Symbol',
    tr: '{label} en az bir özel karakter içermelidir',
  },
  password_uppercase: {
    en: '{label} must contain at least one Uppercase letter',
    tr: '{label} en az bir büyük harf içermelidir',
  },
  password_lowercase: {
    en: '{label} must contain at least one Lowercase letter',
    tr: '{label} en az bir küçük harf içermelidir',
  },
  password_digit: { en: '{label} must contain at least one Digit', tr: '{label} en az bir rakam içermelidir' },
  password_whitespace: { en: '{label} must not contain spaces', tr: '{label} boşluk içermemelidir' },
  password_mismatch: { en: 'Passwords do not match', tr: 'Şifreler eşleşmiyor' },
  letters_only: { en: '{label} must contain letters only', tr: '{label} yalnızca harf içermelidir' },
  name_url_mismatch: {
    en: 'Mismatch: {names} names and {urls} URLs provided',
    tr: 'Uyuşmazlık: {names} ad ve {urls} adres verildi',
  },
  // identity and account flows (issue 3)
  otp_sent: { en: 'We sent a {n}-digit code to {to}', tr: '{to} adresine {n} haneli bir kod gönderdik' },
  otp_sms: {
    en: '{code} is your Bedesten code. It expires in {minutes} minutes. Do not share it with anyone.',
    tr: '{code} Bedesten doğrulama kodunuzdur. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
  },
  otp_email_subject: { en: 'Your Bedesten code: {code}', tr: 'Bedesten doğrulama kodunuz: {code}' },
  otp_email_body: {
    en: 'Hello,\n\nYour Bedesten code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask for it, you can ignore this message; nobody can use your account without the code.\n\nBedesten',
    tr: 'Merhaba,\n\nBedesten doğrulama kodunuz {code}. Kod {minutes} dakika geçerlidir.\n\nBu kodu siz istemediyseniz bu mesajı dikkate almayın; kod olmadan kimse hesabınızı kullanamaz.\n\nBedesten',
  },
  otp_invalid: { en: 'Invalid OTP', tr: 'Geçersiz doğrulama kodu' },
  message_send_failed: {
    en: 'We could not send the message, please try again',
    tr: 'Mesaj gönderilemedi, lütfen tekrar deneyin',
  },
  current_password_incorrect: { en: 'Current password is incorrect', tr: 'Mevcut şifre hatalı' },
  password_changed: { en: 'Your password has been changed', tr: 'Şifreniz değiştirildi' },
  password_reset_done: {
    en: 'Your password has been reset, please login',
    tr: 'Şifreniz sıfırlandı, lütfen giriş yapın',
  },
  reset_expired: {
    en: 'Your reset request expired, please ask for a new code',
    tr: 'Sıfırlama isteğinizin süresi doldu, lütfen yeni bir kod isteyin',
  },
  logged_out: { en: 'You have been logged out', tr: 'Oturumunuz kapatıldı' },
  account_deleted_done: { en: 'Your account has been deleted', tr: 'Hesabınız silindi' },
  email_verified: { en: 'Your email address is verified', tr: 'E-posta adresiniz doğrulandı' },
  no_email_on_account: {
    en: 'Add an email address to your profile first',
    tr: 'Önce profilinize bir e-posta adresi ekleyin',
  },
  confirm_with_password_or_otp: {
    en: 'Confirm with your password or the code we sent you',
    tr: 'Şifrenizle veya size gönderdiğimiz kodla onaylayın',
  },
  address_deleted: { en: 'Address deleted', tr: 'Adres silindi' },
  location_not_found: { en: 'We could not find this place', tr: 'Bu konum bulunamadı' },
  image_too_large: { en: 'Image must be at most {mb} MB', tr: 'Görsel en fazla {mb} MB olabilir' },
  image_required: { en: 'Please choose an image', tr: 'Lütfen bir görsel seçin' },
  // stores and catalogue (issue 4)
  account_number_invalid: { en: '{label} must be 9 to 18 digits', tr: '{label} 9 ile 18 hane arasında olmalıdır' },
  ifsc_invalid: { en: 'Invalid IFSC code', tr: 'Geçersiz IFSC kodu' },
  images_required: { en: 'Please add at least one image', tr: 'Lütfen en az bir görsel ekleyin' },
  variants_required: { en: 'Please add at least one variant', tr: 'Lütfen en az bir varyant ekleyin' },
  stock_required: {
    en: 'Stock is required for limited stock products',
    tr: 'Sınırlı stoklu ürünlerde stok zorunludur',
  },
  stock_negative: { en: 'Stock cannot be less than 0', tr: 'Stok 0’dan az olamaz' },
  discount_too_high: { en: 'Discount must be less than the price', tr: 'İndirim fiyattan az olmalıdır' },
  duplicate_variant: { en: 'Each variant needs its own id', tr: 'Her varyantın kendine ait bir kimliği olmalıdır' },
  invalid_document_type: { en: 'Invalid document type', tr: 'Geçersiz belge türü' },
  file_too_large: { en: 'File must be at most {mb} MB', tr: 'Dosya en fazla {mb} MB olabilir' },
  upload_not_found: { en: 'Upload not found', tr: 'Yükleme bulunamadı' },
  store_draft_saved: { en: 'Your store draft is saved', tr: 'Mağaza taslağınız kaydedildi' },
  store_submitted: {
    en: 'Your store is sent for approval',
    tr: 'Mağazanız onaya gönderildi',
  },
  store_updated: { en: 'Your store is updated', tr: 'Mağazanız güncellendi' },
  not_pending: { en: 'This is not waiting for approval', tr: 'Bu kayıt onay beklemiyor' },
  approved_done: { en: 'Approved', tr: 'Onaylandı' },
  rejected_done: { en: 'Rejected', tr: 'Reddedildi' },
  store_deleted_done: { en: 'The store is deleted', tr: 'Mağaza silindi' },
  product_saved: { en: 'Product saved', tr: 'Ürün kaydedildi' },
  product_deleted: { en: 'Product deleted', tr: 'Ürün silindi' },
  variant_deleted: { en: 'Variation deleted', tr: 'Varyasyon silindi' },
  last_variant: {
    en: 'A product needs at least one variant; delete the product instead',
    tr: 'Bir ürünün en az bir varyantı olmalıdır; bunun yerine ürünü silin',
  },
  stock_updated: { en: 'Stock updated', tr: 'Stok güncellendi' },
  status_updated: { en: 'Status updated', tr: 'Durum güncellendi' },
  sub_category_saved: { en: 'Sub category saved', tr: 'Alt kategori kaydedildi' },
  store_delivers: { en: 'This store delivers here', tr: 'Bu mağaza buraya teslimat yapıyor' },
  awaiting_approval: { en: 'Waiting for approval', tr: 'Onay bekliyor' },
  price_from_to: { en: '{from} – {to}', tr: '{from} – {to} arası' },
  in_stock: { en: 'In stock', tr: 'Stokta var' },
  // staff panel (issue 4)
  category_slug_taken: {
    en: 'A category with this slug already exists',
    tr: 'Bu URL adıyla bir kategori zaten var',
  },
  category_in_use: {
    en: 'Stores or products use this category; deactivate it instead',
    tr: 'Bu kategoriyi mağazalar veya ürünler kullanıyor; bunun yerine pasif yapın',
  },
  category_saved: { en: 'Category saved', tr: 'Kategori kaydedildi' },
  category_deleted: { en: 'Category deleted', tr: 'Kategori silindi' },
  // empty lists
  no_store_found: { en: 'No store found', tr: 'Mağaza bulunamadı' },
  no_products_found: { en: 'No products found', tr: 'Ürün bulunamadı' },
  no_reviews_found: { en: 'No reviews found', tr: 'Değerlendirme bulunamadı' },
  no_records_found: { en: 'No records found', tr: 'Kayıt bulunamadı' },
  no_rides_found: { en: 'No rides found', tr: 'Yolculuk bulunamadı' },
  no_cabs_found: { en: 'No cabs found', tr: 'Taksi bulunamadı' },
  no_requests_found: { en: 'No requests found', tr: 'Talep bulunamadı' },
  no_chat_found: { en: 'No chat found', tr: 'Sohbet bulunamadı' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** The catalogue text for a key in a language, with {placeholders} filled. */
export function message(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
