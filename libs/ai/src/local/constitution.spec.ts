import { billModerationOutput } from '@civic/contracts';
import { constitutionalFindings, type ClauseKey } from './constitution';
import { moderateBillLocally } from './moderation';

/*
 * Development examples for the constitutionality check, written while writing the rules (the
 * independent evaluation set in libs/ai/eval is not used here): one bill per clause that it
 * violates, and constitutional look-alikes (religion-neutral zoning, content-neutral permits,
 * searches with a warrant, laws that forbid the very thing a violating bill would do).
 */

const VIOLATING: [ClauseKey, string][] = [
  ['free_exercise', 'Members of minority religions must register with the Department of Homeland Security. New places of worship are banned. Criticising the President is made a federal crime.'],
  ['free_exercise', 'Requires all Muslims residing in the United States to carry a religious identification card.'],
  ['free_exercise', 'Prohibits the construction of new mosques in any city with a population over 50,000.'],
  ['establishment', 'Establishes Christianity as the official religion of the United States.'],
  ['establishment', 'Requires every public school teacher to lead students in a Christian prayer each morning.'],
  ['equal_protection', 'Requires all residents of Chinese descent to register with local police.'],
  ['equal_protection', 'Prohibits women from serving on juries in federal courts.'],
  ['equal_protection', 'Bars persons of Mexican ancestry from purchasing property in border counties.'],
  ['speech', 'Makes it a federal crime, punishable by two years in prison, to publish criticism of any member of Congress.'],
  ['press', 'Requires newspapers to obtain a federal license before publishing any article about national security.'],
  ['assembly', 'Bans all protests in Washington, D.C. for the next four years.'],
  ['petition', 'Imposes a fine of $10,000 on any citizen who petitions Congress about immigration.'],
  ['search_seizure', 'Authorizes police to search any home in a high-crime neighborhood without a warrant.'],
  ['search_seizure', 'Allows federal agents to read the emails of any citizen without a court order.'],
  ['cruel_punishment', 'Sentences convicted shoplifters to public flogging.'],
  ['cruel_punishment', 'Makes life imprisonment mandatory for a second parking violation.'],
  ['due_process', 'Allows persons accused of terrorism to be detained indefinitely without trial.'],
  ['counsel_jury', 'Provides that persons accused of drug offenses shall not have access to an attorney until after trial.'],
  ['counsel_jury', 'Requires all federal criminal cases to be decided by a panel of prosecutors instead of a jury.'],
  ['voting_race', 'Limits the right to vote in federal elections to white citizens.'],
  ['voting_sex', 'Provides that women may not vote in presidential elections.'],
  ['quartering', 'Requires homeowners near military bases to house soldiers in their homes during peacetime.'],
  ['attainder', 'Declares that John Marsh and the Marsh Family Foundation are guilty of fraud and forfeit their assets.'],
  ['ex_post_facto', 'Makes the sale of lab-grown meat a crime and applies the penalty retroactively to sales made in the past five years.'],
  ['nobility', 'Grants the title of Duke to any citizen who donates $50 million to the Treasury.'],
  ['poll_tax', 'Requires voters to pay a $25 poll tax before casting a ballot.'],
  ['religious_test', 'Requires candidates for federal office to swear belief in God.'],
  ['habeas_corpus', 'Suspends the writ of habeas corpus for all immigration detainees.'],
  ['takings', 'Allows the government to seize farmland for highways without compensation to the owners.'],
  ['speech', 'Prohibits any public gathering that criticizes the federal government.'],
];

const CONSTITUTIONAL: string[] = [
  'Applies the same zoning and fire codes to all buildings, including places of worship.',
  'Requires a permit for parades of more than 500 people on public streets, regardless of their message.',
  'Prohibits amplified sound at demonstrations between 10 p.m. and 7 a.m.',
  'Requires police to obtain a warrant signed by a judge before searching a cell phone.',
  'Allows officers to enter a home without a warrant only when there is an imminent danger to life.',
  'Prohibits discrimination in hiring on the basis of religion, race, sex or national origin.',
  'Funds security grants for places of worship that have faced threats of vandalism.',
  'Prohibits employers from requiring employees to attend religious services.',
  'Raises the federal minimum wage to $15 per hour over five years.',
  'Cuts the corporate tax rate to 18 percent and closes foreign tax loopholes.',
  'Requires voters to show a free government-issued photo ID at the polls.',
  'Guarantees every defendant the right to a court-appointed attorney at no cost.',
  'Reduces mandatory minimum sentences for nonviolent drug offenses and applies the reduction retroactively.',
  'Creates a Congressional Gold Medal to honor the nurses who served during the pandemic.',
  'Bans members of Congress from trading individual stocks, with a penalty of $50,000 for each violation.',
  'Requires news outlets that receive foreign government funding to disclose it.',
  'Makes it a crime to threaten a federal judge with violence.',
  'Prohibits protests within 100 feet of a school during school hours.',
  'Funds housing allowances for service members living off base.',
  'Prohibits the use of torture in federal prisons.',
  'Establishes a national commission on election security.',
  'Provides that no person shall be denied the right to vote on account of race or sex.',
  'Creates a tax credit for families who send children to private or religious schools.',
  'Requires background checks for all firearm sales at gun shows.',
  'Allows Medicare to negotiate the prices of prescription drugs.',
  'Funds the construction of border barriers and hires 5,000 new Border Patrol agents.',
  'Expands the child tax credit and makes it fully refundable.',
  'Requires public schools to teach the history of the civil rights movement.',
  'Requires federal agencies to report hiring data broken down by race and sex.',
  'Increases penalties for assaulting a police officer, for offenses committed after enactment.',
  'Creates a federal registry of convicted sex offenders.',
  'Allows citizens to petition the Environmental Protection Agency for new rules.',
];

const bill = (description: string) => moderateBillLocally({ title: 'Proposed Act', description, policyArea: 'Government Operations and Politics' });

describe('constitutionality check: development examples', () => {
  it.each(VIOLATING)('rejects a bill violating %s, naming the clause and quoting the bill — %s', (clause, description) => {
    const findings = constitutionalFindings(description);
    expect(findings.map((f) => f.clause)).toContain(clause);
    const output = bill(description);
    expect(output.decision).toBe('rejected');
    expect(output.hardViolation).toBe(true);
    expect(output.constitutionalityScore).toBeLessThanOrEqual(3);
    const reason = output.rejectionReasons.find((r) => r.startsWith(findings.find((f) => f.clause === clause)!.clauseName));
    expect(reason).toBeDefined();
    // The bill's own words are quoted.
    expect(reason).toContain(`“${description.slice(0, 40)}`);
    expect(billModerationOutput.safeParse(output).success).toBe(true);
  });

  it.each(CONSTITUTIONAL)('approves a constitutional bill — %s', (description) => {
    expect(constitutionalFindings(description)).toEqual([]);
    const output = bill(description);
    expect(output.decision).toBe('approved');
    expect(output.constitutionalityScore).toBe(10);
  });

  it('rejects the National Religious Registry Act on three clauses, each quoted', () => {
    const output = moderateBillLocally({
      title: 'National Religious Registry Act',
      description:
        'Members of minority religions must register with the Department of Homeland Security. New places of worship are banned. Criticising the President is made a federal crime.',
      policyArea: 'Civil Rights and Liberties',
    });
    expect(output.decision).toBe('rejected');
    expect(output.constitutionalityScore).toBeLessThanOrEqual(3);
    expect(output.rejectionReasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^First Amendment, Free Exercise Clause: .*“Members of minority religions must register/),
        expect.stringMatching(/^First Amendment, freedom of speech: .*“Criticising the President is made a federal crime/),
      ]),
    );
  });
});
