import type { Language } from '../i18n/languages.ts';

/** Accounts, sign-in, one-time codes and passwords (SPEC.md §8, issue 3). Part of the message catalogue (catalogue.ts). */
export const IDENTITY_MESSAGES = {
  email_taken: { en: 'This email is already used.', tr: 'Bu e-posta adresi zaten kullanılıyor.' },
  username_taken: { en: 'This username is already used.', tr: 'Bu kullanıcı adı zaten kullanılıyor.' },
  incorrect_credentials: { en: 'Incorrect e-mail address or password', tr: 'E-posta adresi veya şifre hatalı' },
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
  demo_local_only: {
    en: 'The demo accounts need the demo link: open the link this Bedesten printed when it started (…/api/dev/trust?token=…) once in this browser, then sign in again',
    tr: 'Demo hesapları için demo bağlantısı gerekir: bu Bedesten’in açılırken yazdığı bağlantıyı (…/api/dev/trust?token=…) bu tarayıcıda bir kez açın, sonra yeniden giriş yapın',
  },
  demo_token_invalid: {
    en: 'This demo link is not valid: Bedesten makes a new one each time it starts. Open the link it printed when it last started',
    tr: 'Bu demo bağlantısı geçerli değil: Bedesten her açılışta yenisini oluşturur. En son açılırken yazdığı bağlantıyı açın',
  },
  sign_in_alert_subject: {
    en: 'Someone is trying to sign in to your Bedesten account',
    tr: 'Birisi Bedesten hesabınıza girmeye çalışıyor',
  },
  sign_in_alert_body: {
    en: 'Hello,\n\n{n} wrong sign-in codes or passwords were tried for your Bedesten account in the last 24 hours. If it was not you, nobody got in: further tries are being slowed down and limited. You can keep signing in as usual; a strong, unique password helps.\n\nBedesten',
    tr: 'Merhaba,\n\nSon 24 saatte Bedesten hesabınız için {n} kez yanlış giriş kodu veya şifre denendi. Bu siz değilseniz kimse giriş yapamadı: yeni denemeler yavaşlatılıyor ve sınırlanıyor. Her zamanki gibi giriş yapabilirsiniz; güçlü ve size özel bir şifre yardımcı olur.\n\nBedesten',
  },
  sign_in_alert_sms: {
    en: 'Bedesten: {n} wrong sign-in codes were tried for your account in 24 hours. If it was not you, nobody got in; never share your code.',
    tr: 'Bedesten: Hesabınız için 24 saatte {n} yanlış giriş kodu denendi. Siz değilseniz kimse giriş yapamadı; kodunuzu kimseyle paylaşmayın.',
  },
  no_account_found: { en: 'No account found please sign up', tr: 'Hesap bulunamadı, lütfen kaydolun' },
  number_already_registered: {
    en: 'Your number already registered login successful',
    tr: 'Numaranız zaten kayıtlı, giriş başarılı',
  },
  otp_timeout: {
    en: 'Time Out Please Click On Resend OTP',
    tr: 'Süre doldu, lütfen kodu yeniden gönder’e tıklayın',
  },
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
  otp_exhausted: {
    en: 'Too many wrong codes; request a new code',
    tr: 'Çok fazla yanlış kod girildi; lütfen yeni bir kod isteyin',
  },
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
  logged_out_everywhere: {
    en: 'You have been logged out of all devices',
    tr: 'Tüm cihazlardaki oturumlarınız kapatıldı',
  },
  logged_out_others: {
    en: 'You have been logged out of all other devices',
    tr: 'Diğer tüm cihazlardaki oturumlarınız kapatıldı',
  },
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
} as const satisfies Record<string, Record<Language, string>>;
