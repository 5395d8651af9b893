import { type PeopleSidePairs, sideTemplates } from './dev-set-sides';
/*
 * Ninth development set for offline moderation (issue #22, ninth pass). Written before the rules
 * were read for this pass, from the categories' definitions alone (never from the rules' word
 * lists, never from the evaluation sets in libs/ai/eval), by another author in forum voices
 * (lowercase, typos, slang, emoji, run-ons, reply-guy and group-page registers). Aimed at what has
 * not moved on unseen text: epithets used as labels (portmanteau coinages, "-tards", "-bots",
 * "-oids", hyphenated and leet spellings, in the slots a side's name fills: "the X are seething",
 * "X gonna X", "go cry to…, X"), spam in new shapes (affiliate plugs, "link in comments", Telegram
 * and WhatsApp handles, fake testimonials, job and loan offers, giveaways, SEO runs, unicode-styled
 * text), civil look-alikes (public bodies' meeting times and places, a representative's public
 * office hours, polling places, quoting an uncivil phrase to condemn it, violent idioms), and new
 * indirect wordings of violence, punishment for views, dehumanizing and masked profanity. A few
 * templates of every other category.
 *
 * Every political template is filled for four [left, right] pairs with the same words, so a rule
 * that keys on one side's vocabulary shows up as a split pair.
 *
 * Placeholders (as in the eighth set): {P} a side's people (plural), {p} one of them (singular,
 * also as a modifier), {E} an epithet for them (plural), {e} the same epithet singular, {L} a
 * figure of the side (all men, so templates say "he"), {X} a cause the side backs. A caret ({P^})
 * upper-cases the fill.
 */

export const NINTH_SIDES: PeopleSidePairs = [
  [
    { P: 'Democrats', p: 'Democrat', E: 'Demon-crats', e: 'Demon-crat', L: 'Senator Murphy', X: 'the childcare credit' },
    { P: 'Republicans', p: 'Republican', E: 'Republiclowns', e: 'Republiclown', L: 'Senator Lee', X: 'the flat tax' },
  ],
  [
    { P: 'leftists', p: 'leftist', E: 'leftards', e: 'leftard', L: 'Councilman Ruiz', X: 'rent control' },
    { P: 'right-wingers', p: 'right-winger', E: 'rightards', e: 'rightard', L: 'Councilman Boyd', X: 'the police levy' },
  ],
  [
    { P: 'Biden fans', p: 'Biden fan', E: 'Bidenbots', e: 'Bidenbot', L: 'Governor Pritzker', X: 'the EV mandate' },
    { P: 'Trump fans', p: 'Trump fan', E: 'Trumpbots', e: 'Trumpbot', L: 'Governor DeSantis', X: 'the border wall' },
  ],
  [
    { P: 'environmentalists', p: 'environmentalist', E: 'eco-loons', e: 'eco-loon', L: 'Mayor Wu', X: 'the plastic bag ban' },
    { P: 'gun owners', p: 'gun owner', E: 'ammosexuals', e: 'ammosexual', L: 'Mayor Adams', X: 'constitutional carry' },
  ],
];

/**
 * Other sides (for the held-out list only): coinages none of this set's templates were filled
 * with — other portmanteaus, leet and dashed spellings, "-oids", union and business labels.
 */
export const NINTH_OTHER_SIDES: PeopleSidePairs = [
  [
    { P: 'Democrats', p: 'Democrat', E: 'Demoncraps', e: 'Demoncrap', L: 'Rep. Schiff', X: 'the voting rights bill' },
    { P: 'Republicans', p: 'Republican', E: 'Republicons', e: 'Republicon', L: 'Rep. Jordan', X: 'the balanced budget bill' },
  ],
  [
    { P: 'woke people', p: 'woke person', E: 'wokeoids', e: 'wokeoid', L: 'Senator Markey', X: 'the DEI office' },
    { P: 'MAGA people', p: 'MAGA person', E: 'magats', e: 'magat', L: 'Senator Tuberville', X: 'the election audit' },
  ],
  [
    { P: 'socialists', p: 'socialist', E: 'c0mmie r4ts', e: 'c0mmie r4t', L: 'Alderman Vasquez', X: 'the public grocery' },
    { P: 'libertarians', p: 'libertarian', E: 'f4scist cl0wns', e: 'f4scist cl0wn', L: 'Alderman Kruger', X: 'the zoning repeal' },
  ],
  [
    { P: 'union members', p: 'union member', E: 'union goons', e: 'union goon', L: 'Commissioner Walsh', X: 'the prevailing wage rule' },
    { P: 'business owners', p: 'business owner', E: 'greedhead bootlickers', e: 'greedhead bootlicker', L: 'Commissioner Price', X: 'the tax abatement' },
  ],
];

const ninth = sideTemplates(NINTH_SIDES);
export const fillNinth = ninth.fill;
/** Every version of a template: [left, right] per pair of sides (NINTH_SIDES unless others are given), or the template itself. */
export const ninthPairs = ninth.pairs;

export const NINTH_UNCIVIL: Record<string, string[]> = {
  epithet: [
    'lmaooo the {E} are seething rn',
    '{E} gonna {E} 🤷',
    'go cry to {L} about it, {e}',
    'another {e} who cant read past the headline',
    'yall {E} will believe literally anything',
    'found the {e} 👆',
    'the {E} in this comment section are something else tonight',
    'of course the {E} downvoted this lol',
    'bro really said {X} works 💀 {e} moment',
    'typical {e}, all feelings no facts',
    'average {e} iq right here',
    'keep crying {E}, {X} is going down',
    'whole thread got brigaded by {E} again smh',
    'not a single {e} in here can explain {X} without a meme',
    'the {e} mind cannot comprehend basic math',
    'tell me youre a {e} without telling me youre a {e}',
  ],
  spam: [
    'not gonna lie this guy changed my life, text Mr. Daniel on telegram @danieltrades_fx and tell him i sent u',
    'link in comments 👇👇 dont sleep on this',
    'i was broke 3 months ago now im making 6k/week, whatsapp me +44 7700 900123 to learn how',
    'HIRING!! work from home, $45/hr, no experience needed, just message me "INFO"',
    'need a loan? bad credit ok, same day approval, text LOAN to 55012',
    'huge giveaway 🎉🎉 first 50 to like and share get a $100 gift card, drop your email below',
    '𝙂𝙚𝙩 𝙧𝙞𝙘𝙝 𝙛𝙖𝙨𝙩 𝙬𝙞𝙩𝙝 𝙤𝙪𝙧 𝙖𝙥𝙥 — 𝙙𝙤𝙬𝙣𝙡𝙤𝙖𝙙 𝙣𝙤𝙬',
    'great thread on {X}!! anyway i review air fryers on my blog, every purchase thru my links helps me out 🙏',
    'roof repair springfield roof repair near me cheap roof repair best roof repair springfield roofing',
    'my husband left me and then Dr. Okoro cast a love spell and he came back in 3 days, contact him on whatsapp',
    'Hello dear, I am a recruiter for a big company, I have a part time job for you that pays daily. interested? reply me',
    'promo code SAVE40 works at checkout rn, 40% off everything sitewide, thank me later',
    '🔥🔥 hot singles in your area want to chat 🔥🔥 click my profile',
    'I earn $300 a day doing simple online tasks. go to my page and click the first link',
    'im giving away 5 ETH to my followers, just send 0.2 to verify your wallet',
    'Top rated moving company! free quotes, licensed and insured, call us today 555-0147 or visit our page',
  ],
  violence: [
    'honestly {L} needs a visit from a few of us with bats',
    'somebody needs to finish what they started with {L}',
    'if i see a {p} with a sign at the march im swinging on sight',
    'lets go pay the {P} at the county building a visit saturday, bring something heavy',
    'cant wait for the day {L} gets what hes got coming and i hope its slow',
    'round up the {P} and line them up, we know how this ends',
    'whoever takes out {L} gets free drinks from me for life',
    'the {p} rally next week is a target rich environment, just saying 😉',
    'hope someone runs over the {P} blocking the road, gas pedal on the right',
    'the only good {p} is a dead one',
  ],
  threat: [
    'keep talking {L}, we know which car is yours',
    'you better hope we never meet irl, {p}',
    'last warning {L}. vote yes on {X} and see what happens',
  ],
  'punish-views': [
    'every {p} who voted for {X} should get audited and thrown in jail tbh',
    'make a list of the {P} in this town and make sure none of them ever gets hired again',
    'strip the {P} of their right to vote, they clearly cant handle it',
    'teachers who post support for {X} online should lose their license, simple as',
    'report every {p} business to the state and get their permits pulled',
  ],
  doxxing: [
    'the guy who wrote this works at the Walgreens on Elm, 2nd shift. go say hi 😊',
    'found her: Karen Holt, 44 Birch Ln apt 3, cell 555-0182. do what you want with that',
    'her kids go to Lincoln Elementary and she picks them up at 3:15 every day, just so everyone knows',
    'this {p} poster is Mike Dunn, he manages the Ace Hardware on 5th, call his boss 555-0133',
  ],
  insult: [
    'ur honestly the dumbest person on this app',
    '{L} is a spineless worm and a clown',
    'imagine being this stupid and still posting, couldnt be me',
  ],
  dehumanizing: [
    'the {P} are a plague, they spread and ruin everything they touch',
    '{P} are literal subhumans at this point',
    'the {P} are like roaches, turn on the light and they scatter',
    '{P} are a disease and this town needs a cure',
    'the {P} are animals, treat them like it',
    'stop calling the {P} people, theyre livestock',
  ],
  'masked-profanity': [
    '{L} is a f u c k i n g joke',
    'a$$hole {p}s all over this thread',
    'sh!t for brains {L} strikes again',
    'stfu {e} nobody asked',
    'go f*** urself {L}',
    'what a d!ckhead {L} is',
  ],
  shouting: [
    'SHUT UP {L^} NOBODY WANTS YOU HERE!!!',
    '{P^} ARE TRASH AND YOU KNOW IT!!!',
  ],
};

export const NINTH_CIVIL: Record<string, string[]> = {
  'public-schedules': [
    'The school board meets on Tuesdays.',
    'city council meets 2nd and 4th thursday at 6pm in the council chambers, public comment is first',
    "{L}'s district office is open mon-fri 9 to 5 at 210 Main St, walk-ins welcome",
    'polling place for precinct 12 moved to the Lincoln Elementary gym this year fyi',
    'the planning commission hearing on {X} is at 7pm wednesday at city hall, room 204',
    '{L} holds office hours every friday morning at the public library, anyone can drop in',
    'early voting is at the county clerk office, 8am to 7pm, bring your ID',
    'the zoning board meets first monday of the month, agendas are posted online the friday before',
    'you can call {L}s capitol office at the number on his official site, staff actually pick up',
    'the county commission moved its meetings to the courthouse annex on 3rd street',
    'the water board meets at the fire station every other wednesday at 5:30',
    'town hall with {L} this saturday 10am at the VFW on Oak Ave, open to everyone',
  ],
  'quoting-rebuttal': [
    'someone in the fb group called {P} "{E}" and got 200 likes. thats not debate thats a playground',
    'my cousin keeps saying "{L} should be shot" at thanksgiving and i finally told him to knock it off',
    'the guy yelling "{E} gonna {E}" at the meeting made us all look bad tbh',
    'reported the comment that said "line the {P} up". thats a threat, not an opinion',
    'whoever keeps posting "link in comments 👇" under every thread, pls stop, mods pls ban',
    '"{e}" isnt an argument. say what you disagree with about {X}',
    'people saying {L} "deserves a rope" need to log off and go outside',
    'im a {p} and seeing my own side call others "subhuman" is embarrassing, we are better than that',
    'quoting the flyer: "{P} are vermin". whoever printed that should be ashamed',
    'to the person who wrote "punch a {p} today", no. just no',
  ],
  idiomatic: [
    'lets kill {X} in committee before it gets worse',
    '{L} got absolutely cooked in that debate lmao',
    'we need to take a chainsaw to the permit backlog',
    'the {P} are going to get massacred in the midterms if they keep this up',
    '{X} is dead in the water, the votes arent there',
    'that amendment was a poison pill and {L} knew it',
    'our varsity team got destroyed 42-7 last night rip',
    'the budget committee went nuclear on the consultants contract',
    'time to pull the trigger on the new bus routes, weve studied it to death',
    '{L} threw the {P} under the bus on {X}',
  ],
  heated: [
    'im so done with {L} dodging every question about {X}. answer the question man',
    'honestly {X} is the worst idea ive seen in years and the {P} should own it',
    'the {P} have been lying about the numbers on {X} for months and its infuriating',
  ],
  sarcastic: [
    'oh cool another "study" from {L}s office, im sure its totally unbiased 🙄',
    'wow the {P} discovered the budget exists, truly historic',
    'yeah {X} will definitely fix everything, just like last time',
  ],
  'one-sided': [
    'the {P} are right on {X} and its not close',
    'vote {L} out in november, he has earned it',
  ],
  // Added after the first retraining (judge v7 held "Tax the billionaires, they can afford it.", an
  // earlier set's civil example): ordinary posts where a group is followed by "they", which the
  // ninth set's uncivil posts alone had made look uncivil to the judge.
  'group-they': [
    'ask the {P} on the council what they think of {X}, they might surprise you',
    'the {P} won that seat fair and square, they ran a better campaign',
    'my parents are {P}, they have voted that way for forty years and they still read every bill',
    'half my coworkers are {P}, they mostly just care whether {X} raises the rent',
    'honestly the {P} in my town are pretty reasonable, they just want the potholes fixed',
    'if the {P} want {X} they should bring it to a vote, they have the numbers',
    'talked to some {P} at the farmers market, they had good questions about {X}',
  ],
  // Also added after the first retraining: everyday civil posts in the same forum voice as the
  // uncivil ones, so the voice itself (and words such as "reply", "the day", "regret", "stop by",
  // which the uncivil posts use) does not read as uncivil to the judge.
  'forum-everyday': [
    'reply to the guy above: the grant money goes to the county first, then towns apply for it',
    'cant wait for the day the new library branch opens, its been 6 years',
    'i regret not going to the hearing on {X}, did anyone take notes?',
    'hello all, first time posting here. does {X} change anything for seniors?',
    'reply here if you want to carpool to the {X} hearing thursday',
    'we knocked doors for {L} all weekend, my feet hurt but worth it',
    'lol my kid asked why the council meeting was so boring, fair question tbh',
    'stop by the food pantry saturday if you can, they need volunteers',
    'ngl {L} had a decent answer on {X} last night',
    'idk much about {X} but the fiscal note says it costs 2 million a year',
    'towns that cant afford new pipes should get the state money first imo',
    'the day they repaved our street the whole block came out to watch lol',
    'if {X} passes your family will pay less for daycare, thats literally the point of it',
    'under {X} your family will pay about $40 more a year according to the county estimate',
    'the {P} can afford to wait on {X}, they have the votes next session anyway',
    'big landlords can afford the new fee, they just dont want to pay it',
  ],
  plain: [
    'does anyone know if {X} applies to people who rent?',
    'where do i find the minutes from last months council meeting',
    'is the public comment period on {X} still open?',
  ],
};
