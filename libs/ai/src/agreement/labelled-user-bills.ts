import type { ModerateBillInput, ModerationDecision } from '@civic/contracts';

/**
 * A hand-labelled set of user bill proposals, written for these tests, to measure how often a
 * moderation provider agrees with a careful human reader. `clear` cases have one right answer;
 * `borderline` ones are labelled with the decision we expect but reasonable reviewers could differ.
 * Proposals lean in every political direction on purpose: legality and decency are judged, never
 * the policy.
 */
export type BillLabel = 'fine' | 'unconstitutional' | 'indecent' | 'borderline';

export interface LabelledUserBill {
  label: BillLabel;
  expected: ModerationDecision;
  input: ModerateBillInput;
}

const bill = (label: BillLabel, expected: ModerationDecision, title: string, description: string, policyArea = 'Government Operations and Politics'): LabelledUserBill => ({
  label,
  expected,
  input: { title, description, policyArea },
});

export const LABELLED_USER_BILLS: LabelledUserBill[] = [
  // ---------- clearly fine (left, right and neither) ----------
  bill('fine', 'approved', 'Rural Broadband Grants Act', 'Funds grants to states to extend broadband to rural counties, under the commerce power, with yearly coverage reports to Congress.', 'Science, Technology, Communications'),
  bill('fine', 'approved', 'Balanced Budget Accountability Act', 'Requires the President to submit a budget that balances within ten years and requires the Congressional Budget Office to score every bill for its effect on the deficit.', 'Economics and Public Finance'),
  bill('fine', 'approved', 'Federal Minimum Wage Increase Act', 'Raises the federal minimum wage to fifteen dollars an hour over five years and indexes it to median wage growth afterwards.', 'Labor and Employment'),
  bill('fine', 'approved', 'Small Business Regulatory Relief Act', 'Requires agencies to publish the cost of each new rule for businesses with fewer than fifty employees and to review such rules every seven years.', 'Commerce'),
  bill('fine', 'approved', 'Clean Water Infrastructure Act', 'Authorizes loans to municipalities to replace lead service lines within ten years, with priority for systems serving schools.', 'Water Resources Development'),
  bill('fine', 'approved', 'Border Security Technology Act', 'Funds sensors, cameras and additional personnel at ports of entry and requires quarterly reports on crossings and seizures.', 'Immigration'),
  bill('fine', 'approved', 'Child Tax Credit Expansion Act', 'Makes the child tax credit fully refundable and increases it for children under six.', 'Taxation'),
  bill('fine', 'approved', 'School Choice Scholarship Act', 'Creates a tax credit for donations to nonprofit scholarship funds that help low-income families pay private school tuition.', 'Education'),
  bill('fine', 'approved', 'Veterans Mental Health Access Act', 'Lets veterans see community mental health providers at the expense of the Department of Veterans Affairs when the wait at a VA facility exceeds thirty days.', 'Armed Forces and National Security'),
  bill('fine', 'approved', 'Carbon Emissions Reporting Act', 'Requires power plants above 25 megawatts to report their carbon dioxide emissions each quarter to the Environmental Protection Agency.', 'Environmental Protection'),
  bill('fine', 'approved', 'Energy Permitting Reform Act', 'Sets a two-year deadline for federal environmental reviews of pipelines, transmission lines and nuclear plants.', 'Energy'),
  bill('fine', 'approved', 'Prescription Drug Price Negotiation Act', 'Lets Medicare negotiate the prices of the fifty costliest prescription drugs each year.', 'Health'),
  bill('fine', 'approved', 'Congressional Term Limits Resolution', 'Proposes a constitutional amendment limiting members of the House to six terms and Senators to two terms, to be sent to the states for ratification.'),
  bill('fine', 'approved', 'Police Body Camera Grants Act', 'Provides grants to state and local police departments to buy body cameras and store footage, with privacy rules for its release.', 'Crime and Law Enforcement'),
  bill('fine', 'approved', 'Concealed Carry Reciprocity Act', 'Requires states to honor concealed carry permits issued by other states, under the commerce power and the Fourteenth Amendment.', 'Crime and Law Enforcement'),
  bill('fine', 'approved', 'Public Lands Access Act', 'Opens federal lands to hunting and fishing unless an agency shows a specific safety reason to close them, and funds new access roads.', 'Public Lands and Natural Resources'),

  // ---------- clearly unconstitutional ----------
  bill('unconstitutional', 'rejected', 'National Faith Act', 'Establishes Christianity as the official national religion and requires federal employees to attend weekly services.', 'Civil Rights and Liberties'),
  bill('unconstitutional', 'rejected', 'Secular State Act', 'Bans all Muslims from entering or residing in the United States and requires those present to register with the government.', 'Immigration'),
  bill('unconstitutional', 'rejected', 'Respect for Leaders Act', 'Makes criticism of the President a federal crime punishable by up to five years in prison.'),
  bill('unconstitutional', 'rejected', 'Newspaper Licensing Act', 'Requires every newspaper and news website to obtain a federal license and to submit articles to a federal board for approval before publication.'),
  bill('unconstitutional', 'rejected', 'Public Order Act', 'Prohibits any public protest against the government and lets police disperse any assembly of more than ten people.'),
  bill('unconstitutional', 'rejected', 'Smith Family Punishment Act', 'Declares John Smith and his family guilty of fraud by this Act and seizes their property without a trial.'),
  bill('unconstitutional', 'rejected', 'Retroactive Penalties Act', 'Makes the sale of vaping products a crime retroactively, punishing sales made during the last five years.'),
  bill('unconstitutional', 'rejected', 'American Nobility Act', 'Grants titles of nobility, such as Duke and Earl, to citizens who donate more than ten million dollars to the Treasury.'),
  bill('unconstitutional', 'rejected', 'Tough Justice Act', 'Requires public flogging as punishment for shoplifting and branding of repeat offenders.', 'Crime and Law Enforcement'),
  bill('unconstitutional', 'rejected', 'Home Security Act', 'Authorizes federal agents to search any home without a warrant at any time and to seize anything found there.', 'Crime and Law Enforcement'),
  bill('unconstitutional', 'rejected', 'Voting Qualifications Act', 'Denies the right to vote in federal elections to citizens on the basis of race.', 'Civil Rights and Liberties'),
  bill('unconstitutional', 'rejected', 'Emergency Governance Act', 'Suspends federal elections indefinitely during the current administration.'),

  // ---------- clearly indecent (the policy may be fine; the language is not) ----------
  bill('indecent', 'rejected', 'Fix the Damn Roads Act', 'Funds road repair because the fucking potholes are everywhere and the idiots in charge do nothing.', 'Transportation and Public Works'),
  bill('indecent', 'rejected', 'Immigration Control Act', 'Limits visas because immigrants are vermin who are ruining the country.', 'Immigration'),
  bill('indecent', 'rejected', 'Senator Accountability Act', 'Audits the Senate budget, and I will kill the senator who votes against it.'),
  bill('indecent', 'rejected', 'Tax Fairness Act', 'Raises the top income tax rate; the rich are parasites and deserve to be hanged.', 'Taxation'),
  bill('indecent', 'rejected', 'Local Control Act', 'Returns school decisions to parents. Call the superintendent at home at 555-867-5309 and tell him what you think.', 'Education'),
  bill('indecent', 'rejected', 'Free Money Act', 'Buy cheap pills now at http://pills.example http://cheap.example http://deals.example http://win.example', 'Commerce'),

  // ---------- borderline (labelled with what we expect) ----------
  bill('borderline', 'approved', 'Flag Protection Amendment', 'Proposes a constitutional amendment, to be ratified by the states, allowing Congress to prohibit the physical desecration of the flag.'),
  bill('borderline', 'approved', 'Social Media Age Verification Act', 'Requires social media platforms to verify that users are at least thirteen and to obtain parental consent for users under sixteen.', 'Science, Technology, Communications'),
  bill('borderline', 'approved', 'Wealth Tax Act', 'Imposes an annual tax of two percent on household net worth above fifty million dollars.', 'Taxation'),
  bill('borderline', 'approved', 'English Language Unity Act', 'Declares English the official language of the federal government while keeping services required by law in other languages.'),
  bill('borderline', 'rejected', 'Drug Dealer Accountability Act', 'Allows police to search the homes of suspected drug dealers without a warrant when they believe evidence may be destroyed.', 'Crime and Law Enforcement'),
  bill('borderline', 'approved', 'Rape Kit Backlog Elimination Act', 'Funds the testing of untested rape kits and requires states to report their backlogs each year.', 'Crime and Law Enforcement'),
  bill('borderline', 'approved', 'Damn Fine Parks Act', 'Funds maintenance of national parks; the backlog is a damn shame and visitors deserve better.', 'Public Lands and Natural Resources'),
  bill('borderline', 'rejected', 'Eminent Domain Expansion Act', 'Lets federal agencies take private farmland for pipelines without compensation to the owners.', 'Energy'),
];
