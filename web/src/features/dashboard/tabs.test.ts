import { describe, expect, it } from 'vitest';
import { resolveTab } from './tabs';

describe('resolveTab', () => {
  it('defaults to feed', () => {
    expect(resolveTab(null)).toBe('feed');
    expect(resolveTab('nonsense')).toBe('feed');
  });
  it('accepts every allowed tab', () => {
    for (const t of ['feed', 'bills', 'votes', 'events', 'notifications', 'followers', 'profile']) expect(resolveTab(t)).toBe(t);
  });
  it('opens Messages for the discussions deep link', () => {
    expect(resolveTab('discussions')).toBe('notifications');
  });
});
