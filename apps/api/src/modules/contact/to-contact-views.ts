import type { ContactMessage, ContactMessageDetail } from '@bedesten/core/schemas/contact';
import type { ContactMessageListRow, ContactReplyRow } from './contact.repository.ts';

export function toContactMessage(row: ContactMessageListRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    subject: row.subject,
    message: row.message,
    language: row.language,
    status: row.status,
    user_id: row.userId,
    read_at: row.readAt?.toISOString() ?? null,
    reply_count: row.replyCount,
    created_at: row.createdAt.toISOString(),
  };
}

export function toContactMessageDetail(
  row: ContactMessageListRow,
  replies: ContactReplyRow[],
  readByName: string | null,
): ContactMessageDetail {
  return {
    ...toContactMessage(row),
    read_by_name: readByName,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      staff_name: reply.staffName,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}

/** What the audit log keeps of a message's state (never its text or the sender's details). */
export function auditState(row: ContactMessageListRow) {
  return { status: row.status, reply_count: row.replyCount };
}
