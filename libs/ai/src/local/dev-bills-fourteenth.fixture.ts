import type { SetClauseKey } from './dev-bills-checks';

/**
 * Fourteenth development set for the offline constitutionality check
 * (27 Nov 2026). Written BEFORE reading the rule files (`constitution.ts`,
 * `clause-acts.ts`, `constitution.spec.ts`), in drafting styles unlike the
 * earlier sets: county board resolutions ("RESOLVED by the Board of
 * Supervisors"), territorial and tribal-style codes ("Title 4, Chapter 2,
 * § 3"), ballot-initiative text ("Shall the … be amended"), executive orders
 * ("It is hereby ordered"), bills written as questions and answers, bulleted
 * plain English, long definitions sections where the violation lives in a
 * definition, and violations stated through a cross-reference ("persons
 * described in section 3(b)"). Half violate exactly one clause, half are
 * constitutional look-alikes in the same styles (religion-neutral zoning,
 * speech-neutral time/place rules, lawful search procedures, protective
 * "no person shall be … because of …" clauses, honours that are not titles,
 * prospective penalties, definitions that name a class only to protect it).
 *
 * `expect` is either 'constitutional' or the clause the bill violates, named
 * by this set's own keys (mapped to the provider's clause ids in the spec).
 *
 * FOURTEENTH_HELD_OUT_BILLS was written at the same time, by the same hand,
 * and is only ever measured by counts (before/after), never read item by
 * item and never tuned on.
 */

/** The clause a violating bill of this set breaks: the keys of the keyed sets (dev-bills-checks.ts). */
export type FourteenthClauseKey = SetClauseKey;

export interface FourteenthBill {
  id: string;
  style: 'county' | 'territorial' | 'initiative' | 'order' | 'qa' | 'bullets' | 'definitions' | 'crossref';
  title: string;
  text: string;
  expect: 'constitutional' | FourteenthClauseKey;
}

export const FOURTEENTH_DEV_BILLS: FourteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'v-religion-report-order',
    style: 'order',
    title: 'Executive Order 26-14 on Community Identification',
    text: 'By the authority vested in me as Governor of the Territory, it is hereby ordered as follows: 1. Every person residing in the Territory who adheres to the Sikh religion shall report in person to the Office of Territorial Security within sixty days and furnish his or her name, home address and place of worship. 2. The Office shall maintain these reports in a central file. 3. This Order is effective immediately.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-religion-permits-county',
    style: 'county',
    title: 'Resolution 2026-41 on Land Use in Unincorporated Areas',
    text: 'RESOLVED by the Board of Supervisors of Tulare Valley County: 1. The Planning Department shall process applications for places of assembly in the order received. 2. Notwithstanding paragraph 1, the Planning Department shall deny every building permit for the construction or expansion of a mosque anywhere in the unincorporated county. 3. This resolution takes effect on adoption.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-religion-test-bullets',
    style: 'bullets',
    title: 'Notary Integrity Act',
    text: 'What this bill does, in plain English:\n• Anyone who wants to become a notary public must apply to the Secretary of State.\n• Each applicant must sign a sworn statement that he or she believes in God and in a future state of rewards and punishments.\n• Applicants who will not sign the statement cannot be commissioned.\n• The fee stays at $40.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-establishment-territorial',
    style: 'territorial',
    title: 'Territorial Code, Title 4 (Public Worship), Chapter 2',
    text: 'Title 4, Chapter 2, § 1. The Methodist Church is recognized as the established church of the Territory. § 2. The salaries of its ministers shall be paid from the Territorial general fund, and the Treasurer shall remit a tithe of all license fees to the Church each quarter. § 3. Other congregations may meet but shall receive no such support.',
    expect: 'establishment',
  },
  {
    id: 'v-speech-officials-qa',
    style: 'qa',
    title: 'The Public Officials Respect Act: Questions and Answers',
    text: 'Q: What does this bill do? A: It makes it a crime to criticize the Governor, the Lieutenant Governor or any state senator in a newspaper, a broadcast or online. Q: What is the penalty? A: Up to six months in jail and a fine of $2,000. Q: Is truth a defense? A: No.',
    expect: 'speech',
  },
  {
    id: 'v-speech-content-bullets',
    style: 'bullets',
    title: 'Election Confidence Act',
    text: 'Summary:\n- Anyone who says in public, in print or online that a state election was rigged or stolen will be fined $1,000 for each statement.\n- The Attorney General will collect the fines.\n- The law starts on January 1.',
    expect: 'speech',
  },
  {
    id: 'v-speech-crossref',
    style: 'crossref',
    title: 'County Permits Eligibility Ordinance',
    text: 'Section 3. Findings and classes. (a) Persons with unpaid county fees are described in this subsection. (b) Any person who has publicly criticized a member of the Board of Commissioners or the County Manager at a public meeting, in a newspaper or online is described in this subsection. Section 6. Persons described in section 3(b) shall be ineligible for any county permit, license or contract for five years.',
    expect: 'speech',
  },
  {
    id: 'v-press-definitions',
    style: 'definitions',
    title: 'Territorial Publications Act',
    text: 'Section 1. Definitions. In this Act: (a) "Publication" means any newspaper, newsletter, magazine or website that reports news. (b) "Publisher" means the person responsible for a publication. (c) "Approved publication" means a publication each edition of which has first been submitted to and approved by the Office of Public Information before it is printed or posted. (d) "Office" means the Office of Public Information. Section 2. Only approved publications may be printed, sold or distributed within the Territory. Section 3. A publisher who violates section 2 shall be fined $10,000.',
    expect: 'press',
  },
  {
    id: 'v-assembly-order',
    style: 'order',
    title: 'Executive Order on Public Order During the Budget Session',
    text: 'It is hereby ordered that, for the duration of the budget session, no gathering of more than five persons for the purpose of protesting any policy of this Administration shall take place on any street, park or other public place in the State, and the State Police shall arrest all persons taking part in such a gathering.',
    expect: 'assembly',
  },
  {
    id: 'v-petition-initiative',
    style: 'initiative',
    title: 'Initiative Measure No. 112: Tax Stability',
    text: 'BALLOT TITLE: Shall the law be changed to stabilize state revenue? TEXT OF MEASURE: Section 1. Any person who signs, circulates or delivers a petition to the Legislature asking for the repeal or reduction of any state tax shall be guilty of a misdemeanor. Section 2. This measure takes effect thirty days after the election.',
    expect: 'petition',
  },
  {
    id: 'v-search-county',
    style: 'county',
    title: 'Resolution on Unlicensed Animals',
    text: 'BE IT RESOLVED by the County Commission that sheriff\'s deputies and animal control officers are authorized to enter and search any dwelling in the unincorporated county, at any hour and without a warrant, to look for dogs or cats that have not been licensed, and to seize any such animal found.',
    expect: 'search',
  },
  {
    id: 'v-cruel-territorial',
    style: 'territorial',
    title: 'Territorial Code, Title 12 (Offenses against Property), § 12-8',
    text: 'Title 12, § 12-8. Shoplifting. A person who takes goods from a shop without paying, where the goods are worth less than fifty dollars, shall be punished by public flogging of forty lashes, to be administered in the town square on a market day.',
    expect: 'cruel-punishment',
  },
  {
    id: 'v-due-process-crossref',
    style: 'crossref',
    title: 'Delinquent Property Recovery Act',
    text: 'Section 2. Classes of owners. (a) Owners current on their property taxes. (b) Owners who owe any property tax for the prior year. Section 5. Forfeiture. The real property of every owner described in section 2(b) shall be forfeited to the County and sold at auction, without notice to the owner and without a hearing. Section 6. The proceeds shall be deposited in the general fund.',
    expect: 'due-process',
  },
  {
    id: 'v-counsel-qa',
    style: 'qa',
    title: 'Municipal Court Efficiency Act: Q&A',
    text: 'Q: What changes in municipal court? A: Trials will be faster. Q: Can a defendant bring a lawyer? A: No. Under this bill, a defendant charged with any offense punishable by jail in municipal court may not be represented by an attorney at trial, and no public defender will be appointed. Q: When does it start? A: Next July.',
    expect: 'counsel',
  },
  {
    id: 'v-jury-order',
    style: 'order',
    title: 'Executive Order 9 on Felony Trials',
    text: 'It is hereby ordered that all persons charged with a felony in the courts of the Territory shall be tried before a panel of three magistrates appointed by the Governor, and that no jury shall be empanelled in any felony trial, whatever the wishes of the accused.',
    expect: 'jury',
  },
  {
    id: 'v-vote-race-definitions',
    style: 'definitions',
    title: 'County Elections Ordinance',
    text: 'Article 1. Definitions. For purposes of this Ordinance: "Election" means any election conducted by the County Clerk. "Precinct" means a voting district drawn by the Clerk. "Qualified elector" means a resident of the County, eighteen years of age or older, who is of the white race. "Ballot" means a paper or electronic ballot. Article 2. Only qualified electors may vote in any county election.',
    expect: 'vote-race',
  },
  {
    id: 'v-vote-sex-initiative',
    style: 'initiative',
    title: 'Proposition 7: School Board Elections',
    text: 'Shall the Education Code be amended as follows? Beginning January 1, only male citizens of the district may vote in elections for the school board, and ballots cast by women shall not be counted. A YES vote approves this change; a NO vote rejects it.',
    expect: 'vote-sex',
  },
  {
    id: 'v-quartering-county',
    style: 'county',
    title: 'Resolution on Support for the Route 6 Training Exercise',
    text: 'RESOLVED by the Board of Supervisors: owners of private residences along Route 6 shall provide lodging in their homes for soldiers of the National Guard for the duration of the spring training exercise, whether or not the owner consents, and the County shall not compensate them.',
    expect: 'quartering',
  },
  {
    id: 'v-attainder-bullets',
    style: 'bullets',
    title: 'County Fraud Accountability Act',
    text: 'Key points:\n• John Ramirez and Ellen Fox, the former county purchasing officers named in the auditor\'s report, are declared guilty of defrauding the county.\n• All of their property is forfeited to the county.\n• They are barred for life from public employment.\n• No trial or court proceeding is required.',
    expect: 'attainder',
  },
  {
    id: 'v-ex-post-facto-crossref',
    style: 'crossref',
    title: 'Ridge Trail Protection Act',
    text: 'Section 3. Prohibited conduct. (a) Riding a motor vehicle on the Ridge Trail. (b) Camping on the Ridge Trail outside a designated site. Section 7. Application. Any person who engaged in conduct described in section 3(a) at any time during the five years before this Act took effect shall be prosecuted and, on conviction, imprisoned for up to one year.',
    expect: 'ex-post-facto',
  },
  {
    id: 'v-nobility-territorial',
    style: 'territorial',
    title: 'Territorial Code, Title 1, Chapter 6 (Honours)',
    text: 'Title 1, Chapter 6, § 2. The Governor may confer upon any resident who has rendered distinguished service to the Territory the hereditary title of Baron of the Territory. § 3. The title shall pass to the holder\'s eldest child, who shall be entitled to a seat on the Territorial Council by right of that title.',
    expect: 'nobility',
  },
  {
    id: 'v-equal-race-order',
    style: 'order',
    title: 'Executive Order on State Contracting',
    text: 'It is hereby ordered that, beginning with the next fiscal year, contracts for road construction and maintenance shall be awarded only to firms whose owners are white, and every agency shall certify the race of each bidder\'s owners before an award.',
    expect: 'equal-protection',
  },
  {
    id: 'v-equal-origin-definitions',
    style: 'definitions',
    title: 'Agricultural Land Security Act',
    text: 'Section 2. Definitions. (1) "Agricultural land" means land used for farming or ranching. (2) "Restricted person" means any individual who was born in China, or whose parent was born in China, whether or not the individual is a citizen of the United States. (3) "Hold" includes own, lease or hold in trust. Section 4. No restricted person may purchase or hold agricultural land in the State.',
    expect: 'equal-protection',
  },
  {
    id: 'v-equal-sex-qa',
    style: 'qa',
    title: 'Liquor License Reform: Your Questions Answered',
    text: 'Q: Who can hold a liquor license after this bill? A: Only men. Q: What about women who own bars now? A: Women may not hold a liquor license; existing licenses held by women expire on June 30 and will not be renewed. Q: Why? A: The sponsor says bars are no place for women.',
    expect: 'equal-protection',
  },
  // ------------------------------------------------------------ constitutional
  {
    id: 'c-zoning-county',
    style: 'county',
    title: 'Resolution 2026-52 on Parking for Places of Assembly',
    text: 'RESOLVED by the Board of Supervisors: every place of assembly in the unincorporated county, including churches, mosques, synagogues, temples, theaters, lodges and event halls, shall provide one off-street parking space for every four seats. Applications shall be processed in the order received, whatever the use of the building.',
    expect: 'constitutional',
  },
  {
    id: 'c-religious-dress-order',
    style: 'order',
    title: 'Executive Order on Religious Dress in State Employment',
    text: 'It is hereby ordered that no state agency shall prohibit an employee from wearing a yarmulke, turban, hijab or other religious head covering, except where a specific safety rule applies to all head coverings alike, and that no employee shall be disciplined because of his or her religion.',
    expect: 'constitutional',
  },
  {
    id: 'c-rights-territorial',
    style: 'territorial',
    title: 'Tribal Code, Title 1 (Rights of Members)',
    text: 'Title 1, § 1. The Nation shall make no law establishing a religion or prohibiting the free exercise thereof, or abridging the freedom of speech or of the press, or the right of the people peaceably to assemble and to petition the Council. § 2. No member shall be subjected to unreasonable search or seizure, and no warrant shall issue but upon probable cause. § 3. In all criminal proceedings the accused shall have the right to a speedy trial by jury and to the assistance of counsel.',
    expect: 'constitutional',
  },
  {
    id: 'c-noise-qa',
    style: 'qa',
    title: 'Quiet Nights Ordinance: Questions and Answers',
    text: 'Q: Does this ban protests? A: No. It limits amplified sound in residential areas to 60 decibels between 10 p.m. and 7 a.m. for every event, whatever its message. Q: Who enforces it? A: Code enforcement officers, with a warning first and a $100 fine after. Q: Does it apply to churches and concerts? A: It applies to every source of amplified sound the same way.',
    expect: 'constitutional',
  },
  {
    id: 'c-signs-bullets',
    style: 'bullets',
    title: 'Sign Size Ordinance',
    text: 'What changes:\n• Yard signs may be up to 6 square feet.\n• Signs may not block a driver\'s view at corners.\n• The rules are the same whatever the sign says: political, religious, commercial or personal.\n• Signs on public utility poles will be removed.',
    expect: 'constitutional',
  },
  {
    id: 'c-warrant-definitions',
    style: 'definitions',
    title: 'Residential Search Procedures Act',
    text: 'Section 1. Definitions. (a) "Dwelling" means any house, apartment or room used as a residence. (b) "Warrant" means an order signed by a judge on a finding of probable cause, supported by oath, describing the place to be searched and the things to be seized. (c) "Exigent circumstances" means an emergency threatening life. Section 2. No officer shall enter or search a dwelling except under a warrant, with the recorded consent of an occupant, or in exigent circumstances.',
    expect: 'constitutional',
  },
  {
    id: 'c-redistricting-initiative',
    style: 'initiative',
    title: 'Initiative Measure No. 90: Fair Districts',
    text: 'Shall the Constitution be amended to create an independent redistricting commission? TEXT: Section 1. District lines shall be drawn by a commission of fourteen registered voters chosen by lot. Section 2. No district shall be drawn to deny or abridge the right of any citizen to vote on account of race, color or sex.',
    expect: 'constitutional',
  },
  {
    id: 'c-guard-housing-order',
    style: 'order',
    title: 'Executive Order on Housing for Guard Units during Flood Response',
    text: 'It is hereby ordered that National Guard units deployed for flood response shall be housed in armories, school gymnasiums and hotels leased by the State. No member of the Guard shall be quartered in any private house without the consent of the owner.',
    expect: 'constitutional',
  },
  {
    id: 'c-honorary-county',
    style: 'county',
    title: 'Resolution Honoring Margaret Ellis',
    text: 'RESOLVED by the Board of Supervisors that Margaret Ellis, for forty years of service to the county library, is named an Honorary Citizen of Pine County and shall receive a framed certificate. This honor is ceremonial only and confers no title of nobility, office, rank or privilege.',
    expect: 'constitutional',
  },
  {
    id: 'c-sealing-crossref',
    style: 'crossref',
    title: 'Second Chance Records Act',
    text: 'Section 3. Classes. (a) Persons convicted of a violent felony. (b) Persons convicted of a nonviolent misdemeanor who have completed their sentence and have had no further conviction for five years. Section 6. Persons described in section 3(b) may petition the court to seal the record of the conviction, and the court shall grant the petition after a hearing unless the prosecutor shows good cause.',
    expect: 'constitutional',
  },
  {
    id: 'c-defender-qa',
    style: 'qa',
    title: 'Public Defender Expansion Act: Q&A',
    text: 'Q: What if I am charged and cannot afford a lawyer? A: The county will appoint a public defender for you at no cost, at your first appearance. Q: Does this cover misdemeanors? A: Yes, any charge that could lead to jail. Q: Who pays? A: The county, with a state grant.',
    expect: 'constitutional',
  },
  {
    id: 'c-jury-territorial',
    style: 'territorial',
    title: 'Territorial Code, Title 8 (Criminal Procedure), Chapter 3',
    text: 'Title 8, Chapter 3, § 1. In every prosecution for an offense punishable by imprisonment for more than six months, the accused shall be tried by an impartial jury of twelve residents of the district. § 2. Jurors shall be drawn at random from the lists of registered voters and licensed drivers. § 3. The accused may waive a jury in writing.',
    expect: 'constitutional',
  },
  {
    id: 'c-theft-bullets',
    style: 'bullets',
    title: 'Retail Theft Sentencing Act',
    text: 'What the bill sets:\n• Theft of goods worth under $500: up to 30 days in jail or a fine up to $1,000.\n• Theft worth $500 to $5,000: up to one year in jail.\n• Judges may order restitution and community service instead of jail.\n• The changes apply only to offenses committed after the Act takes effect.',
    expect: 'constitutional',
  },
  {
    id: 'c-dumping-county',
    style: 'county',
    title: 'Resolution Raising the Illegal Dumping Fine',
    text: 'RESOLVED by the County Commission that the fine for illegal dumping on county roads is raised from $200 to $750 for each violation occurring on or after March 1, 2027. Violations before that date remain subject to the fine in force when they occurred.',
    expect: 'constitutional',
  },
  {
    id: 'c-hiring-order',
    style: 'order',
    title: 'Executive Order on Fair Hiring in State Agencies',
    text: 'It is hereby ordered that no state agency shall refuse to hire, promote or retain any person because of race, color, religion, sex or national origin, and that each agency shall publish its hiring statistics annually. No applicant shall be asked about his or her religion.',
    expect: 'constitutional',
  },
  {
    id: 'c-grants-definitions',
    style: 'definitions',
    title: 'Main Street Small Business Grants Act',
    text: 'Section 1. Definitions. (a) "Small business" means a business with fewer than 25 employees. (b) "Eligible applicant" means the owner of a small business located in the State, regardless of the owner\'s race, sex, religion or national origin. (c) "Grant" means an award of up to $20,000. Section 2. Grants shall be awarded to eligible applicants by lottery.',
    expect: 'constitutional',
  },
  {
    id: 'c-charities-county',
    style: 'county',
    title: 'Resolution on Charitable Solicitation Reports',
    text: 'RESOLVED: every charitable organization, whether secular or religious, that solicits more than $50,000 a year from county residents shall file an annual financial report with the County Clerk. The Clerk shall not inquire into any organization\'s beliefs or teachings.',
    expect: 'constitutional',
  },
  {
    id: 'c-records-initiative',
    style: 'initiative',
    title: 'Proposition 3: Open County Records',
    text: 'Shall the County Charter be amended to require that all county contracts, budgets and meeting minutes be posted online within ten days? Reporters, newspapers and any member of the public may request other county records, and the County may not refuse a request because of who makes it or what the requester intends to publish.',
    expect: 'constitutional',
  },
  {
    id: 'c-petitions-county',
    style: 'county',
    title: 'Resolution on Electronic Petitions to the Board',
    text: 'RESOLVED by the Board of Supervisors: residents may petition the Board electronically through the county website. Any petition signed by at least 500 residents shall be placed on the agenda of the next regular meeting, whatever it asks the Board to do.',
    expect: 'constitutional',
  },
  {
    id: 'c-parade-bullets',
    style: 'bullets',
    title: 'Downtown Parade Permits',
    text: 'How it works:\n• A parade or march on downtown streets needs a permit filed 10 days ahead.\n• Permits are granted first come, first served, for routes approved by the traffic engineer.\n• The city may not refuse or condition a permit because of the message, cause or speakers of the march.\n• Marches on sidewalks that do not block traffic need no permit.',
    expect: 'constitutional',
  },
  {
    id: 'c-inspection-order',
    style: 'order',
    title: 'Executive Order on Restaurant Inspections',
    text: 'It is hereby ordered that health inspectors shall inspect the kitchens of licensed restaurants during business hours at least twice a year. No inspector shall enter any private residence, including living quarters above a restaurant, except with the consent of the occupant or under a warrant issued by a judge.',
    expect: 'constitutional',
  },
  {
    id: 'c-license-due-process-qa',
    style: 'qa',
    title: 'Contractor License Discipline: Q&A',
    text: 'Q: Can the board take away a contractor\'s license? A: Yes, for fraud or unsafe work, but only after written notice of the charges and a hearing before an independent hearing officer. Q: Can the contractor appeal? A: Yes, to the circuit court within 30 days.',
    expect: 'constitutional',
  },
  {
    id: 'c-employees-speech-crossref',
    style: 'crossref',
    title: 'Public Employee Free Speech Protection Ordinance',
    text: 'Section 2. Protected activity. (a) Speaking at a public meeting. (b) Publicly criticizing a member of the Board of Commissioners, the County Manager or any county policy. Section 5. No county employee shall be fired, demoted or disciplined for engaging in any activity described in section 2(b).',
    expect: 'constitutional',
  },
  {
    id: 'c-chaplains-territorial',
    style: 'territorial',
    title: 'Territorial Code, Title 9 (Corrections), § 9-40',
    text: 'Title 9, § 9-40. Volunteer chaplains of any faith may visit inmates who request them. No inmate shall be required to attend any religious service, and no inmate shall lose any privilege for attending or not attending. Meals that meet an inmate\'s religious dietary needs shall be provided on request.',
    expect: 'constitutional',
  },
  {
    id: 'c-leave-bullets',
    style: 'bullets',
    title: 'Family Leave for County Workers',
    text: 'What this does:\n• Every county employee gets 12 weeks of paid leave after the birth or adoption of a child.\n• Mothers and fathers get the same leave.\n• No one can be denied leave because of sex or marital status.',
    expect: 'constitutional',
  },
  {
    id: 'c-polls-initiative',
    style: 'initiative',
    title: 'Measure B: Longer Polling Hours',
    text: 'Shall the Election Code be amended so that polling places stay open from 6 a.m. to 9 p.m. and every registered voter may request a mail ballot without giving a reason? A YES vote extends polling hours and allows mail voting for all voters.',
    expect: 'constitutional',
  },
  {
    id: 'c-corporal-definitions',
    style: 'definitions',
    title: 'Humane Jails Act',
    text: 'Section 1. Definitions. (a) "Corporal punishment" means flogging, branding, beating or any other punishment inflicted on the body. (b) "Solitary confinement" means confinement alone in a cell for more than 22 hours a day. Section 2. No person held in a county jail shall be subjected to corporal punishment. Section 3. No person under 18 shall be held in solitary confinement.',
    expect: 'constitutional',
  },
  {
    id: 'c-takings-order',
    style: 'order',
    title: 'Executive Order on the Highway 40 Interchange',
    text: 'It is hereby ordered that the Department of Transportation may acquire the parcels needed for the Highway 40 interchange by purchase or, failing agreement, by eminent domain, upon payment of just compensation determined by a court. Each owner shall receive written notice and an opportunity to be heard.',
    expect: 'constitutional',
  },
];

export const FOURTEENTH_HELD_OUT_BILLS: FourteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'h01',
    style: 'definitions',
    title: 'Community Identification Ordinance',
    text: 'Section 1. Definitions. (a) "Card" means an identification card issued by the City Clerk. (b) "Covered worshipper" means any person who attends services at a synagogue within the City. (c) "Clerk" means the City Clerk. Section 2. Every covered worshipper shall obtain a card marked with the letter J and carry it at all times in public.',
    expect: 'religion-exercise',
  },
  {
    id: 'h02',
    style: 'initiative',
    title: 'Constitutional Amendment 4: Faith and Schools',
    text: 'Shall the State Constitution be amended to provide that the State shall pay for the construction of Baptist churches in each county and that every public school student shall recite the Baptist confession of faith at the start of each school day?',
    expect: 'establishment',
  },
  {
    id: 'h03',
    style: 'order',
    title: 'Executive Order on Loyalty in State Service',
    text: 'It is hereby ordered that any employee of the executive branch who publicly criticizes the Governor or the Governor\'s administration, whether at work or off duty, in print, in a broadcast or online, shall be dismissed from state employment without a hearing.',
    expect: 'speech',
  },
  {
    id: 'h04',
    style: 'qa',
    title: 'County News Accuracy Act: Q&A',
    text: 'Q: Do local papers need approval? A: Yes. Before any newspaper publishes a story about the county government, the story must go to the County Administrator, who may block it. Q: What if a paper prints it anyway? A: The paper loses its business license.',
    expect: 'press',
  },
  {
    id: 'h05',
    style: 'crossref',
    title: 'Neighborhood Compliance Act',
    text: 'Section 3. Covered households. (a) Households that receive a housing voucher. (b) Households in which any member has been arrested in the past year. Section 6. Officers may enter and search the homes of households described in section 3(b) at any time, without a warrant, as often as the Chief directs.',
    expect: 'search',
  },
  {
    id: 'h06',
    style: 'bullets',
    title: 'Graffiti Deterrence Act',
    text: 'The plan:\n• A first graffiti offense: a $250 fine.\n• A second offense: the offender will be branded on the back of the hand with the letter V.\n• Branding will be done at the county jail.',
    expect: 'cruel-punishment',
  },
  {
    id: 'h07',
    style: 'territorial',
    title: 'Territorial Code, Title 7 (Courts), § 7-12',
    text: 'Title 7, § 7-12. Every trial for an offense punishable by imprisonment for more than one year shall be heard by the Resident Magistrate sitting alone. No jury shall be summoned in any such trial, and any demand for a jury shall be refused.',
    expect: 'jury',
  },
  {
    id: 'h08',
    style: 'county',
    title: 'Resolution on Voter Registration Hours',
    text: 'RESOLVED by the Board of Elections of Marlow County: the voter registration office shall accept registrations from white residents on weekdays, and shall not accept registrations from Black or Hispanic residents at any time.',
    expect: 'vote-race',
  },
  {
    id: 'h09',
    style: 'order',
    title: 'Executive Order 31 on Fireworks',
    text: 'It is hereby ordered that the possession of consumer fireworks is punishable by a fine of $5,000 and thirty days in jail, and that this penalty shall apply to every possession that occurred during the past three years, before this Order was signed.',
    expect: 'ex-post-facto',
  },
  {
    id: 'h10',
    style: 'definitions',
    title: 'County Contracting Standards Ordinance',
    text: 'Section 1. Definitions. (a) "Contract" means any county purchase over $10,000. (b) "Eligible bidder" means a company whose owners and managers are all men. (c) "Purchasing Agent" means the county officer who awards contracts. Section 2. The Purchasing Agent shall award contracts only to eligible bidders.',
    expect: 'equal-protection',
  },
  // ------------------------------------------------------------ constitutional
  {
    id: 'h11',
    style: 'county',
    title: 'Resolution on Disaster Relief Grants',
    text: 'RESOLVED by the County Commission: houses of worship, union halls, veterans posts and community centers damaged in the March storms may apply for repair grants of up to $50,000 under the same criteria, scored on the damage alone.',
    expect: 'constitutional',
  },
  {
    id: 'h12',
    style: 'order',
    title: 'Executive Order on Public Comment',
    text: 'It is hereby ordered that every state agency proposing a rule shall hold a public hearing and accept written comments from any person, including comments critical of the agency, the Governor or the proposed rule, and shall publish all comments received.',
    expect: 'constitutional',
  },
  {
    id: 'h13',
    style: 'qa',
    title: 'Traffic Stop Transparency Act: Q&A',
    text: 'Q: Can police search my car during a stop? A: Only with a warrant, your voluntary consent, or probable cause, as the law already requires. Q: What is new? A: Officers must record each search on a body camera and give you a receipt for anything taken.',
    expect: 'constitutional',
  },
  {
    id: 'h14',
    style: 'bullets',
    title: 'Waterfront Event Permits',
    text: 'What the ordinance says:\n• Events on the waterfront lawn need a permit filed 14 days ahead.\n• Permits go first come, first served.\n• The city cannot consider what an event is about when granting a permit.\n• No amplified sound after 9 p.m.',
    expect: 'constitutional',
  },
  {
    id: 'h15',
    style: 'territorial',
    title: 'Territorial Code, Title 2 (Rights of the Accused), § 2-4',
    text: 'Title 2, § 2-4. No person shall be compelled in any criminal case to be a witness against himself, nor be deprived of life, liberty or property without due process of law, nor be held to answer for a crime except on an indictment or information filed by the Attorney General.',
    expect: 'constitutional',
  },
  {
    id: 'h16',
    style: 'initiative',
    title: 'Initiative 22: Minimum Wage',
    text: 'Shall the minimum wage be raised to $15 an hour by 2028? TEXT: Section 1. Every employer shall pay each employee at least $15 an hour from January 1, 2028. Section 2. No employer may pay an employee less because of the employee\'s sex, race or national origin.',
    expect: 'constitutional',
  },
  {
    id: 'h17',
    style: 'definitions',
    title: 'Guard Emergency Housing Act',
    text: 'Section 1. Definitions. (a) "Emergency quarters" means a public school gymnasium, armory or state-leased hotel. (b) "Private dwelling" means a house or apartment used as a home. Section 2. Guard members deployed in an emergency shall be housed in emergency quarters. No private dwelling shall be used to house them without the written consent of its owner.',
    expect: 'constitutional',
  },
  {
    id: 'h18',
    style: 'crossref',
    title: 'Senior Property Tax Relief Act',
    text: 'Section 2. Classes of owners. (a) Owners aged 65 or older with household income below $40,000. (b) All other owners. Section 5. Owners described in section 2(a) shall receive a credit of $600 against their property tax each year.',
    expect: 'constitutional',
  },
  {
    id: 'h19',
    style: 'county',
    title: 'Resolution on the Leaf Burning Fine',
    text: 'RESOLVED by the Board of Supervisors that the fine for open burning of leaves within town limits is raised from $100 to $300, for burning that occurs after the effective date of this resolution.',
    expect: 'constitutional',
  },
  {
    id: 'h20',
    style: 'order',
    title: 'Executive Order Establishing the Governor\'s Award for Public Service',
    text: 'It is hereby ordered that the Governor\'s Award for Public Service is established, to be presented each year to ten residents for outstanding volunteer work. The award is honorary; it carries no title, rank or hereditary privilege and no power or office.',
    expect: 'constitutional',
  },
];
