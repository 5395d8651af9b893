import { billFigures, checkBillDevSet, constitutionalBill as c, violatingBill as v } from './dev-bills-checks';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { EIGHTH_CONSTITUTIONAL, EIGHTH_VIOLATING } from './dev-bills-eighth.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): 35 of 49 and 44 of 47; after the eighth pass 49 of 49 and 47 of 47.
 * Per clause: docs/moderation.md, "Constitutionality, eighth pass".
 */
describe('constitutionality check: eighth development set', () => {
  checkBillDevSet(EIGHTH_VIOLATING, EIGHTH_CONSTITUTIONAL);
});

/*
 * Held out: written together with the eighth set, before the rules were read, and run once at the
 * end of the pass (CIVIC_HELD_OUT=1), never used to tune a rule. Figures only, no assertions: a
 * miss here is a finding to report, not a test to make pass. Run on the rules before the eighth
 * pass (11 of 22 named, 12 of 12 approved) and once after (13 of 22, 12 of 12).
 */
const HELD_OUT_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Official Hymn Act', 'The State hereby adopts the Methodist Church as its established church, and its bishops shall sit as ex officio members of the Board of Education.'),
  v(['free_exercise', 'equal_protection'], 'Ceremonial Items Act', 'Possession of a kirpan or a prayer rug by any person in a public building is prohibited.'),
  v(['religious_test'], 'Trustee Eligibility Act', 'Members of the state university board of trustees shall be persons who profess the Christian religion.'),
  v(['speech'], 'Flag Respect Ordinance', 'Any person who speaks against the policies of the City Council at a public meeting shall be removed and barred from future meetings.'),
  v(['press'], 'Online Publishers Act', 'Websites that publish news about the State shall obtain a license from the Attorney General, who may revoke it for reporting he considers misleading.'),
  v(['assembly'], 'Campus Order Act', 'Students may not gather in groups on the university grounds to protest tuition increases.'),
  v(['petition'], 'Grievance Limitation Act', 'No inmate or resident may file a complaint about a state official with any court or agency more than once in his or her lifetime.'),
  v(['arms'], 'Total Firearms Prohibition Act', 'No private citizen may own or possess a handgun, rifle or shotgun for any purpose.'),
  v(['quartering'], 'Troop Billeting Act', 'Homeowners in the capital shall receive and lodge soldiers assigned to them by the garrison commander, without compensation or consent.'),
  v(['search_seizure'], 'Random Home Inspection Act', 'State agents may inspect any private home without notice or a warrant to search for unlicensed goods.'),
  v(['due_process'], 'Business Closure Act', 'The Mayor may order any business closed permanently without stating a reason, and there shall be no hearing or review.'),
  v(['takings'], 'Farmland Reallocation Act', 'Farms larger than 500 acres are transferred to the State without compensation.'),
  v(['counsel_jury'], 'Summary Trials Act', 'Defendants accused of assault shall not be allowed to consult with an attorney before or during trial.'),
  v(['cruel_punishment'], 'Jaywalking Penalties Act', 'The penalty for jaywalking shall be thirty lashes administered in public.'),
  v(['equal_protection'], 'Transit Seating Ordinance', 'On city buses, passengers of Asian descent shall sit in the rear seats.'),
  v(['voting_race', 'equal_protection'], 'Registration Standards Act', 'Persons of African descent may register to vote only after passing an examination not required of other applicants.'),
  v(['voting_sex', 'equal_protection'], 'Bond Election Act', 'In elections on school bonds, only male property owners may vote.'),
  v(['poll_tax'], 'Ballot Access Fee Act', 'Before receiving a ballot for any election of Senators or Representatives, a voter shall pay a tax of ten dollars.'),
  v(['attainder'], 'Treasurer Discipline Act', 'Karen Whitfield, State Treasurer, is hereby found guilty of neglect of duty and shall pay a fine of $100,000.'),
  v(['ex_post_facto'], 'Drone Flying Penalty Act', 'Flying a drone over a state park is a misdemeanor, and persons who did so during the last three years shall be charged accordingly.'),
  v(['habeas_corpus', 'due_process'], 'Emergency Custody Act', 'The privilege of the writ of habeas corpus is suspended for all persons arrested at protests, although there is no invasion or rebellion.'),
  v(['nobility'], 'Peerage Act', 'The Governor may create Earls and Viscounts from among distinguished citizens, whose titles shall be inherited by their heirs.'),
];

const HELD_OUT_CONSTITUTIONAL: DevBill[] = [
  c('Christmas Tree Lighting Ordinance', 'The City shall hold its annual holiday tree lighting in Central Square on the first Friday of December.'),
  c('Chaplain Services Act', 'The armed forces may employ chaplains of many faiths to serve service members who request religious support, and no member shall be required to attend any service.'),
  c('Protest Buffer Ordinance', 'Demonstrators may not block the entrance of any building; demonstrations on the sidewalk are otherwise permitted.'),
  c('Inmate Grievance Act', 'Every state prison shall maintain a grievance procedure, and inmates who file grievances may not be punished for doing so.'),
  c('Concealed Carry Permit Act', 'A person who is 21 or older and passes a background check shall be issued a permit to carry a concealed handgun.'),
  c('Search Warrant Return Act', 'A search warrant shall be executed within ten days of issuance, and the officer shall return it to the issuing judge.'),
  c('Highway Land Acquisition Act', 'The Department of Transportation may acquire land for the Route 12 bypass by purchase or by eminent domain with just compensation.'),
  c('Interpreter Access Act', 'Courts shall provide an interpreter at public expense to any defendant who does not speak English.'),
  c('Voter Registration Deadline Act', 'A person may register to vote at any time up to and including election day.'),
  c('Civil Rights Commission Act', 'The Commission may investigate complaints of discrimination on the basis of race, sex or religion and hold hearings on them.'),
  c('Historical Marker Act', 'A marker shall be placed at the site of the first Quaker meeting house in the State, describing its role in local history.'),
  c('Distinguished Service Award Act', 'The Governor may present the Distinguished Citizen Award each year to one resident; the award carries no title or privilege.'),
];

(process.env.CIVIC_HELD_OUT ? describe : describe.skip)('constitutionality check: eighth pass, held-out bills', () => {
  it('figures per clause', () => {
    console.log(billFigures(HELD_OUT_VIOLATING, HELD_OUT_CONSTITUTIONAL));
  });
});
