import { forbidden, notFound } from '@bedesten/core/errors/app-error';
import type { ChatDeps } from './chat.deps.ts';
import type { ChatActor } from './party.ts';

/**
 * A signed-in person opens their conversation with a visible store, or
 * continues the one they have (one per customer and store). A store's owner
 * cannot chat with their own store (403).
 */
export async function openConversation({ repository }: ChatDeps, actor: ChatActor, storeId: string) {
  const store = await repository.chattableStore(storeId);
  if (!store) throw notFound('no_store_found');
  if (actor.storeId === store.id || actor.userId === store.owner_id) throw forbidden('chat_own_store');
  return repository.openConversation(actor.userId, store.id);
}
