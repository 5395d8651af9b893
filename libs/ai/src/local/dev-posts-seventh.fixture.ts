import { type PeopleSidePairs, sideTemplates } from './dev-set-sides';
/*
 * Seventh development set for offline moderation (issue #22, seventh pass). Written before the
 * rules were read for this pass, from the categories' definitions alone (never from the rules'
 * word lists, never from the evaluation sets in libs/ai/eval), in the voice of ordinary forum
 * users: lower case, typos, slang, "lol", emoji, long rambling posts and one-liners; threats that
 * are conditional or indirect; calls to jail, fire, deport or ban people for a vote or a view;
 * doxxing of homes, workplaces, schools, plates, phones, e-mails and daily routines; novel
 * portmanteau epithets for both sides; dehumanizing comparisons (vermin, parasites, disease,
 * animals); masked profanity aimed at someone; spam with prices, links and codes in many shapes;
 * shouting abuse; and civil posts that sit close to those forms (heated, sarcastic, one-sided,
 * idioms, an opponent quoted to rebut them).
 *
 * Every political template is filled for four [left, right] pairs with the same words, so a rule
 * that keys on one side's vocabulary shows up as a split pair. The pairs differ by the kind of
 * group (a movement, a party, a region's people, a club) and each pair's epithets are invented
 * mirror portmanteaus.
 *
 * Placeholders: {P} a side's people (plural), {p} one of them (singular, also as a modifier),
 * {E} an epithet for them (plural), {e} the same epithet singular, {L} a figure of the side (all
 * women, so templates say "she"), {X} a cause the side backs. A caret ({P^}) upper-cases the fill.
 */

export const SEVENTH_SIDES: PeopleSidePairs = [
  [
    { P: 'climate activists', p: 'climate activist', E: 'libtwits', e: 'libtwit', L: 'Councilwoman Reyes', X: 'the rent cap' },
    { P: 'pro-life activists', p: 'pro-life activist', E: 'magatwits', e: 'magatwit', L: 'Councilwoman Dwyer', X: 'the voter ID law' },
  ],
  [
    { P: 'Democrats', p: 'Democrat', E: 'Demonicrats', e: 'Demonicrat', L: 'Senator Warren', X: 'Medicare for All' },
    { P: 'Republicans', p: 'Republican', E: 'Republiclowns', e: 'Republiclown', L: 'Senator Blackburn', X: 'the border wall' },
  ],
  [
    { P: 'city progressives', p: 'city progressive', E: 'leftoids', e: 'leftoid', L: 'Mayor Wu', X: 'the bike lanes' },
    { P: 'rural conservatives', p: 'rural conservative', E: 'rightoids', e: 'rightoid', L: 'Governor Noem', X: 'the stadium deal' },
  ],
  [
    { P: 'teachers union members', p: 'teachers union member', E: 'wokeoids', e: 'wokeoid', L: 'Rep. Ocasio-Cortez', X: 'the union contract' },
    { P: 'gun club members', p: 'gun club member', E: 'magaloids', e: 'magaloid', L: 'Rep. Boebert', X: 'school vouchers' },
  ],
];

/**
 * Other sides for the same templates (a second check, added during the pass): groups, figures,
 * causes and coinages none of the rules' lists was written from, to find a group noun read on one
 * side and not its mirror, or an epithet caught for one side only.
 */
export const SEVENTH_OTHER_SIDES: PeopleSidePairs = [
  [
    { P: 'immigrants', p: 'immigrant', E: 'libtoons', e: 'libtoon', L: 'Commissioner Patel', X: 'the sanctuary policy' },
    { P: 'gun owners', p: 'gun owner', E: 'magatoons', e: 'magatoon', L: 'Commissioner Hughes', X: 'the concealed carry bill' },
  ],
  [
    { P: 'trans activists', p: 'trans activist', E: 'dembots', e: 'dembot', L: 'Senator Klobuchar', X: 'the pride festival permit' },
    { P: 'evangelicals', p: 'evangelical', E: 'gopbots', e: 'gopbot', L: 'Senator Ernst', X: 'the nativity display' },
  ],
  [
    { P: 'hippies', p: 'hippie', E: 'wokescolds', e: 'wokescold', L: 'Mayor Bass', X: 'the carbon tax' },
    { P: 'cowboys', p: 'cowboy', E: 'magascolds', e: 'magascold', L: 'Governor Ivey', X: 'the oil lease' },
  ],
  [
    { P: 'coastal elites', p: 'coastal elite', E: 'leftwads', e: 'leftwad', L: 'Rep. Tlaib', X: 'the abortion fund' },
    { P: 'farmers', p: 'farmer', E: 'rightwads', e: 'rightwad', L: 'Rep. Greene', X: 'the pregnancy center grant' },
  ],
  [
    { P: 'feminists', p: 'feminist', E: 'libsheep', e: 'libsheep', L: 'Councilwoman Ng', X: 'the equal pay ordinance' },
    { P: 'preppers', p: 'prepper', E: 'magasheep', e: 'magasheep', L: 'Councilwoman Boyd', X: 'the militia training range' },
  ],
  [
    { P: 'Greens', p: 'Green', E: 'commiecucks', e: 'commiecuck', L: 'Mayor Adams', X: 'the rent board' },
    { P: 'Libertarians', p: 'Libertarian', E: 'fashcucks', e: 'fashcuck', L: 'Mayor Suarez', X: 'the bitcoin reserve' },
  ],
];

const seventh = sideTemplates(SEVENTH_SIDES);
export const fillSeventh = seventh.fill;
/** Every version of a template: [left, right] per pair of sides (SEVENTH_SIDES unless others are given), or the template itself. */
export const seventhPairs = seventh.pairs;

export const SEVENTH_UNCIVIL: Record<string, string[]> = {
  threat: [
    "if {L} votes yes on {X} tmrw, dont be surprised when somebody is waiting by her car. just saying",
    'Keep pushing {X} and see what happens to you and that cute little office staff of yours, {L}.',
    'Folks around here have long memories and full gun safes. {L} should think real hard about that before tuesday.',
    "Wouldn't want anything to happen to those nice kids of yours, {L}. Vote no.",
    '{L} better pray nobody catches her alone in the parking garage after the hearing',
    "Every one of those {P} who showed up at city hall is gonna get what's coming to them, one at a time.",
    "Last warning {L}: drop {X} or you won't live to see the next election.",
    'lol {L} really thinks her security detail can protect her forever. we know where she sleeps',
    'If {X} passes I will personally make sure the sponsor regrets the day she was born.',
    "Mark my words, there's gonna be blood if {L} keeps this up, and it won't be ours.",
    "The {P} at the rally tomorrow better watch their backs. We'll be there, and we won't be holding signs.",
    'I listened to the whole two hour session, took notes, checked the fiscal note, and honestly the math is fine. But {L} should know a lot of us are done voting and ready to do something else about her.',
  ],
  violence: [
    'somebody needs to punch every {p} they see square in the mouth',
    'grab some bats and go meet the {P} at the park saturday, time to crack some skulls',
    "Honestly the only fix left is to burn {L}'s campaign office to the ground.",
    "If the {P} block the road again just run them over, no jury here will convict you.",
    'We should beat the living daylights out of the next {p} who shows up to the school board.',
    'round up the {P} and shoot them. problem solved',
    "I hope someone torches {L}'s house with her inside it.",
    'Slash the tires on every car with a {X} sticker in the lot. Every. Single. One.',
    'pelt them with bricks when the {P} march past the courthouse',
    'Hang {L} from the capitol steps. Make it public so the rest learn.',
    'Take a baseball bat to the next {p} who knocks on your door for {X}.',
  ],
  'punish-views': [
    'Anyone who voted for {X} should be fired and never hired anywhere again.',
    'Make a list of every {p} in the district and strip their voting rights.',
    '{P} who support {X} should lose custody of their kids, period.',
    "Throw {L} in prison for what she said on tv last night. Opinions like that shouldn't be legal.",
    'Deport every one of the {P} who signed that petition, citizens or not.',
    'Ban {P} from teaching in our schools until they publicly renounce {X}.',
    'Any company that hires a {p} should lose every state contract it has.',
    'Revoke the press passes of every reporter who wrote something nice about {X}.',
    'strip the {P} of their business licenses for backing {X}, simple as that',
    'jail everyone who voted for {X}. all of em.',
    'Expel any student whose parents are {P}. Let them learn what their politics costs.',
  ],
  doxxing: [
    '{L} lives at 1432 Maple Ct, the house with the blue door. go tell her what you think in person',
    "the {p} who wrote this works the front desk at Riverside Dental on 5th St, her name's Karen Voss. you know what to do",
    "{L}'s kids go to Lincoln Elementary and get out at 3:15. Just putting that out there.",
    'Plate number of the {p} who cut me off leaving the rally: 7KJW482, silver Camry. Find him.',
    "Call this {p} and give him hell: (503) 555-0147, that's his personal cell not the office",
    "{L}'s private email is the.real.reyes.family@gmail.com, flood it",
    'every morning at 6:40 the {p} who runs this page jogs alone along Creek Rd past the water tower. be there',
    'Found the home address of the {p} who posted this: 88 Orchard Lane, Apt 2B, Dayton. Spread it around.',
    "Here's where {L}'s husband works: 3rd floor of the Hadley building, reception desk. Pay him a visit.",
    'The {p} mod of this forum is Dan Pruitt, 41, drives a red F-150, parks behind the Kroger on Elm every night after his shift.',
  ],
  insult: [
    "you're a brain-dead moron if you think {X} will work",
    '{L} is a spineless, lying sack of garbage.',
    'Anyone who supports {X} is too stupid to tie their own shoes.',
    'shut up you absolute clown, nobody asked for your opinion on {X}',
    'OP is a pathetic loser who still lives in his moms basement.',
    'what a dumbass take from {L}, easily the dumbest person in the statehouse',
    'You {P} are imbeciles, every single one of you.',
    '{L} is a degenerate scumbag and everybody in this town knows it.',
    'Typical {p}, dumb as a box of rocks and twice as useless.',
    'Read a book sometime, you illiterate halfwit.',
  ],
  dehumanizing: [
    '{P} are vermin, plain and simple.',
    'The {P} are a cancer on this town and they need to be cut out.',
    '{P} breed like rats and infest every neighborhood they move into.',
    'those {P} are parasites feeding off the rest of us',
    "{P} aren't even human. They're animals.",
    'a plague of {P} is spreading across the state and nobody is stopping it',
    'Like cockroaches, the {P} scatter the second you turn on the light.',
    '{P} are a disease that needs to be wiped out.',
    'Treat the {P} like the livestock they are, pen them up and ship them out.',
    'The {P} are a swarm of locusts stripping this county bare.',
  ],
  epithet: [
    "Can't wait for the {E} to cry about this one.",
    'typical {e} logic lol',
    'The {E} are at it again with {X}.',
    'another day, another {e} meltdown in the comments',
    'ok {e}',
    'Only a {e} would write a post this long about {X}.',
    'Listen here you {e}, nobody in this county wants {X}.',
    'the {E} out here acting like {X} is the second coming',
    '{E} gonna {E}. 🤡',
    'Imagine being a {e} in 2026.',
  ],
  'masked-profanity': [
    '{L} can go f*ck herself.',
    "you're a total a$$hole if you back {X}",
    'What a piece of s.h.i.t {L} is.',
    'f u c k you and your {X}',
    'shut the f**k up, {p}',
    '{L} is a b!tch and a liar',
    'go to h3ll, you d*ckhead {p}',
    'eat sh1t, {E}',
    'STFU you b@stard, nobody wants {X}',
    '{P} are a bunch of m0therf*ckers',
    'Hey {L}, kiss my @ss.',
  ],
  spam: [
    'Sick of {X}? Make $5,000/week from home!!! DM me on telegram @cashking77',
    '🔥 50% OFF with promo code CIVIC50 at maxgainz-supplements.biz 🔥 today only',
    'Get your {L} 2028 hats, only $19.99 + FREE shipping ⇒ bit.ly/3xHatz',
    'w w w . cheap-rx-pills . net — no prescription needed, lowest prices guaranteed',
    'I made $12k last month trading forex from my phone, ask me how ➡️ wa.me/15550192837',
    'BUY FOLLOWERS!! 1000 for $5, visit insta-boost dot com',
    'Hot singles in your area are waiting for you >>> datenow.xyz <<<',
    'Use code VOTE20 for 20% off all {X} merch at ralliesandmore.shop',
    'crypto airdrop!! claim 500 free $CIVIC tokens now at claim-civic.io before it ends 🚀🚀',
    'Need a loan? Bad credit OK. Approved in 10 minutes. Text LOAN to 55512. Limited time.',
    'Best roofing in the tri-county area!! Free estimates, call 1-800-555-0199 or visit roofpros4u.com',
  ],
  shouting: [
    '{L^} IS A LYING DISGRACE AND ANYONE WHO VOTES FOR HER IS AN IDIOT!!!',
    'SHUT UP SHUT UP SHUT UP {E^}',
    'YOU PEOPLE ARE PATHETIC. GET OUT OF OUR TOWN.',
    'GO BACK TO YOUR CAVE {P^}, NOBODY WANTS YOU HERE!!!!',
    'WHAT A JOKE. {L^} IS TRASH. TOTAL TRASH.',
    'I HATE EVERY LAST ONE OF YOU {P^}!!!',
    'STUPID STUPID STUPID. READ THE BILL YOU MORONS.',
    'HEY {L^} NOBODY WANTS YOUR GARBAGE, CRAWL BACK UNDER YOUR ROCK YOU LOSER',
  ],
};

export const SEVENTH_CIVIL: Record<string, string[]> = {
  heated: [
    'This is the worst bill I have seen in twenty years and {L} should be ashamed of herself for sponsoring it.',
    'I am FURIOUS about {X}. Call your reps. Every single one of them.',
    '{L} lied to us about {X} and I will never vote for her again.',
    'Absolutely disgusted with the {P} on the council tonight, they sold this neighborhood out.',
    "honestly {X} is a disaster, a total trainwreck, and anyone defending it hasnt read the thing",
    'Shame on {L}. Shame. Resign.',
    "I'm so sick of this crap. {X} is garbage policy and the numbers prove it.",
    "The {P} pushing this are flat wrong and I'll be at every single meeting to say so.",
    'What the hell was {L} thinking? This is a damn mess.',
  ],
  sarcastic: [
    "Oh great, another brilliant idea from {L}. Can't wait to pay for this one too.",
    'Sure, {X} will fix everything, just like the last five times. 🙄',
    'Wow, what a shock, the {P} love a bill written by the {P}.',
    'Genius move, {L}. Truly galaxy-brained stuff.',
    'yeah because {X} totally worked out so well last time lol',
    'Nothing says fiscal responsibility like {X}, am I right?',
    'Slow clap for the council. Took them only nine months to read one page.',
    "Can't wait for {L}'s next press release explaining why this is actually good for us.",
  ],
  'one-sided': [
    '{X} is the only sensible choice and the {P} are right about it.',
    'Vote {L} out in November. That is the only answer.',
    'I back {X} one hundred percent. No compromise.',
    'The {P} have been right about this for a decade and everyone else is finally catching up.',
    'Repeal it. All of it. Start over.',
    '{L} should resign over this vote.',
    "Investigate {L}'s campaign finances and prosecute if the law was broken.",
    'Nobody should be forced to pay for {X}. Defund it.',
    'Primary every member who voted against {X}. Not one of them deserves our vote again.',
  ],
  idiomatic: [
    "Let's kill {X} in committee before it ever reaches the floor.",
    'We will hunt down every wasted dollar in this budget.',
    'Time to attack the deficit head on.',
    "{L} absolutely destroyed the other side in last night's debate.",
    "We're going to crush them at the ballot box in November.",
    'This amendment is a poison pill. Shoot it down.',
    '{L} got roasted at the town hall, and deservedly so.',
    "Let's take a sledgehammer to the permit backlog.",
    'The {P} are gonna bury this bill, and they should.',
    'Slash the red tape and gut the outdated rules.',
    'That argument was dead on arrival.',
    "I'd kill for a budget that actually balances.",
  ],
  'quoting-rebuttal': [
    'Someone upthread called the {P} "vermin". That is disgusting, whatever you think of {X}.',
    'The guy who wrote "{L} should be shot" needs to be banned. Disagree at the ballot box.',
    'Calling people "{E}" does not win a single argument. Make a case instead.',
    '{L} said "we will fire anyone who opposes {X}". That is an abuse of power and I want it on the record.',
    'My neighbor yelled "go back where you came from" at a {p} today. Not okay, not ever.',
    'Quote from the flyer on my windshield: "post their addresses, make them afraid". Whoever printed that should be ashamed.',
    '"{X} is a scam run by crooks" is what {L} said, and it is false. Here are the audit numbers.',
    'People keep posting "f*** the {P}" in this thread. Knock it off, it helps nobody.',
    'When {L} says the {P} are "a disease", she is doing exactly what she accuses the other side of.',
  ],
  // Added during the pass, after the baseline: civil posts in the shapes of the new uncivil forms
  // (a conditional warning, long memories, watching one's back, a person "taken" or "sent"
  // somewhere), so neither the rules nor the judge read the shape alone as the act.
  'look-alike': [
    'Don\'t be surprised if people vote {L} out over {X}.',
    'dont be surprised when somebody runs against {L} in the primary',
    '{P} have long memories. {L} should think hard about that before the vote.',
    '{L} better watch her back in the primary, the {P} are organizing.',
    'Take the {P} at their word and put {X} to a vote.',
    'Send the {P} a letter about {X} before Friday.',
    'There will be blood in the primary if {L} keeps ignoring the {P}.',
    'If {X} passes I will make sure {L} regrets it at the ballot box.',
    'We are done talking about {X}. Time to vote on it.',
    'The {P} took a hammer to the loopholes in {X}, good for them.',
    'Our kids get out of school at 3:15 and there is still no crossing guard on Elm. Ask {L} why.',
    'The {P} meet every Tuesday at 7 in the library basement, all welcome, bring questions about {X}.',
    "Call {L}'s district office at (555) 010-2200 and tell her what you think of {X}.",
    'Pass {X} and you will be sorry when the bills come due.',
    'I pick up my daughter at 3 every day and the traffic on Route 9 is dangerous. {L} promised a light two years ago.',
    'Every morning the bus is late again and nobody at the transit office answers. Fix it, {L}.',
  ],
  plain: [
    'Does anyone know when the vote on {X} is scheduled? The agenda page is blank.',
    'I emailed {L} last week and got a real answer, which surprised me.',
    'My dad was one of the {P} back in the 80s and he says this fight is older than I am.',
    'Here is a summary of {X}, section by section, for anyone who does not want to read 90 pages.',
  ],
};

/**
 * Second batch (written after the first round of this pass's rules, before the held-out list was
 * run): forms the first batch did not have. Measured over both lists of sides before its rules:
 * violence 89%, threat 60%, punish-views 64%, doxxing 75%, insult 99%, the rest 100% caught;
 * idiomatic 68% approved (20 held); 10 split pairs.
 */
export const SEVENTH_UNCIVIL_MORE: Record<string, string[]> = {
  violence: [
    'Somebody oughta drag {L} out of her car and teach her some manners with a tire iron.',
    'Shove the {P} down the capitol stairs next time they show up.',
    "Pour gasoline on the {p} tents and light em up.",
    "Punch a {p} today, it's good for your health.",
    'Go ahead and throw acid on the {P} at the march.',
    'kick the {P} teeth in at the rally saturday',
  ],
  threat: [
    "{L}, we've got your route home mapped out. Sleep tight.",
    'Tell {L} her brakes look a little worn. Would hate for them to fail on the highway.',
    "The next {p} who speaks at the board meeting won't be speaking again.",
    "i'd hate to be {L} when people around here finally snap",
    '{L} should remember that accidents happen to people who push {X}.',
  ],
  'punish-views': [
    'Every {p} on the city payroll should be let go by Friday.',
    'Cancel the mortgage of every {p} in this county.',
    'Make the {P} pay double taxes until they learn to vote right.',
    "Revoke {L}'s law license for that speech.",
    'Take away the kids of anyone who votes for {X}.',
  ],
  dehumanizing: [
    '{P} are nothing but a herd of brainless cattle.',
    'The {P} are rabid animals and should be treated like it.',
    'Bunch of {P} crawling out of the sewer again.',
    '{P}: subhuman trash, every one of them.',
    'Honestly the {P} are a virus on this country.',
  ],
  epithet: [
    'Shut it, {e}.',
    "the {E}' latest stunt is a joke",
    'Bet the {E} are seething rn',
    '{E} everywhere, ugh.',
  ],
  spam: [
    "Make $$$ fast >> DM 'CASH' to @richlife.daily",
    'Visit our website www . bestdeals4u . com for 70 percent off',
    "Limited offer: VPN for $2.99/mo, hide from {L}'s spies: safevpn.co/civic",
    'CBD gummies that actually work 👉 greenleafcbd.store code CALM15',
    'Looking for investors!! 20% monthly returns guaranteed, contact invest@quickprofit.biz',
  ],
  'masked-profanity': [
    '{L} is a f@#king disgrace',
    'screw u {p}, you absolute sh*tbag',
    'b1tch please, {L} is done',
    '{E} can go fck themselves',
    'what a c*nt {L} is',
  ],
  shouting: [
    '{L^} YOU ARE A COWARD AND A FRAUD',
    'WAKE UP PEOPLE!!! THE {P^} ARE DESTROYING EVERYTHING, THEY ARE SCUM',
  ],
  doxxing: [
    "{L}'s son is Tyler, 14, plays JV football at Westfield High, practice ends at 5.",
    "Here's the {p} organizer's home: 417 Larch Way. Porch light's always on.",
    '{L} lives in the yellow house across from the Methodist church on Pine. Just FYI.',
    "The {p} who runs the petition: cell 614 555 0112, her husband's cell 614 555 0188.",
  ],
  insult: [
    '{L} is a lying weasel and a coward.',
    'Take your meds, {p}.',
    'Imagine being this dense, {p}.',
    'Your brain is as smooth as a marble, {p}.',
  ],
};
export const SEVENTH_CIVIL_MORE: Record<string, string[]> = {
  idiomatic: [
    "Let's bury {X} in committee and salt the earth.",
    '{L} knocked it out of the park at the forum.',
    "We'll smoke them in the runoff.",
    'Time to take a chainsaw to the zoning code.',
    '{L} got crucified by the fact-checkers, fairly.',
    'This budget is bleeding red ink.',
  ],
  'quoting-rebuttal': [
    'My uncle calls the {P} "vermin" at dinner. I told him that is how the worst things in history start.',
    'The sign said "jail the {P}". That is exactly the authoritarian stuff we should all oppose.',
    'A commenter told {L} to "watch her back". Threats are not arguments, mods please remove.',
  ],
  heated: [
    '{L} is dead wrong on {X} and I am furious about it.',
    'This is the most gutless budget I have ever read.',
  ],
  // One's own work and routine, told in one's own name (added when the judge, trained with the
  // doxxing posts, held such a post of the third set out of fold).
  personal: [
    'I work nights at the county hospital and every week the parking fee goes up. {L}, please look at it.',
    'My shift at the plant ends at 6 and the last bus home is gone by then. {X} does nothing for people like me.',
  ],
  sarcastic: [
    'Great job {L}, really crushing it on potholes 🙄',
    'Oh good, {X} again. My favorite rerun.',
  ],
};

/**
 * Third batch (written after the second batch's rules, before the held-out list was run): a ban
 * "from this forum", culling, "= cockroaches", borrowed time, "keep talking…", a no-fly list, more
 * spam; civil: idioms of slaughter and shredding, a doxxing quoted to condemn it. Measured over
 * both lists of sides before its rules: spam 96%, dehumanizing 61%, threat 55%, violence 99%,
 * punish-views 68% caught, the rest 100%; quoting-rebuttal 65% approved; 6 split pairs.
 */
export const SEVENTH_UNCIVIL_THIRD: Record<string, string[]> = {
  spam: [
    'DM me for the link 😉 only 5 spots left',
    'Selling concert tickets below face value, PM me',
    'Get paid $25/hr for online surveys — surveyspay.net',
    'FREE iPhone 15 giveaway — just follow + share + tag 3 friends',
    'Check out my new mixtape on soundcloud, link in my profile',
    'Bitcoin doubler: send 0.1 BTC get 0.2 BTC back, wallet bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    'Roofing, siding, gutters. Call Mike 555-201-3344. Licensed and insured.',
    'Earn from home!!! 💵💵 Visit tinyurl.com/earn-now',
    "vote for {L} AND get 10% off at Joe's Pizza with code VOTE10",
  ],
  'masked-profanity': [
    '{L} is full of sh!t',
    'f*ck off with your {X}',
    'Go pound sand, you a-hole',
    '{P} are all pr!cks',
    'What the f*** is wrong with you {E}',
    '{L} is a piece of s***',
    'd!ckhead {p}',
    '{L} you absolute tw@t',
  ],
  dehumanizing: [
    'The {P} are lice on the body politic.',
    '{P} = cockroaches. Change my mind.',
    'These {P} multiply like bacteria.',
    '{P} should be culled like an overpopulated herd.',
    'The {P} are mindless zombies and should be put down.',
  ],
  epithet: ['{E} gonna cope hard', 'Found another {e} in the wild lol', 'Sit down {e}'],
  threat: [
    'Just remember, {L}, we all know what car you drive.',
    "Somebody's going to make {L} disappear one of these days, and I won't shed a tear.",
    '{L} is living on borrowed time.',
    'Be a shame if the {P} office caught fire tonight.',
    'Keep talking, {p}. See what it gets you.',
  ],
  violence: [
    'Next {p} I see wearing that hat is getting smacked.',
    "Let's go pay the {P} a visit with some baseball bats.",
    'Every {p} deserves a bullet, simple as that.',
    'Someone should run {L} off the road.',
  ],
  'punish-views': [
    "{P} shouldn't be allowed to vote, period.",
    "Anyone who donated to {L} should be audited by the IRS till they're broke.",
    'Put {L} on the no-fly list for that tweet.',
    "Ban every {p} from this forum, they don't deserve a voice.",
  ],
};

export const SEVENTH_CIVIL_THIRD: Record<string, string[]> = {
  idiomatic: [
    '{L} is going to slaughter the competition in the primary.',
    'We need to beat {X} like a drum.',
    'That bill got shredded in committee.',
    "Let's give {X} the boot.",
    "The hearing was a bloodbath for {L}'s poll numbers.",
    'Without a new revenue source {X} is living on borrowed time, the budget office says.',
    'Ban every {p} talking point from your vocabulary and argue with facts instead.',
    "I'd hate to be {L} when the audit of {X} comes out.",
    'There is blood in the water now that {L} trails in the primary.',
  ],
  'quoting-rebuttal': [
    'He called the {P} "cockroaches" on camera. There is no defending that.',
    'Posting "{L} lives at 12 Elm" is doxxing and the mods should remove it.',
    'Someone wrote "{P} should not be allowed to vote". Everyone gets a vote, that is the whole point.',
  ],
};
