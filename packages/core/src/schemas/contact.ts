import { z } from 'zod';
import { pagedListSchema, pageQuerySchema } from '../paging/paged-list.ts';
import { emailSchema } from '../validation/email.ts';

/**
 * The contact form (SPEC.md §7 contact-us) and the staff inbox of its
 * messages: anyone sends one (a guest too); staff read it, answer it by
 * e-mail in the sender's language, and mark it read or unread.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_REPLY_MAX = 5000;
/** At most this many messages from one address in CONTACT_WINDOW (a per-IP limit of its own). */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW = '10 minutes';

export const CONTACT_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Digits with spaces, dashes, brackets and an optional leading "+": 6 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

const optionalMobile = z
  .string()
  .trim()
  .max(24, 'contact_mobile_invalid')
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => {
      if (value === undefined) return true;
      const digits = value.replace(/\D/g, '').length;
      return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 15;
    },
    { message: 'contact_mobile_invalid' },
  );

/** `POST /api/contact-us` → 201 `{ data: { id }, message }`. */
export const contactUsBody = z.object({
  name: z.string().trim().min(1, 'contact_name_required').max(CONTACT_NAME_MAX, 'contact_name_too_long'),
  email: emailSchema,
  mobile: optionalMobile,
  subject: z.string().trim().min(1, 'contact_subject_required').max(CONTACT_SUBJECT_MAX, 'contact_subject_too_long'),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, 'contact_message_length')
    .max(CONTACT_MESSAGE_MAX, 'contact_message_length'),
});
export type ContactUsBody = z.infer<typeof contactUsBody>;

export const contactSentSchema = z.object({ data: z.object({ id: z.uuid() }), message: z.string() });

/** `GET /api/admin/contact-messages?status=&page=` (staff): newest first; every status when left out. */
export const adminContactMessagesQuery = pageQuerySchema.extend({
  status: z.enum(CONTACT_STATUSES).optional(),
});

/** `POST /api/admin/contact-messages/:id/reply` (staff). */
export const contactReplyBody = z.object({
  body: z.string().trim().min(1, 'contact_reply_required').max(CONTACT_REPLY_MAX, 'contact_reply_too_long'),
});

/** `POST /api/admin/contact-messages/:id/status` (staff): back to unread (`new`) or read. */
export const contactStatusBody = z.object({ status: z.enum(['new', 'read']) });

export const contactMessageParams = z.object({ id: z.uuid() });

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** The sender's language: answers are e-mailed in it. */
  language: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** The sender's account, when they were signed in. */
  user_id: z.uuid().nullable(),
  read_at: z.iso.datetime().nullable(),
  reply_count: z.number().int(),
  created_at: z.iso.datetime(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactReplySchema = z.object({
  id: z.uuid(),
  body: z.string(),
  staff_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const contactMessageDetailSchema = contactMessageSchema.extend({
  read_by_name: z.string().nullable(),
  replies: z.array(contactReplySchema),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>;

export const contactMessageListSchema = pagedListSchema(contactMessageSchema).extend({
  /** Unread messages, for the inbox's tab badge. */
  new_count: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessageAnswer = z.object({ data: contactMessageDetailSchema, message: z.string() });
