import type { Language } from '../i18n/languages.ts';

/** The contact form, its e-mails and the staff inbox. Part of the message catalogue (catalogue.ts). */
export const CONTACT_MESSAGES = {
  contact_name_required: { en: 'Please enter your name', tr: 'Lütfen adınızı girin' },
  contact_name_too_long: {
    en: 'Your name must be no more than 100 characters',
    tr: 'Adınız en fazla 100 karakter olmalıdır',
  },
  contact_mobile_invalid: { en: 'Invalid Mobile number', tr: 'Geçersiz cep telefonu numarası' },
  contact_subject_required: { en: 'Please choose a subject', tr: 'Lütfen bir konu seçin' },
  contact_subject_too_long: {
    en: 'The subject must be no more than 150 characters',
    tr: 'Konu en fazla 150 karakter olmalıdır',
  },
  contact_message_length: {
    en: 'Your message must be 10 to 5000 characters',
    tr: 'Mesajınız 10 ile 5000 karakter arasında olmalıdır',
  },
  contact_sent: {
    en: 'Thank you. Your message has been sent and we will reply by email.',
    tr: 'Teşekkürler. Mesajınız gönderildi, size e-posta ile yanıt vereceğiz.',
  },
  contact_reply_required: { en: 'Please write an answer', tr: 'Lütfen bir yanıt yazın' },
  contact_reply_too_long: {
    en: 'Your answer must be no more than 5000 characters',
    tr: 'Yanıtınız en fazla 5000 karakter olmalıdır',
  },
  contact_message_not_found: { en: 'Message not found', tr: 'Mesaj bulunamadı' },
  contact_reply_sent: { en: 'Your answer was e-mailed', tr: 'Yanıtınız e-postayla gönderildi' },
  contact_marked_new: { en: 'Marked as unread', tr: 'Okunmadı olarak işaretlendi' },
  contact_marked_read: { en: 'Marked as read', tr: 'Okundu olarak işaretlendi' },
  // E-mails. To staff: a new message from the form.
  contact_staff_email_subject: { en: 'Contact form: {subject}', tr: 'İletişim formu: {subject}' },
  contact_staff_email_body: {
    en: 'A new message came through the contact form.\n\nFrom: {name} <{email}>\nMobile: {mobile}\nLanguage: {language}\nSubject: {subject}\n\n{message}\n\nRead and answer it: {link}',
    tr: 'İletişim formundan yeni bir mesaj geldi.\n\nGönderen: {name} <{email}>\nCep telefonu: {mobile}\nDil: {language}\nKonu: {subject}\n\n{message}\n\nOkuyup yanıtlayın: {link}',
  },
  // To the sender: a copy of what they sent.
  contact_copy_email_subject: {
    en: 'We received your message: {subject}',
    tr: 'Mesajınızı aldık: {subject}',
  },
  contact_copy_email_body: {
    en: 'Hello {name},\n\nThank you for contacting Bedesten. We have received your message and will answer you by e-mail, usually within one working day.\n\nYour message:\nSubject: {subject}\n\n{message}\n\nThe Bedesten team',
    tr: 'Merhaba {name},\n\nBedesten ile iletişime geçtiğiniz için teşekkürler. Mesajınızı aldık; size genellikle bir iş günü içinde e-postayla yanıt vereceğiz.\n\nMesajınız:\nKonu: {subject}\n\n{message}\n\nBedesten ekibi',
  },
  // To the sender: staff's answer.
  contact_reply_email_subject: { en: 'Re: {subject}', tr: 'Ynt: {subject}' },
  contact_reply_email_body: {
    en: 'Hello {name},\n\n{reply}\n\nThe Bedesten team\n\n---\nYou wrote on {date}:\n{message}',
    tr: 'Merhaba {name},\n\n{reply}\n\nBedesten ekibi\n\n---\n{date} tarihinde şunu yazdınız:\n{message}',
  },
} as const satisfies Record<string, Record<Language, string>>;
