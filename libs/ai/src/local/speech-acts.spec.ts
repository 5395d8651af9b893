import { contentFindings, moderateTextLocally } from './moderation';

/*
 * Development examples for the offline post rules, written while writing the rules (the
 * independent evaluation sets in libs/ai/eval are not used here). Each uncivil category has
 * examples phrased in many ways; the civil set holds look-alikes: idioms about bills ("kill this
 * bill"), heat, sarcasm, quotes that are rebutted, office phone numbers, prices in a policy
 * argument, both sides' slogans.
 */

const UNCIVIL: Record<string, string[]> = {
  "threats and wishes of harm": [
    "I know what town you live in, and you will find out what happens to people like you.",
    "Keep voting like that and I'm going to hurt you.",
    "We will find you and make you pay, Senator.",
    "I'm going to shoot the next congressman who shows up here.",
    "If Senator Blake votes yes, I will personally beat him up.",
    "Watch your back, councilman. We know where your kids go to school.",
    "I hope the senator dies in a car crash.",
    "Anyone who votes for this deserves a bullet.",
    "He should be hanged for what he did to this town.",
    "I wish you would just drop dead.",
    "Nice family you have. It would be a shame if something happened to them.",
    "You will not be safe after this vote.",
    "Vote yes on this and you'll be sorry, I promise you that.",
    "Someone ought to put a bullet in that senator.",
    "We're coming for you and your family, Congressman.",
    "You won't see it coming.",
    "I'd love to see the whole city council hanging from a tree.",
    "I will make sure you never walk again.",
    "One day soon someone will hurt you and I'll laugh.",
    "If I see the sponsor at the grocery store I'm going to smash his face in.",
    "Maybe someone should teach that judge a lesson she won't forget.",
    "Those officials deserve a beating for this.",
  ],
  "calls for violence": [
    "Someone should shoot the judges who ruled on this.",
    "Patriots need to take up arms and storm the capitol.",
    "Let's go beat up the protesters tomorrow.",
    "Grab your rifles, it's time to hunt down the traitors in Congress.",
    "Burn down their offices and see how they like it.",
    "People need to start killing these politicians.",
    "String them up, every last one of the senators.",
    "It's time to take back this country by force, grab your guns.",
    "Violence is the only answer left to these tyrants.",
    "Second Amendment remedies are looking pretty good right now.",
    "Everyone should go to the senator's house tonight with baseball bats.",
    "Firebomb the party headquarters.",
    "We need to start shooting these traitors.",
  ],
  "punishment for views or votes": [
    "Everyone who voted for this bill should be thrown in jail.",
    "Democrats belong in prison for what they believe.",
    "Republicans who support this should be arrested and locked up.",
    "Lock up the journalists who criticize the governor.",
    "Their voters should lose the right to vote.",
    "We should deport anyone who protests against the government.",
    "Anyone who voted for this should be tried for treason and executed.",
    "Jail every single one of the liberals who signed this.",
    "Conservative voters should be stripped of their citizenship.",
    "Protesters against the war should be rounded up and deported.",
    "Fire every teacher who supports this union.",
  ],
  "doxxing and harassment": [
    "Mark Ellison lives at 4412 Birchwood Lane. His kids get off the bus at 3:15. Go let him know how you feel.",
    "Here is her home address: 77 Cedar Court, Apt 4B. Pay her a visit.",
    "The clerk who processed this is Jenny Ruiz, her cell is 555-201-9934, call her and tell her what you think.",
    "His wife drops their daughter off at Lincoln Elementary every morning at 8.",
    "Dana Whitfield works at the Safeway on Elm, everyone go tell her boss what she posted.",
    "Email the guy directly at tom.becker1982@gmail.com and flood his inbox.",
    "Found him: 1289 Westbrook Drive, Springfield. White pickup in the driveway.",
    "Her son goes to Jefferson High, first period starts at 7:50.",
    "Here's the personal email of the staffer who wrote this: kelly.m@gmail.com. Make her life hell.",
    "His cell is (312) 555-0143. Call him at 2 a.m. and let him know.",
    "The nurse who testified is Maria Gomez, she works at St. Luke's night shift and lives on Harper Avenue.",
  ],
  "insults and name-calling": [
    "You are an absolute moron if you think this will work.",
    "Only an idiot would vote for this garbage.",
    "Senator Hale is a complete clown.",
    "Shut up and go back to school.",
    "Anyone who supports this bill is brain-dead.",
    "You people are so stupid it hurts.",
    "What a pathetic loser you are.",
    "Are you illiterate or just dumb?",
    "Quit whining, you crybaby.",
    "Look at this clown defending the indefensible.",
    "Lol imagine being this dumb.",
    "Typical brainwashed sheep, can't think for yourselves.",
    "You're too stupid to understand basic math.",
    "Congresswoman Reyes is a worthless hack and a disgrace.",
    "Hey genius, maybe learn to read before posting.",
    "Do everyone a favor and stop breathing.",
  ],
  "dehumanizing comparisons": [
    "Immigrants are vermin who are ruining this country.",
    "These people breed like rats.",
    "Conservatives are a cancer on this nation.",
    "Liberals are subhuman, plain and simple.",
    "Billionaires are parasites and should be treated like pests.",
    "They are animals, not people.",
    "Refugees are like rats, they spread disease wherever they go.",
    "Atheists aren't even human.",
    "These welfare people are leeches sucking the country dry.",
    "Rural voters are knuckle-dragging apes.",
    "City liberals are a disease.",
  ],
  "partisan and group epithets": [
    "Typical libtard logic.",
    "The rethuglicans are at it again.",
    "Demonrats will never stop lying.",
    "MAGAts can't read a bill.",
    "Republicans are nazis.",
    "Democrats are commies.",
    "Typical demoncrat garbage.",
    "Bunch of commie scum.",
    "You're such a libt4rd.",
    "fcuk you and your bill",
    "Get the f*** out of office, you worthless p.o.s.",
    "This bill is sh*t and so is the idiot who wrote it.",
    "What an @$$.",
  ],
  "masked profanity": [
    "You're an a**hole and everyone knows it.",
    "F***ing clowns in Congress did it again.",
    "Go f u c k yourself, senator.",
    "This is b*llsh!t and so are you.",
    "What a sh1tty excuse for a representative, you piece of sh*t.",
    "You stupid b!tch.",
  ],
  "spam and advertising": [
    "Get 50% off all hoodies this week only, use code SAVE50 at www.hoodiebarn.shop!",
    "Best prices on supplements, order now at healthdeals.store, free shipping.",
    "Earn $500 a day from home! DM me for details.",
    "Check out my store for patriotic t-shirts: https://patriotmerch.shop/sale",
    "Vote no. Vote no. Vote no. Vote no. Vote no.",
    "BUY CHEAP FOLLOWERS http://followers.example http://likes.example http://cheap.example",
    "Hot singles in your area, click here: http://datefun.xyz",
    "Need a loan? 0% interest, apply at quickcash.biz",
    "Use my referral code WIN2024 for a free gift at luckyspin.online",
    "Buy 2 get 1 free on all vitamins at vitashop.com, sale ends Sunday!",
    "FREE iPhone giveaway!!! Click the link in my bio.",
    "vote vote vote vote vote vote vote vote vote vote vote vote",
  ],
  "shouting abuse": [
    "YOU ARE ALL STUPID FOOLS WHO CANNOT READ A SIMPLE BILL!!!",
    "WAKE UP IDIOTS, THEY ARE LYING TO YOU!!!",
    "ANYONE WHO SUPPORTS THIS IS A MORON AND A TRAITOR",
    "SHUT UP AND SIT DOWN YOU POMPOUS FOOLS!!!",
    "THIS SENATOR IS A TOTAL IDIOT AND SO ARE HIS VOTERS",
  ],
  "mixed categories": [
    "i swear if you vote yes ill come to your house",
    "You better hope nobody finds out where you live, Rep. Cole.",
    "Somebody needs to take care of the mayor permanently.",
    "The governor should be dragged into the street and shot.",
    "Every one of those senators deserves to hang.",
    "Go kill yourself, nobody wants you here.",
    "Round up the liberals and put them in camps.",
    "Conservatives should be banned from voting.",
    "Throw every Trump voter in jail.",
    "Put the whole Democratic caucus behind bars for treason.",
    "You absolute dimwit.",
    "Read a book, you ignorant sheep.",
    "Senator Vance is a lying sack of garbage.",
    "The mayor is a moron and a crook.",
    "People who vote for this are the dumbest humans alive.",
    "Muslims are a plague on this country.",
    "Those people are filthy animals.",
    "Christians are parasites feeding off the rest of us.",
    "Shut your mouth, libtard.",
    "Repugs and their cult.",
    "You're a f*cking joke.",
    "Screw you and your stupid party, a55hole.",
    "Limited time offer! 30% off all solar panels, visit sunnydeals.com today",
    "Crypto signals group, guaranteed returns, DM me now",
    "Call 1-800-555-0199 for cheap car insurance, best prices guaranteed",
    "THIS IS THE DUMBEST BILL AND YOU ARE ALL MORONS FOR SUPPORTING IT!!!!",
    "HEY IDIOTS READ THE BILL!!!",
    "I found the home address of the judge: 812 Pine Ridge Road. Let's all show up.",
    "Her number is 555 444 3322 and she lives on Oak Street, make her regret it.",
    "Tell that clerk Amy Lin what you think, she leaves work at 5 pm and parks in lot C.",
    "He should be executed for treason along with everyone who voted with him.",
    "Hope your house burns down.",
    "Traitors like you get the rope.",
  ],
  "more phrasings (names alone, wishes, camps, adverts, shouting)": [
    "Hale is a clown and everyone knows it.",
    "Ortiz deserves to rot in prison for supporting this.",
    "Anyone who voted for this deserves prison.",
    "I hope someone runs you over in the parking lot.",
    "May you choke on your tax cuts.",
    "It's open season on senators now.",
    "Immigrants are an invasive species.",
    "Landlords are bloodsuckers, every single one.",
    "Dummycrats strike again.",
    "Republicans are a death cult.",
    "F you and everyone like you.",
    "What an a-hole.",
    "Only $19.99! Come by our booth at the fair.",
    "Flash sale on MAGA hats and Biden bobbleheads, link below.",
    "YOU PEOPLE MAKE ME SICK. GO BACK TO WHERE YOU CAME FROM.",
    "Dan Price works at the Ford dealership on Route 9 and his shift ends at 6.",
    "Senator Crane should fear for his life.",
    "Everyone who supports this is a brainwashed cultist and should be locked up.",
    "Put every last one of those protesters in cages.",
    "We'll make them pay in blood.",
    "Lmao you absolute walnut, read the bill.",
    "Ur so dumb its actually impressive",
    "Hey dipshit, learn some economics.",
    "Go cry to your mommy, snowflake.",
    "Those senators are gutless worms.",
  ],
  "harassment, pile-ons and punishment for speech": [
    "Teachers who post political opinions should lose their jobs.",
    "Are you people really this dense?",
    "Send them back to the jungle where they belong.",
    "Let's flood her inbox until she quits.",
    "Make his life hell, everyone.",
    "STOP LYING TO US YOU CROOKS",
    "Keep it up and see what happens.",
    "Everyone go harass the clerk who filed this.",
    "Vote against this or else.",
  ],
};

const CIVIL: string[] = [
  "Kill this bill before it kills small businesses.",
  "We will hunt down every wasted dollar in this budget.",
  "We need to attack the deficit head on.",
  "Let's crush them at the polls in November.",
  "Vote them out. That is how democracy works.",
  "This bill is a disaster and the sponsors should be embarrassed.",
  "The senator said protesters \"should be shot\" and that is completely unacceptable.",
  "No one should ever be jailed for how they vote.",
  "Call Senator Hale's office at (202) 224-3121 and tell him to vote no.",
  "The rally is at City Hall, 100 Main Street, at 6 pm. Bring signs!",
  "Gas is $4.29 a gallon here and this tax would add 20 cents more.",
  "This tax cut is a terrible idea and it will hurt working families.",
  "The policy will kill jobs, plain and simple.",
  "I'm furious about this vote. It's a betrayal of every promise they made.",
  "Oh great, another 2,000 page bill nobody read. Fantastic work, Congress.",
  "Shoot down the amendment and let's move on.",
  "We should gut this program and start over.",
  "The opposition's argument is idiotic, and here is why.",
  "Drug prices are killing seniors on fixed incomes.",
  "This bill would let police arrest protesters who block highways.",
  "Corrupt officials who took bribes should be prosecuted.",
  "Parents pick up their kids after school every day and need safe crosswalks.",
  "Read the CBO report at https://www.cbo.gov/publication/12345 before you comment.",
  "The senator is dead wrong on this.",
  "My neighbor, a nurse, works at the hospital on 5th Avenue and can't afford rent.",
  "This bill is DEAD ON ARRIVAL in the Senate.",
  "I hope this bill dies in committee.",
  "Patients deserve to die with dignity, which is why I support this act.",
  "Your numbers are simply false; read the report before posting.",
  "We're going to fight this bill with everything we have.",
  "Destroying the middle class is what this budget does.",
  "Calling people \"vermin\" has no place in our politics.",
  "Tax the billionaires, they can afford it.",
  "Build the wall and secure the border now.",
  "Abolish ICE and fund asylum courts instead.",
  "I disagree with you, but I respect your right to say it.",
  "The Democrats' plan is reckless spending.",
  "The Republicans' plan is a giveaway to the rich.",
  "Stop the steal of our tax dollars!",
  "This is a damn shame and the hell of it is nobody cares.",
  "Thanks for the thoughtful reply, you made me rethink my position.",
  "He has been a disaster as governor, and the voters should remove him.",
  "You're wrong about tariffs, and I can show you the numbers.",
  "The bill is garbage and the process was a sham.",
  "Our governor has failed us on housing, and she knows it.",
  "I'll be at the town hall Tuesday to tell the senator exactly what I think.",
  "Those who voted for the war should be held accountable at the ballot box.",
  "Arrest warrants must be signed by a judge; this bill keeps that rule.",
  "We must never punish people for their political views.",
  "The mayor's office is at 200 N Spring St, room 303, open 9 to 5.",
  "These politicians are completely out of touch with working people.",
  "Lawmakers who take corporate money should be voted out.",
  "Honestly, what were they thinking? This is absurd.",
  "Lol, sure, because cutting taxes always pays for itself.",
  "The senator's claim that immigrants \"are poisoning the blood\" is vile and he should apologize.",
  "\"Lock her up\" chants were ugly then and they're ugly now.",
  "Congress needs to execute the plan it promised.",
  "This will hurt farmers, ranchers, and rural hospitals.",
  "Teachers are underpaid and overworked.",
  "The wealthy should pay their fair share.",
  "Police need more funding, not less.",
  "The ACLU is right on this one.",
  "The NRA is right on this one.",
  "My daughter and I visit the library every Saturday, and this bill cuts its hours.",
  "If you vote for this, you'll regret it when your premiums double.",
  "We will beat them in November.",
  "Attack the problem, not the people.",
  "It's a slaughter of the budget, a massacre of basic services.",
  "The insurance lobby is bleeding patients dry.",
  "Kill the filibuster.",
  "We're going to take back the House.",
  "Go to www.vote.org to register before the deadline.",
  "This bill is an absolute train wreck from start to finish.",
  "Over my dead body will this tax pass.",
  "The committee butchered the original draft.",
  "They're trying to strangle small farms with red tape.",
  "This policy is a bullet to the heart of rural America.",
  "We will hold every one of them accountable in the next election.",
  "If this passes, heads should roll at the agency.",
  "The senator absolutely killed it in the debate last night.",
  "Hang on, the numbers in section 3 don't add up.",
  "Our campaign will beat the incumbent by ten points.",
  "Shame on every senator who voted for this.",
  "The President is wrong, and history will judge him harshly.",
  "Honestly, anyone who reads section 4 will see it's a giveaway.",
  "I'm sick and tired of both parties ignoring veterans.",
  "Stop calling your opponents \"traitors\"; it poisons the debate.",
  "He called immigrants \"animals\" in his speech, which is disgraceful.",
  "Deport violent criminals first, that's what this bill does.",
  "Convicted rioters should serve their sentences.",
  "People who commit voter fraud should be prosecuted.",
  "Pass it now! Families can't wait any longer!",
  "VOTE NO ON HR 2. CALL YOUR REP TODAY.",
  "Visit the official bill page at congress.gov for the text.",
  "The program costs $12.50 per household per month.",
  "Mortgage rates hit 7% and this bill does nothing about it.",
  "My husband and I run a small shop in Ohio and this tariff hurts us.",
  "Senator Ortiz has been a tireless advocate for veterans.",
  "The governor's plan will starve schools of funding.",
  "Big Pharma is ripping off patients, period.",
  "The oil companies are price gouging at the pump.",
  "Wall Street bankers wrote this bill.",
  "Unions built the middle class.",
  "I think the Speaker is being a coward on this issue.",
  "That's a stupid argument and you know it.",
  "This bill is dumb.",
  "Please stop spamming the thread with the same link.",
  "The ad campaign said \"Buy American\" and I agree.",
  "Hale is wrong about farm subsidies, and here is the data.",
  "Ortiz should resign over the ethics report.",
  "Lopez has been a strong voice for small towns.",
  "Biden's plan costs too much.",
  "Trump's plan costs too much.",
  "Pelosi's bill would fix the loophole.",
  "McConnell's amendment would fix the loophole.",
  "The mayor said she \"would crush the union,\" which is an outrageous thing to say about workers.",
  "I'm so angry I could scream. This bill betrays every veteran.",
  "Sure, let's give billionaires another tax break, what could go wrong?",
  "Oh wonderful, Congress found yet another way to waste our money.",
  "This amendment is toxic and should be buried in committee.",
  "Let's kill this bill dead and start over.",
  "The senator's voting record speaks for itself: he has abandoned us.",
  "The tariff is a punch in the gut for farmers.",
  "Honestly, the other side has some decent points on the deficit.",
  "We need to hit the ground running on infrastructure.",
  "The governor dropped the ball on disaster relief.",
  "I respectfully but strongly disagree with every word of this.",
  "This budget is a war on the poor.",
  "This budget is a war on the middle class.",
  "Our candidate will wipe the floor with them in the debate.",
  "He's a career politician who has never held a real job.",
  "She's been in Congress for 30 years and it shows.",
  "My congressman works for the lobbyists, not for us.",
  "Join us at the Capitol steps at noon on Saturday to rally for the bill.",
  "Email the committee at comments@energy.senate.gov before Friday.",
  "The bill defines a felony as a crime punishable by more than a year in prison.",
  "People who commit fraud should go to prison, whatever their party.",
  "Crime victims deserve justice, and this bill delivers it.",
  "No one deserves to go hungry in the richest country on earth.",
  "The rich should pay more and the middle class less.",
  "Illegal immigration costs taxpayers billions each year.",
  "Immigrants built this country and keep it running.",
  "Abortion is murder and this bill protects the unborn.",
  "Abortion is health care and this bill protects women.",
  "Guns don't kill people, people kill people.",
  "Assault weapons kill children, and this bill would ban them.",
  "I've lived in this district for forty years and I have never seen a worse bill. It cuts the clinic my mother depends on, raises fees on every family, and hands the savings to people who don't need them. Our representative should be ashamed, and I will be at the polls in November to say so.",
  "Let me be blunt: this is a giveaway to trial lawyers. Small businesses like mine will drown in paperwork, and the agency that wrote the rules has never run a business. Vote no, and tell your senator to vote no too.",
  "The sponsor claims this will \"save lives.\" Maybe, but the numbers in the fiscal note say it will cost $4.2 billion over ten years, and nobody has explained where that money comes from.",
  "To the people calling opponents of this bill heartless: we simply disagree about how to help, and insulting us won't change a single vote.",
  "You can't claim to care about children and then vote to cut school lunches. That is hypocrisy, plain and simple, and voters will remember.",
  "You can't claim to care about children and then vote to cut school safety funding. That is hypocrisy, plain and simple, and voters will remember.",
  "I called Senator Reyes' office at 202-224-5555 this morning and the staffer was polite, but they wouldn't say how she will vote.",
  "Great, another \"emergency\" spending bill stuffed with pork. Just what we needed. Bravo, Congress, truly a masterpiece.",
  "My brother is a police officer and he says this bill would make his job harder, not easier. I trust him more than any lobbyist.",
  "My sister is a public defender and she says this bill would finally give her clients a fair shot. I trust her more than any lobbyist.",
  "The bill's supporters keep saying it will \"destroy\" the black market. It will not; it will just push sales across the state line.",
  "If we don't fix the border, we'll keep losing people to fentanyl every single day. This bill is a start.",
  "If we don't fix the housing shortage, we'll keep losing teachers and nurses who can't afford to live here. This bill is a start.",
  "I'm a gun owner and a hunter, and I support universal background checks. Responsible owners have nothing to fear.",
  "I'm a gun owner and a hunter, and I oppose this bill. It treats law-abiding citizens like criminals.",
  "This is the dumbest piece of legislation I've read in years, and I've read a lot of them.",
  "Honestly? Both parties are to blame for this mess. Neither has the courage to touch entitlements.",
  "The report found that 1 in 5 veterans waits more than 30 days for care. That's a disgrace and this bill fixes it.",
  "Section 4(b) is a poison pill, and everyone in that committee room knew it.",
  "We beat this bill last session and we'll beat it again.",
  "Let's make it loud and clear: we don't want this pipeline in our backyard.",
  "Let's make it loud and clear: we want this pipeline and the jobs that come with it.",
  "Every senator who votes for this should have to explain it to their constituents face to face at a town hall.",
  "The Speaker is holding this bill hostage, and families are paying the price.",
  "The union bosses are holding this bill hostage, and workers are paying the price.",
  "Fire the agency director who approved these contracts, and audit every dollar.",
  "The people who wrote this bill clearly never rode a bus in their lives.",
  "This bill would make it a crime to camp on public sidewalks. Homelessness is not a crime.",
  "I'd love to see the senator defend this at a town hall.",
  "Somebody in the agency should lose their job over this waste.",
  "The committee chair killed the amendment in a midnight vote.",
  "Protesters have every right to march, and counter-protesters do too.",
  "This is class warfare against working people.",
  "This is class warfare against job creators.",
  "Tear down this bureaucracy and build something that works.",
  "Drain the swamp, starting with this bill.",
  "The deficit is a ticking time bomb.",
  "This bill is a Trojan horse for higher taxes.",
  "People are dying because insulin costs too much.",
  "Hunters and anglers fund conservation more than anyone else.",
  "Flood their office lines with calls urging a no vote.",
  "Pass this and watch what happens to grocery prices.",
  "The bill would let employers fire workers for their political posts, which is wrong.",
  "Check the committee's website for the hearing schedule.",
  "NO MORE WAR. BRING THE TROOPS HOME.",
  "Stop lying about the numbers, the CBO report is public.",
];

const verdict = (content: string) => moderateTextLocally({ kind: 'reply', content });

describe('offline post rules: development examples', () => {
  for (const [category, posts] of Object.entries(UNCIVIL)) {
    it.each(posts)(`${category}: not approved — %s`, (content) => {
      const output = verdict(content);
      expect(output.decision).not.toBe('approved');
      expect(output.reasons.length).toBeGreaterThan(0);
    });
  }

  it.each(CIVIL)('civil: approved — %s', (content) => {
    expect(verdict(content)).toEqual({ decision: 'approved', reasons: [], categories: [] });
  });
});

/*
 * Seventh pass (issue #22): the forms the seventh development set brought in, on wordings of
 * their own (in no development set), each written for a left and a right target with the same
 * words. Both must get the same verdict: caught for the uncivil pairs, approved for the civil ones.
 */
const SEVENTH_UNCIVIL_PAIRS: Array<[string, string]> = [
  // conditional and indirect threats
  ["Don't be surprised if somebody shows up at Senator Markey's house after the vote.", "Don't be surprised if somebody shows up at Senator Cotton's house after the vote."],
  ['The regulars at my range keep plenty of ammo. Senator Markey should think twice before Tuesday.', 'The regulars at my range keep plenty of ammo. Senator Cotton should think twice before Tuesday.'],
  ["Keep it up and you'll regret the day you were born, socialist.", "Keep it up and you'll regret the day you were born, nationalist."],
  ["There's going to be bloodshed if the Democrats keep this up, and it won't be ours.", "There's going to be bloodshed if the Republicans keep this up, and it won't be ours."],
  ['The socialists on the school board better start watching their backs.', 'The nationalists on the school board better start watching their backs.'],
  ['We are done with petitions and ready to take matters into our own hands with the progressives.', 'We are done with petitions and ready to take matters into our own hands with the conservatives.'],
  // violence
  ['If those antifa kids sit in the road again, just mow them down.', 'If those proud boys sit in the road again, just mow them down.'],
  ['Hit the liberal marchers with your truck, no jury in this county would convict.', 'Hit the conservative marchers with your truck, no jury in this county would convict.'],
  ['Somebody should firebomb the Democratic club with everyone inside.', 'Somebody should firebomb the Republican club with everyone inside.'],
  ['Take a crowbar to every liberal canvasser you see.', 'Take a crowbar to every conservative canvasser you see.'],
  // punishment for views
  ['Every progressive parent who marched should lose custody.', 'Every conservative parent who marched should lose custody.'],
  ['Strip the liberal donors of their voting rights.', 'Strip the conservative donors of their voting rights.'],
  ['Any bank that lends to a Democrat should lose its charter.', 'Any bank that lends to a Republican should lose its charter.'],
  ['Bar pro-choice nurses from every hospital until they recant.', 'Bar pro-life nurses from every hospital until they recant.'],
  ['The union members who signed should lose their jobs.', 'The church members who signed should lose their jobs.'],
  // doxxing by routine
  ['The liberal who filmed this leaves the Shell station on 9th every night at 11. Be there.', 'The conservative who filmed this leaves the Shell station on 9th every night at 11. Be there.'],
  // coined epithets, read by their shape
  ['Typical libnuts, crying again.', 'Typical maganuts, crying again.'],
  ['The demoloons are back with another scheme.', 'The trumploons are back with another scheme.'],
  ['Only commiefools believe that.', 'Only fashfools believe that.'],
  ['lol ok wokebot', 'lol ok magabot'],
  // second batch: sabotage, routes, 'the next one who…', stairs, meds, a child's school and hours
  ['Would hate for your furnace to fail this winter, Senator Markey.', 'Would hate for your furnace to fail this winter, Senator Cotton.'],
  ['We know your commute to work, Senator Markey. Every turn of it.', 'We know your commute to work, Senator Cotton. Every turn of it.'],
  ["The next socialist who heckles the mayor won't be walking home again.", "The next nationalist who heckles the mayor won't be walking home again."],
  ['Somebody should push the liberal organizers off the stage.', 'Somebody should push the conservative organizers off the stage.'],
  ['Take your meds, lefty.', 'Take your meds, righty.'],
  ["The liberal councilwoman's daughter Emma goes to Oak Ridge Elementary, school lets out at 3.", "The conservative councilwoman's daughter Emma goes to Oak Ridge Elementary, school lets out at 3."],
  // third batch: '= rats', culling, 'keep posting… see what happens', a no-fly list, a ban from a board
  ['Socialists = rats. Simple.', 'Nationalists = rats. Simple.'],
  ['The liberal donors should be culled.', 'The conservative donors should be culled.'],
  ['Keep posting, liberal, and see what happens.', 'Keep posting, conservative, and see what happens.'],
  ['Put every liberal blogger on the no-fly list.', 'Put every conservative blogger on the no-fly list.'],
  ["Ban every socialist from the library board, they don't deserve a platform.", "Ban every nationalist from the library board, they don't deserve a platform."],
  // spam
  ['Progressives! Claim your free $BLUE tokens at blue-drop.io before the airdrop closes', 'Patriots! Claim your free $RED tokens at red-drop.io before the airdrop closes'],
];

const SEVENTH_CIVIL_PAIRS: Array<[string, string]> = [
  ['Investigate the senator’s Democratic donors and charge them if any laws were broken.', 'Investigate the senator’s Republican donors and charge them if any laws were broken.'],
  ['Someone posted "the socialists should be shot" here. Knock it off, that helps nobody.', 'Someone posted "the nationalists should be shot" here. Knock it off, that helps nobody.'],
  ['When the mayor calls liberals "parasites", she does exactly what she accuses the other side of.', 'When the mayor calls conservatives "parasites", she does exactly what she accuses the other side of.'],
  ["Don't be surprised if people vote the Democrats out over this.", "Don't be surprised if people vote the Republicans out over this."],
  ['Union members have long memories. Senator Markey should think hard about that before Tuesday.', 'Gun owners have long memories. Senator Cotton should think hard about that before Tuesday.'],
  ['The progressive caucus better watch its back in the primary.', 'The conservative caucus better watch its back in the primary.'],
  ["Let's take a hammer to the lobbyists' loopholes in the Democratic plan.", "Let's take a hammer to the lobbyists' loopholes in the Republican plan."],
  ['There will be blood on the floor over this budget, politically speaking, for the Democrats.', 'There will be blood on the floor over this budget, politically speaking, for the Republicans.'],
  ['I regret the day I voted for the Democrats.', 'I regret the day I voted for the Republicans.'],
  ['Our debate team is going to run them over on Friday, the Young Democrats never prepare.', 'Our debate team is going to run them over on Friday, the Young Republicans never prepare.'],
  ["Let's try to persuade the Democrats with better arguments.", "Let's try to persuade the Republicans with better arguments."],
  ['Send the liberals a letter about the vote.', 'Send the conservatives a letter about the vote.'],
  ["Let's take the progressives at their word and put it to a vote.", "Let's take the conservatives at their word and put it to a vote."],
  ['The Democratic senator knocked it out of the park at the debate.', 'The Republican senator knocked it out of the park at the debate.'],
  ["My kid's practice ends at 5 at Lincoln High, so I can't make the Democratic caucus.", "My kid's practice ends at 5 at Lincoln High, so I can't make the Republican caucus."],
  ['Next time the Democrats show up with a plan this bad, vote them out.', 'Next time the Republicans show up with a plan this bad, vote them out.'],
  ['Posting "the liberal organizer lives at 40 Oak" is doxxing. Mods, please remove it.', 'Posting "the conservative organizer lives at 40 Oak" is doxxing. Mods, please remove it.'],
  ['The pension fund is living on borrowed time, says the Democratic treasurer.', 'The pension fund is living on borrowed time, says the Republican treasurer.'],
  ['Any contractor that overbills the city should lose its contracts, Democrat or not.', 'Any contractor that overbills the city should lose its contracts, Republican or not.'],
  ['There will be blood in the water if Senator Markey loses the primary.', 'There will be blood in the water if Senator Cotton loses the primary.'],
  ['The Democrats should be culled from the ballot by voters in November.', 'The Republicans should be culled from the ballot by voters in November.'],
  ['Keep talking about the deficit, Senator Markey, and see what happens to your poll numbers.', 'Keep talking about the deficit, Senator Cotton, and see what happens to your poll numbers.'],
  ['The Democrat who runs the food bank is at the church every Saturday at 9, stop by and donate.', 'The Republican who runs the food bank is at the church every Saturday at 9, stop by and donate.'],
  ['The demolition crew took down the old liberal arts building.', 'The demolition crew took down the old conservative club building.'],
  ['Any charity that breaks the law should lose its tax-exempt status, left or right.', 'Any church that breaks the law should lose its tax-exempt status, left or right.'],
];

describe('offline post rules: seventh pass forms, paired by side', () => {
  it.each(SEVENTH_UNCIVIL_PAIRS)('caught for both sides — %s', (left, right) => {
    const [a, b] = [verdict(left).decision, verdict(right).decision];
    expect(a).not.toBe('approved');
    expect(b).toBe(a);
  });

  it.each(SEVENTH_CIVIL_PAIRS)('approved for both sides — %s', (left, right) => {
    expect([verdict(left).decision, verdict(right).decision]).toEqual(['approved', 'approved']);
  });
});

/** Eighth pass: the forms of dev-posts-eighth.fixture.ts, in other words and for other sides. */
const EIGHTH_UNCIVIL_PAIRS: Array<[string, string]> = [
  ['Honestly the tree huggers ruin every zoning meeting.', 'Honestly the bible thumpers ruin every zoning meeting.'],
  ['Another knuckle-dragger showed up to the forum, shocker.', 'Another godless heathen showed up to the forum, shocker.'],
  ['Shame the gunman missed the Democratic governor.', 'Shame the gunman missed the Republican governor.'],
  ['This town would be a better place once somebody takes Senator Markey out.', 'This town would be a better place once somebody takes Senator Cotton out.'],
  ['Time to start taking care of the liberals permanently.', 'Time to start taking care of the conservatives permanently.'],
  ['One more yes vote on the levy and your kids will suffer, Senator Markey.', 'One more yes vote on the levy and your kids will suffer, Senator Cotton.'],
  ['Support the progressive slate! And browse my online boutique for earrings, ten styles.', 'Support the conservative slate! And browse my online boutique for earrings, ten styles.'],
  ['Real Democratic merch at partyhats dot shop, ships today', 'Real Republican merch at partyhats dot shop, ships today'],
  ['roofing repair dayton cheap roofing repair best roofing repair dayton roofing near me roofing quote', 'roofing repair dayton cheap roofing repair best roofing repair dayton roofing near me roofing quote'],
];

const EIGHTH_CIVIL_PAIRS: Array<[string, string]> = [
  ['People shouting "tree huggers" at the hearing did not help anyone; the liberal speakers had data.', 'People shouting "bible thumpers" at the hearing did not help anyone; the conservative speakers had data.'],
  ['Somebody keeps pasting "visit my store" ads in the Democratic thread, mods please look.', 'Somebody keeps pasting "visit my store" ads in the Republican thread, mods please look.'],
  ["I'd kill for a Democratic budget that balances.", "I'd kill for a Republican budget that balances."],
  ['Our team is going to destroy them on Saturday night, the Young Democrats are ready.', 'Our team is going to destroy them on Saturday night, the Young Republicans are ready.'],
  ['Cut the levy and your family will pay less at the pump, the Democratic plan says.', 'Cut the levy and your family will pay less at the pump, the Republican plan says.'],
  ['The tax, the tax rate, and the tax base: the Democratic plan changes all three.', 'The tax, the tax rate, and the tax base: the Republican plan changes all three.'],
  ['We are better off if someone takes the Democratic proposal out of the budget.', 'We are better off if someone takes the Republican proposal out of the budget.'],
];

describe('offline post rules: eighth pass forms, paired by side', () => {
  it.each(EIGHTH_UNCIVIL_PAIRS)('caught for both sides — %s', (left, right) => {
    const [a, b] = [verdict(left).decision, verdict(right).decision];
    expect(a).not.toBe('approved');
    expect(b).toBe(a);
  });

  it.each(EIGHTH_CIVIL_PAIRS)('approved for both sides — %s', (left, right) => {
    expect([verdict(left).decision, verdict(right).decision]).toEqual(['approved', 'approved']);
  });
});

// ---------- twelfth pass: each new form, and a civil look-alike of each (written for this spec) ----------
// Checked on the rules' own findings (contentFindings), so the statistical judge does not hide a form.
const TWELFTH_FORMS: Array<[string, string, string]> = [
  // [category the rules find, uncivil form, civil look-alike the rules leave alone]
  ['epithet', 'the solar-freaks packed the zoning hearing again', 'the department heads packed the zoning hearing again'],
  ['epithet', 'those tariff kooks on the board never read anything', 'those neat freaks on the cleanup crew never miss a bottle'],
  ['epithet', 'Vape heads never learn, do they', 'Shower heads in the rec center never get fixed, do they'],
  ['epithet', 'nice try, wind-kooks, you lost the vote fair and square', 'nice try, committee heads, you almost met the deadline'],
  ['epithet', 'the holy rollers on the library board pulled the book', 'the road rollers on Route 9 start work Monday'],
  ['dehumanizing', 'the landlord leeches want another rent hike', 'the lab rats in the county study lived longer'],
  ['dehumanizing', 'those parasitic landlords are back at the planning commission', 'parasitic wasps are good for a vegetable garden'],
  ['violence', 'the only cure for these senators is a firing squad', 'the only cure for this budget is a hard audit'],
  ['punishment_for_views', 'kick the treasurer out of the lodge for how she voted', 'kick the treasurer out of the lodge for stealing the dues'],
  ['threat', 'better hope your brake lines stay intact, councilman', 'hope your tires dont go flat on that gravel road, drive safe'],
  ['threat', 'pray your windows do not get smashed tonight, Mayor Ruiz', 'pray your garden does well this spring, Mayor Ruiz'],
  ['violence', 'somebody should put a bullet in County Commissioner Ames', 'I met County Commissioner Ames at the fair, nice guy'],
  ['insult', 'what a nincompoop, did you even read it', 'what a nice turnout, did you see it'],
  ['insult', 'only a half-wit would vote for that levy', 'only a half-day session is planned for the levy'],
  ['punishment_for_views', 'revoke the nursing license of any member who signs that petition', 'renew the nursing license of any member before it lapses'],
];

describe('offline post rules: twelfth pass forms', () => {
  it.each(TWELFTH_FORMS)('%s: found in "%s", not in its look-alike "%s"', (category, uncivil, civil) => {
    expect(contentFindings(uncivil).map((f) => f.category)).toContain(category);
    expect(contentFindings(civil).map((f) => f.category)).not.toContain(category);
  });

  it('reads a coined label after "Another" as a label, not a name', () => {
    expect(contentFindings('Another Libtwit post, scroll on').map((f) => f.category)).toContain('epithet');
    expect(contentFindings('Another Tuesday meeting, see you there')).toEqual([]);
  });

  it('reads members and workers of any trade or church alike', () => {
    const pairs: Array<[string, string]> = [
      ['torch the oil worker offices tonight', 'torch the climate activist offices tonight'],
      ['revoke the teaching license of any church member who backs the plan', 'revoke the teaching license of any atheist who backs the plan'],
      ['torch the small business owner headquarters', 'torch the union member headquarters'],
    ];
    for (const [a, b] of pairs) {
      expect(verdict(a).decision).not.toBe('approved');
      expect(verdict(b).decision).toBe(verdict(a).decision);
    }
  });

  it('does not take a community link in the comments for advertising', () => {
    expect(verdict('Fundraiser for the Ortega family after the flood, meal train link in the comments').decision).toBe('approved');
    expect(contentFindings('All boots 50% off this weekend, link in the comments').map((f) => f.category)).toContain('spam');
  });

  it('reads "keep it clean" after a quoted slur of a person as rebutting it', () => {
    expect(contentFindings('A sign at the rally said "Hale is a POS". Disagree all you want, but keep it clean.')).toEqual([]);
    expect(contentFindings('A sign at the rally said "Hale is a POS" and honestly same').length).toBeGreaterThan(0);
  });
});

// ---------- thirteenth pass: each new form, and a civil look-alike of each (written for this spec) ----------
const THIRTEENTH_FORMS: Array<[string, string, string]> = [
  // [category the rules find, uncivil form, civil look-alike the rules leave alone]
  ['violence', 'the only good landlord is a dead landlord', 'the only good bill is a dead bill, said the lobbyist'],
  ['violence', 'those aldermen should be lined up against a wall', 'those aldermen should be lined up for the group photo'],
  ['violence', 'send the commissioners to a firing squad', 'the museum has a painting of a firing squad from 1808'],
  ['violence', 'the linesman needs to catch these hands', 'the linesman needs to wash these hands before the meal'],
  ['violence', 'that umpire should get his kneecaps broken', 'that umpire should get his eyes checked'],
  ['threat', 'if the organizer shows up I am knocking him out', 'if the meeting runs long I am knocking off early'],
  ['violence', 'time to start torching the developer offices', 'time to start painting the developer offices'],
  ['violence', 'grab the pitchforks, we are visiting the zoning chair tonight', 'grab the folding chairs, we are visiting the zoning board tonight'],
  ['violence', 'some violence against the landlords would do this city a world of good', 'some sunshine on the landlords would do this city a world of good'],
  ['punishment_for_views', 'throw the columnist in jail for writing that editorial', 'the columnist went to jail in 1975 under the junta'],
  ['punishment_for_views', 'ban the vegans from this group, we are tired of their opinions', 'ban the spammers from this group, we are tired of their links'],
  ['punishment_for_views', 'we should refuse to hire anyone who backs the levy', 'we should refuse to hire anyone who lies on the application'],
  ['harassment', 'everyone dogpile that reporter until she deletes her account', 'everyone read that reporter before the debate'],
  ['harassment', 'go blow up the clerk personal phone tonight', 'the clerk says the office phone is down tonight'],
  ['insult', 'the landlords can go suck it', 'the kids can go suck on popsicles at the fair'],
  ['insult', 'attention span of a goldfish, this guy', 'the attention span of a modern voter is short, studies say'],
  ['epithet', 'the cryptobros are out in force tonight', 'the crypto bill is out of committee tonight'],
  ['epithet', 'typical jackbooted thugs at the checkpoint', 'typical jackknifed trucks on the highway'],
  ['epithet', 'found the suburban snob', 'found the suburban stop for the bus'],
  ['epithet', 'those nurses are glorified secretaries now', 'those nurses are glorified in the new documentary'],
  ['spam', 'follow for follow, I always follow back', 'follow the budget hearing, I will report back'],
  ['spam', 'earn 3% daily with our staking pool, minimum deposit 100$', 'the fund earned 3% last year, the minimum balance rules apply'],
  ['spam', 'message me to join my team and be your own boss', 'message me to join the cleanup team on Saturday'],
];

describe('offline post rules: thirteenth pass forms', () => {
  it.each(THIRTEENTH_FORMS)('%s: found in "%s", not in its look-alike "%s"', (category, uncivil, civil) => {
    expect(contentFindings(uncivil).map((f) => f.category)).toContain(category);
    expect(contentFindings(civil).map((f) => f.category)).not.toContain(category);
  });

  it('reads a thread quote ("> …") answered with "No." as rebutted', () => {
    expect(contentFindings('> the clerks should all be locked up\nNo. Disagreeing with the levy is not a crime.')).toEqual([]);
    expect(contentFindings('the clerks should all be locked up for disagreeing with the levy').length).toBeGreaterThan(0);
  });

  it('does not take "wtf" at a thing for swearing at someone', () => {
    expect(contentFindings('wtf is this parking plan').map((f) => f.category)).not.toContain('profanity');
    expect(contentFindings('wtf is wrong with you').map((f) => f.category)).toContain('profanity');
  });

  it('does not take a toll-free line, a meeting code or a carpool offer for personal data or advertising', () => {
    expect(contentFindings('For a ride to the polls call 1-800-555-0100')).toEqual([]);
    expect(contentFindings('Public comment line is 555-0100, code 4471')).toEqual([]);
    expect(contentFindings('Anyone have a discount code for the zoo?')).toEqual([]);
    expect(contentFindings('DM me if you want to carpool to the hearing')).toEqual([]);
    expect(contentFindings('Use code SAVE20 at checkout, 20% off everything')).not.toEqual([]);
  });
});

// ---------- fourteenth pass: each new form, and a civil look-alike of each (written for this spec) ----------

const FOURTEENTH_FORMS: Array<[string, string, string]> = [
  // A name, any name, run into a contempt noun is a coined label; the same name with a plain noun is not.
  ['epithet', 'the Kowalski rats are back in the comments', 'the Kowalski family is back in the comments'],
  ['epithet', 'typical Brightline-simps defending the train again', 'typical Brightline riders defending the train again'],
  ['epithet', 'another Hartwell-brained take from the zoning board', 'another Hartwell-funded study from the zoning board'],
  ['epithet', 'the NRLC goblins are crying again', 'the NRLC staff are meeting again'],
  ['epithet', 'Okafor cultists will defend anything', 'Okafor campaigners will knock on doors all week'],
  // Harm verbs the lists lacked, with a person as the object; the same verbs at a thing are idioms.
  ['violence', 'kneecap the organizers before the rally', 'kneecap injuries kept the organizers from the rally'],
  ['violence', 'somebody should pummel that commissioner', 'we should pummel the potholes with fresh asphalt'],
  ['violence', 'drown the canvassers in the creek', 'we will drown the canvassers out with our own chants'],
  // A name-calling noun pointed at someone by a demonstrative or a superlative herd.
  ['insult', 'ban this troglodyte from the page', 'ban this fertilizer from the page'],
  ['insult', 'the dumbest bunch of numbskulls on the internet', 'the biggest bunch of volunteers on the internet'],
  // Letters spelled out with hyphens.
  ['profanity', 'the treasurer is a c-u-n-t', 'the treasurer is a c-p-a'],
  // An advert by its parts: an offer, a price, a way to pay or call, urgency.
  ['spam', 'selling quilts, $40 each, Venmo me', 'the quilt guild raised $40 each for the shelter'],
  ['spam', 'low rates, limited time, 2% down, call 555-201-3344', 'the rates went up last time, call your rep at the capitol'],
  // Advice to be on guard, said to someone, is a veiled threat; the same advice about weather is not.
  ['threat', 'you had better look over your shoulder, Councilman', 'you had better lock your doors tonight, the storm is coming'],
];

describe('offline post rules: fourteenth pass forms', () => {
  it.each(FOURTEENTH_FORMS)('%s: found in "%s", not in its look-alike "%s"', (category, uncivil, civil) => {
    expect(contentFindings(uncivil).map((f) => f.category)).toContain(category);
    expect(contentFindings(civil).map((f) => f.category)).not.toContain(category);
  });

  it('reads any named following as a side, so the same words about two named sides get the same verdict', () => {
    const a = moderateTextLocally({ kind: 'reply', content: 'jail the Okafor supporters for how they voted' }).decision;
    const b = moderateTextLocally({ kind: 'reply', content: 'jail the Lindqvist supporters for how they voted' }).decision;
    expect(a).not.toBe('approved');
    expect(b).toBe(a);
    expect(contentFindings('the Okafor supporters held a bake sale')).toEqual([]);
  });

  it('reads words reported as someone else\'s, not endorsed, as rebutted; endorsed, as the author\'s', () => {
    expect(contentFindings("My cousin wrote 'the vegans should be locked up.' They are neighbors.")).toEqual([]);
    expect(contentFindings("My cousin wrote 'the vegans should be locked up.' Exactly right.").length).toBeGreaterThan(0);
    expect(contentFindings("'Deport the hunters' is not a plan.")).toEqual([]);
    expect(contentFindings('deport the hunters for what they believe').length).toBeGreaterThan(0);
  });

  it('does not take a drop-off address for a private home', () => {
    expect(contentFindings('Bring canned goods to the food pantry drop-off, 22 Birch Street')).toEqual([]);
    expect(contentFindings('Her house is at 22 Birch Street, go let her know how you feel').map((f) => f.category)).toContain('personal_information');
  });
});

// ---------- fifteenth pass: each new form, and a civil look-alike of each (written for this spec) ----------
const FIFTEENTH_FORMS: Array<[string, string, string]> = [
  // A deity, fate or karma wished, or gleefully foretold, to strike, take or hurt people.
  ['threat', 'Pray the Lord takes the canvassers soon, and painfully', 'Pray the Lord takes care of the canvassers in this heat'],
  ['threat', 'I hope God punishes every one of the beekeepers', 'I hope God blesses every one of the beekeepers'],
  ['threat', 'pray God sends a plague on the commissioners', 'pray God sends rain on the farmers this week'],
  ['threat', 'Pray the Good Lord strikes the trustees down', 'Pray the Good Lord guides the trustees this winter'],
  ['threat', 'The Lord will take the organizers one by one and I will be smiling', 'The Lord will judge us all one day, and I will be ready'],
  ['threat', 'Karma is going to put you in the ground, Linda', 'Karma is going to catch up with the budget, Linda'],
  ['threat', 'I hope fate catches up with the landlords and breaks every bone in their bodies', 'I hope fate catches up with the landlords at the rent board hearing'],
  ['threat', 'May the trustees burn in their beds tonight', 'May the trustees suffer through another long hearing'],
  ['violence', 'whoever sees them first, lets deck the organizers', "let's deck the organizers out in holiday sweaters"],
  // Harm wished by a vehicle, in the conditional.
  ['threat', 'wish a bus would hit the whole caucus', 'wish a bus would come to the whole east side'],
  // A plea to anyone, with no modal.
  ['violence', 'pls someone run over the marchers blocking the road', 'pls someone drive the marchers home after the rally'],
  // Arms taken up against people; a fight called at a gathering.
  ['violence', 'It is time real patriots took up arms against the organizers', 'It is time real patriots took up the cause of the organizers'],
  ['violence', 'everybody pull up to their watch party and start swinging', 'everybody pull up to the batting cage and start swinging'],
  ['violence', 'pipe bomb the organizers convention and call it a day', 'pipe the organizers convention on the big screen and call it a day'],
  ['violence', 'lets swat the streamers tonight', 'lets swat the flies tonight'],
  // Violence as what people are owed or should meet.
  ['violence', 'the marchers need to be met with baseball bats', 'the marchers need to be met with water and sunscreen'],
  ['violence', 'those protesters deserve a good horsewhipping', 'those protesters deserve a good hearing'],
  // Fire with people inside; people left for the crows; bricks through windows as a message.
  ['violence', 'set the office on fire with them inside', 'the office was on fire with nobody inside, thank God'],
  ['violence', 'tie them to a post and leave em there for the crows', 'leave the corn there for the crows, it is past saving'],
  ['violence', 'a couple of bricks through his windows would get the message across', 'a couple of letters to his office would get the message across'],
  // A veiled threat through someone's children.
  ['threat', 'we know where your kids go to school, Councilman', 'we know where the kids go to school, it is the one on Elm'],
  // Shut out of a neighbourhood app for their views.
  ['punishment_for_views', 'Ban the organizers from the neighborhood app, their opinions are not welcome', 'Ban the spammers from the neighborhood app, their ads are not welcome'],
  // Masked and run-together profanity; diacritics.
  ['profanity', 'Who the fück approved this detour', 'Who the heck approved this detour'],
  ['profanity', "mother f'er parked in the fire lane", 'my mother parked in the fire lane'],
  ['profanity', 'a$$hats in the mayors office did it again', 'hard hats in the mayors office did it again'],
  // Advertising by a pitch with a number: "we beat any quote", "tell em the show sent you", follow-back.
  ['spam', "call Ray's Roofing 555-0110, we beat any quote", "call the county at 555-0110, they answer any question"],
  ['spam', 'follow my stream for follow back, like + sub + share', 'follow the council stream for updates, share it with neighbors'],
];

describe('offline post rules: fifteenth pass forms', () => {
  it.each(FIFTEENTH_FORMS)('%s: found in "%s", not in its look-alike "%s"', (category, uncivil, civil) => {
    expect(contentFindings(uncivil).map((f) => f.category)).toContain(category);
    expect(contentFindings(civil).map((f) => f.category)).not.toContain(category);
  });
});

/**
 * Forms added in the sixteenth pass (dev-posts-sixteenth.fixture.ts: school-board public comment,
 * union group chat, product-review rants, Q&A answers, parish newsletters), each beside a civil
 * look-alike with the same words in a harmless use.
 */
const SIXTEENTH_FORMS: [string, string, string][] = [
  // A beating with its end named as the body giving out; people thrown down stairs or out a window.
  ['violence', 'go find the organizers and beat them till they stop moving', 'go find the organizers and beat them until they give up, at the ballot box'],
  ['violence', 'drag the lobbyists out and kick them down the steps of the statehouse', 'drag the benches out and kick the snow off the steps of the statehouse'],
  // A hospital or a grave wished for one person named by office.
  ['violence', "if someone put the county clerk in a wheelchair I wouldn't lose any sleep", 'when the flu put the county clerk in the hospital we all sent cards'],
  // Where a private person lives and when she is alone; a call to make a worker's shifts hell.
  ['harassment', "Her home is the yellow house at the end of Cedar St, she's alone after 9.", 'The library is the yellow house at the end of Cedar St, open until 9.'],
  ['harassment', 'the guy who filmed us works the deli at the Costco on 5th, make his shift hell', 'the guy who filmed us works the deli at the Costco on 5th, say thanks for the video'],
  // A child's class named with a parent's role: enough to find her.
  ['harassment', "The PTA president's daughter is in Mrs. Klein's 3rd grade class at Oakwood. Just putting it out there.", "My daughter is in Mrs. Klein's 3rd grade class at Oakwood and loves it."],
  // Children denied to people; a pitying put-down; dragged behind a truck; a fist promised to a face.
  ['dehumanizing', "People like that shouldn't be allowed to have kids.", "Teenagers shouldn't be allowed to have phones in class."],
  ['insult', 'Whoever wrote this review is a sad little man with no friends.', 'It was a sad little town with one gas station and no friends.'],
  ['violence', "I'd love to see the whole school board dragged behind a truck.", "We dragged the old couch behind the truck to the dump."],
  ['threat', 'If I ever see Councilman Pruitt at the store he is getting my fist in his face', 'If I ever see Councilman Pruitt at the store he is getting my letter in his hand'],
  ['violence', 'throw the commissioner out the window', 'throw the old minutes out with the recycling'],
  // Lined up against the wall: not a stance on a border wall.
  ['violence', 'the trustees should all be lined up against the wall', 'the trustees are all against the wall, and so am I'],
  // A painful death wished on people, not on a bill.
  ['threat', 'Wishing the organizers a long, slow and painful death this season', 'Wishing this bill a long, slow and painful death in committee'],
  ['threat', 'I wish the senator cancer', 'I wish the senator a speedy recovery'],
  // Fellows are people like members.
  ['threat', 'the institute fellows should be shot on sight', 'the institute fellows should be seen on Tuesday'],
  // A call to publish a private person's home address or to send people to their door.
  ['harassment', 'someone post the home address of the girl who asked that question, I want to send people to her door', 'someone post the address of the polling place, I want to send people to vote'],
  // The superlative of stupidity said of a person after a relative clause.
  ['insult', 'the gentleman who just spoke is the dumbest man I have ever heard', 'I was the dumbest kid in my class and it was the dumbest idea I ever had'],
  // Coined labels: a name run into "-holes", hyphened to "-droids", "-trash", "-nazis", "-weenie".
  ['epithet', 'the FedSocholes on the council are at it again', 'the potholes on the council road are at it again'],
  ['epithet', 'chat is full of Rubio-droids spamming the same line', 'the Star Wars droids exhibit is full of kids'],
  ['epithet', 'not one Haley-weenie showed up to help', 'not one cocktail weenie was left after the potluck'],
  // A name before a contempt noun for people ("goons", "ghouls", "degenerates", "bootlickers", "rats").
  ['epithet', 'Rubio ghouls in the replies as usual', 'little ghouls and goblins at the door as usual'],
  ['epithet', 'M4L degenerates ruined the parade again', 'the degenerate weather ruined the parade again'],
  ['epithet', 'lol FedSoc bootlickers', 'lol FedSoc bake sale'],
  ['epithet', 'Ossoff goons showed up at the forum', 'hockey goons showed up at the rink'],
  ['epithet', 'Haley rats came out of the woodwork after the vote', 'The rats came out of the woodwork after the flood'],
  ['epithet', 'Shapiro NPCs at the meeting again', 'the game NPCs at the tavern again'],
  ['epithet', 'the Cato-cels are crying again', 'the solar cells are charging again'],
];

describe('offline post rules: sixteenth pass forms', () => {
  it.each(SIXTEENTH_FORMS)('%s: found in "%s", not in its look-alike "%s"', (category, uncivil, civil) => {
    expect(contentFindings(uncivil).map((f) => f.category)).toContain(category);
    expect(contentFindings(civil).map((f) => f.category)).not.toContain(category);
  });
});
