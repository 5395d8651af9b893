import { constitutionalFindings, type ClauseKey } from './constitution';
import { WIDE_CONSTITUTIONAL, WIDE_VIOLATING } from './dev-bills-wide.fixture';
import { moderateBillLocally } from './moderation';

const review = (text: string) => moderateBillLocally({ title: 'A bill', description: text, fullText: text, policyArea: 'Law' });
const namesOneOf = (text: string, clauses: ClauseKey[]) => review(text).decision === 'rejected' && constitutionalFindings(text).some((f) => clauses.includes(f.clause));

describe('constitutionality check: third development set', () => {
  it.each(WIDE_VIOLATING)('rejects, naming %s — %s', (clauses, text) => {
    expect(namesOneOf(text, clauses)).toBe(true);
    for (const f of constitutionalFindings(text)) expect(text.toLowerCase()).toContain(f.quote.replace(/…$/, '').toLowerCase());
  });

  it.each(WIDE_CONSTITUTIONAL)('approves — %s', (text) => {
    expect(constitutionalFindings(text)).toEqual([]);
    expect(review(text).decision).toBe('approved');
  });
});

/**
 * Written for this spec after the rules of the third pass were finished, and run against them
 * unchanged: how the rules do on wording they were not broadened for. Measured when written: 12 of
 * 15 violating bills named (missed: the compelled courthouse worship, the teacher who loses a licence
 * for criticising the Governor, the raw-milk sale in 2019), 6 of 6 constitutional approved; the assertions keep those figures as floors.
 */
const UNSEEN_VIOLATING: [ClauseKey[], string][] = [
  [['establishment'], 'Every county courthouse shall hold a Christian worship service each Monday, which all county employees shall attend.'],
  [['free_exercise', 'equal_protection'], 'Hindu temples may not ring bells or hold festivals within the State.'],
  [['speech'], 'A teacher who criticizes the Governor in class shall lose his or her teaching license.'],
  [['press'], 'All newspapers must obtain a permit from the Secretary of State before printing any article about elections.'],
  [['assembly'], 'Peaceful protests against the war are prohibited in every city.'],
  [['search_seizure'], 'Inspectors may enter any private home without a warrant to check for unlicensed pets.'],
  [['due_process'], 'Any person the Director considers dangerous may be imprisoned without a trial.'],
  [['counsel_jury'], 'Defendants in tax cases shall have no right to a jury.'],
  [['cruel_punishment'], 'Persons convicted of jaywalking shall be flogged.'],
  [['equal_protection'], 'Persons of Korean descent may not purchase land in this State.'],
  [['voting_race', 'voting_sex', 'equal_protection'], 'Only men may vote in school board elections.'],
  [['quartering'], 'Homeowners must house Army troops in their homes for the duration of the training exercise, whether or not they agree.'],
  [['attainder'], 'The Greenfield Tenants Association is hereby declared guilty of conspiracy and its officers are barred from public office.'],
  [['ex_post_facto'], 'Anyone who sold raw milk in 2019 shall be fined under this Act.'],
  [['nobility'], 'Congress shall grant the title of Baron to every retiring Senator.'],
];
const UNSEEN_CONSTITUTIONAL: string[] = [
  'Churches, mosques and temples are eligible for historic preservation grants on the same terms as other buildings.',
  'Police may search a vehicle with the driver’s voluntary consent.',
  'Every defendant charged with a felony has the right to a jury trial and to appointed counsel.',
  'Marches on public streets require a permit, granted to all applicants without regard to viewpoint.',
  'Increases the fine for illegal dumping to $10,000 for dumping after the effective date of this Act.',
  'Prohibits employers from paying women less than men for the same work.',
];

describe('constitutionality check: bills the rules were not broadened for', () => {
  it('names the right clause for most violating bills', () => {
    const missed = UNSEEN_VIOLATING.filter(([clauses, text]) => !namesOneOf(text, clauses)).map(([, text]) => text);
    console.log(`Unseen violating bills missed: ${missed.length} of ${UNSEEN_VIOLATING.length}${missed.length ? `\n  ${missed.join('\n  ')}` : ''}`);
    expect(missed.length).toBeLessThanOrEqual(3);
  });

  it('approves most constitutional bills', () => {
    const stopped = UNSEEN_CONSTITUTIONAL.filter((text) => review(text).decision !== 'approved');
    expect(stopped).toEqual([]);
  });
});
