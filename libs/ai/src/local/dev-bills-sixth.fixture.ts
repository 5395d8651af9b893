import type { ClauseKey } from './constitution';

/*
 * Sixth development set for the constitutionality check (issue #22, sixth pass), written from
 * the clause list of the issue only, never from libs/ai/eval, in forms the earlier sets do not
 * use: formal enacting clauses and numbered sections, plain language, long bills where one
 * subsection among lawful ones breaks the Constitution, and euphemism ("a roster of adherents",
 * "persons of … descent shall report", "the following named persons shall forfeit", "lodging of
 * troops"). Each violating bill breaks one clause (any of the listed keys names it; the first is
 * the clause it is counted under). The constitutional bills are close to those forms: neutral
 * zoning and building codes, time, place and manner rules, warrants from a judge, sentencing
 * guidelines, registries after conviction, voter ID for all, census questions, honours that
 * confer no title, retroactive tax relief, troops housed in public buildings.
 */

export interface DevBill {
  title: string;
  /** The description (a summary, or the whole bill). */
  text: string;
  /** The full text, when the bill has one apart from its summary. */
  fullText?: string;
}

export interface ViolatingDevBill extends DevBill {
  clauses: ClauseKey[];
}

const v = (clauses: ClauseKey[], title: string, text: string, fullText?: string): ViolatingDevBill => ({ clauses, title, text, fullText });
const c = (title: string, text: string, fullText?: string): DevBill => ({ title, text, fullText });

export const SIXTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(['establishment'], 'Civic Faith Act', 'Be it enacted by the General Assembly of the Commonwealth:\nSECTION 1. This Act may be cited as the Civic Faith Act.\nSECTION 2. The Commonwealth recognizes the Methodist Church as its established church.\nSECTION 3. The Treasurer shall remit one percent of sales tax revenue to the Church each year.'),
  v(['establishment'], 'Origins Curriculum Act', 'The Department of Public Instruction shall adopt a science curriculum that teaches creation as described in the Book of Genesis as the only acceptable account of human origins.'),
  v(['establishment'], 'School Chaplains Act', 'Sec. 1. Each school district shall receive a per-pupil grant for counseling services.\nSec. 2. (a) Grants shall be spent on licensed counselors.\n(b) Each district shall also hire a chaplain of the Southern Baptist Convention to give religious instruction to all pupils.\n(c) Districts shall report their spending each year.'),
  v(['establishment'], 'Parochial Tuition Credit', 'A tax credit of $2,000 is available for tuition paid to schools operated by the Roman Catholic Church, and to no other schools.'),
  v(['establishment'], 'State Devotional Act', 'This bill says every state agency must hold a Good Friday devotional service and all staff have to be there.'),
  // free exercise
  v(['free_exercise', 'equal_protection'], 'Community Awareness Act', 'The Department of Public Safety shall maintain a roster of adherents of the Sikh faith residing in the State, listing their names and addresses.'),
  v(['free_exercise', 'establishment'], 'Congregation Permits Act', 'No occupancy permit shall issue to congregations not affiliated with the State Council of Churches.'),
  v(['free_exercise'], 'Animal Welfare Amendments', 'Section 4. The ritual sacrifice of animals as part of any Santeria ceremony is a misdemeanor. Slaughter of animals for food remains lawful.'),
  v(['free_exercise', 'equal_protection'], 'Meetinghouse Tax Act', 'Quaker meetinghouses shall pay property tax at double the rate applied to other nonprofit buildings.'),
  v(['free_exercise', 'equal_protection'], 'Marriage Officiants Act', 'Rabbis of Orthodox Jewish congregations are prohibited from solemnizing marriages in this State.'),
  // speech
  v(['speech'], 'Wartime Loyalty Act', 'Whoever utters or publishes any statement expressing sympathy for the enemy during wartime shall be imprisoned for up to five years.'),
  v(['speech'], 'Energy Policy Accountability Act', 'The Secretary of State shall revoke the business license of any company whose executives publicly oppose the energy policy of the State.'),
  v(['speech'], 'Public Library Modernization Act', 'SECTION 1. The State Library shall extend its hours to 9 p.m. on weekdays.\nSECTION 2. Each branch shall offer free wireless internet.\nSECTION 3. Any person who advocates the repeal of this Act in a public place shall be fined $2,000.\nSECTION 4. This Act takes effect on July 1.'),
  v(['speech'], 'Campus Harmony Act', 'Students at public universities who voice support for the labor strike shall be expelled.'),
  // criticism of officials
  v(['speech'], 'Presidential Dignity Act', 'Statements that bring the President into disrepute or contempt are hereby made a federal offense.'),
  v(['speech'], 'Sedition Act', 'Publishing any scandalous and malicious writing against the Congress or the President shall be punishable by fine and imprisonment.'),
  v(['speech'], 'Municipal Workforce Act', 'A city employee who makes disparaging remarks about the Mayor on social media shall be suspended without pay.'),
  v(['speech'], 'Sheriff Integrity Act', 'Residents who call the Sheriff corrupt in any public forum shall pay a civil penalty of $1,000.'),
  v(['speech'], 'Respect for the Bench Act', 'No person may publish an advertisement that portrays a sitting judge in a negative light, on pain of a fine.'),
  // press
  v(['press'], 'Periodicals Bond Act', 'Each periodical published in the State shall deposit a bond of $50,000 with the Attorney General, which is forfeited if it prints matter the Attorney General finds injurious to public morals.'),
  v(['press'], 'Operational Security Act', 'News organizations shall not report on active military operations unless the report has been cleared by the Pentagon.'),
  v(['press'], 'Health Information Act', 'Sec. 3. The Department may order any online publication to remove an article it considers misleading about public health, and may suspend the publication for 30 days if it refuses.'),
  v(['press'], 'Press Council Act', 'The Press Council shall place a censor in the newsroom of each daily newspaper, who may strike any article before it goes to print.'),
  // assembly and petition
  v(['assembly'], 'Capital Sidewalks Act', 'No more than three persons may gather on any sidewalk of the capital to express a political grievance.'),
  v(['assembly'], 'Residence Security Act', 'Persons who take part in a candlelight vigil outside the Governor\'s residence shall be arrested and charged with a misdemeanor.'),
  v(['assembly'], 'Legislative Order Act', 'Sec. 2. The organizers of any rally critical of the Legislature shall each be fined $5,000.'),
  v(['petition'], 'Ordinance Stability Act', 'No resident shall submit a petition to the county commission seeking the repeal of any ordinance.'),
  v(['petition'], 'Committee Testimony Act', 'Any person who testifies before a legislative committee against a bill sponsored by the Majority Leader shall be barred from state contracts.'),
  v(['petition'], 'Referendum Integrity Act', 'Citizens who sign a referendum petition shall have their names published and shall be ineligible for state employment.'),
  // search and seizure
  v(['search_seizure'], 'Housing Voucher Compliance Act', 'Dwellings rented under the housing voucher program may be entered and inspected at any hour without notice or court order.'),
  v(['search_seizure'], 'Transit Safety Act', 'Officers may open and search any backpack carried by a rider on public transit, with or without any reason.'),
  v(['search_seizure'], 'Vehicle Location Act', 'Agents may attach a GPS tracker to any vehicle parked on a public street and follow it for as long as they wish, with no judicial oversight.'),
  v(['search_seizure'], 'Roadside Device Act', 'At any traffic stop, the officer may require the driver to unlock his or her phone and may copy its contents.'),
  v(['search_seizure'], 'Controlled Substances Act of 2026', 'SEC. 1. Definitions. (a) "Laboratory" means any place where controlled substances are made.\nSEC. 2. Penalties. Manufacturing methamphetamine is a felony punishable by up to 20 years in prison.\nSEC. 3. Enforcement. Any law enforcement officer may enter a dwelling suspected of housing a drug laboratory at any time, no warrant being necessary.'),
  // due process
  v(['due_process'], 'Public Safety List Act', 'A person named by the Director to the public safety list may be held in custody without a hearing for up to one year.'),
  v(['due_process'], 'Child Support Enforcement Act', 'Driver\'s licenses of persons the agency says owe child support shall be cancelled automatically, with no opportunity to contest the debt.'),
  v(['due_process'], 'Family Protection Act', 'The Commissioner may terminate the parental rights of any parent the Commissioner believes uses drugs, and no hearing shall be required.'),
  v(['due_process'], 'Contractor Debarment Act', 'Vendors whose names appear on the debarment list shall forfeit their deposits, and the list may not be challenged in any court.'),
  // counsel
  v(['counsel_jury'], 'Indigent Defense Savings Act', 'Indigent defendants accused of felonies shall defend themselves; the State shall not pay for their attorneys.'),
  v(['counsel_jury'], 'Interrogation Efficiency Act', 'During questioning by the State Bureau of Investigation, a suspect\'s request for a lawyer shall be disregarded.'),
  v(['counsel_jury'], 'Detention Procedures Act', 'Sec. 5. Attorneys may not meet with clients held under this Act until charges are filed, however long that takes.'),
  // jury
  v(['counsel_jury'], 'Speedy Trials Act', 'All criminal cases arising under this chapter, including felonies, shall be tried without a jury.'),
  v(['counsel_jury'], 'Election Fraud Tribunal Act', 'Persons charged with election fraud shall be tried before a tribunal of three officials appointed by the Governor.'),
  v(['counsel_jury'], 'Verdict Review Act', 'In any felony trial, the judge may set aside a verdict of acquittal returned by the jury and enter a judgment of guilty.'),
  // cruel punishment
  v(['cruel_punishment'], 'Discipline in Corrections Act', 'Prisoners who disobey an order shall be confined in a dark cell without food or water for a week.'),
  v(['cruel_punishment'], 'Currency Protection Act', 'The court shall order the ears of convicted counterfeiters to be cropped.'),
  v(['cruel_punishment'], 'Cannabis Enforcement Act', 'Anyone convicted of possessing a single marijuana cigarette shall serve life in prison without the possibility of parole.'),
  v(['cruel_punishment'], 'Vandalism Deterrence Act', 'A person convicted of spray-painting a wall shall be beaten with a rod twenty times in public.'),
  // equal protection
  v(['equal_protection'], 'Community Registration Act', 'Persons of Somali descent shall report to the county clerk every quarter.'),
  v(['equal_protection'], 'Police Academy Admissions Act', 'Only applicants whose parents were born in the United States shall be admitted to the state police academy.'),
  v(['equal_protection'], 'Public Pools Act', 'Public swimming pools shall set aside separate hours for Black and white patrons.'),
  v(['equal_protection'], 'Wage Flexibility Act', 'Employers may pay female employees 70 percent of the wage paid to male employees in the same position.'),
  v(['equal_protection'], 'Business Licensing Reform Act', 'Sec. 1. Licence fees for small businesses are reduced by half.\nSec. 2. Applications may be filed online.\nSec. 3. No business license shall be issued to any person of Vietnamese origin.'),
  // voting by race or sex
  v(['voting_race', 'voting_sex'], 'Ballot Weight Act', 'Ballots cast by women shall count as one-half of a vote.'),
  v(['voting_race', 'voting_sex'], 'Precinct Hours Act', 'Polling places in majority-Black precincts shall be open only two hours on Election Day, while other precincts remain open twelve hours.'),
  v(['voting_race', 'voting_sex'], 'Household Voting Act', 'A married woman\'s ballot shall be cast by her husband on her behalf.'),
  v(['voting_race', 'voting_sex'], 'Voter Qualification Act', 'Only citizens of European ancestry may register to vote in municipal elections.'),
  // quartering
  v(['quartering'], 'Training Range Support Act', 'In time of peace, the Department of Defense may require the lodging of troops in private homes near the training range for up to 60 days, whether or not the owners agree.'),
  v(['quartering'], 'Maneuvers Act', 'Sec. 4. During peacetime maneuvers, soldiers shall be billeted with local families, who shall provide beds and meals without compensation.'),
  v(['quartering'], 'Army Housing Act', 'Landlords shall give Army personnel the use of any vacant apartment on demand, at no charge, in time of peace, over the objection of the owner.'),
  // attainder
  v(['attainder'], 'Property Recovery Act', 'The following named persons shall forfeit all property held within the State: Robert Crane, Ellen Vasquez and Thomas Whitfield.'),
  v(['attainder'], 'Union Accountability Act', 'The Northside Tenants Union, having engaged in disloyal agitation, is dissolved, and its officers shall be ineligible for public office for ten years.'),
  v(['attainder'], 'Municipal Ethics Act', 'Sec. 3. Mayor Daniel Price is removed from office and shall pay a fine of $50,000 for misconduct found by this Legislature.'),
  // ex post facto
  v(['ex_post_facto'], 'Kratom Control Act', 'Section 1. Possession of kratom is a felony.\nSection 2. Conduct committed before enactment shall be punishable under Section 1.'),
  v(['ex_post_facto'], 'Burglary Sentencing Act', 'The maximum sentence for burglary is raised from 5 to 15 years, and persons already sentenced shall serve the new maximum.'),
  v(['ex_post_facto'], 'Fraud Limitations Act', 'The statute of limitations for fraud is abolished, and prosecutions that were time-barred before this Act may be brought again.'),
  v(['ex_post_facto'], 'Vaping Enforcement Act', 'The sale of flavored vapes is a crime, and any person who sold flavored vapes during the two years preceding this Act shall be prosecuted.'),
  // nobility
  v(['nobility'], 'Lakes Heritage Act', 'Sec. 2. The hereditary title of Marquis of the Lakes is conferred upon the Governor and his heirs.'),
  v(['nobility'], 'Knights of the Republic Act', 'Distinguished citizens shall be created Knights of the Republic and shall bear the title "Sir" before their names.'),
  v(['nobility'], 'Medal of Valor Act', 'Congress grants the rank of Count, transmissible to the eldest child, to each recipient of the Medal of Valor.'),
];

export const SIXTH_CONSTITUTIONAL: DevBill[] = [
  // religion-neutral zoning and building codes; accommodation
  c('Assembly Parking Act', 'All places of public assembly, whether religious or secular, shall provide one parking space for every four seats.'),
  c('Building Permit Act', 'A building permit is required for any new structure over 2,000 square feet, including churches, schools and theaters.'),
  c('Residential Zoning Act', 'Sec. 2. Houses of worship in residential zones shall meet the same setback and height limits as community centers.'),
  c('School Facilities Act', 'Congregations that rent school buildings after hours shall pay the same rental fee as any community group.'),
  c('Religious Accommodation Act', 'State employers shall grant time off for religious holidays unless the accommodation would impose an undue hardship.'),
  c('Prison Meals Act', 'State prisons shall provide kosher and halal meals to inmates who request them.'),
  c('Tuition Assistance Act', 'Religious schools may take part in the tuition assistance program on the same terms as secular private schools.'),
  c('Census Modernization Act', 'The state census shall include an optional question on religious affiliation and a question on the race and national origin of each household member.'),
  c('Mandatory Reporters Act', 'Clergy, teachers and doctors shall report suspected child abuse to the Department of Children and Families.'),
  // time, place and manner; speech and press lawfully regulated
  c('Sound Truck Act', 'Sound trucks may not be operated in residential neighborhoods between 9 p.m. and 8 a.m.'),
  c('Main Street Parades Act', 'Parades on Main Street require a permit applied for 30 days in advance; a permit may be refused only when another event is scheduled for the same time.'),
  c('Utility Pole Act', 'Signs of any kind posted on public utility poles shall be removed, whatever their content, and the poster may be fined $50.'),
  c('Presidential Protection Act', 'Whoever knowingly threatens to kill or injure the President shall be imprisoned for up to five years.'),
  c('Public Employee Campaign Act', 'State employees may not campaign for candidates for office while on duty or in uniform.'),
  c('Campaign Disclosure Act', 'Candidates shall file a report listing every campaign contribution over $200.'),
  c('Open Government Act', 'The Governor shall hold a public hearing each year at which residents may criticize the administration and its agencies.'),
  c('Newsprint Tax Exemption Act', 'Newspapers are exempt from the sales tax on newsprint and ink.'),
  c('Reporter Shield Act', 'Journalists shall not be compelled to reveal confidential sources except to prevent an imminent death.'),
  c('Building Entrances Act', 'Demonstrators may not block the entrance of any building; violators may be cited.'),
  c('State Park Events Act', 'A permit is required for gatherings of more than 200 people in a state park, to arrange sanitation and security, and it shall be granted whatever the purpose of the gathering.'),
  c('Initiative Petition Act', 'Petitions for a ballot initiative must carry the signatures of 5 percent of voters, verified by the county clerk.'),
  c('Agency Complaints Portal Act', 'Each agency shall establish an online portal through which residents may submit complaints, and shall answer each within 30 days.'),
  // searches with warrants and lawful searches
  c('Search Warrant Procedure Act', 'Be it enacted by the Legislature: A law enforcement officer may search a dwelling only under a warrant issued by a judge upon probable cause, supported by oath, and particularly describing the place to be searched.'),
  c('Emergency Aid Act', 'Police may enter premises without a warrant when a person inside is in immediate danger of death or serious injury.'),
  c('Rental Inspection Act', 'Sec. 4. Building inspectors may inspect a rental unit with the tenant\'s consent or under an administrative warrant issued by a court.'),
  c('Sobriety Checkpoints Act', 'Sobriety checkpoints shall stop every vehicle, be announced in advance, and last no more than one minute per car.'),
  c('Phone Privacy Act', 'The contents of a phone seized at arrest may be examined only after a judge issues a warrant.'),
  // sentencing, registries, due process, counsel and jury
  c('Sentencing Guidelines Act', 'The Sentencing Commission shall publish guidelines ranging from probation to ten years in prison for burglary.'),
  c('Homicide Sentencing Act', 'A person convicted of first-degree murder may be sentenced to life in prison.'),
  c('Offender Registry Act', 'Persons convicted of a sex offense shall register on the state sex offender registry upon release.'),
  c('Benefits Fairness Act', 'No benefit may be terminated until the recipient has received written notice and a hearing.'),
  c('Prompt Arraignment Act', 'A person who is arrested shall be brought before a judge within 48 hours.'),
  c('Public Defense Act', 'The Office of Public Defense shall employ enough attorneys to represent every indigent defendant.'),
  c('Small Claims Act', 'Civil claims under $5,000 shall be heard in small claims court by a magistrate.'),
  // equal protection and voting
  c('Cancer Screening Act', 'The State shall offer free breast cancer screenings to women over 40.'),
  c('Need-Based Scholarships Act', 'Scholarships shall be awarded on financial need, without regard to race or sex.'),
  c('Voter Identification Act', 'Every voter shall present a photo identification at the polls; the State shall issue such identification free to any voter who lacks one.'),
  c('Polling Hours Act', 'Polling places in every precinct shall be open from 6 a.m. to 8 p.m. on Election Day.'),
  c('Restoration of Rights Act', 'Persons convicted of a felony may vote once they have completed their sentence.'),
  // quartering, attainder, ex post facto, nobility look-alikes
  c('Disaster Response Act', 'During a declared disaster, the Governor may house National Guard troops in schools, armories and other public buildings.'),
  c('Off-Base Housing Act', 'Service members may rent apartments from landlords who list them voluntarily with the base housing office.'),
  c('Gold Medal Act', 'The Congressional Gold Medal is awarded to Dr. Maria Chen for her work on vaccines.'),
  c('Bridge Naming Act', 'The bridge on Route 9 is named the Robert Crane Memorial Bridge.'),
  c('Pension Fraud Act', 'The Attorney General shall investigate and, where the evidence warrants, prosecute any person who defrauded the pension fund.'),
  c('Tax Relief Act', 'The income tax rate cut in Section 2 applies retroactively to January 1, 2026.'),
  c('Solar Credit Act', 'Tax credits for solar panels installed in the past three years may be claimed on this year\'s return.'),
  c('Penalty Effective Date Act', 'The penalties of this section apply only to conduct occurring after the effective date of this Act.'),
  c('Citizen Laureate Act', 'The Governor shall present the honorary title of Citizen Laureate, which confers no rank, privilege or right of inheritance, to one resident each year.'),
  c('Honorary Citizenship Act', 'Honorary citizenship of the State is conferred on the crew of the rescue ship.'),
  // long lawful bills
  c('Downtown Events Act', 'Be it enacted by the City Council:\nSECTION 1. Purpose. To keep downtown streets safe during events.\nSECTION 2. Permits. (a) A permit is required for any parade, march or rally of more than 100 persons on a public street. (b) Permits shall be granted in the order applied for, regardless of the message of the event. (c) Amplified sound is limited to 80 decibels after 8 p.m.\nSECTION 3. Penalties. Organizers who hold an event without a permit may be fined $250.'),
  c('Community Safety Act', 'SEC. 1. Officers shall receive 40 hours of de-escalation training each year.\nSEC. 2. A search of a home requires a warrant issued by a judge on probable cause, except in an emergency that threatens life.\nSEC. 3. Every use of force shall be reported to the civilian review board.\nSEC. 4. Persons arrested shall be told of their right to a lawyer, and a public defender shall be provided to those who cannot afford one.'),
];

/*
 * Second batch, written after the rules were changed for the first one and run against them as
 * written (figures in docs/moderation.md, "Constitutionality, sixth pass"): summaries in the
 * Congressional Research Service's voice ("This bill …"), a summary with a full text apart, and
 * wordings chosen without looking at the patterns.
 */
export const SIXTH_B_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(['establishment'], 'Morning Scripture Act', 'This bill directs the Secretary of Education to ensure that every public school begins the day with a reading from the King James Bible.'),
  v(['establishment'], 'State Creed Act', 'SEC. 2. The State adopts the Nicene Creed as the official statement of belief of the State government.'),
  v(['establishment', 'free_exercise'], 'Marriage Recognition Act', 'Only marriages solemnized in a Christian church shall be recognized by the State.'),
  v(['establishment'], 'Capitol Temple Act', 'Public funds shall be used to build a Hindu temple on the grounds of the state capitol for the use of state officials.'),
  // free exercise
  v(['free_exercise', 'equal_protection'], 'Business Transparency Act', 'Requires Muslim-owned businesses to display a placard identifying the religion of the owner.'),
  v(['free_exercise', 'equal_protection'], 'Residence Renewal Act', 'No residence permit shall be renewed for persons who practice Islam.'),
  v(['free_exercise'], 'Approved Clergy Act', 'The Department shall close any mosque whose imam has not been approved by the Department.'),
  v(['free_exercise', 'equal_protection'], 'Child Welfare Act', 'Parents who raise their children in the Jehovah\'s Witness faith shall lose custody of those children.'),
  v(['free_exercise'], 'Peyote Act', 'The use of peyote in Native American Church ceremonies is a felony; no other use of peyote is addressed by this Act.'),
  // speech
  v(['speech'], 'Flag Display Act', 'Prohibits any person from displaying a rainbow flag on public or private property.'),
  v(['speech'], 'Founding Honor Act', 'It shall be a crime to publicly deny that the founding of the State was just.'),
  v(['speech'], 'Boycott Act', 'Anyone who posts content supporting a boycott of businesses in the State shall be fined.'),
  v(['speech'], 'Emergency Orders Compliance Act', 'Requires online platforms to delete posts that express opposition to the emergency orders of the Governor, and fines the authors of those posts.'),
  // criticism of officials
  v(['speech'], 'Civility at Public Events Act', 'Makes it a misdemeanor to heckle, jeer or boo the Governor at any public event.'),
  v(['speech'], 'Legislative Honor Act', 'Citizens who describe members of the Legislature as dishonest in print or online are liable for a $2,500 penalty.'),
  v(['speech'], 'Police Reputation Act', 'Any person who accuses a police officer of misconduct in a public statement, unless the accusation is later proved in court, shall be jailed for 30 days.'),
  v(['speech'], 'Presidential Image Act', 'Prohibits the publication of any cartoon that ridicules the President or the Vice President.'),
  // press
  v(['press'], 'Official Statements Act', 'Requires every newspaper to print a statement from the Governor on its front page each week and bars it from printing any reply.'),
  v(['press'], 'Press Accreditation Act', 'No reporter may cover a state agency unless accredited by the Governor, who may withdraw accreditation for hostile reporting.'),
  v(['press'], 'Election Bloggers Act', 'Bloggers who write about state elections must register with the Elections Board and pay an annual fee of $500.'),
  v(['press'], 'Broadcast Responsibility Act', 'A television station that broadcasts an interview with a leader of the opposition shall lose its license.'),
  // assembly and petition
  v(['assembly'], 'Public Order Act', 'Three or more persons who meet in a public place to denounce the government commit the offense of unlawful assembly.'),
  v(['assembly'], 'Parks Act', 'No labor union may hold a rally in any public park.'),
  v(['assembly'], 'School Discipline Act', 'Any student who participates in a walkout against school policy shall be expelled.'),
  v(['petition'], 'Litigation Permission Act', 'No resident may file a lawsuit against the State without first obtaining the permission of the Attorney General.'),
  v(['petition'], 'Recall Petitions Act', 'The names of all persons who sign petitions to recall the Mayor shall be forwarded to the police for investigation.'),
  v(['petition'], 'Correspondence Limits Act', 'Residents may not send more than one letter a year to the Governor asking for a change in the law, on pain of a fine.'),
  // search and seizure
  v(['search_seizure'], 'Student Safety Act', 'Sec. 6. School officials and police may conduct strip searches of any student at any time.'),
  v(['search_seizure'], 'Aerial Surveillance Act', 'Authorizes police drones to photograph the backyards of residences continuously, with no warrant needed.'),
  v(['search_seizure', 'due_process'], 'Cash Seizure Act', 'Officers may seize cash over $500 from any traveler and keep it unless the traveler proves it was lawfully earned.'),
  v(['search_seizure'], 'Rental Keys Act', 'Landlords must give police a key to every rental unit so officers can check the units whenever they choose.'),
  // due process
  v(['due_process'], 'No-Fly List Act', 'The Commissioner may place any person on the no-fly list, and the person shall not be told the reason or given any way to challenge it.'),
  v(['due_process'], 'Public Integrity Act', 'SEC. 4. A public employee accused of misconduct shall be dismissed on the day of the accusation, with no hearing at any stage.'),
  v(['due_process'], 'Vagrancy Act', 'Anyone suspected of vagrancy may be held in jail for 90 days without being brought before a judge.'),
  // counsel
  v(['counsel_jury'], 'Trial Efficiency Act', 'Defendants shall be questioned by prosecutors at trial without any attorney present.'),
  v(['counsel_jury'], 'Legal Aid Limits Act', 'Legal aid organizations may not represent persons accused of crimes under this Act.'),
  v(['counsel_jury'], 'Public Defender Repeal Act', 'The office of the public defender is dissolved and no replacement shall be established; accused persons must find their own lawyers or go without.'),
  // jury
  v(['counsel_jury'], 'Command Adjudication Act', 'Sec. 2. Misdemeanors and felonies alike shall be adjudicated by the commanding officer of the arresting officer.'),
  v(['counsel_jury'], 'Jury Demand Repeal Act', 'The right of a defendant to demand a jury is repealed for offenses punishable by up to ten years in prison.'),
  v(['counsel_jury'], 'Judicial Finding Act', 'Jury verdicts in felony cases may be replaced by a finding of the trial judge when the judge disagrees with them.'),
  // cruel punishment
  v(['cruel_punishment'], 'Graffiti Act', 'Sec. 9. Persons convicted of graffiti shall be tattooed on the forehead with the word VANDAL.'),
  v(['cruel_punishment'], 'Theft Sentencing Act', 'Prisoners serving sentences for theft shall be kept in chains at all times.'),
  v(['cruel_punishment'], 'Parking Enforcement Act', 'The sentence for a third unpaid parking ticket shall be 25 years in prison.'),
  // equal protection
  v(['equal_protection'], 'Unemployment Integrity Act', 'Persons of Haitian descent are ineligible for unemployment benefits.'),
  v(['equal_protection'], 'Internal Travel Act', 'Requires all Arab Americans to carry an internal passport when traveling between cities.'),
  v(['equal_protection'], 'Farmland Inheritance Act', 'No woman may inherit farmland in this State.'),
  v(['equal_protection'], 'Fire Service Act', 'The State shall hire firefighters only from among men.'),
  v(['equal_protection'], 'Small Business Permits Act', 'Residents of Puerto Rican origin must obtain a special permit before opening a business.'),
  // voting by race or sex
  v(['voting_race', 'voting_sex'], 'Registration Office Hours Act', 'Voter registration offices shall be closed to Hispanic applicants on weekends while remaining open to all others.'),
  v(['voting_race', 'voting_sex'], 'Spousal Consent Act', 'Requires a woman to present the written consent of her husband before she may register to vote.'),
  v(['voting_race', 'voting_sex'], 'Voting Machines Allocation Act', 'Precincts where most voters are Asian American shall receive one voting machine for every 1,000 voters, while other precincts receive one for every 100.'),
  // quartering
  v(['quartering'], 'Militia Support Act', 'The Governor may order residents of any town to house and feed state militia troops during peacetime exercises.'),
  v(['quartering'], 'Army Accommodation Act', 'Hotels and private homes shall accommodate soldiers at the request of the Army; refusal is punishable by a fine.'),
  v(['quartering'], 'Barracks Overflow Act', 'Sec. 3. When military barracks are full in peacetime, commanders may assign soldiers to live in the spare rooms of nearby houses.'),
  // attainder
  v(['attainder'], 'Medical Integrity Act', 'Dr. Helen Marsh, having published false research, is barred from practicing medicine in this State for life.'),
  v(['attainder'], 'School Strike Act', 'The Committee to Save Our Schools is hereby dissolved for its role in the teachers\' strike, and its funds are paid to the Treasury.'),
  v(['attainder'], 'Pension Forfeiture Act', 'Former Governor Thomas Reed shall forfeit his state pension because of his conduct in office.'),
  // ex post facto
  v(['ex_post_facto'], 'Retroactive Enforcement Act', 'A bill to make the possession of unregistered drones a crime.', 'SEC. 1. Possessing an unregistered drone is a misdemeanor.\nSEC. 5. This Act applies to offenses committed at any time, whether before or after the date of enactment.'),
  v(['ex_post_facto'], 'Park Loitering Act', 'The crime of loitering created by this Act shall apply to persons who loitered in the park last summer.'),
  v(['ex_post_facto'], 'Fireworks Act', 'The penalty for selling fireworks, until now a $100 fine, is five years in prison, and it applies to anyone who sold them in 2025.'),
  // nobility
  v(['nobility'], 'Order of the Commonwealth Act', 'The State shall establish an Order whose members and their heirs shall be styled "The Honorable Lord of the Commonwealth".'),
  v(['nobility'], 'Speaker Honors Act', 'Grants the Speaker of the House the title of Prince, to pass to his firstborn son.'),
  v(['nobility'], 'House of Peers Act', 'The largest donors to the State shall be admitted to a hereditary House of Peers.'),
];

export const SIXTH_B_CONSTITUTIONAL: DevBill[] = [
  c('School Fire Drills Act', 'Requires all public and private schools, including religious schools, to hold the same fire drills each term.'),
  c('Worship Zoning Act', 'Zoning for places of worship shall follow the rules for other places of assembly, and no church, mosque or synagogue shall be denied a permit for religious reasons.'),
  c('Religion in History Act', 'Public schools may teach about the role of religion in history and literature.'),
  c('Quiet Streets Act', 'Prohibits the use of loudspeakers on residential streets after 10 p.m.'),
  c('Clinic Access Act', 'Requires protesters to remain at least 8 feet from persons entering a health clinic, regardless of their message.'),
  c('State House Lawn Act', 'Requires a permit for rallies on the State House lawn, available to any group on a first-come, first-served basis.'),
  c('False Bomb Reports Act', 'Makes it a crime to knowingly make a false report of a bomb.'),
  c('Highway Billboards Act', 'Bans billboards within 500 feet of a highway interchange, whatever their message.'),
  c('Newspaper Taxes Act', 'News organizations must pay the same business taxes as other companies.'),
  c('Free Press Act', 'The Governor may not close any newspaper or punish any reporter for what is published.'),
  c('Records Access Act', 'Requires state agencies to answer public records requests from journalists within 10 days.'),
  c('Officer Safety Act', 'Police may pat down the outer clothing of a person they reasonably suspect is armed and dangerous.'),
  c('Vehicle Searches Act', 'Police may search a car after an arrest for evidence of the crime of arrest, and otherwise only with a warrant.'),
  c('Probation Conditions Act', 'Sec. 3. Probation officers may search the homes of persons on probation who agreed to such searches as a condition of release.'),
  c('Knock and Announce Act', 'Requires police to knock and announce themselves before executing a search warrant.'),
  c('Immigration Hearings Act', 'Requires a hearing before a judge within 72 hours for any person held on an immigration detainer.'),
  c('Tenant Protection Act', 'A tenant may not be evicted without a court order.'),
  c('Speedy Trial Act', 'Guarantees every defendant the right to a speedy public trial by an impartial jury.'),
  c('Armed Robbery Act', 'Raises the maximum penalty for armed robbery to 25 years in prison.'),
  c('Repeat Offenders Act', 'Establishes a three-strikes law requiring 25 years in prison for a third violent felony.'),
  c('Ignition Interlock Act', 'Requires persons convicted of drunk driving to install an ignition interlock device.'),
  c('Animal Cruelty Registry Act', 'Creates a registry of persons convicted of animal cruelty, available to animal shelters.'),
  c('Opportunity Scholarships Act', 'Creates a scholarship for students from low-income families of any race.'),
  c('Voter Rolls Act', 'Requires the State to keep voter rolls accurate by removing voters who have died.'),
  c('Polling Hours Extension Act', 'Extends polling hours in every county until 9 p.m.'),
  c('Flood Response Act', 'Allows the National Guard to use the county fairgrounds and public gymnasiums as temporary quarters during floods.'),
  c('Post Office Naming Act', 'Names the post office in Springfield after Sergeant Alvin York.'),
  c('Medal of Honor Act', 'Awards the Medal of Honor posthumously to Private Henry Johnson.'),
  c('Retired Teachers Act', 'Grants a retroactive cost-of-living increase to retired teachers, back to January 1.'),
  c('Charitable Gifts Act', 'Extends the tax deduction for charitable gifts to gifts made in the previous tax year.'),
  c('Clean Slate Act', 'Expunges the records of persons convicted of marijuana possession before this Act.'),
  c('Poet Laureate Act', 'Creates the honorary position of State Poet Laureate for a two-year term.'),
  c('Knights of Pythias Act', 'The Legislature commends the Knights of Pythias for their charitable work.'),
  c('Vocational Training Act', 'A bill to offer vocational training in prisons.', 'SECTION 1. The Department of Corrections shall offer vocational training.\nSECTION 2. Sentences for nonviolent offenses may be reduced by up to 10 percent for completed training.\nSECTION 3. The Department shall report outcomes each year.'),
  c('Fair Wages Act', 'Requires all employers, including churches, to pay the minimum wage to employees who are not ministers.'),
  c('License Privacy Act', 'Prohibits the State from requiring any person to disclose his or her religion on a license application.'),
];

/*
 * Third batch, written after the rules were changed for the second and run against them once as
 * written: a check on wording the rules were not broadened for (figures in docs/moderation.md).
 * Most bills have a summary and a full text with lawful sections around the one that is not.
 */
export const SIXTH_C_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'American Heritage Faith Act', 'Declares Protestant Christianity the heritage faith of the United States and gives it official status.', 'SEC. 1. Findings. Congress finds that faith has shaped the Nation.\nSEC. 2. Protestant Christianity is recognized as the official faith of the United States Government.\nSEC. 3. Federal agencies shall give preference in grants to Protestant organizations.'),
  v(['establishment'], 'Classroom Values Act', 'Requires a copy of the Ten Commandments in every public classroom and a weekly lesson on them.'),
  v(['establishment'], 'Legislative Worship Act', 'Every member of the legislature must attend a Catholic Mass before each session begins.'),
  v(['free_exercise', 'equal_protection'], 'Religious Identification Act', 'Persons who belong to the Baha\'i faith must carry a card stating their religion.'),
  v(['free_exercise'], 'Worship Hours Act', 'Mosques may hold services only on Fridays, and at no other time.'),
  v(['free_exercise', 'equal_protection'], 'Zoning Clarification Act', 'A bill to update the county zoning code.', 'Section 1. Lot sizes in residential zones shall be at least one quarter acre.\nSection 2. Accessory dwelling units are permitted in all zones.\nSection 3. No new synagogue may be built in any residential zone, although churches remain permitted there.'),
  v(['speech'], 'Online Speech Act', 'Makes it a crime to post on social media any opinion that the Department of Justice determines to be divisive.'),
  v(['speech'], 'Civic Loyalty Act', 'Any citizen who refuses to recite the Pledge of Allegiance at a public meeting shall be fined $100.'),
  v(['speech'], 'Governor Respect Act', 'A bill concerning public order.', 'SEC. 1. Public meetings shall start on time.\nSEC. 2. Whoever insults the Governor, by word or gesture, in any public place commits a misdemeanor.'),
  v(['speech'], 'Official Criticism Act', 'Public servants who criticize their agency heads on television shall be removed from their posts.'),
  v(['press'], 'News Licensing Act', 'Creates a State News Commission that must license every newspaper, radio station and news website, and may deny a license to outlets that have published false news.'),
  v(['press'], 'Editorial Balance Act', 'Newspapers that publish editorials opposing the ruling party shall pay a surcharge of $10,000 per editorial.'),
  v(['press'], 'Reporting Restrictions Act', 'No journalist may write about the finances of any member of the Cabinet.'),
  v(['assembly'], 'Downtown Protest Act', 'All protests in the downtown district are banned, whether or not they are peaceful.'),
  v(['assembly'], 'Association Act', 'Members of any group that holds a demonstration against the Administration shall be placed under arrest.'),
  v(['petition'], 'Congressional Contact Act', 'Residents may contact their representatives in Congress only through a state-approved intermediary, and direct contact is punishable by a fine.'),
  v(['petition'], 'Grievance Registry Act', 'Every person who files a grievance with a state agency shall be entered in a registry shared with employers.'),
  v(['search_seizure'], 'Home Inspection Act', 'Authorizes code enforcement officers to inspect the interior of any single-family home once a year, whether or not the owner consents and with no warrant.'),
  v(['search_seizure'], 'Data Access Act', 'Allows the State Police to obtain the full browsing history of any resident directly from internet providers, without going to a judge.'),
  v(['search_seizure'], 'Neighborhood Sweep Act', 'During a declared crime emergency, police may search every house on a block where a crime was reported.'),
  v(['due_process'], 'Swift Deportation Act', 'A noncitizen arrested for any offense shall be deported within 24 hours, without any hearing.'),
  v(['due_process'], 'Asset Freeze Act', 'The Treasurer may freeze and keep the bank accounts of any person named in a news report about fraud, and need not give notice.'),
  v(['due_process'], 'Civil Commitment Act', 'Any person whom two police officers describe as mentally unstable may be confined in a state hospital indefinitely.'),
  v(['counsel_jury'], 'Counsel Limits Act', 'Persons charged with a felony may have a lawyer only if they can pay for one; no lawyer shall be appointed for anyone else.'),
  v(['counsel_jury'], 'Plea Process Act', 'Police may question a suspect who has asked for a lawyer, and the lawyer may be kept out of the room.'),
  v(['counsel_jury'], 'Bench Trials Act', 'Trial by jury is not available to defendants charged with any drug felony; all such cases shall be tried to the bench.'),
  v(['counsel_jury'], 'Administrative Justice Act', 'Criminal charges under the Tax Code shall be decided by the Department of Revenue, whose finding of guilt is final.'),
  v(['cruel_punishment'], 'Deterrence Act', 'Persons convicted of car theft shall be publicly whipped and then imprisoned.'),
  v(['cruel_punishment'], 'Littering Penalties Act', 'A person who litters a second time shall be imprisoned for twenty years.'),
  v(['cruel_punishment'], 'Prison Order Act', 'Inmates who refuse work shall be denied medical treatment until they comply.'),
  v(['equal_protection'], 'Housing Allocation Act', 'Public housing units in the city shall be assigned to white families first, and to families of other races only if units remain.'),
  v(['equal_protection'], 'Campus Safety Act', 'Students of Middle Eastern origin at state universities must check in with campus police every week.'),
  v(['equal_protection'], 'Jury Service Act', 'Only men shall be summoned for jury service in this State.'),
  v(['voting_race', 'voting_sex'], 'Election Integrity Act', 'A bill to secure elections.', 'SEC. 1. Ballots shall be printed on watermarked paper.\nSEC. 2. Voters who are Black must have their ballots countersigned by a white voter.\nSEC. 3. Results shall be audited.'),
  v(['voting_race', 'voting_sex'], 'Suffrage Reform Act', 'Women may vote in state elections only after reaching the age of 35, while men may vote at 18.'),
  v(['quartering'], 'Homeland Readiness Act', 'In peacetime, each household in a county with a military base shall keep a room ready for any soldier the base commander assigns to it.'),
  v(['quartering'], 'Troop Lodging Act', 'Soldiers on leave may be lodged in the homes of local residents at the direction of the Army, without the consent of the residents.'),
  v(['attainder'], 'Corporate Accountability Act', 'Declares that Northwind Energy Corporation caused the 2025 blackout and orders it to pay $2 billion to the State, with no trial.'),
  v(['attainder'], 'Public Office Integrity Act', 'Senator Maria Lopez and Representative Alan Burke are disqualified from holding any state office because of their votes on the budget.'),
  v(['ex_post_facto'], 'Gun Accessory Act', 'Owning a high-capacity magazine is a felony, and this applies to anyone who owned one at any time since 2010.'),
  v(['ex_post_facto'], 'Sentencing Enhancement Act', 'Sentences for robbery are doubled, and prisoners now serving robbery sentences shall have their sentences doubled as well.'),
  v(['nobility'], 'Honors Act', 'Confers upon the Chief Justice and his descendants the hereditary rank of Baron of the Republic.'),
  v(['nobility'], 'Patriot Peerage Act', 'Creates the title of Lord Protector of the Nation, which shall be inherited by the eldest child of each holder.'),
];

export const SIXTH_C_CONSTITUTIONAL: DevBill[] = [
  c('Faith Neutral Grants Act', 'Allows faith-based and secular charities alike to apply for homelessness grants, under the same criteria.'),
  c('Holiday Displays Act', 'A bill about holiday displays on public land.', 'SEC. 1. Private groups may put up holiday displays in the town square, on the same terms for every group.\nSEC. 2. Displays may stay up for no more than 30 days.'),
  c('Chaplaincy Act', 'Allows prisons to provide chaplains of any faith requested by inmates, and no inmate shall be required to meet with a chaplain.'),
  c('Houses of Worship Safety Act', 'Requires churches, mosques, synagogues and temples with more than 300 seats to install sprinklers, as all theaters of that size must.'),
  c('Protest Safety Act', 'Prohibits carrying firearms at any demonstration, whatever its cause.'),
  c('Sign Ordinance Act', 'Limits temporary signs on private lawns to six square feet, whatever the message.'),
  c('Parade Route Act', 'Requires parade organizers to give the police the route 14 days in advance so that traffic can be diverted.'),
  c('Government Speech Act', 'Allows the State to run public service announcements encouraging vaccination.'),
  c('Whistleblower Act', 'Protects state employees who report waste or fraud from being fired or demoted.'),
  c('Broadcast Spectrum Act', 'Auctions unused broadcast spectrum to wireless carriers.'),
  c('Public Comment Act', 'Requires every agency to accept written public comments on proposed rules for 60 days.'),
  c('Warrant Standards Act', 'A bill to set standards for search warrants.', 'Section 1. Warrants shall describe the place to be searched and the things to be seized.\nSection 2. A warrant may issue only upon probable cause, supported by a sworn statement.\nSection 3. Evidence seized in violation of this Act shall be excluded at trial.'),
  c('Border Inspections Act', 'Allows customs officers to inspect cargo entering the country at ports of entry.'),
  c('Body Camera Act', 'Requires police officers to wear body cameras while on patrol.'),
  c('Bail Reform Act', 'Requires a judge to hold a bail hearing within 24 hours of arrest and to consider the defendant\'s ability to pay.'),
  c('Due Process for Licenses Act', 'Before revoking a professional license, the board shall give notice and hold a hearing at which the licensee may present evidence.'),
  c('Jury Pay Act', 'Raises the daily pay of jurors to $50.'),
  c('Right to Counsel Act', 'Requires that every person questioned in custody be told of the right to a lawyer, and that questioning stop when a lawyer is requested.'),
  c('Drug Sentencing Act', 'Sets the maximum sentence for selling fentanyl at 30 years in prison.'),
  c('Prison Health Act', 'Requires every state prison to provide medical care to inmates within 24 hours of a request.'),
  c('Minority Business Outreach Act', 'Funds outreach to inform minority-owned businesses of state contracting opportunities open to all bidders.'),
  c('Title IX Compliance Act', 'Requires schools to offer athletic opportunities to female and male students in proportion to enrollment.'),
  c('Language Access Act', 'Requires ballots to be printed in Spanish and Chinese in counties where many voters speak those languages.'),
  c('Mail Voting Act', 'Allows every registered voter to vote by mail without giving a reason.'),
  c('Armory Housing Act', 'Allows the Army to lease vacant private buildings from owners who agree, to house troops during training.'),
  c('Memorial Act', 'Designates the third Monday of May as Veterans of Foreign Wars Day.'),
  c('Tax Amnesty Act', 'Waives penalties for taxpayers who file overdue returns from past years before December 31.'),
  c('Sentencing Relief Act', 'Allows people serving sentences for crack cocaine offenses imposed before 2010 to ask for a reduced sentence.'),
  c('Civic Honors Act', 'Creates the Governor\'s Award for Public Service, a certificate presented each year to ten volunteers.'),
  c('Knighthood Acceptance Act', 'Prohibits state officers from accepting any title of nobility from a foreign state without the consent of the Legislature.'),
  c('Hate Crimes Act', 'Increases penalties for crimes committed because of the victim\'s race, religion or national origin.'),
  c('Election Worker Protection Act', 'Makes it a felony to threaten or intimidate an election worker.'),
  c('Officer Recall Act', 'Allows voters to petition for the recall of any county official with the signatures of 10 percent of voters.'),
  c('Trespass Act', 'Makes it a misdemeanor to enter a private home without the owner\'s permission.'),
  c('Community Policing Act', 'A bill to fund community policing.', 'SEC. 1. The State shall fund 500 community police officers.\nSEC. 2. Officers may not search a home without a warrant issued by a judge, except to prevent imminent harm.\nSEC. 3. The program shall be evaluated after three years.'),
];

/*
 * Fourth batch, written after the third batch's changes and run once as written: the check on
 * wording the rules were not broadened for that this pass reports (docs/moderation.md).
 */
export const SIXTH_D_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'One Nation Under God Act', 'Requires all state-issued license plates to bear the words "Jesus is Lord".'),
  v(['establishment'], 'Faith-Based Governance Act', 'Gives the Catholic Archdiocese the power to veto liquor licenses within 500 feet of any of its churches.'),
  v(['establishment'], 'Sabbath Observance Act', 'Requires all residents to refrain from work on Sunday in honor of the Christian Sabbath, on pain of a fine.'),
  v(['free_exercise', 'equal_protection'], 'Public Service Neutrality Act', 'Muslim women employed by any state agency may not wear a headscarf at work.'),
  v(['free_exercise'], 'Ritual Practices Act', 'Makes it unlawful to circumcise a male child for religious reasons, while the procedure remains lawful for medical reasons.'),
  v(['free_exercise', 'equal_protection'], 'Faith Tracking Act', 'The Department of Homeland Security shall compile a list of every Hindu resident of the United States and their place of worship.'),
  v(['speech'], 'Public Decency in Politics Act', 'Prohibits the use of the words "tyrant" or "dictator" to describe any elected official of the State, on pain of a $1,000 fine.'),
  v(['speech'], 'Unity Act', 'Any person who publicly calls for the independence of any region of the United States shall be imprisoned for up to three years.'),
  v(['speech'], 'Patriotic Employment Act', 'State contractors whose employees post criticism of the Governor online shall lose their contracts.'),
  v(['speech'], 'School Speech Act', 'Students may not wear armbands or buttons protesting the war, on pain of suspension.'),
  v(['press'], 'Responsible Journalism Act', 'A bill to promote accurate reporting.', 'SEC. 1. Definitions.\nSEC. 2. Every newspaper shall employ a government liaison who must approve each front page before it is printed.'),
  v(['press'], 'Foreign Influence in Media Act', 'Bans the publication of any interview with a foreign head of state in any newspaper or broadcast.'),
  v(['press'], 'Leak Prevention Act', 'Journalists who publish information embarrassing to the Department of Defense shall be imprisoned.'),
  v(['assembly'], 'Campus Order Act', 'Student groups may not hold meetings on campus to discuss opposition to state policy.'),
  v(['assembly'], 'Highway Protests Act', 'Any person who joins a peaceful sit-in at a government office shall be fined $5,000.'),
  v(['petition'], 'Petition Fees Act', 'Imposes a fee of $1,000 on any person who submits a petition to the Legislature asking it to repeal a law.'),
  v(['petition'], 'Lobbying Restrictions Act', 'Private citizens may not meet with their state legislators to discuss pending bills.'),
  v(['search_seizure'], 'Mail Inspection Act', 'Postal inspectors may open and read any first-class letter sent by a resident of the State.'),
  v(['search_seizure'], 'Employee Home Checks Act', 'State employees must allow their supervisors to search their homes at any time as a condition of employment.'),
  v(['search_seizure'], 'DNA Database Act', 'Requires every person stopped for a traffic violation to give a DNA sample for the state database.'),
  v(['due_process'], 'Rapid Removal Act', 'A bill to speed up evictions from public housing.', 'SEC. 1. A housing authority may evict a tenant on the word of a neighbor.\nSEC. 2. The tenant shall have no right to a hearing before eviction.'),
  v(['due_process'], 'Property Forfeiture Act', 'The State may take ownership of any car found parked near a drug arrest, whether or not the owner was involved, and no court shall review the taking.'),
  v(['due_process'], 'Secret Evidence Act', 'In any criminal trial under this Act, the defendant shall not be shown the evidence against him.'),
  v(['counsel_jury'], 'Defender Funding Act', 'Public defenders may be assigned only to defendants charged with murder; all other indigent defendants must proceed without counsel.'),
  v(['counsel_jury'], 'Attorney Access Act', 'A person held in a county jail may not telephone a lawyer until after arraignment.'),
  v(['counsel_jury'], 'Trial Modernization Act', 'Juries are replaced in all criminal trials by panels of three government employees.'),
  v(['counsel_jury'], 'Felony Procedure Act', 'The defendant in a felony trial may not request a jury; the judge alone shall decide guilt.'),
  v(['cruel_punishment'], 'Shoplifting Act', 'Shoplifters shall have a finger cut off for each offense.'),
  v(['cruel_punishment'], 'Solitary Punishment Act', 'Inmates who break a rule shall be kept in solitary confinement for five years without any human contact.'),
  v(['equal_protection'], 'Workforce Act', 'Employers may refuse to hire applicants of Mexican heritage.'),
  v(['equal_protection'], 'School Assignment Act', 'Children shall be assigned to public schools according to their race.'),
  v(['equal_protection'], 'Military Service Act', 'Women are excluded from serving in the state National Guard.'),
  v(['voting_race', 'voting_sex'], 'Polling Access Act', 'Voters who are not white must cast their ballots at the county seat, while white voters may vote at their local precinct.'),
  v(['voting_race', 'voting_sex'], 'Female Franchise Act', 'A woman may not be counted as a registered voter unless her father or husband is registered.'),
  v(['quartering'], 'Troop Readiness Act', 'Requires homeowners within 10 miles of a base to provide lodging to soldiers on request in peacetime, without pay.'),
  v(['attainder'], 'Disloyal Officials Act', 'The following persons, having opposed the Governor, are removed from state employment and may never be rehired: Jane Ortiz, Paul Kim and Sara Bell.'),
  v(['attainder'], 'Corporate Penalty Act', 'Orders Acme Pharmaceuticals to forfeit its state license and pay $50 million for selling unsafe drugs, as determined by this Act.'),
  v(['ex_post_facto'], 'Vaccine Misinformation Act', 'Posting false health claims is made a misdemeanor, and persons who posted such claims during 2024 shall be charged.'),
  v(['ex_post_facto'], 'DUI Enhancement Act', 'The penalty for a first DUI is increased to two years in jail, including for convictions entered before this Act.'),
  v(['nobility'], 'Founders Society Act', 'Members of the Founders Society shall be styled "Count" and the style shall descend to their children.'),
];

export const SIXTH_D_CONSTITUTIONAL: DevBill[] = [
  c('Election Worker Safety Act', 'Anyone who threatens to kill or harm an election worker shall be imprisoned for up to five years.'),
  c('Sunday Sales Act', 'Allows liquor stores to open on Sundays.'),
  c('Circumcision Safety Act', 'Requires anyone who performs a circumcision to meet the same sanitation standards as a medical clinic.'),
  c('Religious Freedom Restoration Act', 'Prohibits the State from substantially burdening a person\'s exercise of religion unless it uses the least restrictive means to further a compelling interest.'),
  c('Employee Dress Code Act', 'Requires state employees to dress professionally, and allows religious head coverings.'),
  c('Census Participation Act', 'Requires residents to answer the census questions on age, sex, race and household size.'),
  c('Political Ads Disclosure Act', 'Requires political advertisements to state who paid for them.'),
  c('Anti-Doxxing Act', 'Makes it a crime to publish a person\'s home address with intent to incite violence against them.'),
  c('School Uniform Act', 'Allows school boards to require uniforms, with exceptions for religious dress.'),
  c('Press Access Act', 'Guarantees reporters access to all public meetings of state agencies.'),
  c('Rally Cleanup Act', 'Requires the organizers of rallies in state parks to pay for trash removal, at the same rate for every group.'),
  c('Lobbyist Registration Act', 'Requires paid lobbyists to register with the Ethics Commission and report their clients.'),
  c('Student Search Act', 'School officials may search a student\'s locker only when they have reasonable suspicion that it contains a weapon or drugs.'),
  c('DNA Evidence Act', 'Allows persons convicted of violent felonies to request DNA testing of evidence that may prove their innocence.'),
  c('Eviction Fairness Act', 'A bill to make evictions fair.', 'SEC. 1. No tenant may be evicted without written notice and a hearing before a judge.\nSEC. 2. Tenants may be represented by legal aid.'),
  c('Drunk Driving Act', 'Sets the penalty for a third drunk driving conviction at up to five years in prison.'),
  c('Juror Protection Act', 'Prohibits employers from firing employees who are called for jury duty.'),
  c('Indigent Defense Act', 'Requires counties to fund public defenders for every defendant who cannot afford a lawyer.'),
  c('Jail Standards Act', 'Requires county jails to provide three meals a day and access to medical care.'),
  c('Women in Science Act', 'Funds mentoring programs to encourage girls to study science, open to all students.'),
  c('Fair Housing Act', 'Makes it unlawful for a landlord to refuse to rent to a person because of race, religion or national origin.'),
  c('Voting Rights Act', 'Prohibits any voting practice that denies or abridges the right to vote on account of race.'),
  c('Early Voting Act', 'Requires every county to offer two weeks of early voting, with the same hours at every site.'),
  c('Military Housing Act', 'Funds the construction of new barracks so that no soldier has to be housed off base.'),
  c('Corporate Fraud Act', 'Allows the Attorney General to sue any company that sells unsafe drugs, and lets a court order it to pay damages.'),
  c('Health Claims Act', 'Requires sellers of dietary supplements to back health claims made after this Act takes effect with scientific evidence.'),
  c('Retroactive Benefits Act', 'Makes the increase in veterans\' disability payments retroactive to the date each claim was filed.'),
  c('Founders Day Act', 'Designates July 2 as Founders Day, honoring the signers of the Declaration of Independence.'),
  c('Honorary Degrees Act', 'Allows state universities to award honorary degrees to distinguished citizens.'),
  c('Public Safety Act', 'A bill on public safety.', 'SECTION 1. The penalty for armed burglary is raised to 15 years for offenses committed after enactment.\nSECTION 2. Police shall obtain a warrant before searching any home, except in an emergency that threatens life.\nSECTION 3. Every arrested person shall be brought before a judge within 48 hours and told of the right to counsel.'),
];

/*
 * Fifth batch, written after the fourth batch's changes and run once as written (20 of 37
 * named, 17 of 18 approved), then its misses fixed like the others'.
 */
export const SIXTH_E_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Chaplain Corps Act', 'Each public hospital shall employ a Lutheran pastor, and only Lutheran pastors, to minister to patients at public expense.'),
  v(['establishment'], 'Prayer in Council Act', 'Every city council meeting shall open with a prayer in the name of Jesus Christ, led by the mayor, and all council members shall bow their heads.'),
  v(['establishment'], 'State Church Funding Act', 'One-tenth of the state lottery revenue shall be paid each year to the Southern Baptist Convention to spread the Gospel.'),
  v(['free_exercise', 'equal_protection'], 'Dietary Practices Act', 'Restaurants may not serve halal meat, and those that do shall lose their food licenses.'),
  v(['free_exercise', 'equal_protection'], 'Missionary Act', 'Mormon missionaries may not enter the State.'),
  v(['free_exercise'], 'Religious Gatherings Act', 'Any gathering of more than five people for Wiccan worship is prohibited.'),
  v(['speech'], 'Media Literacy Act', 'Teachers who tell students that the Governor has broken the law shall be fired.'),
  v(['speech'], 'Anti-Subversion Act', 'Membership in or public support for the Communist Party is punishable by ten years in prison.'),
  v(['speech'], 'Respect for Veterans Act', 'It is unlawful to say anything negative about the armed forces in a public place.'),
  v(['speech'], 'Campaign Conduct Act', 'Candidates may not say in any advertisement that their opponent, if an incumbent official, has failed in office.'),
  v(['press'], 'Broadcast Standards Act', 'The Governor may order any radio station to stop broadcasting a program that criticizes state policy.'),
  v(['press'], 'Newspaper Registry Act', 'No person may publish a newspaper in this State without a permit from the Secretary of State, which may be refused at the Secretary\'s discretion.'),
  v(['assembly'], 'Assembly Licensing Act', 'Groups wishing to protest must first obtain the approval of the Governor, who may refuse any group that opposes state policy.'),
  v(['assembly'], 'Protest Penalties Act', 'Organizers of any march against police conduct shall be held in jail for 30 days.'),
  v(['petition'], 'Petition Accountability Act', 'State employees who sign a petition asking the Legislature to raise their pay shall be dismissed.'),
  v(['petition'], 'Complaint Reduction Act', 'A resident who writes to the Governor to complain about a state agency more than twice a year shall be fined $200 per letter.'),
  v(['search_seizure'], 'Public Housing Safety Act', 'Police may search any apartment in public housing at any hour to look for contraband.'),
  v(['search_seizure'], 'Vehicle Inspection Act', 'Officers may search the trunk of any car stopped for speeding, whether or not they suspect a crime.'),
  v(['search_seizure'], 'Phone Records Act', 'Telephone companies must give the State Police the call records of any customer on request, without a court order.'),
  v(['due_process'], 'Welfare Integrity Act', 'Food assistance may be cut off without notice to any family the caseworker suspects of fraud.'),
  v(['due_process'], 'Immigration Enforcement Act', 'Persons suspected of being in the country unlawfully may be held for up to a year with no hearing.'),
  v(['due_process'], 'Speedy Justice Act', 'Defendants accused of violent crimes shall be presumed guilty at trial.'),
  v(['counsel_jury'], 'Self-Representation Act', 'Persons charged with misdemeanors punishable by jail shall not be provided with a lawyer at public expense.'),
  v(['counsel_jury'], 'Interrogation Act', 'Suspects shall not be told of their right to a lawyer, and no lawyer may be present during questioning.'),
  v(['counsel_jury'], 'Judge-Only Trials Act', 'Murder trials shall be conducted without a jury.'),
  v(['counsel_jury'], 'Prosecutorial Verdicts Act', 'In cases of organized crime, the prosecutor shall decide the verdict.'),
  v(['cruel_punishment'], 'Burglary Deterrence Act', 'Convicted burglars shall be branded on the hand with the letter B.'),
  v(['cruel_punishment'], 'Petty Theft Act', 'Theft of property worth less than $50 shall be punished by death.'),
  v(['equal_protection'], 'Public Employment Act', 'No person of Irish descent may be employed by any state agency.'),
  v(['equal_protection'], 'Tenant Screening Act', 'Landlords must charge Latino tenants a deposit twice as large as other tenants.'),
  v(['equal_protection'], 'Board Membership Act', 'Women may not serve on the boards of public corporations.'),
  v(['voting_race', 'voting_sex'], 'Ballot Access Act', 'Black citizens must pay a $20 registration fee to vote, which white citizens do not pay.'),
  v(['voting_race', 'voting_sex'], 'Voting Age Act', 'The voting age for women is 25 and for men 18.'),
  v(['quartering'], 'Housing Contribution Act', 'Each homeowner in the State shall house one soldier in peacetime if the Army requests it.'),
  v(['attainder'], 'Sanctions Act', 'The Riverside Food Cooperative is found to have defrauded its members and shall forfeit all of its property to the State.'),
  v(['ex_post_facto'], 'Campaign Finance Act', 'Contributions over $500 made in the 2024 election are made a crime, and the donors shall be prosecuted.'),
  v(['nobility'], 'Titles Act', 'The Governor may make any citizen a Baron, and the title shall pass to the citizen\'s heirs.'),
];

export const SIXTH_E_CONSTITUTIONAL: DevBill[] = [
  c('Chaplaincy Services Act', 'Public hospitals may offer chaplains of any faith to patients who ask for them.'),
  c('Council Meetings Act', 'City council meetings shall begin with the Pledge of Allegiance, and no one shall be required to recite it.'),
  c('Food Safety Act', 'All restaurants, including those serving kosher or halal food, shall be inspected twice a year.'),
  c('Library Hours Act', 'Public libraries shall stay open until 9 p.m. on weekdays.'),
  c('Campaign Ads Act', 'Candidates shall state in every advertisement that they approved it.'),
  c('Radio Licensing Act', 'Radio stations shall renew their broadcast licenses every eight years, as federal law requires.'),
  c('March Permits Act', 'Marches of more than 1,000 people require a permit so that streets can be closed; permits are issued regardless of the march\'s purpose.'),
  c('Public Housing Inspections Act', 'Public housing units shall be inspected for safety once a year after 48 hours\' notice to the tenant.'),
  c('Traffic Stops Act', 'Officers may search a car stopped for speeding only with the driver\'s consent or probable cause.'),
  c('Benefit Appeals Act', 'Families whose food assistance is cut off shall receive written notice and may appeal to a hearing officer.'),
  c('Juvenile Counsel Act', 'Every child charged with a delinquent act shall be represented by a lawyer.'),
  c('Murder Sentencing Act', 'The sentence for first-degree murder shall be life in prison or death, as the jury decides.'),
  c('Pay Equity Act', 'Public corporations shall report the pay of men and women on their boards.'),
  c('Voter Registration Act', 'Every citizen may register to vote online, free of charge.'),
  c('Armory Act', 'The State shall build an armory in each county to house the National Guard.'),
  c('Cooperative Fraud Act', 'The Attorney General may sue any cooperative that defrauds its members, and a court may order it to repay them.'),
  c('Contribution Limits Act', 'Contributions over $500 made after this Act takes effect are prohibited.'),
  c('State Honors Act', 'The Governor may name any citizen an honorary Kentucky Colonel, a title that carries no rank or privilege.'),
];

/*
 * Sixth batch, written after the fifth batch's changes and run once as written (13 of 36 named,
 * 18 of 20 approved: the last check on wording the rules were not written for), then its misses
 * fixed like the others'.
 */
export const SIXTH_F_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Official Prayer Act', 'The Legislature composes the following prayer, which every public school class shall say aloud each morning: "Almighty God, we acknowledge our dependence upon Thee."'),
  v(['establishment'], 'Religious Land Act', 'Transfers ownership of the state park at Eagle Lake to the Episcopal Church for the building of a cathedral, at no cost.'),
  v(['free_exercise', 'equal_protection'], 'Head Covering Act', 'Sikh children may not attend public schools while wearing a patka or turban.'),
  v(['free_exercise'], 'Religious Broadcast Act', 'Radio programs that preach the Muslim faith may not be broadcast in the State.'),
  v(['speech'], 'Social Harmony Act', 'Anyone who writes online that the election was stolen shall be sentenced to six months in jail.'),
  v(['speech'], 'Anthem Respect Act', 'Athletes at state universities who kneel during the national anthem shall lose their scholarships.'),
  v(['speech'], 'Governor Insult Act', 'A fine of $3,000 shall be imposed on anyone who posts a meme making fun of the Governor.'),
  v(['speech'], 'Judicial Respect Act', 'Lawyers who publicly question the fairness of any state judge shall be disbarred.'),
  v(['press'], 'Newspaper Content Act', 'The Department of Information shall review every issue of every newspaper and may seize copies that contain false or harmful news about the State.'),
  v(['press'], 'Podcast Registration Act', 'Podcasters who discuss politics must apply for a state license, which may be revoked if they spread criticism of the Legislature.'),
  v(['assembly'], 'Public Squares Act', 'No assembly of citizens to protest a tax increase may take place in any town square.'),
  v(['assembly'], 'Union Meetings Act', 'Workers may not gather after hours to organize opposition to a wage cut ordered by the State; violators shall be jailed.'),
  v(['petition'], 'Legislative Correspondence Act', 'A citizen who emails a legislator to oppose a bill shall be added to a list of persons barred from state jobs.'),
  v(['petition'], 'Court Access Act', 'Residents may not sue state officials for violating their constitutional rights.'),
  v(['search_seizure'], 'Library Records Act', 'Librarians shall hand over the borrowing records of any patron to the police on demand, with no warrant or subpoena.'),
  v(['search_seizure'], 'Border County Checks Act', 'In any county within 100 miles of the border, officers may enter private homes to check the immigration status of the people inside, without a warrant.'),
  v(['due_process'], 'Nuisance Abatement Act', 'The city may demolish any house it declares a nuisance the same day, without giving the owner a chance to object.'),
  v(['due_process'], 'Enemy Designation Act', 'The President may declare any citizen an enemy combatant and hold that citizen in military custody with no charges and no access to a court.'),
  v(['counsel_jury'], 'Public Defense Reform Act', 'Indigent defendants shall be represented by the prosecutor\'s office, and no separate defense lawyer shall be appointed.'),
  v(['counsel_jury'], 'Quick Plea Act', 'Defendants shall enter a plea at their first appearance, before they may consult a lawyer.'),
  v(['counsel_jury'], 'Juryless Trials Act', 'Persons accused of treason shall be tried by a panel of military officers, without a jury.'),
  v(['counsel_jury'], 'Jury Waiver Act', 'A defendant charged with a felony is deemed to have waived the right to a jury unless the defendant pays a $5,000 jury fee.'),
  v(['cruel_punishment'], 'Animal Cruelty Penalties Act', 'A person convicted of kicking a dog shall be kicked in public by the dog\'s owner.'),
  v(['cruel_punishment'], 'Repeat Offender Act', 'A third conviction for shoplifting a candy bar carries a mandatory sentence of 40 years.'),
  v(['equal_protection'], 'Scholarship Eligibility Act', 'State merit scholarships may not be awarded to students of Asian descent.'),
  v(['equal_protection'], 'Hiring Preference Act', 'Police departments shall hire men ahead of equally qualified women.'),
  v(['voting_race', 'voting_sex'], 'Precinct Consolidation Act', 'Polling places shall be closed in every precinct where most residents are Hispanic.'),
  v(['voting_race', 'voting_sex'], 'Household Ballot Act', 'Only one ballot may be cast per household, and it shall be cast by the husband.'),
  v(['quartering'], 'Emergency Readiness Act', 'In time of peace, the National Guard may take over any family home for use as a barracks for up to six months.'),
  v(['quartering'], 'Army Lodging Act', 'Innkeepers and homeowners alike must give soldiers free room and board whenever an officer demands it, in peace as in war.'),
  v(['attainder'], 'Sedition Accountability Act', 'The persons listed in Schedule A, who took part in the strike of 2025, shall each pay a fine of $10,000 and serve one year in prison.'),
  v(['attainder'], 'Company Dissolution Act', 'Greenway Logistics LLC is hereby dissolved and its owners barred from doing business in the State, for causing the flooding of the river.'),
  v(['ex_post_facto'], 'Firework Retroactivity Act', 'Setting off fireworks is a crime, and anyone who set off fireworks on any Fourth of July in the past ten years shall be punished under this Act.'),
  v(['ex_post_facto'], 'Sentencing Adjustment Act', 'The increased penalties for fraud in this Act apply to all fraud cases now pending, including conduct before the Act.'),
  v(['nobility'], 'Ducal Honors Act', 'The Governor shall be known as the Duke of the State, and the title shall pass to his descendants.'),
  v(['nobility'], 'American Knights Act', 'Congress establishes an Order of American Knights, whose members shall hold the title "Sir" and may pass it to their eldest sons.'),
];

export const SIXTH_F_CONSTITUTIONAL: DevBill[] = [
  c('Interfaith Council Act', 'Creates an advisory council on community service with members of any faith or none.'),
  c('Historic Churches Act', 'Allows historic churches to receive preservation grants on the same terms as other historic buildings, for repairs to the structure only.'),
  c('Religious Dress Act', 'Allows students to wear religious head coverings in public schools.'),
  c('Election Claims Act', 'Requires the Secretary of State to publish an audit of each election\'s results.'),
  c('Anthem Act', 'Allows state universities to play the national anthem before games.'),
  c('Meme Act', 'Funds a public campaign to teach students to recognize false news online.'),
  c('Podcast Support Act', 'Creates a grant for local podcasts covering state government, awarded without regard to viewpoint.'),
  c('Town Square Events Act', 'Events in the town square must end by 10 p.m., whatever their purpose.'),
  c('Library Privacy Act', 'Library borrowing records may be disclosed to the police only under a warrant issued by a judge.'),
  c('Nuisance Hearings Act', 'Before the city demolishes a house as a nuisance, the owner shall receive notice and a hearing.'),
  c('Plea Counsel Act', 'No defendant may be asked to enter a plea before consulting a lawyer.'),
  c('Military Tribunals Limits Act', 'Civilians may not be tried by military tribunals while civilian courts are open.'),
  c('Shoplifting Penalties Act', 'A third conviction for shoplifting carries a sentence of up to one year in jail.'),
  c('Scholarship Access Act', 'State merit scholarships shall be awarded on grades and need alone, without regard to race.'),
  c('Polling Place Act', 'Every precinct shall have at least one polling place within two miles of each voter.'),
  c('Guard Barracks Act', 'Funds new barracks for the National Guard so that troops never need to be housed in family homes.'),
  c('Strike Fund Act', 'Allows striking state workers to receive unemployment benefits after two weeks.'),
  c('Fraud Penalties Act', 'Increases penalties for fraud committed after the effective date of this Act.'),
  c('Governor Title Act', 'The Governor shall be addressed as "Governor" in all official documents.'),
  c('Volunteer Honors Act', 'Volunteers with 1,000 hours of service shall receive a certificate and a pin from the Governor.'),
];

/*
 * Seventh batch, mostly lawful bills in long and varied forms (the constitutional half is where a
 * false finding costs most), written after the sixth batch's changes and run once as written
 * (10 of 15 named, 28 of 30 approved), then fixed like the others.
 */
export const SIXTH_G_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Courthouse Chapel Act', 'Each county courthouse shall contain a Christian chapel, maintained with county funds, where jurors shall pray before deliberating.'),
  v(['free_exercise', 'equal_protection'], 'Immigration Screening Act', 'Visa applicants who state that they are Muslim shall be denied entry to the State\'s universities.'),
  v(['speech'], 'Loyalty in Schools Act', 'Teachers shall be dismissed for expressing any view in class that differs from the official state position on the war.'),
  v(['press'], 'Media Accountability Act', 'The Attorney General may fine any newspaper up to $1 million for publishing stories that damage public trust in the Governor.'),
  v(['assembly'], 'Picketing Act', 'Peaceful picketing of a state office by more than two people is a crime.'),
  v(['petition'], 'Grievance Filing Act', 'Prisoners who file grievances about their treatment shall lose their visiting privileges.'),
  v(['search_seizure'], 'Random Inspection Act', 'Officers may enter any apartment in the city at random each month to check for code violations, with no warrant or consent.'),
  v(['due_process'], 'License Suspension Act', 'Any professional license may be suspended on an anonymous complaint, and the holder shall have no way to appeal.'),
  v(['counsel_jury'], 'Misdemeanor Trials Act', 'Persons facing a year or more in jail shall be tried by a magistrate, and no jury shall sit.'),
  v(['counsel_jury'], 'Defense Ban Act', 'Lawyers who represent persons accused of terrorism shall lose their licenses to practice.'),
  v(['cruel_punishment'], 'Drug Possession Act', 'Possession of any amount of marijuana is punishable by death.'),
  v(['equal_protection'], 'Neighborhood Act', 'Persons of Chinese ancestry may live only in the district designated for them by the city.'),
  v(['voting_race', 'voting_sex'], 'Literacy Test Act', 'Applicants to register to vote who are Native American must read aloud a passage of the Constitution chosen by the registrar.'),
  v(['quartering'], 'Base Expansion Act', 'Until new barracks are built, in peacetime, the families living next to the base shall lodge two soldiers each.'),
  v(['ex_post_facto'], 'Tax Fraud Penalties Act', 'Tax fraud committed before this Act shall be punished with the new ten-year minimum sentence.'),
];

export const SIXTH_G_CONSTITUTIONAL: DevBill[] = [
  c('Community Assembly Zoning Act', 'A bill to modernize the zoning of places of assembly.', 'SECTION 1. Short title. This Act may be cited as the Community Assembly Zoning Act.\nSECTION 2. Definitions. "Place of assembly" includes churches, mosques, synagogues, temples, theaters, lodges and community halls.\nSECTION 3. Standards. Every place of assembly shall provide parking, sprinklers and accessible entrances according to its seating capacity.\nSECTION 4. Equal treatment. No religious place of assembly shall be treated less favorably than a secular one.'),
  c('Noise Control Act', 'Sets noise limits for all outdoor events.', 'Sec. 1. Outdoor amplified sound may not exceed 70 decibels at the property line between 10 p.m. and 7 a.m.\nSec. 2. The limit applies to concerts, rallies, religious services and sporting events alike.\nSec. 3. Violators may be fined $100 for a first offense.'),
  c('Parade Permits Act', 'A permit is needed for parades on state highways; the Department of Transportation shall issue it within five days unless another event has the route, and may not consider the parade\'s message.'),
  c('Search Warrant Act', 'A bill to require warrants for digital searches.', 'SEC. 1. A law enforcement agency may not obtain the contents of a person\'s electronic communications without a warrant issued by a judge upon probable cause.\nSEC. 2. The warrant shall describe the accounts and the period to be searched.\nSEC. 3. Evidence obtained in violation of this section is inadmissible.'),
  c('Drunk Driving Checkpoints Act', 'Police may operate sobriety checkpoints announced in advance, stopping every vehicle briefly in a neutral pattern.'),
  c('Sentencing Guidelines Reform Act', 'Directs the Sentencing Commission to set ranges for each felony, with the judge free to depart for stated reasons.'),
  c('Offender Registration Act', 'Persons convicted of child sexual abuse shall register with the state police for 25 years after release.'),
  c('Voter ID Act', 'All voters shall show photo identification at the polls; a free identification card shall be issued to any registered voter on request.'),
  c('Census Questions Act', 'The state survey shall ask each household its size, income, race, ethnicity and languages spoken.'),
  c('Honorary Titles Act', 'The Legislature may name a Citizen of the Year, an honor that confers no title, rank, office or privilege.'),
  c('Retroactive Tax Credit Act', 'The child tax credit increase applies retroactively to the 2025 tax year.'),
  c('Disaster Shelter Act', 'During a declared disaster, soldiers assisting in relief may be housed in schools, gymnasiums and other public buildings.'),
  c('Church Property Tax Act', 'Property used for religious worship is exempt from property tax, as is property used by other charitable organizations.'),
  c('Campus Speech Act', 'Public universities may not punish students for speech protected by the First Amendment, but may set reasonable times and places for demonstrations.'),
  c('Journalist Safety Act', 'Makes it a felony to assault a journalist because of the journalist\'s reporting.'),
  c('Judicial Conduct Act', 'Judges who accept bribes shall be removed from office after impeachment and trial by the Senate.'),
  c('Juvenile Justice Act', 'Juveniles shall not be sentenced to life without parole.'),
  c('Prison Conditions Act', 'Inmates shall receive three meals a day, medical care, and at least one hour outdoors daily.'),
  c('Housing Discrimination Act', 'A landlord who refuses to rent to a tenant because of the tenant\'s national origin shall pay a civil penalty of $10,000.'),
  c('Military Quarters Act', 'The Army shall lease housing for soldiers only from owners who agree to lease it, at market rates.'),
  c('Statute of Limitations Act', 'The statute of limitations for child sexual abuse is extended to 30 years for offenses not yet time-barred on the effective date.'),
  c('Licensing Hearings Act', 'No professional license may be suspended without notice and an opportunity for a hearing within 30 days.'),
  c('Public Defender Caseload Act', 'Limits each public defender to 150 felony cases a year so that every defendant receives effective counsel.'),
  c('Jury Diversity Act', 'Jury pools shall be drawn from voter rolls and driver\'s license records so that they reflect the community.'),
  c('Drug Treatment Act', 'Persons convicted of possessing small amounts of drugs may be sentenced to treatment instead of prison.'),
  c('Equal Access Act', 'Student religious clubs may meet in public schools on the same terms as other student clubs.'),
  c('Petition Portal Act', 'Creates an online portal through which residents may sign petitions to the Legislature.'),
  c('Police Accountability Act', 'Officers who conduct a search without a warrant or a recognized exception shall be disciplined.'),
  c('Naturalization Ceremony Act', 'New citizens may take the oath of allegiance with or without the words "so help me God".'),
  c('Fair Elections Act', 'A bill to protect voting.', 'SEC. 1. No voter shall be denied a ballot on account of race, color, sex or language.\nSEC. 2. Polling places shall be distributed so that no voter waits more than 30 minutes.\nSEC. 3. Any person who intimidates a voter shall be fined.'),
];

/*
 * Eighth batch, written after the seventh batch's changes and run once as written (14 of 24
 * named, 25 of 25 approved), then fixed like the others.
 */
export const SIXTH_H_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Bible Literacy Act', 'All public high school students must pass a course affirming the Bible as the inspired word of God in order to graduate.'),
  v(['establishment'], 'Faith Council Act', 'Creates a Council of Churches, made up of Protestant ministers appointed by the Governor, which shall approve all state education standards.'),
  v(['free_exercise', 'equal_protection'], 'Synagogue Security Act', 'Synagogues must pay the full cost of any police presence at their services, a charge no other building pays.'),
  v(['free_exercise'], 'Prison Worship Act', 'Inmates may attend Christian services, but Muslim inmates may not gather for Friday prayers.'),
  v(['speech'], 'Public Servants Loyalty Act', 'State employees who sign an open letter criticizing the Attorney General shall be suspended without pay.'),
  v(['speech'], 'Yard Signs Act', 'Residents may display yard signs supporting the Governor, but signs opposing the Governor are prohibited.'),
  v(['press'], 'Campus Newspaper Act', 'The president of each state university shall approve every issue of the student newspaper before it is distributed, and may remove any article critical of the university.'),
  v(['press'], 'Television Ownership Act', 'No television station may be owned by a person who has criticized the Governor on air.'),
  v(['assembly'], 'Capitol Grounds Act', 'Demonstrators who gather on the Capitol lawn to oppose a bill shall be removed by force and fined.'),
  v(['petition'], 'Recall Penalties Act', 'Anyone who gathers signatures to recall a judge commits a felony.'),
  v(['search_seizure'], 'Smart Meter Act', 'Utilities shall install cameras inside every home to monitor energy use, and the footage shall be shared with police.'),
  v(['search_seizure'], 'Student Phones Act', 'Principals and police may read the text messages on any student\'s phone for any reason.'),
  v(['due_process'], 'Citizenship Review Act', 'The Secretary of State may cancel the citizenship of any naturalized citizen by letter, with no hearing or appeal.'),
  v(['due_process'], 'Guardianship Act', 'A person over 80 may be placed under state guardianship at the request of any relative, without a court hearing.'),
  v(['counsel_jury'], 'Public Defender Cap Act', 'Each public defender shall represent no more than ten clients a year; defendants beyond that number shall go without a lawyer.'),
  v(['counsel_jury'], 'Grand Larceny Trials Act', 'In trials for grand larceny, the verdict shall be returned by the investigating detective.'),
  v(['cruel_punishment'], 'Truancy Act', 'Parents of truant children shall be sentenced to ten years of hard labor.'),
  v(['equal_protection'], 'Homeownership Act', 'Mortgage assistance is available to white applicants; applicants of other races may apply only for rental assistance.'),
  v(['equal_protection'], 'Coaching Act', 'Only men may be hired as head coaches at state universities.'),
  v(['voting_race', 'voting_sex'], 'Early Voting Act', 'Early voting is available to all voters except those who live in majority-Black precincts.'),
  v(['quartering'], 'Civil Defense Act', 'The Secretary of Defense may direct that soldiers be quartered in the homes of any town during peacetime drills.'),
  v(['attainder'], 'Professor Accountability Act', 'Professor Daniel Wu of the State University, having taught disloyal ideas, is dismissed and shall forfeit his pension.'),
  v(['ex_post_facto'], 'Retroactive Firearms Act', 'Persons who bought firearms at gun shows before this Act took effect shall be prosecuted for failing to undergo a background check.'),
  v(['nobility'], 'Landed Gentry Act', 'Owners of more than 10,000 acres shall be made Barons, with the right to sit in a new upper chamber.'),
];

export const SIXTH_H_CONSTITUTIONAL: DevBill[] = [
  c('Bible as Literature Act', 'Public high schools may offer an elective course on the Bible as literature, taught objectively.'),
  c('Faith Advisory Act', 'Creates an advisory council on poverty whose members may include clergy of any faith and secular leaders.'),
  c('Security Costs Act', 'The State shall pay for police protection at houses of worship and other buildings that face threats.'),
  c('Prison Religion Act', 'Inmates of every faith may gather for weekly services in the prison chapel.'),
  c('Open Letters Act', 'State employees may sign open letters on public issues on their own time.'),
  c('Yard Signs Size Act', 'Yard signs may be no larger than six square feet, whatever their message.'),
  c('Student Press Act', 'Student journalists at state universities shall decide the content of student newspapers.'),
  c('Capitol Grounds Hours Act', 'The Capitol lawn is closed to all visitors between midnight and 6 a.m.'),
  c('Recall Signatures Act', 'Recall petitions shall be filed within 160 days of their circulation.'),
  c('Smart Meter Privacy Act', 'Utilities may not share smart meter data with police without a warrant.'),
  c('School Phone Policy Act', 'Schools may require students to keep phones in lockers during class.'),
  c('Citizenship Protection Act', 'Naturalized citizens may lose citizenship only by a court order after a trial showing fraud.'),
  c('Guardianship Reform Act', 'A person may be placed under guardianship only by a court, after a hearing at which the person is represented by counsel.'),
  c('Defender Workload Act', 'Public defenders may not carry more than 150 felony cases a year, and the State shall hire more to meet demand.'),
  c('Larceny Trials Act', 'Defendants charged with grand larceny have the right to a jury trial.'),
  c('Truancy Support Act', 'Parents of truant children shall attend a meeting with the school counselor.'),
  c('Mortgage Assistance Act', 'Mortgage assistance is available to first-time buyers of any race whose income is below the median.'),
  c('Coaching Equity Act', 'State universities shall post every coaching vacancy publicly and consider all qualified applicants.'),
  c('Early Voting Access Act', 'Every precinct shall offer early voting for the same number of days.'),
  c('Civil Defense Drills Act', 'Soldiers taking part in peacetime drills shall be housed in tents or public buildings.'),
  c('Academic Freedom Act', 'Professors at state universities may not be dismissed for the content of their teaching or research.'),
  c('Background Checks Act', 'Sellers at gun shows shall conduct background checks on sales made after the effective date.'),
  c('Landowner Recognition Act', 'The Department of Agriculture shall present a certificate to farm families who have owned their land for a century.'),
  c('Emergency Powers Act', 'A state of emergency declared by the Governor ends after 30 days unless the Legislature extends it.'),
  c('Sunshine Act', 'A bill on open meetings.', 'SECTION 1. All meetings of state boards shall be open to the public.\nSECTION 2. Members of the public may speak for up to three minutes at each meeting, on any subject.\nSECTION 3. A board may remove a person who disrupts a meeting by shouting, after a warning.'),
];

/*
 * Ninth batch, written after the eighth batch's changes and run once as written (8 of 24 named,
 * 20 of 20 approved), then fixed like the others.
 */
export const SIXTH_I_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Public Oath Act', 'All state officers shall swear their oath of office on the Bible and add the words "in the name of Jesus Christ".'),
  v(['establishment'], 'Mission Schools Act', 'The State shall pay the full tuition of every child attending a school run by the Assemblies of God, and of no other religious school.'),
  v(['free_exercise', 'equal_protection'], 'Ritual Dress Act', 'Orthodox Jewish men may not wear side curls or prayer shawls in any state building.'),
  v(['free_exercise'], 'Conversion Act', 'Any person who converts from Christianity to another religion shall lose the right to hold a driver\'s license.'),
  v(['speech'], 'Mayor Protection Act', 'Any resident who circulates a leaflet blaming the Mayor for the flood shall pay a fine of $750.'),
  v(['speech'], 'Political Neutrality Act', 'Private employers shall fire any employee who donates to a political party that opposes the Governor.'),
  v(['press'], 'Journalist Testing Act', 'No one may work as a reporter in the State without passing a loyalty examination given by the Department of State.'),
  v(['press'], 'Publication Hours Act', 'Newspapers may not publish any story about the Legislature while it is in session.'),
  v(['assembly'], 'Gathering Registration Act', 'Residents who attend any political meeting must first give their names to the police, and those who do not are subject to arrest.'),
  v(['petition'], 'Agency Complaint Act', 'A business that complains to a state agency about a regulation shall have its permits reviewed and may lose them.'),
  v(['search_seizure'], 'Vehicle Tracking Act', 'Every car registered in the State shall carry a government GPS unit that reports its location to the police at all times.'),
  v(['search_seizure'], 'Pocket Check Act', 'Officers may empty the pockets of anyone standing on a street corner after dark.'),
  v(['due_process'], 'School Expulsion Act', 'A student may be expelled permanently on the word of one teacher, and the student and parents shall not be heard.'),
  v(['due_process'], 'Vehicle Seizure Act', 'Vehicles of persons suspected of street racing shall be crushed within 24 hours, before any charge is filed.'),
  v(['counsel_jury'], 'Counsel Waiver Act', 'Persons arrested shall be deemed to have waived their right to counsel unless they ask for a lawyer in writing within one hour.'),
  v(['counsel_jury'], 'Expedited Felonies Act', 'Felony cases shall be decided by the chief of police of the county in which the offense occurred.'),
  v(['cruel_punishment'], 'Public Shaming Act', 'Persons convicted of shoplifting shall stand in the town square for eight hours wearing a sign that says THIEF, and may be pelted by passers-by.'),
  v(['equal_protection'], 'Fishing Licenses Act', 'Fishing licenses shall cost $20 for citizens of Norwegian descent and $200 for everyone else.'),
  v(['equal_protection'], 'Pilot Licensing Act', 'Women shall not be issued commercial pilot licenses.'),
  v(['voting_race', 'voting_sex'], 'Registration Interview Act', 'Citizens of Mexican ancestry who apply to register to vote shall first be interviewed by a registrar about their loyalty.'),
  v(['quartering'], 'Peacetime Billeting Act', 'Property owners in coastal towns shall open their guest rooms to sailors on shore leave whenever the Navy asks, in time of peace.'),
  v(['attainder'], 'Sports League Act', 'The Riverdale Hawks Football Club, for fixing games, is banned from all state stadiums and its players are fined $5,000 each.'),
  v(['ex_post_facto'], 'Fishing Violations Act', 'Catching more than five trout a day is made a crime, and applies to catches recorded in last year\'s fishing logs.'),
  v(['nobility'], 'Heritage Titles Act', 'Descendants of the signers of the state constitution shall be known as Lords and Ladies of the State.'),
];

export const SIXTH_I_CONSTITUTIONAL: DevBill[] = [
  c('Oath of Office Act', 'State officers may swear or affirm their oath of office, on any book or none.'),
  c('School Choice Act', 'Tuition grants may be used at any accredited private school, religious or secular.'),
  c('Religious Accommodation in Dress Act', 'State employees may wear religious dress, such as a yarmulke, turban or headscarf, at work.'),
  c('Leaflet Littering Act', 'Leaflets may not be placed on car windshields in public lots, whatever their content.'),
  c('Political Donations Act', 'Employers may not fire or punish employees for their political donations.'),
  c('Reporter Credentials Act', 'The Capitol press gallery shall issue credentials to any journalist who covers the Legislature, without regard to viewpoint.'),
  c('Meeting Safety Act', 'Political meetings in public buildings must end by 11 p.m., and fire capacity limits apply to all meetings.'),
  c('Regulatory Comment Act', 'Businesses may comment on any proposed regulation, and the agency shall respond in writing.'),
  c('Vehicle Registration Act', 'Every car registered in the State shall display a license plate on the front and rear.'),
  c('Street Safety Act', 'Officers may pat down a person only when they reasonably suspect the person is armed.'),
  c('Student Discipline Act', 'A student may be expelled only after a hearing at which the student may present evidence and bring a parent.'),
  c('Street Racing Act', 'Vehicles used in street racing may be forfeited after the owner is convicted.'),
  c('Miranda Act', 'Every person arrested shall be told of the right to remain silent and to have a lawyer.'),
  c('Felony Courts Act', 'Felony cases shall be tried in the circuit court of the county in which the offense occurred.'),
  c('Community Service Act', 'Persons convicted of shoplifting may be sentenced to community service.'),
  c('Fishing Fees Act', 'Fishing licenses shall cost $20 for residents and $40 for nonresidents.'),
  c('Aviation Careers Act', 'Funds scholarships for women and men training to be commercial pilots.'),
  c('Naval Housing Act', 'The Navy may rent guest rooms from property owners who offer them, at fair rates.'),
  c('Sports Integrity Act', 'Makes fixing a sporting event a felony, punishable after conviction by up to five years in prison.'),
  c('Trout Limits Act', 'Catching more than five trout a day is prohibited beginning next season.'),
];
