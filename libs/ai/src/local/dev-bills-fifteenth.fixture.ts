/**
 * Fifteenth development set for the offline constitutionality check
 * (27 Nov 2026). Written BEFORE reading the rule files (`constitution.ts`,
 * `clause-acts.ts`, `constitution.spec.ts`), precision first: most of it is
 * constitutional look-alikes that talk about the protected things lawfully
 * (anti-discrimination laws naming race, religion, sex and national origin;
 * statistics by race kept confidential; chaplains and religious exemptions;
 * campaign-finance disclosure; defamation and true-threat laws; content-neutral
 * noise, sign and permit rules; warrants, subpoenas, border and administrative
 * inspections; sentencing ranges; forfeiture with hearings; jury selection;
 * voter ID with free IDs; Guard deployment; honours; retroactive tax relief;
 * sunset clauses; registries of sex offenders, lobbyists and foreign agents).
 * Drafting styles not used before: committee substitutes with strike-and-insert
 * text, legislative counsel's digests and bill summaries, municipal code
 * chapters with many unrelated sections where one is the violation, press
 * releases describing a bill, bills written as long run-on sentences, and
 * drafts that read as if translated.
 *
 * `expect` is either 'constitutional' or the clause the bill violates, named
 * by this set's own keys (mapped to the provider's clause ids in the spec).
 *
 * FIFTEENTH_HELD_OUT_BILLS was written at the same time, by the same hand,
 * and is only ever measured by counts (before/after), never read item by
 * item and never tuned on.
 */

export type FifteenthClauseKey =
  | 'religion-exercise' // registries, bans, burdens or tests aimed at a religion
  | 'establishment'
  | 'speech' // including criticism of officials
  | 'press'
  | 'assembly'
  | 'petition'
  | 'search'
  | 'cruel-punishment'
  | 'due-process'
  | 'counsel'
  | 'jury'
  | 'vote-race'
  | 'vote-sex'
  | 'quartering'
  | 'attainder'
  | 'ex-post-facto'
  | 'nobility'
  | 'equal-protection'; // race, national origin or sex (outside voting)

export interface FifteenthBill {
  id: string;
  style: 'substitute' | 'counsel' | 'code' | 'release' | 'runon' | 'translated';
  title: string;
  text: string;
  expect: 'constitutional' | FifteenthClauseKey;
}

export const FIFTEENTH_DEV_BILLS: FifteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'v-religion-register-translated',
    style: 'translated',
    title: 'Law on the Accounting of Religious Affiliation of Residents',
    text: 'Article 1. The present Law establishes the order of accounting of the residents who confess the Jewish faith. Article 2. Each resident confessing the Jewish faith is obliged within thirty days from the day of entry into force of the present Law to present himself to the organ of internal affairs at the place of residence and to be inscribed in the special register, with indication of surname, name, address and the synagogue attended. Article 3. The register is kept by the organ of internal affairs. Article 4. The present Law enters into force from the day of its official publication.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-religion-headscarf-code',
    style: 'code',
    title: 'Chapter 9.40, Miscellaneous Public Order Provisions',
    text: 'Chapter 9.40 MISCELLANEOUS PUBLIC ORDER PROVISIONS. 9.40.010 Shopping carts. No person shall remove a shopping cart from the premises of a retail establishment. 9.40.020 Fireworks. Sale of aerial fireworks is prohibited within city limits. 9.40.030 City facilities. No woman wearing a Muslim headscarf or veil shall be admitted to any city library, pool or recreation center. 9.40.040 Dogs in parks. Dogs must be leashed in all city parks except designated off-leash areas. 9.40.050 Penalty. Violation of this chapter is an infraction punishable by a fine of up to $250.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-establishment-release',
    style: 'release',
    title: 'Senator Calloway Introduces the Faith of Our State Act',
    text: 'FOR IMMEDIATE RELEASE. CAPITOL CITY — Today Senator Dana Calloway introduced SB 771, which designates the Southern Baptist Convention as the official church of the State and directs the Treasurer to pay the salaries of its ministers from the General Fund. "Our state was built on faith, and it is time our laws said so," Calloway said. The bill also requires every public school teacher to open the school day by leading the class in a Baptist prayer. The bill has been referred to the Committee on State Affairs.',
    expect: 'establishment',
  },
  {
    id: 'v-speech-officials-runon',
    style: 'runon',
    title: 'Respect for Public Office Act',
    text: 'An Act relating to respect for public office in which it is provided that any person who by any means whether spoken, written, printed or posted on the internet makes any statement that ridicules, mocks or criticizes the Governor, the Lieutenant Governor or any member of the Legislature and which statement tends in the opinion of the Attorney General to diminish public confidence in such officer shall be guilty of a misdemeanor and upon conviction shall be fined not more than five thousand dollars or imprisoned for not more than one year or both and the Attorney General shall prosecute every such offense that comes to his attention and shall report the number of prosecutions annually to the Legislature which report shall be public.',
    expect: 'speech',
  },
  {
    id: 'v-speech-advocacy-substitute',
    style: 'substitute',
    title: 'Committee Substitute for House Bill 1182',
    text: 'COMMITTEE SUBSTITUTE FOR HOUSE BILL 1182. The Committee on Judiciary, to which was referred House Bill 1182, reports the same with the recommendation that it be amended as follows: On page 2, line 14, strike "any person who knowingly makes a false report of an emergency to a 911 operator" and insert "any person who publicly advocates the repeal of the state\'s firearm laws or distributes literature supporting such repeal". On page 2, line 19, strike "Class A misdemeanor" and insert "Class D felony". As so amended, the section reads: "Any person who publicly advocates the repeal of the state\'s firearm laws or distributes literature supporting such repeal commits a Class D felony."',
    expect: 'speech',
  },
  {
    id: 'v-press-licence-counsel',
    style: 'counsel',
    title: 'AB 2290 — News Organizations: Licensing',
    text: "LEGISLATIVE COUNSEL'S DIGEST. AB 2290, as introduced, Morales. News organizations: licensing. Existing law does not require a news organization to hold a state license. This bill would require every newspaper, news website and broadcast station that publishes news about state government to obtain an annual license from the Office of Public Information, and would authorize the office to suspend the license of any organization that publishes reporting the office determines to be unfair to the administration. The bill would make publishing news without a license a misdemeanor. Vote: majority. Appropriation: no. Fiscal committee: yes.",
    expect: 'press',
  },
  {
    id: 'v-assembly-parks-code',
    style: 'code',
    title: 'Chapter 12.08, Parks and Public Grounds',
    text: 'Chapter 12.08 PARKS AND PUBLIC GROUNDS. 12.08.010 Hours. City parks are open from 6 a.m. to 10 p.m. 12.08.020 Glass containers. No glass containers are permitted in any park. 12.08.030 Demonstrations. No group of three or more persons shall gather in any park or public square for the purpose of protesting any action of the city government, and the police shall disperse and arrest any persons so gathered. 12.08.040 Vending. Vending in parks requires a permit from the Parks Director. 12.08.050 Penalty. Violations of this chapter are misdemeanors.',
    expect: 'assembly',
  },
  {
    id: 'v-petition-translated',
    style: 'translated',
    title: 'Regulation on the Order of Appeals of Citizens',
    text: 'Point 1. Citizens are forbidden to address collective appeals, petitions or letters of complaint to the Governor, to the Legislative Council or to any organ of state power. Point 2. For the collection of signatures under such a petition, the organizer is subjected to administrative arrest for up to fifteen days. Point 3. Individual appeals about personal matters are received in the usual order.',
    expect: 'petition',
  },
  {
    id: 'v-search-substitute',
    style: 'substitute',
    title: 'Senate Substitute for Senate Bill 45',
    text: 'SENATE SUBSTITUTE FOR SENATE BILL 45. Strike everything after the enacting clause and insert: Section 1. Any officer of the State Police who suspects that a dwelling contains contraband may enter and search the dwelling and seize any property found therein without a warrant and without the consent of the occupant. Section 2. Evidence obtained under Section 1 shall be admissible in any court of this State. Section 3. This Act takes effect July 1.',
    expect: 'search',
  },
  {
    id: 'v-search-rental-code',
    style: 'code',
    title: 'Chapter 5.20, Rental Housing',
    text: 'Chapter 5.20 RENTAL HOUSING. 5.20.010 Registration. Every landlord shall register each rental unit with the Housing Office. 5.20.020 Smoke detectors. Each unit shall have working smoke detectors. 5.20.030 Inspections. Housing inspectors may enter any occupied rental unit at any hour of the day or night, without notice to the tenant and without a warrant, to search for evidence of overcrowding or other violations. 5.20.040 Fees. The registration fee is $35 per unit per year.',
    expect: 'search',
  },
  {
    id: 'v-cruel-runon',
    style: 'runon',
    title: 'Retail Theft Deterrence Act',
    text: 'Be it enacted that any person convicted of a third offense of shoplifting goods of any value shall in addition to any other penalty have his right hand amputated by order of the court and the sentence shall be carried out by the Department of Corrections within thirty days of judgment and the Department shall adopt rules for the performance of such amputations and the cost thereof shall be charged to the person convicted.',
    expect: 'cruel-punishment',
  },
  {
    id: 'v-due-process-counsel',
    style: 'counsel',
    title: 'H.B. 318 — Vehicle Seizure for Delinquent Taxes',
    text: 'OFFICE OF LEGISLATIVE COUNSEL — BILL SUMMARY. H.B. 318 (Vehicle Seizure). Summary: The bill authorizes the Department of Revenue to seize and sell the vehicle of any person the Department believes owes delinquent state taxes. Under the bill, the Department may sell the vehicle at auction without notice to the owner and without any hearing, and the owner may not challenge the seizure or sale in any court. Proceeds go to the General Fund. Effective date: January 1.',
    expect: 'due-process',
  },
  {
    id: 'v-counsel-translated',
    style: 'translated',
    title: 'Law on Acceleration of Criminal Proceedings',
    text: 'Article 5. For the purpose of acceleration of the process, the accused in criminal cases concerning crimes of medium gravity is not permitted to have a defender. Article 6. The accused gives explanations to the court personally. Article 7. A lawyer who attempts to take part in such a case as defender is removed from the courtroom.',
    expect: 'counsel',
  },
  {
    id: 'v-jury-release',
    style: 'release',
    title: 'AG Praises Passage of the Swift Justice Act',
    text: 'NEWS RELEASE — Office of the Attorney General. The Swift Justice Act, signed today, ends jury trials for all felony cases in the state. Under the new law, every felony charge will be tried before a single judge, and defendants may no longer demand a jury, even in cases carrying life imprisonment. "Juries are slow and unpredictable," the Attorney General said. "This law fixes that." The law takes effect March 1.',
    expect: 'jury',
  },
  {
    id: 'v-vote-race-substitute',
    style: 'substitute',
    title: 'House Committee Substitute for H.B. 90',
    text: 'HOUSE COMMITTEE SUBSTITUTE FOR H.B. 90. Amend Section 3 of the bill as follows: In subsection (a), strike "Every citizen 18 years of age or older" and insert "Every white citizen 18 years of age or older". As amended, Section 3(a) reads: "Every white citizen 18 years of age or older who has resided in the county for 30 days may register to vote in county and state elections." Section 3(b) is unchanged.',
    expect: 'vote-race',
  },
  {
    id: 'v-vote-sex-counsel',
    style: 'counsel',
    title: 'SB 1204 — Elections: Eligibility',
    text: "LEGISLATIVE COUNSEL'S DIGEST. SB 1204, as amended, Pryor. Elections: eligibility. Existing law allows any citizen who is at least 18 years of age and a resident of the state to vote. This bill would provide that, beginning with the 2028 primary election, women shall not be eligible to vote in elections for Governor or the Legislature, and would require county elections officials to cancel the registrations of women for those elections.",
    expect: 'vote-sex',
  },
  {
    id: 'v-quartering-code',
    style: 'code',
    title: 'Chapter 2.60, Emergency Management',
    text: "Chapter 2.60 EMERGENCY MANAGEMENT. 2.60.010 Purpose. This chapter provides for the city's response to disasters. 2.60.020 Emergency Operations Center. The EOC shall be located at City Hall. 2.60.030 Housing of troops. During any period in which state or federal soldiers are stationed in the city, in time of peace or war, the Chief of Police may assign soldiers to be lodged in private residences, and the owner or occupant of each residence so assigned shall provide lodging and meals to the soldiers without regard to the owner's consent. 2.60.040 Sirens. Sirens shall be tested on the first Monday of each month.",
    expect: 'quartering',
  },
  {
    id: 'v-attainder-release',
    style: 'release',
    title: 'Legislature Passes Act Holding Former Mayor Accountable',
    text: 'PRESS RELEASE — Office of Representative Ortega. Today the House passed H.B. 600, which declares former Mayor Franklin Beale guilty of corruption and orders that his home and savings be forfeited to the State. The bill also bars Mr. Beale from holding any public office for life. Because the Legislature itself has made the finding, no trial is required. "This is justice the people have waited for," Rep. Ortega said.',
    expect: 'attainder',
  },
  {
    id: 'v-ex-post-runon',
    style: 'runon',
    title: 'Striped Bass Conservation Act',
    text: 'An Act concerning recreational fishing whereby the taking of any striped bass longer than 28 inches from the waters of the State which was lawful until the effective date of this Act is hereby made a misdemeanor and any person who took such a fish at any time during the five years before the effective date of this Act shall be charged and punished as if this Act had been in force at the time the fish was taken and the Department of Natural Resources shall review its licence records for the purpose of identifying such persons.',
    expect: 'ex-post-facto',
  },
  {
    id: 'v-nobility-translated',
    style: 'translated',
    title: 'Decree on the Hereditary Distinctions of the Republic',
    text: "1. Citizens having rendered exceptional service to the State are granted the title of Count, which passes to the eldest son by inheritance. 2. Persons carrying the title of Count enjoy precedence over other citizens in all state ceremonies and are addressed as 'Your Excellency'. 3. The list of titled families is kept by the Chancellery of the Governor.",
    expect: 'nobility',
  },
  {
    id: 'v-equal-race-pools-code',
    style: 'code',
    title: 'Chapter 10.12, Municipal Pools',
    text: 'Chapter 10.12 MUNICIPAL POOLS. 10.12.010 Season. Municipal pools are open from Memorial Day through Labor Day. 10.12.020 Lifeguards. At least two lifeguards shall be on duty whenever a pool is open. 10.12.030 Admission. Black residents may use the municipal pools only on Mondays, and the pool shall be drained and cleaned after such use. 10.12.040 Fees. Daily admission is $3 for adults and $1 for children.',
    expect: 'equal-protection',
  },
  {
    id: 'v-equal-origin-release',
    style: 'release',
    title: 'Councilmember Haines Announces Hiring Reform',
    text: 'FOR IMMEDIATE RELEASE. Under the ordinance introduced today by Councilmember Haines, the City of Riverside will no longer hire anyone born in Haiti or Somalia for any position in city government, and current employees born in those countries will be reassigned to positions that do not deal with the public. "Residents deserve to be served by people they trust," Haines said. The ordinance will be heard by the Government Operations Committee next Tuesday.',
    expect: 'equal-protection',
  },
  {
    id: 'v-equal-sex-substitute',
    style: 'substitute',
    title: 'Senate Committee Substitute for S.B. 212 (Professional Licensing)',
    text: 'SENATE COMMITTEE SUBSTITUTE FOR S.B. 212. On page 4, line 2, after "applicant" insert ", if the applicant is a man,". On page 4, line 3, after the period insert "A woman shall not be licensed as a certified public accountant.". As amended, the subsection reads: "The Board shall issue a license to practice as a certified public accountant to an applicant, if the applicant is a man, who has passed the examination. A woman shall not be licensed as a certified public accountant."',
    expect: 'equal-protection',
  },
  {
    id: 'v-religious-test-runon',
    style: 'runon',
    title: 'Virtue in Public Service Act',
    text: 'An Act to restore virtue to public service providing that no person shall be appointed to or hold any office of trust or profit under this State unless such person has first declared under oath before the Secretary of State that he or she is a member in good standing of a Christian church and any officer who fails to make such declaration within ninety days after the effective date of this Act shall forfeit his or her office and the Governor shall appoint a successor who has made the declaration.',
    expect: 'religion-exercise',
  },
  {
    id: 'v-speech-public-comment-code',
    style: 'code',
    title: 'Chapter 1.16, General Provisions',
    text: 'Chapter 1.16 GENERAL PROVISIONS. 1.16.010 City seal. The city seal shall be used only on official documents. 1.16.020 Flags. The city flag shall be flown at City Hall. 1.16.030 Conduct at public comment. Any speaker at public comment who criticizes the Mayor or a member of the Council by name shall be removed from the meeting and barred from speaking at any meeting for one year, and any resident who posts criticism of the Mayor on a city-managed social media page shall be blocked and fined $100. 1.16.040 Severability. If any provision of this chapter is held invalid, the remainder shall not be affected.',
    expect: 'speech',
  },
  {
    id: 'v-establishment-translated',
    style: 'translated',
    title: 'Law on the Spiritual Foundations of Education',
    text: 'Article 2. The Orthodox Christian religion is recognised as the state religion of the Territory. Article 3. The study of the Orthodox catechism is obligatory for all pupils of state schools, and the marks in this subject enter the certificate. Article 4. Expenses of the Orthodox parishes for the maintenance of churches are covered from the territorial budget.',
    expect: 'establishment',
  },

  // ----------------------------------------------------------- constitutional
  {
    id: 'c-human-rights-code',
    style: 'code',
    title: 'Chapter 9.28, Human Rights',
    text: 'Chapter 9.28 HUMAN RIGHTS. 9.28.010 Purpose. The city declares that discrimination threatens the rights of its residents. 9.28.020 Employment. No employer shall refuse to hire, discharge, or discriminate against any person in compensation or terms of employment because of race, color, religion, sex, national origin, age or disability. 9.28.030 Housing. No landlord shall refuse to rent a dwelling to any person because of race, religion, sex or national origin. 9.28.040 Enforcement. The Human Rights Commission shall investigate complaints and may award damages after a hearing.',
    expect: 'constitutional',
  },
  {
    id: 'c-health-data-counsel',
    style: 'counsel',
    title: 'AB 515 — Health Disparities Data',
    text: "LEGISLATIVE COUNSEL'S DIGEST. AB 515, as introduced, Lin. Public health: demographic data. This bill would require hospitals to report to the Department of Public Health, in aggregate form, the number of patients treated for heart disease, diabetes and asthma by race, ethnicity, sex and primary language. The bill would make individually identifiable information confidential and would prohibit its disclosure to any law enforcement or immigration agency. Vote: majority.",
    expect: 'constitutional',
  },
  {
    id: 'c-guard-chaplains-release',
    style: 'release',
    title: 'Governor Signs State Guard Chaplaincy Act',
    text: 'FOR IMMEDIATE RELEASE. Governor Reyes today signed the State Guard Chaplaincy Act, which funds chaplains of any faith to serve Guard members on deployment. Under the Act, members may wear religious head coverings and beards consistent with safety, may request leave for religious holidays, and no member shall be required to attend any religious service. "Every member should be able to practice their faith, or none," the Governor said.',
    expect: 'constitutional',
  },
  {
    id: 'c-campaign-disclosure-substitute',
    style: 'substitute',
    title: 'Committee Substitute for S.B. 33 (Campaign Finance Disclosure)',
    text: 'COMMITTEE SUBSTITUTE FOR S.B. 33. On page 1, line 9, strike "$200" and insert "$100". On page 1, line 12, after "occupation" insert "and employer". As amended, Section 2 reads: "Each candidate committee shall report to the Elections Commission the name, address, occupation and employer of every person who contributes more than $100 in a calendar year. Reports shall be filed quarterly and published on the Commission\'s website."',
    expect: 'constitutional',
  },
  {
    id: 'c-defamation-runon',
    style: 'runon',
    title: 'Uniform Defamation Remedies Act',
    text: 'An Act concerning civil actions for defamation providing that a person who is injured by the publication of a false statement of fact may bring a civil action for damages and that where the plaintiff is a public official or public figure the plaintiff must prove by clear and convincing evidence that the defendant published the statement knowing it was false or with reckless disregard for whether it was false and that statements of opinion and fair reports of official proceedings shall not give rise to liability and that a defendant who publishes a timely correction shall not be liable for punitive damages.',
    expect: 'constitutional',
  },
  {
    id: 'c-true-threats-translated',
    style: 'translated',
    title: 'Law on the Protection of Judges and Officials from Threats',
    text: 'Article 1. Whoever communicates to a judge, a prosecutor or an elected official a serious expression of intention to kill him or to cause him grave bodily harm is punished by deprivation of liberty for up to three years. Article 2. Criticism of the activity of a judge or an official, including sharp and offensive criticism, does not constitute a threat in the sense of Article 1. Article 3. Proceedings are conducted by the court in the general order.',
    expect: 'constitutional',
  },
  {
    id: 'c-noise-code',
    style: 'code',
    title: 'Chapter 8.24, Noise',
    text: 'Chapter 8.24 NOISE. 8.24.010 Definitions. "Amplified sound" means sound projected through a loudspeaker or other electronic device. 8.24.020 Limits. No person shall operate amplified sound in a residential district between 10 p.m. and 7 a.m. at a level exceeding 55 decibels at the property line, regardless of the content of the sound. 8.24.030 Construction. Construction work is limited to 7 a.m. to 7 p.m. on weekdays. 8.24.040 Penalty. A violation is an infraction.',
    expect: 'constitutional',
  },
  {
    id: 'c-signs-substitute',
    style: 'substitute',
    title: 'Committee Substitute for Ordinance 2026-18 (Signs)',
    text: 'COMMITTEE SUBSTITUTE FOR ORDINANCE 2026-18. In Section 4, strike "political signs, real estate signs and" and insert "all temporary signs, whatever their message,". As amended, Section 4 reads: "All temporary signs, whatever their message, shall not exceed six square feet in residential zones and may be displayed for no more than 60 days. No sign shall be placed in the public right-of-way or obstruct the view of drivers at an intersection."',
    expect: 'constitutional',
  },
  {
    id: 'c-parade-permits-release',
    style: 'release',
    title: 'City Streamlines Permits for Marches and Parades',
    text: 'NEWS RELEASE — Office of the City Clerk. The Council today adopted an ordinance that requires a permit for any march or parade that will close a street, to be issued on a first-come basis within five business days. The ordinance states that the Clerk may consider only the date, route, size and traffic safety, and may not consider the message or viewpoint of the event. Events on sidewalks that do not block traffic need no permit. Denials may be appealed to a judge within 48 hours.',
    expect: 'constitutional',
  },
  {
    id: 'c-location-warrant-counsel',
    style: 'counsel',
    title: 'SB 88 — Electronic Location Data: Warrants',
    text: "LEGISLATIVE COUNSEL'S DIGEST. SB 88, as introduced, Okafor. Searches: location data. Existing law does not specify the process by which a law enforcement agency may obtain a person's cell phone location history. This bill would prohibit a law enforcement agency from obtaining location data from a service provider except pursuant to a warrant issued by a judge upon probable cause, with the consent of the owner, or in an emergency involving danger of death, in which case a warrant must be sought within three days.",
    expect: 'constitutional',
  },
  {
    id: 'c-subpoena-runon',
    style: 'runon',
    title: 'Consumer Protection Investigations Act',
    text: 'An Act to strengthen consumer protection providing that the Attorney General when investigating a possible violation of the Consumer Fraud Act may issue a subpoena requiring a business to produce records relevant to the investigation and that the business may petition the superior court to modify or quash the subpoena before the date for compliance and that no subpoena shall be enforced except by order of the court and that records so produced shall be kept confidential except as needed in a court proceeding.',
    expect: 'constitutional',
  },
  {
    id: 'c-border-agriculture-translated',
    style: 'translated',
    title: 'Law on Phytosanitary Control at the Border of the State',
    text: 'Article 1. At the points of entry on the border of the State, inspectors of the Department of Agriculture have the right to examine fruits, vegetables, plants and soil carried in vehicles entering the State, for the purpose of preventing the introduction of the fruit fly and other pests. Article 2. The examination is limited to cargo areas and containers in which plants may be transported. Article 3. Infested products are confiscated and destroyed; the owner receives a receipt and may appeal to the Director.',
    expect: 'constitutional',
  },
  {
    id: 'c-food-inspection-code',
    style: 'code',
    title: 'Chapter 6.12, Food Establishments',
    text: 'Chapter 6.12 FOOD ESTABLISHMENTS. 6.12.010 Permit required. No person shall operate a food establishment without a health permit. 6.12.020 Inspections. Health inspectors may inspect the kitchens, storage areas and dining areas of a permitted food establishment during its business hours. Inspection of any living quarters attached to the establishment requires the consent of the occupant or a warrant. 6.12.030 Grades. Inspection grades shall be posted at the entrance. 6.12.040 Fees. The annual permit fee is $300.',
    expect: 'constitutional',
  },
  {
    id: 'c-burglary-sentencing-substitute',
    style: 'substitute',
    title: 'House Committee Substitute for H.B. 410 (Burglary)',
    text: 'HOUSE COMMITTEE SUBSTITUTE FOR H.B. 410. On page 3, line 7, strike "not less than 5 nor more than 20 years" and insert "not less than 2 nor more than 10 years". As amended, Section 6(c) reads: "Burglary of an occupied dwelling is a felony punishable by imprisonment for not less than 2 nor more than 10 years. The court may suspend part of the sentence and order restitution to the victim." Section 9 provides that the Act applies to offenses committed on or after its effective date.',
    expect: 'constitutional',
  },
  {
    id: 'c-forfeiture-hearing-counsel',
    style: 'counsel',
    title: 'H.B. 77 — Civil Asset Forfeiture Reform: Bill Summary',
    text: 'OFFICE OF LEGISLATIVE COUNSEL — BILL SUMMARY. H.B. 77. The bill requires that, within 10 days after property is seized in connection with a drug offense, the owner receive written notice and the right to a hearing before a judge. The State must prove by clear and convincing evidence that the property was used in the offense. An owner who did not know of the offense keeps the property. Property may not be forfeited unless the owner is convicted, except where the owner cannot be found.',
    expect: 'constitutional',
  },
  {
    id: 'c-jury-selection-translated',
    style: 'translated',
    title: 'Law on the Formation of Lists of Jurors',
    text: 'Article 1. The lists of candidates for jurors are formed by random selection from the lists of voters and of holders of driving licenses of the county. Article 2. From jury service are freed, on their request, persons older than 75 years, persons caring for a small child, and persons for whom service would create grave hardship. Article 3. No citizen may be excluded from the lists because of race, sex, religion or national origin. Article 4. The accused keeps the right to a jury of twelve persons.',
    expect: 'constitutional',
  },
  {
    id: 'c-voter-id-release',
    style: 'release',
    title: 'Secretary of State Announces Free Voter ID Cards',
    text: 'FOR IMMEDIATE RELEASE. Under the Voter Identification Act signed today, voters will show a photo identification at the polls. The Act directs every county office of the Department of Motor Vehicles to issue a voter identification card free of charge to any registered voter who asks, and mobile units will visit rural towns and nursing homes. A voter without identification may cast a provisional ballot that is counted once the voter signs an affidavit of identity.',
    expect: 'constitutional',
  },
  {
    id: 'c-guard-deployment-runon',
    style: 'runon',
    title: 'Wildfire Response Act',
    text: 'An Act relating to wildfire response providing that the Governor may order units of the National Guard to active state duty to assist in fighting wildfires and in evacuating residents and that Guard members so ordered shall be housed in armories, schools closed for the emergency or hotels paid for by the State and that no member shall be lodged in any private home without the consent of its owner and that members shall receive the pay of their federal grade for each day of duty.',
    expect: 'constitutional',
  },
  {
    id: 'c-order-of-merit-translated',
    style: 'translated',
    title: 'Law on the Order of Civic Merit',
    text: 'Article 1. The Order of Civic Merit is established for the rewarding of residents who have made an outstanding contribution to the life of the State. Article 2. The Order is conferred by the Governor on the proposal of a commission of citizens. Article 3. The Order gives no title, no privilege and no hereditary right, and is not transmitted to the heirs of the recipient. Article 4. The recipient receives a medal and a certificate.',
    expect: 'constitutional',
  },
  {
    id: 'c-tax-relief-counsel',
    style: 'counsel',
    title: 'SB 401 — Income Tax: Credit for Caregivers',
    text: "LEGISLATIVE COUNSEL'S DIGEST. SB 401, as amended, Dubois. Income taxes: credits: family caregivers. This bill would allow a credit of up to $1,500 against the personal income tax for expenses paid to care for a family member with a disability. The credit would apply retroactively to taxable years beginning on or after January 1, 2025, and taxpayers could file amended returns to claim it. This bill would take effect immediately as a tax levy.",
    expect: 'constitutional',
  },
  {
    id: 'c-sunset-substitute',
    style: 'substitute',
    title: 'Committee Substitute for H.B. 222 (Pilot Program Sunset)',
    text: 'COMMITTEE SUBSTITUTE FOR H.B. 222. On page 5, after line 20, insert a new section: "Section 11. Sunset. This Act shall remain in effect only until December 31, 2030, and as of that date is repealed, unless a later enacted statute deletes or extends that date. The Department shall report to the Legislature on the results of the pilot program by June 30, 2030." Renumber the following section accordingly.',
    expect: 'constitutional',
  },
  {
    id: 'c-sex-offender-registry-code',
    style: 'code',
    title: 'Chapter 9.70, Registered Sex Offenders',
    text: 'Chapter 9.70 REGISTERED SEX OFFENDERS. 9.70.010 Registration. Every person required to register as a sex offender under state law who resides in the city shall verify his or her address with the Police Department once a year. 9.70.020 Notice of change. A registrant shall report a change of address within ten days. 9.70.030 Public information. The Department shall publish the information that state law makes public. 9.70.040 Penalty. Failure to register is a misdemeanor.',
    expect: 'constitutional',
  },
  {
    id: 'c-lobbyist-registry-release',
    style: 'release',
    title: 'Ethics Commission Welcomes New Lobbyist Registry',
    text: 'NEWS RELEASE — State Ethics Commission. A new law requires every person paid to lobby the Legislature or state agencies to register with the Commission within five days of being hired, to list each client and the bills they lobby on, and to report every gift to an official over $25. The registry will be online and searchable. Lobbyists who fail to register face civil fines after notice and a hearing.',
    expect: 'constitutional',
  },
  {
    id: 'c-foreign-agents-counsel',
    style: 'counsel',
    title: 'AB 1720 — Foreign Agents: Registration',
    text: "LEGISLATIVE COUNSEL'S DIGEST. AB 1720, as introduced, Park. Foreign agents: registration. This bill would require any person who acts in this state as an agent of a foreign government or foreign political party to lobby state officials or to conduct political activities to register with the Secretary of State and disclose the foreign principal, the activities performed and the compensation received. The bill would not apply to persons engaged in religious, scholarly, academic or artistic pursuits or to lawyers representing clients in court.",
    expect: 'constitutional',
  },
  {
    id: 'c-assembly-parking-code',
    style: 'code',
    title: 'Chapter 17.64, Off-Street Parking',
    text: 'Chapter 17.64 OFF-STREET PARKING. 17.64.010 Applicability. This chapter applies to all new construction. 17.64.020 Places of assembly. Churches, mosques, synagogues, temples, theaters, lodges and auditoriums shall provide one parking space for every four fixed seats. 17.64.030 Offices. Offices shall provide one space per 300 square feet. 17.64.040 Bicycle parking. Every use with more than ten spaces shall provide bicycle racks.',
    expect: 'constitutional',
  },
  {
    id: 'c-equal-access-runon',
    style: 'runon',
    title: 'Student Clubs Equal Access Act',
    text: 'An Act relating to student organizations providing that a public secondary school which allows any noncurriculum student club to meet on school premises during noninstructional time shall not deny equal access to any student club on the basis of the religious, political or philosophical content of the speech at its meetings and that meetings shall be voluntary and initiated by students and that school employees may attend only in a nonparticipatory capacity and that nothing in this Act shall authorize the school to sponsor any religious activity.',
    expect: 'constitutional',
  },
  {
    id: 'c-hate-crime-substitute',
    style: 'substitute',
    title: 'Committee Substitute for S.B. 19 (Bias-Motivated Crimes)',
    text: 'COMMITTEE SUBSTITUTE FOR S.B. 19. On page 2, line 4, strike "may" and insert "shall". As amended, Section 3 reads: "When a person is convicted of assault, and the trier of fact finds beyond a reasonable doubt that the person intentionally selected the victim because of the victim\'s race, religion, sex, national origin or disability, the court shall impose an additional term of up to two years. Nothing in this section punishes the expression of any belief or opinion."',
    expect: 'constitutional',
  },
  {
    id: 'c-language-access-translated',
    style: 'translated',
    title: 'Law on the Access of Residents to State Services in Their Language',
    text: 'Article 1. Vital documents of state agencies, including applications for benefits and notices of hearings, are translated into Spanish, Chinese, Vietnamese, Korean and Tagalog. Article 2. A resident of any national origin who has limited knowledge of English has the right to a free interpreter at a hearing of an agency. Article 3. No resident may be denied a service because of the language he speaks.',
    expect: 'constitutional',
  },
  {
    id: 'c-pregnancy-accommodation-code',
    style: 'code',
    title: 'Chapter 9.32, Pregnant Workers',
    text: 'Chapter 9.32 PREGNANT WORKERS. 9.32.010 Accommodation. An employer with 15 or more employees shall provide reasonable accommodation to an employee for pregnancy, childbirth or a related condition, including more frequent breaks and a place to express breast milk, unless the accommodation would impose an undue hardship. 9.32.020 Retaliation. No employer shall discharge or discipline an employee for requesting an accommodation.',
    expect: 'constitutional',
  },
  {
    id: 'c-jail-body-cameras-release',
    style: 'release',
    title: 'Sheriff Supports Jail Safety Act',
    text: 'FOR IMMEDIATE RELEASE. The Jail Safety Act, passed today, requires deputies in county jails to wear body cameras during searches of cells and use of force, bans the use of restraint chairs on pregnant detainees, and ends solitary confinement of detainees under 18. "These rules protect detainees and deputies alike," the Sheriff said. Footage will be kept for two years and made available to detainees\' attorneys.',
    expect: 'constitutional',
  },
  {
    id: 'c-eviction-counsel-counsel',
    style: 'counsel',
    title: 'SB 640 — Tenants: Right to Counsel in Eviction Cases',
    text: "LEGISLATIVE COUNSEL'S DIGEST. SB 640, as introduced, Hart. Tenancy: right to counsel. This bill would establish a program under which a tenant with income below 200% of the federal poverty level who is a defendant in an eviction action would be provided counsel at no cost. The bill would require the court to inform each tenant of the program at the first hearing and to postpone the hearing if needed so that counsel can be appointed.",
    expect: 'constitutional',
  },
  {
    id: 'c-anti-slapp-runon',
    style: 'runon',
    title: 'Public Participation Protection Act',
    text: 'An Act to protect public participation providing that a cause of action against a person arising from any act of that person in furtherance of the right of petition or free speech in connection with a public issue including statements made before a legislative body or criticism of a public official shall be subject to a special motion to dismiss unless the plaintiff shows a probability of prevailing on the claim and that a defendant who prevails on such a motion shall recover attorney fees.',
    expect: 'constitutional',
  },
  {
    id: 'c-flags-code',
    style: 'code',
    title: 'Chapter 2.08, City Buildings',
    text: 'Chapter 2.08 CITY BUILDINGS. 2.08.010 Flags. The flag of the United States and the flag of the State shall be displayed at every city building during business hours. 2.08.020 Lighting. Exterior lighting shall be shielded to reduce glare. 2.08.030 Smoking. Smoking is prohibited within 25 feet of any entrance. 2.08.040 Naming. City buildings may be named for persons only after a public hearing.',
    expect: 'constitutional',
  },
  {
    id: 'c-hospital-sound-translated',
    style: 'translated',
    title: 'Law on Silence Near Medical Institutions',
    text: 'Article 1. Within the limits of 100 meters from the building of a hospital, the use of loudspeakers, horns and other sound-amplifying devices is forbidden at any time of day. Article 2. The prohibition applies to all persons regardless of the purpose or content of the sound, including advertising, music and public meetings. Article 3. Meetings and pickets without sound amplification are carried out in the usual order.',
    expect: 'constitutional',
  },
  {
    id: 'c-ballot-languages-substitute',
    style: 'substitute',
    title: 'Committee Substitute for H.B. 57 (Accessible Elections)',
    text: 'COMMITTEE SUBSTITUTE FOR H.B. 57. On page 2, line 1, strike "may" and insert "shall". On page 2, after line 8, insert "(d) Each polling place shall have at least one accessible voting machine for voters with disabilities.". As amended, Section 2 reads: "(c) In every county where more than 5 percent of voting-age citizens speak a language other than English, the county shall provide ballots and voting materials in that language. (d) Each polling place shall have at least one accessible voting machine for voters with disabilities."',
    expect: 'constitutional',
  },
  {
    id: 'c-employee-campaigning-code',
    style: 'code',
    title: 'Chapter 2.40, City Employees',
    text: 'Chapter 2.40 CITY EMPLOYEES. 2.40.010 Work hours. The standard work week is 40 hours. 2.40.020 Political activity on duty. No city employee shall solicit campaign contributions or campaign for any candidate while on duty or in uniform, or use city vehicles or equipment for any campaign. Employees remain free to express their views, to vote and to take part in campaigns on their own time. 2.40.030 Leave. Employees accrue one day of sick leave per month.',
    expect: 'constitutional',
  },
  {
    id: 'c-chaplain-visits-counsel',
    style: 'counsel',
    title: 'H.B. 260 — Hospitals: Spiritual Care: Bill Summary',
    text: 'OFFICE OF LEGISLATIVE COUNSEL — BILL SUMMARY. H.B. 260. The bill allows a hospital to ask a patient, at admission, whether the patient wishes to be visited by a chaplain and of which faith, if any. Answering is voluntary. The patient\'s religious preference may be shared only with the hospital chaplaincy and may not be disclosed to any employer, insurer or government agency. Hospitals may not give any patient different treatment based on the answer.',
    expect: 'constitutional',
  },
  {
    id: 'c-guard-quarters-release',
    style: 'release',
    title: 'Adjutant General Outlines Guard Housing Plan',
    text: 'NEWS RELEASE — Office of the Adjutant General. During the flood response, Guard soldiers will be quartered in state armories, college dormitories leased by the State, and hotels. Homeowners who wish to host soldiers may volunteer through the county, and no soldier will be quartered in any private house without the owner\'s consent. Soldiers will return to their units when the emergency ends.',
    expect: 'constitutional',
  },
  {
    id: 'c-dui-penalty-runon',
    style: 'runon',
    title: 'Impaired Driving Penalties Act',
    text: 'An Act relating to impaired driving providing that the minimum fine for a second conviction of driving under the influence shall be increased from $500 to $1,000 and that the court may order an ignition interlock device for up to two years and that the increased penalties shall apply only to offenses committed on or after the effective date of this Act and that offenses committed before that date shall be punished under the law in force at the time of the offense.',
    expect: 'constitutional',
  },
  {
    id: 'c-bridge-naming-release',
    style: 'release',
    title: 'Officer Maria Lopez Memorial Bridge Act Passes',
    text: 'FOR IMMEDIATE RELEASE. The Legislature today passed a bill naming the Route 9 bridge over the Salt River the Officer Maria Lopez Memorial Bridge, in honor of the officer who died rescuing two children from the river in 2024. The bill also awards her family the survivor benefit provided by law. "She gave everything for strangers," said the bill\'s sponsor.',
    expect: 'constitutional',
  },
  {
    id: 'c-checkpoints-translated',
    style: 'translated',
    title: 'Law on Checkpoints for the Control of Sobriety of Drivers',
    text: 'Article 1. The police may establish checkpoints on public roads for the control of the sobriety of drivers. Article 2. The place and time of each checkpoint are chosen by a supervisor in advance according to published criteria and announced in the press. Article 3. Every vehicle, or every vehicle in a fixed order, is stopped for a brief conversation; a search of the vehicle is carried out only with the consent of the driver, a warrant, or probable cause.',
    expect: 'constitutional',
  },
  {
    id: 'c-graffiti-code',
    style: 'code',
    title: 'Chapter 9.52, Graffiti',
    text: 'Chapter 9.52 GRAFFITI. 9.52.010 Prohibition. No person shall apply graffiti to any public or private property without the consent of the owner. 9.52.020 Penalty. A violation is a misdemeanor punishable by a fine of up to $1,000, and the court shall order the offender to remove the graffiti or to perform up to 40 hours of community service. 9.52.030 Removal. Property owners shall remove graffiti within ten days of notice.',
    expect: 'constitutional',
  },
  {
    id: 'c-licence-suspension-substitute',
    style: 'substitute',
    title: 'Committee Substitute for S.B. 150 (Child Support Enforcement)',
    text: 'COMMITTEE SUBSTITUTE FOR S.B. 150. On page 3, line 11, strike "immediately" and insert "after notice and an opportunity for a hearing". As amended, Section 5 reads: "When a parent is more than 90 days behind in court-ordered child support, the Department may suspend the parent\'s driver\'s license after notice and an opportunity for a hearing. The suspension ends when the parent enters a payment plan."',
    expect: 'constitutional',
  },
  {
    id: 'c-initiative-signatures-code',
    style: 'code',
    title: 'Chapter 2.12, Initiative and Referendum',
    text: 'Chapter 2.12 INITIATIVE AND REFERENDUM. 2.12.010 Filing. Proponents of an initiative shall file the text with the City Clerk. 2.12.020 Signatures. An initiative petition shall be signed by registered voters equal to ten percent of the votes cast for Mayor at the last election. 2.12.030 Verification. The Clerk shall verify signatures against the voter rolls within 30 days and shall give proponents 10 days to cure any deficiency. 2.12.040 Ballot. A qualified measure shall be placed on the next general election ballot.',
    expect: 'constitutional',
  },
  {
    id: 'c-press-credentials-counsel',
    style: 'counsel',
    title: 'AB 903 — Capitol Press Credentials',
    text: "LEGISLATIVE COUNSEL'S DIGEST. AB 903, as introduced, Vance. Legislature: press credentials. This bill would require the Joint Rules Committee to issue press credentials for the Capitol to any person who regularly gathers and reports news for a publication or broadcast, under written criteria, and would prohibit the committee from denying or revoking a credential because of the content or viewpoint of the person's reporting. The bill would allow a person denied a credential to appeal.",
    expect: 'constitutional',
  },
  {
    id: 'c-park-events-translated',
    style: 'translated',
    title: 'Regulation on Events in City Parks',
    text: 'Point 1. For an event with the participation of more than 200 persons in a city park, a permission of the Department of Parks is required. Point 2. The Department decides within five days, considering only the size of the event, the place, the time and the safety of visitors; the theme of the event is not considered. Point 3. A refusal must be motivated in writing and can be appealed to the court. Point 4. Smaller gatherings do not need permission.',
    expect: 'constitutional',
  },
  {
    id: 'c-contracting-runon',
    style: 'runon',
    title: 'Small Business Contracting Act',
    text: 'An Act to broaden participation in state contracting providing that the Department of General Services shall conduct outreach to small businesses in every county including businesses owned by women, veterans and members of any racial or ethnic group and that every contract shall be awarded to the lowest responsible bidder without regard to the race, sex or national origin of the owners of the bidder and that the Department shall publish annual statistics on the participation of small businesses.',
    expect: 'constitutional',
  },
  {
    id: 'c-kosher-disclosure-substitute',
    style: 'substitute',
    title: 'Committee Substitute for A.B. 71 (Food Labeling)',
    text: 'COMMITTEE SUBSTITUTE FOR A.B. 71. Strike Section 2 and insert: "Section 2. A seller who labels or advertises food as kosher or halal shall post, at the point of sale, the name of the person or agency that certified the food. The State shall not define what is kosher or halal. A seller who falsely claims that food was certified by an agency commits a deceptive trade practice."',
    expect: 'constitutional',
  },
  {
    id: 'c-ballot-designation-runon',
    style: 'runon',
    title: 'Fair Ballot Act',
    text: 'An Act relating to the form of the ballot providing that the name of each candidate shall appear on the ballot in the order determined by lot and that the ballot shall not state the race, sex, religion or national origin of any candidate and that every registered voter of the county regardless of race, sex or religion shall receive the same ballot for each office and that sample ballots shall be mailed to all voters at least ten days before the election.',
    expect: 'constitutional',
  },
];

export const FIFTEENTH_HELD_OUT_BILLS: FifteenthBill[] = [
  // ---------------------------------------------------------------- violating
  {
    id: 'h-v-religion-employers-counsel',
    style: 'counsel',
    title: 'SB 317 — Workplace Security: Reporting',
    text: "LEGISLATIVE COUNSEL'S DIGEST. SB 317, as introduced, Barrow. Workplace security. This bill would require every employer with more than 10 employees to report to the State Police, by March 1 of each year, the name, home address and place of worship of each employee who is Muslim, and would require the State Police to keep those reports in a permanent database. Vote: majority.",
    expect: 'religion-exercise',
  },
  {
    id: 'h-v-speech-election-release',
    style: 'release',
    title: 'Governor Signs Election Integrity in Speech Act',
    text: 'FOR IMMEDIATE RELEASE. Governor Marsh today signed a law making it a crime, punishable by up to two years in prison, for any person to post on social media or say at a public meeting that the Governor\'s election was stolen or fraudulent. "These lies undermine our democracy," the Governor said. County prosecutors will receive grants to bring the new cases.',
    expect: 'speech',
  },
  {
    id: 'h-v-press-substitute',
    style: 'substitute',
    title: 'Committee Substitute for H.B. 640 (Government Reports)',
    text: 'COMMITTEE SUBSTITUTE FOR H.B. 640. On page 2, line 3, strike "any employee who discloses a trade secret of a contractor" and insert "any journalist who publishes the contents of a state report before the Governor\'s press office has approved its publication". As amended, Section 4 reads: "Any journalist who publishes the contents of a state report before the Governor\'s press office has approved its publication commits a felony."',
    expect: 'press',
  },
  {
    id: 'h-v-search-translated',
    style: 'translated',
    title: 'Law on the Municipal Guard',
    text: 'Article 12. Officers of the municipal guard are entitled to enter the dwellings of citizens at any time of the day or night for inspection, without a decision of the court and without the agreement of the persons living there. Article 13. Objects found during the inspection which arouse suspicion are withdrawn. Article 14. The municipal guard reports to the head of the municipality.',
    expect: 'search',
  },
  {
    id: 'h-v-cruel-code',
    style: 'code',
    title: 'Chapter 9.50, Protection of City Property',
    text: 'Chapter 9.50 PROTECTION OF CITY PROPERTY. 9.50.010 Benches. No person shall remove a bench from a city park. 9.50.020 Trees. No person shall cut a street tree without a permit. 9.50.030 Punishment for vandalism. A person convicted of vandalizing city property shall receive twenty lashes with a whip, administered in the public square. 9.50.040 Restitution. The court may also order restitution.',
    expect: 'cruel-punishment',
  },
  {
    id: 'h-v-due-process-runon',
    style: 'runon',
    title: 'Contractor Accountability Act',
    text: 'An Act concerning licensed contractors providing that the Director of the Licensing Board may revoke the license of any contractor upon receiving a complaint against the contractor without notifying the contractor and without any hearing and that the revocation shall be final and shall not be reviewed by any court and that the contractor shall forfeit any bond posted with the Board.',
    expect: 'due-process',
  },
  {
    id: 'h-v-jury-counsel',
    style: 'counsel',
    title: 'H.B. 1402 — Criminal Procedure: Trials: Bill Summary',
    text: 'OFFICE OF LEGISLATIVE COUNSEL — BILL SUMMARY. H.B. 1402. The bill provides that all criminal trials for offenses punishable by up to ten years in prison shall be tried by a panel of three judges without a jury. A defendant may not request a jury trial for these offenses. The bill applies to all cases filed after July 1.',
    expect: 'jury',
  },
  {
    id: 'h-v-vote-race-translated',
    style: 'translated',
    title: 'Regulation on Municipal Elections',
    text: 'Point 4. Citizens of Asian descent are not admitted to participation in the elections of the municipal council and are not included in the lists of voters. Point 5. The lists of voters are compiled by the election commission thirty days before the day of voting. Point 6. Voting is carried out by secret ballot.',
    expect: 'vote-race',
  },
  {
    id: 'h-v-attainder-code',
    style: 'code',
    title: 'Chapter 2.04, City Council',
    text: 'Chapter 2.04 CITY COUNCIL. 2.04.010 Meetings. The Council meets on the first and third Tuesdays. 2.04.020 Quorum. Four members constitute a quorum. 2.04.080 Riverside Tenants Union. The Riverside Tenants Union and each of its officers, namely Ana Ruiz, Tom Keller and Grace Obi, are declared guilty of conspiracy to defraud the city, and each is barred from city employment and from receiving any city grant. 2.04.090 Minutes. Minutes shall be published within seven days.',
    expect: 'attainder',
  },
  {
    id: 'h-v-ex-post-substitute',
    style: 'substitute',
    title: 'Committee Substitute for S.B. 510 (Fraud Penalties)',
    text: 'COMMITTEE SUBSTITUTE FOR S.B. 510. On page 6, line 2, strike "committed on or after the effective date of this Act" and insert "committed at any time, including before the effective date of this Act". As amended, Section 8 reads: "The increased penalty of ten years\' imprisonment for benefits fraud applies to offenses committed at any time, including before the effective date of this Act, and persons already sentenced shall be resentenced accordingly."',
    expect: 'ex-post-facto',
  },
  {
    id: 'h-v-equal-sex-release',
    style: 'release',
    title: 'Fire Commissioner Backs Firefighter Standards Bill',
    text: 'NEWS RELEASE — City Fire Department. The Firefighter Standards Ordinance passed by the Council today provides that women will no longer be hired as firefighters, and that women now serving as firefighters will be transferred to clerical positions by January 1. The Commissioner said the change would "restore the traditions of the service."',
    expect: 'equal-protection',
  },
  {
    id: 'h-v-establishment-runon',
    style: 'runon',
    title: 'Moral Foundations in Schools Act',
    text: 'An Act relating to the public schools providing that every public school day shall begin with the recitation of the Lord\'s Prayer by all pupils led by the teacher and that a copy of the Ten Commandments shall be posted in every classroom with the words "the one true law of God" and that any pupil who refuses to recite the prayer shall be given detention and that the Department of Education shall enforce this Act.',
    expect: 'establishment',
  },

  // ----------------------------------------------------------- constitutional
  {
    id: 'h-c-worship-zoning-code',
    style: 'code',
    title: 'Chapter 17.20, Commercial Zones',
    text: 'Chapter 17.20 COMMERCIAL ZONES. 17.20.010 Permitted uses. Retail stores, offices, restaurants, theaters, meeting halls and places of worship are permitted in all commercial zones on the same terms. 17.20.020 Height. Buildings may not exceed 45 feet. 17.20.030 Setbacks. A 10-foot setback is required from residential lots.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-lobbying-release',
    style: 'release',
    title: 'Council Adopts Lobbying Disclosure Ordinance',
    text: 'FOR IMMEDIATE RELEASE. The Council today adopted an ordinance requiring anyone paid more than $1,000 a quarter to lobby city officials to register with the City Clerk and to disclose their clients and the matters they lobby on. The Clerk will post all filings online. Residents who speak to the Council on their own behalf do not need to register.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-drone-warrant-counsel',
    style: 'counsel',
    title: 'AB 330 — Law Enforcement Drones',
    text: "LEGISLATIVE COUNSEL'S DIGEST. AB 330, as introduced, Quinn. Law enforcement: drones. This bill would prohibit a law enforcement agency from using a drone to observe the interior or curtilage of a private residence except pursuant to a search warrant, with the consent of the owner, or to locate a missing person in an emergency. Images collected in violation of the bill would be inadmissible.",
    expect: 'constitutional',
  },
  {
    id: 'h-c-unanimous-jury-translated',
    style: 'translated',
    title: 'Law on the Verdict of the Jury',
    text: 'Article 1. In criminal cases on felonies the accused has the right to be judged by a jury of twelve citizens. Article 2. The verdict of guilty is pronounced only unanimously. Article 3. If the jurors cannot reach unanimity, the judge declares the trial void, and the accused may be tried anew.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-auto-registration-substitute',
    style: 'substitute',
    title: 'Committee Substitute for H.B. 14 (Automatic Voter Registration)',
    text: 'COMMITTEE SUBSTITUTE FOR H.B. 14. On page 1, line 6, strike "may offer" and insert "shall offer". As amended, Section 1 reads: "The Department of Motor Vehicles shall offer every eligible citizen who applies for a driver\'s license the opportunity to register to vote, and shall transmit the registration to the county unless the citizen declines."',
    expect: 'constitutional',
  },
  {
    id: 'h-c-fair-housing-runon',
    style: 'runon',
    title: 'Fair Housing Act of 2026',
    text: 'An Act relating to fair housing providing that no person shall refuse to sell or rent a dwelling to any person because of race, color, religion, sex or national origin and that no person shall advertise a preference based on those characteristics and that any person aggrieved may file a complaint with the Civil Rights Division which shall investigate and may bring a civil action in court.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-decibels-code',
    style: 'code',
    title: 'Chapter 8.30, Sound Levels',
    text: 'Chapter 8.30 SOUND LEVELS. 8.30.010 Commercial districts. Sound from any source shall not exceed 70 decibels at 50 feet between 8 a.m. and 11 p.m. 8.30.020 Residential districts. Sound shall not exceed 60 decibels at the property line at any time. 8.30.030 Emergency vehicles. This chapter does not apply to emergency vehicles.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-flood-guard-release',
    style: 'release',
    title: 'Governor Activates Guard for Flood Relief',
    text: 'FOR IMMEDIATE RELEASE. Governor Kato today ordered 800 members of the National Guard to state active duty to help with flood relief in the river counties. Soldiers will be housed in armories and school gyms closed for the emergency. The order ends when the waters recede or in 30 days, whichever is first.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-restitution-counsel',
    style: 'counsel',
    title: 'SB 290 — Sentencing: Restitution and Probation',
    text: "LEGISLATIVE COUNSEL'S DIGEST. SB 290, as amended, Ferris. Sentencing. This bill would allow a court sentencing a person for a first nonviolent property offense to impose probation of up to three years and restitution to the victim instead of imprisonment, and would apply to offenses committed on or after January 1, 2027.",
    expect: 'constitutional',
  },
  {
    id: 'h-c-medal-translated',
    style: 'translated',
    title: 'Law on the Medal for Courage',
    text: 'Article 1. The Medal for Courage is awarded to residents who saved human life at risk to their own. Article 2. The Medal gives no title and no privileges and is not inherited. Article 3. The award is presented by the Governor at a public ceremony.',
    expect: 'constitutional',
  },
  {
    id: 'h-c-veterans-tax-substitute',
    style: 'substitute',
    title: 'Committee Substitute for S.B. 72 (Veterans Pension Exemption)',
    text: 'COMMITTEE SUBSTITUTE FOR S.B. 72. On page 2, line 1, strike "2026" and insert "2024". As amended, Section 2 reads: "Military retirement pay is exempt from the state income tax for taxable years beginning on or after January 1, 2024. A taxpayer who paid tax on that pay for 2024 or 2025 may claim a refund."',
    expect: 'constitutional',
  },
  {
    id: 'h-c-legal-notices-runon',
    style: 'runon',
    title: 'Legal Notices Act',
    text: 'An Act concerning the publication of legal notices providing that each county shall designate a newspaper of general circulation as its newspaper of record by competitive bid every two years and that the choice shall not depend on the editorial views of any newspaper and that legal notices shall also be posted on the county website at no charge.',
    expect: 'constitutional',
  },
];
