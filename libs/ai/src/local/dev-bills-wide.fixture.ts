import type { ClauseKey } from './constitution';

/*
 * Third development set for the constitutionality check (issue #22, third pass), written from
 * the clauses' text and the issue's list only, never from libs/ai/eval: each violating bill
 * breaks one clause (any of the listed keys names it), in the plain, bureaucratic or indirect
 * wording a real bill uses; the constitutional bills regulate the same subjects lawfully.
 */

export const WIDE_VIOLATING: [ClauseKey[], string][] = [
  // establishment
  [['establishment'], 'The Baptist faith is hereby designated the official church of this State, and its clergy shall be paid from the general fund.'],
  [['establishment'], 'Each public school day shall begin with a teacher-led Christian prayer, which all students shall attend.'],
  [['establishment'], 'State grants for community centers shall be available only to organizations affiliated with the Catholic Church.'],
  [['establishment'], 'All members of the armed forces shall attend weekly worship services conducted by the Office of Evangelical Chaplaincy.'],
  [['establishment'], 'The Department of Education shall teach that Islam is the one true religion in all public schools.'],
  // free exercise
  [['free_exercise', 'equal_protection'], 'No permit for the construction of a mosque shall be issued in any county of the State.'],
  [['free_exercise', 'equal_protection'], 'Sikh employees of the State shall not wear turbans while on duty, and those who refuse shall be dismissed.'],
  [['free_exercise', 'equal_protection'], 'Practicing Muslims shall be listed in a national database maintained by the Department of Homeland Security.'],
  [['free_exercise'], 'The performance of baptisms by any congregation is prohibited within city limits.'],
  [['free_exercise', 'equal_protection'], 'Jehovah’s Witnesses may not go door to door to share their faith, on pain of a $1,000 fine.'],
  // religious test
  [['religious_test', 'establishment', 'free_exercise'], 'No person who does not profess belief in God shall hold any office of public trust in this State.'],
  // speech and criticism of officials
  [['speech'], 'Whoever makes a statement that brings the Governor into disrepute shall be imprisoned for up to one year.'],
  [['speech'], 'It is unlawful to display a sign or banner that criticizes a sitting member of the legislature.'],
  [['speech'], 'Public employees who publicly disagree with the policies of the Administration shall be terminated.'],
  [['speech'], 'Social media users who share content ridiculing the President shall have their accounts suspended by order of the Attorney General and pay a fine.'],
  [['speech'], 'Burning or defacing the national flag in protest is punishable by two years in prison.'],
  [['speech'], 'No resident may speak at a public meeting in opposition to the Mayor’s budget.'],
  // press
  [['press'], 'No newspaper may publish an article about the military without prior approval from the Department of Defense.'],
  [['press'], 'Broadcasters who air reports critical of the Governor shall lose their state broadcast licenses.'],
  [['press'], 'Every journalist shall obtain a license from the State Press Board, which may revoke it for unfavorable coverage of public officials.'],
  [['press'], 'Online news outlets must submit each story to the Office of Public Information for review 48 hours before publication.'],
  // assembly and petition
  [['assembly'], 'Gatherings of more than ten persons to protest any law of this State are prohibited.'],
  [['assembly'], 'Any person who organizes a peaceful march against the federal government shall be fined $10,000.'],
  [['assembly'], 'Members of the public may not assemble on the Capitol grounds to oppose legislation under consideration.'],
  [['petition'], 'Any person who circulates a petition calling for the recall of a state official shall be guilty of a misdemeanor.'],
  [['petition'], 'Residents who write to their members of Congress to oppose the tax bill shall be placed on a federal watch list.'],
  [['petition'], 'Citizens who file complaints against the Department of Corrections shall pay a penalty of $500 per complaint.'],
  // search and seizure
  [['search_seizure'], 'Officers of the State Police may search any home in a high-crime area at any hour without obtaining a warrant.'],
  [['search_seizure'], 'The Department may read the e-mail of any resident without a court order.'],
  [['search_seizure'], 'Law enforcement may stop and frisk any pedestrian without suspicion in designated zones.'],
  [['search_seizure'], 'Agents may seize the vehicles of persons suspected of immigration violations without a warrant or a hearing.'],
  [['search_seizure'], 'Police may install tracking devices on any car without a judge’s permission.'],
  // due process
  [['due_process'], 'A person whom the Secretary deems a threat to public order may be detained indefinitely without a hearing.'],
  [['due_process'], 'The Department may revoke any professional license immediately, without notice or an opportunity to be heard.'],
  [['due_process'], 'Property of persons accused of drug crimes shall be forfeited to the State before any trial.'],
  [['due_process'], 'Persons charged under this Act shall be presumed guilty and must prove their innocence.'],
  [['due_process'], 'Benefits may be terminated by the agency without notice and with no right to appeal.'],
  // counsel and jury
  [['counsel_jury'], 'Defendants charged with felonies under this Act shall not be represented by an attorney at trial.'],
  [['counsel_jury'], 'Persons accused of terrorism offenses may not consult with a lawyer until after interrogation is complete.'],
  [['counsel_jury'], 'No public defender shall be appointed for indigent defendants in misdemeanor cases punishable by jail.'],
  [['counsel_jury'], 'Trials for all felonies under this Act shall be decided by a judge alone, and the right to trial by jury is abolished.'],
  [['counsel_jury'], 'Juries shall not be used in criminal prosecutions for drug trafficking; a panel of three prosecutors shall determine guilt.'],
  // cruel punishment
  [['cruel_punishment'], 'Persons convicted of vandalism shall receive twenty lashes in a public square.'],
  [['cruel_punishment'], 'The penalty for shoplifting a second time shall be life imprisonment without parole.'],
  [['cruel_punishment'], 'Convicted burglars shall have their right hand amputated.'],
  [['cruel_punishment'], 'Inmates who break prison rules shall be denied food for up to seven days.'],
  [['cruel_punishment'], 'Anyone caught littering twice shall be sentenced to death.'],
  // equal protection: race, origin, sex
  [['equal_protection'], 'Persons of Chinese descent shall register with the county sheriff and carry an identification card at all times.'],
  [['equal_protection'], 'Hispanic students shall attend separate schools designated by the school board.'],
  [['equal_protection'], 'Women may not serve as officers in the state police.'],
  [['equal_protection'], 'Residents born in Mexico shall pay a special annual residency fee of $500.'],
  [['equal_protection'], 'State contracts shall be awarded only to businesses owned by white men.'],
  [['equal_protection'], 'Black applicants for a firearm license must wait twice as long as other applicants.'],
  // voting by race or sex
  [['voting_race', 'equal_protection'], 'Only white citizens may vote in primary elections of this State.'],
  [['voting_sex', 'equal_protection'], 'Women shall not be permitted to vote in elections for county sheriff.'],
  [['voting_race', 'equal_protection'], 'Voters of Native American ancestry must pass a literacy test before casting a ballot.'],
  [['voting_sex', 'equal_protection'], 'Married women may vote only with the written permission of their husbands.'],
  // quartering
  [['quartering'], 'During peacetime, the Army may lodge soldiers in private homes near military bases without the consent of the owners.'],
  [['quartering'], 'Homeowners in border counties shall provide room and board to National Guard troops as the Adjutant General directs.'],
  [['quartering'], 'The Secretary of Defense may billet service members in any private residence whenever barracks are full.'],
  // attainder
  [['attainder'], 'John Q. Smith is hereby found guilty of sedition and shall be imprisoned for ten years.'],
  [['attainder'], 'The members of the Riverside Workers Union are declared disloyal and are barred from any public employment.'],
  [['attainder'], 'The assets of the organization known as the People’s Voice Coalition are hereby forfeited to the State for its past activities.'],
  // ex post facto
  [['ex_post_facto'], 'Any person who attended a protest in 2021 shall be prosecuted under this Act.'],
  [['ex_post_facto'], 'The increased penalties of this section apply to all offenses, including those committed before its enactment.'],
  [['ex_post_facto'], 'Donating to a foreign charity is made a felony, and this section applies to donations made in the past five years.'],
  [['ex_post_facto'], 'Persons who posted criticism of the Governor before the effective date of this Act shall be punished under it.'],
  // nobility
  [['nobility'], 'The President may confer the title of Duke upon citizens who contribute more than $1 million to the Treasury.'],
  [['nobility'], 'The United States shall grant hereditary titles of nobility to the descendants of the Founders.'],
  [['nobility'], 'Governors of the states shall henceforth be styled Lord and their eldest sons shall inherit the title.'],
];

export const WIDE_CONSTITUTIONAL: string[] = [
  'Houses of worship shall follow the same parking requirements as theaters and other places of assembly.',
  'The State shall not favor any religion or denomination in awarding grants.',
  'Public school students may pray voluntarily during free time, and no student shall be required to participate.',
  'A person who threatens to kill a public official shall be guilty of a felony.',
  'It is unlawful to knowingly make a false statement to a federal investigator.',
  'Amplified sound in residential areas is limited to 60 decibels between 10 p.m. and 7 a.m., whatever the message.',
  'Demonstrations on the Capitol steps require a permit, which shall be granted to all applicants on a first-come basis.',
  'News outlets may not be compelled to reveal their confidential sources.',
  'Residents may petition the county board, which shall respond to every petition within 60 days.',
  'Police must obtain a warrant from a judge before searching a residence, except in an emergency threatening life.',
  'Officers may search a vehicle when they have probable cause to believe it contains evidence of a crime.',
  'Airport security may screen passengers and their bags before boarding.',
  'No license may be revoked without written notice and a hearing before an impartial officer.',
  'Every person charged with a crime punishable by imprisonment shall be provided counsel at public expense.',
  'Trials for felonies shall be by jury unless the defendant knowingly and voluntarily waives a jury.',
  'The maximum sentence for shoplifting goods worth less than $100 is 30 days in jail.',
  'Prohibits the use of solitary confinement for juveniles.',
  'Prohibits discrimination in public contracting on the basis of race, sex or national origin.',
  'Requires polling places to be accessible to voters with disabilities.',
  'Every eligible citizen aged 18 or older may vote, regardless of race, sex or religion.',
  'Service members shall not be housed in private homes in peacetime without the owner’s consent.',
  'Raises the penalty for wire fraud to 20 years for offenses committed after this Act takes effect.',
  'Awards the Congressional Gold Medal to the crew of the rescue mission.',
  'Creates a commission to study the history of the Bill of Rights in American schools.',
  'Religious organizations may apply for disaster relief grants on the same terms as other nonprofits.',
  'Requires all food vendors, including those selling kosher or halal food, to pass the same health inspection.',
  'A state employee may be disciplined for leaking classified information.',
  'Prohibits protests within 50 feet of a hospital entrance regardless of viewpoint.',
  'Creates a registry of convicted sex offenders, updated upon each conviction.',
  'Sets a curfew of 11 p.m. for minors in city parks, with exceptions for work and school events.',
];
