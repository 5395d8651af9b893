import { billModerationOutput, textModerationOutput } from '@civic/contracts';
import { LocalProvider } from './local-provider';
import { contentFindings, moderateBillLocally, moderateTextLocally } from './moderation';

const provider = new LocalProvider();

describe('local text moderation', () => {
  it.each([
    'Raising the minimum wage would lift millions out of poverty; this bill should pass.',
    'Raising the minimum wage would cost jobs at small businesses; this bill should fail.',
    'Stricter gun laws save lives, and background checks should be universal.',
    'The Second Amendment protects an individual right, and this bill infringes it.',
    'This is a terrible, reckless bill and the agency behind it has failed for years.',
    'The bill would expand access to rape kit testing and address discrimination based on sex.',
  ])('approves a civil policy position: %s', async (content) => {
    const { output, provenance } = await provider.moderateText({ kind: 'discussion', title: 'My position', content });
    expect(output).toEqual({ decision: 'approved', reasons: [], categories: [] });
    expect(provenance).toEqual({ provider: 'local', model: 'local-rules-v1', promptVersion: 'civic-moderation-rules-v14' });
  });

  it.each([
    ['profanity', 'This bill is total bullshit.'],
    ['insult', 'You are an idiot if you support this.'],
    ['threat', "If this passes I'm going to hurt the sponsor."],
    ['threat', 'They should be shot for writing this.'],
    ['dehumanizing', 'People like them are vermin.'],
    ['personal_information', 'Call the sponsor at home: 555-123-4567.'],
    ['spam', 'Buy now http://a.example http://b.example http://c.example'],
    ['empty', '   '],
  ])('rejects %s with a reason the author can read', async (category, content) => {
    const { output } = await provider.moderateText({ kind: 'reply', content });
    expect(output.decision).toBe('rejected');
    expect(output.categories).toContain(category);
    expect(output.reasons.length).toBeGreaterThan(0);
    expect(textModerationOutput.safeParse(output).success).toBe(true);
  });

  it('treats a slur as a hard finding and plain profanity as a soft one', () => {
    expect(contentFindings('what a fag')).toEqual([expect.objectContaining({ category: 'hate', severity: 'reject', hard: true })]);
    expect(contentFindings('what a shitty bill')).toEqual([expect.objectContaining({ category: 'profanity', severity: 'reject', hard: false })]);
  });

  it('holds a post for a person when the rules are unsure, giving the reason', () => {
    const output = moderateTextLocally({ kind: 'reply', content: 'Here is the address: 4410 Larkspur Lane. Thoughts?' });
    expect(output).toEqual({ decision: 'held', reasons: [expect.stringMatching(/moderator/)], categories: ['personal_information'] });
    expect(textModerationOutput.safeParse(output).success).toBe(true);
  });

  it('quoting an opponent in order to rebut them is civil; the same words said outright are not', () => {
    expect(moderateTextLocally({ kind: 'reply', content: 'He said his critics "should be jailed", which is outrageous and he should apologize.' }).decision).toBe('approved');
    expect(moderateTextLocally({ kind: 'reply', content: 'His critics should be jailed.' }).decision).toBe('rejected');
  });

  it('judges the same form the same way whichever side it names', () => {
    const pairs: [string, string][] = [
      ['Democrats should be locked up for how they vote.', 'Republicans should be locked up for how they vote.'],
      ['Liberals are vermin.', 'Conservatives are vermin.'],
      ['Typical libtard nonsense.', 'Typical rethuglican nonsense.'],
      ['Tax the rich and fund schools.', 'Cut taxes and fund the police.'],
    ];
    for (const [left, right] of pairs) {
      expect(moderateTextLocally({ kind: 'reply', content: left })).toEqual(moderateTextLocally({ kind: 'reply', content: right }));
    }
  });

  it('checks the title of a discussion too', () => {
    expect(moderateTextLocally({ kind: 'discussion', title: 'Fuck this bill', content: 'I disagree with it.' }).decision).toBe('rejected');
  });
});

describe('local bill moderation', () => {
  const civil = (title: string, description: string) => ({ title, description, policyArea: 'Taxation' });

  it('treats mirrored policy proposals the same way', () => {
    const lower = moderateBillLocally(civil('Lower Income Tax Act', 'Reduces the top federal income tax rate to 30 percent, under the taxing power in Article I, Section 8, to encourage investment.'));
    const raise = moderateBillLocally(civil('Fair Share Tax Act', 'Raises the top federal income tax rate to 45 percent, under the taxing power in Article I, Section 8, to fund public services.'));
    expect(lower.decision).toBe('approved');
    expect(raise.decision).toBe('approved');
    const scores = (o: typeof lower) => [o.constitutionalityScore, o.decencyScore, o.overallScore, o.hardViolation];
    expect(scores(lower)).toEqual(scores(raise));
  });

  it('rejects a clear constitutional violation as a hard violation', async () => {
    const { output } = await provider.moderateBill({
      title: 'National Faith Act',
      description: 'This bill establishes an official national religion and requires federal employees to attend its services.',
    });
    expect(output.hardViolation).toBe(true);
    expect(output.decision).toBe('rejected');
    expect(output.constitutionalityScore).toBeLessThanOrEqual(3);
    expect(output.rejectionReasons.join(' ')).toMatch(/First Amendment/);
    expect(billModerationOutput.safeParse(output).success).toBe(true);
  });

  it('lowers content standards for profanity without calling it a hard violation', () => {
    const output = moderateBillLocally(civil('Pothole Repair Act', 'Fix the shitty roads already: this bill funds pothole repair in every county, because broken roads are wrecking cars.'));
    expect(output.decencyScore).toBeLessThan(10);
    expect(output.hardViolation).toBe(false);
    expect(output.decision).toBe(output.overallScore >= 6 ? 'approved' : 'rejected');
  });

  it('rejects threats in a bill as a hard violation', () => {
    const output = moderateBillLocally(civil('Accountability Act', 'We will kill anyone who votes against this bill.'));
    expect(output.hardViolation).toBe(true);
    expect(output.decision).toBe('rejected');
  });

  it('gives recommendations even when it approves', () => {
    const output = moderateBillLocally({ title: 'Library Hours Act', description: 'Extends library hours.' });
    expect(output.decision).toBe('approved');
    expect(output.recommendations).toEqual(
      expect.arrayContaining([
        'Name the constitutional power the bill relies on (for example Article I, Section 8).',
        'Describe what the bill would do, who it affects and how, in a few sentences.',
        'Choose a policy area so voters can find the bill.',
      ]),
    );
  });
});
