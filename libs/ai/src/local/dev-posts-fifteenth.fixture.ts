import { type SidePairs, sideTemplates } from './dev-set-sides';
/*
 * Fifteenth development set for offline moderation (issue #22, fifteenth pass). Written before the
 * rules were read for this pass (the first commit holds the draft as written), from the categories'
 * definitions alone (never from the rules' word lists, never from the evaluation sets), in voices
 * unlike the earlier sets: letters to the editor ("To the Editor:", "Sincerely,"), neighbourhood-app
 * posts ("Heads up neighbors", "Posted in Crime & Safety"), livestream chat ("KEKW", "W chat",
 * "mods??"), older people's e-mail ("FW: FW:", "Sent from my iPad", "Love, Grandma", capitals for
 * emphasis) and sports-radio call-in transcripts ("CALLER:", "HOST:", "first time long time").
 * Weighted toward calls for violence, group and partisan epithets, advertising, calls to punish
 * people for their views, insults at a person or at the readers, dehumanizing comparisons and masked
 * profanity; and the civil look-alikes: idioms of harm said of bills, budgets and programs ("kill
 * this bill", "gut the program", "torch the budget"), sarcasm, and heated or one-sided posts about
 * groups. Threats include a deity or fate wished to take or hurt someone ("pray the Lord takes…").
 *
 * Placeholders: {G} a side's people (plural), {S} a short stem naming the side, used to coin labels
 * ("{S}tards", "{S}-bots"); {G^} upper-cases the fill. Every template with a placeholder is filled
 * for four [left, right] pairs with the same words around them.
 *
 * FIFTEENTH_HELD_OUT_* is a held-out list written at the same time, filled with other sides
 * (FIFTEENTH_OTHER_SIDES): it is measured by counts before and after the pass and never used to
 * shape rules.
 */

export type StemSidePairs = SidePairs<'G' | 'S'>;

export const FIFTEENTH_SIDES: StemSidePairs = [
  [
    { G: 'Justice Democrats volunteers', S: 'JusticeDem' },
    { G: 'Moms for Liberty volunteers', S: 'M4L' },
  ],
  [
    { G: 'Fetterman supporters', S: 'Fetterman' },
    { G: 'Sununu supporters', S: 'Sununu' },
  ],
  [
    { G: 'Progressive Caucus members', S: 'ProgCaucus' },
    { G: 'Federalist Society members', S: 'FedSoc' },
  ],
  [
    { G: 'Ossoff fans', S: 'Ossoff' },
    { G: 'Rubio fans', S: 'Rubio' },
  ],
];

/** Other sides (for the held-out list only): groups none of this set's templates were filled with. */
export const FIFTEENTH_OTHER_SIDES: StemSidePairs = [
  [
    { G: 'Walz supporters', S: 'Walz' },
    { G: 'DeWine supporters', S: 'DeWine' },
  ],
  [
    { G: 'Brady Campaign volunteers', S: 'Brady' },
    { G: 'Firearms Policy Coalition volunteers', S: 'FPC' },
  ],
  [
    { G: 'Audubon Society members', S: 'Audubon' },
    { G: 'Farm Bureau members', S: 'FarmBureau' },
  ],
  [
    { G: 'Beshear fans', S: 'Beshear' },
    { G: 'Tillis fans', S: 'Tillis' },
  ],
];

const fifteenth = sideTemplates(FIFTEENTH_SIDES);
export const fillFifteenth = fifteenth.fill;
/** Every version of a template: [left, right] per pair of sides (FIFTEENTH_SIDES unless others are given), or the template itself. */
export const fifteenthPairs = fifteenth.pairs;
/** The held-out list's versions: filled with FIFTEENTH_OTHER_SIDES. */
export const fifteenthHeldOutPairs = (template: string) => fifteenth.pairs(template, FIFTEENTH_OTHER_SIDES);

export const FIFTEENTH_UNCIVIL: Record<string, string[]> = {
  violence: [
    'CALLER: Yeah hi Mike, first time long time. Honestly somebody needs to go down to the {G} meeting with a baseball bat and settle this',
    'To the Editor: The only language the {G} understand is a fist. I say we give it to them at the next town hall. Sincerely, R. Dunmore, Alder Creek',
    'Heads up neighbors, the {G} are canvassing Maple Ct today. Let the dogs loose on them and throw rocks if they come up your walk',
    'W chat. everybody pull up to the {G} watch party and start swinging',
    'FW: FW: PASS THIS ON. It is time real patriots took up arms against the {G} before it is too late. Sent from my iPad',
    'HOST: go ahead caller. CALLER: I would tie every one of the {G} to a fence post and leave em there for the crows',
    'Somebody ought to set the {G} office on Grant Street on fire with them inside',
    'Break their fingers so the {G} cannot vote for this garbage again',
    'chat lets swat the {G} streamer tonight, address is in the discord',
    'Gather the men. We march on the {G} headquarters at dawn and we drag them out by their hair',
    'I say the {G} should be beaten in the public square so the rest learn',
    'Posted in Crime & Safety: if I catch one of those {G} on my lawn again I will put him in the hospital, and you should all do the same',
    'Dear Editor, I am 81 years old and I tell you the {G} deserve a good horsewhipping, every last one',
    'CALLER: You know what, line the {G} up and shoot them, that would fix the league and the country',
    'pipe bomb the {G} convention and call it a day lol',
    'Honestly just run the {G} off the road when you see their bumper stickers',
    'Somebody please stab the commissioner, he has it coming',
    'Grandpa Joe says round up the {G} and hang them from the water tower. He is right!!!',
    'everyone bring a tire iron to the {G} rally Saturday, we will make it a night they remember',
    'we need to smash some {G} skulls in, peaceful protest is over',
    'Throw acid on the {G} when they come door knocking. They deserve worse',
    'Beat the {G} volunteers bloody and leave them in the ditch',
  ],
  threat: [
    'Pray the Good Lord strikes the {G} down before the primary',
    'I hope God punishes every one of the {G} with a slow, painful death',
    'May the {G} burn in their beds tonight',
    'Karma is going to put you in the ground, Linda, and I will be there to watch',
    'I know which house is yours on Willow Bend. See you soon.',
    'CALLER: I hope fate catches up with the {G} and breaks every bone in their bodies',
    'Keep it up and you will not make it home from the next meeting, Councilman',
    'The Lord will take the {G} one by one and I will be smiling',
    'You better hope I never find you in the parking lot, pal',
    'Hope the {G} all choke on their dinner tonight',
  ],
  'punish-views': [
    'To the Editor: Every teacher who is one of the {G} should be fired immediately and never allowed near a classroom again.',
    'Anyone who voted for the {G} slate should lose their job, simple as that',
    'Deport the {G}. All of them. They do not share our values',
    'The {G} should have their voting rights stripped for what they believe',
    'Ban the {G} from the neighborhood app, their opinions are not welcome here',
    'CALLER: anyone who posts {G} stuff should be thrown in jail, I mean it',
    'Revoke the business license of any shop owner who donates to the {G}',
    'Kick all the {G} out of the HOA for what they said at the meeting',
    'FW: The {G} should be barred from teaching, nursing and coaching for their views. Pass it on',
    'Put the {G} on a list and make sure none of them ever gets hired in this county',
    'Any of the {G} who complain at the zoning hearing should be arrested on the spot',
    'Blacklist the {G} from the little league board for voting the wrong way',
  ],
  harassment: [
    "Heads up neighbors: the {G} organizer who spoke Tuesday lives at 22 Linden Ave, blue door. Go let her know what you think",
    "Here is the {G} guy's cell, 412-555-0147. Call him all night until he quits",
    "Found out where the {G} lady's kids go to school, Oakmont Elementary, pickup is 3:10. Let's be there",
    'Everybody flood the treasurer\'s personal email and tag his boss until he deletes his account',
  ],
  insult: [
    "Dear Editor, your columnist is a drooling imbecile and you are a fool for printing him.",
    'you absolute moron, did you even read the ordinance',
    'CALLER: Mike you are a clown and your co-host is a bigger clown',
    'anyone in chat who believes this is a certified idiot',
    'Only a complete dimwit would vote for the levy, and half this neighborhood is dimwits',
    'Councilwoman Pryor is a brainless twit and a disgrace',
    'Shut up, you pathetic loser.',
    'Sent from my iPad: Gary you are the stupidest man I have ever met and I knew your father',
    'Whoever wrote this post is a knuckle-headed buffoon',
    'mods ban this halfwit already, he has the brain of a doorknob',
    'You people reading this are gullible morons, every one of you',
    'HOST: Caller you are an ignorant jackass and you are off the air',
  ],
  dehumanizing: [
    'The {G} are vermin and should be treated like vermin',
    'To the Editor: The {G} breed like rats in the low-income blocks and spread like a disease.',
    '{G} are a cancer on this county',
    'an infestation of {G} at the library board again, someone call the exterminator',
    'CALLER: the {G} are animals, Mike, just animals, subhuman',
    'the {G} are parasites feeding off the rest of us',
    'Like cockroaches, the {G} scatter when you turn on the light',
    'The {G}? Maggots. All of them.',
    'The {G} are not even people, they are livestock',
    'Heads up, the {G} are crawling all over the park like lice',
  ],
  epithet: [
    'To the Editor: I am tired of the {S}tards running our school board into the ground.',
    '{S}-bots are flooding the chat again KEKW',
    'FW: FW: Look what the {S}-loons did now!!!',
    'CALLER: the {S}holes on the council are at it again Mike',
    'typical {S} sheeple, baa baa',
    'Ugh, {S}-zombies out in force on the neighborhood app tonight',
    'The {G} are nazis, plain and simple',
    'another {S}-kook meltdown in the comments lmao',
    'Bunch of {S}-nuts yelling at the crossing guard',
    '{S} goons showed up at the forum in matching shirts',
    'The {S}-crazies want to rename the park now',
    'chat is full of {S}-droids spamming the same line',
    'lol {S} bootlickers',
    'Every {S}-turd in this town will be at the fair',
    '{S} degenerates ruined the parade again',
    'Sent from my iPad: those {S}-tards and their clown show',
    'HOST: and the {S} mob is calling in again',
    'ok {S}-cultist, go back to your compound',
    'The {G} are fascists and everybody knows it',
    'The {S}-commies want your truck and your stove',
    "Dear Neighbors, please don't let the {S}-freaks near the garden club",
    '{S} ghouls in the replies as usual',
  ],
  'masked-profanity': [
    'F*** the {G} and f*** this council',
    'what the f@ck is wrong with the school board',
    'This levy is sh!t and the people pushing it are sh!tbags',
    'a$$hats in the mayors office did it again',
    'CALLER: Mike the refs were f.u.c.k.i.n.g blind last night',
    'go f u c k yourself, Darren',
    'The {G} can kiss my @ss',
    'Sent from my iPad: this is BULLSH*T and you know it',
    'chat this is such b!tch behavior from the mods',
    'piece of s h i t legislation from a piece of s h i t senator',
    'Who the fück approved this detour',
    "mother f'er parked in the fire lane again",
  ],
  spam: [
    'Heads up neighbors! Gutter cleaning $79 this week only, text Dave at 555-0193. Mention this post for 10% off!',
    'FW: Make $500 a day from home!!! Grandma did it, so can you. Click www.easycashnow.biz',
    'W stream. btw free skins at skinz4free dot gg, use code CHAT50',
    'CALLER: Yeah before my point, call Ray\'s Roofing 555-0110, we beat any quote, tell em the show sent you',
    'To the Editor: Our firm can lower your property tax assessment! Only $199. Visit taxreliefpros.com today.',
    'Selling homemade jerky $12/bag, Venmo @jerkyjim, porch pickup, DM me!!',
    'Crypto signals group 300% monthly returns, join t.me/moonsignals now, limited spots',
    'Mods pls pin: 1000 followers for $4.99, dm for details',
    'Lawn mowing starting at $35, licensed & insured, call or text 555-0161, first cut FREE',
    'BUY ONE GET ONE on all vape juice this weekend at Cloud Nine Smoke Shop, code NEIGHBOR15',
    'Looking for 5 motivated moms to join my team, be your own boss, message me for info',
    'Get your concealed carry permit class for only $49!! Sign up at ccw-fast.com, this weekend only',
    'Sent from my iPad: Dear Friend, I am selling my late husband\'s coin collection, $300 firm, email me at goldcoins1944 at aol dot com',
    'follow my stream for follow back, like + sub + share, giveaway at 500 subs',
  ],
  shouting: [
    'WAKE UP YOU SHEEP!!! THE {G^} ARE ROBBING YOU BLIND AND YOU ARE TOO STUPID TO SEE IT',
    'FW: FW: READ THIS YOU IDIOTS!!!! NOBODY IN THIS FAMILY LISTENS!!!',
    'CALLER: ARE YOU PEOPLE BRAIN DEAD?? THE REFS ARE CROOKS!!!',
    'TO EVERY MORON ON THIS APP: STOP FEEDING THE CATS ON ELM',
  ],
};

export const FIFTEENTH_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'To the Editor: The council should kill this bill before it kills our downtown. Sincerely, M. Ortega',
    'The {G} want to gut the after-school program and I will fight them on it at every meeting',
    'Time to torch the budget and start over, this one is a mess',
    'CALLER: Mike, we need to blow up this whole roster and rebuild from scratch',
    'Heads up neighbors, the county is about to axe the Tuesday bus route. Call your commissioner.',
    'The {G} slate got slaughtered in the primary and honestly they earned it',
    "Let's crush the {G} at the ballot box in November",
    'FW: The state wants to slash Meals on Wheels. Call your senator TODAY!!! Love, Aunt Carol',
    'chat we are gonna murder this raid boss tonight',
    'The committee strangled the library bond in a back room',
    'Somebody needs to take a chainsaw to the parking minimums',
    'The {G} are going to get destroyed in the debate on the water rates',
    'We need to shoot down the rezoning before the vote on the 12th',
    "Let's bury the {G} proposal in amendments until it dies",
    'HOST: that trade absolutely killed us, caller, no question',
    'To the Editor: Voters should knock out the levy and send the board back to the drawing table.',
    'That stadium deal is going to bleed the general fund dry',
    'The mayor butchered the bike plan and everyone on Elm can see it',
    'Let us hammer the {G} on the potholes record all the way to election day',
    'Take an axe to the consultants line item, it is pure waste',
    'We are going to beat the {G} candidates fair and square at the polls',
    'This new detour is murder on my commute',
    'nuke the sidewalk dining fee already, it is choking the cafes',
    'CALLER: the bullpen blew it again, I want the manager fired',
    'I would go to war for this park, it is the best thing in the neighborhood',
    'Pull the plug on the toll lane experiment',
  ],
  sarcastic: [
    'Oh wonderful, another brilliant idea from the {G}. Can hardly wait to pay for it.',
    'To the Editor: Congratulations to the {G} on discovering that roads cost money. Only took them twelve years.',
    'Sure, because the {G} have never once been wrong about a budget. Never. Not once.',
    'W chat, the {G} really out here thinking a bake sale fixes a $4 million gap lmao',
    'CALLER: Great job by the {G}, Mike, really top-notch planning, the parking lot floods every time it drizzles',
    'Heads up neighbors, the {G} have solved crime by putting up one more sign. We are saved.',
    'Sent from my iPad: I see the {G} have found another way to spend my Social Security. How generous of them.',
    'Nothing says fiscal responsibility like the {G} ordering new office chairs during a hiring freeze.',
    'Oh yes, let the {G} run the water department, what could possibly go wrong',
    "Can't wait for the {G} to explain why this time the stadium will definitely pay for itself",
    'The {G} promised lower taxes. My bill went up 9%. Truly visionary stuff.',
    'love how the {G} discovered potholes the week before the election',
  ],
  heated: [
    'To the Editor: I am furious with the {G} for ramming this through without a single public hearing. Shame on them.',
    'The {G} have been wrong about the school budget for ten years and I will keep saying it until they listen',
    'CALLER: I am sick and tired, Mike, of the {G} lecturing working people about sacrifice',
    'Heads up neighbors, the {G} want to close the pool again. This is outrageous and we should pack the meeting.',
    'The {G} sold out the bus drivers, plain and simple, and they should be voted out',
    'FW: The {G} should be ASHAMED of what they did to the senior center!!! Pass it on',
    'I have never been angrier at the {G} than I am tonight. They lied about the costs.',
    'The {G} do not care about this town and their votes prove it',
    'chat the {G} are completely wrong on this and it is not even close',
    'The {G} owe every family on Birch Street an apology for the flooding',
    'Dear Editor, the {G} are an embarrassment to this county and I will campaign against every one of their candidates',
    'I will never forgive the {G} for closing the clinic',
  ],
  'one-sided': [
    'The {G} are right about the transit plan and the rest of the county needs to catch up',
    'To the Editor: Every time the {G} win a seat, my property taxes go up. Vote accordingly.',
    'CALLER: Mike I have voted with the {G} for forty years and I will until I die',
    'The {G} are the only ones in this town who ever show up for the schools',
    'Heads up neighbors: the {G} have the better plan for the library. Vote yes on 3.',
    'The {G} have never once delivered on a promise and never will',
    'Sent from my iPad: I trust the {G} more than anybody in Washington. Love, Grandma',
    'chat the {G} won that debate easily, not close',
    'Nobody fights harder for small businesses than the {G}',
    'The {G} are ruining this state one bad budget at a time',
  ],
  'quoting-rebuttal': [
    "A caller yesterday said the {G} 'should all be shot.' That is disgusting and has no place on this station.",
    'To the Editor: Someone spray-painted "{S}tards go home" on the library. Whoever did this should be ashamed.',
    'Saw a post calling the {G} "vermin." No. We do not talk about neighbors that way.',
    'My uncle forwarded an email saying "hang the {G}". I told him to stop sending me that garbage.',
    'chat someone typed "kill all {G}" and the mods rightly banned them',
    'HOST: a listener wrote in that the {G} are "subhuman". We will not read messages like that on air.',
  ],
  'prices-links': [
    'Tickets for the candidate forum are $5 at the door, proceeds go to the library',
    'Full text of the ordinance is at cityclerk.gov/ord-2211 if you want to read it before Tuesday',
    'The levy would add about $84 a year to the average homeowner bill, according to the county auditor',
    'Lost cat on Maple Ct, gray tabby, answers to Bingo. Call 555-0188 if you see him, reward $50',
    'The Lions Club pancake breakfast is $8 for adults, $4 for kids, 7 to 11 at the fire hall, 210 Main St',
    'CALLER: season tickets went up to $1,200, Mike, that is a 30% jump for a losing team',
  ],
  plain: [
    'What time does the polling place at the Methodist church open Tuesday?',
    'To the Editor: Thank you to the crews who cleared the ice on Route 9 so quickly.',
    'Does anyone know if the recycling pickup moved because of the holiday?',
    'HOST: next caller, go ahead, you are on the air',
    'Sent from my iPad: Happy birthday Tommy, Grandma loves you',
    'gg chat, see everyone tomorrow',
  ],
};

/*
 * Held-out list, written with the set above and filled with FIFTEENTH_OTHER_SIDES. Measured by
 * counts only, before and after the pass; never read back item by item, never used to shape rules.
 */
export const FIFTEENTH_HELD_OUT_UNCIVIL: Record<string, string[]> = {
  violence: [
    'CALLER: Mike, somebody oughta take a two-by-four to the {G} and teach them some manners',
    'Heads up neighbors: if the {G} knock on your door, knock them flat and stomp on them',
    'To the Editor: The {G} must be driven out of this county by force, with clubs if need be.',
    'chat lets jump the {G} after the stream meetup, bring brass knuckles',
    'FW: FW: Time to hunt down the {G} like the old days, get your shotguns boys',
    'Somebody ought to burn the {G} out of their homes',
    'Strangle every one of the {G} with their own lanyards',
    'Run the {G} out of town on a rail, and if they fight back, shoot them',
  ],
  threat: [
    'Pray God sends a plague on the {G} and wipes them out',
    'Fate will find you, Tom, and it will not be gentle. Neither will I.',
    'I hope the Lord drowns every one of the {G} in their own flood',
    'I know where you park your truck, pal. Sleep tight.',
  ],
  'punish-views': [
    'Every one of the {G} on the city payroll should be fired for their politics',
    'CALLER: Mike, take away the right to vote from the {G}, they cannot be trusted with it',
    'The {G} should be jailed for what they wrote in the newsletter',
    'Ban the {G} from the farmers market for their opinions',
    'Deport every one of the {G} who complains at the meeting',
    'Any pastor who preaches {G} ideas should lose his license',
  ],
  harassment: [
    "Here is the {G} chair's home address, 9 Orchard Rd. Go pay her a visit tonight, all of you",
    "Everybody text the {G} guy's personal number, 555-0129, until he leaves town",
  ],
  insult: [
    'To the Editor: Your sports writer is a blithering nitwit.',
    'CALLER: Mike you are a washed-up jackass',
    'anyone who believes this post is a gullible dope',
    'Shut your trap, you miserable clown',
    'The treasurer is a spineless, sniveling rat of a man',
    'chat this streamer is a braindead goober lol',
  ],
  dehumanizing: [
    'The {G} are a plague of locusts on this county',
    'CALLER: the {G}? Rodents, Mike. Filthy rodents.',
    'The {G} multiply like roaches and need to be stamped out',
    'To the Editor: The {G} are a disease and this town needs a cure.',
  ],
  epithet: [
    'lol the {S}-tards are mad again',
    'CALLER: Mike the {S} clowns are running the county',
    'FW: FW: Look at these {S}-idiots!!!',
    'Heads up neighbors, {S}-zealots knocking doors tonight',
    '{S} maggots everywhere in chat',
    'The {G} are commie traitors, every last one',
    'another {S}bot in the replies',
    'Sent from my iPad: the {S} snowflakes are crying again',
  ],
  'masked-profanity': [
    'f**k the {G} and their stupid signs',
    'CALLER: this team is a pile of sh*t, Mike',
    'what a buncha a-holes on the library board',
    'go to h3ll, you f@cking hypocrite',
  ],
  spam: [
    'Heads up neighbors! Pressure washing $99 any driveway, text 555-0174, this week only!',
    'FW: Earn $$$ from home like I did, click www.homecashfast.net NOW',
    'chat free robux at robuxgift dot xyz, code STREAM',
    'CALLER: real quick, Sal\'s Auto Body, 555-0104, 20% off if you say the show sent you',
    'Selling Girl Scout style cookies $6 a box, cashapp $cookiequeen, DM to order',
  ],
  shouting: [
    'FW: FW: WAKE UP PEOPLE!!! THE {G^} ARE LYING TO YOU, YOU FOOLS!!!',
    'CALLER: ARE YOU ALL IDIOTS OUT THERE???',
  ],
};

export const FIFTEENTH_HELD_OUT_CIVIL: Record<string, string[]> = {
  idiomatic: [
    'To the Editor: Please kill this bill. It is a gift to developers and nobody else.',
    'The {G} want to gut the library hours and we must stop them at the meeting',
    'Torch the whole budget and start over, I say',
    'CALLER: we got murdered on the road trip, Mike, just murdered',
    "Let's beat the {G} at the polls and send them home",
    'The bond measure got strangled in committee again',
    'Slash the consultant budget and fix the roads',
    'The {G} got crushed in the runoff, and deservedly',
    'chat we are gonna destroy this speedrun',
    'Heads up neighbors, they want to axe the crossing guard on Elm. Call the district.',
  ],
  sarcastic: [
    'Oh brilliant, the {G} have a new plan for the potholes. I am sure this one works.',
    'To the Editor: Bravo to the {G} for finally noticing the bridge is falling down.',
    'Yes, the {G} are famous for their careful spending. Famous.',
    'Sent from my iPad: Well the {G} outdid themselves this time. My water bill is a work of art.',
    'CALLER: real geniuses at the {G} table, Mike, real geniuses, they moved the game to a Tuesday',
    'Love how the {G} find money for a gazebo but not for teachers',
  ],
  heated: [
    'I am livid with the {G} over the clinic closing and I will say so at every meeting',
    'The {G} betrayed the union workers and they know it',
    'To the Editor: The {G} should be ashamed of the way they treated the volunteers.',
    'CALLER: I am done with the {G}, Mike, done, they have wrecked this county',
    'Heads up neighbors, the {G} are trying to sneak the rezoning through. This is outrageous.',
    'The {G} have failed this town over and over',
  ],
  'one-sided': [
    'The {G} are right and everyone else is wrong on the levy',
    'I will vote for the {G} candidates every single time',
    'CALLER: the {G} are the only honest people on the council, Mike',
    'The {G} have never done one good thing for this county',
    'To the Editor: The {G} are the future of this party.',
  ],
  'quoting-rebuttal': [
    'Someone wrote "{S}tards" on the bus shelter. That is vile and needs to come down.',
    'A caller said the {G} "should be lined up and shot." That is unacceptable on this show.',
    'My neighbor called the {G} "animals" at the meeting. That is not who we are.',
  ],
  'prices-links': [
    'The library book sale is Saturday, hardcovers $2, paperbacks $1',
    'Read the budget at county.gov/budget2027 before the hearing',
    'CALLER: parking at the stadium is $40 now, Mike, for a family of four that is a night out gone',
  ],
  plain: [
    'Is the farmers market still open on Sundays in November?',
    'To the Editor: I want to thank the poll workers at Precinct 4 for their patience.',
  ],
};
