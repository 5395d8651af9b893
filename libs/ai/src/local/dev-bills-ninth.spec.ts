import { billFigures, checkBillDevSet, constitutionalBill as c, violatingBill as v } from './dev-bills-checks';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { NINTH_CONSTITUTIONAL, NINTH_VIOLATING } from './dev-bills-ninth.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): 46 of 53 and 46 of 50; after the ninth pass 53 of 53 and 50 of 50.
 * Per clause: docs/moderation.md, "Constitutionality, ninth pass".
 */
describe('constitutionality check: ninth development set', () => {
  checkBillDevSet(NINTH_VIOLATING, NINTH_CONSTITUTIONAL);
});

/*
 * Held out: written together with the ninth set, in other drafting styles (WHEREAS resolutions,
 * agency rules, bullet lists, one-line summaries), before the rules were read, and run once at
 * the end of the pass (CIVIC_HELD_OUT=1), never used to tune a rule. Figures only, no assertions:
 * a miss here is a finding to report, not a test to make pass. Run once, after the ninth pass: 20 of
 * 22 named, 14 of 14 approved (missed: the WHEREAS resolution adopting a town religion, and felony
 * charges for cash carried "in the last ten years").
 */
const HELD_OUT_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Resolution on the Faith of Millford', 'WHEREAS the people of Millford are predominantly Catholic; NOW, THEREFORE, BE IT RESOLVED that the Town adopts Roman Catholicism as the religion of the Town and shall fund the parish from property taxes.'),
  v(['free_exercise', 'equal_protection'], 'Department of Corrections Rule 12-4', 'Rule 12-4. Inmates shall not be permitted to possess a Quran or to observe the Ramadan fast.'),
  v(['equal_protection'], 'Employment Reporting Ordinance', 'All residents of Somali origin must register with the police department and report any change of employment.'),
  v(['equal_protection'], 'Engineering Academy Admissions Act', 'Girls shall not be admitted to the state engineering academy.'),
  v(['religious_test'], 'Election Worker Standards Act', 'Poll workers appointed by the county must be baptized Christians.'),
  v(['speech'], 'Public Integrity Speech Act', 'It is a crime to say in public that the Mayor is corrupt.'),
  v(['speech'], 'Broadcast Civility Act', '- Any person who criticizes a state legislator on the radio shall pay a fine of $1,000.\n- Fines go to the general fund.'),
  v(['press'], 'Periodicals Regulation Act', 'Any magazine that publishes a cartoon of the Governor shall lose its state printing permit and be shut down.'),
  v(['assembly'], 'Police Relations Order', 'Gatherings of more than ten people to protest police conduct are banned in the county.'),
  v(['petition'], 'Finality of Legislation Act', 'Citizens who petition Congress to repeal this Act shall be fined $5,000.'),
  v(['search_seizure'], 'Border Zone Enforcement Act', 'Border agents may search any home within 100 miles of the border without a warrant.'),
  v(['search_seizure'], 'Mobile Device Inspection Act', 'Police may seize any cell phone and read its contents without a warrant.'),
  v(['due_process', 'habeas_corpus'], 'Emergency Detention Powers Act', 'The Governor may order any resident detained indefinitely without charge or hearing.'),
  v(['counsel_jury'], 'Drug Court Efficiency Act', 'Defendants in drug cases punishable by more than six months in prison shall not have a jury.'),
  v(['counsel_jury', 'due_process'], 'Homicide Prosecution Act', 'Persons accused of murder shall not be told the charges against them or allowed a lawyer.'),
  v(['cruel_punishment'], 'Auto Theft Deterrence Act', 'Convicted car thieves shall be branded on the forehead.'),
  v(['voting_race', 'equal_protection'], 'State Primary Act', 'Only white citizens may vote in the party primary run by the State.'),
  v(['voting_sex', 'equal_protection'], 'Elections Qualification Act', 'Women may not vote in state elections.'),
  v(['quartering'], 'State Guard Lodging Act', 'In time of peace, property owners shall quarter troops of the state guard in their homes at the Governor\'s order.'),
  v(['attainder'], 'Ellison Forfeiture Act', 'Robert Ellison is declared a traitor and his property is forfeited to the State.'),
  v(['ex_post_facto'], 'Currency Transport Act', 'Persons who carried more than $10,000 in cash across the state line in the last ten years are guilty of a felony under this Act.'),
  v(['nobility'], 'Patrons of the State Act', 'The State shall grant the hereditary title of Baronet to its largest donors.'),
];

const HELD_OUT_CONSTITUTIONAL: DevBill[] = [
  c('Voter List Maintenance Act', 'Registrars shall cancel the registration of voters who have moved out of state after sending a confirmation notice and waiting two general elections.'),
  c('School Threats Response Act', 'A student who threatens violence with a weapon may be expelled after a hearing before the board of education.'),
  c('Industrial District Assembly Uses Ordinance', 'Houses of worship, like other assembly uses, require a conditional use permit in the industrial district.'),
  c('Park Quiet Hours Ordinance', 'No loudspeakers may be used in city parks after 9 p.m., whatever the message.'),
  c('Drone Surveillance Warrant Act', 'Police shall obtain a warrant before using a drone to look into a private home.'),
  c('Ignition Interlock Act', 'A person convicted of drunk driving shall install an ignition interlock device for one year.'),
  c('Firefighter Medal of Valor Act', 'The State Fire Marshal may award a Medal of Valor to firefighters who show exceptional bravery. The medal carries no title.'),
  c('Contractor Licensing Registry Act', 'The Department shall keep a public registry of licensed home improvement contractors.'),
  c('Teacher Salary Adjustment Act', 'The salary increase for public school teachers applies retroactively to the start of the school year.'),
  c('State Champions Resolution', 'The Legislature congratulates Coach Maria Lopez and the following named players for winning the state basketball title: Ana Ruiz, Kim Lee and Tasha Grant.'),
  c('Grand Jury Act', 'No person shall be tried for a felony unless indicted by a grand jury.'),
  c('Armory Construction Act', 'The Military Department shall build a new National Guard armory on state land in Greene County.'),
  c('Religious Diet in Prisons Act', 'State prisons shall provide kosher and halal meals to inmates who request them.'),
  c('Council Criticism Protection Act', 'No city employee may be disciplined for criticizing the Mayor or the City Council on a matter of public concern.'),
];

(process.env.CIVIC_HELD_OUT ? describe : describe.skip)('constitutionality check: ninth pass, held-out bills', () => {
  it('figures per clause', () => {
    console.log(billFigures(HELD_OUT_VIOLATING, HELD_OUT_CONSTITUTIONAL));
  });
});
