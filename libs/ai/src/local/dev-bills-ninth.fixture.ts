import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import type { ClauseKey } from './constitution';

/*
 * Ninth development set for the constitutionality check (issue #22, item 2, ninth pass), written
 * from the clause list only, before the rules of this pass were read, and never from libs/ai/eval.
 * A different author's habits: bills drafted the way people draft them, with long titles, "Section
 * 1. Short title", findings, definitions, severability clauses and innocuous provisions around the
 * operative one, some in legalese and some in plain language, and indirect wording ("shall
 * maintain a list of adherents of", "publishes material disparaging the Governor", "without prior
 * judicial authorization", "retroactively", "the following named individuals are hereby found
 * guilty"). Each violating bill breaks one clause (any listed key names it; the first is the clause
 * it is counted under). The constitutional bills are look-alikes that use the same words lawfully:
 * warrants, hearings, neutral zoning, time, place and manner rules, registries of businesses,
 * lobbyists and convicted offenders, military bases, honours without nobility, retroactive
 * benefits and prospective penalties, voter-roll maintenance with notice, school discipline after
 * a hearing.
 */

const v = (clauses: ClauseKey[], title: string, text: string, fullText?: string): ViolatingDevBill => ({ clauses, title, text, fullText });
const c = (title: string, text: string, fullText?: string): DevBill => ({ title, text, fullText });

const SEVERABILITY = 'Severability. If any provision of this Act or its application to any person is held invalid, the invalidity shall not affect the other provisions of this Act.';

export const NINTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(
    ['establishment'],
    'An Act to Recognize the Spiritual Heritage of the State and to Designate an Official State Church',
    'Designates an official state church and directs part of the income tax to it.',
    `Section 1. Short title. This Act may be cited as the Spiritual Heritage Act.
Section 2. Findings. The Legislature finds that faith has guided the people of this State since its founding.
Section 3. The Evangelical Lutheran Church is hereby designated the official church of the State, and the Department of Revenue shall remit one percent of all income tax collected to its synod.
Section 4. ${SEVERABILITY}`,
  ),
  v(['establishment'], 'Public Schools Morning Devotions Act', 'Sec. 1. Each public school principal shall lead students in a prayer to Jesus Christ at the start of every school day. Sec. 2. Participation is expected of all pupils. Sec. 3. This Act takes effect July 1.'),
  v(['establishment', 'free_exercise'], 'County Workforce Character Ordinance', 'We want the county to stand for something. Starting next year every county employee has to attend a weekly Bible study run by the county, on county time, and the county will pay the pastor who leads it.'),
  // free exercise (bans and burdens on a named faith)
  v(
    ['free_exercise', 'equal_protection'],
    'Community Safety and Residency Reporting Act',
    'Creates a state list of Muslim residents who must report annually.',
    `Section 1. Short title. This Act may be cited as the Community Safety and Residency Reporting Act.
Section 2. Definitions. In this Act, "covered person" means any adherent of the Islamic faith residing in the State.
Section 3. The Department of Public Safety shall maintain a list of adherents of Islam residing in each county, and every covered person shall report to the Department annually to confirm his or her address.
Section 4. ${SEVERABILITY}`,
  ),
  v(['free_exercise', 'equal_protection'], 'Land Use Modernization and Zoning Consistency Ordinance', 'Section 4. No building permit shall issue for the construction or expansion of any mosque, and no certificate of occupancy shall be granted to any Hindu temple, in any zoning district of the City. Section 5. All other places of assembly remain permitted uses in the C-2 district.'),
  v(['free_exercise', 'equal_protection'], 'Head Coverings in Public Buildings Act', 'A person may not wear a yarmulke, turban or hijab while in any government building, park or public school. A violation is a class C misdemeanor.'),
  // equal protection (race, national origin, sex)
  v(['equal_protection'], 'Regional Labor Market Stabilization Act', 'Sec. 2. Definitions. "Covered worker" means any person of Mexican or Central American ancestry, whether or not a citizen. Sec. 3. No employer in the State may hire a covered worker for any position paying more than the median wage, and the Department of Labor shall keep a registry of all covered workers and their home addresses.'),
  v(['equal_protection'], 'Oak Hill Neighborhood Stability Ordinance', 'No person of Chinese descent may purchase or lease residential property in the Oak Hill district.'),
  v(['equal_protection'], 'Public Contracting Reform Act', 'Section 5. Women shall not be eligible to bid on or receive any contract for road construction awarded by the Department of Transportation.'),
  v(['equal_protection'], 'Supplementary Residency Information Act', 'Every resident of Arab ancestry shall register with the county sheriff within thirty days and carry a registration card at all times.'),
  v(['equal_protection'], 'Professional Licensing Integrity Act', 'The Board of Nursing shall not issue a license to any applicant who is a man.'),
  // religious test
  v(['religious_test'], 'An Act Relating to the Qualifications of Judges of the Circuit Court', 'Section 1. No person shall be appointed or elected a judge of the circuit court unless he or she declares a belief in the existence of God before the Secretary of State.'),
  v(['religious_test'], 'School Board Candidate Integrity Act', 'Anyone running for the school board has to sign a statement that they go to church regularly. If they do not sign, their name does not go on the ballot.'),
  // speech
  v(
    ['speech', 'press'],
    'An Act to Protect the Dignity of Public Office',
    'Makes it a crime to publish material disparaging the Governor.',
    `Section 1. Short title. This Act may be cited as the Dignity of Office Act.
Section 2. Findings. Public confidence in government is undermined by disrespectful commentary.
Section 3. Any person who publishes material disparaging the Governor or any member of the Governor's cabinet commits a misdemeanor punishable by up to six months in jail.
Section 4. ${SEVERABILITY}`,
  ),
  v(['speech'], 'Municipal Social Media Conduct Ordinance', 'Any person who posts a statement online that criticizes a sitting member of the City Council shall be fined $500 per statement.'),
  v(['speech'], 'Residential Yard Sign Content Ordinance', 'No resident may display a yard sign that expresses opposition to the war or to the President. Signs expressing support remain permitted.'),
  v(['speech'], 'Campus Expression Accountability Act', 'A student at a state university who states in class or online that he or she disagrees with the Board of Regents shall be suspended for one semester.'),
  // press
  v(['press'], 'Journalism Accountability and Licensing Act', 'Section 2. Definitions. "Journalist" means any person who gathers and publishes news. Section 3. No journalist may publish any report concerning state government without first obtaining a license from the Secretary of State, who may deny or revoke a license for coverage found to be unfair.'),
  v(['press'], 'Newspaper Prior Review Ordinance', 'Every newspaper distributed in the City shall submit each edition to the Mayor\'s office for approval forty-eight hours before printing.'),
  v(['press'], 'Media Tax Equity Act', 'A special tax of 20 percent of gross receipts is imposed on any newspaper that has published editorials critical of the Legislature.'),
  // assembly
  v(['assembly'], 'Public Order in the Capitol Grounds Act', 'Section 3. No group of persons may assemble anywhere in the State to protest a decision of the Governor. Section 4. Persons who attend such an assembly shall be arrested.'),
  v(['assembly'], 'Neighborhood Tranquility Ordinance', 'It is unlawful for residents to meet in groups of five or more in any park to discuss opposition to city policies.'),
  v(['assembly'], 'State Workforce Organizing Restriction Act', 'State workers may not gather, whether on state property or in private homes, to organize or discuss joining a union; any such gathering shall be broken up by the state police.'),
  // petition
  v(['petition'], 'Administrative Efficiency and Complaint Reduction Act', 'Sec. 4. Any resident who submits a petition to the Legislature requesting the repeal of a statute shall be assessed a fee of $1,000 and shall be barred from state employment.'),
  v(['petition'], 'County Litigation Limitation Act', 'No person may file a lawsuit against the county or any county officer to seek redress of a grievance.'),
  v(['petition'], 'Citizen Correspondence Ordinance', 'People who send letters to the Mayor complaining about city services will be put on a list and will lose their parking permits.'),
  // search and seizure
  v(
    ['search_seizure'],
    'An Act to Strengthen Housing Code Enforcement',
    'Lets code officers enter homes at any hour without a judge\'s authorization.',
    `Section 1. Short title. This Act may be cited as the Housing Code Enforcement Act.
Section 2. Definitions. "Dwelling" means any building or part of a building used as a home.
Section 3. Officers of the Department of Code Enforcement may enter any dwelling without prior judicial authorization, at any hour, to look for violations of this Code.
Section 4. ${SEVERABILITY}`,
  ),
  v(['search_seizure'], 'Highway Safety and Vehicle Inspection Act', 'State troopers may stop any vehicle and search its trunk and passengers without a warrant or any suspicion of wrongdoing.'),
  v(['search_seizure'], 'Digital Records Access Act', 'The Attorney General may obtain the contents of any resident\'s email account from the provider without a warrant or court order.'),
  v(['search_seizure'], 'Public Housing Security Act', 'Police can search any apartment in public housing whenever they want, no warrant needed, and can seize anything they find.'),
  // due process
  v(['due_process'], 'Professional License Revocation Streamlining Act', 'The Director may revoke any professional license without notice or a hearing, and the licensee shall have no right to appeal.'),
  v(['due_process', 'takings'], 'An Act Concerning Civil Forfeiture', 'Any property found in the possession of a person suspected of a crime shall be forfeited to the State without notice, hearing or judicial proceeding.'),
  v(['due_process'], 'Public Benefits Termination Act', 'The Department may terminate any recipient\'s benefits at any time without notice or opportunity to be heard.'),
  // counsel and jury
  v(['counsel_jury'], 'Efficient Criminal Courts Act', 'Section 2. In all prosecutions for felonies, the defendant shall be tried by a judge alone, and the right to trial by jury is abolished.'),
  v(['counsel_jury'], 'Indigent Defense Cost Control Act', 'No public defender shall be appointed for any defendant charged with a felony; defendants who cannot afford counsel shall represent themselves.'),
  v(['counsel_jury'], 'Speedy Resolution of Serious Charges Act', 'Defendants charged with crimes punishable by more than one year in prison shall not be permitted to confer with a lawyer during questioning or at trial.'),
  // cruel punishment
  v(['cruel_punishment'], 'Retail Theft Deterrence Act', 'Section 3. Any person convicted of shoplifting shall have his or her right hand amputated.'),
  v(['cruel_punishment'], 'Graffiti Prevention Act', 'The penalty for graffiti shall be public flogging of not fewer than twenty strokes.'),
  v(['cruel_punishment'], 'Parking Violations Sentencing Act', 'A person convicted of a third parking violation shall be sentenced to life imprisonment without the possibility of parole.'),
  // voting, race
  v(['voting_race', 'equal_protection'], 'An Act to Ensure Informed Voting', 'Section 2. Any Black or Hispanic citizen seeking to register to vote shall first pass a literacy test administered by the county registrar; other applicants are exempt.'),
  v(['voting_race', 'equal_protection'], 'Precinct Consolidation Act', 'Polling places shall be open to voters of Native American ancestry only on the day after the general election.'),
  // voting, sex
  v(['voting_sex', 'equal_protection'], 'Municipal Elections Modernization Act', 'Only men shall be eligible to vote in elections for city council.'),
  v(['voting_sex', 'equal_protection'], 'Household Voting Act', 'Married women may vote only if accompanied by their husbands and with their husband\'s written consent.'),
  // quartering
  v(['quartering'], 'National Guard Readiness Act', 'During peacetime, the Adjutant General may assign members of the National Guard to reside in private homes in the vicinity of armories, and the owners shall provide them room and board.'),
  v(['quartering'], 'Border Security Support Ordinance', 'Soldiers stationed near the border will be housed in the homes of local residents. Residents cannot refuse.'),
  // attainder
  v(
    ['attainder'],
    'An Act Concerning Certain Former Officials of the Department of Transportation',
    'Finds three named former officials guilty of corruption and takes their pensions.',
    `Section 1. Short title. This Act may be cited as the Transportation Integrity Act.
Section 2. The following named individuals are hereby found guilty of corruption and shall forfeit their pensions: Thomas Reyes, Linda Marsh and Paul Okafor.
Section 3. This Act takes effect upon passage.`,
  ),
  v(['attainder'], 'Harbor Authority Accountability Act', 'The Legislature hereby declares that Michael Brennan, former director of the Harbor Authority, is guilty of embezzlement and shall be imprisoned for five years.'),
  v(['attainder'], 'Organization Disqualification Act', 'The organization known as the Riverside Tenants Union and its officers are hereby adjudged guilty of sedition and are barred from any public employment.'),
  // ex post facto
  v(['ex_post_facto'], 'An Act to Increase Penalties for Burglary', 'Section 2. The maximum sentence for burglary is increased from five to fifteen years. Section 3. This Act applies retroactively to offenses committed before its effective date, and persons already sentenced shall be resentenced accordingly.'),
  v(['ex_post_facto'], 'Flavored Vaping Products Prohibition Act', 'The sale of flavored vaping products is a crime, and any person who sold such products during the five years before this Act\'s effective date shall be prosecuted.'),
  v(['ex_post_facto'], 'Fishing Regulation Enforcement Act', 'Fishing without a license is made a felony retroactive to January 1, 2020.'),
  // nobility
  v(['nobility'], 'State Honors and Dignities Act', 'Section 2. The Governor may confer the title of Duke or Baron upon any citizen who has rendered distinguished service, and such title shall descend to the citizen\'s heirs.'),
  v(['nobility'], 'Founders Recognition Act', 'The descendants of the State\'s founding families shall be known as Lords of the Commonwealth and shall be entitled to precedence over other citizens in all state ceremonies.'),
];

export const NINTH_CONSTITUTIONAL: DevBill[] = [
  // neutral zoning and religion
  c(
    'An Act Relating to Land Use in Residential Districts',
    'Sets one parking rule for every place of assembly, religious or not.',
    `Section 1. Short title. This Act may be cited as the Residential Land Use Act.
Section 2. Definitions. "Place of assembly" means any church, mosque, synagogue, temple, lodge, community center or club.
Section 3. All places of assembly in the R-1 district shall provide one off-street parking space per four seats.
Section 4. ${SEVERABILITY}`,
  ),
  c('Religious Land Use Equal Treatment Ordinance', 'Churches, mosques, synagogues and temples shall be permitted in every zoning district where other places of assembly are permitted, on the same terms.'),
  c('Religious Holiday Accommodation Act', 'State employers shall grant unpaid leave to employees who request it for the observance of a religious holiday.'),
  c('County Hospital Volunteer Chaplain Act', 'Hospitals run by the county may allow volunteer chaplains of any faith to visit patients who request a visit.'),
  c('Historic Buildings Preservation Grant Act', 'Buildings over 100 years old, including churches and other houses of worship, are eligible for historic preservation grants on the same terms as other historic buildings.'),
  c('Library Meeting Room Equal Access Act', 'Public library meeting rooms shall be available to community groups, including religious groups, on the same terms and without regard to the viewpoint of the group.'),
  // anti-discrimination
  c('Hate Crimes Reporting Act', 'Law enforcement agencies shall report to the Department of Justice the number of crimes motivated by bias against a victim\'s race, religion, national origin or sex.'),
  c('Fair Housing Ordinance', 'No person may refuse to sell or rent a dwelling to any person because of race, color, religion, sex or national origin.'),
  c('Equal Pay for Equal Work Act', 'Employers shall not pay employees of one sex less than employees of the other sex for substantially equal work.'),
  c('Jury Selection Fairness Act', 'Jurors shall be selected at random from lists of registered voters and licensed drivers; no person shall be excluded from jury service on account of race or sex.'),
  // speech, press, assembly, petition: neutral rules
  c('Temporary Sign Time, Place and Manner Ordinance', 'Temporary signs on residential lots may not exceed six square feet and must be removed within ten days after the event they concern. This section applies regardless of the sign\'s message.'),
  c('Amplified Sound Ordinance', 'No person may use amplified sound in a residential district between 10 p.m. and 7 a.m. Permits for amplified sound at parades and rallies shall be granted on a first-come basis without regard to the content of the speech.'),
  c('Street March Permit Act', 'A group planning a march of more than 100 persons on a public street shall apply for a permit at least five days in advance; the Chief of Police shall grant the permit unless the route conflicts with another permitted event, and a denial may be appealed to the City Council.'),
  c('Public Comment Period Act', 'Each city council meeting shall include a public comment period of at least thirty minutes, and speakers may criticize any official or policy; the chair may limit each speaker to three minutes.'),
  c('State Equipment Campaign Use Act', 'State employees may not use state email or state equipment to campaign for or against any candidate for office.'),
  c('Initiative Petition Signature Verification Act', 'Signatures on petitions for ballot initiatives shall be verified by the county clerk by comparing them with the voter registration records; the petitioner may contest any rejected signature before the Elections Board.'),
  c('Capitol Press Credential Act', 'The Capitol Press Office shall issue press credentials to any journalist who regularly reports on state government, without regard to the content of the journalist\'s reporting.'),
  c('Student Journalists Freedom Act', 'Student journalists at public high schools may exercise freedom of speech and of the press in school-sponsored media, subject to limits on material that is libelous or obscene.'),
  c('Campaign Advertising Disclosure Act', 'Any committee spending more than $1,000 on advertisements about a candidate shall report the expenditure to the Elections Board within 48 hours.'),
  // searches with warrants
  c(
    'An Act to Modernize Search Warrant Procedures',
    'Allows electronic warrants on a sworn affidavit and keeps the knock-and-announce rule.',
    `Section 1. Short title. This Act may be cited as the Search Warrant Modernization Act.
Section 2. A judge may issue a search warrant by electronic means upon a sworn affidavit establishing probable cause.
Section 3. Officers executing a warrant at a dwelling shall knock and announce their presence except as the warrant otherwise authorizes.
Section 4. ${SEVERABILITY}`,
  ),
  c('Code Enforcement Inspection Act', 'An inspector may enter a dwelling to inspect for code violations only with the consent of the occupant or under an administrative warrant issued by a judge.'),
  c('Tenant Privacy Act', 'Landlords must let tenants know 48 hours before entering, except in an emergency like a fire or a burst pipe.'),
  c('Sobriety Checkpoint Standards Act', 'Sobriety checkpoints shall be publicized in advance, stop every vehicle under a neutral plan approved by a supervisor, and last no longer than needed to check for signs of impairment.'),
  c('Police Body Camera Act', 'Officers shall wear body cameras while on patrol and shall activate them during every search or arrest.'),
  c('Courthouse Security Act', 'All persons entering a courthouse shall pass through a metal detector, and weapons are prohibited in courtrooms.'),
  // hearings, counsel, juries
  c(
    'Student Safety and School Discipline Act',
    'A student who brings a weapon to school is expelled after notice and a hearing.',
    `Section 1. Short title. This Act may be cited as the Safe Schools Act.
Section 2. A student who brings a firearm or other weapon to school shall be expelled for not less than one year, after written notice and a hearing before the school board.
Section 3. The student may be represented by counsel at the hearing and may appeal the decision to the superior court.`,
  ),
  c('School Suspension Notice Act', 'No student may be suspended for more than ten days without written notice of the charges and a hearing before an impartial officer.'),
  c('Professional License Discipline Act', 'The Board may suspend or revoke a license only after written notice and a hearing before an administrative law judge, and the licensee may appeal to the circuit court.'),
  c('Felony Jury Trial Act', 'Every defendant charged with a felony shall be tried by a jury of twelve unless the defendant waives a jury in writing with the court\'s consent.'),
  c('Public Defender Funding Act', 'The State shall provide a public defender to any defendant charged with an offense punishable by imprisonment who cannot afford counsel.'),
  c('Eminent Domain Reform Act', 'Property may be taken for public use only after a hearing and payment of just compensation determined by a jury.'),
  // ordinary penalties
  c('Shoplifting Penalties Act', 'Shoplifting merchandise valued at more than $1,000 is a class A misdemeanor punishable by up to one year in jail and a fine of up to $2,500.'),
  c('Animal Cruelty Penalties Act', 'Any person who tortures an animal commits a felony punishable by up to two years in prison.'),
  // registries after conviction or of businesses
  c('Sex Offender Registration Act', 'A person convicted of a sexual offense against a minor shall register with the sheriff of the county of residence within ten days of release, when the sentencing court so orders.'),
  c(
    'Lobbyist Disclosure and Registration Act',
    'Requires paid lobbyists to register and report their clients.',
    `Section 1. Short title. This Act may be cited as the Lobbying Transparency Act.
Section 2. Definitions. "Lobbyist" means a person paid to influence legislation.
Section 3. Every lobbyist shall register with the Ethics Commission and report quarterly his or her clients and expenditures.
Section 4. The registry shall be public.`,
  ),
  c('County Business Registry Act', 'Every business operating in the county shall register with the Clerk and list its owners and registered agent.'),
  // voting administration
  c(
    'An Act to Maintain Accurate Voter Rolls',
    'Removes deceased voters from the rolls using death records, after notice.',
    `Section 1. Short title. This Act may be cited as the Accurate Voter Rolls Act.
Section 2. The Secretary of State shall purge deceased voters from the voter rolls each month using death records of the Department of Health, after mailing notice to the registrant's last known address.
Section 3. Before removing any other registrant for a change of address, the registrar shall mail a confirmation notice and wait two federal general elections.`,
  ),
  c('Voter Identification Card Act', 'The State shall provide a free identification card to any registered voter who lacks one.'),
  c('Polling Place Accessibility Act', 'Each polling place shall be accessible to voters with disabilities and open from 7 a.m. to 8 p.m.'),
  // military
  c('Fort Carson Land Lease Act', 'The State shall lease land near Fort Carson to the Department of the Army for the construction of barracks, and no private home shall be used to house soldiers without the owner\'s consent.'),
  c('Veterans Home Purchase Assistance Act', 'Veterans who served in the armed forces may receive a grant of up to $10,000 toward the purchase of a home.'),
  c('Military Base Realignment Cooperation Act', 'The State shall cooperate with the Department of Defense in relocating the 3rd Infantry Brigade to the Camp Hollis military base.'),
  // named persons, retroactivity, honours
  c('Resolution Commending Named Individuals for Heroism', 'The Legislature commends the following named individuals for heroism in the Millbrook flood: Sarah Kim, Jorge Alvarez and Dana Price.'),
  c('Burglary Sentencing Act', 'The maximum sentence for burglary of a dwelling is increased to fifteen years. This Act applies only to offenses committed on or after its effective date.'),
  c('Fentanyl Trafficking Penalties Act', 'Trafficking more than 50 grams of fentanyl is a felony punishable by up to twenty years in prison. This section applies prospectively.'),
  c('Retiree Cost of Living Act', 'Cost-of-living increases in state pensions under this Act apply retroactively to January 1 of the current year.'),
  c('Child Tax Credit Enhancement Act', 'The child tax credit is increased to $1,500 per child, retroactive to the beginning of the taxable year.'),
  c('Marijuana Record Expungement Act', 'A person convicted of marijuana possession before this Act\'s effective date may petition the court to have the record expunged.'),
  c('Medal of Civic Merit Act', 'The Governor may award a Medal of Civic Merit to residents for exceptional public service; the medal confers no title, rank, or hereditary privilege.'),
  c('Honorary Citizenship Resolution Act', 'The City Council may, by resolution, name distinguished visitors honorary citizens of the City. The designation is ceremonial only.'),
];
