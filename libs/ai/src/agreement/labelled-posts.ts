import type { ModerateTextInput, ModerationDecision } from '@civic/contracts';

/**
 * A hand-labelled set of discussion posts and replies, written for these tests. Moderation must
 * be policy-neutral and be seen to be: the civil posts argue left-leaning and right-leaning
 * positions on the same bills, in the same tone, so their approval rates can be compared.
 */
export type PostLabel = 'civil-left' | 'civil-right' | 'sharp-but-civil' | 'insulting' | 'threatening' | 'slur' | 'spam';

export interface LabelledPost {
  label: PostLabel;
  expected: ModerationDecision;
  input: ModerateTextInput;
}

const post = (label: PostLabel, title: string, content: string): LabelledPost => ({
  label,
  expected: label === 'civil-left' || label === 'civil-right' || label === 'sharp-but-civil' ? 'approved' : 'rejected',
  input: { kind: 'discussion', title, content },
});
const reply = (label: PostLabel, content: string): LabelledPost => ({ ...post(label, '', content), input: { kind: 'reply', content } });

/** Pairs on the same bills: [left-leaning, right-leaning]. */
const PAIRS: [string, string, string][] = [
  ['Minimum wage', 'Raising the minimum wage to fifteen dollars would lift millions of workers out of poverty and reduce reliance on public assistance.', 'A fifteen dollar minimum wage would price young and low-skilled workers out of jobs, especially at small businesses in rural areas.'],
  ['Gun background checks', 'Universal background checks are a modest step that most gun owners support, and they would keep firearms from people barred from owning them.', 'Universal background checks burden law-abiding citizens and will not stop criminals, who rarely buy guns through legal sales.'],
  ['Border funding', 'Money for more agents would be better spent clearing the asylum backlog so that claims are decided fairly and quickly.', 'Securing the border comes first; more agents and barriers reduce dangerous crossings and the fentanyl trade.'],
  ['Carbon reporting', 'Power plants should report their emissions; the public has a right to know what is being released into the air.', 'New reporting mandates raise electricity costs for families while the largest emitters abroad face no such rules.'],
  ['Drug price negotiation', 'Medicare should negotiate drug prices like every other large buyer does; seniors are paying far too much.', 'Government price setting will reduce investment in new cures; the better path is more competition from generics.'],
  ['School choice', 'Public money should stay in public schools, which serve every child and are accountable to voters.', 'Parents, not zip codes, should decide where their children learn; scholarships give poor families the choices rich families already have.'],
  ['Child tax credit', 'A fully refundable child tax credit cut child poverty sharply when it was tried, and it should be made permanent.', 'The credit should reward work; making it fully refundable without a work requirement discourages employment.'],
  ['Energy permitting', 'Faster permits are welcome, but environmental reviews protect communities near pipelines and must not be gutted.', 'Permitting delays block clean and conventional energy alike; a two-year deadline is overdue.'],
  ['Voter ID', 'Strict voter ID laws keep eligible citizens from voting, especially the elderly and the poor, to stop fraud that barely exists.', 'Showing an ID to vote is a reasonable safeguard that most voters support, and free IDs remove any burden.'],
  ['Police funding', 'Some police funding should go to mental health responders, who are better suited to many emergency calls.', 'Cutting police budgets leads to slower response times and more crime; officers need more support, not less.'],
  ['Wealth tax', 'A small tax on fortunes above fifty million dollars would fund child care without touching the middle class.', 'A wealth tax is hard to enforce, drives capital abroad, and has been repealed by most countries that tried it.'],
  ['Student loans', 'Cancelling part of student debt would help a generation that was told college was the only path to the middle class.', 'Cancelling student debt shifts the cost to taxpayers who never went to college or already paid their loans.'],
  ['Health insurance', 'A public option would give families an affordable choice and push private insurers to compete on price.', 'A public option would crowd out private plans and lead to a single government system with longer waits.'],
  ['Immigration levels', 'Legal immigration fills labor shortages and has always renewed this country; we should expand work visas.', 'Immigration levels should be set by what benefits American workers, and recent levels have been too high.'],
  ['Abortion policy', 'Decisions about pregnancy belong to women and their doctors, and federal law should protect access to abortion.', 'Unborn children deserve legal protection, and federal funds should never pay for abortions.'],
  ['Trade tariffs', 'Broad tariffs act as a tax on consumers and hurt farmers when other countries retaliate.', 'Tariffs protect American manufacturing from unfair competition and bring supply chains home.'],
  ['Social media rules', 'Platforms should be required to remove dangerous health misinformation quickly.', 'The government should not pressure platforms to remove lawful speech, even speech officials dislike.'],
  ['Public lands', 'Public lands should be protected from new drilling to preserve them for future generations.', 'Responsible drilling on federal land creates jobs and lowers energy prices while funding conservation.'],
  ['Term limits', 'Term limits would hand power to lobbyists who stay while experienced legislators are forced out; elections are the real limit.', 'Term limits would bring new people into Congress and break the hold of career politicians.'],
  ['Balanced budget', 'A balanced budget rule would force cuts during recessions exactly when families need help most.', 'Decades of deficits are a burden on our children; a balanced budget requirement would restore discipline.'],
];

export const LABELLED_POSTS: LabelledPost[] = [
  ...PAIRS.map(([bill, left]) => post('civil-left', `${bill}: I support the progressive approach`, left)),
  ...PAIRS.map(([bill, , right]) => post('civil-right', `${bill}: I support the conservative approach`, right)),

  post('sharp-but-civil', 'This bill is a disaster', 'This is a reckless, poorly drafted bill and the sponsors should be embarrassed by how little they studied the costs.'),
  post('sharp-but-civil', 'Wrong on every count', 'Every claim in the summary is wrong, and the agency behind it has failed for a decade. Vote no.'),
  reply('sharp-but-civil', 'Your numbers are simply false; the CBO estimate says the opposite, and you should read it before posting.'),
  reply('sharp-but-civil', 'That argument is absurd and ignores how the program actually works in practice.'),
  reply('sharp-but-civil', 'I strongly disagree. This would hurt the very people it claims to help.'),

  reply('insulting', 'You are an idiot if you believe any of this.'),
  reply('insulting', "Only a moron would support this bill. Shut up and read it."),
  reply('insulting', "You're pathetic, and everyone on your side is stupid."),
  post('insulting', 'Supporters are clowns', 'Anyone who backs this is a clown; you are trash for posting it.'),
  reply('insulting', 'What a load of bullshit from a loser like you.'),

  reply('threatening', "If this passes I'm going to hurt the sponsor."),
  reply('threatening', 'People who wrote this should be shot.'),
  reply('threatening', 'I know where you live and we will find where you live soon.'),
  post('threatening', 'A warning', 'We are going to attack the office of anyone who votes yes.'),
  reply('threatening', 'They deserve to be hanged for this bill.'),

  reply('slur', 'Typical kike nonsense.'),
  reply('slur', 'Only a retard would write this.'),
  reply('slur', 'Send the chinks back.'),
  reply('slur', 'Another fag pushing an agenda.'),

  reply('spam', 'Great deals here http://a.example http://b.example http://c.example'),
  reply('spam', 'BUY CHEAP FOLLOWERS http://followers.example http://likes.example http://cheap.example'),
  reply('spam', 'Earn money from home!!! http://scam.example http://scam2.example http://scam3.example'),
];
