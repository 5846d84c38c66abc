/** The address of the chat page with `?c=<id>` (the open conversation lives in the URL; other parameters stay). */
export function conversationHref(pathname: string, search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id) params.set('c', id);
  else params.delete('c');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
