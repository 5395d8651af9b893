import { type PeopleSidePairs, sideTemplates } from './dev-set-sides';
/*
 * Thirteenth development set for offline moderation (issue #22, thirteenth pass). Written before
 * the rules were read for this pass, from the categories' definitions alone (never from the rules'
 * word lists, never from the evaluation sets in libs/ai/eval), in voices unlike the earlier sets:
 * teenagers' slang ("ngl", "fr fr", "no cap", "bruh", "lowkey", "ratio"), Reddit-style threads
 * ("This.", "EDIT:", "TL;DR", "> quoted lines", "OP"), terse sports-forum replies, writers of
 * English as a second language ("please kindly", dropped articles, "he is doing the stupid
 * things"), and long rambling posts with the uncivil part buried in the middle. Weighted toward the
 * categories that miss most on new wordings: advertising (prices, codes, shop links spelled out as
 * "dot com", crypto and forex, "DM me", phone and WhatsApp numbers, giveaways, MLM, follow for
 * follow, repeated text), calls for violence (direct, conditional, passive, "someone should…",
 * "I'd pay to see…", historical allusions), insults aimed at a person or at the readers, masked
 * profanity aimed at someone, dehumanizing comparisons, coined labels for sides and groups, and
 * calls to punish people for their views or votes; and the civil look-alikes in the same voices:
 * idioms of harm said of bills, quotes of an opponent's uncivil words rebutted, heated but civil
 * critique, sarcasm, and prices, links and phone numbers that are not advertising.
 *
 * Placeholders as in the twelfth set: {P} a side's people (plural), {p} one of them (singular,
 * also as a modifier), {E} an epithet for them (plural), {e} singular, {L} a figure of the side (no
 * pronoun is used for a figure), {X} a cause the side backs; {P^} upper-cases the fill. Every
 * template with a placeholder is filled for four [left, right] pairs (a political pair, two
 * professions, two hobbies, two towns) with the same words around them.
 *
 * THIRTEENTH_HELD_OUT_* is a held-out list written at the same time, filled with other sides
 * (THIRTEENTH_OTHER_SIDES): it is measured before and after the pass and never used to shape rules.
 */

export const THIRTEENTH_SIDES: PeopleSidePairs = [
  [
    { P: 'Bernie supporters', p: 'Bernie supporter', E: 'Berniebros', e: 'Berniebro', L: 'Senator Sanders', X: 'the free college plan' },
    { P: 'Tea Party members', p: 'Tea Party member', E: 'teabaggers', e: 'teabagger', L: 'Senator Paul', X: 'the flat tax' },
  ],
  [
    { P: 'teachers', p: 'teacher', E: 'glorified babysitters', e: 'glorified babysitter', L: 'Principal Okafor', X: 'the class-size cap' },
    { P: 'police officers', p: 'police officer', E: 'jackboots', e: 'jackboot', L: 'Chief Brennan', X: 'the patrol budget' },
  ],
  [
    { P: 'gamers', p: 'gamer', E: 'basement dwellers', e: 'basement dweller', L: 'League Organizer Baptiste', X: 'the esports arena' },
    { P: 'golfers', p: 'golfer', E: 'country-club snobs', e: 'country-club snob', L: 'Club Captain Moreau', X: 'the golf course expansion' },
  ],
  [
    { P: 'Millbrook residents', p: 'Millbrook resident', E: 'Millbrook inbreds', e: 'Millbrook inbred', L: 'Mayor Okonkwo', X: 'the Millbrook bypass' },
    { P: 'Eastport residents', p: 'Eastport resident', E: 'Eastport trust-fund brats', e: 'Eastport trust-fund brat', L: 'Mayor Lindqvist', X: 'the Eastport marina' },
  ],
];

/**
 * Other sides (for the held-out list only): groups and figures none of this set's templates were
 * filled with.
 */
export const THIRTEENTH_OTHER_SIDES: PeopleSidePairs = [
  [
    { P: 'Democratic voters', p: 'Democratic voter', E: 'Demtards', e: 'Demtard', L: 'Senator Schumer', X: 'the climate bill' },
    { P: 'GOP loyalists', p: 'GOP loyalist', E: 'Goptards', e: 'Goptard', L: 'Senator McConnell', X: 'the border bill' },
  ],
  [
    { P: 'lawyers', p: 'lawyer', E: 'ambulance chasers', e: 'ambulance chaser', L: 'Bar President Quinn', X: 'the legal aid fund' },
    { P: 'bankers', p: 'banker', E: 'banksters', e: 'bankster', L: 'CEO Marsh', X: 'the bank merger' },
  ],
  [
    { P: 'skateboarders', p: 'skateboarder', E: 'skate punks', e: 'skate punk', L: 'Parks Director Ames', X: 'the skate park' },
    { P: 'dog owners', p: 'dog owner', E: 'mutt-huggers', e: 'mutt-hugger', L: 'Parks Director Rowe', X: 'the dog park' },
  ],
  [
    { P: 'Riverside residents', p: 'Riverside resident', E: 'Riverside yokels', e: 'Riverside yokel', L: 'Alderman Okoro', X: 'the Riverside levee' },
    { P: 'Hilltop residents', p: 'Hilltop resident', E: 'Hilltop toffs', e: 'Hilltop toff', L: 'Alderman Whitcombe', X: 'the Hilltop tram' },
  ],
];

const thirteenth = sideTemplates(THIRTEENTH_SIDES);
export const fillThirteenth = thirteenth.fill;
/** Every version of a template: [left, right] per pair of sides (THIRTEENTH_SIDES unless others are given), or the template itself. */
export const thirteenthPairs = thirteenth.pairs;
/** The held-out list's versions: filled with THIRTEENTH_OTHER_SIDES. */
export const thirteenthHeldOutPairs = (template: string) => thirteenth.pairs(template, THIRTEENTH_OTHER_SIDES);

export const THIRTEENTH_UNCIVIL: Record<string, string[]> = {
  spam: [
    'ngl this hoodie slaps 🔥 only $24.99 w/ code DRIP30 at fitzcloset dot com',
    'Forex signals 95% accuracy!! join my telegram t.me/pipkingsignals and start earning today',
    'DM me for the crypto method that turned $300 into $9k in one week, no joke 📈',
    'GIVEAWAY 🎁 follow + like + tag 3 friends to win a PS5!! winner announced friday',
    'follow for follow? f4f, I follow back 100% 🙏🙏',
    'Call or WhatsApp +1 (555) 201-7788 for best price on used tires, delivery same day',
    'Hi everyone!! I am now a independant consultant with GlowLife, message me to join my team and be your own boss 💅',
    'Cheap essays written by experts, 10$ per page, visit essayhelp-pro[.]net',
    'sub to my channel pls!! youtube dot com slash xXgamerkingXx 🎮',
    'Earn 2% daily with USDT staking, wallet address in my profile, min deposit 50$',
    'best CBD gummies in town 🌿 20% off this weekend, order at greenleafhemp dot co',
    'hot singles in your area want to meet you >>> lovematch4u.xyz',
    'Selling Taylor Swift tickets, floor seats, $350 each, text 555-019-4422 serious buyers only',
    'Dear friend, kindly invest with our company and get 300% return in 3 months, contact Mr. David on whatsapp',
    'vote vote vote for my daughter in the cutest baby contest!!! link: bit.ly/cutebaby2026 vote vote vote',
    'limited offer!!! cheap airpods cheap airpods cheap airpods only 15 dollars',
    'Check out my OnlyFans 😘 link in bio, first month free',
    'Are you tired of debt? Our program erases up to 70% of your debt! Call 1-800-555-0199 now!!',
    'Roof leaking? Smith & Sons Roofing, free estimates, 10% off for veterans, call 555-0147',
    'Bro I just made 4 grand flipping sneakers, comment "INFO" and I will send you my course 🚀',
    'buy gold now before the crash!!! goldsafe dot com has the lowest premiums, use promo SAFE10',
    'Use my referral link to get $50 free on CashDrop: cashdrop.app/ref/jake2026 💸💸',
  ],
  violence: [
    'someone should just take {L} out back and handle it, old school style',
    "I'd pay to see {L} get dragged out of that office by the hair",
    'bring out the guillotines, {L} first',
    'if {X} passes I swear we start burning {p} houses down one by one',
    'bro the {P} need to catch these hands fr fr 👊',
    'honestly {L} should be lined up against a wall with the rest of them',
    'Somebody please run over the next {p} march with a truck, im begging',
    'tar and feather {L}, thats what the founders would do',
    'we need to start hanging {P} from the lampposts, only language they understand',
    'In my country we know what to do with the people like {L}. Rope. Very simple.',
    "wouldn't cry if someone put {L} in the ground tbh",
    'Hope someone firebombs the {p} office tonight 🔥🔥',
    'the only good {p} is a dead one',
    'ref should get his legs broken after that call lol',
    'smash every window at the {p} hall until they drop {X}',
    'Every {p} who voted for {X} deserves a beating, full stop',
    'get the pitchforks and torches, we are visiting {L} tonight',
    'one day somebody is gonna shoot {L} and nobody will be sad',
    'we should all go down there and beat {L} senseless',
    "TL;DR: {L} needs to be killed. that's it, that's the post",
    'Round up the {P} and throw them off the bridge, problem solved',
    'if I see a {p} at the meeting im knocking them out no questions asked',
    'Put {L} in front of a firing squad',
    'a little political violence against the {P} would do this country good',
  ],
  insult: [
    'OP is a certified clown 🤡 and everyone in this thread knows it',
    'bruh {L} is literally the dumbest person alive no cap',
    "This. {L} is a spineless worm and i'm tired of pretending otherwise",
    'you people are morons, every single one of you in these comments',
    'Reading comprehension of a potato, OP. Unreal.',
    '{L} is a lying sack of garbage and always has been',
    'Sir you are stupid person and your brain is very small',
    'imagine being this braindead, couldnt be me 💀',
    'anyone who upvoted this is a drooling idiot',
    "{L}? pathetic loser, can't even finish a sentence",
    'shut your mouth you ignorant hick, nobody asked',
    'EDIT: to the dimwits in my replies, learn to read',
    'ratio + you fell off + nobody likes you + clown',
    'ur a absolute imbecile if u think {X} will work lol',
    '{L} is a disgusting slimeball, period',
    'Ok boomer, go back to your nursing home, you senile old fool',
  ],
  'masked-profanity': [
    '{L} is a f*cking j0ke',
    'stfu {L} nobody cares',
    'f u c k {L} and f u c k {X}',
    'the {P} can go s.u.c.k it',
    '{L} = biggest a$$hole in the state',
    'eat sh!t {L}',
    'what a b1tch move by {L}, absolute pr!ck',
    'gtfo of my thread you d1ckhead',
    '{L} is a f—ing moron',
    'kys {L}',
    'go f yourself {L}, seriously',
    '{L} is such a c*nt',
  ],
  dehumanizing: [
    'the {P} breed like rabbits and then cry about {X}',
    '{P} are cockroaches, you step on one and ten more crawl out',
    'honestly the {P} are just animals, no brain, only instinct',
    'the {P} are a disease on this town',
    '{P} are vermin and should be treated like it',
    'These {P} are parasites sucking the life out of every taxpayer',
    '{P} are subhuman, sorry not sorry',
    'Like rats leaving a sinking ship, the {P} will scatter after the vote',
    'the {P} are a plague of locusts on this county',
    "you can't reason with {P}, they're basically apes with phones",
    'the {P} are a cancer that needs to be cut out of this country',
    'herd the {P} back to their pens',
  ],
  epithet: [
    'lmao the {E} are malding in the replies rn',
    'ngl every {e} i know is like this',
    'another day another {e} meltdown on the front page',
    'Cope harder {E}, {X} is dead',
    'here come the {E} to downvote everything',
    'not a single {e} showed up to the meeting, shocker',
    'sorry {e}, the grown ups are talking',
    'Typical {E}. Nothing more to say.',
    "{L} is the king of the {E}, can't stand any of them",
    'can the {E} take one day off from whining about {X}?',
    'the {E} got ratioed again 😂',
    'i just blocked another {e}, feels good',
    'every thread about {X} gets swarmed by {E}',
    'found the {e} 👆',
  ],
  'punish-views': [
    'anyone who voted for {X} should lose their job, simple as',
    'we should make a list of every {p} who signed the petition and make sure they never work in this town again',
    'strip the {P} of their right to vote, they clearly cant handle it',
    'every {p} in the city government should be fired for supporting {X}',
    'Put {L} in jail for saying that on tv',
    'deport every {p} who complains about {X}',
    'Ban {P} from this forum, their opinions are not welcome',
    'the {P} who voted yes should have their licenses revoked',
    'We must put the {P} on a registry so everyone knows who they are',
    'kick every {p} out of the league for supporting {X}',
    'lock up everybody who donated to {L}, treason',
    'Companies should refuse to hire anyone who supports {X}',
    'if you voted for {L} you should be banned from owning a business here',
    'Send the {P} to re-education camps until they learn',
  ],
  threat: [
    'I know where you live {L}, see you soon',
    'keep talking and you will find out what happens, {L}',
    'you better watch your back at the next {p} meeting',
    'we have your address, enjoy your last week',
  ],
  harassment: [
    'Everyone go spam {L}s personal phone, number is in my bio',
    'post her home address in the replies, lets pay her a visit',
    'lets all dogpile this guy until he deletes his account',
  ],
};

export const THIRTEENTH_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'call your rep today and ask them to kill this bill in committee',
    'the committee wants to gut the program and leave nothing for the food bank',
    '{L} could torpedo the deal on {X} with one vote',
    'ngl the council absolutely murdered the budget debate last night, best meeting in years',
    'We need to slash the permit fees, they are crushing small shops',
    'the amendment is dead on arrival, everyone knows it',
    'time to pull the plug on {X}, it has run out of money',
    'the audit blew up {L}s whole argument',
    'fr the {P} crushed it at the town hall, great turnout',
    'Lets strangle this tax hike in the crib before it spreads to the county',
    'the referee killed the game with that call, so many stoppages',
    'Our team got destroyed 6-0, brutal',
    'we need to fight tooth and nail for {X}',
    'the new zoning rule would choke the life out of downtown',
    'the governor vetoed it and basically executed the whole plan',
    'this bill is a bomb waiting to go off in the next budget',
    'we should shoot down this proposal at the meeting',
    'the sponsor is going to bleed support if {X} stays in it',
    'that rebuttal from {L} was a knockout punch',
    'Axe the toll, nobody uses that road anyway',
    'the paper tore the plan to shreds in the editorial',
    'I could kill for a decent bus schedule in this town lol',
  ],
  'quoting-rebuttal': [
    'someone in the last thread called {P} "vermin". That is not OK and mods should remove it.',
    '> the {E} should all be locked up\nNo. Disagreeing with {X} is not a crime.',
    '{L} was called a "lying piece of garbage" on here yesterday, and I think that kind of talk helps nobody',
    'People keep saying "hang {L}" as a joke. It is not funny and it never was.',
    'My cousin calls {P} "{E}", and I told him that name-calling is why nobody listens anymore',
    'Quote from the flyer: "{P} are a disease." This is hateful and the print shop should be ashamed.',
    'the guy at the meeting yelled "you people are idiots" at the {P}. Very sad to see.',
    'when someone writes "{L} should be shot" you report it, you do not argue with it',
    'Calling the {P} "subhuman" is exactly the rhetoric that got people hurt before.',
    'Please stop with the "{e}" stuff, we can disagree about {X} without it',
    'the email that said "we know where you live" was forwarded to police, as it should be',
    'My neighbor said the {P} should "go back where they came from." I disagreed, politely.',
    'The slogan "burn it all down" on the banner was a bad look for the march.',
    'Someone DMed me "kys" over a comment about {X}. Reported. Be better, people.',
    'EDIT: to whoever said "{L} deserves a beating" — no, nobody does.',
    'the sign said "{P} = rats". I support {X} and I still think that sign was disgusting.',
    'Repeating "lock them up" about the {P} does not make it an argument.',
    'Our coach told a ref he was a "blind idiot" and got suspended. Fair.',
  ],
  critique: [
    '{L} has broken three promises on {X} and voters should remember that in November',
    'the {P} keep citing numbers that the audit does not support',
    'I think {X} is badly designed: the cost estimate ignores maintenance',
    'honestly {L} dodged every question tonight, that was poor leadership',
    '{L} voted against the ethics rule, which looks self-serving to me',
    'the plan for {X} is vague and the {P} have not answered basic questions',
    "{L}'s record on the budget is the worst in a decade and the numbers show it",
    'I disagree with the {P} completely on {X}, it would raise rents',
    'With respect, the argument for {X} falls apart once you read the fine print',
    'the {P} on the board have been arrogant and dismissive of residents',
    '{L} is not honest about the cost, I think must explain it better to us',
    "ngl {L}'s speech was mid, lots of slogans and zero plan",
    '{L} is wrong about this and so is everyone defending {X}',
    'the leadership of the {P} has failed this town for years',
  ],
  heated: [
    'I am SO angry about {X}. This is a disgrace and the council should be ashamed!!!',
    'this is absolutely ridiculous, who thought {X} was a good idea???',
    'I am furious that {L} lied to us about the budget',
    'Enough is enough. Vote {L} out.',
    'this ruling is a damn travesty and we need to appeal it',
    'Are you kidding me?! The {P} just blocked the park funding AGAIN',
    'hell no to {X}, not in my town',
    'the whole process stinks and {L} knows it',
    'I have had it with this council. Every meeting is a circus.',
    'WTF is this budget, seriously, who signed off on this',
    'This is bull and everyone in this room knows it',
    'I am sick and tired of {L} ignoring our neighborhood',
    'Shame on {L} for skipping the hearing. Shame.',
    'damn, the {P} really dropped the ball on {X}',
  ],
  sarcastic: [
    'oh great, another study on {X}, exactly what we needed 🙄',
    'wow {L} changed position again, what a shock',
    'sure, because raising fees always works out so well',
    'love how the {P} discovered the budget exists right before the election',
    "Yeah {X} will totally fix everything, can't wait",
    'cool cool cool, so we are paying consultants 2 million to tell us the road has holes',
    'nice of {L} to show up for the photo op',
    'truly a genius move to schedule the hearing during the game',
    "bold strategy by {L}, let's see if it pays off",
    'The {P} are really out here acting like {X} was their idea lmao',
    "10/10 planning, the new bike lane ends in a wall",
    'ah yes, the annual "we will fix the potholes" promise',
  ],
  'prices-links': [
    'The CBO estimate for {X} is $4.2 billion over ten years: cbo.gov has the full report',
    'Public hearing call-in line is 555-0100, code 4471, Tuesday at 6pm',
    'the ticket price for the town fair went up to $12, anyone know why?',
    'Full text of {X} is at legislature dot gov if you want to read it yourself',
    '{X} would cost each household about $180 a year according to the county',
    'Registration for the youth league is $40, scholarships available, ask at the front desk',
    'I paid 3 dollars for parking downtown today, up from 2. Is that the new meter rate?',
    'Here is the livestream of the council meeting: youtube.com/@millbrookcouncil',
    'The food bank needs volunteers Saturday, sign up at the library or call 555-0182',
    "the library's used book sale is this weekend, everything $1, proceeds go to the literacy program",
    'Discount code for the museum? Nope, but Tuesdays are free for residents',
    'Petition against {X} is on the city website, you need your voter ID number to sign',
    'The budget document (page 43) lists $2.1M for road repairs, link: city.gov/budget2026',
    'Does anyone know if the $500 rebate for heat pumps still applies?',
    'The poll from Pew on {X} is here: pewresearch.org, worth reading before the debate',
    'If you need a ride to the polls, call the county line at 1-800-555-0123, it is free',
    'Please DM me if you want to carpool to the hearing on {X}',
    'repeat after me: read the bill, read the bill, read the bill before you comment',
  ],
  'one-sided': [
    '{X} is the best idea this town has had in twenty years, support it!',
    'Proud to stand with the {P} on {X}',
    '{L} is the only one in this race who tells the truth',
    'The {P} are right about {X} and the data backs them up',
    'Vote yes on {X}, our kids deserve it',
    'the {P} have my full support, always',
    'Go {L}!! best candidate by a mile',
    'No on {X}. It is a bad deal for everyone.',
  ],
  plain: [
    'when is the next meeting about {X}?',
    'Does anyone have the minutes from the {p} forum last week?',
    'what time do polls close on tuesday',
    'Is it true {L} will hold a town hall on {X}?',
    'thanks to the {P} who organized the cleanup, great job',
    'Can someone explain what {X} actually changes? TL;DR please',
    'Sorry for my english. I want to ask where I register to vote in this county?',
    'The {p} group meets Thursdays at 7, everyone welcome',
    'GG everyone, great match last night',
    'lowkey the farmers market was fire today, go get the peaches',
    'Does the bus still run on Sundays?',
    'My opinion: {X} has good and bad parts. Need more time to think.',
    'First time posting here. Long time lurker. Hello everyone!',
    'Happy to report the library roof is finally fixed',
  ],
};

export const THIRTEENTH_HELD_OUT_UNCIVIL: Record<string, string[]> = {
  spam: [
    'Make $500/day from your phone!!! DM me "START" 💵',
    'New collection dropped 👗 free shipping with code FREESHIP at bellarose dot shop',
    'whatsapp me +234 801 555 0101 for bitcoin mining investment, guaranteed profit',
    'Giveaway!!! first 100 people to click the link get a free gift card',
    'sub4sub anyone? drop your channel below',
    'Need a plumber? Call Joe at 555-0177, cheapest rates in the county, 15% off first visit',
    'buy buy buy $MOONCOIN now before it goes 100x 🚀🚀🚀',
    'I quit my 9-5 thanks to this amazing opportunity, ask me how!! 💰',
  ],
  violence: [
    'somebody needs to teach {L} a lesson with a baseball bat',
    "I'd love to see {L} hanging from a tree",
    'burn down the {p} clubhouse, no mercy',
    'If {X} goes through, the {P} better start running',
    'just shoot the {P} and be done with it',
    'tbh {L} deserves to be stabbed',
    'storm the {p} meeting and rough them up',
    'wish someone would put {L} in a body bag',
  ],
  insult: [
    '{L} is an absolute halfwit',
    'OP has the IQ of a doorknob',
    'lol you are all clowns in this sub',
    'shut up {L}, you useless fool',
    'you dumb cow, read the article',
  ],
  'masked-profanity': ['{L} is a piece of sh*t', 'f*ck off {L}', '{L} is a d0uchebag', 'fck the {P} fr'],
  dehumanizing: [
    'the {P} are worms crawling out of the mud',
    '{P} are filthy animals',
    'the {P} are a virus spreading through this city',
    'the {P} multiply like rats',
  ],
  epithet: ['bye {e} 👋', 'the {E} are out in force today', 'typical {e} take', 'nobody asked you {e}'],
  'punish-views': [
    'fire every {p} who backs {X}',
    'arrest {L} for that speech',
    'anyone who supports {X} should be kicked out of the state',
    'the {P} should be banned from voting',
  ],
  threat: ['watch yourself {L}, we know your car', 'you will regret posting that, I promise'],
  harassment: ['everyone report and spam {L}s page until it gets taken down'],
};

export const THIRTEENTH_HELD_OUT_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'we have to kill the amendment before the vote',
    '{L} wants to gut {X} and that is a mistake',
    'the deal got torpedoed by the finance committee',
    'the new tax would strangle small farms',
    'Our team slaughtered them in the second half',
    'cut the fat out of the budget, start with consultants',
    'the report shot holes in the plan for {X}',
  ],
  'quoting-rebuttal': [
    'someone wrote "{P} are animals" on the bus stop. Painted over it this morning.',
    'saying "{L} should hang" is not free speech, it is a threat',
    'Calling people "{E}" does not win any argument about {X}',
    'the caller said "I know where you live" to the clerk. That is unacceptable.',
    'He said the {P} were "a cancer." I think that is wrong and said so.',
    'I keep seeing "lock up the {P}" in these threads. Stop it.',
  ],
  critique: [
    '{L} has no plan for {X} and it shows',
    'the {P} are wrong about the costs',
    "{L}'s handling of the budget was incompetent",
    'I strongly oppose {X}, it is bad policy',
    'the {P} keep ignoring the evidence on {X}',
  ],
  heated: [
    'This is outrageous!!! {X} must be stopped',
    'damn it, the council did it again',
    'I am livid about how {L} treated the residents',
    'what a joke of a meeting, total waste of time',
  ],
  sarcastic: [
    'oh wonderful, another tax, just what we needed',
    'sure {L}, we believe you this time',
    'genius idea to close the library during exams',
  ],
  'prices-links': [
    'the budget for {X} is $3 million, details at county.gov/budget',
    'call the clerk at 555-0110 to request a mail ballot',
    'the fair costs $8 for adults, kids free',
    'report is at gao dot gov, search for {X}',
    'DM me if you need help finding your polling place',
    'bus fare goes up to $2.50 in January',
  ],
  'one-sided': ['{X} is great for this town', 'I stand with {L} 100%', 'Support the {P}, vote yes on {X}'],
  plain: [
    'where do I find the agenda for Thursday?',
    'Is {L} speaking at the forum?',
    'how many signatures does the petition need?',
    'gg, good season everyone',
    'Please can someone tell me how to apply for the parking permit?',
    'The {p} meetup moved to Friday',
  ],
};
