import { describe, expect, it } from 'vitest';
import { canModerate } from './approval.ts';

describe('moderation transitions', () => {
  it.each([
    ['approve', 'pending', true],
    ['approve', 'rejected', true],
    ['approve', 'approved', false],
    ['approve', 'draft', false],
    ['reject', 'pending', true],
    ['reject', 'approved', true],
    ['reject', 'rejected', false],
    ['reject', 'draft', false],
  ] as const)('%s from %s: %s', (action, from, allowed) => {
    expect(canModerate(action, from)).toBe(allowed);
  });
});
