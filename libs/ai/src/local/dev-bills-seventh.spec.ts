import { billFigures, checkBillDevSet, constitutionalBill as c, violatingBill as v } from './dev-bills-checks';
import type { DevBill, ViolatingDevBill } from './dev-bills-sixth.fixture';
import { SEVENTH_CONSTITUTIONAL, SEVENTH_VIOLATING } from './dev-bills-seventh.fixture';

/*
 * Measured as written, before the rules were read or changed (named with the right clause;
 * constitutional approved): 35 of 46 and 41 of 42; after the seventh pass 46 of 46 and 42 of 42.
 * Per clause: docs/moderation.md, "Constitutionality, seventh pass".
 */
describe('constitutionality check: seventh development set', () => {
  checkBillDevSet(SEVENTH_VIOLATING, SEVENTH_CONSTITUTIONAL);
});

/*
 * Held out: written together with the seventh set, before the rules were read, and run once at the
 * end of the pass (CIVIC_HELD_OUT=1), never used to tune a rule. Figures only, no assertions: a
 * miss here is a finding to report, not a test to make pass. Run once on the rules before the
 * seventh pass (15 of 21 named, 15 of 15 approved) and once after (16 of 21, 15 of 15).
 */
const HELD_OUT_VIOLATING: ViolatingDevBill[] = [
  v(['establishment'], 'Civic Chapel Act', 'The State shall build and maintain a chapel of the Episcopal Church in the Capitol, and its rector shall be paid from the general fund to conduct worship for the people of the State.'),
  v(['establishment'], 'Scripture Standard Act', 'SECTION 1. The Holy Bible is adopted as the official standard of morality of this State, and every public school shall teach it as true.'),
  v(['free_exercise', 'equal_protection'], 'Assembly Hall Act', 'No building permit shall be issued for the construction of any Buddhist temple in the State.'),
  v(['free_exercise', 'equal_protection'], 'Garment Code', 'Wearing a turban or a yarmulke in any public place is an offense punishable by a fine of $200.'),
  v(['religious_test'], 'Faithful Service Act', 'Applicants for appointment as a notary public shall declare under oath that they are not atheists.'),
  v(['speech'], 'Respect for Officials Act', 'It is a crime to make any statement that brings the Mayor or the City Council into ridicule or contempt.'),
  v(['speech'], 'Campus Expression Act', 'Students at public universities who criticize the Board of Regents in any publication or speech shall be expelled.'),
  v(['press'], 'Broadcast Integrity Act', 'No radio or television station may broadcast news about the Governor without prior approval of the Governor\'s press office.'),
  v(['assembly'], 'Public Square Act', 'Demonstrations in front of the State Capitol are prohibited at all times, and participants shall be arrested.'),
  v(['petition'], 'Lobbying by Citizens Act', 'No resident may send a letter to a member of the Legislature asking for the repeal of any law.'),
  v(['search_seizure'], 'Vehicle Stops Act', 'Any officer may stop and search any vehicle on a state highway for any reason or no reason, without a warrant.'),
  v(['cruel_punishment'], 'Graffiti Act', 'The penalty for graffiti shall be the cutting off of the offender\'s right hand.'),
  v(['due_process'], 'Benefits Termination Act', 'The Department may terminate any person\'s disability benefits at its discretion, with no notice and no right to appeal.'),
  v(['counsel_jury'], 'Misdemeanor Courts Act', 'In any criminal case, the court may refuse the defendant\'s request for a lawyer.'),
  v(['equal_protection'], 'Housing Assignment Act', 'Public housing authorities shall assign tenants of Irish descent to separate buildings from other tenants.'),
  v(['voting_race', 'equal_protection'], 'Primary Elections Act', 'Only white citizens may vote in primary elections of any political party in this State.'),
  v(['voting_sex', 'equal_protection'], 'Referendum Act', 'In any referendum, ballots cast by women shall be counted as half a vote.'),
  v(['quartering'], 'Garrison Act', 'Soldiers stationed in the State may be lodged in any private dwelling designated by the Adjutant General, whether or not the owner agrees.'),
  v(['attainder'], 'Mayor Removal Act', 'Former Mayor Linda Park is found guilty of corruption and is forever barred from holding public office in this State.'),
  v(['ex_post_facto'], 'Retroactive Sentencing Act', 'The increased penalties of this Act apply to all offenses, including those committed before its enactment.'),
  v(['nobility'], 'Landed Honours Act', 'Persons holding more than 1,000 acres of farmland shall be granted the title of Duke, to be passed on to their heirs.'),
];

const HELD_OUT_CONSTITUTIONAL: DevBill[] = [
  c('Church Property Tax Act', 'Property used for religious, charitable or educational purposes is exempt from property taxes on equal terms.'),
  c('Leafleting Hours Act', 'Door-to-door distribution of leaflets is permitted between 9 a.m. and 8 p.m.; no person may leave materials at a residence displaying a "no solicitation" sign.'),
  c('Capitol Grounds Act', 'Demonstrations on Capitol grounds shall be held in designated areas between 8 a.m. and 9 p.m.; a permit is required for groups of more than 100.'),
  c('Vehicle Inspection Act', 'An officer may search a vehicle only with the driver\'s consent, with a warrant, or when there is probable cause to believe it contains evidence of a crime.'),
  c('Graffiti Restitution Act', 'A person convicted of graffiti shall pay restitution and perform up to 200 hours of community service.'),
  c('Benefits Appeals Act', 'Before terminating disability benefits, the Department shall give written notice and the right to appeal to an independent hearing officer.'),
  c('Public Defender Funding Act', 'The State shall fund a public defender in every county so that every indigent defendant facing jail has a lawyer.'),
  c('Equal Housing Act', 'Public housing shall be assigned by lottery among eligible applicants without regard to race, color or national origin.'),
  c('Primary Dates Act', 'Primary elections of all parties shall be held on the second Tuesday in June.'),
  c('Honorary Citizenship Resolution', 'The Legislature declares the astronaut Grace Lee an honorary citizen of the State, with no title, office or emolument.'),
  c('Retroactive Pardon Act', 'Convictions for possession of small amounts of cannabis before 2024 are hereby expunged.'),
  c('Armory Use Act', 'The Adjutant General may lodge soldiers in state-owned armories and rented hotel rooms during deployments.'),
  c('Chaplaincy Volunteer Act', 'Hospitals operated by the State may admit volunteer chaplains of any faith or none at a patient\'s request.'),
  c('Notary Oath Act', 'Applicants for appointment as a notary public shall swear or affirm that they will faithfully perform their duties.'),
  c('News Archive Act', 'The State Library shall preserve digital copies of newspapers published in the State for historical research.'),
];

(process.env.CIVIC_HELD_OUT ? describe : describe.skip)('constitutionality check: seventh pass, held-out bills', () => {
  it('figures per clause', () => {
    console.log(billFigures(HELD_OUT_VIOLATING, HELD_OUT_CONSTITUTIONAL));
  });
});
