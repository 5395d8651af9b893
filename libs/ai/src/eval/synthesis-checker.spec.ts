import type { SynthesizeBillInput } from '@civic/contracts';
import { analyzeBill } from '../local/local-provider';
import { checkSynthesis, isThinSource, THIN_NOTE } from './synthesis-checker';

/** The rules of issue #23 item 2, on small sources whose answer is known. */
const bill = (summary: string, extra: Partial<SynthesizeBillInput> = {}): SynthesizeBillInput => ({ billId: 't-1', title: 'Test Act', summary, ...extra });

describe('the synthesis checker', () => {
  it('a source is thin when it states one thing the bill does (status news aside) or only names and commemorates', () => {
    expect(isThinSource(bill('This bill requires agencies to publish their budgets online.'))).toBe(true);
    expect(isThinSource(bill('This bill requires agencies to publish their budgets online. The House passed it in May 2024, and it then went to the Senate.'))).toBe(true);
    expect(isThinSource(bill('This resolution designates a week as National Library Week. It recognizes the work librarians do for their towns.'))).toBe(true);
    expect(isThinSource(bill('This bill requires agencies to publish their budgets online. Agencies must also report every grant they award.'))).toBe(false);
  });

  it('fewer than three a side is a problem unless the source is thin, whatever the synthesis says about itself', () => {
    const input = bill('This bill requires agencies to publish their budgets online. Agencies must also report every grant they award. It bans the use of private email for official business.');
    const output = analyzeBill(input).synthesis;
    const short = {
      ...output,
      billArgumentsFor: output.billArgumentsFor.slice(0, 2),
      billArgumentsAgainst: output.billArgumentsAgainst.slice(0, 2),
      // A model cannot excuse padding-free thinness by claiming it.
      billAiSynthesisLong: `${output.billAiSynthesisLong} ${THIN_NOTE} (two a side).`,
    };
    expect(checkSynthesis(input, short).problems).toEqual(expect.arrayContaining(['2 argument(s) for, fewer than 3', '2 argument(s) against, fewer than 3']));
    const thin = bill('This bill requires agencies to publish their budgets online.');
    expect(checkSynthesis(thin, { ...output, billArgumentsFor: output.billArgumentsFor.slice(0, 1), billArgumentsAgainst: output.billArgumentsAgainst.slice(0, 1) }).thinSource).toBe(true);
  });

  it('the offline synthesis draws three a side from a source with three provisions, each naming one', () => {
    const input = bill('This bill requires agencies to publish their budgets online. Agencies must also report every grant they award. It bans the use of private email for official business.');
    const check = checkSynthesis(input, analyzeBill(input).synthesis);
    expect(check.problems).toEqual([]);
    expect(check.argumentsFor).toBeGreaterThanOrEqual(3);
    expect(check.argumentsAgainst).toBeGreaterThanOrEqual(3);
  });

  it('reads the means a summary names, the case each side made, and what a bill requires of someone', () => {
    const input = bill(
      'This bill aims to lower wildfire risk by speeding up thinning projects, in part by shortening environmental reviews and limiting legal challenges. Supporters argued the reviews delay urgent work by years. The Forest Service must report on every project it approves.',
    );
    const { synthesis } = analyzeBill(input);
    const all = [...synthesis.billArgumentsFor, ...synthesis.billArgumentsAgainst].join('\n');
    expect(all).toContain('shortens environmental reviews');
    expect(all).toContain('limits legal challenges');
    expect(synthesis.billArgumentsFor).toContain('Supporters argued the reviews delay urgent work by years.');
    expect(all).toContain('requires the Forest Service to report on every project it approves');
  });
});
