import type { z } from 'zod';
import type { Location } from '@bedesten/core/schemas/location';
import type { ChatQuote } from '@bedesten/core/schemas/chat';
import type {
  BroadcastRequest,
  broadcastRequestReplySchema,
  saveBroadcastRequestBody,
} from '@bedesten/core/schemas/requests';
import { apiGet, apiPost, apiSend, type ApiResult } from '~/lib/api-client.ts';

type Saved<T> = { data: T; message: string };
type SaveBody = z.input<typeof saveBroadcastRequestBody>;
/** What a reply answers: the conversation it opened or continued, to write the first message in. */
export type RequestReply = z.infer<typeof broadcastRequestReplySchema>;

/** Broadcast requests (ADR 0033): the owner's calls, a vendor's reply, and the API's geocoder for the place. */
export const requestsApi = {
  create: (body: SaveBody): Promise<ApiResult<Saved<BroadcastRequest>>> => apiPost('broadcast-requests', body),
  update: (id: string, body: SaveBody): Promise<ApiResult<Saved<BroadcastRequest>>> =>
    apiSend('PUT', `broadcast-requests/${encodeURIComponent(id)}`, body),
  close: (id: string): Promise<ApiResult<Saved<BroadcastRequest>>> => apiPost('broadcast-request-close', { id }),
  remove: (id: string): Promise<ApiResult<Saved<{ id: string }>>> =>
    apiSend('DELETE', `broadcast-requests/${encodeURIComponent(id)}`),
  reply: (requestId: string): Promise<ApiResult<Saved<RequestReply>>> =>
    apiPost('vendor-broadcast-request-reply', { request_id: requestId }),
  /** The reply's first chat message, quoting the request it answers. */
  sendReplyMessage: (conversationId: string, body: string, quote: ChatQuote): Promise<ApiResult<unknown>> =>
    apiPost('chat-messages', { conversation_id: conversationId, kind: 'text', body, quote }),
  forward: (address: string): Promise<ApiResult<{ data: Location }>> =>
    apiGet('getLocation', { type: 'forward', address }),
  reverse: (lat: number, lng: number): Promise<ApiResult<{ data: Location }>> =>
    apiGet('getLocation', { type: 'reverse', lat, lng }),
};
