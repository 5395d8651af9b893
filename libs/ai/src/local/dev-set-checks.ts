import { moderateTextLocally } from './moderation';

/** A reply's decision by the offline rules and judge. */
export const verdict = (content: string) => moderateTextLocally({ kind: 'reply', content }).decision;

/**
 * The checks every paired development set of posts passes (the fifth and sixth sets): each uncivil
 * template caught (rejected or held) with the same verdict for both sides of each pair, each civil
 * one approved for both. Test code, for the sets' specs.
 */
export function checkPairedDevSet(
  uncivil: Record<string, string[]>,
  civil: Record<string, string[]>,
  pairsOf: (template: string) => Array<[string, string]>,
): void {
  for (const [category, templates] of Object.entries(uncivil)) {
    it.each(templates)(`${category}: caught, the same for both sides — %s`, (template) => {
      for (const [left, right] of pairsOf(template)) {
        const [a, b] = [verdict(left), verdict(right)];
        expect(a).not.toBe('approved');
        expect(b).toBe(a);
      }
    });
  }
  for (const [category, templates] of Object.entries(civil)) {
    it.each(templates)(`civil (${category}): approved for both sides — %s`, (template) => {
      for (const pair of pairsOf(template)) expect(pair.map(verdict)).toEqual(['approved', 'approved']);
    });
  }
}
