import { type PeopleSidePairs, sideTemplates } from './dev-set-sides';
/*
 * Eighth development set for offline moderation (issue #22, eighth pass). Written before the rules
 * were read for this pass, from the categories' definitions alone (never from the rules' word
 * lists, never from the evaluation sets in libs/ai/eval), aimed at the forms that moved least
 * across four passes on other people's text: epithets used as labels (real-world nicknames for
 * both sides: party-name puns, "-tards" in leetspeak, cults, religious, regional and generational
 * slurs), spam without a URL or a price (DM me, link in bio, a phone or WhatsApp number, income
 * claims, crypto, giveaways, SEO keyword runs, copypasta, a plug inside an on-topic post, referral
 * codes, "dot com" links), calls for violence in indirect shapes ("someone should…", "time to…",
 * rhetorical questions, euphemisms, glorifying a past attack, wishing a death), and civil posts that
 * quote an uncivil phrase to condemn it or use violent idioms about bills, budgets, elections and
 * teams. A few templates of every other category.
 *
 * Every political template is filled for four [left, right] pairs with the same words, so a rule
 * that keys on one side's vocabulary shows up as a split pair.
 *
 * Placeholders: {P} a side's people (plural), {p} one of them (singular, also as a modifier),
 * {E} an epithet for them (plural), {e} the same epithet singular, {L} a figure of the side (all
 * women, so templates say "she"), {X} a cause the side backs. A caret ({P^}) upper-cases the fill.
 */

export const EIGHTH_SIDES: PeopleSidePairs = [
  [
    { P: 'Democrats', p: 'Democrat', E: 'Dumbocrats', e: 'Dumbocrat', L: 'Senator Baldwin', X: 'the transit levy' },
    { P: 'Republicans', p: 'Republican', E: 'Repugnicans', e: 'Repugnican', L: 'Senator Collins', X: 'the gas tax holiday' },
  ],
  [
    { P: 'progressives', p: 'progressive', E: 'snowflakes', e: 'snowflake', L: 'Mayor Lightfoot', X: 'the bike share' },
    { P: 'conservatives', p: 'conservative', E: 'knuckle-draggers', e: 'knuckle-dragger', L: 'Mayor Hagerty', X: 'the parking garage' },
  ],
  [
    { P: 'liberals', p: 'liberal', E: 'l1bt@rds', e: 'l1bt@rd', L: 'Rep. Pelosi', X: 'the climate bill' },
    { P: 'MAGA supporters', p: 'MAGA supporter', E: 'trumpt@rds', e: 'trumpt@rd', L: 'Rep. Stefanik', X: 'the tariff bill' },
  ],
  [
    { P: 'atheists', p: 'atheist', E: 'godless heathens', e: 'godless heathen', L: 'Councilwoman Ortiz', X: 'the secular schools motion' },
    { P: 'evangelicals', p: 'evangelical', E: 'bible thumpers', e: 'bible thumper', L: 'Councilwoman Pruitt', X: 'the prayer breakfast' },
  ],
];

/**
 * Other sides (for the held-out list only): nicknames and groups none of this set's templates were
 * filled with — cult and -bot labels, spaced spellings, regional and generational slurs.
 */
export const EIGHTH_OTHER_SIDES: PeopleSidePairs = [
  [
    { P: 'Democrats', p: 'Democrat', E: 'Demonrats', e: 'Demonrat', L: 'Governor Hochul', X: 'the paid leave act' },
    { P: 'Republicans', p: 'Republican', E: 'Rethuglicans', e: 'Rethuglican', L: 'Governor Sanders', X: 'the school choice act' },
  ],
  [
    { P: 'young voters', p: 'young voter', E: 'zoomer brats', e: 'zoomer brat', L: 'Rep. Frost', X: 'student debt relief' },
    { P: 'retirees', p: 'retiree', E: 'boomer fossils', e: 'boomer fossil', L: 'Rep. Grassley', X: 'the pension top-up' },
  ],
  [
    { P: 'city voters', p: 'city voter', E: 'c i t y  r a t s', e: 'c i t y  r a t', L: 'Mayor Bowser', X: 'the congestion charge' },
    { P: 'rural voters', p: 'rural voter', E: 'h i c k s', e: 'h i c k', L: 'Mayor Cobb', X: 'the grain subsidy' },
  ],
  [
    { P: 'Biden voters', p: 'Biden voter', E: 'Blue-Anon cultists', e: 'Blue-Anon cultist', L: 'Senator Warnock', X: 'the student aid bill' },
    { P: 'Trump voters', p: 'Trump voter', E: 'Q-Anon cultists', e: 'Q-Anon cultist', L: 'Senator Vance', X: 'the deportation bill' },
  ],
];

const eighth = sideTemplates(EIGHTH_SIDES);
export const fillEighth = eighth.fill;
/** Every version of a template: [left, right] per pair of sides (EIGHTH_SIDES unless others are given), or the template itself. */
export const eighthPairs = eighth.pairs;

export const EIGHTH_UNCIVIL: Record<string, string[]> = {
  epithet: [
    'typical {e} take, zero facts as usual',
    'imagine being a {e} in 2026 lol',
    'The {E} are out in force on this thread tonight.',
    'ok {e}, whatever you say',
    '{L} and her {E} want {X}, what else is new',
    'Another day, another {e} meltdown about {X}.',
    'Cry more, {E}.',
    'Spoken like a true {e}.',
    'Ignore the {E}, they never read a bill in their lives.',
    'this is why nobody takes you {E} seriously',
    '{X}? only a {e} would back that.',
    'The {e} brigade has arrived, right on schedule.',
    'Living rent free in every {e} head 😂',
    'Bunch of {E} voting against their own interests again.',
  ],
  spam: [
    'DM me if you want to know how I made $4,000 last week just from my phone 📲',
    'check my profile for the method, it literally changed my life',
    'Great point about {X}! btw I sell handmade soy candles, link in bio 🕯️',
    'Text 312 555 0199 for the cheapest car insurance quotes in the state, mention this forum',
    'I quit my job in March and now make $9k a month working from home. Ask me how!!',
    'Bitcoin doubler: send 0.1 BTC and receive 0.2 BTC back within 24 hours. Message me for the wallet.',
    'GIVEAWAY 🎁 first 100 people who follow my page win a free iPhone. Comment DONE when you follow!',
    'best plumber near me cheap plumber springfield emergency plumber 24/7 plumber near me affordable plumber',
    'Use my referral code CIVIC50 at checkout for 50% off your first meal kit box',
    'Visit my Etsy store for {X} mugs and tees, just search GoodCauseGoods',
    'My aunt made six figures trading forex with Mrs. Linda Hart, reach her on WhatsApp +1 404 555 0182',
    'cheapmeds dot net — no prescription needed, discreet shipping',
    "I agree with {L} on {X}. Also if anyone needs a realtor in the area I'm your girl, call me at 312-555-0110!",
    'FOLLOW FOR FOLLOW 🔥 FOLLOW FOR FOLLOW 🔥 FOLLOW FOR FOLLOW 🔥 FOLLOW FOR FOLLOW',
    'Join my Telegram channel for daily crypto signals, 300% gains guaranteed every month',
  ],
  violence: [
    'someone should do something about {L}. permanently.',
    'Time to start dealing with the {P} the old-fashioned way.',
    "Why hasn't anyone put a bullet in {L} yet?",
    'Show up at the {p} rally saturday with your fists ready.',
    "Second Amendment solution for {L}, that's all I'm saying.",
    '{L} deserves a rope and a tall tree.',
    'I hope {L} dies screaming.',
    'What happened to that congressman at the baseball practice should happen to {L}.',
    'Go to the {p} headquarters and drag every one of them out into the street.',
    'When the {P} march on saturday, bring pepper spray and use it on them first.',
    'Somebody should visit {L} at home and teach her a lesson she will not forget.',
    'the {P} need to be dealt with, and not at the ballot box',
    'Pity the shooter missed {L}.',
    'punch a {p} today, it feels great',
    'The world would be better off if someone took {L} out.',
  ],
  threat: [
    "{L} should remember that accidents happen to people who push {X}.",
    'We have your schedule, {L}. See you soon.',
    'Keep voting for {X} and your family will pay for it, {L}.',
  ],
  'punish-views': [
    'Every {p} teacher should be fired on the spot for their politics.',
    'Anyone caught supporting {X} should lose their benefits.',
    'Take away the licenses of doctors who are {P}.',
  ],
  doxxing: [
    "{L}'s son works the night shift at the Shell on Route 4, in case anyone wants to talk to him.",
    "Here is the {p} who posted this, his name is Greg Mullins and he lives on 17 Pine Hollow Rd. Go get him.",
    "{L} drops her kids off at St. Mary's at 7:50 every morning, blue minivan.",
  ],
  insult: [
    '{L} is a brainless puppet and everyone knows it.',
    'you must be dumb as a box of rocks to support {X}',
    'What an utter imbecile {L} is.',
  ],
  dehumanizing: [
    'The {P} are cockroaches, you can never get rid of them.',
    '{P} are a cancer on this country.',
    'The {P} breed like rats in the suburbs.',
  ],
  'masked-profanity': [
    'f*ck {L} and f*ck {X}',
    '{L} is a piece of sh1t',
    'stfu {p}, nobody gives a d@mn',
  ],
  shouting: [
    '{L^} IS A DISGRACE AND A CRIMINAL!!!',
    'ALL {P^} ARE LIARS, EVERY SINGLE ONE!!!',
    'GET LOST {P^}, YOU ARE PATHETIC',
  ],
};

export const EIGHTH_CIVIL: Record<string, string[]> = {
  'quoting-rebuttal': [
    'My neighbor said "{P} should be shot" at the barbecue. I left. That kind of talk is poison.',
    'They call us "{E}" and then wonder why nobody listens to them on {X}.',
    '"Hang {L}" is not a political argument. Whoever wrote that on the flyer should be ashamed.',
    'Someone replied "DM me for the method" under every comment here, mods please clean that up.',
    'He called {L} a "worthless traitor" on the radio. That is beneath a sitting official.',
    'The flyer said the {P} "deserve a bullet". I reported it to the police and I hope you do too.',
    'When people say "{E}" they stop listening. I disagree with the {P} on {X} but they are my neighbors.',
    'Stop with the "someone should deal with {L}" posts. That is how people get hurt.',
    'I was told to "go back where I came from" for supporting {X}. Not ok, whatever side you are on.',
    'Yes, {L} said the {P} were "a cult". She was wrong to say it and she should apologize.',
    'Can we retire "{e}" as an insult? It adds nothing to the debate about {X}.',
    'Somebody spray-painted "kill the {P}" on the underpass. The city should clean it today and the police should find who did it.',
    'Funny how the people yelling "{E}" at every meeting are the same ones complaining about civility.',
  ],
  idiomatic: [
    "Let's kill this bill in committee before it does any damage.",
    'We need to attack the deficit before it attacks us.',
    '{L} absolutely destroyed her opponent in the debate last night.',
    'The {P} got slaughtered at the polls, fair and square.',
    'Time to shoot down {X} once and for all.',
    'The council should gut {X} and start over from scratch.',
    "{L}'s amendment is dead on arrival.",
    'Our team is going to murder them on Friday night, go Tigers!',
    'The budget hawks want to take a hatchet to parks funding again.',
    'I would kill for a council that reads the bill before voting.',
    'The {P} are fighting tooth and nail for {X}, I respect the hustle.',
    'Bury {X} in committee and let it die quietly.',
    '{L} torpedoed her own bill with that amendment.',
    'The {P} are gunning for the open seat in the fifth district.',
    'This tax plan will bleed small businesses dry.',
  ],
  heated: [
    '{X} is an absolute disaster and {L} should be ashamed of every vote she cast for it.',
    'I am furious. The {P} promised transparency and gave us backroom deals.',
    'Stop lying about the numbers, {L}. The audit is public.',
  ],
  sarcastic: [
    'Wow, {X} again, what a totally new and original idea.',
    'Sure, {L}, tell us again how this time it will be different.',
    'Great, another press release from the {P}. Just what we needed.',
  ],
  'one-sided': [
    'The {P} are right about {X} and everyone else should admit it.',
    '{L} is the best thing that has happened to this district in twenty years.',
    'Vote every incumbent who backed {X} out of office in November.',
  ],
  plain: [
    'Where can I read the full text of {X}? The link on the county site is broken.',
    'I went to {L}\'s town hall and she took questions for an hour.',
    'Is the meeting about {X} on Tuesday or Thursday?',
  ],
};
