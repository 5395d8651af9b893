import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { constitutionalBill as c, violatingBill as v } from './dev-bills-checks';

/*
 * Eleventh development set for the constitutionality check (issue #22, item 2, eleventh pass),
 * written from the clause list only, before any rule code (constitution.ts, clause-acts.ts,
 * moderation.ts) or the docs' pass sections were read, and never from libs/ai/eval. Drafting
 * styles the earlier sets may not use: bills written as a Q&A FAQ; definitions that carry the
 * violation ("'eligible voter' means a male citizen…") with an innocent-looking operative clause;
 * sunset and appropriations riders; state constitutional-amendment text ("Article I is amended by
 * adding Section 27…"); numbered findings followed by one operative clause; legalese with
 * cross-references ("conduct described in section 2"); violations by delegation ("the Sheriff
 * may, in his sole discretion, close any newspaper…"); very long and very short bills. The
 * constitutional bills are look-alikes in the same styles: time, place and manner rules, neutral
 * taxes and fees, penalties with notice and a hearing, voluntary programs, historical displays,
 * rules for private parties. Each violating bill breaks one clause (any listed key names it; the
 * first is the clause it is counted under).
 */

/** A bill written as questions and answers. */
const faq = (...qa: [string, string][]): string => qa.map(([q, a]) => `Q: ${q}\nA: ${a}`).join('\n\n');

/** A definitions section, then the operative section. */
const defined = (term: string, meaning: string, operative: string): string =>
  `Section 1. Definitions. As used in this Act, "${term}" means ${meaning}\nSection 2. ${operative}\nSection 3. This Act takes effect on July 1.`;

/** Numbered legislative findings, then one operative clause. */
const findings = (found: string[], operative: string): string =>
  `The Legislature finds that:\n${found.map((f, i) => `(${i + 1}) ${f}`).join('\n')}\nTherefore, be it enacted: ${operative}`;

/** An amendment to the state constitution adding a section. */
const stateAmendment = (article: string, section: number, text: string): string =>
  `A JOINT RESOLUTION proposing an amendment to Article ${article} of the Constitution of the State, to be submitted to the voters at the next general election.\nResolved, that Article ${article} of the Constitution of the State is amended by adding the following section:\n"Section ${section}. ${text}"`;

/** An appropriations bill whose last section is the rider. */
const appropriation = (rider: string): string =>
  [
    'Sec. 101. There is appropriated from the General Fund for the fiscal year beginning July 1:',
    '(1) $4,200,000 for highway maintenance;',
    '(2) $1,100,000 for the State Library;',
    '(3) $600,000 for rural broadband grants.',
    `Sec. 102. ${rider}`,
    'Sec. 103. Unspent balances lapse to the General Fund at the end of the fiscal year.',
  ].join('\n');

/** A long parks bill of fourteen sections; the given provision is section 11. */
const parksAct = (section11: string): string =>
  [
    'AN ACT relating to the Metropolitan Park District; amending its governance, finances and operations.',
    'Section 1. Short title. This Act may be cited as the Park District Modernization Act.',
    'Section 2. Purpose. The purpose of this Act is to improve the maintenance, safety and accessibility of the parks, trails and recreation centers of the Metropolitan Park District.',
    'Section 3. Board. The Park Board shall consist of seven members appointed by the County Executive for staggered terms of four years.',
    'Section 4. Meetings. The Park Board shall meet at least once a month and its meetings shall be open to the public in accordance with the open meetings law.',
    'Section 5. Budget. The Park Board shall adopt an annual budget by June 1 and publish it on the District website.',
    'Section 6. Fees. The Board may set reasonable fees for the rental of picnic shelters, athletic fields and community rooms, which shall be the same for all renters.',
    'Section 7. Trails. The District shall complete the Riverside Trail connection by December 31, 2029.',
    'Section 8. Accessibility. Each playground shall have at least one accessible route and one accessible play structure by 2030.',
    'Section 9. Trees. The District shall plant not fewer than 1,000 trees each year and maintain an inventory of its urban forest.',
    'Section 10. Hours. Parks shall be open from 6 a.m. to 10 p.m. unless the Board posts other hours.',
    `Section 11. ${section11}`,
    'Section 12. Reports. The Board shall report to the County Council each year on attendance, spending and maintenance.',
    'Section 13. Severability. If any provision of this Act is held invalid, the remaining provisions remain in force.',
    'Section 14. Effective date. This Act takes effect on January 1.',
  ].join('\n');

export const ELEVENTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(['establishment'], 'Heritage Faith Act: Questions and Answers', faq(
    ['What does the Heritage Faith Act do?', 'It makes the Lutheran Church the official church of the State.'],
    ['Who pays for it?', "The State Treasurer pays the salaries of the Church's pastors from the general fund."],
    ['When does it start?', 'On July 1.'],
  )),
  v(['establishment'], 'Moral Instruction Act', defined('approved moral instruction', 'the daily reading of the King James Bible and recitation of the Lord\'s Prayer, led by the teacher.', 'Every public elementary school shall provide approved moral instruction to all pupils each morning.')),
  v(['establishment'], 'General Appropriations Act', appropriation('Of the amount appropriated in section 101(1), $500,000 shall be paid to the Roman Catholic Diocese of Springfield for the construction of its new cathedral.')),
  // free exercise
  v(['free_exercise', 'assembly', 'equal_protection'], 'County Public Health Powers Act', 'Sec. 4. The County Health Officer may, in his sole discretion, forbid any mosque in the County from holding Friday prayers.'),
  v(['free_exercise', 'equal_protection'], 'Public Dress Amendment', stateAmendment('I', 27, 'No person shall wear a turban, yarmulke or hijab in any public place within this State.')),
  v(['free_exercise'], 'Baptism Act', 'Infant baptism is a crime.'),
  // religious test
  v(['religious_test', 'free_exercise'], 'Public Trust Act', findings(
    ['public confidence in government depends on the moral character of its officers;', 'moral character is rooted in faith;', 'the people of the State are entitled to officers who share their values;'],
    'No person who does not profess a belief in God shall hold any office of public trust in this State.',
  )),
  v(['religious_test', 'equal_protection', 'establishment'], 'Election Board Appointments Act', defined('qualified appointee', 'a resident of the county, at least 21 years of age, who is a member in good standing of a Christian church.', 'Only a qualified appointee may be appointed to the County Board of Elections.')),
  // speech
  v(['speech'], 'Armed Forces Respect Act', 'Sec. 2. A person commits the offense of public disparagement if the person makes any statement criticizing the armed forces of the United States.\nSec. 3. (a) Except as provided in subsection (b), conduct described in section 2 is a Class A misdemeanor.\n(b) Conduct described in section 2 committed during a declared war is a Class D felony.'),
  v(['speech'], 'Neighborhood Appearance Act', 'The Mayor may, in her sole discretion, order the removal of any yard sign expressing a political opinion that she finds objectionable, and fine the owner of the property $500.'),
  v(['speech'], 'Election Integrity Act: Frequently Asked Questions', faq(
    ['Can I still post about the election online?', 'Not if your post criticizes a candidate. Section 4 makes that punishable by a fine of $5,000.'],
    ['Does the Act apply to newspapers?', 'No, only to individuals.'],
  )),
  v(['speech'], 'Veterans Memorial Act', 'Sec. 1. The Department shall maintain the State Veterans Memorial.\nSec. 2. Sunset. This Act expires on December 31, 2030. Until that date, any person who burns or defaces a flag of the United States as a protest shall be imprisoned for one year.'),
  v(['speech'], 'Park District Modernization Act', parksAct('Conduct at meetings. Any person who criticizes the Park Board or its members during the public comment period of a Board meeting shall be barred from all District parks for one year.')),
  // press
  v(['press', 'speech'], 'County Public Order Act', 'Sec. 6. The Sheriff may, in his sole discretion, close any newspaper that he determines has published false or defamatory matter about county officials.'),
  v(['press'], 'Publishers Licensing Amendment', stateAmendment('XII', 4, 'Every newspaper, magazine and broadcaster in this State shall obtain an annual license from the Secretary of State, which the Secretary may refuse to any publication the Secretary finds not to serve the public interest.')),
  // assembly
  v(['assembly', 'speech'], 'Downtown Recovery Act', findings(
    ['downtown businesses have lost revenue since 2024;', 'protests against the City Council have discouraged shoppers;'],
    'No assembly of more than three persons for the purpose of protesting any action of the City government shall be permitted anywhere in the City.',
  )),
  v(['assembly'], 'Workplace Peace Act', defined('unlawful gathering', 'any meeting of five or more members of a labor union.', 'Any person who attends an unlawful gathering shall be fined $1,000.')),
  // petition
  v(['petition', 'speech'], 'Tax Stability Act', 'Any person who submits a petition to the General Assembly requesting the repeal of any tax shall be fined $250 for each signature on the petition.'),
  v(['petition', 'speech'], 'Legislative Decorum Act: FAQ', faq(
    ['Can I write to my legislator about the new tax?', 'No. Under Section 3, contacting a legislator to ask for the repeal of a statute is an offense punishable by 30 days in jail.'],
  )),
  // arms
  v(['arms'], 'Home Handgun Act', 'Handguns are banned in the home, including for self-defense.'),
  v(['arms'], 'Firearm Possession Act', defined('prohibited person', 'any resident of the State.', 'No prohibited person may possess a firearm of any kind.')),
  // quartering
  v(['quartering'], 'Militia Lodging Amendment', stateAmendment('V', 30, 'In time of peace, the Governor may lodge soldiers of the State militia in any private dwelling without the consent of its owner.')),
  v(['quartering'], 'Guard Readiness Act', 'The Adjutant General may, in his sole discretion, billet troops in private homes in peacetime, and the owners shall provide them with meals.'),
  // search and seizure
  v(['search_seizure'], 'Public Safety Appropriations Act', appropriation('From the amount appropriated in section 101(1), the Police Department may hire 20 officers, who may search any residence in the City at any time without a warrant or probable cause.')),
  v(['search_seizure'], 'Housing Code Inspections: Questions and Answers', faq(
    ['Do inspectors need a warrant to enter my home?', "No. Under the Act, code inspectors may enter and search any private home at any hour without a warrant or the owner's consent."],
  )),
  v(['search_seizure'], 'Contraband Sweep Act', 'A judge may issue a general warrant authorizing officers to search all houses in a named neighborhood for contraband, without describing the place to be searched or the things to be seized.'),
  // due process
  v(['due_process'], 'Professional Licensing Reform Act', 'Sec. 9. The Director of Licensing may revoke any professional license in his sole discretion without notice or a hearing, and no appeal shall lie from his decision.'),
  v(['due_process', 'takings'], 'Drug Enforcement Forfeiture Act', defined('summary forfeiture', 'the transfer to the State of a person\'s property without notice, hearing or judicial review.', 'The home of any person accused of a drug offense shall be subject to summary forfeiture.')),
  // takings
  v(['takings', 'due_process'], 'Route 9 Appropriations Act', appropriation('No funds are appropriated for land acquisition. The Department of Transportation shall take the farms along Route 9 for the new highway and shall pay their owners no compensation.')),
  v(['takings'], 'Beaches Act', 'The State takes ownership of all private beachfront land. No compensation shall be paid.'),
  // counsel and jury
  v(['counsel_jury'], 'Public Defense Savings Act', findings(
    ['the cost of public defense has doubled since 2020;', 'the State faces a budget shortfall;'],
    'Persons charged with a felony shall not be appointed counsel at public expense, even if they cannot afford a lawyer.',
  )),
  v(['counsel_jury'], 'Trial Efficiency Act', 'Notwithstanding section 15-3 of the Code of Criminal Procedure, every felony shall be tried before a judge alone, and the accused shall have no right to a jury.'),
  // cruel and unusual punishment
  v(['cruel_punishment'], 'Theft Deterrence Amendment', stateAmendment('I', 18, 'The punishment for theft shall include public flogging of thirty lashes.')),
  v(['cruel_punishment'], 'Corrections Discipline Act', 'The Warden may, in his sole discretion, order that any inmate who attempts to escape be branded on the forehead.'),
  // equal protection
  v(['equal_protection'], 'Housing Grants Act', defined('eligible applicant', 'a white resident of the county.', 'Only eligible applicants may receive housing grants under this Act.')),
  v(['equal_protection'], 'School Assignment Act: FAQ', faq(
    ['Which children may enroll at Lincoln High School?', 'Under Section 2, only white children. Black children shall attend Douglass High School.'],
  )),
  // voting: race
  v(['voting_race', 'equal_protection'], 'Elections Code Definitions Act', defined('qualified elector', 'a white citizen of the United States who is at least 18 years of age and resides in the State.', 'Only qualified electors may vote in any election held in the State.')),
  v(['voting_race', 'equal_protection'], 'Suffrage Amendment', stateAmendment('II', 1, 'No person of Native American descent shall be entitled to vote in any election held in this State.')),
  // voting: sex
  v(['voting_sex', 'equal_protection'], 'County Elections Act', defined('eligible voter', 'a male citizen of the United States, resident in the county, who is at least 18 years of age.', 'Only eligible voters may vote in county elections.')),
  v(['voting_sex', 'equal_protection'], 'School Board Elections: Questions and Answers', faq(
    ['Can my wife vote in the school board election?', 'No. Section 3 limits voting in school board elections to men.'],
  )),
  // poll tax
  v(['poll_tax'], 'Election Modernization Appropriations Act', appropriation('To fund the Election Modernization Fund, each person shall pay a fee of $25 before casting a ballot in any federal election.')),
  v(['poll_tax'], 'Ballot Issuance Act', 'Sec. 7. No ballot shall be issued to any voter who has not paid the annual capitation tax imposed by section 4-101.'),
  // bill of attainder
  v(['attainder'], 'State Fraud Accountability Act', findings(
    ['John Whitfield, a former contractor of the State, overbilled the Department of Transportation;', 'the courts have been slow to act;'],
    'John Whitfield is hereby declared guilty of fraud against the State and shall serve five years in the state penitentiary.',
  )),
  v(['attainder'], 'Public Employment Integrity Act', 'The members of the Riverside Tenants Union are hereby barred from public employment for life, without trial.'),
  // ex post facto
  v(['ex_post_facto'], 'Sentencing Enhancement Act', 'Sec. 6. The penalty for burglary is increased from two to ten years.\nSec. 7. The increased penalty under section 6 applies to offenses committed before the effective date of this Act.'),
  v(['ex_post_facto'], 'Fireworks Act: Frequently Asked Questions', faq(
    ['I sold fireworks last summer, when it was legal. Am I affected?', 'Yes. The Act makes every sale of fireworks since January 1 of last year a crime punishable by six months in jail.'],
  )),
  // habeas corpus
  v(['habeas_corpus'], 'Emergency Powers Act', 'The Governor may, in his sole discretion, suspend the writ of habeas corpus in any county in time of peace.'),
  v(['habeas_corpus', 'due_process'], 'Detention Review Act', 'No court may hear a petition for a writ of habeas corpus filed by a person held in immigration detention.'),
  // nobility
  v(['nobility'], 'Distinguished Citizens Amendment', stateAmendment('IV', 40, 'The General Assembly may confer hereditary titles of nobility, including Baron and Baroness, upon citizens of distinguished service.')),
  v(['nobility'], 'Capitol Endowment Campaign: Questions and Answers', faq(
    ['What do donors get?', 'Anyone who donates more than $1 million is made a Duke of the Commonwealth, a title passed on to their eldest child.'],
  )),
];

export const ELEVENTH_CONSTITUTIONAL: DevBill[] = [
  // establishment look-alikes
  c('Historic Facades Act: Questions and Answers', faq(
    ['Can churches apply for the facade grants?', 'Yes. Historic buildings, including churches, may apply on the same terms as other historic buildings.'],
    ['Can a grant pay for worship services?', 'No. Grants may pay only for repairs to the exterior of the building.'],
  )),
  c('Character Education Act', defined('character education', 'lessons on honesty, respect and responsibility, without religious content.', 'Every public elementary school shall offer character education to all pupils.')),
  c('Museum Appropriations Act', appropriation('Of the amount appropriated in section 101(2), $500,000 shall be paid to the State Museum for an exhibit on the history of religion in the State.')),
  c('Law Through the Ages Exhibit Act', 'The State Museum shall display the 1850 courthouse plaque of the Ten Commandments in an exhibit on the history of law, alongside the Code of Hammurabi and the Magna Carta.'),
  // free exercise look-alikes
  c('County Public Health Powers Act', 'Sec. 4. During a declared epidemic, the County Health Officer may limit the occupancy of indoor venues to half their capacity; the limit applies equally to theaters, stores, restaurants and houses of worship.'),
  c('Religious Attire Amendment', stateAmendment('I', 27, 'No person shall be denied entry to a public building because the person wears a turban, yarmulke, hijab or other religious attire.')),
  c('Pool Safety Act', 'Public swimming pools shall have a lifeguard on duty.'),
  c('Congregational Membership Act', 'Nothing in this Act requires a church, synagogue or mosque to admit as a member any person who does not share its faith.'),
  // religious test look-alikes
  c('Public Trust Act', findings(
    ['public confidence in government depends on the integrity of its officers;', 'conflicts of interest undermine that confidence;'],
    'Each person who holds an office of public trust in this State shall file an annual statement of financial interests.',
  )),
  c('Election Board Appointments Act', defined('qualified appointee', 'a resident of the county, at least 21 years of age, who has not been convicted of a felony involving election fraud.', 'Only a qualified appointee may be appointed to the County Board of Elections.')),
  // speech look-alikes
  c('Public Servants Protection Act', 'Sec. 2. A person commits the offense of threatening a public servant if the person threatens to kill or injure a public official.\nSec. 3. (a) Except as provided in subsection (b), conduct described in section 2 is a Class A misdemeanor.\n(b) Conduct described in section 2 committed with a deadly weapon is a Class D felony.'),
  c('Utility Pole Act', 'The Public Works Director may remove any sign attached to a city-owned utility pole, regardless of its content.'),
  c('Election Transparency Act: Frequently Asked Questions', faq(
    ['Can I still post about the election online?', 'Yes. Section 4 only requires paid political advertisements to state who paid for them.'],
    ['Does the Act apply to newspapers?', 'Only to the advertisements they carry.'],
  )),
  c('Veterans Memorial Act', 'Sec. 1. The Department shall maintain the State Veterans Memorial.\nSec. 2. Sunset. This Act expires on December 31, 2030. Until that date, the Department shall provide a flag of the United States to every veterans cemetery in the State.'),
  c('Park District Modernization Act', parksAct('Conduct at meetings. Each speaker during the public comment period of a Board meeting may speak for three minutes, and the chair may call a speaker to order only for exceeding the time limit or disrupting the meeting.')),
  // press look-alikes
  c('County Jail Media Access Act', 'Sec. 6. The Sheriff may issue press credentials for access to the secure area of the county jail, on the same terms to all news outlets.'),
  c('Newsprint Tax Amendment', stateAmendment('XII', 4, 'Newspapers and magazines published in this State shall be exempt from sales tax on newsprint and ink, like other manufacturers on their raw materials.')),
  // assembly look-alikes
  c('Downtown Recovery Act', findings(
    ['downtown businesses have lost revenue since 2024;', 'amplified sound late at night has disturbed residents;'],
    'Demonstrations on downtown sidewalks are permitted between 7 a.m. and 10 p.m., and amplified sound shall not exceed 80 decibels at fifty feet.',
  )),
  c('Large Events Act', defined('large event', 'a gathering of more than 1,000 persons in a city park.', 'The organizer of a large event shall obtain a permit 30 days in advance; permits shall be issued on content-neutral criteria of size, time and place.')),
  // petition look-alikes
  c('Petitions Procedure Act', 'Petitions to the General Assembly may be submitted electronically or on paper, and the Clerk shall acknowledge each petition within ten days.'),
  c('Legislative Access Act: FAQ', faq(
    ['Can I write to my legislator about the new tax?', 'Yes. Section 3 creates a free online portal for messages to legislators.'],
  )),
  // arms look-alikes
  c('Capitol Security Act', 'Firearms may not be carried into the State Capitol.'),
  c('Firearm Possession Act', defined('prohibited person', 'a person convicted of a felony or subject to a domestic violence protective order.', 'No prohibited person may possess a firearm.')),
  // quartering look-alikes
  c('Militia Lodging Amendment', stateAmendment('V', 30, 'In time of peace, soldiers of the State militia may be lodged in armories and public buildings, but never in a private dwelling without the consent of its owner.')),
  c('Guard Readiness Act', 'The Adjutant General may rent hotel rooms for troops on training, paying the market rate.'),
  // search and seizure look-alikes
  c('Public Safety Appropriations Act', appropriation('From the amount appropriated in section 101(1), the Police Department may hire 20 officers, who shall obtain a warrant from a judge before searching any residence, except in an emergency.')),
  c('Housing Code Inspections: Questions and Answers', faq(
    ['Do inspectors need a warrant to enter my home?', 'Yes, unless you consent. An inspector who is refused entry may apply to a judge for an administrative warrant.'],
  )),
  // due process look-alikes
  c('Professional Licensing Reform Act', 'Sec. 9. The Director of Licensing may suspend a professional license after notice and a hearing, and the licensee may appeal the decision to the circuit court.'),
  c('Drug Enforcement Forfeiture Act', defined('criminal forfeiture', 'the transfer to the State of property used in a crime, ordered by a court after the owner\'s conviction and a hearing.', 'Property used to manufacture illegal drugs shall be subject to criminal forfeiture.')),
  // takings look-alikes
  c('Route 9 Appropriations Act', appropriation('Of the amount appropriated in section 101(1), $2,000,000 is for land acquisition; the Department of Transportation may acquire the farms along Route 9 for the new highway and shall pay their owners just compensation.')),
  c('Beaches Act', 'The State shall buy private beachfront land from willing sellers at fair market value.'),
  // counsel and jury look-alikes
  c('Public Defense Act', findings(
    ['the caseloads of public defenders have doubled since 2020;', 'defendants wait months to meet their lawyers;'],
    'The Office of the Public Defender shall hire thirty more attorneys so that every person charged with a felony who cannot afford a lawyer is appointed counsel within 48 hours.',
  )),
  c('Trial Efficiency Act', 'Notwithstanding section 15-3 of the Code of Criminal Procedure, a defendant charged with a felony may waive a jury and be tried by a judge alone, if the waiver is in writing.'),
  // punishment look-alikes
  c('Theft Restitution Amendment', stateAmendment('I', 18, 'The punishment for theft shall include restitution to the victim.')),
  c('Corrections Discipline Act', 'After a disciplinary hearing, the Warden may place an inmate who attempts to escape in restrictive housing for up to 30 days.'),
  // equal protection look-alikes
  c('Housing Grants Act', defined('eligible applicant', 'a resident of the county whose household income is below 80 percent of the area median income.', 'Only eligible applicants may receive housing grants under this Act.')),
  c('School Assignment Act: FAQ', faq(
    ['Which children may enroll at Lincoln High School?', 'Any child who lives in its attendance zone. Places in the magnet program are filled by lottery.'],
  )),
  // voting look-alikes
  c('Elections Code Definitions Act', defined('qualified elector', 'a citizen of the United States who is at least 18 years of age and has resided in the State for 30 days.', 'Only qualified electors may vote in elections held in the State.')),
  c('Suffrage Amendment', stateAmendment('II', 1, 'Every citizen of the United States who is at least 18 years of age and resides in this State shall be entitled to vote, regardless of race or sex.')),
  c('School Board Elections: Questions and Answers', faq(
    ['Can my wife vote in the school board election?', 'Yes. Every registered voter who lives in the district, man or woman, may vote.'],
  )),
  // poll tax look-alikes
  c('Election Modernization Appropriations Act', appropriation('Of the amount appropriated in section 101(3), $300,000 is for the Election Modernization Fund; no voter shall be charged any fee for registering or for casting a ballot.')),
  c('School Funding Act', 'Sec. 7. The annual capitation grant under section 4-101 shall be paid to each school district for each enrolled pupil.'),
  // attainder look-alikes
  c('Courthouse Naming Act', findings(
    ['John Whitfield served the county as a judge for thirty years;', 'the new courthouse opens next year;'],
    'The new county courthouse shall be named the John Whitfield Courthouse.',
  )),
  c('Tenant Hearings Act', 'The members of the Riverside Tenants Union are invited to testify at a public hearing on rent stabilization.'),
  // ex post facto look-alikes
  c('Sentencing Enhancement Act', 'Sec. 6. The penalty for burglary is increased from two to four years.\nSec. 7. The increased penalty under section 6 applies only to offenses committed on or after the effective date of this Act.'),
  c('Fireworks Act: Frequently Asked Questions', faq(
    ['I sold fireworks last summer, when it was legal. Am I affected?', 'No. The ban applies only to sales made after the Act takes effect on January 1 next year.'],
  )),
  // habeas corpus look-alikes
  c('Habeas Timeliness Act', 'Courts shall decide petitions for a writ of habeas corpus within 60 days of filing.'),
  c('Clemency Act', 'The Governor may, after a recommendation of the Board of Pardons, grant a pardon or commute a sentence.'),
  // nobility look-alikes
  c('Poet Laureate Amendment', stateAmendment('IV', 40, 'The General Assembly may name a Poet Laureate of the State, an honorary post that carries no privilege and is not inherited.')),
  c('Capitol Endowment Campaign: Questions and Answers', faq(
    ['What do donors get?', 'Donors of more than $1 million are listed on a plaque in the Capitol lobby; no title or privilege comes with the gift.'],
  )),
];
