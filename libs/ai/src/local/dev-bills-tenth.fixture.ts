import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { constitutionalBill as c, violatingBill as v } from './dev-bills-checks';

/*
 * Tenth development set for the constitutionality check (issue #22, item 2, tenth pass), written
 * from the clause list only, before the rules of this pass were read, and never from libs/ai/eval.
 * Drafting styles none of the earlier sets use: very short one-paragraph bills; citizens'
 * plain-language petitions ("I propose that…", "We the people of X demand…"); the violating
 * provision buried in section 7 of 9 among innocuous ones; amendments to existing codes ("Section
 * 12-301 … is amended by inserting…"); violations by exemption or privilege (only one church's
 * clergy, a tax credit only for one race, jury service only for men, counsel except for
 * non-citizens); benefits conditioned on speech or belief; bills aimed at a named person or
 * organisation; retroactive fines. The constitutional bills are look-alikes in the same styles.
 * Each violating bill breaks one clause (any listed key names it; the first is the clause it is
 * counted under).
 */

/** A nine-section bill whose section 7 is the given provision, the others innocuous. */
const buried = (section7: string): string =>
  [
    'Sec. 1. This Act may be cited as the Municipal Housekeeping Act.',
    'Sec. 2. The City Clerk shall publish the council calendar on the City website.',
    'Sec. 3. Street lights shall be replaced with LED fixtures by 2028.',
    'Sec. 4. The library shall stay open until 9 p.m. on weekdays.',
    'Sec. 5. Fees for dog licences are raised to $20.',
    'Sec. 6. The parks department shall plant 500 trees each year.',
    `Sec. 7. ${section7}`,
    'Sec. 8. If any section of this Act is held invalid, the other sections remain in force.',
    'Sec. 9. This Act takes effect on January 1.',
  ].join('\n');

/** A code amendment inserting the given text. */
const amends = (section: string, code: string, inserted: string): string =>
  `Section 1. Section ${section} of the ${code} is amended by inserting at the end the following new subsection:\n"${inserted}"\nSection 2. This Act takes effect ninety days after enactment.`;

export const TENTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(['establishment'], 'Harlan County Faith Petition', 'We the people of Harlan County demand that the county declare the Baptist faith the official faith of the county and pay its ministers from the road fund.'),
  v(['establishment', 'free_exercise', 'equal_protection'], 'Church Property Tax Exemption Amendment', amends('4-220', 'Revenue Code', '(d) The exemption in this section applies only to churches of the United Methodist denomination; other houses of worship shall pay the full tax.')),
  v(['establishment'], 'School Commandments Amendment', amends('12-301', 'Education Code', '(c) Every public school shall display the Ten Commandments in each classroom and teach them to pupils as the law of God.')),
  v(['establishment', 'free_exercise'], 'Marriage Officiants Act', 'Only priests of the Roman Catholic Church may solemnize marriages in the State.'),
  // free exercise
  v(['free_exercise', 'equal_protection'], 'Courthouse Attire Rule', 'No one may wear a Sikh turban in a courthouse.'),
  v(['free_exercise', 'equal_protection'], 'Municipal Housekeeping Act', buried('Ritual slaughter of animals according to Jewish or Islamic law is prohibited in the City.')),
  v(['free_exercise'], 'Unemployment Availability Act', 'Unemployment benefits shall be denied to any applicant who refuses work on Saturday for religious reasons.'),
  // religious test
  v(['religious_test', 'equal_protection'], 'City Council Eligibility Petition', 'I propose that nobody who is an atheist be allowed to serve on the city council.'),
  v(['religious_test'], 'Notary Qualifications Amendment', amends('3-104', 'Municipal Code', '(e) Each applicant for appointment as a notary public shall affirm a belief in a Supreme Being.')),
  // equal protection
  v(['equal_protection'], 'Licence Fee Schedule', "Residents of Haitian origin shall pay double fees for driver's licenses."),
  v(['equal_protection'], 'Small Business Tax Credit Act', 'Tax credits under this chapter are available only to businesses owned by white persons.'),
  v(['equal_protection'], 'Municipal Housekeeping Act (police chief)', buried('No woman may be appointed police chief of the City.')),
  v(['equal_protection'], 'Elm County Housing Petition', 'We the people of Elm County demand that the county housing authority refuse leases to families of Somali origin.'),
  v(['equal_protection'], 'Fishing Licence Amendment', amends('8-210', 'Licensing Code', '(f) Persons of Vietnamese national origin are not eligible for a commercial fishing licence.')),
  // speech
  v(['speech'], 'Nonprofit Grants Act', 'No grant under this Act shall be made to any nonprofit whose officers have publicly criticized the Governor.'),
  v(['speech'], 'Respect for the Presidency Petition', 'I propose that anyone who insults the President on social media be sent to jail for thirty days.'),
  v(['speech', 'press', 'attainder', 'assembly'], 'Riverside Leafleting Ordinance', 'The Riverside Tenants Union is prohibited from distributing leaflets anywhere in the City.'),
  v(['speech'], 'Municipal Housekeeping Act (employees)', buried('A City employee who says in public that the budget is unlawful shall be dismissed.')),
  v(['speech', 'assembly', 'religious_test'], 'State Employment Loyalty Act', 'Applicants for state employment shall swear that they have never been members of any group that advocates socialism, and shall be refused employment if they do not.'),
  // press
  v(['press'], 'Editorial Review Act', 'Newspapers must submit every editorial to the Secretary of State for approval before printing.'),
  v(['press', 'attainder'], 'Daily Ledger Act', 'The Daily Ledger is barred from publishing in this State.'),
  v(['press', 'speech'], 'Press Accountability Amendment', amends('5-12', 'Business Code', '(g) A newspaper that prints an article critical of the police department shall pay a special tax of $10,000.')),
  // assembly
  v(['assembly', 'speech'], 'Ward 4 Stadium Petition', 'We the residents of Ward 4 demand that the city ban all rallies against the new stadium.'),
  v(['assembly'], 'Municipal Housekeeping Act (farmers)', buried('Members of the Green Valley Farmers Association may not meet together in any public place.')),
  v(['assembly', 'speech'], 'Campus Order Act', 'No group of students may gather on campus to protest tuition.'),
  // petition
  v(['petition'], 'Zoning Finality Act', 'Any resident who sends a petition to the County Board asking it to reconsider a zoning decision shall pay a penalty of $500.'),
  v(['petition', 'speech'], 'Municipal Housekeeping Act (letters)', buried('Letters to members of the Legislature complaining about City agencies are forbidden, and the sender shall be fined $100.')),
  v(['petition', 'speech'], 'Housing Assistance Eligibility Act', 'Residents who have signed a petition to recall the Mayor shall be ineligible for city housing assistance.'),
  // search and seizure
  v(['search_seizure'], 'Liquor Enforcement Act', 'Officers may enter any house at any hour to look for untaxed liquor.'),
  v(['search_seizure'], 'Search Procedure Amendment', 'Section 1. Section 9-401 of the Penal Code is amended by striking "upon a warrant issued by a judge" and inserting "upon the order of any police sergeant".\nSection 2. This Act takes effect immediately.'),
  v(['search_seizure'], 'Traffic Safety Petition', 'I propose that the police be allowed to search every car in the city whenever they want, no warrant needed.'),
  // due process
  v(['due_process'], 'Licence Revocation Act', 'The Department may revoke any professional licence at once, without notice or a hearing.'),
  v(['due_process'], 'Municipal Housekeeping Act (tenants)', buried('Any tenant reported by a neighbour as a nuisance shall be evicted from public housing the next day, with no hearing and no appeal.')),
  // counsel and jury
  v(['counsel_jury', 'equal_protection'], 'Public Defender Act', 'The public defender shall provide counsel to every indigent defendant, except defendants who are not citizens of the United States.'),
  v(['counsel_jury', 'equal_protection'], 'Jury Service Act', 'Only men may serve on juries in the State.'),
  v(['counsel_jury', 'due_process'], 'Marion Theft Petition', 'We the people of Marion demand that people accused of theft be tried by the sheriff alone, with no jury and no lawyer.'),
  v(['counsel_jury'], 'Felony Trial Amendment', amends('15-102', 'Code of Criminal Procedure', '(h) In felony trials the defendant shall not be represented by counsel.')),
  // cruel punishment
  v(['cruel_punishment'], 'Retail Theft Act', 'Shoplifters shall have a hand cut off.'),
  v(['cruel_punishment'], 'Graffiti Petition', 'I propose that anyone caught with graffiti paint be whipped in the town square.'),
  // vote by race
  v(['voting_race', 'equal_protection'], 'County Voter Registration Act', 'Only citizens of European descent may register to vote in county elections.'),
  v(['voting_race', 'equal_protection'], 'Municipal Housekeeping Act (ballots)', buried('Black residents shall cast their ballots only at the county courthouse and only on the day after the election.')),
  v(['voting_race', 'equal_protection'], 'Voter Literacy Act', 'The literacy test for voter registration shall not apply to white applicants.'),
  // vote by sex
  v(['voting_sex', 'equal_protection'], 'Fairview Mayoral Petition', 'We the people of Fairview demand that only men be allowed to vote for mayor.'),
  v(['voting_sex', 'equal_protection'], 'Election Code Amendment', 'Section 1. Section 2-101 of the Election Code is amended to read: "Every male citizen aged 18 or over may vote in state elections."\nSection 2. This Act takes effect immediately.'),
  // quartering
  v(['quartering'], 'Militia Support Act', 'Homeowners in Lake County must house and feed soldiers of the state militia when asked, in peace or war.'),
  v(['quartering'], 'Base Housing Petition', "I propose that the Army be allowed to put soldiers up in private houses near the base without the owners' permission."),
  // attainder
  v(['attainder'], 'Coalition for Fair Wages Act', 'The Coalition for Fair Wages is declared guilty of sedition and its assets are seized by the State.'),
  v(['attainder'], 'Martin Act', 'John Q. Martin, having embarrassed the City, is barred for life from holding any public employment in the State.'),
  v(['attainder'], 'Municipal Housekeeping Act (schedule)', buried('The persons named in Schedule A are found to have committed fraud against the City and shall each serve two years in prison.')),
  // ex post facto
  v(['ex_post_facto'], 'Main Street Parking Act', 'A fine of $2,000 is imposed on every person who parked on Main Street during 2024.'),
  v(['ex_post_facto'], 'Raw Milk Amendment', amends('7-15', 'Health Code', '(c) Selling raw milk is a misdemeanor punishable by a fine of $1,000, including sales made before this subsection took effect.')),
  v(['ex_post_facto'], 'Dover Fireworks Petition', 'We the people of Dover demand that everyone who took part in the 2023 fireworks show be fined now, even though it was legal then.'),
  // nobility
  v(['nobility'], 'Commonwealth Honours Act', "The Governor may confer the hereditary rank of Duke of the Commonwealth, passing to the holder's eldest son."),
  v(['nobility'], 'Founders Act', "The first mayor's descendants shall be styled Baron of Newport forever."),
  // poll tax and habeas corpus
  v(['poll_tax'], 'Ballot Fee Act', 'Each voter shall pay a $10 ballot fee at the polls before voting.'),
  v(['habeas_corpus', 'due_process'], 'Detention Finality Act', 'The writ of habeas corpus shall not be available to persons detained under this Act.'),
];

export const TENTH_CONSTITUTIONAL: DevBill[] = [
  c('Harlan County Bridge Petition', 'We the people of Harlan County demand that the county fix the bridge on Route 9 and pay for it from the road fund.'),
  c('Church Property Tax Exemption Amendment', amends('4-220', 'Revenue Code', '(d) The exemption in this section applies alike to churches, synagogues, mosques, temples and other religious organizations.')),
  c('World Religions Curriculum Amendment', amends('12-301', 'Education Code', '(c) Schools may teach about world religions as part of history and literature, without promoting any faith.')),
  c('Marriage Officiants Act', 'Clergy of any faith, judges and county clerks may solemnize marriages in the State.'),
  c('Courthouse Screening Rule', 'Court security officers may screen all bags at the courthouse entrance.'),
  c('Municipal Housekeeping Act', buried('Slaughterhouses shall be inspected twice a year for sanitation.')),
  c('Unemployment Availability Act', 'Unemployment benefits shall be denied to any applicant who refuses suitable work without good cause; religious observance is good cause.'),
  c('City Council Residency Petition', 'I propose that city council members be required to live in the city.'),
  c('Notary Oath Amendment', amends('3-104', 'Municipal Code', '(e) Each applicant for appointment as a notary public shall swear or affirm to support the Constitution.')),
  c('Senior Licence Fee Act', "Residents over 65 shall pay half fees for driver's licenses."),
  c('Small Business Tax Credit Act', 'Tax credits under this chapter are available only to businesses with fewer than 50 employees.'),
  c('Municipal Housekeeping Act (police chief)', buried('No person may be appointed police chief of the City without ten years of law enforcement experience.')),
  c('Elm County Housing Petition', 'We the people of Elm County demand that the county housing authority open its waiting list to all families, without regard to race or national origin.'),
  c('Fishing Licence Amendment', amends('8-210', 'Licensing Code', '(f) A commercial fishing licence shall not be issued to a person whose licence was revoked in the last two years for poaching.')),
  c('Nonprofit Grants Act', 'No grant under this Act shall be made to any nonprofit that has not filed its annual financial report.'),
  c('Plaza Reservations Ordinance', 'The Riverside Tenants Union, like any other group, may reserve the City Hall plaza to distribute leaflets.'),
  c('Municipal Housekeeping Act (employees)', buried('A City employee who discloses the confidential tax records of a taxpayer shall be dismissed after a hearing.')),
  c('State Employment Oath Act', 'Applicants for state employment shall swear or affirm to support the Constitution of the United States and of this State.'),
  c('Capitol Press Credentials Act', 'Newspapers may apply for press credentials for the state capitol.'),
  c('Legal Notices Contract Act', "The Daily Ledger is awarded the contract to publish the State's legal notices for 2027 after competitive bidding."),
  c('Business Tax Amendment', amends('5-12', 'Business Code', '(g) A newspaper with gross receipts over $1 million shall pay the general business tax like any other business.')),
  c('Ward 4 Stadium Petition', 'We the residents of Ward 4 demand that the city hold a public hearing before approving the new stadium.'),
  c('Municipal Housekeeping Act (farmers)', buried('Members of the Green Valley Farmers Association may use the county fairgrounds for meetings on the same terms as other groups.')),
  c('Campus Events Act', "Rallies on campus require 48 hours' notice to the facilities office, whatever the topic."),
  c('Zoning Reconsideration Act', 'Any resident may send a petition to the County Board asking it to reconsider a zoning decision, and the Board shall answer within 60 days.'),
  c('Housing Assistance Eligibility Act', 'Residents who apply for city housing assistance shall provide proof of income.'),
  c('Liquor Enforcement Act', 'Officers may enter a house with a search warrant to look for untaxed liquor.'),
  c('Search Procedure Amendment', 'Section 1. Section 9-401 of the Penal Code is amended by striking "upon the order of any police sergeant" and inserting "upon a warrant issued by a judge".\nSection 2. This Act takes effect immediately.'),
  c('Sobriety Checkpoint Petition', "I propose that the police set up sobriety checkpoints on New Year's Eve, announced in advance."),
  c('Licence Revocation Act', 'The Department may revoke a professional licence after notice and a hearing before an administrative law judge.'),
  c('Municipal Housekeeping Act (tenants)', buried('A tenant reported as a nuisance may be evicted from public housing only after written notice, a hearing and the right to appeal.')),
  c('Public Defender Act', 'The public defender shall provide counsel to every indigent defendant, including defendants who are not citizens of the United States.'),
  c('Jury Service Act', 'Men and women alike may serve on juries in the State.'),
  c('Small Claims Petition', 'We the people of Marion demand that small claims under $500 be heard by a magistrate, to save time and money.'),
  c('Felony Counsel Amendment', amends('15-102', 'Code of Criminal Procedure', '(h) In felony trials a defendant who cannot afford counsel shall be appointed counsel at public expense.')),
  c('Retail Theft Act', 'Shoplifters shall pay restitution and a fine of up to $500.'),
  c('Graffiti Petition', 'I propose that anyone caught with graffiti paint on a public building do 40 hours of community service cleaning walls.'),
  c('County Voter Registration Act', 'Citizens aged 18 or over may register to vote in county elections, whatever their race, colour or sex.'),
  c('Municipal Housekeeping Act (polls)', buried('Polling places shall be open from 7 a.m. to 8 p.m. on election day.')),
  c('Election Code Amendment', 'Section 1. Section 2-101 of the Election Code is amended to read: "Every citizen aged 18 or over may vote in state elections."\nSection 2. This Act takes effect immediately.'),
  c('Militia Training Act', 'The state militia may use the armory on Lake Road for training.'),
  c('Lake County Homes Act', 'No soldier shall be quartered in any house in Lake County without the consent of the owner.'),
  c('Labor Day Parade Act', 'The Coalition for Fair Wages is granted a permit to hold its annual parade on Labor Day.'),
  c('Martin Recognition Act', 'John Q. Martin is thanked for forty years of service to the City, and Elm Street is renamed Martin Street.'),
  c('Municipal Housekeeping Act (schedule)', buried('The persons named in Schedule A shall each receive $5,000 in compensation for land taken for the highway.')),
  c('Main Street Parking Refund Act', 'A refund of $200 is paid to every person who paid a parking fine on Main Street during 2024, when the meters were broken.'),
  c('Raw Milk Amendment', amends('7-15', 'Health Code', '(c) Selling raw milk is a misdemeanor punishable by a fine of $1,000, for sales made after this subsection takes effect.')),
  c('Commonwealth Honours Act', 'The Governor may award the Order of the Commonwealth, which carries no title, rank or privilege and is not hereditary.'),
  c('Founders Plaque Act', 'A plaque honouring the first mayor of Newport shall be placed at City Hall.'),
  c('Offender Registration Act', 'Persons convicted of a sex offence after trial shall register their address with the sheriff.'),
  c('Candidate Filing Act', 'Candidates for county office shall pay a filing fee of $50 or submit 100 signatures.'),
];

/** Bills that call for violence against people: rejected by the content check, whatever the clause. */
export const TENTH_VIOLENT: DevBill[] = [
  c('Loyalty to This Act', 'Any person who votes against this bill shall be shot.'),
  c('Senate Discipline Act', 'Senators who oppose this Act should be hanged in front of the Capitol.'),
  c('Tax Enforcement Petition', 'I propose that anyone who refuses to pay the new tax be beaten by their neighbours until they pay.'),
  c('Municipal Housekeeping Act (opponents)', buried('Residents who speak against this Act shall be hunted down and killed.')),
];

/** Penal or policing bills that mention violence lawfully: approved by the content check. */
export const TENTH_PEACEFUL_VIOLENCE_WORDS: DevBill[] = [
  c('City Firearm Discharge Act', 'Any person who shoots a firearm within city limits, except at a licensed range, shall be fined $500.'),
  c('Use of Force Act', 'Police officers may shoot only to protect a life in immediate danger.'),
  c('Assault on Officials Act', 'Whoever beats or kills an election official shall be punished by up to twenty years in prison.'),
  c('Hunting Season Act', 'Deer may be shot during the hunting season with a licence.'),
];
