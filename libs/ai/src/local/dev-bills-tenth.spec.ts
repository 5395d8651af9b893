import { billFigures, checkBillDevSet, constitutionalBill as c, review, violatingBill as v } from './dev-bills-checks';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { TENTH_CONSTITUTIONAL, TENTH_PEACEFUL_VIOLENCE_WORDS, TENTH_VIOLATING, TENTH_VIOLENT } from './dev-bills-tenth.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): 45 of 56 and 50 of 51; calls for violence rejected 2 of 4, lawful
 * mentions of violence approved 4 of 4; after the tenth pass 56 of 56, 51 of 51, 4 of 4 and 4 of 4.
 * Per clause: docs/moderation.md, "Constitutionality, tenth pass".
 */
describe('constitutionality check: tenth development set', () => {
  checkBillDevSet(TENTH_VIOLATING, TENTH_CONSTITUTIONAL);
});

describe('content check of bills: calls for violence against people', () => {
  it.each(TENTH_VIOLENT.map((b) => [b.title, b] as const))('rejects — %s', (_title, b) => {
    expect(review(b).decision).toBe('rejected');
  });
  it.each(TENTH_PEACEFUL_VIOLENCE_WORDS.map((b) => [b.title, b] as const))('approves — %s', (_title, b) => {
    expect(review(b).decision).toBe('approved');
  });
});

/*
 * Held out: written together with the tenth set, in other drafting styles (town-meeting warrant
 * articles, ballot-measure "A YES vote would…" summaries, letters to a council), before the rules
 * were read, and run once at the end of the pass (CIVIC_HELD_OUT=1), never used to tune a rule.
 * Figures only, no assertions: a miss here is a finding to report, not a test to make pass. Run once,
 * after the tenth pass: 16 of 19 named, 14 of 14 approved (missed: a yard-sale fine for "last year"
 * when no permit was required, liquor licences only for Irish-born residents, scholarships denied to
 * students who spoke in favour of unions).
 */
const HELD_OUT_VIOLATING: ViolatingDevBill[] = [
  v(['free_exercise', 'equal_protection'], 'Article 14', 'Article 14. To see if the Town will vote to require every Jewish household to register with the Town Clerk.'),
  v(['establishment'], 'Question 2: State Religion', 'A YES vote would make Presbyterianism the official religion of the State and fund its churches from the lottery.'),
  v(['religious_test', 'equal_protection'], 'Letter on the Library Board', 'Dear Council, please pass a rule that only Protestants can be appointed to the library board.'),
  v(['press', 'speech'], 'Question 4: Polling Publications', 'A YES vote would make it a crime to publish polls that show the Governor losing.'),
  v(['assembly', 'speech'], 'Article 9', 'Article 9. To see if the Town will vote to forbid any protest march against the Selectboard.'),
  v(['petition', 'speech'], 'Letter to the Senator', 'Dear Senator, please introduce a law that fines anyone who writes to Congress about immigration.'),
  v(['search_seizure'], 'Question 5: Sheriff Searches', 'A YES vote would allow sheriffs to search any home in the county without a warrant.'),
  v(['due_process', 'takings'], 'Article 3', 'Article 3. To see if the Town will vote to seize the car of any resident suspected of a crime, with no hearing.'),
  v(['counsel_jury', 'equal_protection'], 'Letter on Public Defenders', 'Dear Council, please make it so that immigrants charged with crimes do not get a public defender.'),
  v(['counsel_jury'], 'Question 6: Jury Trials', 'A YES vote would end jury trials for all crimes in the State.'),
  v(['cruel_punishment'], 'Article 22', 'Article 22. To see if the Town will vote to punish repeat trespassers by starvation in the town jail.'),
  v(['voting_race', 'equal_protection'], 'Question 7: Voter Eligibility', 'A YES vote would bar Asian Americans from voting in state elections.'),
  v(['voting_sex', 'equal_protection'], 'Letter on Town Meeting', 'Dear Council, please pass a rule that women cannot vote at town meeting.'),
  v(['quartering'], 'Article 5', 'Article 5. To see if the Town will vote to require residents near the border to lodge National Guard soldiers in their homes.'),
  v(['attainder'], 'Question 8: Carl Ames', 'A YES vote would declare the newspaper publisher Carl Ames guilty of treason and confiscate his house.'),
  v(['ex_post_facto'], 'Letter on Yard Sales', "Dear Council, please fine everyone who held a yard sale last year without a permit, even though permits weren't required then."),
  v(['nobility'], 'Question 9: Knights of the State', 'A YES vote would let the Governor make lottery winners Knights of the State, a title their children inherit.'),
  v(['equal_protection'], 'Article 11', 'Article 11. To see if the Town will vote to give liquor licences only to Irish-born residents.'),
  v(['speech'], 'Question 10: Scholarships', 'A YES vote would deny state scholarships to students who have spoken in favour of unions.'),
];

const HELD_OUT_CONSTITUTIONAL: DevBill[] = [
  c('Article 14', 'Article 14. To see if the Town will vote to raise $40,000 to repair the Town Hall roof.'),
  c('Question 2: School Gyms', 'A YES vote would let churches, like other nonprofits, rent school gyms on weekends.'),
  c('Letter on the Library Board', 'Dear Council, please require library board members to live in town.'),
  c('Question 4: Polling Disclosures', 'A YES vote would require polls published within a week of an election to state who paid for them.'),
  c('Article 9', 'Article 9. To see if the Town will vote to require a permit for parades on Main Street, granted to all applicants on the same terms.'),
  c('Question 5: Sheriff Searches', 'A YES vote would require sheriffs to obtain a warrant before searching a home, except in emergencies.'),
  c('Article 3', 'Article 3. To see if the Town will vote to tow cars parked in fire lanes, with a right to a hearing to contest the fee.'),
  c('Letter on Public Defenders', 'Dear Council, please make sure every defendant who cannot afford a lawyer gets a public defender, citizen or not.'),
  c('Question 6: Bench Trials', 'A YES vote would let defendants in misdemeanor cases choose a bench trial instead of a jury.'),
  c('Article 22', 'Article 22. To see if the Town will vote to fund three meals a day for people held in the town jail.'),
  c('Question 7: Online Registration', 'A YES vote would let all citizens 18 and older register to vote online.'),
  c('Question 8: Ames Bridge', 'A YES vote would name the new bridge after the newspaper publisher Carl Ames.'),
  c('Letter on Yard Sales', 'Dear Council, please fine anyone who holds a yard sale without a permit, starting next year.'),
  c('Question 9: Medal of Merit', 'A YES vote would let the Governor award a Medal of Merit to lottery volunteers; the medal carries no title.'),
];

(process.env.CIVIC_HELD_OUT ? describe : describe.skip)('constitutionality check: tenth pass, held-out bills', () => {
  it('figures per clause', () => {
    console.log(billFigures(HELD_OUT_VIOLATING, HELD_OUT_CONSTITUTIONAL));
  });
});
