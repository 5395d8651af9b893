import type { SetClauseKey } from './dev-bills-checks';

/**
 * Thirteenth development set for the offline constitutionality check
 * (27 Nov 2026). Written BEFORE reading the rule files, in drafting styles
 * unlike the earlier sets: state-legislature bills with "Section 1."
 * numbering, long WHEREAS findings, city ordinances ("Be it ordained"),
 * plain-language citizen drafts, and bills that amend an existing code
 * section by reference. Half are plainly constitutional (heavy on the
 * look-alikes: neutral zoning, time/place/manner rules, warrant procedures,
 * neutral programs, ordinary sentencing, prospective penalties, honours that
 * are not titles, civics curricula, religious accommodations that do not
 * establish), half violate exactly one clause.
 *
 * `expect` is either 'constitutional' or the clause the bill violates, named
 * by this set's own keys (mapped to the provider's clause ids in the spec).
 *
 * THIRTEENTH_HELD_OUT_BILLS was written at the same time, by the same hand,
 * and is only ever measured by counts (before/after), never read item by
 * item and never tuned on.
 */

/** The clause a violating bill of this set breaks: the keys of the keyed sets (dev-bills-checks.ts). */
export type ThirteenthClauseKey = SetClauseKey;

export interface ThirteenthBill {
  id: string;
  style: 'state' | 'whereas' | 'ordinance' | 'plain' | 'amend';
  title: string;
  text: string;
  expect: 'constitutional' | ThirteenthClauseKey;
}

export const THIRTEENTH_DEV_BILLS: ThirteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'v-religion-registry-state',
    style: 'state',
    title: 'Community Safety Enrollment Act',
    text: 'Section 1. Short title. This Act may be cited as the Community Safety Enrollment Act. Section 2. Enrollment. Each resident of this State who practices the Islamic faith shall, within thirty days of the effective date of this Act, enroll with the Department of Public Safety and provide the address of the mosque he or she attends. Section 3. Penalty. Failure to enroll is a class B misdemeanor. Section 4. Effective date. This Act takes effect July 1.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-religion-office-ban-ordinance',
    style: 'ordinance',
    title: 'Zoning Board Membership Ordinance',
    text: 'BE IT ORDAINED by the Council of the Town of Millbrook: Section 1. Membership of the Zoning Board of Appeals shall consist of five residents appointed by the Council. Section 2. No person who professes the Jewish faith shall be appointed to or serve on the Zoning Board of Appeals. Section 3. This ordinance shall take effect upon passage.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-establishment-whereas',
    style: 'whereas',
    title: 'Resolution on the Faith of the County',
    text: 'WHEREAS, the founders of Harlan County were people of deep Christian conviction; and WHEREAS, the Board of Supervisors wishes to honor that heritage; and WHEREAS, a shared faith strengthens the bonds of community; NOW, THEREFORE, BE IT ENACTED that Christianity is hereby declared the official religion of Harlan County, and that each meeting of every county board shall open with a Christian prayer led by a county employee, attendance at which is required of all county staff.',
    expect: 'establishment',
  },
  {
    id: 'v-speech-officials-plain',
    style: 'plain',
    title: 'Respect Our Mayor Act',
    text: 'Here is what this bill does. If you post something on social media that insults or makes fun of the mayor or any member of the city council, you will be fined $500 for each post. The police chief decides which posts count. The money goes to the city general fund.',
    expect: 'speech',
  },
  {
    id: 'v-speech-disrepute-state',
    style: 'state',
    title: 'Legislative Dignity Act',
    text: 'Section 1. Definitions. In this Act, "statement" means any spoken, written or electronic communication. Section 2. Offense. A person who makes any statement tending to bring the Legislature or any of its members into contempt or disrepute commits a misdemeanor punishable by up to six months in the county jail. Section 3. Truth is not a defense to a prosecution under this Act.',
    expect: 'speech',
  },
  {
    id: 'v-press-amend',
    style: 'amend',
    title: 'An Act amending Section 12-304 of the Revised Code concerning periodicals',
    text: 'Section 1. Section 12-304 of the Revised Code is amended by adding the following new subsection: "(c) No newspaper, magazine or news website operating in this State shall publish any article concerning the conduct of a state agency unless the article has first been submitted to and approved by the State Media Review Board." Section 2. A publisher who violates subsection (c) shall forfeit its business license.',
    expect: 'press',
  },
  {
    id: 'v-assembly-ordinance',
    style: 'ordinance',
    title: 'Public Gatherings Ordinance',
    text: 'THE CITY COUNCIL OF RIVERTON DOES ORDAIN AS FOLLOWS: Section 1. No permit shall be issued for any gathering, march or rally of more than ten persons whose purpose is to protest any action of the Mayor or the Council. Section 2. Persons who take part in such a gathering without a permit shall be arrested and fined $1,000. Section 3. Gatherings in support of city policy are exempt from this ordinance.',
    expect: 'assembly',
  },
  {
    id: 'v-petition-plain',
    style: 'plain',
    title: 'Stop Petition Spam',
    text: 'Too many people keep sending petitions to the county commission. Under this bill, anyone who sends more than two petitions or written complaints to the county commission in one year will be banned from contacting the commission for five years, and anyone who organizes a petition asking for the removal of a commissioner will be charged a $2,000 penalty.',
    expect: 'petition',
  },
  {
    id: 'v-search-ordinance',
    style: 'ordinance',
    title: 'Neighborhood Sweep Ordinance',
    text: 'Be it ordained by the City of Eastport: Section 1. Within the Central Improvement District, police officers may enter and search any dwelling, vehicle or storage unit at any hour, without a warrant and without the consent of the occupant, to look for evidence of any crime. Section 2. Items found may be seized and used in any prosecution.',
    expect: 'search',
  },
  {
    id: 'v-cruel-state',
    style: 'state',
    title: 'Retail Theft Deterrence Act',
    text: 'Section 1. Purpose. The purpose of this Act is to deter retail theft. Section 2. Punishment. Any person convicted of shoplifting merchandise of any value shall be publicly flogged with twenty lashes in the town square, and a second conviction shall be punished by the amputation of a hand. Section 3. Severability.',
    expect: 'cruel-punishment',
  },
  {
    id: 'v-due-process-amend',
    style: 'amend',
    title: 'An Act to amend Title 9, Chapter 4 (Professional Licensing)',
    text: 'Section 1. Title 9, Chapter 4, Section 410 is amended to read: "The Commissioner may suspend or permanently revoke any professional license at any time, for any reason, without prior notice to the licensee, without a hearing, and without any right of appeal." Section 2. All laws in conflict are repealed.',
    expect: 'due-process',
  },
  {
    id: 'v-counsel-plain',
    style: 'plain',
    title: 'Faster Trials Act',
    text: 'Trials take too long because of lawyers. This bill says that people charged with a crime that can send them to jail may not have a lawyer represent them at trial, and no public defender will be appointed for anyone. Judges will question the defendant directly.',
    expect: 'counsel',
  },
  {
    id: 'v-jury-state',
    style: 'state',
    title: 'Judicial Efficiency Act',
    text: 'Section 1. Notwithstanding any other provision of law, every criminal prosecution for a felony in the courts of this State shall be tried and decided by a single judge. Section 2. The right of a defendant to demand trial by jury in a felony case is abolished. Section 3. This Act applies to all cases filed after its effective date.',
    expect: 'jury',
  },
  {
    id: 'v-vote-race-whereas',
    style: 'whereas',
    title: 'Primary Election Integrity Resolution',
    text: 'WHEREAS, the party primary is the decisive election in this county; and WHEREAS, the Board seeks to preserve the traditions of the electorate; NOW, THEREFORE, it is enacted that eligibility to cast a ballot in any county primary election shall be limited to citizens of European descent, and that election judges shall refuse ballots offered by Black or Hispanic voters.',
    expect: 'vote-race',
  },
  {
    id: 'v-vote-sex-ordinance',
    style: 'ordinance',
    title: 'School Board Elections Ordinance',
    text: 'Be it ordained by the Township of Oakdale: Section 1. Elections for the School Board shall be held on the first Tuesday in May. Section 2. Only male residents of the Township who are at least eighteen years of age shall be entitled to vote in School Board elections. Section 3. Women may attend candidate forums but shall not cast ballots.',
    expect: 'vote-sex',
  },
  {
    id: 'v-quartering-state',
    style: 'state',
    title: 'Emergency Deployment Housing Act',
    text: 'Section 1. During any peacetime deployment of the National Guard within this State, the Adjutant General may assign soldiers to lodge in private homes. Section 2. Every homeowner in an affected county shall provide a bed and meals to the soldiers assigned to the home, and the consent of the owner is not required. Section 3. A homeowner who refuses shall be fined $500 per day.',
    expect: 'quartering',
  },
  {
    id: 'v-attainder-plain',
    style: 'plain',
    title: 'Hold Treasurer Dale Accountable',
    text: 'This bill declares that Martin Dale, who served as county treasurer from 2019 to 2023, is guilty of stealing public money. Without any trial, all of his bank accounts and his house are forfeited to the county, and he is barred for life from holding any public job in this State.',
    expect: 'attainder',
  },
  {
    id: 'v-ex-post-facto-amend',
    style: 'amend',
    title: 'An Act amending Section 45-12 (Vapor Products)',
    text: 'Section 1. Section 45-12 is amended to add: "(d) It is a felony, punishable by up to three years in prison, to have sold any flavored vapor product in this State at any time during the five years before the effective date of this subsection." Section 2. Prosecutors shall bring charges against every retailer who sold such products during that period, even though such sales were lawful when made.',
    expect: 'ex-post-facto',
  },
  {
    id: 'v-nobility-state',
    style: 'state',
    title: 'Distinguished Citizens Peerage Act',
    text: 'Section 1. The Governor may confer upon any citizen who has rendered extraordinary service the title of Baron or Baroness of the Commonwealth. Section 2. The title shall be hereditary, shall pass to the eldest child, and shall entitle its holder to a seat of precedence at all state functions. Section 3. The Secretary of State shall keep a roll of peers.',
    expect: 'nobility',
  },
  {
    id: 'v-race-license-ordinance',
    style: 'ordinance',
    title: 'Downtown Business Licensing Ordinance',
    text: 'The Council of the City of Linden ordains: Section 1. Business licenses for storefronts in the Downtown District shall be renewed annually. Section 2. No business license for the Downtown District shall be issued to any applicant of Asian ancestry. Section 3. Existing licenses held by such persons shall not be renewed.',
    expect: 'equal-protection',
  },
  {
    id: 'v-origin-employment-plain',
    style: 'plain',
    title: 'City Jobs for Real Locals',
    text: 'This proposal says the city will not hire anyone who was born in Mexico or Central America, even if they are citizens now. Any city employee who was born in one of those countries will be let go by the end of the year.',
    expect: 'equal-protection',
  },
  {
    id: 'v-sex-firefighters-amend',
    style: 'amend',
    title: 'An Ordinance amending Municipal Code Chapter 3.20 (Fire Department Personnel)',
    text: 'Section 1. Chapter 3.20 of the Municipal Code is amended by adding Section 3.20.015: "Women shall not be eligible for appointment as firefighters, and no female applicant shall be admitted to the fire academy." Section 2. This ordinance is effective thirty days after adoption.',
    expect: 'equal-protection',
  },

  // ----------------------------------------------------------- constitutional
  {
    id: 'c-zoning-worship-neutral',
    style: 'ordinance',
    title: 'Places of Assembly Parking Ordinance',
    text: 'Be it ordained by the City of Fairview: Section 1. Every place of assembly, including theaters, lodges, community halls and houses of worship, shall provide one off-street parking space for every four seats. Section 2. The same setback, height and parking standards apply to religious and non-religious assembly uses alike. Section 3. Existing buildings are grandfathered.',
    expect: 'constitutional',
  },
  {
    id: 'c-amplified-sound',
    style: 'ordinance',
    title: 'Park Quiet Hours Ordinance',
    text: 'THE CITY COUNCIL DOES ORDAIN: Section 1. No person shall operate amplified sound equipment in any public park between 10:00 p.m. and 7:00 a.m. Section 2. This section applies regardless of the content of the sound or message. Section 3. A violation is an infraction punishable by a fine of $50.',
    expect: 'constitutional',
  },
  {
    id: 'c-parade-permit',
    style: 'state',
    title: 'Street Use Permit Act',
    text: 'Section 1. Any group of more than fifty persons intending to march on a public street shall apply for a permit at least ten days in advance. Section 2. Permits shall be granted in the order applications are received, and the issuing officer shall not consider the message, viewpoint or identity of the applicant. Section 3. A denial shall state its reasons in writing and may be appealed to the municipal court within five days.',
    expect: 'constitutional',
  },
  {
    id: 'c-warrant-procedure',
    style: 'amend',
    title: 'An Act amending Section 17-201 (Residential Searches)',
    text: 'Section 1. Section 17-201 is amended to read: "A law enforcement officer shall not search a residence unless the officer first obtains a warrant issued by a judge upon probable cause, supported by oath, particularly describing the place to be searched and the things to be seized, or the occupant gives voluntary consent." Section 2. Evidence obtained in violation of this section is inadmissible.',
    expect: 'constitutional',
  },
  {
    id: 'c-body-cameras',
    style: 'whereas',
    title: 'Search Transparency Resolution',
    text: 'WHEREAS, public trust depends on accountable policing; and WHEREAS, recordings protect both residents and officers; NOW, THEREFORE, BE IT RESOLVED that every officer executing a search warrant shall wear an activated body camera, that a copy of the warrant shall be left with the occupant, and that the department shall publish annual statistics on the number of warrants executed.',
    expect: 'constitutional',
  },
  {
    id: 'c-neutral-grants',
    style: 'plain',
    title: 'Main Street Small Business Grants',
    text: 'This bill sets up a $2 million fund for grants of up to $20,000 to small businesses on Main Street. Any business with fewer than 25 employees can apply. Grants are awarded by lottery among eligible applicants, and no applicant may be favored or excluded because of race, sex, religion or national origin.',
    expect: 'constitutional',
  },
  {
    id: 'c-theft-sentencing',
    style: 'amend',
    title: 'An Act amending Penal Code Section 484 (Theft Grading)',
    text: 'Section 1. Penal Code Section 484 is amended to provide that theft of property valued at more than $1,000 but not more than $5,000 is a class D felony punishable by imprisonment for not more than two years, a fine of not more than $5,000, or both. Section 2. The court may order restitution to the victim.',
    expect: 'constitutional',
  },
  {
    id: 'c-plastic-bags-prospective',
    style: 'ordinance',
    title: 'Single-Use Bag Ordinance',
    text: 'Be it ordained: Section 1. Beginning January 1, 2027, no retail store shall provide a single-use plastic carryout bag to a customer. Section 2. A store that violates Section 1 is subject to a civil fine of $100 for each day of violation. Section 3. This ordinance applies only to conduct occurring on or after its effective date.',
    expect: 'constitutional',
  },
  {
    id: 'c-civic-medal',
    style: 'state',
    title: 'Medal of Civic Merit Act',
    text: 'Section 1. There is established the Medal of Civic Merit, to be awarded annually by the Governor to up to ten residents for outstanding volunteer service. Section 2. The medal is honorary only; it confers no title, rank, office, pension or privilege, and it is not hereditary. Section 3. Recipients shall be recognized at a ceremony in the Capitol.',
    expect: 'constitutional',
  },
  {
    id: 'c-civics-curriculum',
    style: 'whereas',
    title: 'Bill of Rights Education Act',
    text: 'WHEREAS, many graduates cannot name the freedoms protected by the First Amendment; and WHEREAS, an informed citizenry is essential to self-government; NOW, THEREFORE, Section 1. Every public high school shall include in its civics course instruction on the Bill of Rights, including freedom of religion, speech, press, assembly and petition, the right to counsel and trial by jury, and protection from unreasonable searches. Section 2. The State Board shall adopt standards by August 1.',
    expect: 'constitutional',
  },
  {
    id: 'c-religious-accommodation-employment',
    style: 'state',
    title: 'Workplace Religious Accommodation Act',
    text: 'Section 1. An employer with fifteen or more employees shall reasonably accommodate an employee\'s sincerely held religious observance or practice, including scheduling and dress, unless the accommodation would impose an undue hardship on the employer\'s business. Section 2. Nothing in this Act requires any employee to take part in a religious practice, and the State shall not prefer any religion.',
    expect: 'constitutional',
  },
  {
    id: 'c-prison-diets',
    style: 'plain',
    title: 'Religious Diets in State Prisons',
    text: 'This bill makes the Department of Corrections offer meals that fit an inmate\'s sincere religious dietary rules, such as kosher, halal or vegetarian meals, when the inmate asks. The same process applies to every faith and to inmates with no faith who need medical diets.',
    expect: 'constitutional',
  },
  {
    id: 'c-license-hearing',
    style: 'amend',
    title: 'An Act amending Title 9, Section 412 (License Discipline)',
    text: 'Section 1. Title 9, Section 412 is amended to read: "Before suspending or revoking any professional license, the Board shall give the licensee written notice of the charges and an opportunity for a hearing before an impartial hearing officer, at which the licensee may present evidence and be represented by counsel. The decision may be appealed to the circuit court."',
    expect: 'constitutional',
  },
  {
    id: 'c-public-defenders',
    style: 'state',
    title: 'Public Defender Funding Act',
    text: 'Section 1. The State Public Defender shall appoint counsel for every indigent defendant charged with an offense punishable by imprisonment, at the defendant\'s first appearance. Section 2. Caseloads shall not exceed 150 felony cases per attorney per year. Section 3. There is appropriated $14 million for fiscal year 2027.',
    expect: 'constitutional',
  },
  {
    id: 'c-jury-selection',
    style: 'ordinance',
    title: 'Jury Pool Modernization',
    text: 'The Judicial Council hereby provides: Section 1. Jury pools in each county shall be drawn at random from the combined lists of registered voters, licensed drivers and state identification card holders. Section 2. No person shall be excluded from jury service on account of race, sex, religion or national origin. Section 3. Jurors shall be paid $40 per day.',
    expect: 'constitutional',
  },
  {
    id: 'c-early-voting',
    style: 'plain',
    title: 'Easier Voting Act',
    text: 'This bill keeps polling places open from 6 a.m. to 8 p.m. on election day and adds two weeks of early voting at every county library. Every registered voter may vote early or by mail without giving a reason. Ballot instructions will be printed in the five most common languages in the county.',
    expect: 'constitutional',
  },
  {
    id: 'c-family-leave',
    style: 'state',
    title: 'Family Leave Act',
    text: 'Section 1. Every employee who becomes a parent by birth, adoption or foster placement is entitled to twelve weeks of paid leave. Section 2. The benefit is available on equal terms to mothers and fathers, regardless of sex. Section 3. Benefits are paid from the Family Leave Trust Fund.',
    expect: 'constitutional',
  },
  {
    id: 'c-guard-barracks',
    style: 'state',
    title: 'National Guard Readiness Act',
    text: 'Section 1. The Adjutant General may lease hotels and public buildings to house National Guard members during an emergency deployment. Section 2. No member of the Guard shall be lodged in any private house without the consent of the owner. Section 3. There is appropriated $3 million for housing costs.',
    expect: 'constitutional',
  },
  {
    id: 'c-charity-registration',
    style: 'amend',
    title: 'An Act amending Chapter 501 (Charitable Solicitation)',
    text: 'Section 1. Chapter 501 is amended to require every organization that solicits more than $50,000 a year from the public, whether secular or religious, to register with the Attorney General and file an annual financial report. Section 2. Registration is granted to every applicant that files the required form; the Attorney General may not consider the organization\'s beliefs or message.',
    expect: 'constitutional',
  },
  {
    id: 'c-records-portal-whereas',
    style: 'whereas',
    title: 'Open Records Portal Ordinance',
    text: 'WHEREAS, a free press and an informed public depend on access to government records; and WHEREAS, reporters and residents wait months for responses; NOW, THEREFORE, BE IT ORDAINED that the City shall publish all non-exempt public records on an online portal within ten business days of a request, and shall not charge journalists or residents any fee for electronic copies.',
    expect: 'constitutional',
  },
  {
    id: 'c-jaywalking-fine',
    style: 'amend',
    title: 'An Ordinance amending Section 9-101 (Pedestrian Crossings)',
    text: 'Section 1. Section 9-101 of the Municipal Code is amended by striking "$20" and inserting "$40" as the fine for crossing a street outside a crosswalk. Section 2. This amendment applies to violations occurring on or after March 1, 2027.',
    expect: 'constitutional',
  },
  {
    id: 'c-antidiscrimination',
    style: 'ordinance',
    title: 'Fair Employment Ordinance',
    text: 'BE IT ORDAINED: Section 1. No employer in the City shall refuse to hire, discharge, or otherwise discriminate against any person because of race, color, religion, sex, national origin or ancestry. Section 2. Complaints may be filed with the Human Rights Commission, which shall investigate and hold a hearing before issuing any order.',
    expect: 'constitutional',
  },
  {
    id: 'c-clinic-entrance',
    style: 'state',
    title: 'Building Access Act',
    text: 'Section 1. No person shall physically block the entrance of any hospital, school, courthouse or place of worship. Section 2. Nothing in this Act restricts leafleting, picketing or speaking on the public sidewalk, so long as a four-foot passage is kept clear. Section 3. A violation is a petty offense punishable by a fine of up to $200.',
    expect: 'constitutional',
  },
];

/**
 * Held-out list: written with the set above, measured only by counts.
 * Do not read item by item; do not tune on it.
 */
export const THIRTEENTH_HELD_OUT_BILLS: ThirteenthBill[] = [
  {
    id: 'h1',
    style: 'state',
    title: 'Faith Community Census Act',
    text: 'Section 1. The Department of Homeland Security of this State shall compile and maintain a list of every Sikh and Hindu resident, including names, addresses and places of worship. Section 2. Each such resident shall report any change of address to the Department within ten days. Section 3. Failure to report is punishable by a fine of $1,000.',
    expect: 'religion-exercise',
  },
  {
    id: 'h2',
    style: 'ordinance',
    title: 'Classroom Devotions Ordinance',
    text: 'Be it ordained by the Board of Education: Section 1. Each school day in every public school shall begin with a reading from the King James Bible and the Lord\'s Prayer, led by the classroom teacher. Section 2. Students shall stand and recite the prayer. Section 3. Teachers who decline to lead the prayer shall be disciplined.',
    expect: 'establishment',
  },
  {
    id: 'h3',
    style: 'plain',
    title: 'No More Bad-Mouthing the Governor',
    text: 'Under this bill, anyone who gives a speech or writes a letter to the editor calling the Governor corrupt or incompetent can be sent to jail for up to one year. It does not matter whether what they say is true.',
    expect: 'speech',
  },
  {
    id: 'h4',
    style: 'whereas',
    title: 'Responsible Journalism Resolution',
    text: 'WHEREAS, irresponsible reporting has damaged public confidence; and WHEREAS, the Council desires accuracy in local news; NOW, THEREFORE, BE IT ENACTED that every newspaper and broadcast station in the City shall obtain an annual license from the Council, and that the Council may revoke the license of any outlet that publishes stories the Council finds unfair to city officials.',
    expect: 'press',
  },
  {
    id: 'h5',
    style: 'amend',
    title: 'An Act amending Section 30-8 (Searches of Vehicles)',
    text: 'Section 1. Section 30-8 is amended to read: "Any officer may stop and search any vehicle on a state highway, and the persons in it, at the officer\'s discretion, without a warrant, without probable cause and without reasonable suspicion of any offense."',
    expect: 'search',
  },
  {
    id: 'h6',
    style: 'state',
    title: 'Sentencing Reform for Petty Offenses',
    text: 'Section 1. Any person convicted of littering a third time shall be sentenced to life imprisonment without the possibility of parole. Section 2. The court shall have no discretion to impose a lesser sentence.',
    expect: 'cruel-punishment',
  },
  {
    id: 'h7',
    style: 'ordinance',
    title: 'Municipal Council Elections Ordinance',
    text: 'The Council ordains: Section 1. Municipal council elections shall be held every two years. Section 2. The right to vote in municipal council elections is reserved to residents who are white; residents of other races may not register to vote in such elections.',
    expect: 'vote-race',
  },
  {
    id: 'h8',
    style: 'plain',
    title: 'Punish the Former Director',
    text: 'This bill names Carla Reyes, the former director of the parks department, as a traitor to the city. It orders her pension cancelled and bans her from ever entering a city building. No court hearing is needed.',
    expect: 'attainder',
  },
  {
    id: 'h9',
    style: 'state',
    title: 'Housing Access Act',
    text: 'Section 1. No landlord in this State shall rent a dwelling to any person born in China or of Chinese national origin. Section 2. Existing leases with such persons shall terminate within ninety days.',
    expect: 'equal-protection',
  },
  {
    id: 'h10',
    style: 'amend',
    title: 'An Act amending Section 8-14 (Public Meetings)',
    text: 'Section 1. Section 8-14 is amended to add: "(e) No resident may address the Board or submit a written grievance to the Board if the resident has previously criticized the Board in public. Any person who circulates a petition to recall a Board member shall be fined $500."',
    expect: 'petition',
  },
  {
    id: 'h11',
    style: 'ordinance',
    title: 'Religious Use Zoning Ordinance',
    text: 'Be it ordained: Section 1. Churches, mosques, synagogues, temples and secular meeting halls are permitted uses in the Commercial and Mixed-Use zones on the same terms. Section 2. Each is subject to the same occupancy limits and fire code. Section 3. A conditional use permit is required for any assembly building over 20,000 square feet, religious or not.',
    expect: 'constitutional',
  },
  {
    id: 'h12',
    style: 'state',
    title: 'Residential Picketing Hours Act',
    text: 'Section 1. No person shall use a sound amplification device within 100 feet of a residence between 9 p.m. and 8 a.m. Section 2. This Act applies without regard to the subject or viewpoint of any message. Section 3. Violation is punishable by a fine of up to $100.',
    expect: 'constitutional',
  },
  {
    id: 'h13',
    style: 'whereas',
    title: 'Warrant Review Resolution',
    text: 'WHEREAS, warrants should rest on reliable information; NOW, THEREFORE, BE IT RESOLVED that every application for a search warrant shall be reviewed by a supervising officer before submission to a judge, and that no search shall be conducted unless a judge finds probable cause and issues a warrant, except in an emergency recognized by law or with consent.',
    expect: 'constitutional',
  },
  {
    id: 'h14',
    style: 'plain',
    title: 'Scholarships for First-Generation Students',
    text: 'This bill gives $3,000 college scholarships to students who are the first in their family to go to college. Any student in the state can apply, and the scholarships are awarded on need and grades, not on race, sex or religion.',
    expect: 'constitutional',
  },
  {
    id: 'h15',
    style: 'amend',
    title: 'An Act amending Section 11-3 (Burglary Penalties)',
    text: 'Section 1. Section 11-3 is amended to provide that burglary of an unoccupied building is punishable by imprisonment for up to five years. Section 2. This Act applies only to offenses committed on or after its effective date.',
    expect: 'constitutional',
  },
  {
    id: 'h16',
    style: 'state',
    title: 'Veterans Day Commemoration Act',
    text: 'Section 1. November 11 of each year is designated Veterans Recognition Day. Section 2. The Governor shall present a certificate of honor to each veteran who served in combat. The certificate confers no title of nobility, rank or privilege.',
    expect: 'constitutional',
  },
  {
    id: 'h17',
    style: 'ordinance',
    title: 'Sabbath Scheduling Accommodation',
    text: 'Be it ordained: Section 1. City departments shall make reasonable efforts to schedule employees so that any employee who observes a weekly day of rest for religious reasons is not required to work that day, if another employee can cover the shift. Section 2. No employee shall be required to state or adopt any religious belief.',
    expect: 'constitutional',
  },
  {
    id: 'h18',
    style: 'plain',
    title: 'Right to a Lawyer at Bail Hearings',
    text: 'This bill makes sure everyone arrested gets a lawyer at their first bail hearing. If they cannot afford one, the county public defender will represent them. Hearings must be held within 48 hours of arrest.',
    expect: 'constitutional',
  },
  {
    id: 'h19',
    style: 'whereas',
    title: 'Protest Route Safety Resolution',
    text: 'WHEREAS, large marches on Highway 9 have caused traffic accidents; NOW, THEREFORE, BE IT RESOLVED that marches on Highway 9 shall be scheduled on weekends between 9 a.m. and 6 p.m. and shall follow the route designated by the traffic engineer, whatever the cause or message of the march, and that permits shall be issued to all applicants who meet these conditions.',
    expect: 'constitutional',
  },
  {
    id: 'h20',
    style: 'state',
    title: 'Voter Registration Modernization Act',
    text: 'Section 1. Every eligible citizen who applies for a driver\'s license shall be registered to vote unless the citizen declines. Section 2. Registration shall be offered on equal terms to all citizens eighteen or older, regardless of race, sex or religion. Section 3. The Secretary of State shall publish registration statistics annually.',
    expect: 'constitutional',
  },
];
