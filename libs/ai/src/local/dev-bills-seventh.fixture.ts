import type { ClauseKey } from './constitution';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';

/*
 * Seventh development set for the constitutionality check (issue #22, item 2, seventh pass),
 * written from the clause list of the issue only, before the rules were read and never from
 * libs/ai/eval. A different hand from the sixth set: model-legislation layout ("Be it enacted",
 * "§ 1", findings, definitions, enforcement, severability), agency rule-making language, plain
 * one-line summaries, and indirect mechanisms (a licence or contract conditioned on something, a
 * certification, "may not be employed by the State unless", a fee reaching back before the act,
 * a person or body named in the bill). Each violating bill breaks one clause (any listed key names
 * it; the first is the clause it is counted under). The constitutional bills are close look-alikes:
 * neutral zoning, content-neutral noise and parade rules, warrants, notice and hearing, ordinary
 * and prospective penalties, honours that confer no title, neutral election administration.
 */

const v = (clauses: ClauseKey[], title: string, text: string, fullText?: string): ViolatingDevBill => ({ clauses, title, text, fullText });
const c = (title: string, text: string, fullText?: string): DevBill => ({ title, text, fullText });

export const SEVENTH_VIOLATING: ViolatingDevBill[] = [
  // establishment
  v(
    ['establishment'],
    'State Faith Designation Act',
    'Be it enacted by the Legislature of the State:\n§ 1. Short title. This act shall be known as the State Faith Designation Act.\n§ 2. Designation. Lutheranism is designated the official faith of the State, and every public ceremony conducted by a state agency shall open with the Lutheran liturgy.\n§ 3. Effective date. This act takes effect on July 1.',
  ),
  v(
    ['establishment'],
    'Congregational Outreach Grants',
    'Funds appropriated under this Part shall be distributed only to congregations that certify adherence to the Nicene Creed, to be used for spreading the Christian faith among residents of the State.',
  ),
  v(['establishment', 'free_exercise'], 'Morning Prayer in Schools', 'Every public school teacher has to lead the class in a prayer to Jesus Christ at the start of each school day.'),
  // free exercise
  v(
    ['free_exercise', 'equal_protection'],
    'Religious Practitioners Registration Act',
    'SECTION 1. Definitions. "Practitioner" means any person who practices Hinduism.\nSECTION 2. Every practitioner residing in the State shall register with the county clerk within thirty days and renew the registration each year.\nSECTION 3. Failure to register is a misdemeanor.',
  ),
  v(['free_exercise', 'equal_protection'], 'Worship Hours Limitation', 'Mosques in the State may hold no more than one service per week, and no prayer in a mosque may be spoken in Arabic.'),
  v(
    ['free_exercise', 'equal_protection'],
    'Food Establishment Licensing Amendments',
    'Sec. 4. A license to operate a food establishment shall be conditioned on the applicant certifying that no owner of the establishment is a member of the Church of Jesus Christ of Latter-day Saints.',
  ),
  // religious test
  v(['religious_test'], 'Public Service Integrity Act', 'No person may be employed by the State in any office of public trust unless that person affirms a belief in a Supreme Being.'),
  v(
    ['religious_test'],
    'Judicial Candidacy Requirements',
    'A candidate for the office of county judge shall file with the nomination papers a sworn certificate of membership in a Christian congregation.',
  ),
  // speech
  v(['speech'], 'Dignity of Office Act', 'Whoever publicly disparages the Governor or any member of the Legislature shall be fined not more than five thousand dollars.'),
  v(
    ['speech'],
    'Business License Standards',
    'Part 3. Eligibility. (a) A business license shall be issued to an applicant who pays the fee and\n(b) certifies that the applicant has not, during the preceding year, published any statement critical of the Department of Revenue.',
  ),
  v(
    ['speech'],
    'Public Signage Act',
    'Any sign, banner or broadcast expressing opposition to the current administration shall be removed by the municipality, and its author shall be fined.',
  ),
  // press
  v(['press'], 'Media Accountability Act', 'Each newspaper published in the State shall submit every edition to the State Media Board for approval forty-eight hours before it is printed.'),
  v(
    ['press'],
    'Responsible Journalism Licensing Act',
    'SECTION 1. No person may work as a reporter in this State without a license issued by the Secretary of State.\nSECTION 2. The Secretary may revoke the license of any reporter whose coverage of state agencies is unfavorable.',
  ),
  // assembly
  v(['assembly'], 'Legislative Order Act', 'Any gathering of more than five persons to protest an act of the Legislature is prohibited.'),
  v(
    ['assembly'],
    'Parks Use Regulation',
    'Rule 12. No group of persons may meet in a public park to discuss political matters, and a park ranger shall disperse any such meeting.',
  ),
  // petition
  v(['petition'], 'Petition Frequency Act', 'Any resident who submits more than one petition to the Legislature in a calendar year shall pay a penalty of five hundred dollars.'),
  v(
    ['petition'],
    'State Workforce Protection Act',
    'A person who files a complaint against a state agency with the Ombudsman shall be ineligible for employment by the State for five years after the complaint is filed.',
  ),
  // search and seizure
  v(['search_seizure'], 'Neighborhood Safety Act', 'Police officers may enter and search any residence located in a designated high-crime area at any hour without a warrant.'),
  v(
    ['search_seizure'],
    'Revenue Enforcement Modernization Act',
    '§ 7. Powers of inspectors. An inspector of the Department of Revenue may seize the books, papers and records kept in any private home without a warrant or other court order.',
  ),
  v(
    ['search_seizure'],
    'Mobile Data Access Act',
    'The contents and location history of any person\'s mobile telephone may be obtained by law enforcement on the request of any officer, without judicial authorization.',
  ),
  // cruel punishment
  v(['cruel_punishment'], 'Retail Theft Deterrence Act', 'A person convicted of shoplifting shall be publicly flogged.'),
  v(['cruel_punishment'], 'Vandalism Penalties', 'Section 2. Any person convicted of vandalism of public property shall be branded on the forehead.'),
  v(
    ['cruel_punishment'],
    'Penitentiary Discipline Act',
    'Prison wardens may deny food to an inmate for up to ten days as a disciplinary measure.',
  ),
  // due process
  v(['due_process'], 'Professional Licensing Efficiency Act', 'The Department may revoke any professional license without notice or a hearing.'),
  v(
    ['due_process', 'habeas_corpus'],
    'Gang Suppression Act',
    'Findings. The Legislature finds that gang violence threatens public order.\nSec. 2. A person suspected of gang membership may be detained indefinitely without charge.',
  ),
  v(
    ['due_process', 'takings'],
    'Narcotics Asset Act',
    'Upon accusation of a drug offense, all property of the accused shall be forfeited to the State, without any hearing.',
  ),
  // counsel and jury
  v(['counsel_jury'], 'Speedy Theft Trials Act', 'In prosecutions for felony theft, the defendant shall be tried by a judge alone, and no jury shall be empaneled.'),
  v(['counsel_jury'], 'Trespass Prosecution Act', 'A defendant charged under this Act may not be represented by counsel at trial.'),
  // equal protection
  v(
    ['equal_protection'],
    'Residence Reporting Act',
    'Every person of Mexican national origin residing in the State shall report his or her address to the county sheriff every ninety days.',
  ),
  v(['equal_protection'], 'Procurement Integrity Act', 'No state contract may be awarded to a business owned by persons of Chinese descent.'),
  v(['equal_protection'], 'Fire Service Staffing Act', 'A person may not be employed by the State as a firefighter unless he is male.'),
  v(
    ['equal_protection'],
    'University Admissions Standards Act',
    'SECTION 1. Applicants to the state university who are of Asian ancestry shall be required to score twenty points higher on the admission test than all other applicants.',
  ),
  // voting: race
  v(['voting_race', 'equal_protection'], 'Municipal Franchise Act', 'Only persons of European descent may vote in municipal elections.'),
  v(
    ['voting_race', 'equal_protection'],
    'Ballot Security Act',
    'Sec. 3. At the polling place, Black voters shall present two forms of identification in addition to those required of other voters before receiving a ballot.',
  ),
  // voting: sex
  v(['voting_sex', 'equal_protection'], 'Sheriff Elections Act', 'Women shall not be eligible to vote in elections for county sheriff.'),
  v(['voting_sex', 'equal_protection'], 'School Board Elections Act', 'Only male heads of household may cast ballots in school board elections.'),
  // quartering
  v(
    ['quartering'],
    'Border Readiness Act',
    'In time of peace, homeowners in counties adjoining the border shall provide room and board to soldiers of the National Guard whenever requested by the commanding officer.',
  ),
  v(['quartering'], 'Training Logistics Act', 'During training exercises, Army personnel may be billeted in private homes without the owner\'s consent.'),
  // attainder
  v(
    ['attainder', 'due_process'],
    'Accountability for Fraud Act',
    'John Q. Marsh and Ellen Voss are hereby declared guilty of fraud against the State, and all their property shall be forfeited.',
  ),
  v(
    ['attainder', 'due_process'],
    'Pine County Restitution Act',
    'Robert Chen, former treasurer of Pine County, is hereby sentenced to five years\' imprisonment for the misuse of county funds.',
  ),
  v(
    ['attainder'],
    'Contractor Debarment Act',
    'As punishment for its conduct during the 2025 strike, the organization known as the Northern Tenants Alliance and each of its officers are barred from holding any state contract or license.',
  ),
  // ex post facto
  v(
    ['ex_post_facto'],
    'Fireworks Control Act',
    'Possession of fireworks is punishable by five years\' imprisonment. This section applies to possession occurring at any time, whether before or after the effective date of this Act.',
  ),
  v(
    ['ex_post_facto'],
    'Short-Term Rental Accountability Act',
    'Every person who operated a short-term rental between 2018 and 2024, when such rentals were lawful, shall pay a penalty of ten thousand dollars for each year of operation.',
  ),
  v(
    ['ex_post_facto'],
    'Unlicensed Events Act',
    'Any person who, before the effective date of this Act, attended an unlicensed concert shall be guilty of a misdemeanor.',
  ),
  // nobility
  v(['nobility'], 'Philanthropy Recognition Act', 'The Governor may confer the hereditary title of Baron upon any citizen who donates more than one million dollars to the State.'),
  v(
    ['nobility'],
    'Order of State Merit Act',
    'SECTION 2. Recipients of the Medal of State Merit shall be styled "Lord" or "Lady", and the eldest child of each recipient shall inherit the style.',
  ),
];

export const SEVENTH_CONSTITUTIONAL: DevBill[] = [
  c('Places of Assembly Parking Act', 'Houses of worship, schools, theaters and other places of assembly in residential zones shall provide one off-street parking space for every four seats.'),
  c('Quiet Neighborhoods Act', 'Amplified sound is prohibited in residential districts between 10 p.m. and 7 a.m., regardless of its content.'),
  c(
    'Street Use Permits Act',
    'SECTION 1. A group of more than fifty persons using a public street for a parade or march shall obtain a permit at least ten days in advance.\nSECTION 2. Permits shall be granted without regard to the message or viewpoint of the parade.',
  ),
  c('Residential Search Standards Act', 'Law enforcement may search a residence for stolen property only under a warrant issued by a judge upon probable cause.'),
  c('Location Privacy Act', 'Mobile telephone location data may be obtained by law enforcement only with a warrant supported by probable cause.'),
  c('Retail Theft Penalties Act', 'Shoplifting goods worth more than $1,000 is punishable by up to two years\' imprisonment and a fine of up to $5,000.'),
  c(
    'Fireworks Permit Act',
    'Beginning January 1, 2028, possession of fireworks without a permit is a misdemeanor. This Act applies only to conduct occurring after its effective date.',
  ),
  c('Homestead Relief Act', 'The increase in the homestead exemption applies retroactively to tax year 2025, and any overpayment shall be refunded to the taxpayer.'),
  c(
    'Citizen of the Year Resolution',
    'The Legislature recognizes Maria Alvarez as Citizen of the Year for her service to flood victims. This recognition confers no title, rank or privilege.',
  ),
  c('Wrongful Conviction Compensation Act', 'The State shall pay Daniel Okafor $250,000 as compensation for his wrongful conviction and imprisonment.'),
  c(
    'Professional Discipline Procedures Act',
    'The Department may suspend a professional license only after written notice and an opportunity for a hearing before an administrative law judge.',
  ),
  c(
    'Felony Trial Rights Act',
    'A defendant charged with a felony shall have the right to trial by a jury of twelve, and the court shall appoint counsel for any defendant who cannot afford one.',
  ),
  c('Voter Identification Act', 'Every voter shall present a valid photo identification at the polls. The State shall issue a free identification card to any registered voter who lacks one.'),
  c('Polling Hours Act', 'Polling places shall be open from 7 a.m. to 8 p.m. on election day, and early voting shall be available for fourteen days before each election.'),
  c('Disaster Relief Eligibility Act', 'Religious organizations are eligible for disaster relief grants on the same terms as other nonprofit organizations.'),
  c('Religious Observance Leave Act', 'A state employee may take unpaid leave for the religious observance of any faith.'),
  c('Prison Clergy Access Act', 'The Department of Corrections shall permit volunteer clergy of any faith to visit inmates who request them.'),
  c('World Religions Elective Act', 'A public high school may offer an elective course on the world\'s religions, taught objectively and without promoting any religion.'),
  c('Scenic Highways Act', 'Billboards larger than 600 square feet are prohibited along designated scenic highways.'),
  c(
    'Agency Feedback Portal Act',
    'Each state agency shall maintain an online portal through which residents may submit complaints and criticism of the agency, and no employee may retaliate against a person who does so.',
  ),
  c('Reporter Shield Act', 'A journalist may not be compelled to disclose a confidential source in any proceeding.'),
  c('Park Hours Act', 'Public parks close at 11 p.m., and no person may remain in a park after closing.'),
  c('Initiative Verification Act', 'Signatures on an initiative petition shall be verified by the county clerk within thirty days after filing.'),
  c('Arson Offender Registry Act', 'A person convicted of arson shall register with the State Fire Marshal for ten years after release from custody.'),
  c(
    'Business Census Act',
    'The biennial business census may ask owners to state their race and sex voluntarily, for statistical purposes only. No agency may base any decision on the answers.',
  ),
  c('Fair Hiring Act', 'No employer may refuse to hire a person because of race, religion, sex or national origin.'),
  c(
    'Emergency Deployment Housing Act',
    'During an emergency deployment, National Guard members shall be housed in state armories and other public buildings. No private home shall be used without the owner\'s consent.',
  ),
  c('Humane Custody Act', 'Prisoners shall receive three meals a day and access to medical care, and solitary confinement is limited to fifteen days.'),
  c('Prompt Appearance Act', 'A person arrested shall be brought before a magistrate within forty-eight hours.'),
  c(
    'Forfeiture Reform Act',
    'Property may be forfeited only after a criminal conviction and a hearing at which the owner may contest the forfeiture.',
  ),
  c(
    'Food Safety Inspection Act',
    'Health inspectors may inspect restaurant kitchens during business hours. Inspection of any private living quarters requires a warrant.',
  ),
  c('Campaign Advertising Disclosure Act', 'Every political advertisement shall state the name of the person who paid for it.'),
  c(
    'Oath of Office Act',
    'Before taking office, every state employee shall swear or affirm to support the Constitution of the United States and the Constitution of this State.',
  ),
  c('Memorial Bridge Act', 'The bridge carrying Route 9 over the Elk River shall be named the Senator Ruth Hall Memorial Bridge.'),
  c(
    'Veterans Medal Act',
    'The Governor may award the Golden Poppy Medal to veterans for distinguished service. The medal carries no title, pension or hereditary right.',
  ),
  c('Short-Term Rental Registration Act', 'Beginning in 2027, each operator of a short-term rental shall pay an annual registration fee of $200.'),
  c('Child Care Licensing Act', 'A license to operate a child care center shall be conditioned on the applicant passing a criminal background check.'),
  c('Teacher Qualifications Act', 'No person may be employed by the State as a public school teacher unless the person holds a valid teaching certificate.'),
  c('Prevailing Wage Certification Act', 'Each contractor on a public works project shall certify compliance with state wage laws.'),
  c(
    'Assault Sentencing Act',
    'Be it enacted by the General Assembly:\nSECTION 1. The maximum sentence for aggravated assault is raised from five to eight years.\nSECTION 2. This Act applies to offenses committed on or after its effective date.',
  ),
  c('Library Meeting Rooms Act', 'Public library meeting rooms shall be available to any community group, religious or secular, on a first-come basis.'),
  c(
    'Defamation Remedies Act',
    'A person injured by a knowingly false statement of fact about him or her may sue the speaker for damages.',
  ),
];
