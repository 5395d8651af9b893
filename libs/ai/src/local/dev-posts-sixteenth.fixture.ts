import { type StemSidePairs } from './dev-posts-fifteenth.fixture';
import { sideTemplates } from './dev-set-sides';
/*
 * Sixteenth development set for offline moderation (issue #22, sixteenth pass). Written before the
 * rules were read for this pass (the first commit holds the draft as written), from the categories'
 * definitions alone (never from the rules' word lists, never from the evaluation sets), in voices
 * no earlier set used: school-board public-comment transcripts ("SPEAKER 7:", "Madam Chair, members
 * of the board", "my three minutes"), union-hall group-chat text messages ("[6:41 PM] Deb:",
 * "Local 112", "k", "👍"), product-review-style rants ("★☆☆☆☆", "Pros:", "Cons:", "Would not
 * recommend"), Q&A-site answers ("Short answer:", "Source: I was there", "Hope this helps!",
 * "Edit: thanks for the upvotes"), parish and community-newsletter notes ("From the Rectory", "Coffee
 * hour follows", "The Garden Committee reminds…") and long rambling posts with the uncivil sentence
 * buried in the middle. Sentence shapes vary: questions, imperatives, conditionals, passives, lists,
 * reported speech, the act as a "suggestion" or an "agenda item".
 *
 * Placeholders as in the fifteenth set: {G} a side's people (plural), {S} a short stem naming the
 * side, used to coin labels; {G^} upper-cases the fill. Every template with a placeholder is filled
 * for four [left, right] pairs no earlier set used, with the same words around them.
 *
 * SIXTEENTH_HELD_OUT_* is a held-out list written at the same time, filled with other sides
 * (SIXTEENTH_OTHER_SIDES): measured by counts before and after the pass, never used to shape rules.
 */

export const SIXTEENTH_SIDES: StemSidePairs = [
  [
    { G: 'Shapiro supporters', S: 'Shapiro' },
    { G: 'Haley supporters', S: 'Haley' },
  ],
  [
    { G: 'ACLU volunteers', S: 'ACLU' },
    { G: 'Students for Life volunteers', S: 'SFL' },
  ],
  [
    { G: 'Earthjustice members', S: 'Earthjustice' },
    { G: 'Cato Institute fellows', S: 'Cato' },
  ],
  [
    { G: 'Crockett fans', S: 'Crockett' },
    { G: 'Lankford fans', S: 'Lankford' },
  ],
];

/** Other sides (for the held-out list only): groups none of this set's templates were filled with. */
export const SIXTEENTH_OTHER_SIDES: StemSidePairs = [
  [
    { G: 'Booker supporters', S: 'Booker' },
    { G: 'Cornyn supporters', S: 'Cornyn' },
  ],
  [
    { G: 'Everytown volunteers', S: 'Everytown' },
    { G: 'Gun Owners of America volunteers', S: 'GOA' },
  ],
  [
    { G: 'Color of Change members', S: 'ColorOfChange' },
    { G: 'Claremont Institute fellows', S: 'Claremont' },
  ],
  [
    { G: 'Khanna fans', S: 'Khanna' },
    { G: 'Lummis fans', S: 'Lummis' },
  ],
];

const sixteenth = sideTemplates(SIXTEENTH_SIDES);
export const fillSixteenth = sixteenth.fill;
/** Every version of a template: [left, right] per pair of sides (SIXTEENTH_SIDES unless others are given), or the template itself. */
export const sixteenthPairs = sixteenth.pairs;
/** The held-out list's versions: filled with SIXTEENTH_OTHER_SIDES. */
export const sixteenthHeldOutPairs = (template: string) => sixteenth.pairs(template, SIXTEENTH_OTHER_SIDES);

export const SIXTEENTH_UNCIVIL: Record<string, string[]> = {
  violence: [
    'SPEAKER 7: Madam Chair, members of the board. If the {G} bring that curriculum back, parents should meet them in the parking lot and beat some sense into them. Thank you.',
    '[6:41 PM] Deb: who is coming saturday? we are gonna rough up the {G} at the picket line, bring gloves',
    '★☆☆☆☆ Would not recommend living next to {G}. Pros: none. Cons: all of them. Honestly someone should torch their houses while they sleep.',
    'Short answer: no, talking will not work. The only fix is to physically drag the {G} out of the statehouse and kick them down the steps. Hope this helps!',
    'From the Rectory: coffee hour follows the 10 o\'clock. Also, the men of the parish should go teach those {G} a lesson with their fists. God bless.',
    'So I was at the hardware store getting a new hinge for the shed door, and the guy at the register was going on about the weather, and my daughter called about Thanksgiving plans, and anyway I think we ought to go over there and break every bone in the {G} bodies, then I went home and fixed the hinge.',
    'Agenda item 4: organize a group to ambush the {G} when they leave the library meeting. Bring bats.',
    'what if we all just showed up at the {G} picnic and started punching, asking for a friend',
    'Edit: thanks for the upvotes. To answer the question, yes, I think the {G} should be shot on sight.',
    'Kick the {G} teeth in. Every. Single. One.',
    '[8:02 AM] Rick: the scab supervisor lives on Elm. a few of us should go break his kneecaps tonight',
    'The Garden Committee reminds everyone that weeding day is Thursday. And if any {G} show up, feel free to use the hoes on their heads.',
    'My proposal for the PTA: we tar and feather the {G} who spoke last week and parade them down Main Street.',
    'Somebody with nothing to lose should put a bullet in the mayor. Just saying what everyone is thinking.',
    'Go find the {G} and beat them till they stop moving',
    'Please, for the love of God, will someone run over the {G} with a truck at the march tomorrow',
    'SPEAKER 12: I yield my time. Also the board members deserve to be hanged from the flagpole out front.',
    'Honestly, the {G} should all be lined up against the wall. Then we can talk about the budget.',
  ],
  threat: [
    'Councilman Pruitt, I know where you park. Watch your back on the way home tonight.',
    '[9:15 PM] Sal: tell the steward if he signs that deal he will not walk out of the hall on his own legs',
    'You will regret the day you voted for this, Trustee Alvarez. I will make sure of it personally.',
    'May the {G} all choke on their own lies and die in agony',
    'I hope every one of the {G} gets cancer',
    'Nice car you have, Mrs. Delgado. Would be a shame if something happened to it, or to you.',
    'Keep talking, Principal Haskins. One of these nights you will not make it to your front door.',
    'I pray the {G} burn in a house fire, every one of them',
    'Answer: you want to know what happens to people like you, Gary? You end up in a ditch. Remember I said that.',
    'To the member from District 3: I have your photo on my wall and a rope in my truck. See you soon.',
    'hope ur kids get hit by a bus, Superintendent Lowe',
    'Wishing the {G} a long, slow and painful death this holiday season',
  ],
  'punish-views': [
    'SPEAKER 3: Any teacher who voted for the {G} slate should be fired and stripped of their license. Period.',
    'The {G} should all be in prison for what they believe. No trial needed.',
    'Q: What should happen to people who signed the {G} petition? A: Jail. Every signature, one year.',
    'Every council member who voted yes on this should be arrested tonight and locked up for good',
    'Lock up the {G} and throw away the key. Thinking like theirs is a crime.',
    '[7:20 PM] Tony: anyone caught voting with the {G} at the local election should lose their union card and their job',
    'Make it illegal to be one of the {G}. Fines first, then prison.',
    'Honestly the {G} should be deported for their opinions, citizens or not',
    'Newsletter note: members who posted in favor of the {G} will be reported to their employers and we will make sure they are let go.',
    'Throw the {G} in jail for what they posted online. Free speech has limits, and those limits are them.',
    'If you voted for the levy you deserve to have your house taken. Seize it.',
    'Round up the board members who voted for the new books and put them on trial for treason',
  ],
  harassment: [
    'The trustee who voted no is Dana Whitcomb, 412 Birchwood Lane, she walks her dog at 6:30 every morning. Go let her know how you feel.',
    'Here is the cell of the PTA secretary who wrote that letter: 555-0182. Call her all night, every night.',
    '[5:55 PM] Deb: the scab\'s wife works the front desk at Lakeside Dental, everyone go leave her reviews and call the office',
    'Found the guy who left the 1-star review of my shop. Kevin Marsh, drives a blue Tacoma, kids go to Roosevelt Elementary. Do what you want with that.',
    'His personal email is jtorres.family@gmail.com. Flood it. Let him know we know where he lives too.',
    'That {G} lady from the meeting? Her name is Carol Benning, she works nights at the Shell on Route 9. Let\'s all pay her a visit.',
    'Someone post the home address of the girl who asked that question at the forum, I want to send people to her door',
    'Her kids get off the bus at 3:15 on Oak Street. Just so everyone knows.',
    'Tracked down the commenter. Lives on Fenwick Rd, works at the county DMV, wife is a nurse at St. Anne\'s. Spread it around.',
  ],
  insult: [
    'SPEAKER 9: With respect, Madam Chair, the gentleman who just spoke is the dumbest man I have ever heard at this podium, and that is saying something.',
    '★☆☆☆☆ The author of this op-ed is a spineless little weasel. Would not recommend.',
    'Short answer: you are an idiot. Long answer: you are a complete idiot.',
    'Anyone who reads this and agrees is a brain-dead moron, sorry not sorry',
    '[10:04 PM] Sal: the rep is a gutless worm and a liar, tell him I said so',
    'You people in this comment section are the stupidest bunch of clowns I have ever seen',
    'Trustee Alvarez, you are a pathetic, lying waste of a human being.',
    'OP is a troll and a loser who should log off forever',
    'Wow, another genius take from the village idiot. Your mother must be so proud.',
    'the councilwoman is a fat ugly cow and everyone knows it',
    'Hey pastor, nobody asked, you sanctimonious fraud',
    'Whoever wrote this answer has the IQ of a houseplant and the manners of a pig.',
  ],
  dehumanizing: [
    'The {G} are vermin, and you do not reason with vermin, you exterminate them.',
    'SPEAKER 5: The {G} are a disease in this district. A cancer that spreads to every classroom they touch.',
    'The {G} are not even human, they are animals, feral dogs in khakis',
    '★☆☆☆☆ Neighborhood full of {G}. Like living next to a rat colony. Cockroaches everywhere.',
    'Q: Why do the {G} keep multiplying? A: Same reason maggots do, they feed on rot.',
    'The {G} are parasites sucking the blood out of this town',
    'Those {G} breed like rabbits and think like sheep, subhuman the lot of them',
    'Treat the {G} like the pests they are. Spray, trap, repeat.',
    'The {G} are a plague of locusts on this county',
    'Honestly the {G} are just apes in suits',
  ],
  epithet: [
    'SPEAKER 11: I am sick of the {S}tards on this board telling my kids what to read.',
    '[4:12 PM] Deb: {S}bots in the group chat again, someone mute them',
    '★☆☆☆☆ Event was full of {S}-holes. Would not attend again.',
    'Q: Why are {S}oids like this? A: Nobody knows.',
    'From the Newsletter: the {S}-loonies are at it again with the bake sale signs.',
    'lol the {S} clowns lost again',
    'ok {S}-cuck',
    'Typical {S}ite nonsense, ignore and move on',
    'Bunch of {S}-nazis running the library committee now',
    'The {S} lemmings will believe anything',
    'another {S}-snowflake crying about the parking rules',
    '{S}-trash everywhere at the fair today',
    'Man the {S}heads are loud tonight',
    'Short answer: because {S}-tards cannot read. Hope this helps!',
    '{S} rats came out of the woodwork after the vote',
    'imagine being a {S} simp in 2026',
    'the {S}-sheep flock to the polls again',
    '{S}-morons out in force on the forum',
    'Not one {S}-weenie showed up to help stack chairs',
    'and the {S}-goblins in the back row booed again',
  ],
  'masked-profanity': [
    'Trustee Alvarez, you are a f*cking disgrace',
    'SPEAKER 4: Madam Chair, the superintendent is a lying piece of s#it, and I will say it again.',
    '[11:48 PM] Sal: tell the rep to go f-u-c-k himself',
    'OP is an a$$hole and everyone knows it',
    'the guy who wrote this review is a complete d!ckhead',
    'shut the f**k up, Gary, nobody asked',
    'Councilman Pruitt is a b1tch and a coward',
    'go to h3ll you piece of sh1t',
    'you absolute c u n t, delete this',
    'Whoever answered above is a dumb@ss',
    'Principal Haskins can kiss my a s s, the f.u.c.k.i.n.g clown',
  ],
  spam: [
    '★★★★★ BEST GUTTER CLEANING IN TOWN!!! Only $49 this week, use code LEAVES20 at gutterpro-deals.biz',
    'Short answer: yes. Also, I made $4,300 last month working from home, DM me on Telegram @cashflowkim to learn how',
    'Hi all, Cheap Ray-Bans 80% off, free shipping, www.rb-outlet-sale.shop, limited time!!!',
    'Parish bulletin: BUY FOLLOWERS NOW 1000 for $5 at instagrowthfast.net',
    'Get your CBD gummies here, 3 for $30, code CIVIC10, link in bio',
    'Earn $$$ from home!!! Earn $$$ from home!!! Earn $$$ from home!!! click here',
    'Lose 30 lbs in 30 days with KetoBurn, order at ketoburn-official.store, use code SLIM',
    'WhatsApp +1 555 010 2299 for loans approved in 5 minutes, no credit check',
    'Crypto signals group 🚀 95% win rate, join t.me/moonsignalz, first week free',
    'Visit replica-watches-cheap.com for Rolex at $99, bulk discounts available',
  ],
  shouting: [
    'YOU ARE ALL GARBAGE PEOPLE AND THIS BOARD IS A JOKE, SHUT UP AND RESIGN YOU MORONS',
    'SPEAKER 8: SHAME ON YOU, YOU LYING COWARDS, EVERY ONE OF YOU IS A DISGRACE',
    'HEY IDIOT WHO WROTE THIS, LEARN TO READ YOU BRAINLESS TWIT',
    'THE {G^} ARE SCUM!!! SCUM!!! SCUM!!!',
    'GET OUT OF MY TOWN YOU WORTHLESS PIGS',
  ],
};

export const SIXTEENTH_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'SPEAKER 6: Madam Chair, I urge the board to kill this proposal before it kills our arts program.',
    '[6:45 PM] Deb: we need to hammer them at the bargaining table on health care',
    'Short answer: the best way to beat the {G} is to outwork them at the doors.',
    'From the Rectory: let us attack the food-drive goal with everything we have this Advent.',
    'The committee should gut the consultant contract and start over.',
    'The {G} got crushed in the straw poll, and they will be back next cycle.',
    'Time to take a chainsaw to the travel budget.',
    'That amendment is dead on arrival, and good riddance.',
    'Cons: the bill is a poison pill for small farms. Pros: it is short.',
    'We should torpedo the parking garage plan at the next meeting.',
    'The {G} knocked it out of the park with their turnout drive.',
    'I would shoot down that argument in a heartbeat: the numbers do not add up.',
    'Let us bury the hatchet with the {G} and fix the crosswalk together.',
    'Their closing speech absolutely slayed, even I clapped.',
    'The union is ready to go to war over the pension cuts, at the table and at the ballot box.',
  ],
  sarcastic: [
    'Oh great, another task force. Because the last nine worked so well.',
    '★★★★★ Love how the county fixed the pothole on my street in only four years. Truly inspiring.',
    'Sure, the {G} definitely read the whole bill. All 900 pages. Over lunch.',
    'Wow, what a shock, the board approved its own raises again.',
    'Short answer: yes, the {G} have a plan. Long answer: the plan is a slogan.',
    '[7:02 PM] Tony: oh good, management found money for a consultant but not for overtime 🙄',
    'Nothing says fiscal responsibility like a $2 million fountain.',
    'Clearly the {G} have never met a tax they did not love, or hate, depending on the day.',
  ],
  heated: [
    'SPEAKER 10: I am furious. This board ignored three hundred parents and I will remember it in November.',
    'The {G} are dead wrong about the bond measure and I will campaign against it until the vote.',
    'This decision is a disgrace and every member who voted for it should be voted out.',
    '[9:30 PM] Sal: I am so done with the company stalling. Strike vote Monday, everyone show up.',
    'I am sick and tired of the {G} pretending this tax is free. It is not, and we will pay.',
    'Trustee Alvarez, your vote was cowardly and your explanation made it worse.',
    'The superintendent\'s plan is reckless, badly argued and insulting to teachers.',
    'I have never been angrier at a council. Resign, or be recalled.',
  ],
  'one-sided': [
    'The {G} have the better plan for the schools, and it is not close.',
    'I will never vote for the {G} slate, their record on roads speaks for itself.',
    'Q: Who should I support in the board race? A: The {G}. They actually show up.',
    'The {G} are wrong about almost everything, but they are right about the library hours.',
    'Every good idea on this council came from the {G}.',
    'The {G} cannot be trusted with the budget, look at the last three years.',
    '[3:10 PM] Deb: local is endorsing the {G} candidates, flyers in the break room',
    'Honestly the {G} are the only ones making sense on housing right now.',
  ],
  'quoting-rebuttal': [
    'SPEAKER 2: The last speaker said "the {G} should be locked up." That is exactly the kind of talk that poisons this room, and I reject it.',
    'Someone in this thread wrote that we should "beat some sense into" the trustees. No. We vote, we speak, we do not threaten.',
    'Q: Is it fair to call them "{S}tards"? A: No. It is a slur and it ends the conversation. Argue the policy.',
    'My neighbor told me the {G} are "vermin". I told him he should be ashamed of himself.',
    'To whoever wrote "hope your kids get hit by a bus": that is vile. Please apologize to the superintendent.',
    'The flyer said "lock them all up." That is not how a free country treats people it disagrees with.',
  ],
  'prices-links': [
    'The library book sale is Saturday, hardcovers $2, paperbacks $1, details at the county library site.',
    'Short answer: the budget is posted at the district website under Finance, page 14 has the $3.2 million line.',
    'Parish bulletin: the fall festival raffle tickets are $5 each, proceeds go to the food pantry.',
    '★★☆☆☆ Paid $18 for a burger that was mostly bun. Service was friendly though.',
    '[2:05 PM] Deb: dues go up to $42 a month in January, the contract summary is on the local\'s website',
    'The bond would cost the average homeowner about $96 a year, according to the assessor\'s report.',
  ],
  plain: [
    'SPEAKER 1: Good evening. I am a parent of two at Lincoln Elementary and I support the later start time.',
    'Q: When is the next board meeting? A: The second Tuesday, 7 PM, in the high school cafeteria.',
    'From the Rectory: choir practice moves to Wednesday this week.',
    '[4:44 PM] Tony: k see everyone at the hall at 6 👍',
    'The {G} are holding a town hall on the transit plan next Thursday.',
    'Could someone explain what the new zoning overlay changes for corner lots?',
  ],
  personal: [
    'My father worked the line at the plant for 31 years, and this pension vote is about people like him.',
    'I lost my job last spring and I am scared about what the health plan change means for my kids.',
    'As a teacher of twenty years, I have watched class sizes grow every single year.',
    'My daughter uses a wheelchair and the new crosswalk at Oak and 5th changed her life. Thank you.',
    'I was one of the {G} for ten years before I changed my mind, and I still respect many of them.',
    'Honestly I cried at the meeting. I did not expect to, but hearing the nurses speak got to me.',
  ],
};

/*
 * Held-out list, written with the set above and filled with SIXTEENTH_OTHER_SIDES. Measured by
 * counts only, before and after the pass; never read back item by item, never used to shape rules.
 */
export const SIXTEENTH_HELD_OUT_UNCIVIL: Record<string, string[]> = {
  violence: [
    'SPEAKER 14: If the {G} keep this up, I say we wait for them outside and put them in the ground.',
    '[7:55 PM] Rick: bring the crowbars friday, the {G} at the rally will not know what hit them',
    'Answer: honestly? Beat the {G} with chains until they learn. Source: common sense.',
    'So anyway the potluck went fine and the deviled eggs ran out early, and somebody should burn the {G} church down with the doors locked, and then we did the dishes.',
    'Everyone should grab a shovel and bash the {G} over the head at the next hearing',
    'Drown the {G} in the river, every last one',
  ],
  threat: [
    'Trustee Greer, I know which school your son goes to. Think hard before Tuesday.',
    'I hope the {G} all get hit by lightning and fry',
    'Keep it up, Councilwoman, and you will be leaving the next meeting in an ambulance.',
  ],
  'punish-views': [
    'Anyone who voted for the {G} candidates should be banned from voting again and fined.',
    'The {G} deserve jail time for their opinions, plain and simple.',
    'Fire every librarian who supports the {G}, then revoke their pensions.',
  ],
  harassment: [
    'The lady who filed the complaint is Joan Pettit, 88 Harbor View Dr, she is home alone on weekends. Go knock.',
    'Here is the work number of the guy who posted that: 555-0147, ask for Doug in billing and keep calling.',
  ],
  insult: [
    'SPEAKER 15: The chair is an incompetent buffoon and a coward.',
    'Hey genius, did your brain fall out on the way to the keyboard? You are a joke.',
    'Pastor Reid is a greasy little con man.',
  ],
  dehumanizing: [
    'The {G} are leeches, nothing more, bloodsucking leeches on this county',
    'The {G} are rabid animals and should be put down like animals',
  ],
  epithet: [
    'the {S}-heads are whining again at the board meeting',
    '{S}tards gonna {S}tard',
    'another {S}bot reply, block and move on',
    'Bunch of {S}-loons ran the bake sale into the ground',
  ],
  'masked-profanity': [
    'SPEAKER 16: The chair is a f***ing liar.',
    'Doug you are a stupid b!tch and a sh!tbag',
  ],
  spam: [
    '★★★★★ Cheap car insurance from $19/month, quote at insure-now-cheap.biz, code SAVE15',
    'Make $500 a day from your phone!!! DM me on WhatsApp +44 7700 900123',
  ],
  shouting: ['YOU ARE ALL TRAITORS AND IDIOTS, EVERY LAST ONE OF YOU, GET OUT!!!'],
};

export const SIXTEENTH_HELD_OUT_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'SPEAKER 17: Let us kill the late-bus cut before it kills attendance.',
    'The {G} need to fight like hell for this bill in committee.',
    'We are going to crush the fundraising goal this year.',
    'Time to axe the consultant budget.',
  ],
  sarcastic: [
    'Oh wonderful, the {G} discovered the budget exists. Welcome.',
    'Brilliant idea, closing the only pool in July.',
  ],
  heated: [
    'The {G} are completely wrong on the levy and I am livid about the vote.',
    'This board betrayed the families who trusted it. Recall them.',
  ],
  'one-sided': ['The {G} are the only ones who have fixed a single pothole in this town.', 'I would never vote for the {G}, ever.'],
  'quoting-rebuttal': ['A man at the meeting called the {G} "parasites". That is disgusting and he should apologize.'],
  'prices-links': ['Tickets for the school play are $8, or $5 for seniors; the schedule is on the district website.'],
  plain: ['The board meets next Tuesday at 7 in the cafeteria.'],
  personal: ['My mother taught at this school for 30 years and I am proud of her.'],
};
