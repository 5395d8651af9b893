import { describe, expect, it } from 'vitest';
import { prefillFrom, withoutPrefill } from './prefill';

describe('the discuss-this-bill link', () => {
  it('reads billId and billType, and nothing else', () => {
    expect(prefillFrom(new URLSearchParams('tab=discussions&billId=119-hr-1&billType=congressional'))).toEqual({ billId: '119-hr-1', billType: 'congressional' });
    expect(prefillFrom(new URLSearchParams('tab=discussions&billId=abc&billType=senate'))).toBeNull();
    expect(prefillFrom(new URLSearchParams('tab=discussions&billType=user'))).toBeNull();
  });

  it('is removed from the address, keeping the tab', () => {
    expect(withoutPrefill(new URLSearchParams('tab=discussions&billId=119-hr-1&billType=user')).toString()).toBe('tab=discussions');
  });
});
