import { type PeopleSidePairs, sideTemplates } from './dev-set-sides';
/*
 * Twelfth development set for offline moderation (issue #22, twelfth pass). Written before the
 * rules were read for this pass, from the categories' definitions alone (never from the rules'
 * word lists, never from the evaluation sets in libs/ai/eval), by another author in the voices of
 * older Facebook users, the union hall's group page, church-newsletter readers and a veterans'
 * post comment section: ellipses... instead of full stops, stray capitals, "brother", "folks",
 * "God bless", flags and praying hands, typos ("there" for "they're", "alot", "loose"), long
 * posts with the uncivil part in the middle. Weighted toward the hardest categories: coined and
 * bent party names and group labels, calls for violence (direct, passive, "I'd pay to see…"),
 * advertising (prices, codes, shops, crypto, repeated text), punishing people for their views or
 * votes (jail, firing, expulsion from union or church, deportation, registries), masked and
 * spaced profanity (a**, f-ing, leetspeak, spaced letters), name-calling, dehumanizing
 * comparisons; and the civil look-alikes: idioms of harm said of bills, budgets and rules, and
 * quoting an opponent's uncivil words in order to rebut them.
 *
 * Placeholders as in the tenth set: {P} a side's people (plural), {p} one of them (singular, also
 * as a modifier), {E} an epithet for them (plural), {e} singular, {L} a figure of the side (no
 * pronoun is used for a figure), {X} a cause the side backs; {P^} upper-cases the fill. Every
 * political template is filled for four [left, right] pairs with the same words around them.
 *
 * TWELFTH_HELD_OUT_* is a held-out list written at the same time, filled with other sides
 * (TWELFTH_OTHER_SIDES): it is measured before and after the pass and never used to shape rules.
 */

export const TWELFTH_SIDES: PeopleSidePairs = [
  [
    { P: 'Democrats', p: 'Democrat', E: 'Demonrats', e: 'Demonrat', L: 'Governor Whitmer', X: 'the paid leave bill' },
    { P: 'Republicans', p: 'Republican', E: 'Repugnicans', e: 'Repugnican', L: 'Governor DeSantis', X: 'the concealed carry bill' },
  ],
  [
    { P: 'union members', p: 'union member', E: 'union goons', e: 'union goon', L: 'President Fain', X: 'the strike fund' },
    { P: 'small business owners', p: 'small business owner', E: 'bloodsucking bosses', e: 'bloodsucking boss', L: 'Chamber President Hollis', X: 'the right-to-work ordinance' },
  ],
  [
    { P: 'climate activists', p: 'climate activist', E: 'eco-freaks', e: 'eco-freak', L: 'Commissioner Reyes', X: 'the carbon fee' },
    { P: 'oil workers', p: 'oil worker', E: 'frack heads', e: 'frack head', L: 'Commissioner Boyd', X: 'the pipeline permit' },
  ],
  [
    { P: 'church members', p: 'church member', E: 'holy rollers', e: 'holy roller', L: 'Pastor Greene', X: 'the prayer ordinance' },
    { P: 'atheists', p: 'atheist', E: 'godless heathens', e: 'godless heathen', L: 'Professor Lutz', X: 'the secular schools motion' },
  ],
];

/**
 * Other sides (for the held-out list only): groups and figures none of this set's templates were
 * filled with.
 */
export const TWELFTH_OTHER_SIDES: PeopleSidePairs = [
  [
    { P: 'Biden voters', p: 'Biden voter', E: 'Bidenistas', e: 'Bidenista', L: 'Speaker Pelosi', X: 'the student loan relief' },
    { P: 'MAGA voters', p: 'MAGA voter', E: 'MAGAts', e: 'MAGAt', L: 'Speaker Johnson', X: 'the tariff plan' },
  ],
  [
    { P: 'cyclists', p: 'cyclist', E: 'lycra louts', e: 'lycra lout', L: 'Councillor Park', X: 'the road diet' },
    { P: 'truckers', p: 'trucker', E: 'road hogs', e: 'road hog', L: 'Councillor Dunn', X: 'the truck route' },
  ],
  [
    { P: 'socialists', p: 'socialist', E: 'commies', e: 'commie', L: 'Rep. Omar', X: 'the wealth tax' },
    { P: 'libertarians', p: 'libertarian', E: 'Libertardians', e: 'Libertardian', L: 'Rep. Massie', X: 'the gold standard bill' },
  ],
  [
    { P: 'gun control supporters', p: 'gun control supporter', E: 'gun grabbers', e: 'gun grabber', L: 'Senator Murphy', X: 'the red flag law' },
    { P: 'NRA members', p: 'NRA member', E: 'ammosexuals', e: 'ammosexual', L: 'Senator Hawley', X: 'the permitless carry law' },
  ],
];

const twelfth = sideTemplates(TWELFTH_SIDES);
export const fillTwelfth = twelfth.fill;
/** Every version of a template: [left, right] per pair of sides (TWELFTH_SIDES unless others are given), or the template itself. */
export const twelfthPairs = twelfth.pairs;
/** The held-out list's versions: filled with TWELFTH_OTHER_SIDES. */
export const twelfthHeldOutPairs = (template: string) => twelfth.pairs(template, TWELFTH_OTHER_SIDES);

export const TWELFTH_UNCIVIL: Record<string, string[]> = {
  epithet: [
    'The {E} are at it again...same old song and dance',
    'typical {e} logic right there folks 🙄',
    '{L} and the rest of the {E} wont be happy till we are all broke',
    'only a {e} would stand up and defend {X} with a straight face',
    'ok {e}, whatever you say',
    'Listen here {e}, some of us actually worked for a living',
    'lol the {E} are crying in the comments again 😂😂',
    'Another {e} post. Scroll on by brothers',
    '{E} never learn, never have never will',
    'my {e} brother in law wont shut up about {X} at thanksgiving',
    'Wake up people!!! the {E} are running this county into the ground',
    'Sorry but I dont take advice from {E}',
    'Go home {e}, nobody at the hall voted for you',
    'the {E} on the school board snuck {X} through again',
    'Pastor said to pray for our enemies so I guess I will pray for the {E} too 🙏',
    'you can always spot a {e} by how loud they get about {X}',
  ],
  violence: [
    'somebody needs to put a bullet in {L} before {X} goes any further',
    'grab your rifles boys, if {X} passes we go to the capitol and drag them out',
    'string up every last one of the {P} who pushed {X}, thats what my granddad would of done',
    "I'd pay good money to watch someone knock {L}s teeth out 👊",
    'time to break some skulls at the next {p} rally',
    'torch the {p} headquarters and lets see them push {X} then',
    'the {P} should be beaten senseless and left in a ditch',
    'Honestly the only answer left for the {P} is the gallows. Anyway, potluck is at 6, bring a dish.',
    'run the {P} over with trucks if they block the road for {X} again',
    'take up arms against the {P}, the ballot box has failed us',
    'if I was younger I would go over there and beat {L} to a pulp myself',
    'Someone should burn {L}s house down with the family inside, then well see about {X}',
    'the {P} protesting {X} should be shot on sight',
  ],
  'punish-views': [
    'every {p} who voted for {X} should be fired Monday morning',
    'jail the {P} who signed the petition for {X}, all of them',
    'strip the citizenship of anyone who supports {X}',
    'throw the {p} members out of the union hall for how they voted, no more dues, no more benefits',
    'any {p} who speaks up for {X} should be kicked out of the church, period',
    'make a list of everyone who voted for {X} and make sure they never work in this town again',
    'deport every {p} who marched for {X}',
    'take away the vote from the {P}, they cant be trusted with it',
    'revoke the teaching license of any {p} who backs {X}',
    'the {P} should be sent to re-education camps until they stop supporting {X}',
    'anyone who signed the letter for {L} should lose their pension, simple as that',
  ],
  'masked-profanity': [
    '{L} is a complete a**hole and everyone knows it',
    'these f-ing {P} again...',
    '{L} you s h i t h e a d, read the bill',
    'what a d!ck move by {L} on {X}',
    'shut up you @$$hat {p}',
    '{L} is a lying sack of sh1t',
    'go phuck yourself {L}',
    'a bunch of b@stards the {P} are',
    'this effing {p} wont stop posting about {X}',
    '{L} = POS, plain and simple',
    'f u c k {L} and f u c k {X}',
    'that {p} is a pr1ck and a half',
  ],
  insult: [
    'you must be the dumbest person in this whole county',
    '{L} is a senile old fool who should of retired 20 yrs ago',
    'what a nincompoop, honestly',
    'Anyone who believes this garbage is a gullible idiot, sorry not sorry',
    'you are a disgrace to the uniform and to this post',
    'you knucklehead, did you even read what you shared??',
    '{L} is a spineless coward and a liar',
    'Only a half-wit would fall for {X}',
    'bless you but you are dumb as a box of hair',
    'You folks reading this are a bunch of suckers if you buy it',
    'Sir you are a lowlife and a crook and I will say it to your face at the VFW',
    'go back to your mommas basement you loser',
  ],
  dehumanizing: [
    'the {P} are rats, nothing but rats',
    '{P} multiply like cockroaches every election year',
    'the {P} are a plague on this nation',
    'we need to get the {p} lice out of our schools',
    '{P} are a disease and {X} is the symptom',
    'the {P} are subhuman garbage',
    'a pack of hyenas, the {P}, circling anything weak',
    'the {P} are maggots feeding on our tax dollars',
    'the {P} are a virus and this town needs a vaccine',
    '{P} are mongrels, not people',
    'the {P} are swarming like locusts over {X}',
    'scrape the {P} off the bottom of your boot like the filth they are',
  ],
  threat: [
    'you will get whats coming to you {L}, mark my words',
    'I know where you live {p}, keep talking',
    'we will be waiting for you outside the hall after the vote {L}',
    'I hope {L} dies a slow painful death',
    'pray your tires dont go flat on the way home {L}',
  ],
  harassment: [
    'this {p} Karen Mueller lives at 418 Birch Lane, go pay her a visit',
    'the {p} who wrote that letter works the front desk at Dr. Patel office on Main, mornings 8-2, you know what to do',
    'Here is his cell 555-0143 and email tom.becker55@mailbox.com, let him have it',
    'Kevin from the paint shop, the one who spoke for {X}, drops his kids at Lincoln Elementary at 7:45 every day',
    'her husband works at the county garage and her daughter is a junior at Central, just so everyone knows who she is',
    'posting the home address of the {p} who complained: 77 Orchard Ct. Lets fill the mailbox',
  ],
  spam: [
    'Genuine leather wallets only $9.99!!! use code SAVE40 at checkout www.walletking-shop.com',
    'I made $4,200 last week from home with this crypto app, message me for the link 💰🚀',
    'FREE iPhone 15 giveaway click bit.ly/free-phone-now before its gone',
    'Buy cheap followers and likes, 1000 for $5, best prices at followfast.biz',
    'Bitcoin doubled my retirement in 30 days!!! DM me "WEALTH" for the secret',
    'Want to lose 30 lbs in 2 weeks? Try KetoBurn, 50% OFF today only, link in bio',
    'discount code VET20 gets you 20% off all tactical gear at ironeagleoutfitters.com',
    'CLICK HERE CLICK HERE CLICK HERE CLICK HERE CLICK HERE',
    'Hello dear, I am Mrs. Grace, investment manager, earn 15% weekly guaranteed, contact on WhatsApp +44 7700 900123',
    'cheap car insurance cheap car insurance cheap car insurance quotes here',
    'Need cash fast? Payday loans approved in 5 min, no credit check, apply at quickcash-now.net',
    'Brand name sunglasses 90% off, clearance sale, only $19 at shadesoutlet.store',
    'Join my team and earn 5 figures a month selling essential oils, no experience needed!! 🌿💵',
  ],
  shouting: [
    'YOU ARE A TRAITOR {L^} AND A DISGRACE!!!',
    'SHUT UP YOU STUPID {P^}!!!!',
    'GET LOST {L^}, NOBODY WANTS YOUR GARBAGE HERE',
    'THE {P^} ARE THE DUMBEST PEOPLE ALIVE',
  ],
};

export const TWELFTH_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'call your rep and tell them to kill this bill before Friday',
    'we need a plan to attack the deficit, not more spending',
    'the council wants to gut the regulation on septic inspections and that worries me',
    'the pension shortfall is a cancer on the budget',
    'the senate shot down the amendment on {X} 52-48',
    'lets bury this proposal at the next meeting, it is not ready',
    '{L} is going to torpedo {X} if nobody pushes back',
    'the union is ready to fight like hell for the new contract',
    'time to axe the parking fee downtown',
    'the new superintendent killed it at the open house, great speech',
    'the rollout of {X} has been a total trainwreck',
    'we got slaughtered in the bowling league last night lol',
    'our vets are gonna crush the 5k fundraiser this year 💪',
    'the mayor beat the deadline by one day, barely',
  ],
  'quoting-rebuttal': [
    'Somebody on here called me a "{e}" for asking about {X}. Name-calling is not an argument.',
    'my neighbor says "the {P} are rats". That is a horrible thing to say about people.',
    'a guy at the hall said "string them up" about {L}. No. We vote, we dont hang people.',
    'The sign said "jail the {P}". In America we dont jail people for how they vote.',
    'Someone wrote "{L} is a POS" on the flyer. Disagree all you want but keep it clean.',
    'Quote from the last thread: "you must be the dumbest person in this county". Really? Over a zoning map?',
    'I keep hearing "{P} are a disease". That kind of talk is how bad things start.',
    'When people say "deport every {p}" they forget {P} are citizens too.',
    'Folks posted "we know where you live" to the clerk. That is a threat and it has no place here.',
    '"Burn it all down" is not a plan for {X}, it is a tantrum.',
    'Replying to the one who wrote "go f yourself": I will not, but I will read the bill again.',
    'The flyer calls them "{E}". Can we please just use the names of the parties?',
    'My cousin calls {L} "a senile old fool". I disagree with {L} on {X} but that is not fair.',
  ],
  critique: [
    '{L}s voting record on {X} contradicts every campaign promise',
    'the numbers in the fiscal note for {X} are just wrong, check page 7',
    'that is a foolish plan and it will cost the county millions',
    'the {P} got {X} wrong, and they should admit it',
    'This idea is half baked. Where is the money coming from?',
    'I voted for {L} twice and I am disappointed in the vote on {X}',
  ],
  heated: [
    'I am sick and tired of the board ignoring us on {X}!!!',
    'This is OUTRAGEOUS. Forty years I paid dues and now they cut the pension?',
    'I am so angry about {X} I could scream. Call your reps!!',
    'Shame on {L} for skipping the hearing on {X}. We deserve better.',
  ],
  sarcastic: [
    'Oh wonderful, another study on {X}. Just what we needed 🙄',
    'Sure, {L} totally read all 900 pages. And I am the Pope.',
    'Great job county, the pothole on 5th is now old enough to vote',
    'wow what a shock, the consultant recommends hiring more consultants',
  ],
  'one-sided': [
    '{X} is the best thing this state has done in years, vote YES',
    'The {P} have it right on {X} and everyone else should admit it',
    'Only {L} has a real plan. Nobody else comes close.',
    'Vote no on the levy. Every single dollar of it is waste.',
  ],
  plain: [
    'What time does the vote on {X} start?',
    'Minutes from Tuesdays meeting are posted on the county site',
    'Is {L} speaking at the town hall or just the press conference?',
    'The polling place moved to the Lutheran church on Oak St this year',
  ],
  'forum-everyday': [
    'Thanks brother, see you at the hall Thursday',
    'Prayers for the Hendersons 🙏 the fire was terrible, meal train link in the comments',
    'Does anyone know if the VFW pancake breakfast is still on for Saturday??',
    'Lost: grey tabby near Maple and 3rd, answers to Mittens. Please call if you see her!',
    'Happy birthday Earl!!! 80 years young 🎂🇺🇸',
  ],
};

/*
 * The held-out list: other templates of the same categories, filled with TWELFTH_OTHER_SIDES
 * (twelfthHeldOutPairs). Never used to shape rules; only measured.
 */
export const TWELFTH_HELD_OUT_UNCIVIL: Record<string, string[]> = {
  epithet: [
    'the {E} are out here whining again',
    'leave it to a {e} to screw up {X}',
    'Nice try {e} 😂',
    '{L} is the king of the {E}, always has been',
    'Every {e} I know is broke and angry',
    'dont listen to the {E} on this one folks',
  ],
  violence: [
    'somebody ought to shoot {L} and be done with {X}',
    'the {P} need a good beating, every single one',
    'load up the trucks and go hunt down the {P}',
    'burn the {p} office to the ground tonight',
    "wouldn't bother me one bit if someone stabbed {L} outside the courthouse",
  ],
  'punish-views': [
    'fire anyone at the plant who voted for {X}',
    'the {P} should be locked up for supporting {X}',
    'ban every {p} from the church picnic for their vote',
    'put the {P} on a watch list for backing {L}',
  ],
  'masked-profanity': [
    '{L} is a sh!tbag',
    'f*ck off {p}',
    'what an a-s-s {L} is',
    'the {P} can k1ss my @ss',
  ],
  insult: [
    '{L} is a brainless buffoon',
    'you are too stupid to argue with',
    'what a pathetic excuse for a man',
    'you idiots will believe anything',
  ],
  dehumanizing: [
    'the {P} are roaches, stomp them out',
    '{P} are a tumor on this country',
    'the {P} are animals, all of them',
    'the {P} are leeches sucking the town dry',
  ],
  threat: [
    'you better watch yourself {L}, we are coming for you',
    'hope {L} gets hit by a bus',
  ],
  harassment: [
    'that {p} lives at 12 Cedar Rd, apt 3, go knock on the door',
    'her number is 555-0199, call her at work and tell her what you think',
  ],
  spam: [
    'Get 70% off designer handbags at luxbags-outlet.shop, today only!',
    'Earn $300 a day from your phone, no experience, DM me now 💸',
    'promo code FALL25 for free shipping on all orders over $20',
    'Invest in DogeMoon coin now before it goes to the moon 🚀🚀 link in profile',
    'buy now buy now buy now buy now buy now',
  ],
  shouting: [
    'YOU ARE AN IDIOT {L^}!!!',
    'ALL {P^} ARE LIARS AND FRAUDS',
  ],
};

export const TWELFTH_HELD_OUT_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'the committee killed the bill in a late vote',
    'we have to attack the backlog at the DMV',
    'time to gut the old rulebook and start over',
    '{L} shot down {X} in committee',
    'the roof repair is bleeding the budget dry',
  ],
  'quoting-rebuttal': [
    'Someone called the {P} "animals" in the last thread. They are our neighbors.',
    'Saying "shoot {L}" is never okay, no matter how you feel about {X}.',
    'He wrote "you idiots" to everyone who disagreed. That is not how you persuade.',
    'The post said "fire anyone who voted for {X}". People should not lose jobs over a vote.',
    'Calling people "{E}" shuts down the conversation about {X}.',
  ],
  critique: [
    '{L} has been wrong on {X} from day one',
    'the plan is poorly written and the costs are hidden',
  ],
  heated: [
    'I am furious that {X} got delayed AGAIN',
    'Enough is enough, fix the roads!!!',
  ],
  sarcastic: [
    'Oh sure, {X} will fix everything, like magic ✨',
    'Another meeting that could have been an email, thanks council',
  ],
  'one-sided': [
    '{X} is the right call and the {P} deserve credit',
    'Vote for {L}. Best choice by a mile.',
  ],
  plain: [
    'Where can I read the full text of {X}?',
    'Early voting starts Monday at the library',
  ],
  'forum-everyday': [
    'Great turnout at the chili cookoff, thanks to everyone who came',
    'Anyone have a truck I can borrow Saturday? will pay in pie 🥧',
  ],
};
