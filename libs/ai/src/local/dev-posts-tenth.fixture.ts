import { type PeopleSidePairs, sideTemplates } from './dev-set-sides';
/*
 * Tenth development set for offline moderation (issue #22, tenth pass). Written before the rules
 * were read for this pass, from the categories' definitions alone (never from the rules' word
 * lists, never from the evaluation sets in libs/ai/eval), by another author in comment-section
 * voices (mixed case, typos, emoji, fragments, replies to "you", "OP", "this guy", long rambling
 * posts with the uncivil part in the middle). Aimed at insults in wordings the rules may not know
 * (creative put-downs, "you people", "imagine being this dense", "dumber than a bag of rocks",
 * "sweetie", "bless your heart" as a sneer) beside civil criticism of ideas, records and
 * arguments; indirect calls for violence and for punishing people for their views or votes
 * (passive voice, conditionals, "it would be a shame if…", "lock up anyone who voted for…");
 * dehumanizing comparisons (animals, disease, filth, infestation) and masked or spaced profanity
 * aimed at someone; and civil idioms that use the same words ("lock up the park", "go back to
 * school night", "a cancer on the budget") and quoting to rebut. A few templates of every other
 * category.
 *
 * Placeholders as in the ninth set: {P} a side's people (plural), {p} one of them (singular, also
 * as a modifier), {E} an epithet for them (plural), {e} singular, {L} a figure of the side (all
 * men), {X} a cause the side backs; {P^} upper-cases the fill. Every political template is filled
 * for four [left, right] pairs with the same words around them.
 */

export const TENTH_SIDES: PeopleSidePairs = [
  [
    { P: 'progressives', p: 'progressive', E: 'Dummycrats', e: 'Dummycrat', L: 'Senator Warren', X: 'Medicare for All' },
    { P: 'conservatives', p: 'conservative', E: 'Republicants', e: 'Republicant', L: 'Senator Cruz', X: 'the school voucher plan' },
  ],
  [
    { P: 'Dems', p: 'Dem', E: 'soy boys', e: 'soy boy', L: 'Rep. Nadler', X: 'the assault weapons ban' },
    { P: 'GOP voters', p: 'GOP voter', E: 'gun nuts', e: 'gun nut', L: 'Rep. Gaetz', X: 'the abortion ban' },
  ],
  [
    { P: 'city folks', p: 'city person', E: 'latte libs', e: 'latte lib', L: 'Mayor Bass', X: 'the bike lanes' },
    { P: 'country folks', p: 'country person', E: 'hillbilly cons', e: 'hillbilly con', L: 'Sheriff Grady', X: 'the highway bypass' },
  ],
  [
    { P: 'immigration advocates', p: 'immigration advocate', E: 'open-border loons', e: 'open-border loon', L: 'Councilwoman Ortiz', X: 'the sanctuary ordinance' },
    { P: 'border hawks', p: 'border hawk', E: 'wall-worshippers', e: 'wall-worshipper', L: 'Councilman Pratt', X: 'the ICE contract' },
  ],
];

/**
 * Other sides (for the held-out list only): groups and figures none of this set's templates were
 * filled with.
 */
export const TENTH_OTHER_SIDES: PeopleSidePairs = [
  [
    { P: 'liberals', p: 'liberal', E: 'Libtwits', e: 'Libtwit', L: 'Governor Newsom', X: 'the high-speed rail' },
    { P: 'Trump voters', p: 'Trump voter', E: 'Trumpanzees', e: 'Trumpanzee', L: 'Governor Abbott', X: 'the border buses' },
  ],
  [
    { P: 'teachers union members', p: 'teachers union member', E: 'union leeches', e: 'union leech', L: 'Superintendent Carver', X: 'the pay raise' },
    { P: 'homeschool parents', p: 'homeschool parent', E: 'Bible bangers', e: 'Bible banger', L: 'Pastor Hale', X: 'the curriculum bill' },
  ],
  [
    { P: 'vegans', p: 'vegan', E: 'kale crusaders', e: 'kale crusader', L: 'Commissioner Lin', X: 'the meat tax' },
    { P: 'hunters', p: 'hunter', E: 'bambi killers', e: 'bambi killer', L: 'Commissioner Dodd', X: 'the bear season' },
  ],
  [
    { P: 'renters', p: 'renter', E: 'freeloaders', e: 'freeloader', L: 'Alderman Moss', X: 'the rent freeze' },
    { P: 'landlords', p: 'landlord', E: 'slumlords', e: 'slumlord', L: 'Alderman Finch', X: 'the eviction reform' },
  ],
];

const tenth = sideTemplates(TENTH_SIDES);
export const fillTenth = tenth.fill;
/** Every version of a template: [left, right] per pair of sides (TENTH_SIDES unless others are given), or the template itself. */
export const tenthPairs = tenth.pairs;

export const TENTH_UNCIVIL: Record<string, string[]> = {
  insult: [
    'OP is a clown and this post proves it 🤡',
    'imagine being this dense about {X} lmao',
    'are you really this thick or just pretending? genuine question',
    'go back to school before you post about {X} again, sweetie',
    '{L} is dumber than a bag of rocks',
    'oh bless your heart, you really think {X} is gonna work 🙄 adorable',
    'you people have the collective IQ of a doorknob',
    'this guy has two brain cells and theyre fighting over {X}',
    '{L} is a walking embarassment, a brainless puppet who cant tie his own shoes',
    'lol ok, go take your meds and let the adults talk',
    'not surprised a mouth-breather like you would post this',
    'reading comprehension of a potato, this one 🥔',
    'you absolute waste of oxygen',
    '@OP you are a pathetic little troll and everyone here knows it',
    'Sweetie, nobody asked a {p} with a participation trophy degree what they think',
    'So I went to the budget hearing on {X} last night, sat there for three hours, and the numbers from the county still dont add up. And honestly anyone who still defends this after seeing them is a brain-dead moron who shouldnt be allowed near a calculator. Anyway the fiscal note is on page 12 if anyone wants to read it, and the next hearing is the 14th.',
    'Hey genius, maybe read the bill before you embarrass yourself again',
    '{L} has the spine of a jellyfish and the brains to match',
    'cant believe people like you are allowed to breed ngl',
    'found the village idiot 👆 everyone say hi',
  ],
  violence: [
    'it would be a shame if something happened to {L} on the way home from that vote',
    'the {P} should be rounded up and dealt with, permanently',
    'if {X} passes, people are going to have to start shooting, simple as',
    'someone ought to teach {L} a lesson he wont forget, and i dont mean at the ballot box',
    'when the time comes the {P} will be the first ones hanging from the lampposts',
    'a couple of bricks through {L}s windows would get the message across',
    '{L} would look better with a noose around his neck tbh',
    'burn down the {p} office downtown and see if they still push {X}',
    'nobody would miss {L} if his car went off a bridge, just saying',
    'the {P} marching for {X} need to be met with baseball bats',
    'Long day. Read the whole thread on {X}. My take: {L} should be taken out back and shot for what he did to this town, and the rest of the council right after him. Anyway the vote is Thursday.',
    'those {P} outside the courthouse deserve a beatdown, who is with me',
  ],
  'punish-views': [
    'lock up anyone who voted for {X}',
    'fire every teacher who supports {X}, no exceptions',
    'deport the ones who keep marching for {X}, send them all away',
    'every {p} in the legislature should be arrested for backing {X}',
    'anyone caught donating to {L} should lose their job and their pension',
    'the {P} who signed that letter should be banned from public office for life',
    'if you voted for {L} you should be put on a registry, period',
    'any {p} who speaks at the board meeting should have their business license revoked',
  ],
  dehumanizing: [
    'the {P} breed like rabbits and swarm every town meeting',
    '{P} are a cancer on this state and it keeps spreading',
    'the {P} are filth, pure filth',
    'this town has a {p} infestation and we need an exterminator',
    '{P} are parasites feeding off the rest of us',
    'the {P} are vermin crawling out of the sewer every election',
    'the {P} are less than human, just look at them',
    'the {P} are a herd of mindless cattle, moo moo',
  ],
  'masked-profanity': [
    '{L} is a f*cking disgrace',
    'shut the f up {L}',
    'you absolute b!tch {L}',
    'what a p r i c k {L} is',
    'go f.u.c.k yourself, {p}',
    '{L} is a s.o.b. and a liar',
    'a-hole {P} everywhere on this thread today',
    'stfu {L} you piece of sh*t',
  ],
  epithet: [
    'the {E} are out in full force on this thread',
    'another day another {e} melting down over {X}',
    'nobody asked u, {e}',
    'spoken like a true {e}',
  ],
  threat: [
    'keep it up {L}, youll find out what happens to people like you',
    'watch your back at the next meeting, {p}',
    'we know where your kids go to school {L}',
  ],
  harassment: [
    'everyone go flood {L}s personal cell, 555-0177, let him know how we feel',
    'lets all follow this {p} to every thread until she quits the site',
  ],
  spam: [
    'earn from home with my mentor, dm "START" to get the free course 💰💰',
    'best cheap vpn 2026 cheap vpn deals best vpn cheap, click my profile',
  ],
  shouting: [
    'YOU ARE A MORON {L^} AND EVERYONE KNOWS IT!!!',
    'GET OUT OF OUR TOWN {P^}!!! NOBODY WANTS YOU HERE',
  ],
};

export const TENTH_CIVIL: Record<string, string[]> = {
  critique: [
    'that argument is weak and the numbers in it are from 2011',
    "the senator's record on this is terrible, look at his votes on {X}",
    '{L}s plan for {X} is half-baked and nobody checked the costs',
    'OP, your point about {X} is just wrong, the fiscal note says the opposite',
    'this is a lazy take on {X}, read the bill first',
    'honestly the {P} messed up on {X}, that vote was a mistake',
    'with respect, youre confusing the levy with the bond, theyre different things',
    'thats a dumb policy and ill say so at the meeting',
    'the argument for {X} falls apart the moment you look at the rents',
    '{L} clearly had not read the bill, his answer on {X} made no sense',
    'Your post is misleading. The audit found the opposite, page 4.',
    'I think you are wrong about {X}, but I appreciate you posting the source',
  ],
  idiomatic: [
    'bless your heart for coming to every single meeting, seriously, thank you',
    '{L} is going to get roasted at the town hall',
    'the {P} shot themselves in the foot on {X}',
    'we need to stamp out the corruption at the housing authority',
    'the permit backlog is a cancer on this city',
    'the council should fire the consultant who botched {X}',
    'lock up the park at night, kids keep trashing the playground',
    'somebody round up the shopping carts in the creek, its a mess',
    'the raccoons behind the library are an infestation, call animal control',
    'go back to school night is thursday, parents welcome',
    '{L} absolutely destroyed the opposing argument in the debate',
    'this place is a zoo on election night lol',
  ],
  'quoting-rebuttal': [
    'someone replied "imagine being this dense" to my post about {X}. im not dense, i just disagree',
    'my uncle says "lock up everyone who voted for {X}". no, thats not how a democracy works',
    'the flyer called the {P} "vermin". that is dehumanizing and whoever made it should stop',
    'calling {L} "a clown" isnt a rebuttal. tell me whats wrong with {X}',
    'people keep writing "f*** {L}" on the signs. grow up and argue the policy',
    'OP said "{P} are a cancer". I am a {p} and I think thats way out of line',
  ],
  heated: [
    'I am furious about {X}. The council ignored three hundred letters and voted anyway.',
    'you are wrong about {X} and I will keep saying so until the vote',
  ],
  sarcastic: [
    'oh sure, {X} will pay for itself, just like the stadium did 🙄',
    'wow {L} finally read the bill, only took him two years',
  ],
  'forum-everyday': [
    'OP, thanks for posting the minutes, super helpful',
    'you people in ward 3 got your street plowed first again lol lucky',
    'this guy knows his stuff on {X}, read his whole thread',
    'are you really going to the meeting tonight? ill save you a seat',
    'Long post, sorry. I have lived on Elm for twenty years and I went to every hearing on {X}. The county says it will cost two million, the state says three. Nobody has explained the gap. If anyone has the fiscal note from March, please post it, I would love to read it before Thursday.',
  ],
  plain: [
    'can someone explain what {X} does for small landlords?',
    'the hearing on {X} got moved to the 14th',
  ],
};
