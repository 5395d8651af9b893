import { describe, expect, it } from 'vitest';
import { HOME_TABS, TAB_ALIASES, USER_BILLS_HASH, resolveTab, resolveTabForLocation, resolveTabLocation } from './tabs';

describe('resolveTab', () => {
  it('defaults to feed', () => {
    expect(resolveTab(null)).toBe('feed');
    expect(resolveTab('nonsense')).toBe('feed');
    expect(resolveTab('')).toBe('feed');
  });
  it('accepts every allowed tab', () => {
    for (const t of ['feed', 'bills', 'votes', 'events', 'notifications', 'followers', 'profile']) expect(resolveTab(t)).toBe(t);
  });
  it('opens Messages for the discussions deep link', () => {
    expect(resolveTab('discussions')).toBe('notifications');
  });
  it('reads no inherited property as an alias', () => {
    for (const raw of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(resolveTab(raw)).toBe('feed');
  });
});

describe('resolveTabLocation', () => {
  it('opens the Messages tab on its Discussions sub-view for ?tab=discussions', () => {
    expect(resolveTabLocation('discussions')).toEqual({ tab: 'notifications', messagesView: 'discussions' });
  });
  it('names no sub-view for a plain tab id', () => {
    expect(resolveTabLocation('notifications')).toEqual({ tab: 'notifications' });
    expect(resolveTabLocation(null)).toEqual({ tab: 'feed' });
  });
  it('has only aliases that are not tab ids themselves', () => {
    for (const alias of TAB_ALIASES.keys()) expect(HOME_TABS as readonly string[]).not.toContain(alias);
  });
});

describe('resolveTabForLocation', () => {
  it('opens Bills for /#user-bills (SPEC §2: where a submitted bill leads)', () => {
    expect(USER_BILLS_HASH).toBe('#user-bills');
    expect(resolveTabForLocation(null, '#user-bills')).toBe('bills');
  });
  it('lets an explicit ?tab= win over the anchor', () => {
    expect(resolveTabForLocation('votes', '#user-bills')).toBe('votes');
    expect(resolveTabForLocation('bills', '#user-bills')).toBe('bills');
  });
  it('falls back to resolveTab for any other anchor', () => {
    expect(resolveTabForLocation(null, '')).toBe('feed');
    expect(resolveTabForLocation(null, '#elsewhere')).toBe('feed');
    expect(resolveTabForLocation('discussions', '')).toBe('notifications');
  });
});

describe('tab files', () => {
  // Every tab's body is features/<tab id>/<tab id>-tab.tsx: folder name = tab id = file name.
  const tabFiles = Object.keys(import.meta.glob('../*/*-tab.tsx')).sort();

  it('has one body file per tab id, named after it, and no other *-tab file', () => {
    expect(tabFiles).toEqual(HOME_TABS.map((tab) => `../${tab}/${tab}-tab.tsx`).sort());
  });
});
