import { moderateTextLocally } from './moderation';
import { DEV_CIVIL, DEV_CIVIL_MORE, DEV_UNCIVIL, DEV_UNCIVIL_MORE, SIDES, forSide } from './dev-posts.fixture';

/*
 * Second development set (issue #22): every uncivil category caught (rejected or held), civil
 * look-alikes approved, and each "{P}"-style template given the same verdict for both sides.
 */

const verdict = (content: string) => moderateTextLocally({ kind: 'reply', content });
const versions = (template: string) => (/\{[A-Za-z]\}/.test(template) ? SIDES.map((side) => forSide(template, side)) : [template]);

describe('offline post rules: second development set', () => {
  for (const [category, templates] of Object.entries(DEV_UNCIVIL)) {
    it.each(templates)(`${category}: caught for both sides — %s`, (template) => {
      const outputs = versions(template).map(verdict);
      for (const output of outputs) {
        expect(output.decision).not.toBe('approved');
        expect(output.reasons.length).toBeGreaterThan(0);
      }
      expect(new Set(outputs.map((o) => o.decision)).size).toBe(1);
    });
  }

  for (const [category, templates] of Object.entries(DEV_CIVIL)) {
    it.each(templates)(`civil (${category}): approved for both sides — %s`, (template) => {
      for (const post of versions(template)) expect(verdict(post)).toEqual({ decision: 'approved', reasons: [], categories: [] });
    });
  }

  it.each(DEV_UNCIVIL_MORE)('later batch, uncivil: caught for both sides — %s', (template) => {
    const outputs = versions(template).map(verdict);
    for (const output of outputs) expect(output.decision).not.toBe('approved');
    expect(new Set(outputs.map((o) => o.decision)).size).toBe(1);
  });

  it.each(DEV_CIVIL_MORE)('later batch, civil: approved for both sides — %s', (template) => {
    for (const post of versions(template)) expect(verdict(post).decision).toBe('approved');
  });
});
