import type { SetClauseKey } from './dev-bills-checks';

/**
 * Sixteenth development set for the offline constitutionality check
 * (27 Nov 2026). Written BEFORE reading the rule files (`constitution.ts`,
 * `clause-acts.ts`, `constitution.spec.ts`) and before the docs' pass
 * sections, in drafting forms the earlier sets do not use:
 *
 * - New England town-meeting warrant articles ("To see if the Town will vote
 *   to … or take any other action relative thereto");
 * - Westminster-style bills ("Clause 3", subsections "(1)", "(2)", Schedules,
 *   "the Secretary of State may by regulations");
 * - marked-up bills in the Maryland manner, where CAPITALS are matter added to
 *   existing law and [brackets] matter struck, so the words of old law stay in
 *   the text;
 * - constituents' letters and plain-language petitions to a representative
 *   ("Dear Assemblymember …, I am asking for a law that …");
 * - explainers of the kind a think tank or newspaper publishes ("What the bill
 *   does: …", bullet points);
 * - long state-legislature bills ("Section 1. … Sec. 2. …") where the operative
 *   provision is section 7 among benign sections;
 * - amendments by reference ("Section 4(b) of the … Act is amended by
 *   inserting …", "by striking … and inserting …"), where the violation may
 *   depend on the words struck;
 * - euphemism ("community harmony registry", "enhanced verification of
 *   adherents", "corrective sensory deprivation") and indirect wording (the
 *   effect, not the word: a licence refused to whoever has published
 *   statements bringing the Governor into disrepute; a grandfather clause).
 *
 * Each violating bill violates exactly one clause. The constitutional bills are
 * look-alikes in the same forms: religion-neutral zoning, content-neutral
 * time/place/manner rules, lawful warrant procedures, and lawful bills that
 * mention a religion, race, sex, national origin, the press, officials,
 * soldiers and punishments.
 *
 * `expect` is either 'constitutional' or the clause the bill violates, named
 * by this set's own keys (mapped to the provider's clause ids in the spec).
 *
 * SIXTEENTH_HELD_OUT_BILLS was written at the same time, by the same hand,
 * and is only ever measured by counts (before/after), never read item by
 * item and never tuned on.
 */

/** The clause a violating bill of this set breaks: the keys of the keyed sets (dev-bills-checks.ts). */
export type SixteenthClauseKey = SetClauseKey;

export interface SixteenthBill {
  id: string;
  style: 'town-meeting' | 'westminster' | 'markup' | 'letter' | 'explainer' | 'omnibus' | 'amend' | 'euphemism';
  title: string;
  text: string;
  expect: 'constitutional' | SixteenthClauseKey;
}

/** Maryland-style markup: CAPITALS are added to existing law, [brackets] are struck from it. */
const markupNote = 'EXPLANATION: CAPITALS INDICATE MATTER ADDED TO EXISTING LAW. [Brackets] indicate matter deleted from existing law.';

/**
 * A state-legislature bill of nine sections whose section 7 is the given provision; the others are
 * benign and differ with the subject.
 */
const omnibus = (actName: string, subject: string, section7: string): string =>
  [
    `AN ACT relating to ${subject}; making various changes; and providing an effective date.`,
    'BE IT ENACTED BY THE LEGISLATURE OF THE STATE:',
    `Section 1. Short title. This Act may be cited as the "${actName}".`,
    `Sec. 2. Purpose. The purpose of this Act is to modernize the law relating to ${subject} and to reduce administrative delay.`,
    'Sec. 3. Definitions. In this Act, "Department" means the Department of Administration, and "person" includes an individual, a partnership and a corporation.',
    'Sec. 4. Forms. The Department shall make all forms required by this Act available online and in paper at every county office.',
    'Sec. 5. Fees. The Department may charge fees not exceeding the reasonable cost of administering this Act.',
    'Sec. 6. Reports. The Department shall report to the Legislature by December 1 of each year on the operation of this Act.',
    `Sec. 7. ${section7}`,
    'Sec. 8. Severability. If any provision of this Act is held invalid, the remainder shall not be affected.',
    'Sec. 9. Effective date. This Act takes effect on July 1 next following its passage.',
  ].join(' ');

export const SIXTEENTH_DEV_BILLS: SixteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'v-religion-harmony-registry-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 14',
    text: 'ARTICLE 14. To see if the Town will vote to direct the Select Board to compile and maintain a community harmony registry of every household in Town in which any member practices the Sikh religion, the registry to list the names and addresses of the members and the gurdwara they attend, and to raise and appropriate the sum of $5,000 for that purpose, or take any other action relative thereto. (Submitted by the Select Board.)',
    expect: 'religion-exercise',
  },
  {
    id: 'v-religion-enhanced-verification-westminster',
    style: 'westminster',
    title: 'Residence Permits (Verification) Bill',
    text: 'A BILL to make provision about the verification of applicants for residence permits. Clause 1 Standard verification. (1) Every applicant for a residence permit shall provide proof of identity and address. Clause 2 Enhanced verification of adherents. (1) An applicant who is an adherent of the Hindu faith shall, in addition, submit to enhanced verification. (2) Enhanced verification consists of an interview at which the applicant must declare every temple attended in the preceding five years and the name of its priest. (3) No permit may be issued to such an applicant until enhanced verification is complete. Clause 3 Regulations. The Secretary of State may by regulations make further provision about the conduct of interviews. Clause 4 Short title. This Act may be cited as the Residence Permits (Verification) Act.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-religion-head-covering-omnibus',
    style: 'omnibus',
    title: 'Occupational Licensing Modernization Act',
    text: omnibus(
      'Occupational Licensing Modernization Act',
      'occupational licensing',
      'Conduct of licensees. No license under this Act shall be issued to or renewed for any applicant who wears a turban, a kippah, a hijab or any other religious head covering while practising the licensed occupation.',
    ),
    expect: 'religion-exercise',
  },
  {
    id: 'v-establishment-lords-prayer-markup',
    style: 'markup',
    title: 'HOUSE BILL 402 — Public Schools — Opening Exercises',
    text: `HOUSE BILL 402. AN ACT concerning Public Schools – Opening Exercises. FOR the purpose of altering the opening exercises of public schools. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Education, 7–104. (a) Each school day in every public school shall begin with [a moment of silent reflection, during which a student may reflect, meditate or pray as the student chooses] THE RECITATION OF THE LORD'S PRAYER, LED BY THE TEACHER, IN WHICH ALL STUDENTS PRESENT SHALL JOIN. SECTION 2. AND BE IT FURTHER ENACTED, That this Act shall take effect July 1. ${markupNote}`,
    expect: 'establishment',
  },
  {
    id: 'v-establishment-official-church-explainer',
    style: 'explainer',
    title: 'Explainer: What the Heritage of Faith Act would do',
    text: 'What the bill does: • Names the Roman Catholic Church as "the established church of the State". • Directs one quarter of one percent of state sales-tax revenue to the Church each year for the upkeep of its parishes. • Leaves other churches free to operate but without any share of the revenue. Who supports it: The sponsor, Sen. Aldo Ricci, says the bill "recognizes the faith that built our towns." What happens next: The bill has a hearing in the Senate Rules Committee on Tuesday.',
    expect: 'establishment',
  },
  {
    id: 'v-speech-disrepute-licence-amend',
    style: 'amend',
    title: 'An Act to amend the Professional Licensing Act, Section 4(b)',
    text: 'Section 1. Section 4(b) of the Professional Licensing Act, which lists the grounds on which the board shall refuse to issue or renew a license, is amended by inserting after paragraph (3) the following new paragraph: "(4) has, within the five years before the application, published, posted or broadcast any statement bringing the Governor, the Lieutenant Governor or any member of the General Assembly into contempt or disrepute;". Sec. 2. Paragraphs (4) and (5) of section 4(b) are renumbered as paragraphs (5) and (6). Sec. 3. This Act takes effect ninety days after adjournment.',
    expect: 'speech',
  },
  {
    id: 'v-speech-antiwar-signs-town',
    style: 'town-meeting',
    title: 'Special Town Meeting Warrant, Article 6',
    text: 'ARTICLE 6. To see if the Town will vote to amend the General Bylaws by adding a new Section 9-14 as follows: "No person shall display on any residential or commercial property in the Town any sign, flag, banner or placard expressing opposition to the war or to the foreign policy of the United States. Each day of display is a separate violation, punishable by a fine of $300." or take any other action relative thereto. (Petition of ten registered voters.)',
    expect: 'speech',
  },
  {
    id: 'v-speech-divisive-expression-explainer',
    style: 'explainer',
    title: 'Explainer: The Civility in Public Discourse Act, in five points',
    text: '1. It creates a new crime called "divisive expression". 2. Divisive expression is any statement, online or in person, that questions the honesty or integrity of the Secretary of State or of county election officials. 3. A first offence is punishable by a fine of $2,000; a second by ninety days in county jail. 4. Prosecutions are brought by the Attorney General. 5. The bill takes effect on January 1 and applies statewide.',
    expect: 'speech',
  },
  {
    id: 'v-press-licensing-westminster',
    style: 'westminster',
    title: 'News Publishers (Licensing) Bill',
    text: 'Clause 1 Requirement for a licence. (1) No person may publish a newspaper, magazine or news website in the State unless that person holds a publisher\'s licence granted by the Secretary of State. Clause 2 Refusal and revocation. (1) The Secretary of State may refuse or revoke a publisher\'s licence where in the Secretary of State\'s opinion the publisher\'s coverage of public affairs has been unbalanced or hostile to the Government. (2) No appeal lies against a decision under this clause. Clause 3 Offences. A person who publishes without a licence commits an offence. Schedule: Form of application.',
    expect: 'press',
  },
  {
    id: 'v-press-restraint-omnibus',
    style: 'omnibus',
    title: 'Government Efficiency and Accountability Act',
    text: omnibus(
      'Government Efficiency and Accountability Act',
      'state agency administration',
      'Publication of reports. The Attorney General may obtain from any court an order restraining in advance the publication by any newspaper, broadcaster or news website of any report concerning the conduct of a state agency which the Attorney General certifies would damage public confidence in that agency.',
    ),
    expect: 'press',
  },
  {
    id: 'v-assembly-protest-markup',
    style: 'markup',
    title: 'SENATE BILL 77 — Public Parks — Gatherings',
    text: `SENATE BILL 77. AN ACT concerning Public Parks – Gatherings. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Natural Resources, 5–209. (a) [A gathering of more than 50 persons in a state park requires a permit, which shall be issued on a first-come, first-served basis.] NO GATHERING OF PERSONS FOR THE PURPOSE OF PROTESTING ANY ACTION OF THE GOVERNOR OR THE GENERAL ASSEMBLY SHALL BE PERMITTED IN ANY STATE PARK OR ON THE GROUNDS OF THE STATE HOUSE. (b) A person who violates this section is guilty of a misdemeanor. ${markupNote}`,
    expect: 'assembly',
  },
  {
    id: 'v-assembly-tenants-union-letter',
    style: 'letter',
    title: 'Petition to the Maple Heights City Council',
    text: 'We, the undersigned residents and property owners of Maple Heights, respectfully petition the City Council to pass an ordinance that makes it unlawful for three or more members of the Maple Heights Tenants\' Union to meet together anywhere in the city, whether on public or private property, and that directs the police to break up any such meeting. The union has caused nothing but trouble for landlords and we want it stopped. Signed by 214 residents.',
    expect: 'assembly',
  },
  {
    id: 'v-petition-vexatious-euphemism',
    style: 'euphemism',
    title: 'Orderly Correspondence with Government Act',
    text: 'Section 1. Findings. State agencies and legislators receive a growing volume of correspondence. Sec. 2. Orderly correspondence. Any resident who submits more than one written complaint, grievance or request for redress to a state agency or to a member of the Legislature in any calendar year shall be entered on the Vexatious Correspondent List. Sec. 3. A person on the list who submits any further complaint, grievance or request in the same year shall be fined $500 for each submission, and the submission shall be returned unread.',
    expect: 'petition',
  },
  {
    id: 'v-search-strike-warrant-amend',
    style: 'amend',
    title: 'An Act to amend Section 12(a) of the Code of Criminal Procedure',
    text: 'Section 1. Section 12(a) of the Code of Criminal Procedure, which now reads "A peace officer may enter and search a dwelling only upon a warrant issued by a judge on probable cause supported by oath or affirmation.", is amended by striking "only upon a warrant issued by a judge on probable cause supported by oath or affirmation" and inserting "whenever the officer considers it useful to an investigation". Sec. 2. This Act takes effect on passage.',
    expect: 'search',
  },
  {
    id: 'v-search-powers-of-entry-westminster',
    style: 'westminster',
    title: 'Short-Term Lettings (Compliance) Bill',
    text: 'Clause 1 Registration. (1) A person who lets a dwelling for periods of less than thirty days must register with the local authority. Clause 2 Powers of entry. (1) An authorised officer may at any time enter and search any dwelling, and seize any papers or devices found there, without warrant and without notice to the occupier, for the purpose of verifying compliance with this Act. (2) Reasonable force may be used. Clause 3 Interpretation. "Authorised officer" means an officer authorised in writing by the local authority.',
    expect: 'search',
  },
  {
    id: 'v-cruel-flogging-state',
    style: 'omnibus',
    title: 'Retail Security Act',
    text: omnibus(
      'Retail Security Act',
      'retail theft',
      'Penalty. A person convicted of shoplifting goods worth less than $100 shall, in addition to any fine, receive twenty lashes, administered publicly by the sheriff in the square of the county seat.',
    ),
    expect: 'cruel-punishment',
  },
  {
    id: 'v-cruel-corrective-measures-euphemism',
    style: 'euphemism',
    title: 'Enhanced Corrective Measures Act',
    text: 'Section 1. Purpose. To strengthen the corrective response to repeat drug possession. Sec. 2. Corrective identification. A person convicted of a second offence of possession of a controlled substance shall be permanently marked by branding on the back of the right hand with the letter "D", so that the person may be identified as a repeat offender. Sec. 3. The Department of Corrections shall carry out the marking within thirty days after sentencing.',
    expect: 'cruel-punishment',
  },
  {
    id: 'v-due-process-licence-revocation-omnibus',
    style: 'omnibus',
    title: 'Contractor Licensing Reform Act',
    text: omnibus(
      'Contractor Licensing Reform Act',
      'contractor licensing',
      'Summary action. The Director may revoke any contractor\'s license and order the licensee\'s tools, vehicles and bank accounts seized, without notice, without a hearing and without any right of appeal, upon the Director\'s determination that the licensee is unfit.',
    ),
    expect: 'due-process',
  },
  {
    id: 'v-due-process-detention-explainer',
    style: 'explainer',
    title: 'Explainer: The Safe Streets Through Prevention Act',
    text: 'What the bill does: • Allows a county sheriff to hold in jail, for up to one year, any person the sheriff believes to be a member of a criminal gang. • The person need not be charged with any crime. • The person is not brought before a judge, and the detention cannot be challenged in court. Cost: about $12 million a year in jail beds, according to the fiscal note.',
    expect: 'due-process',
  },
  {
    id: 'v-counsel-indigent-amend',
    style: 'amend',
    title: 'An Act to amend Section 27-40 of the Criminal Procedure Code',
    text: 'Section 1. Section 27-40 of the Criminal Procedure Code is amended by adding at the end the following new subsection: "(c) A defendant charged with a felony who cannot afford an attorney shall not be appointed one at public expense, and no court shall delay a trial to allow such a defendant to obtain a lawyer." Sec. 2. Section 27-41 (appointment of public defenders) is repealed.',
    expect: 'counsel',
  },
  {
    id: 'v-jury-judge-alone-westminster',
    style: 'westminster',
    title: 'Organised Crime (Trials) Bill',
    text: 'Clause 1 Offences to which this Act applies. This Act applies to offences under the Racketeering Act, including offences punishable by imprisonment for up to fifteen years. Clause 2 Mode of trial. (1) Every offence to which this Act applies shall be tried by a judge sitting alone. (2) The accused shall have no right to elect trial by jury, and no jury shall be empanelled. Clause 3 Commencement. This Act comes into force on the day it is passed.',
    expect: 'jury',
  },
  {
    id: 'v-vote-race-literacy-markup',
    style: 'markup',
    title: 'HOUSE BILL 915 — Voter Registration — Qualifications',
    text: `HOUSE BILL 915. AN ACT concerning Voter Registration – Qualifications. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Election Law, 3–102. (a) A person may become registered to vote if the person is a citizen, at least 18 years old and a resident of the State. (B) A PERSON OF AFRICAN DESCENT MAY BECOME REGISTERED TO VOTE ONLY UPON PASSING AN EXAMINATION ON THE STATE CONSTITUTION ADMINISTERED BY THE COUNTY REGISTRAR. ${markupNote}`,
    expect: 'vote-race',
  },
  {
    id: 'v-vote-race-grandfather-euphemism',
    style: 'euphemism',
    title: 'Ballot Integrity and Heritage Act',
    text: 'Section 1. Heritage exemption. A person whose father or grandfather was entitled to vote in this State on January 1, 1866 may register to vote on proof of residence alone. Sec. 2. Other applicants. Every other applicant for registration shall, before being registered, read aloud and explain to the satisfaction of the registrar any section of the State Constitution the registrar selects. Sec. 3. Purpose. The Legislature intends by this Act to preserve the electorate as it was constituted before the adoption of the Fifteenth Amendment.',
    expect: 'vote-race',
  },
  {
    id: 'v-vote-sex-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 31',
    text: 'ARTICLE 31. To see if the Town will vote to amend Section 2-1 of the General Bylaws so that only male residents of the Town who are registered voters may vote at Town Meeting and in the election of Town officers, and to petition the General Court for any special legislation needed for that purpose, or take any other action relative thereto.',
    expect: 'vote-sex',
  },
  {
    id: 'v-quartering-letter',
    style: 'letter',
    title: 'Letter to Representative Haines',
    text: 'Dear Representative Haines, I am writing to ask you to introduce a law for this summer\'s Army training exercises. Every household within ten miles of Fort Ridley should be required to give a bed and meals to two soldiers for as long as the Army asks, without payment and whether or not the homeowner agrees. It would save the taxpayers the cost of barracks. Thank you for considering this. Sincerely, Walter Pruitt, Ridley Township.',
    expect: 'quartering',
  },
  {
    id: 'v-attainder-schedule-westminster',
    style: 'westminster',
    title: 'Treason (Named Persons) Bill',
    text: 'Clause 1 Declaration. (1) The persons listed in Schedule 1 are hereby declared guilty of treason against the State. (2) All real and personal property of the persons so listed is forfeited to the State. Clause 2 Execution. The Attorney General shall take possession of the property forfeited under clause 1. SCHEDULE 1 — PERSONS DECLARED GUILTY: Marcus Ellery, of Eastfield; Joan Whitcombe, of Port Allen; Daniel Osei, of Millbrook.',
    expect: 'attainder',
  },
  {
    id: 'v-attainder-tenants-alliance-ordinance',
    style: 'euphemism',
    title: 'Ordinance No. 2026-41, Housing Policy Integrity',
    text: 'The City Council of Riverside finds that the organization known as the Riverside Tenants Alliance, and its officers Karen Holt and Luis Mena, have engaged in a campaign of sabotage against city housing policy. Now, therefore, the City Council ordains: Section 1. A penalty of $25,000 is imposed on each of the Riverside Tenants Alliance, Karen Holt and Luis Mena. Section 2. Karen Holt and Luis Mena are barred for life from any city employment or city contract.',
    expect: 'attainder',
  },
  {
    id: 'v-ex-post-facto-strike-insert-amend',
    style: 'amend',
    title: 'An Act to amend Section 9(a) of the Controlled Substances Act',
    text: 'Section 1. Section 9(a) of the Controlled Substances Act is amended by striking "five years" and inserting "fifteen years". Sec. 2. Application. The amendment made by section 1 applies to offences committed before, on or after the date of enactment of this Act, and any person serving a sentence under section 9(a) on that date shall be resentenced accordingly.',
    expect: 'ex-post-facto',
  },
  {
    id: 'v-ex-post-facto-vaping-explainer',
    style: 'explainer',
    title: 'Explainer: The Youth Vaping Accountability Act',
    text: 'What the bill does: • Makes it a felony, punishable by up to two years in prison, to have sold flavored vaping products at any time since January 1, 2021. • Covers sales made before the bill becomes law, when those sales were legal. • Directs district attorneys to review past sales records of licensed retailers. Why it matters: supporters say retailers profited from hooking teenagers.',
    expect: 'ex-post-facto',
  },
  {
    id: 'v-nobility-baron-omnibus',
    style: 'omnibus',
    title: 'Philanthropy Recognition Act',
    text: omnibus(
      'Philanthropy Recognition Act',
      'charitable giving to the State',
      'Recognition of donors. The Governor may confer upon any citizen who donates more than $1,000,000 to the State the hereditary title of "Baron of the Commonwealth", which shall descend to the donor\'s eldest child and shall entitle the holder to precedence at state ceremonies.',
    ),
    expect: 'nobility',
  },
  {
    id: 'v-equal-protection-academy-omnibus',
    style: 'omnibus',
    title: 'Public Safety Workforce Act',
    text: omnibus(
      'Public Safety Workforce Act',
      'the public safety workforce',
      'Academy admission. Admission to the State Police Academy shall be limited to applicants of European ancestry.',
    ),
    expect: 'equal-protection',
  },
  {
    id: 'v-equal-protection-housing-letter',
    style: 'letter',
    title: 'Letter to the Fairview Housing Authority Board',
    text: 'To the members of the Housing Authority Board: We are long-time tenants of the Elm Street apartments and we ask the Board to adopt a rule that families of Mexican origin may not rent units in any city-owned housing, and that those now living there be given notice to leave at the end of their lease. We believe this would improve the neighborhood. Respectfully, the Elm Street Residents Committee.',
    expect: 'equal-protection',
  },
  {
    id: 'v-equal-protection-women-judges-westminster',
    style: 'westminster',
    title: 'Courts (Judicial Appointments) Bill',
    text: 'Clause 1 Qualifications for appointment. (1) A person is eligible to be appointed as a judge of the Circuit Court if that person has been a member of the bar for at least ten years. (2) A woman is not eligible to be appointed as a judge of the Circuit Court or of the Court of Appeals. Clause 2 Transitional provision. Nothing in clause 1 affects a judge in office when this Act comes into force.',
    expect: 'equal-protection',
  },

  // ---------------------------------------------------------- constitutional
  {
    id: 'c-zoning-parking-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 22',
    text: 'ARTICLE 22. To see if the Town will vote to amend the Zoning Bylaw, Section 6.2, Off-Street Parking, to require that every place of public assembly, including churches, mosques, synagogues, theaters, function halls and lodge halls, provide one off-street parking space for every four seats, or take any other action relative thereto. (Planning Board.)',
    expect: 'constitutional',
  },
  {
    id: 'c-amplified-sound-westminster',
    style: 'westminster',
    title: 'Public Streets (Amplified Sound) Bill',
    text: 'Clause 1 Amplified sound at night. (1) No person shall operate sound-amplifying equipment in a public street between 10 p.m. and 7 a.m. (2) This clause applies irrespective of the content of any speech, music or other sound amplified. Clause 2 Exceptions. Clause 1 does not apply to emergency services. Clause 3 Penalty. A person who contravenes clause 1 is liable to a fine not exceeding $200.',
    expect: 'constitutional',
  },
  {
    id: 'c-warrant-particularity-amend',
    style: 'amend',
    title: 'An Act to amend Section 12(a) of the Code of Criminal Procedure (particularity)',
    text: 'Section 1. Section 12(a) of the Code of Criminal Procedure is amended by inserting after "probable cause" the words ", supported by oath or affirmation and particularly describing the place to be searched and the persons or things to be seized,". Sec. 2. Section 12 is further amended by adding: "(d) A copy of the warrant shall be left with the occupant or at the premises searched." Sec. 3. This Act takes effect on passage.',
    expect: 'constitutional',
  },
  {
    id: 'c-religious-ceremony-omnibus',
    style: 'omnibus',
    title: 'Marriage License Modernization Act',
    text: omnibus(
      'Marriage License Modernization Act',
      'marriage licenses',
      'Rights of religious organizations. Nothing in this Act requires any church, mosque, synagogue, temple or other religious organization, or any member of the clergy, to solemnize any marriage contrary to its religious beliefs.',
    ),
    expect: 'constitutional',
  },
  {
    id: 'c-religious-holiday-letter',
    style: 'letter',
    title: 'Letter to Assemblymember Okafor',
    text: 'Dear Assemblymember Okafor, I am asking for a law that gives every public school student up to two excused absences a year to observe a religious holiday of their own faith, whatever that faith is, with a chance to make up any missed test. My daughter had to choose between Diwali and a chemistry exam this year. Thank you, Priya Raman.',
    expect: 'constitutional',
  },
  {
    id: 'c-voter-id-free-markup',
    style: 'markup',
    title: 'HOUSE BILL 220 — Elections — Identification Cards',
    text: `HOUSE BILL 220. AN ACT concerning Elections – Identification Cards. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Election Law, 10–310. (c) A voter who does not have photo identification may obtain a voter identification card from any county clerk [upon payment of a fee of $25] FREE OF CHARGE. (D) A VOTER WITHOUT IDENTIFICATION MAY CAST A PROVISIONAL BALLOT, WHICH SHALL BE COUNTED IF THE VOTER'S SIGNATURE MATCHES THE REGISTRATION RECORD. ${markupNote}`,
    expect: 'constitutional',
  },
  {
    id: 'c-hate-crime-statistics-explainer',
    style: 'explainer',
    title: 'Explainer: The Hate Crimes Data Act',
    text: 'What the bill does: • Requires the State Police to publish each year aggregate statistics on reported hate crimes, broken down by the race, religion, national origin and sex of the victims. • Forbids publishing any name or other personal identifying information. • Funds training for local departments on how to report. Who supports it: civil-rights groups and the police chiefs\' association.',
    expect: 'constitutional',
  },
  {
    id: 'c-journalist-shield-westminster',
    style: 'westminster',
    title: 'Journalists (Protection of Sources) Bill',
    text: 'Clause 1 Protection of sources. (1) No court or agency may compel a journalist to disclose the identity of a confidential source, or any material that would identify one. (2) Subsection (1) does not apply where the High Court is satisfied that disclosure is necessary to prevent an imminent loss of life. Clause 2 Interpretation. "Journalist" includes a person who regularly gathers news for publication by a newspaper, broadcaster or website.',
    expect: 'constitutional',
  },
  {
    id: 'c-minutes-criticism-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 9',
    text: 'ARTICLE 9. To see if the Town will vote to require that the minutes of every meeting of the Select Board, including a summary of every public comment made at the meeting, whether supportive of or critical of the Board or of any Town official, be posted on the Town website within seven days of the meeting, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'c-guard-housing-amend',
    style: 'amend',
    title: 'An Act to amend Section 3 of the Armory Act',
    text: 'Section 1. Section 3 of the Armory Act is amended by adding the following new subsection: "(d) During a declared emergency, the Adjutant General may house members of the National Guard in state armories, in school buildings that are closed, and in hotels under contract at the usual rate. No member of the Guard shall be housed in any private home without the consent of the owner." Sec. 2. This Act takes effect on passage.',
    expect: 'constitutional',
  },
  {
    id: 'c-retail-theft-omnibus',
    style: 'omnibus',
    title: 'Retail Theft Sentencing Act',
    text: omnibus(
      'Retail Theft Sentencing Act',
      'retail theft',
      'Alternatives to jail. For retail theft of property valued under $500, a misdemeanor punishable by a fine of up to $1,000 or up to 30 days in jail, the court may instead order restitution to the merchant and up to 40 hours of community service.',
    ),
    expect: 'constitutional',
  },
  {
    id: 'c-violent-offender-registry-euphemism',
    style: 'euphemism',
    title: 'Community Safety Registry Act',
    text: 'Section 1. Registry. The Department of Public Safety shall maintain a registry of persons convicted, after trial or plea, of a violent felony. Sec. 2. Notice. Each person shall be notified in writing before being entered on the registry and may contest the entry before an administrative law judge. Sec. 3. Removal. A registrant may petition the sentencing court for removal after ten years without a further conviction.',
    expect: 'constitutional',
  },
  {
    id: 'c-legislator-gifts-letter',
    style: 'letter',
    title: 'Letter to Senator Vance',
    text: 'Dear Senator Vance, I propose a law requiring every state legislator to publish, each January, a list of every gift worth more than $50 received in the past year, with the name of the giver. Voters should be able to see this and judge or criticise their representatives for it. I hope you will sponsor it. Yours truly, Dolores Kim.',
    expect: 'constitutional',
  },
  {
    id: 'c-licence-revocation-hearing-westminster',
    style: 'westminster',
    title: 'Taxi Licensing Bill',
    text: 'Clause 7 Revocation of licences. (1) The licensing authority may suspend or revoke a taxi driver\'s licence only after giving the holder written notice of the grounds and an opportunity to be heard. (2) The holder may appeal against a revocation to the county court within 28 days. (3) Where the holder presents an immediate danger to the public, the authority may suspend the licence pending the hearing, which must then be held within 14 days.',
    expect: 'constitutional',
  },
  {
    id: 'c-parade-permit-town',
    style: 'town-meeting',
    title: 'Special Town Meeting Warrant, Article 3',
    text: 'ARTICLE 3. To see if the Town will vote to adopt a bylaw requiring that any parade or procession of more than 200 persons on a public way obtain a permit from the Chief of Police at least ten days in advance, the permit to be granted unless another event has been scheduled for the same place and time, and without regard to the purpose or message of the parade, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'c-public-defender-explainer',
    style: 'explainer',
    title: 'Explainer: The Right to Counsel Expansion Act',
    text: 'What the bill does: • Expands the state public defender office by 120 attorneys. • Requires that every defendant facing possible jail time who cannot afford a lawyer be appointed one within 48 hours of arrest. • Caps public defender caseloads at 150 felonies a year. Cost: $31 million a year.',
    expect: 'constitutional',
  },
  {
    id: 'c-juror-age-amend',
    style: 'amend',
    title: 'An Act to amend Section 15(b) of the Jury Act',
    text: 'Section 1. Section 15(b) of the Jury Act is amended by striking "twenty-one" and inserting "eighteen". Sec. 2. Section 15 is further amended by adding: "(e) No citizen shall be excluded from jury service on account of race, color, religion, sex, national origin or economic status."',
    expect: 'constitutional',
  },
  {
    id: 'c-prospective-penalty-omnibus',
    style: 'omnibus',
    title: 'Wildlife Protection Penalties Act',
    text: omnibus(
      'Wildlife Protection Penalties Act',
      'wildlife protection',
      'Application. The increased fines for poaching provided by this Act apply only to offenses committed on or after the effective date of this Act; offenses committed before that date are punishable as provided by the law in force when they were committed.',
    ),
    expect: 'constitutional',
  },
  {
    id: 'c-retroactive-tax-credit-markup',
    style: 'markup',
    title: 'SENATE BILL 310 — Income Tax — Caregiver Credit',
    text: `SENATE BILL 310. AN ACT concerning Income Tax – Caregiver Credit. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Tax – General, 10–751. (a) An individual may claim a credit against the income tax of up to [$500] $1,000 for expenses of caring for a disabled family member. (B) THE INCREASED CREDIT UNDER THIS SECTION APPLIES RETROACTIVELY TO TAXABLE YEARS BEGINNING AFTER DECEMBER 31, 2024. ${markupNote}`,
    expect: 'constitutional',
  },
  {
    id: 'c-medal-of-valour-westminster',
    style: 'westminster',
    title: 'State Medal of Valour Bill',
    text: 'Clause 1 The State Medal of Valour. (1) The Governor may award the State Medal of Valour to any person who has performed an act of outstanding bravery in the State. (2) The Medal confers no title, rank, privilege or precedence, and is not hereditary. Clause 2 Register of awards. The Secretary of State shall keep a public register of awards of the Medal.',
    expect: 'constitutional',
  },
  {
    id: 'c-school-clubs-letter',
    style: 'letter',
    title: 'Petition to the Lincoln School District Board',
    text: 'We, the parents of students at Lincoln Elementary, ask the school board to adopt a policy that no student may be excluded from any team, club or activity because of race, sex, religion or national origin, and that any complaint of exclusion be investigated by the principal within ten school days. Signed, the Lincoln Elementary Parent-Teacher Association.',
    expect: 'constitutional',
  },
  {
    id: 'c-stained-glass-museum-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 17',
    text: 'ARTICLE 17. To see if the Town will vote to accept the gift of a stained-glass window from the former First Congregational Church building for display in the Town Historical Museum, with a plaque describing the window\'s history as part of the architectural heritage of the Town, and to appropriate $1,200 for its installation, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'c-phone-location-warrant-explainer',
    style: 'explainer',
    title: 'Explainer: The Location Privacy Act',
    text: 'What the bill does: • Requires police to obtain a warrant from a judge, based on probable cause, before getting a person\'s phone location history from a carrier. • In an emergency involving imminent danger of death or serious injury, police may get the data first but must apply for a warrant within 48 hours. • Evidence obtained in violation is inadmissible.',
    expect: 'constitutional',
  },
  {
    id: 'c-worship-residential-omnibus',
    style: 'omnibus',
    title: 'Land Use Simplification Act',
    text: omnibus(
      'Land Use Simplification Act',
      'land use',
      'Places of assembly. Houses of worship shall be permitted uses in every residential zone on the same terms, including setbacks, height limits and parking requirements, as schools and community centers.',
    ),
    expect: 'constitutional',
  },
  {
    id: 'c-bridge-naming-amend',
    style: 'amend',
    title: 'An Act to amend Section 2 of the Veterans Honors Act',
    text: 'Section 1. Section 2 of the Veterans Honors Act is amended by inserting at the end: "(m) The bridge carrying State Route 9 over the Pine River shall be named the Sergeant Maria Delgado Memorial Bridge, in honor of Sergeant Delgado, who was killed in action in 2019." Sec. 2. The Department of Transportation shall erect suitable signs.',
    expect: 'constitutional',
  },
  {
    id: 'c-community-harmony-grants-euphemism',
    style: 'euphemism',
    title: 'Community Harmony Grants Act',
    text: 'Section 1. Grants. The Department of Community Affairs shall award grants of up to $50,000 to neighborhood associations and nonprofit organizations for mediation services, youth sports and neighborhood clean-up programs. Sec. 2. Eligibility. Religious and secular organizations are eligible on equal terms, and grants shall be awarded on published criteria without regard to religious affiliation. Sec. 3. No grant may be used for worship or religious instruction.',
    expect: 'constitutional',
  },
  {
    id: 'c-threats-election-officials-westminster',
    style: 'westminster',
    title: 'Election Officials (Protection) Bill',
    text: 'Clause 1 Threats against election officials. (1) A person commits an offence who threatens to kill or cause serious injury to an election official, or to a member of the official\'s family, with intent to influence the performance of the official\'s duties. (2) Nothing in this clause applies to criticism of an official or of the conduct of an election. Clause 2 Penalty. A person guilty of an offence under clause 1 is liable to imprisonment for up to two years.',
    expect: 'constitutional',
  },
  {
    id: 'c-legal-notices-markup',
    style: 'markup',
    title: 'HOUSE BILL 58 — Legal Notices — Publication',
    text: `HOUSE BILL 58. AN ACT concerning Legal Notices – Publication. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article 1, 1–105. (a) A legal notice required by law may be published in any newspaper of general circulation in the county [designated by the county commissioners] OR ON THE COUNTY'S OFFICIAL WEBSITE. ${markupNote}`,
    expect: 'constitutional',
  },
  {
    id: 'c-agency-complaints-letter',
    style: 'letter',
    title: 'Letter to Representative Blum',
    text: 'Dear Representative Blum, I propose a law that every state agency must answer a written complaint or petition from a resident within thirty days, and must tell the resident how to appeal if the answer is no. Last year I waited five months for a reply from the Department of Revenue. Sincerely, Arthur Nwosu.',
    expect: 'constitutional',
  },
  {
    id: 'c-ame-monument-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 28',
    text: 'ARTICLE 28. To see if the Town will vote to appropriate $3,000 from Community Preservation funds to restore the monument at the site of the former African Methodist Episcopal meeting house on Ridge Road and to install a marker telling the history of the Town\'s Black families, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'c-solitary-limits-omnibus',
    style: 'omnibus',
    title: 'Correctional Standards Act',
    text: omnibus(
      'Correctional Standards Act',
      'correctional facilities',
      'Humane treatment. No inmate shall be held in solitary confinement for more than fifteen consecutive days, no inmate shall be subjected to corporal punishment, and every inmate shall receive adequate food, medical care and daily exercise.',
    ),
    expect: 'constitutional',
  },
  {
    id: 'c-translated-forms-explainer',
    style: 'explainer',
    title: 'Explainer: The Language Access Act',
    text: 'What the bill does: • Requires state agencies to provide forms and notices in the five languages other than English most spoken in the State. • Requires interpreters at benefit offices on request. • Does not change who is eligible for any program; immigrants of every national origin are served on the same terms as everyone else.',
    expect: 'constitutional',
  },
  {
    id: 'c-early-voting-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 4',
    text: 'ARTICLE 4. To see if the Town will vote to extend in-person early voting for Town elections to include the Saturday before each election, from 9 a.m. to 5 p.m., for all registered voters, and to appropriate $800 for poll workers, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'c-soldiers-barracks-westminster',
    style: 'westminster',
    title: 'Armed Forces (Training Areas) Bill',
    text: 'Clause 1 Accommodation. (1) Members of the armed forces taking part in training exercises shall be accommodated in military barracks, in tents on land of the State, or in premises hired with the agreement of the owner at a reasonable rent. (2) Nothing in this Act authorises the billeting of any soldier in a private dwelling without the owner\'s consent.',
    expect: 'constitutional',
  },
];

/**
 * Held-out list: written with the set above, measured only by counts.
 * Do not read item by item; do not tune on it.
 */
export const SIXTEENTH_HELD_OUT_BILLS: SixteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'h-v-religion-student-list-explainer',
    style: 'explainer',
    title: 'Explainer: The Campus Awareness Act',
    text: 'What the bill does: • Requires every public university to keep a list of students who belong to a Muslim student association or attend Friday prayers on campus. • Requires the list, with names and home addresses, to be sent to the State Police each semester. • Applies to community colleges from 2028.',
    expect: 'religion-exercise',
  },
  {
    id: 'h-v-establishment-state-bishop-amend',
    style: 'amend',
    title: 'An Act to amend Section 3 of the State Symbols Act',
    text: 'Section 1. Section 3 of the State Symbols Act is amended by adding after subsection (j): "(k) The official religion of the State is Christianity. The Governor shall appoint a State Bishop, whose salary shall be paid from the General Fund, to lead worship at all state ceremonies." Sec. 2. This Act takes effect January 1.',
    expect: 'establishment',
  },
  {
    id: 'h-v-speech-dishonesty-town',
    style: 'town-meeting',
    title: 'Special Town Meeting Warrant, Article 11',
    text: 'ARTICLE 11. To see if the Town will vote to adopt a bylaw imposing a fine of $500 on any person who, at any public meeting, in any letter to a newspaper or on any website, accuses a Town official or employee of dishonesty or incompetence, or take any other action relative thereto.',
    expect: 'speech',
  },
  {
    id: 'h-v-press-police-approval-letter',
    style: 'letter',
    title: 'Letter to Councilmember Reyes',
    text: 'Dear Councilmember Reyes, I want the Council to pass a law that any newspaper or news website printing a story about our police department must first send the story to the Police Commissioner, and may print it only if the Commissioner approves. Too many unfair stories are being published. Sincerely, a concerned resident.',
    expect: 'press',
  },
  {
    id: 'h-v-assembly-opposition-westminster',
    style: 'westminster',
    title: 'Public Order (Gatherings) Bill',
    text: 'Clause 8 Prohibited gatherings. (1) Any gathering of five or more persons in a public place for the purpose of opposing the policies of the Government is unlawful. (2) A constable may arrest without warrant every person present at such a gathering. Clause 9 Short title. This Act may be cited as the Public Order (Gatherings) Act.',
    expect: 'assembly',
  },
  {
    id: 'h-v-search-renovations-omnibus',
    style: 'omnibus',
    title: 'Residential Building Permits Act',
    text: omnibus(
      'Residential Building Permits Act',
      'residential building permits',
      'Inspections. Building inspectors may enter any private residence at any hour, without a warrant and without the consent of the occupant, and may open closets, drawers and containers, to look for evidence of unpermitted renovations.',
    ),
    expect: 'search',
  },
  {
    id: 'h-v-cruel-starvation-markup',
    style: 'markup',
    title: 'HOUSE BILL 661 — Correctional Services — Discipline',
    text: `HOUSE BILL 661. AN ACT concerning Correctional Services – Discipline. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Correctional Services, 9–614. (a) An inmate who is found to have violated a rule of the institution [may lose good-conduct credits after a disciplinary hearing] SHALL BE DENIED ALL FOOD FOR THREE DAYS AND SHALL BE CHAINED TO THE WALL OF HIS CELL FOR THIRTY DAYS. ${markupNote}`,
    expect: 'cruel-punishment',
  },
  {
    id: 'h-v-due-process-closure-euphemism',
    style: 'euphemism',
    title: 'Administrative Streamlining Act',
    text: 'Section 1. Streamlined abatement. The Director of Neighborhood Services may permanently close any business the Director deems a nuisance, and may sell its inventory, forthwith and without notice, hearing or judicial review. Sec. 2. Proceeds of sale shall be deposited in the Neighborhood Improvement Fund.',
    expect: 'due-process',
  },
  {
    id: 'h-v-jury-single-judge-letter',
    style: 'letter',
    title: 'Letter to Senator Abbott',
    text: 'Dear Senator Abbott, juries in our county are too soft. I propose a law that all felony cases be decided by a single judge, and that defendants no longer be allowed to ask for a jury trial. It would save money and time. Sincerely, Frank Duval.',
    expect: 'jury',
  },
  {
    id: 'h-v-vote-sex-explainer',
    style: 'explainer',
    title: 'Explainer: The Household Franchise Act',
    text: 'What the bill does: • Allows only the male head of each household to vote in municipal elections. • Wives and adult daughters living in the household would no longer be eligible to vote in those elections. • State and federal elections are unaffected.',
    expect: 'vote-sex',
  },
  {
    id: 'h-v-attainder-treasurer-town',
    style: 'town-meeting',
    title: 'Special Town Meeting Warrant, Article 2',
    text: 'ARTICLE 2. To see if the Town will vote to declare that John Farris, former Town Treasurer, is guilty of embezzling Town funds, and to order that his house at 14 Mill Street be forfeited to the Town without further proceedings, or take any other action relative thereto.',
    expect: 'attainder',
  },
  {
    id: 'h-v-ex-post-facto-retrospective-westminster',
    style: 'westminster',
    title: 'Waste Dumping (Offences) Bill',
    text: 'Clause 2 Offence. A person who deposits industrial waste on land without a permit commits an offence punishable by imprisonment for up to five years. Clause 11 Retrospective effect. Clause 2 applies to deposits made before this Act comes into force, including deposits made when no permit was required.',
    expect: 'ex-post-facto',
  },
  {
    id: 'h-v-equal-protection-china-omnibus',
    style: 'omnibus',
    title: 'Small Business Licensing Act',
    text: omnibus(
      'Small Business Licensing Act',
      'small business licensing',
      'Eligibility. No person born in China shall be eligible for a state business license, and any such license now held by a person born in China shall expire on December 31.',
    ),
    expect: 'equal-protection',
  },

  // ---------------------------------------------------------- constitutional
  {
    id: 'h-c-height-limit-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 19',
    text: 'ARTICLE 19. To see if the Town will vote to amend the Zoning Bylaw to limit the height of buildings in the Village Center district to 40 feet, applying to all buildings including churches, except that an existing steeple or bell tower may be repaired or rebuilt to its present height, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-hospital-demonstrations-westminster',
    style: 'westminster',
    title: 'Hospitals (Access) Bill',
    text: 'Clause 5 Demonstrations near hospitals. (1) A demonstration held within 50 metres of a hospital entrance must not obstruct the entrance and must not exceed 70 decibels. (2) This clause applies whatever the subject or message of the demonstration.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-game-warden-warrant-amend',
    style: 'amend',
    title: 'An Act to amend Section 8 of the Wildlife Act',
    text: 'Section 1. Section 8 of the Wildlife Act is amended by striking "may search any vehicle" and inserting "may search a vehicle only with the consent of the driver or under a warrant issued by a judge on probable cause". Sec. 2. This Act takes effect on passage.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-religious-holiday-swap-letter',
    style: 'letter',
    title: 'Letter to Delegate Harmon',
    text: 'Dear Delegate Harmon, I ask for a law letting state employees exchange one paid state holiday each year for a religious holiday of their own faith, so that Jewish, Muslim, Hindu and other employees do not have to use vacation days. Sincerely, Miriam Goldfarb.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-public-records-explainer',
    style: 'explainer',
    title: 'Explainer: The Open Records Timeliness Act',
    text: 'What the bill does: • Requires state agencies to respond to public-records requests from reporters, newspapers and citizens within ten business days. • Caps copying fees at ten cents a page. • Lets a requester appeal a denial to the Public Access Counselor.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-transit-assault-omnibus',
    style: 'omnibus',
    title: 'Transit Worker Safety Act',
    text: omnibus(
      'Transit Worker Safety Act',
      'public transit',
      'Assault on transit workers. Assault on a bus driver or other transit worker while on duty is a class A misdemeanor punishable by up to one year in jail and a fine of up to $2,500.',
    ),
    expect: 'constitutional',
  },
  {
    id: 'h-c-polling-hours-markup',
    style: 'markup',
    title: 'SENATE BILL 12 — Elections — Polling Hours',
    text: `SENATE BILL 12. AN ACT concerning Elections – Polling Hours. SECTION 1. BE IT ENACTED BY THE GENERAL ASSEMBLY, That the Laws of the State read as follows: Article – Election Law, 10–301. (a) Each polling place shall be open from 7 a.m. until [7 p.m.] 8 P.M. on election day, and every voter in line at closing time shall be allowed to vote. ${markupNote}`,
    expect: 'constitutional',
  },
  {
    id: 'h-c-neighborhood-watch-euphemism',
    style: 'euphemism',
    title: 'Neighborhood Watch Support Act',
    text: 'Section 1. Grants. The Department of Public Safety may award grants for street lighting, signage and training to registered neighborhood watch groups. Sec. 2. Limits. Volunteers may not detain, search or question any person, and shall report concerns to the police. Sec. 3. Training shall include de-escalation and the avoidance of racial profiling.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-service-personnel-westminster',
    style: 'westminster',
    title: 'Service Personnel (Accommodation) Bill',
    text: 'Clause 3 Accommodation of service personnel. (1) Members of the armed forces on exercise shall be accommodated in military barracks or in premises hired with the agreement of the owner. (2) The Secretary of State may by regulations set the rates payable for hired premises.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-complaints-board-town',
    style: 'town-meeting',
    title: 'Annual Town Meeting Warrant, Article 12',
    text: 'ARTICLE 12. To see if the Town will vote to establish a five-member Citizens\' Advisory Board to receive and review complaints from residents about the conduct of Town officials and employees, and to report its findings publicly each year, or take any other action relative thereto.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-parking-fine-reduction-amend',
    style: 'amend',
    title: 'An Act to amend Section 6 of the Municipal Parking Act',
    text: 'Section 1. Section 6 of the Municipal Parking Act is amended by striking "$50" and inserting "$25". Sec. 2. The reduced fine applies to every ticket issued before the date of enactment that remains unpaid on that date.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-equal-pay-explainer',
    style: 'explainer',
    title: 'Explainer: The Pay Equity Act',
    text: 'What the bill does: • Requires employers with 15 or more employees to pay men and women equally for substantially similar work. • Allows differences based on seniority, merit or production. • Provides back pay for violations, enforced by the Labor Commissioner.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-juror-pay-letter',
    style: 'letter',
    title: 'Letter to Assemblymember Chu',
    text: 'Dear Assemblymember Chu, I propose that jurors be paid $50 a day, so that juries reflect the whole community, whatever a person\'s income, race or sex, and not only those who can afford to miss work. Thank you for your time. Leticia Morales.',
    expect: 'constitutional',
  },
];
