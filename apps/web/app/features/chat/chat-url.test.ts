import { describe, expect, it } from 'vitest';
import { conversationHref } from './chat-url.ts';

describe('conversationHref', () => {
  it('opens a conversation, keeping the inbox page and the language', () => {
    expect(conversationHref('/chat', '?page=2&lang=tr', 'c1')).toBe('/chat?page=2&lang=tr&c=c1');
    expect(conversationHref('/vendor/chat', '?c=old', 'new')).toBe('/vendor/chat?c=new');
  });

  it('goes back to the bare inbox', () => {
    expect(conversationHref('/chat', '?c=c1', null)).toBe('/chat');
    expect(conversationHref('/chat', '?page=2&c=c1', null)).toBe('/chat?page=2');
  });
});
