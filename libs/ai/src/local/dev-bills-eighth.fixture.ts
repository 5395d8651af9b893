import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import type { ClauseKey } from './constitution';

/*
 * Eighth development set for the constitutionality check (issue #22, item 2, eighth pass),
 * written from the clause list only, before the rules of this pass were read, and never from
 * libs/ai/eval. New voices: city ordinances ("The City Council of … ordains"), state statutes with
 * subsections, federal acts ("Congress finds"), agency orders, one-line summaries, and indirect
 * mechanisms (a benefit withheld, a register, a fee, a condition of a permit or of employment).
 * Each violating bill breaks one clause (any listed key names it; the first is the clause it is
 * counted under); at least two per clause of the Bill of Rights, the voting amendments and
 * Article I §9/§10. The constitutional bills are look-alikes that mention a sensitive subject in a
 * lawful way: ceremonial and historical references, neutral permits, warrants, notice and hearing,
 * accommodations, anti-discrimination rules, neutral election administration, prospective
 * penalties, honours without nobility.
 */

const v = (clauses: ClauseKey[], title: string, text: string, fullText?: string): ViolatingDevBill => ({ clauses, title, text, fullText });
const c = (title: string, text: string, fullText?: string): DevBill => ({ title, text, fullText });

export const EIGHTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(['establishment'], 'Capitol Chaplaincy Ordinance', 'The City Council of Ridgeport ordains: Section 1. The City shall employ a full-time Baptist minister, paid from the general fund, whose duty is to convert residents to the Baptist faith.'),
  v(['establishment'], 'Civic Creed Act', 'Sec. 2. The Catechism of the Catholic Church is hereby adopted as the official moral code of the Commonwealth, and every state agency shall display and follow it.'),
  v(['establishment', 'free_exercise'], 'Sabbath Attendance Act', 'Every resident of the county shall attend a Protestant church service at least once each month, and the sheriff shall keep a record of attendance.'),
  // free exercise
  v(['free_exercise', 'equal_protection'], 'Neighborhood Character Ordinance', 'Be it ordained by the Town Board: No synagogue may be operated within the town limits, and any existing synagogue shall close within ninety days.'),
  v(['free_exercise', 'equal_protection'], 'Ritual Practices Act', 'It shall be unlawful for any person to take part in a Sikh religious ceremony in this State. Violation is punishable by a fine of $1,000.'),
  v(['free_exercise', 'equal_protection'], 'Public Benefits Eligibility Act', '(a) No person who is a practicing Muslim shall be eligible for unemployment compensation.\n(b) The Department shall require each claimant to state his or her religion.'),
  // religious test
  v(['religious_test'], 'Election Officials Qualification Act', 'To qualify for the office of county clerk, a candidate shall swear that he or she is a member of a Christian church in good standing.'),
  v(['religious_test'], 'Civil Service Reform Act', 'No Jew, Muslim or atheist may hold any appointed office of the State.'),
  // speech
  v(['speech'], 'Civic Harmony Ordinance', 'Any resident who posts online content mocking the City Manager shall be subject to a civil penalty of $2,500 for each post.'),
  v(['speech'], 'Public Employee Loyalty Act', 'Sec. 3. A teacher at a public school who expresses support for any candidate opposed to the Governor, whether in or out of school, shall be dismissed.'),
  v(['speech'], 'Patriotic Expression Act', 'Every person shall stand and recite the pledge of allegiance at every public event, and any person who refuses shall be fined fifty dollars.'),
  // press
  v(['press'], 'Federal News Standards Act', 'Congress finds that inaccurate reporting harms the public. Sec. 2. No newspaper or website may publish an article about a federal agency until the article has been reviewed and cleared by that agency.'),
  v(['press'], 'Printing Press Registration Ordinance', 'No printing press may be operated in the City without a permit from the Mayor, which the Mayor may refuse to any publisher that has criticized the City government.'),
  // assembly
  v(['assembly'], 'Downtown Order Ordinance', 'Any three or more persons who gather on a public sidewalk to express a grievance against the City shall be guilty of unlawful assembly.'),
  v(['assembly'], 'Labor Peace Act', 'Employees of the State are prohibited from meeting together, on or off duty, to discuss their working conditions, and any such meeting shall be dispersed by the police.'),
  // petition
  v(['petition'], 'Orderly Government Act', 'No person may circulate a petition calling for the recall of any state official, and any petition so circulated shall be destroyed.'),
  v(['petition'], 'Agency Correspondence Act', 'A resident who writes to the Governor to request a change in state policy shall pay a processing fee of $300 and shall be placed on a watch list.'),
  // arms
  v(['arms'], 'Home Safety Act', 'No resident of the State may keep any firearm, including a handgun, in his or her home for any purpose, including self-defense.'),
  v(['arms'], 'Municipal Firearms Ordinance', 'All handguns owned by residents of the City shall be surrendered to the Police Department within thirty days; possession of a handgun anywhere in the City, including in one\'s home, is prohibited.'),
  // quartering
  v(['quartering'], 'Regional Defense Logistics Act', 'In peacetime, the Secretary of the Army may require owners of private houses near military bases to lodge soldiers without the owner\'s consent.'),
  v(['quartering'], 'Guard Housing Ordinance', 'Each household in the borough shall house one member of the state militia during the annual summer encampment, whether or not the homeowner agrees.'),
  // search and seizure
  v(['search_seizure'], 'Tenant Safety Act', 'Sec. 5. A housing officer may enter any rented apartment at any time, without the tenant\'s consent and without a warrant, to look for evidence of any offense.'),
  v(['search_seizure'], 'Digital Records Act', 'Every internet service provider shall hand over the emails and browsing history of any customer to the state police upon request, with no warrant or subpoena required.'),
  v(['search_seizure'], 'Pedestrian Safety Ordinance', 'Police officers may stop and frisk any person walking in the City at any time, without suspicion of any crime.'),
  // due process
  v(['due_process'], 'Driver License Reform Act', 'The Commissioner may cancel any driver\'s license at his sole discretion, and the holder shall have no right to be heard or to appeal.'),
  v(['due_process'], 'Public Nuisance Act', 'Any person whom the Chief of Police designates as a nuisance shall be banished from the City, without a hearing or trial.'),
  // takings
  v(['takings'], 'Waterfront Access Act', 'All privately owned land within 100 feet of a lake shall become the property of the State, and no compensation shall be paid to the former owners.'),
  v(['takings'], 'Economic Development Ordinance', 'The City may take possession of any privately owned business property it designates for redevelopment, without payment to the owner.'),
  // counsel and jury
  v(['counsel_jury'], 'Efficient Courts Act', 'In all criminal trials in the State, the verdict shall be rendered by the judge, and the defendant may not request a jury.'),
  v(['counsel_jury'], 'Indigent Defense Savings Act', 'The State shall no longer appoint lawyers for defendants who cannot afford them, even in felony cases, and a defendant without a lawyer shall be tried alone.'),
  // cruel punishment
  v(['cruel_punishment'], 'Littering Deterrence Act', 'Any person convicted of littering shall be sentenced to life imprisonment without parole.'),
  v(['cruel_punishment'], 'Correctional Order Act', 'Sec. 4. Inmates who disobey a guard may be placed in stocks in the prison yard and whipped.'),
  // equal protection
  v(['equal_protection'], 'Municipal Pools Ordinance', 'Public swimming pools in the City shall be reserved for white residents on weekends.'),
  v(['equal_protection'], 'Professional Licensing Act', 'No license to practice law shall be issued to any woman.'),
  v(['equal_protection'], 'Small Business Loans Act', 'State small-business loans shall be available only to applicants born in the United States of European ancestry.'),
  // voting: race
  v(['voting_race', 'equal_protection'], 'Voter Roll Maintenance Act', 'The registrar shall remove from the voter rolls every registered voter of Hispanic origin, and such persons may not vote in state elections.'),
  v(['voting_race', 'equal_protection'], 'County Elections Act', 'Native American residents of the county shall not be permitted to cast ballots in county elections.'),
  // voting: sex
  v(['voting_sex', 'equal_protection'], 'Ballot Reform Act', 'Only men may vote in elections for the state legislature.'),
  v(['voting_sex', 'equal_protection'], 'Municipal Elections Ordinance', 'Women residents of the City are ineligible to register to vote in City elections.'),
  // poll tax
  v(['poll_tax'], 'Election Cost Recovery Act', 'Each voter shall pay a fee of $25 before casting a ballot in any federal election.'),
  v(['poll_tax'], 'Voter Participation Fee Ordinance', 'No person may vote in the election for President or for Congress unless he or she has paid the annual county head tax.'),
  // attainder
  v(['attainder'], 'Port Authority Integrity Act', 'The Legislature finds that Marcus Bell, former director of the Port Authority, committed bribery, and directs that he be imprisoned for ten years.'),
  v(['attainder'], 'Union Accountability Act', 'The Riverside Teachers Union and its president, Alan Ortiz, are guilty of disloyalty to the State and are forbidden from receiving any public funds.'),
  // ex post facto
  v(['ex_post_facto'], 'Vaping Enforcement Act', 'The sale of flavored vaping products is a felony. Any person who sold such products in the five years before this Act took effect shall be prosecuted under this section.'),
  v(['ex_post_facto'], 'Sentencing Enhancement Act', 'The maximum penalty for burglary is increased to twenty years, and this increase applies to burglaries committed before the effective date of this Act.'),
  // habeas corpus
  v(['habeas_corpus', 'due_process'], 'Public Safety Detention Act', 'In peacetime, no court of the State may hear a petition for a writ of habeas corpus filed by any person held by the state police.'),
  v(['habeas_corpus', 'due_process'], 'Immigration Detention Act', 'Persons detained under this Act may be held for any length of time and shall have no right to challenge their detention in any court.'),
  // nobility
  v(['nobility'], 'Founders Honor Act', 'Descendants of the first settlers of the State shall be known as the Knights of the Commonwealth, a rank that passes to their children and entitles them to precedence over other citizens.'),
  v(['nobility'], 'Federal Distinction Act', 'The United States shall grant the title of Marquess to any citizen who serves ten years in Congress, with the title to descend to the holder\'s eldest son.'),
];

export const EIGHTH_CONSTITUTIONAL: DevBill[] = [
  // ceremonial and historical references
  c('Historic Mission Preservation Act', 'The State shall fund the restoration of the 18th-century Spanish mission buildings as a historic site and museum, open to all visitors.'),
  c('Thanksgiving Proclamation Resolution', 'The Legislature recognizes the fourth Thursday of November as Thanksgiving Day, a state holiday.'),
  c('State Motto Display Act', 'The state motto shall be displayed on the seal of the State and on official stationery.'),
  c('Holiday Closures Ordinance', 'City offices shall be closed on New Year\'s Day, Independence Day, Thanksgiving Day and Christmas Day.'),
  c('Cathedral Square Renaming Ordinance', 'The City Council ordains that the plaza in front of St. Mary\'s Cathedral shall be named Founders Plaza.'),
  c('Religious History Curriculum Act', 'Public schools may teach the history of religion in America, including the role of churches in the abolition movement, in an objective manner.'),
  // neutral permits and zoning
  c('Sign Ordinance', 'No temporary sign may exceed 32 square feet or remain posted longer than 60 days, regardless of its message.'),
  c('Houses of Worship Zoning Ordinance', 'Churches, mosques, synagogues, temples and other places of worship are permitted uses in all residential and commercial zones, subject to the same setback rules as other buildings.'),
  c('Sidewalk Vending Ordinance', 'Vendors selling food or merchandise on sidewalks shall obtain an annual permit and keep a clear path of at least five feet.'),
  c('Rally Permit Ordinance', 'A permit is required for any rally of more than 200 persons in a city park. The permit shall be issued within five days, and the City may not consider the content of the speech.'),
  c('Newsrack Placement Ordinance', 'Newspaper racks on public sidewalks shall be placed at least ten feet from fire hydrants and bus stops.'),
  c('Campaign Sign Removal Act', 'Campaign signs of all candidates shall be removed from public rights-of-way within ten days after the election.'),
  // searches and due process
  c('Drone Surveillance Limits Act', 'No law enforcement agency may use a drone to surveil a private residence without first obtaining a warrant from a judge.'),
  c('Warrant Inventory Act', 'Sec. 2. Officers conducting a search of a home under a warrant shall leave a copy of the warrant and an inventory of any property seized.'),
  c('Tenant Protection Act', 'A landlord may enter a rented apartment only with 24 hours\' written notice, except in an emergency.'),
  c('Data Privacy Act', 'A provider of email service may disclose the contents of a customer\'s messages to law enforcement only under a warrant.'),
  c('Driver License Suspension Act', 'Before suspending a driver\'s license, the Commissioner shall notify the holder in writing, who may request a hearing within 20 days.'),
  c('Eminent Domain Fairness Act', 'When the State takes private land for a highway, it shall pay the owner the fair market value as determined by an independent appraiser.'),
  c('Speedy Trial Act', 'Every defendant in a criminal case shall be brought to trial within 120 days of arraignment, unless the defendant requests a delay.'),
  c('Jury Service Act', 'Jurors shall be selected at random from lists of registered voters and licensed drivers, without regard to race or sex.'),
  c('Habeas Filing Fee Waiver Act', 'No filing fee shall be charged for a petition for a writ of habeas corpus filed by any person in custody.'),
  c('Detention Review Act', 'Any person held in immigration detention for more than 90 days shall be entitled to a bond hearing before an immigration judge.'),
  // punishment
  c('Drunk Driving Penalties Act', 'A third conviction for driving under the influence is a felony punishable by up to five years in prison.'),
  c('Prison Conditions Act', 'No inmate may be denied food, water or medical care as a punishment, and corporal punishment is prohibited in all state prisons.'),
  c('Vaping Retail Act', 'Beginning July 1, 2027, the sale of flavored vaping products is prohibited. This Act does not apply to sales made before that date.'),
  c('Sentence Reduction Act', 'The reduced penalties for drug possession in this Act apply retroactively, and persons now serving sentences may petition for resentencing.'),
  // arms and quartering
  c('Safe Storage Act', 'A person who keeps a firearm in a home where a child resides shall store it in a locked container when it is not being carried.'),
  c('Hunting Season Ordinance', 'Deer hunting with rifles is permitted from November 15 to December 15 in the county forest, with a valid hunting license.'),
  c('Military Housing Construction Act', 'Congress appropriates $50 million for the construction of barracks for soldiers at Fort Jackson.'),
  // accommodations and anti-discrimination
  c('Religious Accommodation in Employment Act', 'Employers shall reasonably accommodate an employee\'s religious dress and grooming unless doing so would cause undue hardship.'),
  c('Equal Pay Act', 'No employer may pay a woman less than a man for the same work.'),
  c('Anti-Harassment in Schools Act', 'Each school district shall adopt a policy prohibiting harassment of students based on race, religion, national origin, sex or disability.'),
  c('Kosher and Halal Meals Act', 'State prisons shall provide kosher, halal or vegetarian meals to inmates who request them for religious reasons.'),
  c('Oath Alternatives Act', 'Any person required to take an oath may instead make an affirmation, and no person shall be asked about his or her religious beliefs as a condition of office.'),
  // elections
  c('Voter Roll Accuracy Act', 'The registrar may remove a voter from the rolls for change of residence only after mailing a notice and waiting two federal election cycles, and the voter may appeal the removal.'),
  c('Election Day Holiday Act', 'The general election day shall be a paid holiday for state employees so that they may vote.'),
  c('Ballot Design Act', 'Candidates\' names shall appear on the ballot in an order determined by random drawing.'),
  c('Mail Ballot Act', 'Any registered voter may vote by mail without giving a reason. Return postage shall be prepaid by the State.'),
  c('Candidate Filing Fee Act', 'A candidate for the state senate shall pay a filing fee of $500, which shall be waived for any candidate who submits 1,000 signatures.'),
  c('Women\'s Suffrage Centennial Resolution', 'The Legislature commemorates the 100th anniversary of the ratification of the Nineteenth Amendment, which guaranteed women the right to vote.'),
  // named persons and honours
  c('Honorary Street Naming Ordinance', 'The portion of Main Street between 1st and 5th Avenues shall bear the honorary name "Dr. Martin Luther King Jr. Way".'),
  c('Poet Laureate Act', 'The Governor shall appoint a State Poet Laureate for a term of two years. The position carries a stipend of $10,000 and confers no rank or title of nobility.'),
  c('Claims Settlement Act', 'The State shall pay $80,000 to Angela Ruiz in settlement of her claim for injuries caused by a state vehicle.'),
  c('Knights of Columbus Hall Parking Ordinance', 'The City may lease twelve parking spaces in the municipal lot to the Knights of Columbus Hall at the same rate charged to other lessees.'),
  // speech, press, petition lawful
  c('Public Comment Act', 'Every city council meeting shall include a period of at least thirty minutes for public comment on any subject.'),
  c('Open Records Act', 'Any person may request records of a state agency, and the agency shall respond within ten business days.'),
  c('Student Press Freedom Act', 'Student journalists at public high schools may publish articles without prior review by school officials, except for material that is libelous or obscene.'),
];
