import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { constitutionalBill as c, violatingBill as v } from './dev-bills-checks';

/*
 * Twelfth development set for the constitutionality check (issue #22, item 2, twelfth pass),
 * written from the clause list only, before any rule code (constitution.ts, clause-acts.ts,
 * moderation.ts) or constitution.spec.ts was read, and never from libs/ai/eval. Drafting styles the
 * earlier sets may not use: a city ordinance with a long definitions section where a definition
 * carries the act; a ballot-measure summary in plain English ("A YES vote means…"); an amendment
 * to an existing code section in strike-and-insert form, where the violation may lie in what is
 * struck; "WHEREAS" recitals with one operative clause; a sponsor's press release ("The bill
 * would…"); tweet-length bills; legalese with "notwithstanding" and "provided, however". The
 * constitutional bills are look-alikes in the same styles: religion-neutral zoning, equal access
 * for student clubs, content-neutral time, place and manner rules, warrants and consent, licences
 * on objective criteria, neutral taxes and fees, penalties after notice and a hearing, eminent
 * domain with just compensation, sentencing guidelines, background checks, census questions,
 * honorary awards, retroactive tax relief, sanctions on named foreign entities. Each violating
 * bill breaks one clause (any listed key names it; the first is the clause it is counted under).
 *
 * TWELFTH_HELD_OUT_* were written at the same time, in the same styles, and are never used to
 * shape a rule: they are measured before and after the pass only.
 */

/** A city ordinance: a definitions section (one term per subsection), then operative sections. */
const ordinance = (number: string, defs: [string, string][], operative: string[]): string =>
  [
    `ORDINANCE NO. ${number}`,
    'AN ORDINANCE OF THE CITY COUNCIL OF THE CITY OF BRIDGEPORT AMENDING THE MUNICIPAL CODE.',
    'THE CITY COUNCIL OF THE CITY OF BRIDGEPORT DOES ORDAIN AS FOLLOWS:',
    'Section 1. Definitions. For the purposes of this Ordinance, the following terms have the meanings given:',
    ...defs.map(([term, meaning], i) => `(${String.fromCharCode(97 + i)}) "${term}" means ${meaning}`),
    ...operative.map((o, i) => `Section ${i + 2}. ${o}`),
    `Section ${operative.length + 2}. Severability. If any section of this Ordinance is held invalid, the remaining sections shall continue in effect.`,
    `Section ${operative.length + 3}. This Ordinance shall take effect thirty days after its adoption.`,
  ].join('\n');

/** A ballot-measure summary in plain English. */
const ballot = (number: number, yes: string, no: string, fiscal = 'No significant change in state revenue or costs.'): string =>
  `BALLOT MEASURE ${number}: OFFICIAL BALLOT SUMMARY\nWhat this measure does: ${yes}\nA YES vote means: you want this change.\nA NO vote means: ${no}\nFiscal impact: ${fiscal}`;

/** An amendment to an existing code section in strike-and-insert form. */
const amendCode = (section: string, reads: string, strike: string, insert: string): string =>
  `Section 1. Section ${section}, which currently reads "${reads}", is amended by striking "${strike}" and inserting in lieu thereof "${insert}".\nSection 2. This Act takes effect on January 1 next following its passage.`;

/** WHEREAS recitals, then one operative clause. */
const whereas = (recitals: string[], operative: string): string =>
  `${recitals.map((r) => `WHEREAS, ${r}`).join('\n')}\nNOW, THEREFORE, BE IT ENACTED BY THE GENERAL ASSEMBLY: ${operative}`;

/** A sponsor's press release about the bill. */
const pressRelease = (sponsor: string, bill: string, body: string, quote: string): string =>
  `FOR IMMEDIATE RELEASE\n${sponsor} Introduces ${bill}\nCAPITOL CITY — Today ${sponsor} introduced ${bill}. ${body}\n"${quote}," said ${sponsor}.\n###`;

/** Legalese: a notwithstanding clause, the provision, and a proviso. */
const legalese = (notwithstanding: string, provision: string, proviso: string): string =>
  `Sec. 3. Notwithstanding ${notwithstanding}, ${provision}; provided, however, that ${proviso}; and provided further that this section shall be liberally construed to effect its purposes.`;

export const TWELFTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(['establishment'], 'Civic Faith Ordinance', ordinance('2026-41', [
    ['City', 'the City of Bridgeport;'],
    ['official faith', 'the doctrines and worship of the Southern Baptist Convention;'],
    ['household', 'each dwelling unit within the City;'],
    ['tithe levy', 'an annual charge of one percent of the assessed value of each household.'],
  ], [
    'The official faith is declared the established religion of the City.',
    'The tithe levy shall be collected with the property tax and remitted in full to the congregations of the official faith.',
  ])),
  v(['establishment', 'free_exercise'], 'School Day Opening Amendment', amendCode(
    '22-301(a) of the Education Code',
    'Each school day shall begin with a moment of silence, during which each pupil may reflect, pray or remain silent.',
    'a moment of silence, during which each pupil may reflect, pray or remain silent',
    'a prayer to Jesus Christ, led by the teacher, in which every pupil shall take part',
  )),
  v(['establishment'], 'Courtroom Faith Act', 'My bill: every courtroom must post the Ten Commandments and open each session with a Christian prayer. God first.'),
  // free exercise
  v(['free_exercise', 'equal_protection'], 'Public Blades and Headwear Measure', ballot(7,
    'Sikh men could no longer wear turbans or carry the kirpan anywhere in the state, including inside their own temples.',
    'Sikhs could continue to wear turbans and carry the kirpan as they do today.',
  )),
  v(['free_exercise', 'equal_protection'], 'Commonwealth Order Act', legalese(
    'any other provision of law',
    'no person shall celebrate, perform or attend a Catholic Mass within the Commonwealth',
    'any person found attending such a Mass shall be fined not more than $2,000',
  )),
  v(['free_exercise'], 'Child Welfare Modernization Act', pressRelease('Rep. Alan Ferris', 'the Child Welfare Modernization Act',
    'The bill makes it a misdemeanor for any parent to raise a child in the Jehovah\'s Witness faith or to take a child to its meetings.',
    'Children deserve to grow up free of that sect',
  )),
  // religious test
  v(['religious_test', 'free_exercise'], 'Sheriff Qualifications Act', amendCode(
    '7-12 of the County Government Code',
    'Each candidate for sheriff shall be a qualified elector of the county.',
    'a qualified elector of the county',
    'a qualified elector of the county who has sworn an oath affirming his belief in the Holy Trinity',
  )),
  v(['religious_test', 'equal_protection'], 'Planning Commission Ordinance', ordinance('2026-52', [
    ['Commission', 'the City Planning Commission;'],
    ['qualified commissioner', 'a resident of the City who is a practicing Christian and attends church at least weekly;'],
    ['term', 'a period of four years.'],
  ], [
    'The Commission shall consist of seven members appointed by the Mayor.',
    'Only a qualified commissioner may be appointed to or serve on the Commission.',
  ])),
  // speech
  v(['speech'], 'Respect the Office Act', 'New bill: anyone who insults the Governor online gets 6 months in jail. Respect the office.'),
  v(['speech'], 'Landfill Siting Resolution', whereas([
    'the County has selected the Miller tract for the new landfill;',
    'signs opposing the landfill have caused division among neighbors;',
  ], 'It shall be unlawful for any person to display on his property any sign opposing the Miller tract landfill, and any such sign may be seized by the Sheriff.')),
  v(['speech'], 'Legislative Dignity Act', legalese(
    'the provisions of chapter 7',
    'no person shall utter, print or publish any statement that brings the Legislature or any of its members into contempt or disrepute',
    'any person so offending shall be punished by a fine not exceeding $10,000 or imprisonment for one year',
  )),
  // press
  v(['press'], 'Responsible Journalism Act', pressRelease('Sen. Maria Holt', 'the Responsible Journalism Act',
    'The bill requires every newspaper and news website in the State to submit any article about state government to the Attorney General for approval before it is published.',
    'No more fake news about this Capitol',
  )),
  v(['press', 'speech'], 'Editorial Fairness Amendment', amendCode(
    '9-210(c) of the Revenue Code',
    'Newspapers shall pay the general sales tax on advertising.',
    'the general sales tax on advertising',
    'the general sales tax on advertising, and any newspaper that publishes an editorial critical of the Governor shall pay a special tax of 10 percent of its gross revenue',
  )),
  v(['press'], 'Misleading News Measure', ballot(12,
    'The Secretary of State could shut down any news website or newspaper that publishes news the Secretary finds misleading.',
    'News outlets could not be shut down for what they publish.',
  )),
  // assembly
  v(['assembly', 'speech'], 'Public Order Ordinance', ordinance('2026-63', [
    ['person', 'any natural person, firm or association;'],
    ['protest', 'any gathering of two or more persons for the purpose of expressing opposition to a public policy;'],
    ['prohibited zone', 'every street, sidewalk, park and plaza within the City limits;'],
    ['enforcement officer', 'any sworn officer of the Police Department.'],
  ], [
    'No protest shall take place in a prohibited zone.',
    'An enforcement officer shall arrest any person taking part in a protest in a prohibited zone.',
  ])),
  v(['assembly', 'speech'], 'Street Gatherings Act', 'Bill 220: no more than 3 people may gather anywhere in public to discuss politics. Violators arrested on sight.'),
  v(['assembly', 'speech', 'equal_protection'], 'Party Meetings Act', legalese(
    'any permit previously issued',
    'no person shall attend any meeting of the Green Party held within the State',
    'any person attending such a meeting shall be guilty of a misdemeanor',
  )),
  // petition
  v(['petition', 'speech'], 'Council Petitions Amendment', amendCode(
    '2-40 of the Municipal Code',
    'A petition to the Council shall be accepted by the Clerk and placed on the next agenda.',
    'A petition to the Council shall be accepted by the Clerk and placed on the next agenda.',
    'A petition to the Council that criticizes any Council member shall be rejected, and each person who signed it shall be fined $100.',
  )),
  v(['petition', 'speech'], 'Agency Complaints Act', pressRelease('Rep. Dale Simms', 'the Agency Complaints Act',
    'The bill bars any citizen from filing a complaint or petition with a state agency about the conduct of its employees, on pain of 90 days in jail.',
    'Our public servants deserve to do their jobs without harassment',
  )),
  // arms
  v(['arms'], 'Firearm Surrender Measure', ballot(3,
    'No private citizen could own any firearm, including a handgun kept at home for self-defense. All firearms would have to be surrendered to the police within 30 days.',
    'Citizens could continue to own firearms under current law.',
  )),
  v(['arms'], 'Civilian Disarmament Act', legalese(
    'any other law',
    'the possession of any rifle, shotgun or handgun by any person other than a sworn peace officer is prohibited',
    'a violation of this section is a felony',
  )),
  // quartering
  v(['quartering'], 'Garrison Support Ordinance', ordinance('2026-70', [
    ['billet', 'the lodging and board of a soldier of the United States Army;'],
    ['host household', 'any privately owned residence within the City;'],
    ['Garrison Commander', 'the commanding officer of Fort Dalton.'],
  ], [
    'In time of peace, each host household shall provide billets to such soldiers as the Garrison Commander assigns to it, whether or not the owner consents.',
  ])),
  v(['quartering'], 'Troop Housing Act', 'My bill lets the Army house troops in private homes whenever it needs to—no owner consent required. Support our troops!'),
  // search and seizure
  v(['search_seizure'], 'Dwelling Entry Amendment', amendCode(
    '14-7 of the Code of Criminal Procedure',
    'An officer may enter and search a dwelling upon a warrant issued by a magistrate.',
    'upon a warrant issued by a magistrate',
    'at any time, without a warrant or probable cause',
  )),
  v(['search_seizure'], 'Digital Safety Measure', ballot(9,
    'State agents could read any resident\'s email, text messages and phone records without a warrant or court order.',
    'State agents would still need a warrant to read private messages.',
  )),
  v(['search_seizure'], 'Highway Interdiction Act', pressRelease('Sen. Tom Varga', 'the Highway Interdiction Act',
    'The bill authorizes state troopers to stop and search any car on the interstate at random, without a warrant or any suspicion of wrongdoing.',
    'Drug couriers use our highways every day',
  )),
  // due process
  v(['due_process'], 'Licensing Efficiency Act', legalese(
    'any provision of the Administrative Procedure Act',
    'the Director may revoke any professional license without notice or hearing',
    'no appeal shall lie from such revocation',
  )),
  v(['due_process', 'takings'], 'Blight Removal Ordinance', ordinance('2026-77', [
    ['Code Official', 'the Director of Code Enforcement or a designee;'],
    ['nuisance property', 'any building the Code Official designates as a nuisance;'],
    ['summary demolition', 'demolition of a building without notice to its owner or an opportunity to be heard.'],
  ], [
    'The Code Official may order the summary demolition of any nuisance property, and the owner shall bear the cost.',
  ])),
  v(['due_process', 'counsel_jury'], 'Gang Suppression Act', 'Bill: anyone the Sheriff suspects of gang membership can be jailed for 1 year. No trial needed.'),
  // takings
  v(['takings'], 'Mill Creek Reservoir Act', whereas([
    'the County needs a new reservoir to serve its growing population;',
    'the Mill Creek valley is the best site for it;',
  ], 'The County shall take title to the farms in the Mill Creek valley for the reservoir, and no compensation shall be paid to their owners.')),
  v(['takings'], 'Highway Acquisition Amendment', amendCode(
    '5-301 of the Transportation Code',
    'The Department may acquire land for highways by eminent domain and shall pay just compensation to the owner.',
    'and shall pay just compensation to the owner',
    'without payment of any compensation to the owner',
  )),
  // counsel and jury
  v(['counsel_jury'], 'Swift Justice Act', pressRelease('Rep. Karen Doyle', 'the Swift Justice Act',
    'The bill abolishes jury trials for all felonies; guilt would be decided by a panel of three prosecutors.',
    'Juries are slow and expensive',
  )),
  v(['counsel_jury'], 'Indigent Defense Savings Act', legalese(
    'Rule 44 of the Rules of Criminal Procedure',
    'no indigent defendant shall be appointed counsel in any felony prosecution',
    'the defendant may represent himself',
  )),
  v(['counsel_jury'], 'Interrogation Reform Measure', ballot(15,
    'People accused of crimes could be questioned and tried without a lawyer present, even if they ask for one.',
    'Accused people would keep the right to a lawyer.',
  )),
  // cruel and unusual punishment
  v(['cruel_punishment'], 'Shoplifting Deterrence Act', 'Shoplifting bill: first offense, the thief\'s hand gets cut off. Watch crime drop.'),
  v(['cruel_punishment'], 'Vandalism Ordinance', ordinance('2026-81', [
    ['vandalism', 'the willful damage of public or private property;'],
    ['public correction', 'the flogging of an offender with forty lashes in the town square.'],
  ], [
    'Any person convicted of vandalism shall receive public correction.',
  ])),
  v(['cruel_punishment'], 'Petty Theft Penalty Amendment', amendCode(
    '484 of the Penal Code',
    'Petty theft is punishable by imprisonment for not more than 6 months.',
    'imprisonment for not more than 6 months',
    'death',
  )),
  // equal protection
  v(['equal_protection'], 'Community Safety Registration Ordinance', ordinance('2026-88', [
    ['Department', 'the Bridgeport Police Department;'],
    ['registrant', 'any resident of the City who is of Arab descent;'],
    ['report', 'an in-person appearance at the Department with proof of address.'],
  ], [
    'Every registrant shall register with the Department within 30 days and shall report monthly thereafter.',
  ])),
  v(['equal_protection'], 'Business License Consent Measure', ballot(21,
    'A woman could not obtain a state business license without the written permission of her husband or father.',
    'Business licenses would continue to be issued to men and women on the same terms.',
  )),
  v(['equal_protection'], 'School Admissions Resolution', whereas([
    'enrollment in the district\'s schools has grown by twenty percent;',
    'the Board wishes to reduce class sizes;',
  ], 'No child of Mexican descent shall be admitted to any public school in the district.')),
  v(['equal_protection', 'free_exercise'], 'Identity Documents Act', legalese(
    'any other law',
    'every Muslim resident of the State shall carry an identity card stating his religion',
    'failure to carry the card is a misdemeanor',
  )),
  // voting
  v(['voting_race', 'equal_protection'], 'Municipal Elections Reform Act', pressRelease('Sen. Walt Brewer', 'the Municipal Elections Reform Act',
    'The bill would restrict voting in municipal elections to white residents.',
    'Our towns should be governed by the people who built them',
  )),
  v(['voting_race', 'equal_protection'], 'Voter Registration Amendment', amendCode(
    '3-101 of the Election Code',
    'Every citizen 18 years of age or older may register to vote.',
    'Every citizen',
    'Every citizen who is not of African descent and is',
  )),
  v(['voting_sex', 'equal_protection'], 'School Board Electorate Measure', ballot(4,
    'Only men would be able to vote in school board elections.',
    'All registered voters would continue to vote in school board elections.',
  )),
  v(['voting_sex', 'equal_protection'], 'Household Vote Act', 'Bill 9: women can\'t vote in state elections anymore. Husbands vote for the household.'),
  // poll tax
  v(['poll_tax'], 'Election Cost Recovery Ordinance', ordinance('2026-90', [
    ['ballot fee', 'a charge of $25 payable to the County Clerk;'],
    ['election', 'any municipal primary, general or special election.'],
  ], [
    'No person shall be permitted to cast a ballot in any election unless he has paid the ballot fee.',
  ])),
  v(['poll_tax'], 'Voter Rolls Act', legalese(
    'section 3 of this chapter',
    'no elector shall be registered to vote unless he first pays the annual capitation tax of ten dollars',
    'electors over the age of 65 are exempt',
  )),
  // bills of attainder
  v(['attainder'], 'Treasury Accountability Resolution', whereas([
    'John Q. Marsh, former County Treasurer, betrayed the public trust;',
    'the courts have not acted;',
  ], 'John Q. Marsh is hereby declared guilty of embezzlement and shall be imprisoned for five years.')),
  v(['attainder'], 'Public Safety Integrity Act', pressRelease('Rep. Lyle Grant', 'the Public Safety Integrity Act',
    'The bill names the Riverside Tenants Union and its officers, declares them guilty of sedition, and bars them from any public employment for life.',
    'These agitators have had their day',
  )),
  v(['attainder'], 'Acme Accountability Act', 'My bill: Acme Corp\'s CEO Dana Ruiz is hereby guilty of fraud and her assets are forfeit to the state. No trial needed.'),
  // ex post facto
  v(['ex_post_facto'], 'Fireworks Enforcement Amendment', amendCode(
    '12 of the Fireworks Act',
    'The sale of consumer fireworks is prohibited.',
    'The sale of consumer fireworks is prohibited.',
    'The sale of consumer fireworks is prohibited, and any person who sold consumer fireworks at any time since January 1, 2020, when such sales were lawful, shall be prosecuted.',
  )),
  v(['ex_post_facto'], 'Burglary Sentencing Act', legalese(
    'the date of the offense',
    'the punishment for any burglary committed before the effective date of this Act shall be increased to life imprisonment',
    'sentences already imposed shall be recalculated accordingly',
  )),
  v(['ex_post_facto', 'assembly'], 'Banned Group Measure', ballot(18,
    'It would become a crime to have attended any rally of the Liberty League at any time in the past ten years, even when attending was legal.',
    'Past attendance at rallies would remain lawful.',
  )),
  // habeas corpus
  v(['habeas_corpus', 'due_process'], 'Detention Authority Act', legalese(
    'any other provision of law',
    'the writ of habeas corpus shall not be available to any person detained under this Act',
    'detention under this Act may continue indefinitely',
  )),
  v(['habeas_corpus'], 'Crime Emergency Act', pressRelease('Sen. Ruth Okafor', 'the Crime Emergency Act',
    'The bill suspends habeas corpus in the State for the next two years so that police can hold suspects without charge.',
    'Extraordinary times call for extraordinary measures',
  )),
  // titles of nobility
  v(['nobility'], 'Civic Honors Ordinance', ordinance('2026-95', [
    ['Board', 'the Board of Aldermen;'],
    ['Baron of Bridgeport', 'a hereditary title of nobility conferred by the Board;'],
    ['major donor', 'a person who gives more than $1,000,000 to the City.'],
  ], [
    'The Board may confer the title of Baron of Bridgeport on any major donor, and the title shall pass to the donor\'s eldest child.',
  ])),
  v(['nobility'], 'Senate Peerage Act', 'Bill 77: Congress grants the title of Duke to every retiring Senator, with a seat in a new House of Lords.'),
];

export const TWELFTH_CONSTITUTIONAL: DevBill[] = [
  // establishment look-alikes
  c('Places of Assembly Ordinance', ordinance('2026-42', [
    ['place of assembly', 'any church, synagogue, mosque, theater, lodge hall or community center;'],
    ['residential zone', 'any district zoned R-1 through R-4;'],
    ['seat', 'a fixed seat or eighteen inches of pew or bench.'],
  ], [
    'Each place of assembly in a residential zone shall provide one off-street parking space for every four seats.',
  ])),
  c('Student Clubs Amendment', amendCode(
    '22-410 of the Education Code',
    'Student clubs may use classrooms after school hours.',
    'Student clubs',
    'Student clubs, including religious, political and philosophical clubs, on the same terms as all other clubs and with voluntary participation,',
  )),
  c('Courthouse History Act', 'My bill: the state museum keeps its 1890 Ten Commandments plaque, displayed with the Code of Hammurabi and other historic legal codes.'),
  c('Winter Holiday Display Resolution', whereas([
    'the City Plaza has hosted a winter display since 1952;',
    'the display draws visitors to downtown businesses;',
  ], 'The winter display shall include a Christmas tree, a menorah, snowmen and a banner saluting liberty, and any group may apply to add a display on the same terms.')),
  // free exercise look-alikes
  c('Workplace Attire Measure', ballot(8,
    'Public employees could wear religious head coverings such as turbans, yarmulkes or hijabs at work, unless the covering conflicts with safety gear required for the job.',
    'Each agency would keep its own dress code.',
  )),
  c('Fire Occupancy Act', legalese(
    'any other provision of law',
    'no building, whether used for worship, entertainment, commerce or any other purpose, shall be occupied beyond the limit posted by the Fire Marshal',
    'the limit shall be computed by the same formula for every building',
  )),
  c('School Immunization Act', pressRelease('Rep. Alan Ferris', 'the School Immunization Act',
    'The bill requires every child enrolled in a public or private school to be vaccinated against measles, with an exemption for children whose doctor certifies a medical reason.',
    'Measles is back, and we must protect our kids',
  )),
  // religious test look-alikes
  c('Sheriff Training Act', amendCode(
    '7-12 of the County Government Code',
    'Each candidate for sheriff shall be a qualified elector of the county.',
    'a qualified elector of the county',
    'a qualified elector of the county who has completed the basic peace officer training course',
  )),
  c('Planning Commission Ordinance', ordinance('2026-53', [
    ['Commission', 'the City Planning Commission;'],
    ['qualified commissioner', 'a resident of the City, at least 21 years of age, who has no financial interest in any pending application;'],
    ['oath', 'the oath or affirmation to support the Constitution and faithfully discharge the duties of the office.'],
  ], [
    'Only a qualified commissioner who has taken the oath may serve on the Commission.',
  ])),
  // speech look-alikes
  c('Threats Against Officials Act', 'New bill: threatening to kill the Governor online becomes a felony. True threats are not free speech.'),
  c('Utility Pole Resolution', whereas([
    'signs stapled to utility poles create litter and endanger line workers;',
    'the County has removed more than 4,000 such signs this year;',
  ], 'No person shall attach any sign to a utility pole in a public right-of-way, regardless of its message.')),
  c('Quiet Nights Act', legalese(
    'the provisions of chapter 7',
    'no person shall operate a sound amplification device in a residential zone between 10 p.m. and 7 a.m.',
    'this section applies to all sound regardless of its message or content',
  )),
  c('Open Council Act', pressRelease('Councilmember Ana Ruiz', 'the Open Council Act',
    'The bill expands public comment at Council meetings to five minutes per speaker and forbids the chair from cutting off a speaker for criticizing the Mayor or any Council member.',
    'Residents have every right to criticize us',
  )),
  // press look-alikes
  c('Local News Grants Act', pressRelease('Sen. Maria Holt', 'the Local News Grants Act',
    'The bill creates a grant program for local newsrooms, awarded on objective criteria such as circulation and staff size, with no review of what the newsrooms publish.',
    'Local news is the lifeblood of democracy',
  )),
  c('Advertising Tax Amendment', amendCode(
    '9-210(c) of the Revenue Code',
    'Newspapers shall pay the general sales tax on advertising.',
    'the general sales tax on advertising',
    'the general sales tax on advertising at the same rate as every other business',
  )),
  c('Public Records Fee Measure', ballot(13,
    'Anyone, including reporters, could obtain the first 100 pages of any public record for free.',
    'Agencies would continue to charge for copies of public records.',
  )),
  // assembly look-alikes
  c('Parade Permits Ordinance', ordinance('2026-64', [
    ['parade', 'a march or procession of more than fifty persons on a public street;'],
    ['Chief', 'the Chief of Police;'],
    ['content-neutral criteria', 'the size of the parade, its route, its time and the traffic it will displace.'],
  ], [
    'The organizer of a parade shall apply for a permit at least 14 days in advance.',
    'The Chief shall grant or deny a permit within five days on content-neutral criteria only.',
  ])),
  c('Park Hours Act', 'Bill 220: parks close at 11 pm for everyone—joggers, picnickers, protesters alike.'),
  c('Emergency Lanes Act', legalese(
    'any permit previously issued',
    'no gathering, vehicle or structure shall block a marked emergency vehicle lane',
    'this section applies to every gathering regardless of its purpose',
  )),
  // petition look-alikes
  c('Council Petitions Amendment', amendCode(
    '2-40 of the Municipal Code',
    'A petition to the Council shall be accepted by the Clerk and placed on the next agenda.',
    'placed on the next agenda',
    'placed on the next agenda, whether it is submitted on paper or online',
  )),
  c('Agency Complaints Act', pressRelease('Rep. Dale Simms', 'the Agency Complaints Act',
    'The bill creates an online portal where any citizen can file a complaint or petition with a state agency about the conduct of its employees.',
    'Every complaint deserves an answer',
  )),
  // arms look-alikes
  c('Gun Show Background Checks Measure', ballot(5,
    'Buyers of firearms at gun shows would undergo the same background check as buyers at licensed stores.',
    'Private sales at gun shows would continue without background checks.',
  )),
  c('Sensitive Places Act', legalese(
    'any other law',
    'no person shall carry a firearm into a courthouse or a polling place',
    'sworn peace officers on duty may carry firearms in those places',
  )),
  // quartering look-alikes
  c('Fort Dalton Utilities Ordinance', ordinance('2026-71', [
    ['military housing', 'the barracks and family housing within the boundaries of Fort Dalton;'],
    ['Utility', 'the Bridgeport Water Utility.'],
  ], [
    'The Utility shall extend water and sewer service to military housing at the rates charged to other large customers.',
  ])),
  c('Guard Host Families Act', 'My bill pays homeowners market rent when they volunteer to host visiting National Guard members during training.'),
  // search and seizure look-alikes
  c('Warrant Particularity Amendment', amendCode(
    '14-7 of the Code of Criminal Procedure',
    'An officer may enter and search a dwelling upon a warrant issued by a magistrate.',
    'upon a warrant issued by a magistrate',
    'upon a warrant issued by a magistrate on probable cause, supported by oath and describing the place to be searched',
  )),
  c('Digital Privacy Measure', ballot(10,
    'Police would have to get a warrant from a judge before reading a resident\'s email, text messages or phone records.',
    'Police could continue to obtain some records with a subpoena.',
  )),
  c('Vehicle Search Consent Act', pressRelease('Sen. Tom Varga', 'the Vehicle Search Consent Act',
    'The bill lets troopers search a car only with a warrant, with probable cause, or with the driver\'s written consent recorded on body camera.',
    'Clear rules protect drivers and troopers alike',
  )),
  // due process look-alikes
  c('Emergency License Suspension Act', legalese(
    'any provision of the Administrative Procedure Act',
    'the Director may suspend a professional license for up to ten days pending a hearing when the licensee poses an immediate danger to public health',
    'a hearing shall be held within ten days and the licensee may appeal the decision to the circuit court',
  )),
  c('Blight Hearings Ordinance', ordinance('2026-78', [
    ['Code Official', 'the Director of Code Enforcement or a designee;'],
    ['nuisance property', 'a building found, after notice to its owner and a hearing before the Code Board, to be unsafe for occupancy;'],
    ['Code Board', 'the five-member appeals board created by section 3-201.'],
  ], [
    'The Code Official may order the demolition of a nuisance property if the owner has not repaired it within 60 days after the Code Board\'s decision, which the owner may appeal to the circuit court.',
  ])),
  c('Fentanyl Penalties Act', 'Bill: people convicted of selling fentanyl face up to 20 years in prison, after a jury trial of course.'),
  // takings look-alikes
  c('Mill Creek Reservoir Act', whereas([
    'the County needs a new reservoir to serve its growing population;',
    'the Mill Creek valley is the best site for it;',
  ], 'The County may acquire the farms in the Mill Creek valley for the reservoir by eminent domain, and shall pay each owner just compensation equal to the fair market value determined by an independent appraisal.')),
  c('Highway Relocation Amendment', amendCode(
    '5-301 of the Transportation Code',
    'The Department may acquire land for highways by eminent domain and shall pay just compensation to the owner.',
    'just compensation to the owner',
    'just compensation to the owner, plus reasonable relocation costs',
  )),
  // counsel and jury look-alikes
  c('Public Defender Pay Act', pressRelease('Rep. Karen Doyle', 'the Public Defender Pay Act',
    'The bill raises the pay of public defenders to match that of prosecutors, so that every indigent defendant has experienced counsel.',
    'Justice should not depend on the size of your wallet',
  )),
  c('Waiver of Counsel Act', legalese(
    'Rule 44 of the Rules of Criminal Procedure',
    'a defendant may waive the right to counsel if the court finds on the record that the waiver is knowing and voluntary',
    'the court shall appoint standby counsel in every felony case',
  )),
  c('Online Traffic Tickets Measure', ballot(16,
    'People cited for minor traffic violations could pay their fine online instead of appearing in court, or could ask for a hearing.',
    'People would continue to pay traffic fines in person or by mail.',
  )),
  // punishment look-alikes
  c('Shoplifting Restitution Act', 'Shoplifting bill: first offense, 40 hours of community service plus restitution to the store.'),
  c('Restorative Sentencing Ordinance', ordinance('2026-82', [
    ['vandalism', 'the willful damage of public or private property;'],
    ['restorative sentence', 'community service repairing public property, of not more than 100 hours.'],
  ], [
    'Any person convicted of vandalism may receive a restorative sentence in addition to a fine.',
  ])),
  c('Petty Theft Guidelines Amendment', amendCode(
    '484 of the Penal Code',
    'Petty theft is punishable by imprisonment for not more than 6 months.',
    'imprisonment for not more than 6 months',
    'imprisonment for not more than 90 days, under the sentencing guidelines adopted by the Sentencing Commission',
  )),
  // equal protection look-alikes
  c('Dog Registration Ordinance', ordinance('2026-89', [
    ['Department', 'the Bridgeport Animal Control Department;'],
    ['registrant', 'any resident of the City who owns a dog over four months of age;'],
    ['tag', 'a metal license tag issued by the Department.'],
  ], [
    'Every registrant shall register each dog with the Department and attach its tag to the dog\'s collar.',
  ])),
  c('Business License Measure', ballot(22,
    'A state business license would be issued to any applicant who passes a health inspection and pays a $50 fee, regardless of sex, race or religion.',
    'Each county would keep its own licensing rules.',
  )),
  c('School Enrollment Resolution', whereas([
    'enrollment in the district\'s schools has grown by twenty percent;',
    'every child deserves a seat in a classroom;',
  ], 'Every child residing in the district shall be admitted to its public schools, regardless of national origin or immigration status.')),
  c('State Census Act', legalese(
    'any other law',
    'the State census shall ask each household the number, ages and sex of its residents and may ask, on a voluntary basis, their race and ethnicity for statistical purposes',
    'individual responses shall be confidential and shall not be used for any enforcement purpose',
  )),
  // voting look-alikes
  c('Municipal Elections Access Act', pressRelease('Sen. Walt Brewer', 'the Municipal Elections Access Act',
    'The bill extends early voting in municipal elections to two weeks and requires polling places in every neighborhood, so that residents of every race can vote.',
    'Every resident should be able to vote close to home',
  )),
  c('Voter Registration Amendment', amendCode(
    '3-101 of the Election Code',
    'Every citizen 18 years of age or older may register to vote.',
    'Every citizen',
    'Every citizen, regardless of race, color or sex, who is',
  )),
  c('Youth Preregistration Measure', ballot(6,
    '16- and 17-year-olds could pre-register to vote, and would be added to the rolls automatically when they turn 18.',
    'Citizens could register only once they turn 18.',
  )),
  c('Election Holiday Act', 'Bill 9: election day becomes a state holiday so everyone—men and women—can get to the polls.'),
  // poll tax look-alikes
  c('Candidate Filing Ordinance', ordinance('2026-91', [
    ['filing fee', 'a charge of $25 payable to the County Clerk by a candidate for City office;'],
    ['nominating petition', 'a petition signed by 100 registered voters of the City.'],
  ], [
    'Each candidate for City office shall pay the filing fee or, in lieu of the fee, submit a nominating petition.',
  ])),
  c('Library Head Tax Act', legalese(
    'section 3 of this chapter',
    'each adult resident shall pay an annual library tax of ten dollars',
    'payment of the tax shall not be a condition of registering to vote or of voting',
  )),
  // attainder look-alikes
  c('Marsh Bridge Resolution', whereas([
    'John Q. Marsh served the County as Treasurer for thirty years;',
    'the new bridge over the Tully River opens next spring;',
  ], 'The new bridge over the Tully River shall be named the John Q. Marsh Bridge.')),
  c('Foreign Sanctions Procurement Act', pressRelease('Rep. Lyle Grant', 'the Foreign Sanctions Procurement Act',
    'The bill bars state agencies from contracting with Huawei Technologies and Rosneft, foreign companies on the federal sanctions list.',
    'Taxpayer money should not flow to sanctioned foreign firms',
  )),
  c('Ruiz Bridge Act', 'My bill names the new bridge after Dana Ruiz, the nurse who saved 12 lives in the flood.'),
  // ex post facto look-alikes
  c('Fireworks Effective Date Amendment', amendCode(
    '12 of the Fireworks Act',
    'The sale of consumer fireworks is prohibited.',
    'The sale of consumer fireworks is prohibited.',
    'The sale of consumer fireworks is prohibited; this section applies only to sales made on or after January 1, 2027.',
  )),
  c('Solar Credit Act', legalese(
    'the date on which the return was filed',
    'the tax credit for residential solar panels shall apply retroactively to installations made on or after January 1, 2024',
    'a taxpayer may file an amended return to claim the credit',
  )),
  c('Record Sealing Measure', ballot(19,
    'People convicted of marijuana possession before 2025 could have their records sealed.',
    'Those records would remain public.',
  )),
  // habeas corpus look-alikes
  c('Prompt Habeas Review Act', legalese(
    'any other provision of law',
    'every petition for a writ of habeas corpus shall be heard within 30 days of filing',
    'the court may extend the time for good cause',
  )),
  c('Court Backlog Act', pressRelease('Sen. Ruth Okafor', 'the Court Backlog Act',
    'The bill funds ten new judges to clear the backlog of habeas corpus petitions and criminal appeals.',
    'Justice delayed is justice denied',
  )),
  // nobility look-alikes
  c('Honorary Citizen Ordinance', ordinance('2026-96', [
    ['Board', 'the Board of Aldermen;'],
    ['Honorary Citizen', 'a designation conferred by the Board, which carries no title, privilege or rank and is not inherited;'],
  ], [
    'The Board may name as an Honorary Citizen any person who has given distinguished service to the City.',
  ])),
  c('Tuskegee Airmen Medal Act', 'Bill 77: Congress awards the Congressional Gold Medal to the Tuskegee Airmen.'),
];

/** Held out: measured before and after the pass, never used to shape a rule. */
export const TWELFTH_HELD_OUT_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'State Faith Measure', ballot(30,
    'Islam would become the official religion of the state, and the salaries of imams would be paid from the state budget.',
    'The state would continue to have no official religion.',
  )),
  v(['free_exercise', 'equal_protection'], 'Animal Sacrifice Ordinance', ordinance('2026-101', [
    ['animal', 'any living creature other than a human being;'],
    ['ritual sacrifice', 'the killing of an animal in a Santería ceremony.'],
  ], [
    'No person shall perform or take part in a ritual sacrifice within the City.',
  ])),
  v(['religious_test'], 'Judicial Faith Act', pressRelease('Sen. Carl Boone', 'the Judicial Faith Act',
    'The bill requires every judge to swear that he is a Christian before taking the bench.',
    'Our judges must share our values',
  )),
  v(['speech'], 'Meeting Decorum Amendment', amendCode(
    '2-15 of the Municipal Code',
    'Each speaker at a public meeting may speak for three minutes.',
    'may speak for three minutes',
    'may speak for three minutes, and any speaker who criticizes the Mayor shall be fined $500',
  )),
  v(['speech'], 'Flag Protection Act', 'Bill: burning a flag in protest = 1 year in jail.'),
  v(['press'], 'Investigations Integrity Act', legalese(
    'any other law',
    'no newspaper shall publish any report about a pending criminal investigation without the written approval of the Attorney General',
    'a newspaper that violates this section shall be closed',
  )),
  v(['assembly'], 'Capital Streets Measure', ballot(31,
    'All marches, rallies and demonstrations on public streets and sidewalks in the state capital would be banned.',
    'Marches and rallies would continue under current permit rules.',
  )),
  v(['petition'], 'Recall Petitions Resolution', whereas([
    'recall campaigns have disrupted county government;',
  ], 'No resident of the County shall sign or circulate a petition to recall any county official.')),
  v(['arms'], 'Home Handgun Ban Act', pressRelease('Rep. June Park', 'the Home Handgun Ban Act',
    'The bill bans all handguns in homes statewide, including handguns kept for self-defense.',
    'Handguns have no place in our homes',
  )),
  v(['quartering'], 'State Guard Lodging Act', legalese(
    'any other law',
    'the Governor may order any homeowner to lodge soldiers of the State Guard in his home in time of peace',
    'no rent shall be paid for such lodging',
  )),
  v(['search_seizure'], 'Rental Safety Ordinance', ordinance('2026-102', [
    ['inspection', 'entry into a dwelling by a police officer at any hour to look for contraband;'],
    ['rental dwelling', 'any dwelling unit occupied by a tenant.'],
  ], [
    'The Police Department may conduct an inspection of any rental dwelling without a warrant and without the consent of the tenant.',
  ])),
  v(['due_process'], 'Benefits Termination Amendment', amendCode(
    '8-220 of the Social Services Code',
    'The Board may terminate benefits after notice and a hearing.',
    'after notice and a hearing',
    'at any time, without notice or a hearing',
  )),
  v(['takings'], 'Public Beaches Act', 'Bill: the state takes every beachfront home for a public park. No payment to owners.'),
  v(['counsel_jury'], 'Misdemeanor Court Act', legalese(
    'any rule of court',
    'every misdemeanor punishable by imprisonment shall be tried and decided by the arresting officer',
    'no defendant shall be represented by a lawyer at such a trial',
  )),
  v(['cruel_punishment'], 'Repeat Theft Measure', ballot(32,
    'The punishment for a second theft conviction would be branding on the face.',
    'Theft would continue to be punished by fines and imprisonment.',
  )),
  v(['equal_protection'], 'Land Security Act', pressRelease('Sen. Roy Dane', 'the Land Security Act',
    'The bill requires every resident born in China to register with the State Police and bars them from owning land.',
    'We must know who owns our farmland',
  )),
  v(['voting_race', 'equal_protection'], 'Voter Eligibility Act', legalese(
    'any other law',
    'no person of Asian descent shall be registered as a voter',
    'registrations already made shall be cancelled',
  )),
  v(['poll_tax'], 'Voting Fee Act', 'Bill 5: $20 fee to vote. If you care enough to vote, you can pay.'),
  v(['attainder'], 'Schedule A Treason Amendment', amendCode(
    '1-9 of the Public Safety Code',
    'The Department shall maintain a list of persons convicted of treason.',
    'The Department shall maintain a list of persons convicted of treason.',
    'The persons named in Schedule A, namely Paul Irwin, Grace Lam and Omar Haddad, are declared guilty of treason and their property is forfeit to the State.',
  )),
  v(['ex_post_facto'], 'Bump Stock Accountability Act', pressRelease('Rep. Mia Stone', 'the Bump Stock Accountability Act',
    'The bill makes it a felony to have owned a bump stock at any time since 2018, and directs prosecutors to charge past owners.',
    'No one who owned one of these devices should escape justice',
  )),
  v(['nobility'], 'Knights of the State Measure', ballot(33,
    'Donors of more than $5 million would receive the hereditary title of Knight of the State.',
    'The state would grant no titles.',
  )),
];

/** Held out: measured before and after the pass, never used to shape a rule. */
export const TWELFTH_HELD_OUT_CONSTITUTIONAL: DevBill[] = [
  c('Equal Access Clubs Measure', ballot(34,
    'Student religious clubs could meet on school grounds after school on the same terms as chess and debate clubs.',
    'Each school would decide which clubs may meet.',
  )),
  c('Humane Slaughter Ordinance', ordinance('2026-103', [
    ['animal', 'any cow, pig, sheep, goat or fowl;'],
    ['slaughter', 'the killing of an animal for any purpose.'],
  ], [
    'Every slaughter within the City shall be performed humanely and in a facility that meets the health code, whatever its purpose.',
  ])),
  c('Judicial Oath Act', pressRelease('Sen. Carl Boone', 'the Judicial Oath Act',
    'The bill requires every judge to swear or affirm to support the Constitution before taking the bench.',
    'Our judges answer to the Constitution',
  )),
  c('Meeting Time Amendment', amendCode(
    '2-15 of the Municipal Code',
    'Each speaker at a public meeting may speak for three minutes.',
    'three minutes',
    'five minutes, on any subject, including criticism of the Mayor',
  )),
  c('Fire Season Act', 'Bill: no open burning of anything in state parks during fire season. Applies to everyone.'),
  c('Juvenile Records Act', legalese(
    'any other law',
    'no court employee shall disclose a sealed juvenile record',
    'nothing in this section restricts any newspaper from publishing information it has lawfully obtained',
  )),
  c('Highway Marches Measure', ballot(35,
    'Marches of more than 500 people on state highways would need a permit, issued on neutral criteria of size, route and time.',
    'Marches on highways would continue under local rules.',
  )),
  c('Recall Verification Resolution', whereas([
    'recall petitions have been filed in three counties this year;',
  ], 'The County Clerk shall verify the signatures on any recall petition within 30 days of its filing.')),
  c('Gun Safety Courses Act', pressRelease('Rep. June Park', 'the Gun Safety Courses Act',
    'The bill funds free firearm safety courses and free gun locks for any resident who asks for one.',
    'Responsible owners deserve support',
  )),
  c('State Guard Armories Act', legalese(
    'any other law',
    'the Governor may lodge soldiers of the State Guard in armories and state-owned buildings during a declared emergency',
    'no private home shall be used for such lodging without the consent of its owner',
  )),
  c('Rental Inspections Ordinance', ordinance('2026-104', [
    ['inspection', 'entry into a rental dwelling by a housing inspector to check for code violations;'],
    ['rental dwelling', 'any dwelling unit occupied by a tenant.'],
  ], [
    'An inspection may be made only with the consent of the tenant or under an administrative warrant issued by a judge.',
  ])),
  c('Benefits Hearing Amendment', amendCode(
    '8-220 of the Social Services Code',
    'The Board may terminate benefits after notice and a hearing.',
    'after notice and a hearing',
    'after written notice and a hearing before an impartial hearing officer',
  )),
  c('Public Beaches Purchase Act', 'Bill: the state buys beachfront homes from willing sellers at fair market value for a public park.'),
  c('Misdemeanor Jury Act', legalese(
    'any rule of court',
    'every misdemeanor punishable by imprisonment shall be tried by a jury on the defendant\'s demand',
    'the court shall appoint counsel for any indigent defendant',
  )),
  c('First Offense Shoplifting Measure', ballot(36,
    'The punishment for first-offense shoplifting would be restitution and community service.',
    'First offenses would continue to be punished by fines.',
  )),
  c('Foreign Lobbying Act', pressRelease('Sen. Roy Dane', 'the Foreign Lobbying Act',
    'The bill requires anyone lobbying the Legislature on behalf of a foreign government to register with the Secretary of State.',
    'The public deserves to know who is lobbying',
  )),
  c('Automatic Registration Act', legalese(
    'any other law',
    'every citizen 18 years of age or older shall be registered to vote automatically when obtaining a driver\'s license',
    'a citizen may decline registration in writing',
  )),
  c('DMV Photo Fee Act', 'Bill 5: $20 fee for a passport photo at the DMV. Voting stays free.'),
  c('Schedule A Valor Amendment', amendCode(
    '1-9 of the Public Safety Code',
    'The Department shall maintain a list of recipients of the State Medal of Valor.',
    'The Department shall maintain a list of recipients of the State Medal of Valor.',
    'The persons named in Schedule A, namely the crew of the rescue boat Hope, are awarded the State Medal of Valor.',
  )),
  c('Bump Stock Buyback Act', pressRelease('Rep. Mia Stone', 'the Bump Stock Buyback Act',
    'The bill bans the sale of bump stocks starting next year and buys back existing ones at $200 each.',
    'We are giving owners a fair deal',
  )),
  c('Distinguished Citizen Award Measure', ballot(37,
    'Volunteers could receive an honorary Distinguished Citizen award, which carries no title or privilege.',
    'No such award would be created.',
  )),
];
