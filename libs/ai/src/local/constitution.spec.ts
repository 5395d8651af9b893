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
  ['free_exercise', "Creates a national database of all Jewish residents and requires them to report any change of address."],
  ['free_exercise', "Imposes a special annual tax on every mosque, synagogue and Hindu temple, but not on churches."],
  ['free_exercise', "Prohibits Sikh men from wearing turbans in any public place."],
  ['establishment', "Declares that the United States is a Christian nation and directs federal agencies to promote Christian worship."],
  ['establishment', "Requires all public employees to recite the Lord's Prayer at the start of each workday."],
  ['free_exercise', "Requires every immigrant from Muslim-majority countries to register and report weekly to immigration officers."],
  ['equal_protection', "Requires Hispanic residents to carry proof of citizenship at all times and allows police to detain those who do not."],
  ['equal_protection', "Prohibits Black students from enrolling in public universities in the state."],
  ['equal_protection', "Women shall not be eligible to serve as governors, senators or judges."],
  ['speech', "Anyone who publicly criticizes the Governor shall be fined $5,000 per statement."],
  ['press', "Journalists must submit all stories about the military to the Department of Defense for approval before publication."],
  ['assembly', "Makes it unlawful for any group of more than five people to gather in a public park to protest government policy."],
  ['petition', "Makes it a misdemeanor to send a letter to a member of Congress urging a vote on pending legislation."],
  ['search_seizure', "Allows police to stop and search any person on the street for any reason or no reason."],
  ['search_seizure', "Permits customs officers to search the homes of all foreign-born residents at any time without a warrant."],
  ['cruel_punishment', "Punishes repeat shoplifters by amputation of a hand."],
  ['cruel_punishment', "Requires the death penalty for anyone convicted of jaywalking three times."],
  ['due_process', "Allows the Attorney General to imprison any person suspected of disloyalty without a hearing."],
  ['counsel_jury', "Denies persons charged with immigration offenses any right to counsel."],
  ['counsel_jury', "Abolishes jury trials for all federal felony cases."],
  ['voting_race', "Requires voters of Asian descent to pass an additional literacy test before voting."],
  ['voting_sex', "Allows only men to vote in elections for school boards."],
  ['quartering', "Requires families in every county to provide lodging and meals to National Guard troops in their homes."],
  ['attainder', "Declares the members of the Green Party guilty of sedition and bars them from holding any public office."],
  ['ex_post_facto', "Increases the penalty for tax evasion to 20 years in prison and applies it to returns filed before the enactment of this Act."],
  ['nobility', "Establishes an American peerage and grants hereditary titles to the descendants of the Founders."],
  ['poll_tax', "Charges every voter a $10 fee before they may cast a ballot in federal elections."],
  ['religious_test', "Only persons who profess belief in God may hold any office under the United States."],
  ['habeas_corpus', "Suspends habeas corpus for anyone arrested during a protest."],
  ['takings', "Takes all privately owned beachfront land for public use without paying the owners."],
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
  "Requires all places of assembly, including churches, mosques and theaters, to meet the same fire safety standards.",
  "Limits the use of amplified sound in public parks after 9 p.m., whatever the message.",
  "Requires groups of more than 200 people to notify the city 48 hours before a march so roads can be closed.",
  "Requires federal agents to obtain a warrant from a judge before tracking a suspect's phone location.",
  "Allows searches of luggage at airport security checkpoints.",
  "Makes it a federal crime to incite imminent violence against election workers.",
  "Protects the right of journalists to keep their sources confidential.",
  "Prohibits public schools from leading students in prayer while allowing voluntary student prayer groups.",
  "Prohibits states from denying the vote to citizens with past felony convictions who have served their sentences.",
  "Funds public defenders so every accused person has a lawyer.",
  "Establishes a special election to fill a vacant Senate seat within 90 days.",
  "Requires the Census Bureau to count all residents, regardless of race or national origin.",
  "Increases funding for the Equal Employment Opportunity Commission to investigate sex discrimination.",
  "Allows courts to order the forfeiture of property used in drug trafficking upon conviction.",
  "Pays landowners fair market value when land is taken for a new interstate highway.",
  "Makes assaulting a journalist covering a protest a federal crime.",
  "Creates a grant program for historically Black colleges and universities.",
  "Creates a Women's Business Center in every state to support female entrepreneurs.",
  "Provides housing vouchers for military families living off base.",
  "Bans the sale of tobacco products to people under 21.",
  "Requires police departments to report every use of force, broken down by race.",
  "Prohibits the President from accepting gifts or titles from foreign governments without the consent of Congress.",
  "Requires sex offenders to register with local police after release from prison.",
  "Imposes a tax of 1 percent on stock trades.",
  "Extends the statute of limitations for child sexual abuse offenses committed after enactment.",
  "Creates a national holiday honoring Martin Luther King Jr.",
  "Requires the Department of Defense to house troops in barracks rather than private rentals.",
  "Requires states to hold primary elections on the same day.",
  "Requires public schools to offer elective courses on world religions taught objectively.",
  "Prohibits police from searching a vehicle during a traffic stop without probable cause or consent.",
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
