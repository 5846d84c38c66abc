import type { z } from 'zod';
import type {
  ChatMessage,
  ChatMessageList,
  ChatSide,
  ChatUnreadCount,
  Conversation,
  ConversationList,
  postMessageBody,
} from '@bedesten/core/schemas/chat';
import { apiGet, apiPost, type ApiResult } from '~/lib/api-client.ts';

type Saved<T> = { data: T; message?: string };

/** The chat's HTTP routes (ADR 0034: everything works over HTTP; the socket only makes it live). */
export const chatApi = {
  inbox: (as: ChatSide, page = 1): Promise<ApiResult<ConversationList>> => apiGet('chat-conversations', { as, page }),
  conversation: (id: string): Promise<ApiResult<Saved<Conversation>>> =>
    apiGet(`chat-conversations/${encodeURIComponent(id)}`),
  open: (storeId: string): Promise<ApiResult<Saved<Conversation>>> =>
    apiPost('chat-conversations', { store_id: storeId }),
  messages: (conversationId: string, before?: string): Promise<ApiResult<ChatMessageList>> =>
    apiGet('chat-messages', { conversation_id: conversationId, before }),
  send: (body: z.input<typeof postMessageBody>): Promise<ApiResult<{ data: ChatMessage }>> =>
    apiPost('chat-messages', body),
  read: (conversationId: string): Promise<ApiResult<unknown>> =>
    apiPost('chat-read', { conversation_id: conversationId }),
  block: (conversationId: string, blocked: boolean): Promise<ApiResult<Saved<Conversation>>> =>
    apiPost('chat-block', { conversation_id: conversationId, blocked }),
  report: (conversationId: string, reason: string): Promise<ApiResult<Saved<Conversation>>> =>
    apiPost('chat-report', { conversation_id: conversationId, reason }),
  unread: (): Promise<ApiResult<{ data: ChatUnreadCount }>> => apiGet('chat-unread-count'),
};
