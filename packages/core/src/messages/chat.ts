import type { Language } from '../i18n/languages.ts';

/**
 * Customer–vendor chat. Part of the message catalogue (catalogue.ts); the
 * empty inbox and an unknown conversation say the spec's "No chat found"
 * (`no_chat_found`, general.ts).
 */
export const CHAT_MESSAGES = {
  chat_body_required: { en: 'Please write a message', tr: 'Lütfen bir mesaj yazın' },
  chat_body_too_long: {
    en: 'A message must be no more than 2000 characters',
    tr: 'Bir mesaj en fazla 2000 karakter olabilir',
  },
  chat_voice_required: {
    en: 'Please record a voice note first',
    tr: 'Lütfen önce bir sesli not kaydedin',
  },
  chat_voice_too_long: {
    en: 'A voice note can be at most 1 minute long',
    tr: 'Sesli not en fazla 1 dakika olabilir',
  },
  chat_report_reason_required: {
    en: 'Please tell us what is wrong',
    tr: 'Lütfen sorunun ne olduğunu yazın',
  },
  chat_own_store: {
    en: 'You cannot start a chat with your own store',
    tr: 'Kendi mağazanızla sohbet başlatamazsınız',
  },
  chat_blocked: {
    en: 'This chat is blocked; no new messages can be sent',
    tr: 'Bu sohbet engellendi; yeni mesaj gönderilemez',
  },
  chat_blocked_by_other: {
    en: 'The other side blocked this chat; only they can unblock it',
    tr: 'Bu sohbeti karşı taraf engelledi; engeli yalnızca o kaldırabilir',
  },
  chat_blocked_done: { en: 'You blocked this chat', tr: 'Bu sohbeti engellediniz' },
  chat_unblocked_done: { en: 'You unblocked this chat', tr: 'Bu sohbetin engelini kaldırdınız' },
  chat_reported_done: {
    en: 'Thank you. Our staff will look at this chat',
    tr: 'Teşekkürler. Ekibimiz bu sohbeti inceleyecek',
  },
  chat_read_done: { en: 'Marked as read', tr: 'Okundu olarak işaretlendi' },
  chat_socket_upgrade: {
    en: 'Connect to this address with a WebSocket',
    tr: 'Bu adrese WebSocket ile bağlanın',
  },
  chat_message_notice: {
    en: 'New message from {name}: “{preview}”',
    tr: '{name} size mesaj gönderdi: “{preview}”',
  },
  chat_image_notice: { en: '{name} sent you a photo', tr: '{name} size bir fotoğraf gönderdi' },
  chat_voice_notice: { en: '{name} sent you a voice note', tr: '{name} size bir sesli not gönderdi' },
} as const satisfies Record<string, Record<Language, string>>;
