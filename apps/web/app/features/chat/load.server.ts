import type { ChatMessageList, ChatSide, Conversation, ConversationList } from '@bedesten/core/schemas/chat';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { safeRedirect } from '~/lib/api-client.ts';
import { serverApiGet } from '~/lib/api.server.ts';
import { resolveLanguage } from '~/lib/language.ts';
import { requireAccess } from '~/lib/session.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatPageData {
  side: ChatSide;
  inbox: ConversationList;
  /** The conversation named by `?c=`, with its newest page of messages; null when none or not the caller's. */
  open: { conversation: Conversation; history: ChatMessageList } | null;
  /** `?c=` named a conversation the caller cannot read. */
  missing: boolean;
}

/**
 * The chat page before hydration: the inbox and the open conversation's
 * newest messages, read over HTTP with the person's cookie, so the page
 * shows everything without JavaScript or a socket.
 */
export async function loadChatPage(args: LoaderFunctionArgs, side: ChatSide): Promise<ChatPageData> {
  await requireAccess(args, side === 'vendor' ? 'vendor' : 'user');
  const { lang } = resolveLanguage(args.request);
  const url = new URL(args.request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const selected = url.searchParams.get('c');
  const wanted = selected && UUID.test(selected) ? selected : null;
  const [inbox, conversation, history] = await Promise.all([
    serverApiGet<ConversationList>(args.request, 'chat-conversations', { as: side, page }, { lang }),
    wanted ? serverApiGet<{ data: Conversation }>(args.request, `chat-conversations/${wanted}`, {}, { lang }) : null,
    wanted ? serverApiGet<ChatMessageList>(args.request, 'chat-messages', { conversation_id: wanted }, { lang }) : null,
  ]);
  if (!inbox.ok) {
    const to = inbox.status === 403 ? safeRedirect(inbox.error?.redirect) : null;
    if (to) throw redirect(to);
    throw new Response(null, { status: inbox.status === 401 || inbox.status === 403 ? 403 : 500 });
  }
  // A customer's link to a store's conversation opened in the vendor panel (or the reverse) is someone else's side.
  const open =
    conversation?.ok && history?.ok && conversation.data.data.side === side
      ? { conversation: conversation.data.data, history: history.data }
      : null;
  return { side, inbox: inbox.data, open, missing: Boolean(selected) && !open };
}
