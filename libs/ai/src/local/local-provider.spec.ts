import {
  ARCHETYPE_KEYS,
  billSynthesisOutput,
  type ArchetypeKey,
  type SynthesizeBillInput,
} from '@civic/contracts';
import { AiInputError } from '../errors';
import { LABELLED_BILLS } from './labelled-bills.fixture';
import { LEXICON_VERSION } from './lexicon';
import { LocalProvider, analyzeBill } from './local-provider';
import { cleanText } from './text';

const provider = new LocalProvider();

describe('LocalProvider on the labelled bills', () => {
  it.each(LABELLED_BILLS.map((b) => [b.input.billId, b] as const))('%s: dominant foundation and direction', (_id, bill) => {
    const analysis = analyzeBill(bill.input);
    expect(analysis.dominantFoundation).toBe(bill.dominant);
    expect(Math.sign(analysis.impact.vector[bill.dominant])).toBe(bill.direction);
  });

  it.each(LABELLED_BILLS.map((b) => [b.input.billId, b] as const))('%s: expected archetype votes', async (_id, bill) => {
    const { output } = await provider.synthesizeBill(bill.input);
    const actual = Object.fromEntries(Object.keys(bill.votes).map((k) => [k, output.archetypeVotes[k as ArchetypeKey].vote]));
    expect(actual).toEqual(bill.votes);
  });

  it('gets at least 90% of all labelled votes right', async () => {
    let right = 0;
    let total = 0;
    for (const bill of LABELLED_BILLS) {
      const { output } = await provider.synthesizeBill(bill.input);
      for (const [key, vote] of Object.entries(bill.votes)) {
        total++;
        if (output.archetypeVotes[key as ArchetypeKey].vote === vote) right++;
      }
    }
    expect(total).toBeGreaterThanOrEqual(30);
    expect(right / total).toBeGreaterThanOrEqual(0.9);
  });
});

describe('LocalProvider.synthesizeBill', () => {
  const bill = LABELLED_BILLS[0]!.input;

  it('returns schema-valid output with local provenance', async () => {
    const result = await provider.synthesizeBill(bill);
    expect(billSynthesisOutput.safeParse(result.output).success).toBe(true);
    expect(result.provenance).toEqual({ provider: 'local', model: 'local-extractive-v1', promptVersion: LEXICON_VERSION });
  });

  it('is deterministic', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => provider.synthesizeBill(bill)));
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
  });

  it('writes extractive summaries: sentences from the bill itself, short within 300 characters', async () => {
    for (const { input } of LABELLED_BILLS) {
      const { output } = await provider.synthesizeBill(input);
      const source = cleanText(input.summary).replace(/\n/g, ' ');
      expect(output.billAiSynthesisShort.length).toBeLessThanOrEqual(300);
      expect(output.billAiSynthesisShort).not.toMatch(/<|&nbsp;|\s{2}/);
      // "In depth" opens with the source's other sentences, then labelled parts built from it.
      const opening = output.billAiSynthesisLong.split(/\s(?=What it does, provision by provision:|Money it names:|Filed under |Where it stands:)/)[0]!;
      for (const sentence of opening.split(/(?<=\.)\s+(?=[A-Z])/)) {
        if (sentence.startsWith('What it does') || sentence.startsWith('Filed under') || sentence.startsWith('Where it stands')) continue;
        expect(source).toContain(sentence.replace(/…$/, ''));
      }
      // …and never repeats the short summary.
      expect(output.billAiSynthesisLong).not.toContain(output.billAiSynthesisShort);
    }
  });

  it('grounds every argument in a phrase the bill uses', async () => {
    const analysis = analyzeBill(LABELLED_BILLS[1]!.input);
    expect(analysis.arguments.for.length).toBeGreaterThanOrEqual(2);
    expect(analysis.arguments.for.length).toBe(analysis.arguments.against.length);
    analysis.arguments.for.forEach((argument, i) => {
      const phraseFound = analysis.actions.some((a) => argument.includes(a.phrase) && analysis.arguments.against[i]!.includes(a.phrase));
      expect(phraseFound).toBe(true);
    });
    expect(analysis.arguments.for).toContain(
      'It prohibits wage discrimination on the basis of sex, drawing a clear legal line against a practice it treats as harmful.',
    );
    expect(analysis.arguments.against).toContain(
      'Requiring employers with 15 or more employees to disclose the pay range for each job posting imposes new compliance costs and paperwork on those who must carry it out.',
    );
  });

  it('gives one-line reasons that name the foundations behind each vote', async () => {
    const { output } = await provider.synthesizeBill(LABELLED_BILLS[7]!.input); // mixed: care vs liberty
    for (const key of ARCHETYPE_KEYS) {
      const { vote, reason } = output.archetypeVotes[key];
      expect(reason).not.toMatch(/\n/);
      expect(reason.startsWith(`Suggested ${vote.charAt(0).toUpperCase()}${vote.slice(1)}: `)).toBe(true);
    }
    expect(output.archetypeVotes.Protector).toEqual({ vote: 'support', reason: expect.stringContaining('you weigh Care highly') });
    expect(output.archetypeVotes.AmoralIndividualist).toEqual({ vote: 'oppose', reason: expect.stringContaining('you weigh Liberty highly') });
    // The reason says what the bill does, from the rule that decided it.
    expect(output.archetypeVotes.AmoralIndividualist.reason).toMatch(/this bill (adds federal rules and licensing|requires)/);
  });

  it('scores importance from reach and weight, and explains it', () => {
    const ceremonial = analyzeBill(LABELLED_BILLS.find((b) => b.input.billId === 'test-ceremonial')!.input);
    const bigSpending = analyzeBill({
      billId: 'test-appropriations',
      title: 'Consolidated Infrastructure Appropriations Act',
      policyArea: 'Economics and Public Finance',
      latestActionText: 'Became Public Law No: 119-12.',
      summary:
        'This bill appropriates $150 billion for highways, transit, broadband and water systems in every State. It establishes a national infrastructure bank, requires federal agencies to publish project timelines, and prohibits the use of funds for projects without environmental review. It also extends the surface transportation programs nationwide through 2030.',
    });
    expect(ceremonial.importance.score).toBeLessThanOrEqual(2);
    expect(bigSpending.importance.score).toBeGreaterThanOrEqual(8);
    expect(bigSpending.importance.signals.map((s) => s.signal)).toEqual(
      expect.arrayContaining(['commits or authorizes funding', 'names $100 billion or more', 'has advanced in Congress']),
    );
  });

  it('handles a bill with only a title', async () => {
    const { output } = await provider.synthesizeBill({ billId: 'x', title: 'Small Business Lending Act', policyArea: 'Commerce' });
    expect(output.billAiSynthesisShort).toBe('Small Business Lending Act.');
    expect(output.billAiSynthesisLong).toContain('based on the title alone');
    expect(output.billArgumentsFor).toEqual([expect.stringContaining('“Small Business Lending Act”')]);
    expect(output.billAiSynthesisLong).toContain('The source supports only these arguments (one a side).');
    expect(Object.values(output.archetypeVotes).every((v) => v.vote === 'abstain')).toBe(true);
  });

  it('uses the bill text when the summary is missing, long texts included (their speed is measured by npm run bench, not here)', () => {
    const section = 'The Secretary of Energy shall establish a program to award grants to States for the weatherization of homes of low-income families.\n';
    const input: SynthesizeBillInput = {
      billId: 'long',
      title: 'Home Energy Savings Act',
      billText: `SEC. 1. SHORT TITLE.\nThis Act may be cited as the "Home Energy Savings Act".\nSEC. 2. PROGRAM.\n${section.repeat(3000)}`,
    };
    const analysis = analyzeBill(input);
    expect(analysis.synthesis.billAiSynthesisShort).toContain('weatherization');
    expect(analysis.synthesis.billAiSynthesisShort).not.toContain('may be cited as');
  });

  it('rejects invalid input as a non-retryable AiInputError', async () => {
    await expect(provider.synthesizeBill({ billId: '', title: '' })).rejects.toBeInstanceOf(AiInputError);
  });
});
