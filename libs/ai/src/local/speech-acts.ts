import { CRIME_CONDUCT, ELECTED, EPITHET_WORD, clauseFindings } from './clause-acts';
import { capsRatio, skeleton } from './normalize';
import { COINED_LABEL, PERSON_NOUN, SIDE, w } from './targets';
import { escapeRegExp } from './text';

/**
 * What a post *does*, judged from the form of its speech: who is addressed or targeted (you, a
 * named or identified person, a group of people) and what is done to them (harm threatened or
 * wished, violence called for, punishment for views or votes, insults, dehumanizing
 * comparisons, exposure of private details, advertising, shouted abuse).
 *
 * Neutrality: no rule keys on a political position or on one side's vocabulary. Group nouns
 * of every side appear only as *targets* ("liberals", "conservatives", "immigrants",
 * "billionaires" alike), and a target alone is never a finding.
 *
 * Policies are not people: "kill this bill", "attack the deficit" or "gut the program" have a
 * policy as their object, and the harm rules require a person or group as the target.
 */

export type SpeechCategory =
  | 'threat'
  | 'violence'
  | 'punishment_for_views'
  | 'harassment'
  | 'personal_information'
  | 'insult'
  | 'dehumanizing'
  | 'epithet'
  | 'hate'
  | 'profanity'
  | 'spam'
  | 'shouting'
  | 'empty'
  /** Held on the statistical judge's word (moderation.ts). */
  | 'uncertain';

export interface SpeechFinding {
  category: SpeechCategory;
  /** reject: plainly breaks the standards; hold: likely does, a person should decide. */
  severity: 'reject' | 'hold';
  reason: string;
  /** Slurs, threats, calls for violence: not fixed by a change of tone (bills' hard violation). */
  hard: boolean;
}

// ---------- vocabulary of targets ----------

/** Object pronouns and identified persons ("zperson" marks a name found in the original). */
const PRONOUN_OBJ = 'you(?: all| guys| people)?|yourself|yourselves|him|her|them|themselves|zperson';
const DET = '(?:the|these|those|that|this|all|every|all the|all of the|all those|all these|some|his|her|their|your|our|my|any|each|such|a|an)';
/** Up to two describing words between a determiner and the noun, never a policy noun or a preposition. */
const ADJ_GAP = `(?:(?!(?:bill|bills|law|laws|act|acts|plan|program|policy|policies|proposal|amendment|measure|budget|deficit|tax|taxes|idea|ideas|argument|rule|rules|provision|mandate|for|of|to|and|or|with|on|in|at|by|from|about|that|which|who|is|are|was|were|will|would)\\b)[a-z'-]+\\s+){0,2}?`;
/** A person noun used as a modifier of a policy noun ("kill the police levy", "gut the teachers' fund") is not a target. */
const NOT_A_MODIFIER = `(?!\\s+(?:levy|levies|bill|bills|budget|budgets|tax|taxes|fund|funds|funding|program|programs|plan|plans|policy|proposal|measure|mandate|contract|grant|grants|subsidy|subsidies|pension|pensions|raise|raises|reform)\\b)`;
const TARGET = `(?:(?:${PRONOUN_OBJ})\\b|${DET}\\s+${ADJ_GAP}(?:${PERSON_NOUN})\\b${NOT_A_MODIFIER}|(?:${PERSON_NOUN})\\b${NOT_A_MODIFIER})`;
const SUBJECT = `(?:you(?: all| guys| people)?|he|she|they|zperson|${DET}\\s+${ADJ_GAP}(?:${PERSON_NOUN})|(?:${PERSON_NOUN}))`;
/**
 * People who hold views, for the rules on punishment for views (neutrality pass): any group or one
 * of a group the target nouns name, by list or by form, not only the sides a list once named ("voters",
 * "liberals", "protesters"…), so the same call to jail or ban one side's people is read alike for
 * every side. Not offenders (a crime's punishment is debated, not a view's), office-holders (held to
 * account for their acts) or words for anyone at all.
 */
const VIEW_HOLDERS = `(?!(?:rioters|looters|murderers|robbers|offenders|abusers|shoplifters|smugglers|traffickers|dealers|killers|shooters|attackers|arsonists|rapists|terrorists|fraudsters|embezzlers|hijackers|kidnappers|stalkers|molesters|trespassers|lawbreakers|scammers|spammers|insurrectionists|senators?|officials?|politicians?|lawmakers?|legislators?|representatives?|governors?|mayors?|judges?|justices?|presidents?|officers?|cops?|police|executives?|ceos?|people|folks?|anyone|everyone|anybody|everybody|somebody|someone|whoever|ones?|man|men|woman|women|person|guys?|kids?|children|famil(?:y|ies)|wives|wife|husbands?|sons?|daughters?)\\b)(?:${PERSON_NOUN})`;
const GROUP = `(?:they|them|(?:${DET}\\s+)?${ADJ_GAP}(?:${PERSON_NOUN}))`;
/** Soft verbs count only when the person ends the phrase: "we will get you." not "get people to vote". */
const ENDS = `(?=\\s*(?:[.!?,;\\n]|$|(?:soon|eventually|one day|for this|for that|all|too|yet|next|tonight|tomorrow|and (?:make|teach|show|hurt|end|deal|get|find|take)|wherever)\\b))`;

/** Physical harm. Verbs that are also ordinary politics ("beat", "attack", "fight") are SOFT. */
const HARD_VERB = w(`
  kill murder shoot stab hang lynch behead decapitate strangle choke assassinate execute torture maim bomb
  firebomb gun\\s+down run\\s+over beat\\s+up beat\\s+the\\s+\\w+\\s+out\\s+of beat\\s+to\\s+death punch slap kick\\s+the\\s+\\w+\\s+out\\s+of
  pipe-?\\s?bomb swat deck(?!\\s+(?:\\S+\\s+){0,3}out\\b) kidnap burn\\s+alive set\\s+fire\\s+to string\\s+up shoot\\s+up stomp smash\\s+(?:his|her|their|your)\\s+face
  kneecap pummel bludgeon curb-?stomp pistol-?whip throttle garrote disembowel drown(?!\\s+(?:\\S+\\s+){0,3}out\\b)
  break\\s+(?:his|her|their|your)\\s+(?:legs?|neck|face|jaw|arms?) bash skin\\s+alive waterboard
`);
/** Also economic ("this will hurt families"): only with a pronoun or a name as the object. */
const HURT_VERB = 'hurt|harm|injure';
/** One identified person: "hurt the sponsor" is a threat where "hurt families" is an economic claim. */
const ONE_PERSON = `(?:${PRONOUN_OBJ}|(?:the|that|this|our|my|your|his|her)\\s+(?:senator|congressman|congresswoman|representative|rep|sponsor|mayor|governor|judge|president|clerk|speaker|author|councilman|councilwoman|commissioner|sheriff|official|guy|man|woman|lady|dude|bastard|idiot|moron|neighbou?r|staffer|reporter|journalist))`;
/** Harm named by the body part: "smash his face in", "break your legs". */
const BODY_HARM = `(?:smash|break|bash|punch|kick|slit|cut|crack|snap|rip|cave|knock)\\s+(?:your|his|her|their|zperson's|'?em|the \\w+'s)\\s+(?:\\w+\\s+)?(?:face|head|skull|neck|legs?|arms?|jaw|teeth|throat|kneecaps?|nose|ribs|fingers?)`;
const SOFT_VERB = w(`destroy crush end get find make\\s+(?:you|him|her|them)\\s+pay take\\s+out eliminate finish\\s+off deal\\s+with come\\s+after go\\s+after attack assault hunt teach\\s+\\w+\\s+a\\s+lesson`);

/** Politics by votes, courts and argument: "we will crush them in November" is civil. */
const CIVIC_QUALIFIER =
  /\b(?:at the (?:polls|ballot box|voting booth)|in (?:the )?(?:november|election|elections|primary|primaries|midterms?|next election|debate|debates|court|polls|committee)|next (?:year|cycle|election|november|time(?! (?:they|he|she|you|we|zperson) (?:show|come|speak|march|protest|knock|walk|try|open|post|drive|hold|leave)))|with (?:votes|facts|the facts|our votes|ballots|arguments|evidence|better ideas)|politically|at the ballot|electorally|on the issues|on (?:the|his|her|their) record|out of office|from office|in the courts|by voting|vote (?:him|her|them|you) out)\b/;

/** Idioms of wanting and of sport, where a violent verb harms nobody. */
const IDIOM_OUT = /\b(?:would|'d|could) kill for (?:a|an|some|the|one|another)\b|\b(?:team|squad)\b[^.!?\n]{0,60}\b(?:on (?:friday|saturday|sunday|monday|game) night|in the (?:game|match|final|playoffs?|tournament)|go [a-z]+\s*!|on the (?:field|court|pitch|ice))/;

const NEGATION = /\b(?:not|never|no one|nobody|no|nor|stop|against|condemn\w*|reject\w*|oppose|wrong to|without)\b/;

// ---------- patterns ----------

interface Rule {
  category: SpeechCategory;
  severity: 'reject' | 'hold';
  hard?: boolean;
  pattern: RegExp;
  reason: string;
  /** A negation just before the match ("no one should …") turns it off. */
  negatable?: boolean;
  /** Electoral or legal means ("in November", "in court") in the sentence turn it off. */
  civicOut?: boolean;
  /** A cheap test the text must pass before the (slower) pattern runs; it never changes a verdict. */
  needs?: RegExp;
  /**
   * The pattern's capture groups hold a label: a label the post spells with a capital (a proper
   * name: "the Texans", "Yankees gonna Yankees") is a name, not an epithet.
   */
  label?: boolean;
}

const R = (source: string) => new RegExp(source);
const INTENT = `\\b(?:i|we)\\s+(?:\\w+\\s+){0,2}?(?:will|would|shall|am going to|are going to|am gonna|are gonna|gonna|going to|want to|wanna|intend to|plan to|am ready to|are ready to|am coming to|are coming to|would love to|cannot wait to|am about to|are about to|should|must|need to)\\s+(?:\\w+\\s+){0,2}?`;
const APPEAL = `\\b(?:someone|somebody|anyone|anybody|people|we|you|you all|everyone|everybody|patriots|citizens|comrades|true americans|real americans|good people|the people|voters|they)\\s+(?:\\w+\\s+)?(?:should|needs? to|must|has to|have to|ought to|oughta|outta|gotta|better|need to|needs to)\\s+(?:just\\s+|go\\s+(?:and\\s+)?|finally\\s+|really\\s+|all\\s+|start\\s+to\\s+|start\\s+|begin\\s+){0,2}`;
const LETS = `(?:\\blet's|\\blets|\\blet us|\\btime to|\\bit is time to|\\bgo and|\\bgo|\\bjust|\\bgrab your \\w+ and|\\bcome on,? let's|^|[.!?\\n]\\s*)\\s*`;

const HARM_DONE = `(?:(?:die|dies|died)(?!\\s+(?:with dignity|peacefully|in peace|at home|on (?:their|his|her) own terms))|dead|killed|shot|hanged|hung|lynched|beaten|murdered|executed|tortured|burned|burnt|stabbed|strung up|put down|shot on sight|lined up and shot|hurt|harmed|run over|bombed|gunned down|strangled|choked|raped|maimed|beheaded|decapitated|dragged (?:out|into|through) (?:the )?streets?|tarred and feathered)`;

/** Cheap prefilters for the costliest patterns: a post without any of these words cannot match them. */
const DEHUMANIZING_NOUN =
  /vermin|human|parasit|roach|rats|animals|savage|beast|insect|pest|maggot|leech|lice|termite|locust|swine|pigs|dogs|apes|monkey|rodent|filth|garbage|trash|scum|sewage|mongrel|horde|invasive|worms|slugs|cattle|wolves|hyena|vulture|bloodsucker|ticks|fleas|bacteria|germ|slime|scourge|orcs|demons|devils|satan|weeds|disease|cancer|plague|virus|infect|infest|pestilence|blight|tumo|swarm|people/;
const HARM_DONE_NEEDS =
  /die|dead|kill|shot|hang|hung|lynch|beat|murder|execut|tortur|burn|stab|strung|put down|hurt|harm|run over|bomb|gunned|strangl|chok|rape|maim|behead|decapit|dragged|tarred|rot|suffer|swing|six feet|ground|grave|body bag|coffin/;

/**
 * Modifiers of "freaks", "heads"… that name a hobby, an office or a thing, not a group held in
 * contempt: "control freaks", "department heads", "shower heads", "two heads".
 */
const NOT_A_LABEL_MODIFIER = w(`
  control neat speed fitness health clean film music car petrol gear sports? news data book movie word gym nature tech gadget coffee food
  bobble talking dead hot cool level clear wise good fresh big swelled swollen full thick bald grey gray white red nodding hanging
  shaking turning heavy new two three four five many both their our your his her its my other
`);
/** Modifiers of "heads" that make it an office or a thing: "department heads", "union heads", "shower heads". */
const HEAD_OF_A_THING = w(`
  department agency division section bureau office unit school team family household state committee county city party church union
  company club program house campus world bed shower sprinkler bolt nail screw pin drum print letter arrow spear war cylinder hammer
  well tape cabbage garlic lettuce broccoli match fountain river spring stair bridge beach pier rail mast fish fore poppy flower seed
  wheat barley grain corn dandelion thistle mop axe golf drill nozzle trail bill measure budget plan motion case legislation ordinance
  levy project vote storm hurricane line train bus ship convoy parade caravan delegation senate debate session cooler agency's department's
`);

/** Adjectives of vermin said of people: "bloodsucking bosses". */
const VERMIN_ADJ = '(?:blood-?sucking|parasitic|lice-ridden|rat-faced|verminous|vermin-like|leech-like|maggoty)';
/** A modifier and a contempt noun for people, as one label (captured): "union goons", "eco-freaks", "frack heads". */
const CONTEMPT_LABEL = `\\b(?!(?:${NOT_A_LABEL_MODIFIER})[- ]|(?:${HEAD_OF_A_THING})[- ]heads?\\b)([a-z]{2,}-(?:freaks?|goons?|kooks?|nutjobs?|wackos?|whackos?|zealots?|heads?|snobs?|brats?|inbreds?)|(?<=(?:^|[.!?\\n]\\s*|\\b(?:the|these|those|you|bunch of|all|some|typical|every|any|a|an|ok|okay|hey|home|here|sorry|lol|another|from|like|of|other|no|more|dumb|damn|stupid|by|single|found|fellow)\\s))(?!(?:${PERSON_NOUN})\\s)(?:(?:(?!(?:those|these|the|that|this|some|all|every|any|typical|another|other|more|no|sorry|from|like|of|by|found|single|fellow|you|bunch|home|here|lol|ok|okay|hey|dumb|damn|stupid)\\s)[a-z]{3,}\\s+(?=[a-z]{3,}-[a-z]))?[a-z]{3,}(?:-[a-z]{2,})?\\s+(?:freaks?|kooks?|nutjobs?|wackos?|whackos?|heads?|snobs?|brats?|inbreds|inbred(?!\\s+(?!(?:is|was|has|does)\\b)[a-z]{3,}s\\b)|(?<!\\b(?:the|these|those|that|this|some|all|any|every|other|more|such|what|which|and|are|were|real|total|bunch|hockey|security|studio|mafia|mob|little|tiny|halloween|costumed|spooky|scary|cute|plastic|inflatable|lawn|garden|candy|cardboard|paper|arctic|norway|norwegian|brown|collared|wild|baby|bog|game|games|video|background|quest|town|village|shop|religious)\\s+)(?:goons|degenerates|bootlickers|ghouls|goblins|lemmings|npcs|zealots)|(?<!\\b(?:the|these|those|that|this|some|all|any|every|other|more|such|what|which|and|are|were|real|total|bunch|of|gym|mall|rug|pack|lab|desert|river|band|rink|dock|water|mole|musk|bilge|barn|street|sewer|subway|city|wharf|kangaroo|cane|wood|pet|fancy|dead|big|giant|huge|little|two|three|few|several|many|black|brown|norway|roof|house|field|baby|arena|library|theater|theatre|beach|ski|surf|studio|rodeo|track|pool|court|cave|dump|alley|pond|swamp|farm|garage|attic|basement|kitchen|shed|yard|dirty|filthy|drowned|lab-bred)\\s+)rats(?!\\s+(?:in|on|under|behind|inside|near|around|out of (?:the|my|our) (?:walls?|basement|attic|garage)|are (?:back|everywhere in)|got into|ate|chewed|nesting|carry|spread)\\b))))\\b(?!['’]|(?<=freaks?|goons?|kooks?|nutjobs?|wackos?|whackos?|zealots?|heads?|degenerates|bootlickers|ghouls|goblins|lemmings|npcs|\\brats)\\s+(?:of|to|into|up|down|back|home|out|off|for|toward|towards|over|north|south|east|west|straight|next|the|a|an|this|that|his|her|their|our)\\b)`;

/** A deity, fate or karma as the agent of a wish (fifteenth pass). */
const DEITY = `(?:the\\s+(?:good\\s+)?lord|(?:the\\s+)?almighty|(?:dear\\s+|good\\s+)?god|jesus|allah|heaven|fate|karma|the universe|the devil|satan|providence|the gods)`;
const ALL_OF = `(?:(?:every|each|all|any)(?:\\s+(?:last|single))?\\s+one\\s+of\\s+|(?:each|all|some|one)\\s+of\\s+)?`;
/**
 * What a deity or fate is wished to do to people: strike, smite, punish, curse, drown, burn, kill,
 * wipe out, break, send a plague on them; "take" or "call home" only with pain, haste or a whole
 * group ("takes them soon, and painfully", "takes every one of them"), never gently.
 */
const DEITY_HARM = `(?:(?:catch(?:es)?\\s+up\\s+with|finds?)\\s+${ALL_OF}${TARGET}\\s+and\\s+(?:\\w+\\s+)?(?:breaks?|kills?|burns?|drowns?|crush(?:es)?|destroys?|strikes?|takes?)\\b|(?:takes?|call\\s+home|calls\\s+home)\\s+${ALL_OF}${TARGET}[^.!?\\n]{0,30}?\\b(?:painful\\w*|slow\\w*|agon\\w*|in pain|screaming|soon|one by one|already|first)\\b|(?:takes?)\\s+(?:(?:every|each|all)(?:\\s+(?:last|single))?\\s+one\\s+of|all\\s+of|each\\s+of)\\s+${TARGET}|(?:strikes?|smites?|smite|punish(?:es)?|curses?|curse|drowns?|drown|burns?|burn|kills?|kill|destroys?|destroy|wipes?\\s+out|wipe\\s+out|breaks?|break|crush(?:es)?|rots?)\\s+${ALL_OF}${TARGET}|sends?\\s+(?:a\\s+|the\\s+)?(?:\\w+\\s+)?(?:plague|cancer|disease|fire|flood|tornado|lightning|stroke|heart attack|pestilence|famine|bolt|locusts|sickness|hurricane|earthquake|bullet|bus|truck)s?\\s+(?:on|upon|to|down on|onto|at|after|for)\\s+${ALL_OF}${TARGET})`;

const RULES: Rule[] = [
  // Threats: first person, harm to a person.
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Threatens to harm someone.', pattern: R(`${INTENT}(?:(?:${HARD_VERB})\\s+${TARGET}|(?:${HURT_VERB})\\s+${ONE_PERSON}\\b)`) },
  { category: 'threat', severity: 'hold', hard: true, negatable: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.', pattern: R(`${INTENT}(?:${SOFT_VERB})\\s+${TARGET}${ENDS}`) },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Threatens to harm someone.', pattern: R(`\\b(?:beat|punch|rough|smack|slap|knock|kick)\\s+(?:${PRONOUN_OBJ}|'em|the (?:\\w+ )?\\w+)\\s+(?:up|senseless|to death|bloody|to a pulp|out|around|the \\w+ out)\\b`) },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, civicOut: true, reason: 'Threatens to come to someone’s home.', pattern: R(`${INTENT}(?:come|show up|be|stop by|drop by|swing by|visit|pay (?:you|him|her|them) a visit|knock)\\s+(?:\\w+\\s+){0,2}?(?:to|at|on|by)?\\s*(?:your|his|her|their|zperson's)\\s+(?:house|home|door|doorstep|front door|place|driveway|kids'? school|workplace|job)\\b`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', pattern: /\b(?:(?:you|he|she|they) (?:had )?better (?:hope|pray|watch (?:out|your back|yourself)|run|hide|sleep with|lawyer up and hide)|(?:find|finds|found|finding) out where (?:you|he|she|they|zperson) (?:live|lives|sleep|sleeps))\b/ },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Calls, in veiled words, for someone to be harmed.', pattern: R(`\\b(?:(?:take|taking) care of|(?:get|getting) rid of|deal(?:ing)? with|(?:take|taking) out|eliminat(?:e|ing)|silenc(?:e|ing)|handl(?:e|ing)|remov(?:e|ing))\\s+${TARGET}\\s+(?:permanently|for good|once and for all|for ever|forever|the old-fashioned way|quietly)\\b`) },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Threatens to harm someone.', pattern: R(`(?:${INTENT}|${APPEAL}|${LETS})${BODY_HARM}`) },
  { needs: /bullet|knife|blade|bomb|noose|rope|lead/, category: 'threat', severity: 'reject', hard: true, reason: 'Threatens or calls for someone to be shot or stabbed.', pattern: R(`(?<!\\b(?:take|took|taking|takes|dodge|dodged|bite|bit) )\\b(?:a bullet|bullets|a knife|a blade|a bomb|a noose|a rope|lead) (?:in|into|through|between|around|for) (?:${TARGET}|(?:his|her|their|your|zperson's) (?:head|neck|skull|eyes|back|chest|face|heart|brain))`) },
  { needs: /to see/, category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm or death on someone.', pattern: R(`\\b(?:love|like|want|hope|wish|glad|happy|cannot wait|enjoy|pay) to see ${TARGET} (?:hanging|hang|hanged|dead|die|dying|bleed|bleeding|burn|burning|shot|beaten|in body bags|in a coffin|in coffins|swinging|suffer|suffering|in chains|strung up|tortured)`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens to harm someone.', pattern: /\b(?:make sure|ensure) (?:that )?(?:you|he|she|they|zperson) (?:never|will never|will not|do not|does not|cannot) (?:\w+ )?(?:walk|wake up|see|breathe|talk|speak|work|sleep|vote|run) again\b|\bmake (?:you|him|her|them) (?:disappear|suffer|bleed|scream|beg)\b/ },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Predicts, as a threat, that someone will be harmed.', pattern: R(`\\b(?:someone|somebody|people|one of us|we)\\s+(?:will|is going to|are going to|gonna)\\s+(?:\\w+\\s+)?(?:(?:${HARD_VERB}|${HURT_VERB})\\s+(?:you|him|her|them|zperson)|${BODY_HARM})\\b`) },
  { category: 'threat', severity: 'hold', hard: true, negatable: true, reason: 'May threaten someone; a moderator will look at it.', pattern: R(`\\bteach ${TARGET} (?:a |one )?(?:\\w+ )?lesson\\b`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens someone with a lesson they will not forget.', pattern: R(`\\bteach ${TARGET} (?:a |one )?(?:\\w+ )?lesson (?:that )?(?:you|he|she|they) (?:will not|will never|never|would not) forget`) },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for people to come armed to someone’s home or a public meeting.', pattern: /\b(?:go|show up|head|march|come|drive|get|be)\s+(?:over\s+)?(?:to|at)\s+(?:the |that |this )?(?:\w+'s|his|her|their|zperson's)\s+(?:house|home|place|door|doorstep|office|school|work)\b[^.!?\n]{0,30}\b(?:with|armed|carrying|bring(?:ing)?)\b[^.!?\n]{0,20}\b(?:bats?|baseball bats|guns|rifles|knives|weapons|pitchforks|torches|ropes?|crowbars|clubs|hammers|molotovs?)\b|\bbring (?:your |the |some )?(?:guns|rifles|bats|weapons|knives|pitchforks|rope|molotovs?) (?:to|and go to) (?:the |his |her |their )?(?:house|home|office|rally|hearing|town hall|meeting|capitol|polls|polling place)\b/ },
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for an attack on a home, an office or a place of worship.', pattern: R(`(?:${INTENT}|${APPEAL}|${LETS})(?:firebomb|bomb|burn(?: down)?|torch|blow up|set fire to|smash up|vandali[sz]e|shoot up|attack|storm|raid|trash|wreck|break into)\\s+(?:the|their|his|her|that|this|every|all the|zperson's)\\s+(?:[a-z'-]+\\s+){0,3}?(?:headquarters|offices?|house|home|homes|houses|cars?|building|clinic|church|churches|mosques?|synagogues?|temples?|campaign office|polling places?|stores?|school)\\b`) },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm or death on someone.', pattern: R(`\\b(?:hope|wish|pray)\\s+(?:that\\s+)?(?:someone|somebody|they|he|she|a [a-z]+|some [a-z]+|one of [a-z]+)\\s+(?:\\w+\\s+)?(?:kills?|shoots?|stabs?|punch(?:es)?|beats?|hurts?|runs?|hits?|rapes?|murders?|strangles?|chokes?|lynch(?:es)?|hangs?)\\s+(?:you|him|her|them|zperson)\\b|\\bmay (?:you|he|she|they|zperson) (?:die|rot|burn|choke|suffer|perish|drown|never wake)\\b`) },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for violence against people.', pattern: /\bopen season on\b|\b(?:should|will|better|must|need to) (?:start to )?fear for (?:their|his|her|your) (?:lives|life|safety)\b|\bafraid to (?:leave|go|walk) (?:their|his|her|your) (?:homes?|houses?|outside)\b|\bdeserves? what(?:ever)? (?:happens|is coming|comes) to (?:him|her|them|you)\b/ },
  { category: 'violence', severity: 'hold', hard: true, reason: 'May call for violence; a moderator will look at it.', pattern: /\btree of liberty\b|\b(?:a|the) (?:day of )?reckoning is coming\b|\b(?:revolution|civil war) (?:is|now|is coming|is the only)\b/ },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', pattern: /\b(?:keep (?:it|this|that) up|try (?:it|that)|vote (?:yes|no|for it|against it)|do it again) and (?:see|find out) what happens\b|\bfollow (?:him|her|them|you|zperson) home\b/ },
  { category: 'threat', severity: 'hold', reason: 'May threaten someone; a moderator will look at it.', pattern: /\bor else\b[.!]|\bor else\s*$|\b(?:you|he|she|they)\b[^.!?\n]{0,30}\bsee what happens\b|\bdo not make me come\b/ },
  { category: 'harassment', severity: 'reject', hard: false, reason: 'Calls for a person to be harassed.', pattern: R(`\\b(?:make (?:his|her|their|zperson's) (?:life|lives|shifts?|job|workdays?|days|nights|weeks) (?:hell|miserable|a living hell)|until (?:he|she|they|zperson) (?:quits?|resigns?|breaks|cries|leaves town|moves|kills? (?:himself|herself|themselves))|(?:harass|dox|doxx|stalk|hound)\\s+(?:him|her|them|zperson|${DET}\\s+${ADJ_GAP}(?:${PERSON_NOUN}))|do not let (?:him|her|them) (?:sleep|rest|have a moment of peace)|(?:spam|bombard|blow up) (?:his|her|their|zperson's) (?:inbox|phone|phones|dms|mentions|voicemail))\\b`) },
  // Knowing where someone lives, works or whose their children are, said to them.
  {
    category: 'threat', severity: 'reject', hard: true, reason: 'Intimidates someone by saying where they live or who their family is.',
    pattern: R(`\\b(?:i|we)\\s+(?:\\w+\\s+){0,2}?(?:know|knows|found out|found|have|got|looked up|tracked down)\\s+(?:exactly\\s+|now\\s+)?(?:where (?:you|he|she|they|zperson) (?:live|lives|sleep|sleeps|work|works|park|parks|go|goes|shop|shops)|what (?:town|city|street|house|neighbou?rhood|school|building|car)\\b[^.!?\\n]{0,30}\\b(?:you|he|she|they|zperson|your|his|her|their)|(?:your|his|her|their) (?:home )?(?:address|kids|children|wife|husband|family|school|schedule|car|plate|daughter|son))`),
  },
  {
    category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.',
    pattern: R(`\\b(?:watch your back|watch yourself|sleep with one eye open|(?:your|his|her|their) days are numbered|you have been warned|consider this (?:a|your) (?:warning|last warning)|this is your (?:last|final|only) warning|we are watching you|i am watching you|be careful (?:walking|driving|when you|at night|out there|who you)|it would be a shame if|accidents happen|nice (?:house|family|car|kids|wife|daughter|son) you (?:have|got)|hope you have (?:good |life )?insurance|people like you (?:end up|get what|disappear|tend to)|will not see it coming|(?:we are|i am|they are) coming for (?:you|him|her|them)|find out what happens|get what is coming|got what was coming|you will be next|(?:you|he|she|they) (?:will|is going to|are going to) be next|not be safe|never be safe again|will not be safe|will be sorry(?![^.!?\\n]{0,20}\\b(?:when|because|once|after|if|at the|in november)\\b)|learn the hard way|something (?:bad|terrible|unfortunate) (?:will|might|could) happen to (?:you|him|her|them)|before something happens|would hate for something to happen)\\b`),
  },
  // Advice to be on guard, said to someone (fourteenth pass): "(you'd) better keep your doors locked, X", "had better look over their shoulders".
  { category: 'threat', severity: 'hold', reason: 'May threaten someone; a moderator will look at it.', negatable: true, pattern: R(`\\b(?:better|had better|might want to|should)\\s+(?:keep (?:your|their|his|her) doors? (?:locked|shut|bolted)|lock (?:your|their|his|her) doors?|look over (?:your|their|his|her) shoulders?|check under (?:your|their|his|her) cars?|keep (?:your|their|his|her) (?:heads? down|kids (?:inside|home)))\\b(?![^.!?\\n]{0,40}\\b(?:storm|weather|wind|thieves|burglar\\w*|break-?ins?|package|porch)\\b)`) },
  { category: 'threat', severity: 'hold', reason: 'May threaten someone; a moderator will look at it.', civicOut: true, pattern: R(`\\b(?:you|he|she|they|zperson)\\s+(?:will|are going to|is going to|gonna)\\s+(?:\\w+\\s+)?(?:regret|pay for|pay dearly|answer for)\\b(?![^.!?\\n]{0,20}\\b(?:when|because|once|after|if|at the|in november)\\b)`) },
  // Wishes of harm.
  {
    needs: /hope|wish|pray|want|would love/, category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm or death on someone.',
    pattern: R(`(?:\\b(?:i|we)\\s+(?:\\w+\\s+)?|(?:^|[.!?\\n]\\s*))(?:hope|wish|pray|want|would love)\\s+(?:that\\s+|to see\\s+)?(?:${SUBJECT}|(?:your|his|her|their) (?:family|kids|children|house|home|car|wife|husband))\\s+(?:\\w+\\s+){0,3}?(?:dies?|die|dead|gets? (?:shot|killed|hurt|cancer|hit by|run over|stabbed|beaten|what is coming)|rots?|burns?(?: down)?|suffers?|chokes?|drowns?|(?:is|are|were|was|gets?|get) (?:dead|killed|shot|hurt|burned|beaten|raped)|never wakes? up|croaks?|drops? dead)`),
  },
  {
    needs: HARM_DONE_NEEDS, category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Says a person or group should be harmed or killed.',
    pattern: R(`\\b${SUBJECT}(?:\\s+(?:who|that)\\s+[^.!?\\n]{0,50}?)?\\s+(?:all\\s+)?(?:should|deserves? to|deserve to|needs? to|ought to|must|has to|have to|gotta|would be better|belong)\\s+(?:all\\s+)?(?:be\\s+|get\\s+)?(?:[a-z]+\\s+){0,5}?(?:${HARM_DONE}|rot|suffer|burn|hang|swing|six feet under|in (?:the ground|a grave|graves|body bags))\\b`),
  },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Wishes death on someone.', pattern: /\b(?:drop dead|go die|kys|kill yourself|kill yourselves|rot in hell|burn in hell|die in a fire|hope (?:you|he|she|they) (?:die|dies|rot|burn)|deserves? (?:a bullet|to be shot|the rope|the noose|the chair|a beating|to die(?! (?:with dignity|peacefully|in peace|at home|on (?:their|his|her) own terms))|death)|bullet (?:in|between|through) (?:his|her|their|your)|stop breathing|jump off a (?:bridge|cliff|building|roof)|drink bleach|eat a bullet|go play in traffic|off yourself|end yourself|unalive yourself|do (?:us|everyone|the world) (?:all )?a favou?r and (?:die|disappear|leave this earth|stop breathing|jump)|(?:get|gets|getting|deserve|deserves|earned|earn) (?:the rope|the noose|a bullet|the chair|the firing squad|the gallows|the guillotine|a beating)|better off dead|world (?:would be|is) better (?:off )?without (?:you|him|her|them|people like))\b/ },
  // Calls for violence: appeals and imperatives to others.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: R(`${APPEAL}(?:(?:${HARD_VERB})(?:ing)?\\s+${TARGET}|(?:${HURT_VERB})\\s+${ONE_PERSON}\\b)`) },
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: R(`${LETS}(?:${HARD_VERB}|${HURT_VERB})\\s+(?:${TARGET}|'?em)`) },
  { category: 'violence', severity: 'hold', hard: true, negatable: true, civicOut: true, reason: 'May call for violence; a moderator will look at it.', pattern: R(`(?:${APPEAL}|${LETS})(?:${SOFT_VERB})\\s+${TARGET}${ENDS}`) },
  {
    category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence or armed action.',
    pattern: /\b(?:take up arms|grab (?:your|the|our) (?:guns|rifles|weapons|pitchforks|ropes)|lock and load|storm (?:the|their|his|her) (?:capitol|offices?|homes?|houses?|building|statehouse|state house|city hall|headquarters|rally|legislature)|burn (?:down )?(?:their|his|her|the senator's|the mayor's) (?:houses?|homes?|offices?|headquarters|cars?)|armed (?:uprising|revolt|rebellion|insurrection)|violence is the (?:only )?(?:answer|way|solution)|(?:second|2nd) amendment (?:remedies|remedy|solutions?)|make (?:them|him|her) bleed|make (?:them|him|her|you) pay in blood|pay (?:for (?:this|it) )?in blood|spill (?:their|his|her|your|some) blood|blood in the streets|hunt (?:them|him|her) down|show up (?:at|to) (?:his|her|their) (?:house|home|door|doorstep|houses|homes) (?:with|armed)|bring (?:out )?(?:the )?(?:guillotines?|gallows|nooses?|ropes)|(?:line|put) them (?:up )?against (?:a|the) wall|string (?:them|him|her|'em) up|by any means necessary|open fire on|start shooting)\b/,
  },
  // People hunted down, not a budget's wasted dollars ("hunt down every wasted dollar").
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence or armed action.', pattern: R(`\\bhunt down\\s+${TARGET}`) },
  { category: 'violence', severity: 'hold', hard: true, reason: 'May call for violence; a moderator will look at it.', pattern: /\b(?:the only language (?:they|these people|those people) understand|torches and pitchforks|get physical with|use force against|by force)\b(?! of)/ },
  // Dehumanizing a group.
  {
    needs: DEHUMANIZING_NOUN, category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Describes people in dehumanizing terms.',
    pattern: R(`\\b${GROUP}\\s+(?:are|is|were|become|remain)\\s+(?:all\\s+|just\\s+|nothing but\\s+|no better than\\s+|basically\\s+|literally\\s+|like\\s+|simply\\s+|a bunch of\\s+|a pack of\\s+|a swarm of\\s+|filthy\\s+|dirty\\s+|disgusting\\s+|diseased\\s+){0,3}(?:(?!not\\b)[a-z'-]+\\s+){0,2}?(?:vermin|subhumans?|sub-humans?|parasites?|cockroaches|roaches|rats|animals|savages|beasts|insects|pests|maggots|leeches|lice|termites|locusts|swine|pigs|dogs|apes|monkeys|rodents|filth|garbage|trash|scum|sewage|mongrels|hordes?|an invasive species|invasive species|worms|slugs|cattle|wolves|hyenas|vultures|bloodsuckers|ticks|fleas|bacteria|germs|slime|pests?|a scourge|orcs|demons|devils|spawn of satan|weeds|rabid dogs|an? (?:disease|cancer|plague|virus|infection|infestation|pestilence|blight|tumou?r|swarm)|diseased|not (?:even )?human|less than human|not people|not really people|barely human)\\b`),
  },
  { needs: /\blike\b|infest/, category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Compares people to vermin or disease.', pattern: R(`\\b${GROUP}\\b[^.!?\\n]{0,40}\\b(?:(?:breed|swarm|multipl|crawl|spread|infest|pour|flood)\\w*\\s+(?:[a-z]+\\s+){0,3}?like\\s+(?:rats|rabbits|roaches|cockroaches|vermin|locusts|insects|animals|bugs|flies|lice|maggots|termites|pests|an? (?:plague|disease|virus|cancer|infestation|swarm))|infest(?:s|ed|ing)?)\\b`) },
  { category: 'dehumanizing', severity: 'reject', hard: true, negatable: true, reason: 'Calls for a group of people to be wiped out.', pattern: R(`\\b(?:exterminate|eradicate|wipe out|purge|cleanse|rid (?:our|the|this) (?:country|nation|city|streets|state) of)\\s+(?:${GROUP}|all of them|every (?:last )?one of them)\\b`) },
  { category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Describes people in dehumanizing terms.', pattern: /\b(?:send|go|get|crawl) (?:them |him |her |you )?back (?:to|into) (?:the|their|your|his|her) (?:jungle|trees|caves?|swamp|sewer|hole|zoo)\b/ },
  { category: 'dehumanizing', severity: 'hold', reason: 'May describe people in dehumanizing terms; a moderator will look at it.', pattern: R(`\\b(?:get rid of|deal with)\\s+(?:these|those) (?:people|${PERSON_NOUN})\\b|\\b(?:these|those) people\\b[^.!?\\n]{0,30}\\b(?:infest|swarm|breed|vermin|rats|animals|disease|plague)`) },
  // Punishment for views or votes.
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, civicOut: true,
    reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`\\b(?:should|must|needs? to|ought to|deserves? to|deserve to|belong|let us|let's|lets|we will|we are going to|it is time to|time to|have to|has to)\\b[^.!?\\n]{0,40}\\b(?:jail(?:ed)?|imprison(?:ed)?|lock(?:ed)? (?:\\w+ )?(?:up|away)|arrest(?:ed)?|deport(?:ed)?|exile(?:d)?|prosecute(?:d)?|punish(?:ed)?|hanged|executed|in (?:jail|prison|camps?|a camp|cages?)|behind bars|(?:into|to) (?:jail|prison|camps?|gitmo|re-?education)|stripped of (?:their )?(?:citizenship|right to vote|vote|votes)|lose (?:their|the|your) (?:right to vote|citizenship|vote)|banned from voting|fired|blacklisted|tried for treason|charged with treason|lose everything|lose it all|lose their (?:jobs?|homes?|pensions?|benefits|licen[cs]es?))\\b[^.!?\\n]{0,60}\\b(?:for (?:voting|their votes?|how they vote|who they vote|the way they vote|their (?:views|opinions|beliefs|politics|speech|posts|vote)|what they (?:said|say|believe|think|posted|voted|vote|wrote|support|supported|backed)|supporting|opposing|criticizing|criticising|disagreeing|speaking out|protesting|being (?:partisans?|liberal|conservative|democrats?|republicans?|leftists?|on the other side))|who (?:voted|votes?|vote|support(?:s|ed)?|back(?:s|ed)?|oppose(?:s|d)?|disagree(?:s|d)?|criticiz(?:e|es|ed)|believe|protest(?:s|ed)?)|(?:their|his|her) (?:voters|supporters|followers)|voters|supporters|partisans|liberals|conservatives|democrats|republicans|leftists|progressives|socialists|libertarians|the opposition|opponents|critics|journalists|reporters|dissenters|protesters|the other side|the other party|trumpers|maga|dems|the gop|libs)\\b(?![^.!?\\n]{0,40}\\b(?:whatever|regardless of|no matter)\\b)`),
  },
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, civicOut: true,
    reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`(?:^|[.!?\\n]\\s*|\\blet's |\\blets |\\bwe (?:should|must|need to|will|have to) |\\btime to |\\bgo )(?:jail|imprison|lock up|arrest|deport|prosecute|punish|round up|fire|blacklist|expel)\\s+(?:all\\s+|every\\s+|each\\s+)?(?:(?:single\\s+)?one\\s+of\\s+|of\\s+)?(?:(?:the|their|his|her|these|those)\\s+)?(?:${VIEW_HOLDERS}|(?:anyone|everyone|everybody|people|those) who (?:vot\\w+|support\\w*|oppos\\w+|criticiz\\w+|criticis\\w+|disagree\\w*|protest\\w*|speaks? out|spoke out|believe\\w*|posts?|posted|says?|said|signed|backs?|backed))\\b`),
  },
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true,
    reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`\\b(?:${VIEW_HOLDERS}|anyone who (?:voted|votes|supports|disagrees)|everyone who (?:voted|votes|supports))\\b[^.!?\\n]{0,40}\\bbelong (?:in|behind) (?:jail|prison|camps?|bars|cages?|a camp|gitmo)\\b`),
  },
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, civicOut: true,
    reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`\\b(?:(?:all|the|these|those|every|their|his|her)\\s+)?(?:(?:${VIEW_HOLDERS})(?:\\s+(?:who|that|against|for|of|from|in|on)\\s+[^.!?\\n]{0,60}?)?|(?:anyone|everyone|everybody|people|those) (?:who|that) (?:voted|votes|vote|supports?|supported|disagrees?|opposes?|opposed|criticiz\\w+|criticis\\w+|protest\\w*|speaks? out)[^.!?\\n]{0,60}?)\\s+(?:should|must|need to|needs to|ought to|deserve to|deserves to|deserves?|belongs?|will|have to|has to)\\s+(?:in\\s+|behind\\s+)?(?:all\\s+)?(?:be\\s+)?(?:jailed|imprisoned|locked (?:up|away)|arrested|deported|exiled|prosecuted|punished|fired|blacklisted|rounded up|stripped of|banned from voting|thrown (?:in|into) (?:jail|prison)|sent to (?:jail|prison|camps?)|put (?:in|behind) (?:jail|prison|bars)|in (?:jail|prison)|behind bars|tried for treason|charged with treason|lose (?:their|the|your) (?:right to vote|citizenship|vote)|prison|jail|jail time|prison time|(?:a )?prison sentences?|rot in (?:jail|prison)|life in prison|a cell|camps?|lose (?:their|his|her) (?:jobs?|licen[cs]es?|pensions?)|expelled|kicked out of \\w+|banned from (?:the platform|posting|speaking|teaching|office)|silenced|censored)\\b`),
  },
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, civicOut: true,
    reason: 'Calls for people to be imprisoned for who they are or how they vote.',
    pattern: R(`\\b(?:round up|(?:throw|put|send|lock|haul)\\s+(?:all\\s+|every\\s+|each\\s+|the\\s+|whole\\s+|entire\\s+|these\\s+|those\\s+){0,3}(?:[a-z]+\\s+){0,4}?(?:${VIEW_HOLDERS}|caucus|party|them|'em)\\s+(?:\\w+\\s+){0,3}?(?:in|into|to|behind)\\s+(?:jail|prison|camps?|bars|cages?|gitmo|re-?education))\\b`),
  },
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true,
    reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`\\b(?:jail|imprison|lock up|arrest|deport|prosecute|punish|round up|fire|blacklist|expel|ban|sue|investigate)\\s+(?:every|all|each|any)\\s+(?:single\\s+)?(?:[a-z]+\\s+){0,2}?(?:${PERSON_NOUN}|[a-z]{3,}(?:er|or|ist|ian))\\s+(?:who|that)\\s+(?:voted|votes|vote|complain\\w*|object\\w*|supports?|supported|backs?|backed|opposes?|opposed|disagrees?|criticiz\\w+|criticis\\w+|protest\\w*|believes?|signed|spoke|speaks|posted|donated)\\b`),
  },
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, civicOut: true,
    reason: 'Calls for people to be punished for what they say, believe or vote.',
    pattern: R(`\\b(?:${PERSON_NOUN})\\s+(?:who|that)\\s+(?:post\\w*|say|says|said|shar\\w*|express\\w*|voic\\w*|support\\w*|oppos\\w*|criticiz\\w*|criticis\\w*|vote|votes|voted|voting|protest\\w*|speak\\w*|spoke|tweet\\w*|disagree\\w*|believe\\w*|donat\\w*|sign\\w*|march\\w*|question\\w*|attend\\w*|back|backs|backed|backing|campaign\\w*|preach\\w*|defend\\w*|prais\\w*|endors\\w*|wear\\w*|wore|like|likes|liked|writ\\w*|wrote)\\b[^.!?\\n]{0,60}?\\s(?:should|must|need to|needs to|ought to|deserve to|deserves to|deserves?|will|have to|has to)\\s+(?:all\\s+)?(?:be\\s+)?(?:jailed|imprisoned|locked (?:up|away)|arrested|deported|exiled|prosecuted|punished|fired|blacklisted|expelled|silenced|censored|banned|stripped of|lose (?:their|his|her) (?:jobs?|licen[cs]es?|pensions?|citizenship|right to vote|vote|kids|children|homes?)|lose custody|in (?:jail|prison)|behind bars|prison|jail)\\b`),
  },
  { category: 'punishment_for_views', severity: 'reject', hard: true, reason: 'Calls for people to be put in camps.', pattern: /\b(?:put|send|throw|round) (?:them|'em|these people|those people)(?: all)?(?: up)?(?: and put them)? (?:in|into|to) (?:camps?|cages|re-?education)\b|\binternment camps? for\b/ },
  { category: 'punishment_for_views', severity: 'hold', reason: 'May call for someone to be jailed; a moderator will look at it.', pattern: /\block (?:him|her|them|'em)(?: all)? up\b|\b(?:him|her|them) (?:all )?(?:in|behind) (?:jail|prison|bars)\b/ },
  // Insults and name-calling aimed at a person or at readers.
  {
    category: 'insult', severity: 'reject', negatable: true, reason: 'Insults another person; criticize ideas, not people.',
    pattern: R(`\\b(?:you|you all|you guys|you people|zperson|he|she|they|(?:the|this|that|these|those|our|your|my) ${ADJ_GAP}(?:${PERSON_NOUN})|(?:${PERSON_NOUN}))\\s+(?:is|are|was|were|must be|sound like|act like|look like|seem like|remain|are just|is just|are such|is such)\\s+(?:all\\s+|just\\s+|such\\s+|so\\s+|really\\s+|truly\\s+|a\\s+|an\\s+|the\\s+|bunch of\\s+|total\\s+|complete\\s+|absolute\\s+|utter\\s+|fucking\\s+|freaking\\s+|damn\\s+|bloody\\s+|little\\s+|sorry\\s+|pack of\\s+|biggest\\s+|of\\s+|nothing but\\s+|one\\s+|another\\s+|ignorant\\s+|pathetic\\s+|stupid\\s+|dumb\\s+|brainless\\s+|worthless\\s+|lying\\s+|corrupt\\s+|old\\s+|clueless\\s+|spineless\\s+){0,4}(?:${'INSULT_STRONG'})\\b`),
  },
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: R(`\\b(?:you|you all|you guys|you people)\\s+(?:(?:stupid|dumb|pathetic|absolute|complete|total|utter|ignorant|brainless|worthless|little|fucking|freaking|damn|bloody|lying|sorry)\\s+){0,3}(?:${'INSULT_NOUN'})\\b`) },
  { category: 'insult', severity: 'reject', negatable: true, reason: 'Insults the people who hold a view; criticize ideas, not people.', pattern: R(`\\b(?:anyone|anybody|everyone|everybody|whoever|people|those|voters|supporters|folks)\\s+(?:who|that)\\s+[^.!?\\n]{0,80}?\\s+(?:is|are|must be|has to be|have to be|is just|are just)\\s+(?:\\w+\\s+){0,3}?(?:${'INSULT_STRONG'})\\b`) },
  { category: 'insult', severity: 'reject', reason: 'Insults the readers; criticize ideas, not people.', pattern: R(`\\b(?:only (?:an?\\s+)?(?:\\w+\\s+)?(?:${'INSULT_NOUN'})\\s+(?:would|could|believes?|thinks?|supports?)|what (?:an?\\s+)(?:\\w+\\s+)?(?:${'INSULT_NOUN'})\\b|(?:wake up|listen|read it|look),? (?:you )?(?:\\w+ )?(?:${'INSULT_NOUN'})\\b)`) },
  { category: 'insult', severity: 'reject', reason: 'Insults the readers; criticize ideas, not people.', pattern: R(`\\b(?:are|is) (?:you|you people|you all|they|he|she|zperson) (?:\\w+ ){0,2}?(?:this|that|so|really|actually|just) (?:${'INSULT_STRONG'}|thick|slow|gullible|naive|blind|brainwashed)\\b|\\bimagine being (?:this|that|so) (?:${'INSULT_STRONG'})\\b|\\b(?:brainwashed|mindless|blind|obedient|gullible) (?:sheep|sheeple|drones|zombies|cultists|bots)\\b`) },
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: /\b(?:shut up|shut your (?:mouth|trap|pie ?hole|face)|stfu|gtfo|get lost|go to hell|screw you|bite me|eat shit|go back to (?:school|kindergarten|your cave|sleep)|learn to read|get a brain|grow a brain|grow a spine|are you (?:stupid|dumb|an idiot|a moron|illiterate|blind|brain ?dead|insane|retarded|slow)|how (?:stupid|dumb|thick|dense) (?:can|are|is) (?:you|they|people|anyone)|can you even read|do you even think|nobody cares what you think|no one asked you|cry (?:more|harder)|cope harder|seethe|get a life|get a clue|ok boomer|cry me a river|who asked you|go cry|sit down and shut up|(?:you|you people) make me sick|go back to where you came from|go back to your (?:own )?(?:country|shithole)|get out of (?:our|my|this) country|f (?:you|off|yourself)|eff (?:you|off)|kiss my ass|up yours|piss off|go f yourself|go fuck yourself|fuck (?:you|off|him|her|them|yourself)|you (?:little|dumb|stupid) \w+)\b/ },
  { category: 'insult', severity: 'hold', reason: 'May call someone names; a moderator will look at it.', pattern: /\byou (?:absolute|utter|complete|total|fucking|stupid|dumb|ignorant|pathetic) (?!legend|hero|genius|star|champ|saint|gem|delight|treasure|angel)[a-z]+\b/ },
  { category: 'insult', severity: 'hold', negatable: true, reason: 'May call someone names; a moderator will look at it.', pattern: R(`\\b(?:you|you all|you guys|you people|zperson|he|she|they|(?:the|this|that|these|those|our|your|my) ${ADJ_GAP}(?:${PERSON_NOUN}))\\s+(?:is|are|was|were)\\s+(?:[\\w-]+,?\\s+){0,3}?(?:liars?|crooks?|grifters?|lunatics?|snakes?|slobs?|weasels?|stooges?|delusional|deranged|unhinged|brainwashed|senile|gullible|evil|psychotic|insane|crazy|nuts|a disgrace|disgusting)\\b`) },
  // Epithets for a party or a group.
  { category: 'epithet', severity: 'reject', hard: true, reason: 'Uses an epithet for a political side or a group of people.', pattern: /\b(?:libtard(?:s|ed)?|dummycrats?|demorats?|repubes|rapepublicans?|republiturds?|commiecrats?|trumpkins?|leftards?|rightards?|demonrats?|democraps?|dumbocrats?|demoncrats?|dimocrats?|democrazies|repugs?|repugnicans?|rethuglicans?|republicunts?|repukes?|repuglicans?|republikkkans?|republitards?|conservatards?|trumptards?|trumpanzees?|magats?|maggats?|magaturds?|cuckservatives?|libturds?|libtwits?|libcucks?|feminazis?|obamatards?|bidenbots?|bidenistas|teabaggers?|wingnuts?|moonbats?|leftoids?|rightoids?|commie scum|nazi scum|wetbacks?|beaners?|towelheads?|ragheads?|gooks?|spics?|kikes?|chinks?|sand ?n\w+ers?|white trash|trailer trash|rednecks?|hillbillies|snowflakes?|sheeple|cucks?|soyboys?|knuckle[- ]?draggers?|bible[- ]?thumpers?|tree[- ]?huggers?|godless heathens?|holy[- ]rollers?)\b/ },
  { category: 'epithet', severity: 'reject', hard: true, negatable: true, reason: 'Labels a political side or a group with an epithet.', needs: /nazis|fascists|commies|traitors|terrorists|pedo|groomers|baby killers|enemies of/, pattern: R(`\\b${GROUP}\\s+(?:are|is)\\s+(?:all\\s+|just\\s+|nothing but\\s+|literally\\s+|a bunch of\\s+|basically\\s+){0,2}(?:nazis|fascists|commies|traitors to (?:this|our|the) country|terrorists|pedophiles|pedos|groomers|baby killers|enemies of the people|enemies of (?:america|the state|this country)|domestic terrorists)\\b`) },
  { category: 'epithet', severity: 'hold', negatable: true, reason: 'May label a group with an epithet; a moderator will look at it.', needs: /cult|brownshirts|bolsheviks|stalinists|traitors|racists|bigots|criminals|thugs|murderers|communists|commies|godless|american|savages|degenerates|perverts/, pattern: R(`\\b${GROUP}\\s+(?:are|is)\\s+(?:all\\s+|just\\s+|nothing but\\s+|a bunch of\\s+){0,2}(?:a cult|a death cult|cultists|cult members|brownshirts|bolsheviks|stalinists|traitors|racists|bigots|criminals|thugs|murderers|communists|commies|godless|un-?american|savages|degenerates|perverts)\\b`) },
  // ---------- fifth pass (dev-posts-varied.fixture.ts): forms another author's voices use ----------
  // Harm predicted for a person, said to or about them: "you will end up in a ditch", "you won't see Christmas".
  {
    category: 'threat', severity: 'reject', hard: true, civicOut: true, reason: 'Predicts, as a threat, that someone will be harmed.',
    pattern: R(`\\b(?:you|he|she|they|zperson|(?:the|that|this|your|these|those|every)\\s+${ADJ_GAP}(?:${PERSON_NOUN}))\\s+(?:\\w+\\s+)?(?:will|would|is going to|are going to|gonna|is gonna|are gonna|might|may|could)\\s+(?:\\w+\\s+){0,4}?(?:(?:in|on|into) (?:a |the )?(?:ditch|stretcher|body bag|body bags|coffin|casket|box|morgue|wheelchair|icu|hospital bed|grave|ground|trunk)|(?:eating|eat|drinking|drink|sipping) (?:\\w+ )?through a straw|six feet under|pushing up daisies|not (?:live to see|see (?:christmas|another|the next|next|tomorrow|the new year|the spring|the summer))|never (?:walk|wake up|see (?:christmas|another|your|his|her|their)))`),
  },
  { category: 'threat', severity: 'hold', hard: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.', pattern: R(`\\b(?:you|he|she|they|zperson)\\s+(?:might|may|will|would|could|are not going to|is not going to)\\s+(?:not\\s+)?(?:survive|make it (?:home|out|through the (?:night|week|year)))\\b|\\b(?:people|folks|guys|those|ones) (?:like you|like (?:him|her|them)|who [^.!?\\n]{0,30}?) (?:tend to|usually|always|often|seem to|have a way of) (?:disappear|vanish|go missing|get hurt|end up (?:hurt|dead|missing))`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens someone with a hospital or a grave.', pattern: /\b(?:hospitals?|morgue|graveyard|cemetery|ditch|wheelchair)\b[^.!?\n]{0,40}\bwhere (?:you|he|she|they|zperson) (?:are|is) (?:headed|going|going to end up)\b|\bput (?:a hole|holes|one|a round|a slug|a cap|a bullet) (?:in|into|through) (?:you|him|her|them|zperson|'em|(?:the|your|his|her|their|zperson's) (?:\w+'s )?(?:window|windshield|door|front door|car|head|house|skull|chest))\b|\bput (?:you|him|her|them|zperson|'em) (?:in|into|under) (?:the ground|a grave|a box|a coffin|a wheelchair|the hospital|a hospital bed|the morgue|the icu|the dirt)\b/ },
  // Warnings and insinuation: "consider this your only warning", "we know where the mayor sleeps".
  {
    category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.',
    pattern: R(`\\bconsider this (?:a|your) (?:\\w+ )?warning\\b|\\bthis is your (?:\\w+ )?(?:and (?:last|final|only) )?warning\\b|\\bor (?:you will |you are going to )?(?:suffer|bleed|get hurt|die)\\b|\\b(?:i|we)\\s+(?:\\w+\\s+)?know (?:exactly )?(?:where|when) (?:the\\s+${ADJ_GAP}(?:${PERSON_NOUN})|your \\w+|his \\w+|her \\w+) (?:live|lives|sleep|sleeps|park|parks|work|works|jog|jogs|walk|walks|drive|drives|shop|shops|eat|eats)\\b|\\bwhen (?:i|we) (?:catch|find|get|meet|see) (?:you|him|her|them|zperson)\\b(?:\\s+\\w+){0,3}\\s+(?:outside|alone|in person|in the parking|in a dark|after dark|after the meeting)|\\b(?:you|he|she|they|zperson) (?:should|better|had better|ought to) be (?:\\w+ )?(?:scared|afraid|terrified|worried) (?:to|of|when|every time) (?:start|open|walk|leave|go|drive|check|answer|sleep|come)\\w*`),
  },
  { category: 'threat', severity: 'hold', hard: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /(?:^|[.!?\n,]\s*)careful (?:walking|driving|going|leaving|coming|out there|tonight)\b|\bif (?:you|he|she|they) know what is good for (?:you|him|her|them)\b|\b(?:best|better) not show (?:your|his|her|their) faces? (?:in|around|here|again|at)\b|\b(?:one more|another) (?:word|post|peep|vote like that)(?: out of you| from you)? and (?:i|we)\b|\b(?:i|we) (?:will|am going to|are going to|gonna) (?:\w+ ){0,3}shut (?:you|him|her|them) up\b|\bmake sure (?:that )?(?:you|he|she|they|zperson) (?:never|will never|will not|do not|does not|cannot) (?:\w+ )?(?:walk|wake up|see|breathe|talk|speak|work|sleep|vote|run)(?: \w+){0,4} again\b|\bbe a (?:real )?(?:shame|pity)\b|\bnice (?:little )?(?:house|family|car|kids|wife|daughter|son|home|business|shop|farm) (?:you have|you got|you have got|of yours)\b|\bwould be a (?:real )?(?:shame|pity) if (?:something|anything)\b/ },
  // Harm predicted in the passive: "the ones who voted for this are going to be hunted down".
  {
    needs: /hunted|killed|shot|hanged|hung|lynched|beaten|murdered|executed|strung|gunned|dragged|put down|taken out/, category: 'threat', severity: 'reject', hard: true, negatable: true, civicOut: true,
    reason: 'Predicts, as a threat, that people will be harmed.',
    pattern: R(`\\b(?:you|they|he|she|zperson|(?:the|these|those|every|all|all the|each)\\s+${ADJ_GAP}(?:${PERSON_NOUN}))(?:\\s+(?:who|that)\\s+[^.!?\\n]{0,50}?)?\\s+(?:will|are going to|is going to|are gonna|is gonna|gonna)\\s+(?:all\\s+)?(?:be|get)\\s+(?:hunted(?: down)?|killed|shot|hanged|hung|lynched|beaten|murdered|executed|strung up|gunned down|dragged out|put down|taken out)\\b(?![^.!?\\n]{0,40}\\b(?:if|unless|because|by (?:the|this|that) (?:bill|law|policy|cuts?))\\b)`),
  },
  // Calls for violence framed as questions or wishes: "why hasn't anyone shot him yet?".
  {
    category: 'violence', severity: 'reject', hard: true, civicOut: true, reason: 'Calls for violence against people, framed as a question or a wish.',
    pattern: R(`(?:\\bwhy (?:has|have|did|is|are|do|does|will) not (?:anyone|anybody|someone|somebody|one of you|we|you|people)|\\bis there (?:nobody|no one|not one \\w+)[^.!?\\n]{0,40}?(?:enough|willing|left|ready) to|\\bwould (?:not )?(?:it )?(?:not )?be (?:great|nice|good|wonderful|funny|something) if (?:someone|somebody|anyone|we|you)|\\b(?:someone|somebody|anyone) (?:please|pls|plz)|\\bwho (?:is|will|wants to)(?: going to| gonna)?)\\s+(?:\\w+\\s+){0,2}?(?:kill|murder|shoot|shot|stab|hang|lynch|beat|punch|drag|blow(?:ing)? up|blew up|bomb|burn|torch|string|strangl|chok|assassinat|execut|firebomb|smash|run over|ran over)\\w*\\s+(?:up\\s+|out\\s+|down\\s+)?(?:${TARGET}|(?:their|his|her|the) (?:rallies|rally|homes?|houses?|offices?|headquarters|cars?|meetings?|churches|church|office))`),
  },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for people to be run off a road or a bridge.', pattern: R(`\\b(?:run|drive|push|throw|toss|knock)\\s+(?:[a-z'-]+\\s+){0,3}?(?:${PERSON_NOUN}|him|her|them|you|zperson|'em)\\s+off (?:the|a|that|this) (?:road|bridge|cliff|roof|overpass|balcony|ledge|building)\\b`) },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for violence against people.', pattern: R(`\\bthe only (?:language|thing) (?:[a-z'-]+\\s+){1,3}?understands? is (?:a |the )?(?:fist|fists|force|violence|bullets?|lead|the rope|a beating|pain|the boot)\\b|\\b(?:${PERSON_NOUN}|they|them)\\s+(?:are|is)\\s+(?:now\\s+)?in season\\b|\\b(?:throw|toss|chuck|hurl)\\s+(?:a\\s+|some\\s+)?(?:bricks?|rocks?|stones?|molotovs?|molotov cocktails?|pipe bombs?|firebombs?)\\s+(?:through|at|into)\\b`) },
  { category: 'violence', severity: 'reject', hard: true, civicOut: true, reason: 'Says a person should be beaten.', pattern: R(`\\b${SUBJECT}\\s+(?:\\w+\\s+)?(?:needs?|deserves?|could use|is asking for|are asking for)\\s+(?:a\\s+)?(?:good\\s+|real\\s+|proper\\s+|serious\\s+)?(?:beating|thrashing|whipping|ass-?kicking|kicking|smack|slap|punch in the (?:face|mouth)|fist in the (?:face|mouth))\\b`) },
  { category: 'violence', severity: 'hold', hard: true, civicOut: true, reason: 'May call for violence; a moderator will look at it.', pattern: /\btake (?:it|this|the fight|the war|the battle) to (?:their|his|her|your|zperson's) (?:homes?|houses?|doors?|doorsteps?|front doors?|driveways?|families)\b|\b(?:round|line) (?:them|'em|these people|those people) up\b|\bthe time for (?:talking|talk|words|debate|voting|ballots|peaceful \w+|protest\w*) is (?:over|done|past)\b/ },
  // Punishment for views: sanctions aimed at people by what they voted, backed or said. stances.ts
  // reads "ban" and the other direction verbs as "change" before a noun, so "change every partisan
  // from voting" is how the rules see "ban every Democrat from voting" (and "keep … from voting").
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`\\b(?:ban|bar|block|keep|change|banned|barred)\\s+(?:every|all|any|the|those|these|all the)?\\s*(?:[a-z-]+\\s+){0,2}?(?:${VIEW_HOLDERS}|them)\\s+from\\s+(?:voting|the vote|the polls|running|holding|office|teaching|working|public jobs|jobs|speaking)\\b(?!\\s+(?:machines?|booths?|fraud|rolls|records|lines|sites|locations|hours|costs))|\\b(?:take|taking|took|strip|revoke|pull|cancel)\\s+(?:away\\s+)?(?:the|their|his|her)\\s+(?:[a-z-]+\\s+)?(?:vote|votes|right to vote|ballots?|citizenship|licen[cs]es?|pensions?|jobs?|passports?|voter registration|credentials)\\s+(?:away\\s+)?(?:from|of)\\s+(?:every\\s+|all\\s+|any\\s+|the\\s+)?(?:[a-z]+\\s+){0,2}?(?:partisans?|voters?|supporters?|donors?|${PERSON_NOUN})(?:\\s+(?:who|that)\\s+(?:vot|support|back|sign|donat|march|spoke|speak|post|campaign|criticiz|protest|preach|say|said|wrote|write)\\w*)`),
  },
  // Similes and singular forms of dehumanizing: "like cockroaches, they…", "every one of them is a tick".
  { category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Compares people to vermin or disease.', pattern: R(`(?:^|[.!?\\n]\\s*)like (?:rats|cockroaches|roaches|vermin|locusts|lice|leeches|parasites|maggots|termites|insects|animals|pigs|cattle|a plague|a disease|a virus|a cancer|an infestation)\\s*,\\s*${GROUP}|\\b(?:every|each|any)\\s+(?:[a-z-]+\\s+)?(?!(?:bill|law|tax|policy|program|regulation|rule|mandate|agency|department|budget|loophole|subsidy|fee|tariff|idea|plan|dollar|cent)s?\\b)[a-z-]+\\s+(?:is|was)\\s+(?:a|an|just a|nothing but a|no better than a)\\s+(?:[a-z-]+\\s+)?(?:vermin|parasite|cockroach|roach|rat|savage|beast|insect|pest|maggot|leech|louse|termite|locust|rodent|tick|flea|subhuman|animal)\\b|\\b(?:this|that)\\s+(?:[a-z-]+\\s+)?(?:${PERSON_NOUN})\\s+(?:is|was)\\s+(?:a|an|just a|nothing but a|no better than a)\\s+(?:[a-z-]+\\s+)?(?:vermin|parasite|cockroach|roach|rat|insect|pest|maggot|leech|louse|termite|locust|rodent|tick|flea|subhuman)\\b`) },
  { category: 'dehumanizing', severity: 'hold', hard: true, reason: 'May describe people in dehumanizing terms; a moderator will look at it.', pattern: R(`\\b${GROUP}\\s+(?:\\w+\\s+){0,2}?crawl\\w* (?:back )?(?:out )?(?:from under|out of|into) (?:their|a|the) (?:rocks?|holes?|sewers?|swamps?|caves?|gutters?)`) },
  // Epithets by their form: a side's name fused with an insult ("-tards", "-crats", "-rats"), or a side's members named by an insult noun.
  { category: 'epithet', severity: 'reject', hard: true, reason: 'Uses an epithet for a political side or a group of people.', pattern: /\b(?!(?:democrats?|democratic|demonstrators?|democracy|democracies|congrats|congratulations)\b)(?:dem|demo|demon|dumb|dim|lib|repub|repu|trump|biden|obama|maga|commie|lefty?|righty?|gop|con|cons|prog|soc|green|woke)[a-z]{0,5}(?:crats?|craps?|rats|pugs?|pukes?|thugs?|cucks?|nazis?|bots|tards?|turds?|scum|sheep|zombies|clowns)\b|\bpartisans?\s+(?:sheep|sheeple|cultists|zombies|drones|bots|lemmings|goons|thugs|scum|trash|clowns|morons|idiots|cucks|crybabies|loons|nutjobs|lunatics|vermin|rats|pigs|maggots)\b/ },
  // Harm awaited for a person, told as a debt coming due ("can't wait for the day he gets what he's got
  // coming"), or an ultimatum with an unnamed consequence ("last warning. vote yes and see what happens").
  { category: 'threat', severity: 'hold', hard: true, negatable: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /\b(?:gets?|getting) what (?:he|she|they|you|zperson)(?:'s| has| have|'ve| is| are)? (?:got |had )?coming\b|\bwhat(?:'s| is) coming (?:to|for) (?:him|her|them|you|zperson)\b|\bhope (?:it'?s|it is) (?:slow|painful)\b|\blast warning\b|\b(?:and|or) see what happens(?: to (?:you|him|her|them))?\s*(?:[.!?]|$)/ },
  // Coined labels by their form (targets.ts): a stem fused with a derogatory noun, whatever it names.
  { category: 'epithet', severity: 'reject', hard: true, reason: 'Uses an epithet for a political side or a group of people.', pattern: R(`\\b${COINED_LABEL}\\b`) },
  // A label in the slots where a side's or group's name stands in forum sneers ("the X are seething",
  // "X gonna X", "cope harder, X", "typical X take"): the slot says the word is a
  // label; a word that names people plainly (a side's name, "voters", "people") is not held.
  { needs: /seething|malding|coping|triggered|melting down|screeching|big mad|losing it|foaming|gonna|cope|cry|seethe|stay mad|typical|average|peak|classic/, category: 'epithet', severity: 'hold', hard: true, reason: 'May label a group with an epithet; a moderator will look at it.', pattern: R(`(?:\\bthe (?!(?:${PERSON_NOUN})\\b)([a-z][a-z-]{2,}s) (?:are|r|is) (?:all |so |just )?(?:seething|malding|coping|triggered|melting down|screeching|big mad|losing it|foaming at the mouth)\\b|\\b(?!(?:${PERSON_NOUN})\\b)([a-z][a-z-]{2,}s) gonna \\2\\b|\\b(?:cope harder|keep crying|cry more|seethe harder|stay mad|keep coping|keep seething),? (?!(?:${PERSON_NOUN})\\b)([a-z][a-z-]{2,}s)\\b|\\b(?:typical|average|peak|classic) (?!(?:${PERSON_NOUN}|that|this|the|example|case|day|week|one|thing|way|time|kind|sort)\\b)([a-z][a-z-]{2,}) (?:take|moment|iq|behaviou?r|brain|meltdown|cope)\\b)`), label: true },
  // Threats told as what will happen, or as advice: "he's going home in pieces", "see if you make it back to your car".
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens to harm someone.', pattern: R(`\\b(?:see if|wonder if|bet) (?:you|he|she|they|zperson) (?:make it|makes it|get|gets) (?:back|home|out)\\b|\\bbreak (?:every|all the) bones? in\\b|\\bregret (?:ever )?(?:being born|the day (?:you|he|she|they) (?:were|was) born)\\b|\\b(?:shame|pity) if (?:something|anything|(?:you|he|she|they|your \\w+|his \\w+|her \\w+) (?:got|get|gets|were|was) (?:hurt|hit|harmed|attacked))\\b|\\bif i (?:were|was) you,? i would (?:stop (?:walking|going|driving|jogging|leaving)|watch (?:your back|out)|be careful|not (?:walk|go|drive) (?:home )?alone|lock (?:your|the) doors)\\b|\\b(?:loading up|locked and loaded|loaded up)\\b[^.!?\\n]{0,40}\\b(?:heading|going|coming|driving) (?:to|over to) (?:your|his|her|their|zperson's|the \\w+'s)\\b|\\b(?:should|better|had better) (?:be careful|watch (?:out|himself|herself|themselves|yourself)) (?:in|at|around|near|walking|leaving) (?:the |that )?(?:parking|garage|lot|dark|alley|stairwell)|\\b(?:i|we) (?:\\w+ )?know (?:which|what) (?:gym|church|bar|route|office|school|building|parking \\w+|garage|restaurant|diner|trail) (?:you|he|she|they|zperson|the \\w+)\\b`) },
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm on someone.', pattern: R(`\\b(?:hope|pray|wish)\\s+(?:that\\s+)?(?:a|some|the next)\\s+(?:drunk driver|drunk|truck|bus|bullet|stray bullet|tornado|lightning bolt|meteor|shark|bear|car|train)\\s+(?:\\w+\\s+)?(?:finds|hits|gets|takes out|runs over|flattens|find|hit|get|take out|run over|flatten)\\s+(?:you|him|her|them|zperson|${TARGET})`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Predicts, as a threat, that someone will be harmed.', pattern: R(`\\b(?:you|he|she|they|zperson|(?:the|that|this|your)\\s+${ADJ_GAP}(?:${PERSON_NOUN})|(?:the|that|this)\\s+[a-z-]+(?=\\s+(?:who|that)\\s))(?:\\s+(?:who|that)\\s+[^.!?\\n]{0,40}?)?\\s+(?:will|would|is going|are going|is gonna|are gonna|gonna)\\s+(?:\\w+\\s+){0,3}?(?:(?:in|on) (?:pieces|an ambulance|a stretcher|a body bag|a box|a wheelchair)|(?:eating|drinking) (?:\\w+ )?through a straw)\\b|\\b(?:the|that|this)\\s+${ADJ_GAP}(?:${PERSON_NOUN})\\s+(?:will not|is not going to|might not|may not|would not)\\s+survive (?!(?:the |a |this |another |his |her |their )?(?:next |coming |upcoming )?(?:primary|primaries|election|vote|recall|scandal|session|cycle|term|midterms?|hearing|investigation|audit|impeachment|challenge|race|caucus|convention|review|backlash|news cycle|polls?|redistricting)\\b)`) },
  // Calls for violence with weapons, places and sabotage.
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for violence against people or property.', pattern: R(`(?:${LETS}|${APPEAL})(?:blow up|bomb|sabotage|torch|burn down|take out) (?:the|a|their|every|all the) (?:[a-z]+ )?(?:substation|power plant|power grid|grid|pipeline|dam|bridge|water plant|transformers?|rail line|tracks)\\b|\\b(?:do not|don't) (?:debate|argue with|talk to|reason with|vote against|listen to) [^,.!?\\n]{1,40}, (?:just )?(?:punch|hit|beat|shoot|stab|smack|slap|kill|hang|attack) (?:them|him|her|'em)\\b|\\bgo (?:over )?to (?:the )?(?:[a-z]+ ){0,2}(?:[a-z]+'s|his|her|their|zperson's) (?:house|home|office|place|car)\\b[^.!?\\n]{0,30}\\b(?:and|to) (?:break|smash|wreck|trash|burn|torch|destroy|vandali[sz]e)\\b|\\b(?:ambush|firebomb|storm|raid|shoot up) (?:the |his |her |their |zperson's )?(?:[a-z]+'s )?(?:motorcade|convoy|caravan|bus|plane|home|house|family)\\b|\\bbring (?:the |some |a can of |cans of )?(?:gasoline|gas cans?|lighter fluid|molotovs?|explosives|bricks|rocks) (?:to|and go to)\\b|\\bform (?:a|an|our own) (?:armed )?(?:militia|posse|death squad|hit squad|lynch mob)\\b|\\bmake (?:the |those |these |all the )?(?:[a-z-]+\\s+){0,2}?(?:${PERSON_NOUN}|them) (?:afraid|scared|too scared|terrified) to (?:vote|speak|show up|go out|leave)\\b|\\b(?:pelt|stone|pelting) [^.!?\\n]{0,40} with (?:rocks|stones|bricks|bottles)\\b|(?:^|[.!?\\n]\\s*)shoot first (?:at|on)\\b`) },
  { category: 'violence', severity: 'hold', hard: true, reason: 'May call for violence; a moderator will look at it.', pattern: R(`\\bbeat (?:some )?sense into\\s+${TARGET}|\\bwith (?:bats|baseball bats|guns|rifles|knives|clubs|pipes|crowbars|hammers|torches|pitchforks)\\b[^.!?\\n]{0,40}\\b(?:take care of|deal with|handle|teach|go after|get)\\s+[^.!?\\n]{0,20}\\b(?:${PERSON_NOUN}|them|him|her)\\b`) },
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: R(`${APPEAL}(?:start\\s+)?(?:executing|hanging|shooting|lynching|killing|beating|stabbing|strangling|burning)\\s+(?:${TARGET}|[a-z-]+\\s+(?:${PERSON_NOUN}))`) },
  // Sanctions for a vote or a view, in more shapes: "if you voted for X you should lose your benefits",
  // "it should be a felony to give money to X candidates", "a law that sends X voters to jail".
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, reason: 'Calls for people to be punished for their views or votes.',
    pattern: R(`\\bif you (?:voted|vote|support\\w*|back\\w*|donated|signed|marched|campaigned)\\b[^.!?\\n]{0,60}\\byou (?:should|must|need to|deserve to|ought to|will) (?:be |get )?(?:lose|losing|fired|jailed|arrested|deported|banned|punished|locked up|prosecuted|thrown|stripped|kicked|fined|expelled|blacklisted)\\b|\\bit should be (?:a felony|a crime|illegal|against the law|a jailable offen[cs]e|punishable) to (?:vote|give money|donate|support|belong|be an? |join|campaign|post|speak|march|sign|wear|fly|display)[^.!?\\n]{0,40}\\bpartisans?\\b|\\b(?:sends?|puts?|throws?|locks?) (?:[a-z-]+ ){0,2}(?:partisans?|voters?|supporters?|donors?|critics?|protesters?) (?:to|in|into|behind) (?:jail|prison|bars|camps?)\\b|\\b(?:${PERSON_NOUN}) (?:who|that) (?:hold|have|share|express|voice)\\w* [^.!?\\n]{0,30}\\b(?:opinions|views|beliefs|politics)\\b[^.!?\\n]{0,20}\\b(?:have no right to|do not deserve|should not (?:have|be allowed|get)|should lose|must lose)\\b|\\b(?:${PERSON_NOUN}) (?:who|that) (?:boo\\w*|heckl\\w*|chant\\w*|clapp\\w*|cheer\\w*|vot\\w*|support\\w*|back\\w*|protest\\w*|march\\w*|sign\\w*|post\\w*|spoke|speak\\w*)\\b[^.!?\\n]{0,40}\\b(?:should|must|need to|deserve to|ought to) (?:all )?be (?:tracked down|hunted down|charged|investigated|sued|fined|doxx?ed|named and shamed)\\b`),
  },
  { category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be punished for their views or votes.', pattern: /\b(?:ban|bar|block|keep|change)\s+(?:every|all|any|the|those|these|all the)?\s*(?:[a-z-]+\s+){0,2}?(?:partisans?|voters?|supporters?|donors?)\s+from\s+serving\b/ },
  // "I don't consider them human", "every partisan I meet is an animal".
  { category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Denies that people are human.', pattern: R(`\\b(?:do not|don't|never|cannot|can not|no longer) (?:consider|count|see|regard|think of) (?:the |those |these |all )?(?:[a-z-]+\\s+){0,2}?(?:${PERSON_NOUN}|them|him|her) (?:as )?(?:humans?|people|human beings|persons)\\b|\\b(?:every|each|any)\\s+(?:[a-z-]+\\s+)?(?:${PERSON_NOUN})\\s+(?:i|we|you) (?:meet|know|see|have met)\\s+(?:is|was)\\s+(?:a|an|just a|nothing but a)\\s+(?:[a-z-]+\\s+)?(?:vermin|parasite|cockroach|roach|rat|savage|beast|insect|pest|maggot|leech|louse|termite|locust|rodent|tick|flea|subhuman|animal)\\b`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens the people who do something with harm.', pattern: R(`\\b(?:any|every|each)\\s+(?:[a-z-]+\\s+)?(?:${PERSON_NOUN})\\s+(?:who|that)\\s+[^.!?\\n]{0,50}?\\s+(?:is|are) (?:getting|gonna get|going to get) (?:hurt|shot|killed|beaten|jumped|stabbed|dragged)\\b`) },
  // A second batch of the fifth set's forms: menace by insinuation, violence by implication.
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', pattern: /\bsee how long (?:your|his|her|their) \w+ (?:last|lasts|stay|stays|hold up|survive)\b|\b(?:think twice|be careful|watch (?:out|my back)) (?:before|about) (?:leaving|going|walking|driving|stepping out)\b[^.!?\n]{0,30}\bif i (?:were|was) (?:you|him|her|them|the \w+|zperson)\b/ },
  { category: 'threat', severity: 'hold', hard: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /\b(?:your|his|her) (?:kids|children|son|daughter|wife|husband|family) (?:\w+ ){0,2}(?:walk|walks|go|goes|get|gets|play|plays|come|comes) (?:home |to school )?alone\b|\b(?:things|it|life) (?:might|may|could|will|is going to|are going to|gonna) get (?:ugly|messy|dangerous|painful|real bad|very bad) for (?:you|him|her|them|zperson)\b/ },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for violence, by implication.', pattern: R(`\\bi do not mean (?:a recall|voting|at the polls|legally|politically|an election|in court|with votes|a lawsuit|peacefully)\\b|\\b(?:a few|some|a couple of) (?:broken windows|bricks|fires|bullets|bodies|beatings|molotovs)\\b[^.!?\\n]{0,40}\\b(?:send a message|teach|wake (?:them|people) up|would help|fix this)\\b|\\bin the streets?,? not (?:at|in|with) (?:the )?(?:ballot box|polls|ballots|votes|courts?)\\b|\\btreat(?:ing)? (?:the |those |these |all )?(?:[a-z-]+\\s+){0,2}?(?:${PERSON_NOUN}|them) (?:like|as) (?:enemy combatants|enemies of the state|the enemy|targets|prey|game)\\b`) },
  { category: 'violence', severity: 'hold', hard: true, reason: 'May call for violence; a moderator will look at it.', pattern: /\bmeet (?:me |us )?at the \w+ with (?:whatever|everything) you (?:have|got|have got|can carry)\b/ },
  { category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be punished for what they display or say.', pattern: /\b(?:anyone|everyone|anybody|people|those) (?:with|wearing|flying|displaying|carrying) (?:an? |the )?[^.!?\n]{0,30}\b(?:stickers?|signs?|hats?|shirts?|flags?|buttons?|pins?|t-shirts?)\b[^.!?\n]{0,20}\b(?:should|must|deserves? to|need to|ought to) (?:have (?:their|his|her) \w+ (?:pulled|revoked|taken|cancell?ed|canceled|suspended)|be (?:fired|arrested|jailed|banned|expelled|fined|deported|punished|locked up|kicked out))\b/ },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for violence against people.', pattern: /(?:^|[.!?\n]\s*)(?:beat down|beat up|stomp|jump) (?:any|every|all|the|those|these) / },
  { category: 'punishment_for_views', severity: 'reject', hard: true, reason: 'Calls for people to be fired for their views.', pattern: /\bfire (?:them|him|her|'em|every|all)\b[^\n]{0,80}\b(?:their|his|her) (?:politics|views|beliefs|opinions|votes?)\b/ },
  { category: 'punishment_for_views', severity: 'reject', hard: true, reason: 'Calls for people to be barred from work or rights for how they voted.', pattern: /\b(?:nobody|no one|none of (?:them|those)) who (?:voted|votes|supports?|supported|backs?|backed|signed|donated|marched)\b[^.!?\n]{0,40}\bshould (?:ever )?be allowed to (?:teach|vote|work|serve|hold|run|speak|live|stay|own)\b/ },
  { category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be punished for their views or votes.', pattern: R(`\\b(?:${PERSON_NOUN}) (?:who|that) (?:signed|voted|votes|vote|support\\w*|back\\w*|donat\\w*|march\\w*|protest\\w*|campaign\\w*|post\\w*|spoke|speak\\w*)\\b[^.!?\\n]{0,60}\\bbelong (?:in|behind) (?:jail|prison|bars|a cell|cells|camps?)\\b|\\btell (?:their|his|her|zperson's) (?:employers?|bosses|boss|landlords?|schools?|universit(?:y|ies)) to (?:fire|evict|expel|drop) (?:them|him|her)\\b`) },
  // ---------- seventh pass (dev-posts-seventh.fixture.ts): forum voices ----------
  // Conditional menace: "if she votes yes, don't be surprised when somebody is waiting by her car".
  {
    category: 'threat', severity: 'hold', hard: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.',
    pattern: /\bdo not be (?:too |at all )?surprised (?:when|if) (?:somebody|someone|something|people|a few of us|some of us|we|things)\b(?![^.!?\n]{0,40}\b(?:vot\w*|primar\w*|recall\w*|runs? against|sues?|challeng\w*|loses?|lost|switch\w*|stays? home|leaves?|quits?|resign\w*|protest\w*|petition\w*|complain\w*|calls?|writes?|donat\w*|campaign\w*|unfollow\w*|boycott\w*)\b)/,
  },
  {
    category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.',
    pattern: /\bdo not be (?:too |at all )?surprised (?:when|if) (?:somebody|someone|something|people|a few of us|some of us|we)\b[^.!?\n]{0,40}\b(?:waiting|shows? up|happens to|pays? (?:\w+ ){0,2}a visit|finds? (?:you|him|her|them)|at (?:your|his|her|their) (?:door|car|house|home|office)|by (?:your|his|her|their) (?:car|door|house|home))\b/,
  },
  // Arms held up as a reminder: "folks here have full gun safes; the senator should think hard about that".
  {
    needs: /gun|rifle|ammo|ammunition|rounds|bullets|magazines|armou?r/, category: 'threat', severity: 'reject', hard: true, reason: 'Reminds someone of weapons as a warning.',
    pattern: /\b(?:(?:full|loaded|stocked|packed) (?:gun ?safes?|gun cabinets?|magazines|armou?ries|gun racks?)|(?:gun ?safes?|magazines|rifles|guns|ammo) (?:is|are) (?:full|loaded|stocked|ready|cleaned|oiled)|plenty of (?:ammo|ammunition|rounds|guns|rifles|bullets)|(?:a lot of|lots of|enough) (?:guns|rifles|ammo|ammunition|bullets))\b[^\n]{0,160}\b(?:think (?:real |really |very |long and )?(?:hard|twice|carefully)|think about that|keep that in mind|remember that|consider that|choose (?:wisely|carefully)|vote (?:wisely|carefully)|just saying)\b/,
  },
  // "make sure the sponsor regrets the day she was born".
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens to harm someone.', pattern: /\bregrets? (?:the day )?(?:you|he|she|they|zperson) (?:was|were|are|is) (?:ever )?born\b/ },
  { category: 'threat', severity: 'hold', hard: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.', pattern: R(`${INTENT}(?:personally\\s+)?make sure (?:that )?${SUBJECT}\\s+(?:\\w+\\s+)?(?:regrets?|pays?|suffers?|learns?)\\b`) },
  // "there's gonna be blood if she keeps this up, and it won't be ours".
  { category: 'threat', severity: 'hold', hard: true, civicOut: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /\bthere (?:will|is going to|is gonna|are going to|are gonna|gonna) be (?:blood(?! in the water)|bloodshed|bodies|violence)\b(?=[^.!?\n]{0,60}\b(?:if|unless|when|for (?:this|that|what))\b)/ },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', pattern: /\bthere (?:will|is going to|is gonna|are going to|are gonna|gonna) be (?:blood|bloodshed|bodies|violence)\b[^.!?\n]{0,60}\b(?:keeps? (?:this|it|that) up|(?:will|would) not be ours|is not ours)\b/ },
  // "they better watch their backs", said of a group or a person.
  { category: 'threat', severity: 'reject', hard: true, civicOut: true, reason: 'Warns someone that harm is coming to them.', pattern: /\b(?:better|should|need to|needs to|ought to|had better|gotta) (?:start )?(?:watch|watching) (?:your|their|his|her|yer) (?:backs?|six)\b/ },
  // Patience spent: "a lot of us are done voting and ready to do something else about her".
  { category: 'threat', severity: 'hold', hard: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /\b(?:done|finished|through|tired of) (?:voting|talking|asking(?: nicely)?|being nice|playing nice|with (?:words|talk|ballots|petitions|the ballot box))\b[^.!?\n]{0,50}\b(?:do something (?:else|about)|something else about|take matters into (?:our|their|my) own hands)\b|\btake matters into (?:our|my) own hands (?:with|about|against) (?:him|her|them|zperson)\b/ },
  // "just run them over", "mow them down": a vehicle as the weapon, ordered.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, civicOut: true, reason: 'Calls for violence against people.', pattern: R(`(?:${APPEAL}|${LETS}|${INTENT})(?:run|mow|gun|plow|ram)\\s+(?:${TARGET}|'?em)\\s+(?:over|down)\\b`) },
  // Impunity promised for violence: "no jury here will convict you".
  { needs: /\b(?:run|ran|runs|shoot|shot|kill|beat|punch|stab|hit|mow|ram|hang|drag|plow)\b/, category: 'violence', severity: 'reject', hard: true, reason: 'Encourages violence by promising impunity.', pattern: /\bno (?:jury|judge|court|cop|prosecutor|da)\b[^.!?\n]{0,25}\b(?:will|would|is going to|is gonna|could|ever) (?:ever )?(?:convict|charge|prosecute|arrest)\b/ },
  // Arson with people inside.
  { category: 'threat', severity: 'reject', hard: true, reason: 'Wishes or calls for someone to be burned alive.', pattern: /\b(?:torch\w*|burn\w*|set\w* fire to|firebomb\w*|bomb\w*|blow\w* up)\b[^.!?\n]{0,60}\bwith (?:him|her|them|you|everyone|everybody|people|(?:his|her|their|your) (?:family|kids|children|wife|husband)) (?:still )?inside\b/ },
  // "take a baseball bat to the next canvasser".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: R(`(?:${APPEAL}|${LETS}|${INTENT})take (?:a|an|the|your|my|our|some) (?:baseball |metal |aluminum |wooden )?(?:bat|hammer|crowbar|pipe|tire iron|belt|knife|axe|machete|chain|two-by-four|2x4) to (?:${PRONOUN_OBJ}|(?:the|every|any|each|that|this|those|these|all the)\\s+(?:[a-z-]+\\s+){0,3}?(?:${PERSON_NOUN}))\\b(?!['’]|\\s+(?:loopholes?|budgets?|bills?|perks?|pensions?|subsidies|tax|breaks?|agenda|plans?|programs?|spending|contracts?|salaries|pay|expense accounts?)\\b)`) },
  // ---------- eighth pass (dev-posts-eighth.fixture.ts): violence wished, glorified or hinted ----------
  // A past attack regretted for having failed: "pity the shooter missed her".
  { category: 'violence', severity: 'reject', hard: true, reason: 'Glorifies or wishes for an attack on a person.', pattern: /\b(?:pity|shame|too bad|sad|unfortunate|shame that|pity that|wish)\b[^.!?\n]{0,20}\b(?:shooter|gunman|gunmen|sniper|bomber|assassin|attacker|bullet|bomb|knife)s? (?:missed|failed|did not (?:finish|get|kill))\b/ },
  // A wished removal, framed as the world's gain: "the world would be better off if someone took her out".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Wishes for someone to be killed.', pattern: R(`\\b(?:better off|a better place|safer|better)\\b[^.!?\\n]{0,30}\\b(?:if|once|when) (?:someone|somebody|anyone|anybody|one of (?:you|us)|we|you|they) (?:\\w+ )?(?:took|takes|take|would take) (?:${TARGET}|zperson) out\\b`) },
  // A named person's family told they will pay: "keep voting for it and your family will pay for it, senator".
  { category: 'threat', severity: 'hold', hard: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /\band (?:your|his|her) (?:family|kids|children|wife|husband|loved ones) (?:will|is going to|are going to|gonna) (?:pay|suffer)(?: for (?:it|this|that))?,\s*zperson\b|^zperson,[^.!?\n]{0,80}\band (?:your) (?:family|kids|children|wife|husband|loved ones) (?:will|is going to|are going to|gonna) (?:pay|suffer)\b/ },
  // Second batch (seventh pass): menace by sabotage and by a crowd "snapping"; a route home known.
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', pattern: /\bwould hate for (?:them|it|that|those|something|anything|(?:your|his|her|their) \w+) to (?:fail|break|give out|catch fire|go wrong|happen|blow|explode|crash)\b/ },
  { category: 'threat', severity: 'hold', hard: true, reason: 'May threaten someone; a moderator will look at it.', pattern: /\b(?:your|his|her|their|zperson's) (?:brakes?|brake lines?|tires|tyres|lug nuts|wheel nuts|gas line|steering)\b[^.!?\n]{0,40}\b(?:worn|loose|cut|fail|failing|give out|tampered|look (?:a little |kind of )?(?:worn|loose|old))\b|\bwhen (?:people|folks|everyone|they|we|the people)(?: around here| out here)? (?:finally )?(?:snap|lose it|have had enough|come for)\b/ },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Tells someone their movements are known, as a warning.', pattern: /\b(?:know|got|have|mapped|tracked|figured out|found)\b[^.!?\n]{0,20}\b(?:your|his|her|their|zperson's) (?:route|commute|way|drive|walk) (?:home|to work|to school|to the office)\b/ },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns the people who do something that they will be harmed.', pattern: R(`\\bthe next (?:[a-z-]+\\s+){0,3}?(?:${PERSON_NOUN}|one) (?:who|that) [^.!?\\n]{0,60}?\\b(?:will not|will never|is not going to|is never going to) (?:be )?(?:[a-z]+ing|walk|talk|speak|breathe|leave|make it|see)\\b(?: [a-z]+){0,3} again\\b`) },
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: /\b(?:take|took|taken|go take|forgot to take) (?:your|his|her|their) (?:meds|medication|pills|lithium)\b|\b(?:off|skipped|skipping) (?:your|his|her|their) meds\b/ },
  // Third batch (seventh pass): culling, a person made to disappear, borrowed time, "keep talking…".
  { category: 'dehumanizing', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be culled like animals.', pattern: R(`\\b${GROUP}\\s+(?:\\w+\\s+){0,2}?(?:should|must|need to|needs to|ought to|deserve to|deserves to|have to|has to|gotta)\\s+(?:all\\s+)?(?:be\\s+)?(?:culled|exterminated|eradicated|fumigated|neutered|spayed|slaughtered|gassed|put down|sterili[sz]ed)\\b(?! (?:from|out of) (?:the )?(?:ballot|list|roster|race|field|rolls|shortlist|team|committee))`), civicOut: true },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Threatens to harm someone.', pattern: R(`\\bmake (?:${TARGET}) (?:disappear|vanish|go away for good|suffer|bleed|scream|beg)\\b|\\b(?:you|he|she|they|zperson|(?:the|that|this)\\s+${ADJ_GAP}(?:${PERSON_NOUN})) (?:is|are) (?:living )?on borrowed time\\b`) },
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', civicOut: true, pattern: /\bkeep (?:talking|running your mouth|mouthing off|pushing|posting|it up)\b[^\n]{0,40}\b(?:see what (?:happens|it gets you|that gets you|comes next)|find out what happens)\b(?! (?:to (?:your|his|her|their) (?:poll|polls|approval|numbers|ratings|career|chances|majority|seat|donors|funding)|in (?:the )?(?:november|election|primary|polls)))/ },
  { category: 'violence', severity: 'reject', hard: true, reason: 'Calls for violence against people.', pattern: R(`\\bnext (?:[a-z-]+\\s+){0,3}?(?:${PERSON_NOUN}|one|guy|person) (?:i|we|you) see\\b[^.!?\\n]{0,40}\\b(?:is|are) (?:getting|gonna get|going to get) (?:smacked|punched|hit|decked|jumped|beaten|slapped|stabbed|shot|hurt|knocked out|laid out|dropped|beat)\\b`) },
  // ---------- twelfth pass (dev-posts-twelfth.fixture.ts): labels by their parts, violence as the only answer ----------
  // The gallows, a bullet or a rope named as the only answer for people: "the only fix left for them is a rope".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be killed.', pattern: R(`\\bthe only (?:answer|solution|cure|fix|remedy|option|way|thing|language|treatment|medicine)\\s+(?:\\w+\\s+){0,2}?(?:for|to|with|against|left for)\\s+(?:${TARGET}|[a-z-]+\\s+(?:${PERSON_NOUN}))\\s+(?:is|are|will be|would be)\\s+(?:a |the |some )?(?:gallows|bullets?|rope|noose|firing squad|guillotine|lead|beating|beatdown|lynching|hanging|bloodshed|violence|electric chair|gas chamber|bullet to the head)\\b`) },
  // Thrown out of a union, a church, a club or a job for how they voted: a sanction for a vote or a view.
  {
    category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, civicOut: true, reason: 'Calls for people to be punished for their views or votes.',
    pattern: /(?:^|[.!?\n]\s*|\blet's |\blets |\bwe (?:should|must|need to|will|have to) |\btime to |\bgo |\bjust )(?:(?:throw|kick|boot|toss|drum|run|chase|force)\s+(?:[a-z'-]+\s+){1,4}?out|expel|excommunicate|evict|fire|sack|suspend|disbar|blacklist|defrock)\b[^.!?\n]{0,60}\bfor (?:how (?:they|he|she|you) (?:voted|vote|votes)|the way (?:they|he|she|you) (?:voted|vote)|who (?:they|he|she|you) (?:voted|vote) for|(?:their|his|her|your) (?:votes?|views|politics|beliefs|opinions|speech|posts|signatures?)|voting|supporting|backing|signing|speaking (?:out|up)|marching|donating)\b/,
  },
  // Menace by a wish about someone's things, said to a named person or with "better": "pray your
  // tires don't go flat on the way home, Senator" (not "hope your tires don't go flat on that road").
  { category: 'threat', severity: 'reject', hard: true, reason: 'Warns someone that harm is coming to them.', pattern: /\b(?:(?:better|had better) (?:hope|pray)|(?:hope|pray)(?=[^.!?\n]*\bzperson\b))\s+(?:that\s+)?(?:your|his|her|their|zperson's)\s+(?:[a-z]+\s+)?(?:tires|tyres|brakes?|brake lines?|car|truck|house|home|windows|garage|roof|gas line|wheels?|lug nuts|mailbox|store|shop)\s+(?:do not|does not|never|will not|stay|stays)\s+(?:\w+\s+){0,2}?(?:go flat|blow(?: out| up)?|fail|give out|catch fire|burn(?: down)?|break|get (?:slashed|broken|smashed|keyed|torched)|come loose|crash|explode|intact|in one piece)\b|\b(?:better|had better) (?:hope|pray)\s+(?:that\s+)?(?:your|his|her|their|zperson's)\s+(?:kids|children|family|wife|husband|son|daughter|dog)\s+(?:do not|does not|never|stay|stays)\b/ },
  // A group named with a vermin noun as its head: "the partisan lice", "immigrant rats".
  { category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Describes people in dehumanizing terms.', needs: /vermin|lice|roach|maggot|parasit|leech|rats|termite|locust|scum|mongrel/, pattern: R(`\\b(?:partisans?|${SIDE}|[a-z]{3,}(?:ist|ian)|(?!(?:kids?|child|children|students?|famil\\w+|pets?|babies|baby)\\b)(?:${PERSON_NOUN}))\\s+(?:vermin|lice|roaches|cockroaches|maggots|parasites|leeches|rats|termites|locusts|scum|mongrels)\\b`) },
  // A vermin's adjective on people: "bloodsucking bosses", "parasitic landlords".
  { category: 'dehumanizing', severity: 'hold', hard: true, reason: 'May describe people in dehumanizing terms; a moderator will look at it.', needs: /blood|parasitic|lice|rat-faced|vermin|leech|maggot/, pattern: R(`\\b${VERMIN_ADJ}\\s+(?:[a-z-]+\\s+)?(?:partisans?|boss|${PERSON_NOUN})\\b`) },
  // Labels made of a modifier and a contempt noun for people ("union goons", "eco-freaks", "frack
  // heads"), whatever the modifier names: held. Hobbies and offices ("control freaks", "department
  // heads", "shower heads") and "heads" as a verb ("the bill heads to the senate") are not labels.
  {
    category: 'epithet', severity: 'hold', hard: true, label: true, reason: 'May label a group with an epithet; a moderator will look at it.',
    needs: /goon|freak|kook|nutjob|wacko|whacko|zealot|head|snob|brat|inbred|degenerate|bootlick|ghoul|goblin|lemming|rats|npcs/,
    pattern: R(`${CONTEMPT_LABEL}`),
  },
  // The same label said to the reader ("ok eco-freak,", "go home, frack head", "you union goons"):
  // name-calling aimed at someone, like the listed insults.
  {
    category: 'epithet', severity: 'reject', hard: true, label: true, reason: 'Calls someone by an epithet.',
    needs: /goon|freak|kook|nutjob|wacko|whacko|zealot|head|snob|brat|inbred|degenerate|bootlick|ghoul|goblin|lemming|rats|npcs|blood|parasitic|lice|rat-faced|vermin|leech|maggot/,
    pattern: R(`(?:\\byou\\b[^.!?\\n]{0,40}?|(?:^|[.!?\\n]\\s*)(?:ok|okay|hey|listen(?: here)?|go home|sorry|nice try|lol),?\\s+)(?:${CONTEMPT_LABEL}|(${VERMIN_ADJ}\\s+[a-z]+))|(?:${CONTEMPT_LABEL}|(${VERMIN_ADJ}\\s+[a-z]+))\\s*,[^.!?\\n]{0,40}\\byou\\b`),
  },
  // ---------- thirteenth pass (dev-posts-thirteenth.fixture.ts): slang, threads, second-language voices ----------
  // "the only good X is a dead one": death named as what makes a group good, whatever the group (not a bill or a tax).
  { category: 'violence', severity: 'reject', hard: true, reason: 'Says people of a group are better dead.', pattern: /\bthe only good (?!(?:bill|law|tax|policy|plan|deal|program|budget|idea|rule|amendment|proposal|ordinance|fee|mandate|regulation)s?\b)[a-z'-]+(?: [a-z'-]+){0,2}? (?:is|are) (?:an? )?dead(?: ones?| [a-z'-]+)?\b/ },
  // An execution named by its setting: "lined up against a wall", "in front of a firing squad".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be executed.', pattern: /\b(?:lined? (?:\w+ ){0,4}?up against (?:a|the) wall|(?:in front of|before|to|for) (?:a|the) firing squad|(?:stood|stand|put) (?:\w+ ){0,3}?against (?:a|the) wall and shot)\b/ },
  // Fighting slang: "X need to catch these hands".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: /\bcatch(?:es|ing)? (?:(?:these|the|my|our|some) )?(?:hands|fades?)\b/ },
  // A beating wished in the passive: "the ref should get his legs broken".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Wishes or calls for someone to be hurt.', pattern: /\b(?:should|needs? to|deserves? to|deserve to|ought to|gotta|better|hope (?:he|she|they|you|zperson))\s+(?:\w+\s+)?(?:get|gets|have|has)\s+(?:his|her|their|your|zperson's)\s+(?:\w+\s+)?(?:legs?|arms?|neck|jaw|face|skull|teeth|kneecaps?|ribs|nose|fingers?|head)\s+(?:broken|snapped|smashed|busted|cracked|bashed|kicked in|caved in|knocked in|knocked out)\b/ },
  // Knocking someone out, said as what the author is doing: "if I see one at the meeting im knocking them out".
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Threatens to hit someone.', pattern: R(`\\b(?:i|we)\\s+(?:am|are|will|will be|am going to|are going to|gonna|would)\\s+(?:\\w+\\s+)?(?:knock(?:ing)?|lay(?:ing)?|deck(?:ing)?|punch(?:ing)?|beat(?:ing)?|drop(?:ping)?|smack(?:ing)?|slap(?:ping)?)\\s+(?:${PRONOUN_OBJ}|'em|(?:that|this|the|every|any)\\s+[a-z-]+)\\s+(?:out|up|down|cold|senseless|unconscious|flat)\\b(?!\\s+of\\b)`) },
  // Arson and wrecking in the -ing form: "we start burning their houses down one by one".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for an attack on homes or buildings.', pattern: /\b(?:start|begin|go|keep|let's|lets|time to)\s+(?:\w+\s+)?(?:burning|torching|firebombing|bombing|smashing up)\s+(?:[a-z'-]+\s+){0,3}?(?:houses|homes|cars|offices|churches|stores|businesses|shops|buildings|headquarters)\b/ },
  // Torches and pitchforks, either order; with a visit to someone, a call to a mob.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls a mob out against someone.', pattern: /\b(?:pitchforks?|torches)\b[^.!?\n]{0,60}\b(?:visit(?:ing)?|pay(?:ing)? (?:\w+ )?a visit|go(?:ing)? (?:to|after)|head(?:ing)? (?:to|over)|march(?:ing)? (?:on|to)|show(?:ing)? up at)\b/ },
  { category: 'violence', severity: 'hold', hard: true, reason: 'May call for violence; a moderator will look at it.', pattern: /\b(?:get|grab|bring|sharpen|light) (?:the |your |our |some )?(?:pitchforks|torches)\b|\bpitchforks and torches\b/ },
  // Violence commended: "a little political violence against them would do this country good".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Commends violence against people.', pattern: /\bviolence (?:against|toward|towards|on) [^.!?\n]{1,50}? (?:would|will|could|might|is|was) (?:\w+ )?(?:do (?:\w+ ){0,5}?(?:good|a favou?r)|be (?:\w+ )?(?:justified|deserved|necessary|fine|healthy|needed|good|the answer))\b/ },
  // Harm likened to vermin with the simile before: "like rats leaving a sinking ship, they will scatter".
  { category: 'dehumanizing', severity: 'hold', hard: true, reason: 'May compare people to vermin; a moderator will look at it.', pattern: R(`(?:^|[.!?\\n]\\s*)like (?:rats|cockroaches|roaches|vermin|locusts|lice|leeches|parasites|maggots|termites|insects|animals|pigs|cattle)(?:\\s+[a-z']+){1,5}\\s*,\\s*${GROUP}`) },
  // Punished for what was said: "put him in jail for saying that on tv".
  { category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, reason: 'Calls for someone to be jailed for what they said.', pattern: /(?:^|[.!?\n]\s*|\b(?:should|must|need to|needs to|let's|lets|we|time to|just)\s+)(?:put|throw|lock|send|haul)\s+(?:[a-z'-]+\s+){1,3}?(?:up\s+)?(?:in|into|behind|to)\s+(?:jail|prison|bars|a cell)\s+for\s+(?:saying|posting|writing|tweeting|speaking|talking|(?:what|everything) (?:he|she|they|you) (?:said|says|wrote|posted|believes?|thinks?)|(?:his|her|their|your) (?:views|opinions|speech|posts|words|beliefs|votes?|politics))\b/ },
  // Barred from a forum, a league or a club for who they are or what they think.
  { category: 'punishment_for_views', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be shut out for their views.', pattern: R(`\\b(?:ban|bar|kick|block|boot|change)\\s+(?:all\\s+|every\\s+|the\\s+|those\\s+|these\\s+)?(?:[a-z-]+\\s+){0,2}?(?!(?:spammers|scammers|bots|trolls|harassers|stalkers|predators|abusers|offenders|kids|children|minors|people|anyone|everyone|guys?|ones?)\\b)(?:${PERSON_NOUN})\\s+(?:out\\s+)?(?:from|of)\\s+(?:this|the|our)\\s+(?:[a-z-]+\\s+)?(?:forum|site|group|page|sub|subreddit|board|platform|thread|community|server|chat|league|club|app|hoa|discord|newsletter|list|listserv)\\b`) },
  // Work denied for a view: "companies should refuse to hire anyone who supports X" (stances.ts reads "hire" as "change").
  { category: 'punishment_for_views', severity: 'reject', hard: true, reason: 'Calls for people to be denied work or service for their views.', pattern: /\b(?:should|must|need to|needs to|ought to|have to|has to|gotta|let's|lets|we will|i will|i would|i'd)\s+(?:\w+\s+)?(?:refuse to|never|stop|not)\s+(?:hire|hiring|change|employ|employing|serve|serving|rent to|renting to|sell to|admit|promote)\s+(?:anyone|anybody|everyone|people|those|any \w+|\w+s)\s+(?:who|that)\s+(?:supports?|supported|votes?|voted|backs?|backed|believes?|opposes?|opposed|donat\w*|sign\w*|march\w*|protest\w*)\b/ },
  // Harassment by pile-on: "lets all dogpile this guy until he deletes his account".
  { category: 'harassment', severity: 'reject', hard: false, negatable: true, reason: 'Calls for a person to be harassed.', pattern: R(`\\b(?:dogpile|dog-pile|brigade|mass[- ]report|gang up on|pile on(?:to)?)\\s+(?:${PRONOUN_OBJ}|(?:this|that|the|his|her|their)\\s+(?:[a-z-]+\\s+)?(?:guy|girl|dude|lady|person|account|profile|page|channel|${PERSON_NOUN}))\\b|\\buntil (?:he|she|they|zperson) (?:deletes?|deactivates?|shuts? down|closes?|leaves?|quits?) (?:his|her|their|the) (?:account|page|profile|channel|blog|business|shop|store)\\b|\\b(?:spam|bombard|blow up|flood)\\s+(?:zperson(?:'?s)?|his|her|their)\\s+(?:personal |private |home |cell |work )?(?:phone|phones|cell|inbox|dms|email|number|line|voicemail|page|account|profile)\\b|\\b(?:spam|bombard|blow up|flood)\\s+(?:[a-z'-]+\\s+){0,3}?(?:personal|private|home|cell)\\s+(?:phone|cell|number|email|inbox|line|voicemail)\\b`) },
  // Contempt words for a group that are labels in themselves ("jackboots", "basement dwellers",
  // "inbreds"), and a group belittled as a "glorified" lesser trade ("glorified babysitters"): held.
  { category: 'epithet', severity: 'hold', hard: true, reason: 'May label a group with an epithet; a moderator will look at it.', pattern: R(`\\b(?:jackboots|jackboot|jackbooted (?:thugs?|goons?|storm ?troopers?)|basement[- ]dwell(?:ers?|ing (?:losers?|nerds?|neckbeards?))|neckbeards?|inbreds|inbred (?:hicks?|yokels?|rednecks?|morons?|idiots?)|trust-?fund (?:brats?|babies|baby|kids?))\\b|(?<=\\b(?:a|the|these|those|are|is|were|was|just|nothing but|bunch of|of|like|as|single|another|every|any|sorry|typical|by|some|all|ok|okay|hey)\\s)glorified (?:[a-z-]+\\s+)?(?!(?:volunteers?|members?)\\b)(?:${PERSON_NOUN}|[a-z]{3,}(?:er|or|ist|ian))\\b`) },
  // "the X can go suck it".
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: /\b(?:can|should|go|just|could)\s+(?:go\s+)?suck (?:it|eggs|a (?:lemon|\w+ )?(?:dick|cock|one))\b/ },
  // Wits likened to a thing: "reading comprehension of a potato".
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: /\b(?:reading comprehension|attention span|critical thinking(?: skills)?|self-awareness|emotional maturity|maturity|logic|common sense|memory|wit|charisma|spine) of (?:a|an) (?:\w+ ){0,2}?(?:potato|rock|brick|toddler|goldfish|gnat|doorknob|houseplant|turnip|sponge|hamster|squirrel|fence ?post|pebble|mayfly|stump|carrot|cabbage|walnut|peanut|fruit fly|jellyfish|paper bag|wet noodle|teaspoon|loaf of bread)\b/ },
  // ---------- fifteenth pass (dev-posts-fifteenth.fixture.ts): harm wished through a deity or fate ----------
  // A deity, fate or karma wished, or gleefully foretold, to strike, take or hurt people: "pray the
  // Lord takes them soon, and painfully", "I hope God punishes every one of them", "pray God sends a
  // plague on them", "karma is going to put you in the ground". Not a blessing, guidance, mercy or
  // judgment ("pray God guides them", "may God forgive them", "God will judge us all").
  {
    needs: /\b(?:god|lord|jesus|allah|almighty|heaven|fate|karma|universe|devil|satan|providence|gods)\b/, category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm or death on someone.',
    pattern: R(`\\b(?:pray|praying|prayed|hope|hoping|wish|may|please)\\s+(?:that\\s+)?${DEITY}\\s+(?:\\w+\\s+)?${DEITY_HARM}|\\b${DEITY}\\s+(?:will|is going to|is gonna|gonna|shall)\\s+(?:\\w+\\s+)?${DEITY_HARM}[^.!?\\n]{0,60}\\b(?:and|while) (?:i|we)\\s+(?:will\\s+|am going to\\s+|are going to\\s+|gonna\\s+)?(?:be\\s+)?(?:smil\\w*|laugh\\w*|watch\\w*|cheer\\w*|celebrat\\w*|enjoy\\w*|danc\\w*)|\\b${DEITY}\\s+(?:will|is going to|is gonna|gonna|shall)\\s+(?:\\w+\\s+)?(?:put|lay|send)\\s+${TARGET}\\s+(?:in|into|six feet|under)\\s*(?:the|a|an|their|his|her|your)?\\s*(?:ground|grave|graves|coffin|box|under)`),
  },
  // A plea to anyone to do harm, without a modal: "pls someone run over the X", "please somebody stab him".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls on others to hurt people.', pattern: R(`\\b(?:pls|plz|please|c'?mon|come on)\\s+(?:\\w+\\s+)?(?:someone|somebody|anyone|anybody|one of you)\\s+(?:just\\s+|go\\s+)?(?:${HARD_VERB})\\s+${TARGET}`) },
  // Taking up arms against people: a call ("it is time we took up arms against them"), rejected; said alone, held.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for armed violence against people.', pattern: R(`\\b(?:time|should|must|need to|needs to|ought to|let's|lets|let us|got to|gotta|have to|will|gonna|going to|ready to|call on \\w+ to|urge \\w+ to)\\s+(?:[a-z']+\\s+){0,3}?(?:take|took|taking)\\s+up\\s+arms\\s+against\\s+${TARGET}`) },
  { category: 'violence', severity: 'hold', hard: true, negatable: true, reason: 'May call for violence; a moderator will look at it.', pattern: R(`\\b(?:take|took|taking)\\s+up\\s+arms\\s+against\\s+${TARGET}`) },
  // A fight called at a gathering: "everybody pull up to their watch party and start swinging".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: /\b(?:pull up|show up|roll up|go|head|come|get down)\s+(?:to|at)\s+(?:(?:their|his|her|zperson's)\b|[^.!?\n]{0,40}?\b(?:party|rally|meeting|protest|march|office|house|home|event|meetup|headquarters|hall|vigil|convention|fundraiser|campaign|church|school board)\b)[^.!?\n]{0,40}?\band (?:just )?start (?:swinging|shooting|stabbing|punching|throwing (?:hands|punches|fists|bricks|rocks))\b/ },
  // Violence as what people are owed or should meet: "they need to be met with baseball bats", "deserve a beatdown".
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for violence against people.', pattern: R(`\\b(?:should|must|need to|needs to|ought to|deserve to|deserves to|have to|has to)\\s+be\\s+(?:met|greeted|welcomed|answered)\\s+(?:with|by)\\s+(?:\\w+\\s+)?(?:bats|baseball bats|bullets|fists|rifles|guns|pitchforks|clubs|violence|brass knuckles|tire irons|crowbars|knives|axes|machetes|nooses?)\\b|\\b(?:deserves?|deserve|earned|needs?|need|gonna get|getting)\\s+(?:a|an)\\s+(?:good\\s+|real\\s+|proper\\s+|old-fashioned\\s+)?(?:beatdown|beat-?down|horse-?whipping|whipping|thrashing|pounding|ass-?kicking|ass-?whooping|curb-?stomping|pistol-?whipping|stomping)\\b`) },
  // Fire set with people inside; people left for the crows; bricks through someone's windows as a message.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for an attack on people or their homes.', pattern: /\b(?:on fire|burn(?:ed|t)? (?:it |them |the \w+ )?down|torch(?:ed)? (?:it|the \w+)|set (?:it|the \w+) alight)\b[^.!?\n]{0,40}\b(?:with|while) (?:them|him|her|you|people|everyone|everybody|the \w+)(?: all| still)? inside\b|\bleave (?:them|'?em|him|her|zperson) (?:there |out )?(?:hanging )?for the (?:crows|vultures|buzzards|wolves|coyotes|dogs|rats)\b|\bbricks? (?:\w+ )?through [^.!?\n]{1,30}?windows? (?:would|will|might|could|should|oughta|ought)\b/ },
  // A veiled threat through someone's children: "we know where your kids go to school".
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Warns someone that harm is coming to them.', pattern: /\b(?:we|i|they) (?:all )?know where (?:your|his|her|their|zperson's) (?:kids|children|son|daughter|family|wife|husband|grandkids|mother|mom) (?:go to school|goes to school|live|lives|sleep|sleeps|play|plays|work|works|catch the bus|get off the bus)\b/ },
  // A death or harm wished on a group: "may the X burn in their beds", as on one person ("may he rot").
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm or death on someone.', pattern: R(`\\bmay\\s+${SUBJECT}\\s+(?:all\\s+)?(?:die|rot|burn(?=\\s+(?:in|alive|to death)\\b|\\s*(?:[.!?,]|$))|choke (?:on|to death)|perish|drown|never wake)\\b`) },
  // ---------- sixteenth pass (dev-posts-sixteenth.fixture.ts): public comment, group chat, reviews, Q&A ----------
  // A beating with its end named as the body giving out: "beat them till they stop moving", "kick him
  // until he can't stand" (not "beat them until they give up", a contest).
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be beaten.', pattern: R(`\\b(?:beat|beating|punch|punching|kick|kicking|hit|hitting|stomp|stomping|pound|pounding|pummel|pummell?ing|whip|whipping|club|clubbing|bash|bashing|choke|choking|strangle|strangling)\\s+(?:${TARGET}|'?em)\\s+(?:un)?til+\\s+(?:they|he|she|you|zperson)\\s+(?:stop (?:moving|breathing|twitching)|(?:can(?:no|')?t|cannot) (?:walk|stand|breathe|move|see|talk)|bleeds?|pass(?:es)? out|black(?:s)? out|go(?:es)? limp|(?:is|are) (?:dead|unconscious|out cold)|dies?|die)\\b`) },
  // Thrown down stairs or out of a window, a person or a pronoun as the object: "kick them down the
  // steps", "throw the commissioner out the window" (not "throw the rulebook out the window"). A
  // group named in the slot was tried and dropped: the side-swap lists split on it.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be thrown down or out.', pattern: R(`\\b(?:kick|kicking|throw|throwing|push|pushing|shove|shoving|toss|tossing|hurl|hurling)\\s+(?:${ONE_PERSON}|'?em|zperson)\\s+(?:all\\s+)?(?:down (?:the|a|those|these) (?:[a-z]+\\s+)?(?:steps|stairs|stairwell|staircase|stairway)|out (?:of )?(?:the|a) (?:[a-z]+\\s+)?window)\\b`) },
  // A painful death wished on people, named: "wishing the X a long, slow and painful death" (not a
  // bill's "slow death in committee": people are the object).
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Wishes harm or death on someone.', pattern: R(`\\bwish(?:ing|es|ed)?\\s+(?:${TARGET}|'?em)\\s+(?:[^.!?\\n]{0,20}?\\s)?(?:an?|nothing but (?:an?\\s+)?)\\s*(?:[a-z]+,?\\s+(?:and\\s+)?){0,4}?(?:slow|painful|agoni[sz]ing|horrible|miserable|gruesome|violent|excruciating|torturous|lingering|cruel|brutal|ugly|untimely|bloody)\\s+(?:[a-z]+\\s+)?(?:death|end|demise)\\b|\\bwish(?:ing|es|ed)?\\s+(?:${TARGET}|'?em)\\s+(?:all\\s+)?(?:cancer|a heart attack|a stroke|a bullet|a car crash|a plane crash)\\b`) },
  // A call to publish where a private person lives or to send people to their door: "someone post her
  // home address", "I want to send people to his door" (not "post the address of the polling place").
  { category: 'harassment', severity: 'reject', hard: false, negatable: true, reason: 'Calls for a person’s private details to be published or for people to go to their home.', pattern: /\b(?:post|share|drop|leak|find|dig up|get|publish|spread|give (?:me|us))\s+(?:me\s+|us\s+)?(?:the|his|her|their|zperson's)\s+(?:home address|home phone|personal (?:phone|cell|number|email|address)|cell(?:phone)? number|(?:home|private) (?:number|email))\b|\bsend (?:people|folks|everyone|everybody|a crowd|a mob|some guys|the boys|protesters)\s+to (?:his|her|their|zperson's) (?:front )?(?:door|doorstep|house|home|porch|driveway)\b/ },
  // The superlative of stupidity said of a person, even after a relative clause: "the gentleman who
  // just spoke is the dumbest man I have ever heard" (not "the dumbest idea", nor "I was the dumbest kid").
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: /(?<!\b(?:i|we)\s+(?:was|were|am|are|felt|feel)\s+)\b(?:is|are|was|were|'s|'re)\s+(?:easily\s+|probably\s+|hands down\s+|by far\s+)?(?:the|a)\s+(?:single\s+)?(?:dumbest|stupidest|most (?:stupid|ignorant|idiotic|moronic|pathetic|brainless|clueless))\s+(?:\w+\s+)?(?:man|woman|person|human(?: being)?|people|creatures?|individuals?|guy|gal|lady|gentleman|men|women|idiots?|morons?|fools?|clowns?|bunch|group|pack)\b/ },
  // Children denied to a group: "people like that shouldn't be allowed to have kids", "they should
  // not be allowed to breed" (not "to have kids in the bar after nine").
  { category: 'dehumanizing', severity: 'reject', hard: true, reason: 'Says people should not be allowed to have children.', pattern: R(`\\b(?!(?:(?:the|these|those|some|most|many|all)\\s+)?(?:[a-z]+\\s+)?(?:kids|children|teens|teenagers|minors|students|girls|boys|young people|high schoolers|child)\\b)(?:${SUBJECT}|people like (?:that|them|this|those|him|her|you))\\s+(?:[a-z]+\\s+)?(?:should not|shouldn't|must not|never should|should never)\\s+be\\s+allowed\\s+to\\s+(?:have (?:kids|children|babies)|breed|reproduce|procreate|raise (?:kids|children))\\b(?!\\s+(?:in|at|on|under|over|near|inside|around|during|after|before|until|under)\\b)`) },
  // A pitying put-down of a person: "a sad little man with no friends", "you pathetic little troll".
  { category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', pattern: /\b(?:is|are|was|were|'s|'re|you|such)\s+(?:a\s+|an\s+|just\s+a\s+|nothing but a\s+)?(?:sad|pathetic|miserable|petty|bitter|angry|sorry|insecure|worthless|useless|smug|fat|ugly)\s+(?:,\s*)?little\s+(?:man|woman|men|women|person|people|boy|girl|troll|creep|worm|weasel|rat|toad|tyrant|dictator|coward|loser|nobody|nobodies)\b/ },
  // Harm wished or called by dragging a person behind a vehicle.
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Calls for people to be dragged to death.', pattern: R(`\\b(?:drag|dragged|dragging)\\s+(?:${TARGET}|'?em)?\\s*(?:all\\s+)?(?:[a-z]+\\s+){0,2}?behind\\s+(?:a|the|my|our|his|her|their|some)\\s+(?:pickup\\s+)?(?:truck|car|horse|pickup|tractor|jeep|bus)\\b`) },
  // A blow promised to someone's face: "he is getting my fist in his face", "my boot up your ass".
  { category: 'threat', severity: 'reject', hard: true, negatable: true, reason: 'Threatens to hit someone.', pattern: /\b(?:getting|get|gets|give|giving|put|putting|will put|gonna put)\s+(?:him|her|them|you|zperson\s+)?(?:my|our)\s+(?:fist|fists|boot|boots|foot|knee|bat|elbow|knuckles)\s+(?:in|into|to|through|up|across|down)\s+(?:his|her|their|your|zperson's)\s+(?:face|teeth|mouth|head|jaw|nose|skull|throat|ass)\b/ },
  // A hospital or a grave wished or called for one person, not only for "him" or "her": "if someone put
  // the county clerk in a wheelchair I wouldn't lose any sleep" (not "the flu put the principal in
  // the hospital": a wish, a call or an "if" frames it).
  { category: 'violence', severity: 'reject', hard: true, negatable: true, reason: 'Wishes or calls for someone to be badly hurt.', pattern: R(`\\b(?:if|hope|wish|pray|should|needs? to|ought to|gotta|oughta|let's|lets|love to see|pay to see|like to see)\\b[^.!?\\n]{0,40}?\\bput(?:s|ting)?\\s+(?:(?:the|that|this|our|my|your|his|her)\\s+(?:[a-z]+\\s+)?(?:senator|congressman|congresswoman|representative|rep|sponsor|mayor|governor|judge|president|clerk|speaker|author|councilman|councilwoman|commissioner|sheriff|official|trustee|superintendent|principal|chairman|chairwoman|steward|supervisor|boss|manager|pastor|priest|teacher|coach|guy|man|woman|lady|dude|neighbou?r|reporter|journalist|treasurer|secretary|director|organi[sz]er|candidate)|zperson)\\s+in\\s+(?:a wheelchair|the hospital|a hospital bed|the icu|intensive care|the ground|a coffin|a casket|a body bag|the morgue|an early grave|traction|a coma|the burn unit)\\b`) },
];

const INSULT_NOUN = w(`
  idiots? morons? imbeciles? fools? clowns? cretins? dim-?wits? half-?wits? nit-?wits? nincompoops? dumbass(?:es)? jackass(?:es)? asshats?
  assholes? losers? scumbags? scum dirtbags? lowlifes? degenerates? pigs? sheep sheeple simpletons? buffoons? dunces? dolts?
  numbskulls? knuckleheads? bozos? twits? twats? pricks? dicks? dickheads? bastards? bitch(?:es)? sons?\\s+of\\s+(?:a\\s+)?bitch(?:es)?
  pieces?\\s+of\\s+(?:shit|garbage|trash|crap|work|filth) retards? nutjobs? nutcases? psychos? freaks? creeps?
  airheads? blockheads? meatheads? boneheads? ignoramus(?:es)? mouth\\s+breathers? cucks? douchebags? douches?
  d-?bags? wankers? tossers? muppets? rubes? hicks? crybab(?:y|ies) whiners? asse?s? ass (?:sack|bag|pile)\\s+of\\s+(?:garbage|shit|crap|trash|lies|filth) waste\\s+of\\s+(?:space|oxygen|skin|air)
`);
const INSULT_ADJ = w(`stupid stupidest dumbest dumb idiotic moronic brain-?dead brainless retarded pathetic worthless low-?iq mentally\\s+ill too\\s+stupid too\\s+dumb dense dumber`);
const INSULT_STRONG = `${INSULT_NOUN}|${INSULT_ADJ}`;
// Placeholders filled in, and every pattern compiled once, global, so each post only runs them.
for (const rule of RULES) {
  const source = rule.pattern.source.replaceAll('INSULT_STRONG', INSULT_STRONG).replaceAll('INSULT_NOUN', INSULT_NOUN);
  // Insult patterns cannot match a post with no insult word in it.
  if (!rule.needs && rule.pattern.source.includes('INSULT_')) rule.needs = new RegExp(`\\b(?:${INSULT_STRONG}|thick|slow|gullible|naive|blind|brainwashed|mindless|obedient)\\b`);
  rule.pattern = new RegExp(source, 'g');
}

/**
 * Slurs: contempt for a group whatever the sentence does, matched on the skeleton so masked and
 * leet spellings count. Words that are ordinary in policy debate ("sex", "rape kit") are not here.
 */
const SLUR = /\b(?:nigg(?:er|a|ah|uh)s?|niggaz|fag(?:s|got|gots|gy)?|kikes?|chinks?|ching ?chong|spics?|wetbacks?|beaners?|gooks?|towelheads?|ragheads?|sand ?niggers?|trann(?:y|ies)|boongas?|africoons?|arabush|abeeds?|jungle bunn(?:y|ies)|porch monkeys?|spastics?|zipperheads?|camel jockeys?|halfbreeds?|gypp(?:y|ies)|shemales?)\b/;
const STRONG_PROFANITY = /\b(?:mother[\s-]?f'?(?:ers?|in|ing|kers?|ckers?)|asshats?|\w*shit\w*|\w+fuck\w*|a-?holes?|effing|f-?ing|mf(?:er|ers|ing)?|mofos?|fuck\w*|fcuk\w*|fuk\w*|fuq\w*|phuck\w*|phuk\w*|motherf\w*|f+ck\w*|fck\w*|fkn|fking|shit\w*|bullshit|horseshit|asshole\w*|arsehole\w*|bitch\w*|cunt\w*|dickhead\w*|pricks?|twats?|wankers?|bastards?|cocksucker\w*|douche\w*|whores?|sluts?|stfu|gtfo|wtf|pos|bag of dicks|up (?:your|his|her|their) ass|(?<!kung )fu|f\. ?u(?=\.? (?:to|you|all|and|very much)\b))\b/;
const INSULT_ANYWHERE = new RegExp(`\\b(?:${INSULT_NOUN}|${INSULT_ADJ})\\b`);
/** Nouns that name a person as a fool whoever is meant; "losers" (of a trade war) and "sheep" (farming) are left out. */
const INSULT_NOUN_ALONE = /(?<!guinea )\b(?:idiots?|morons?|imbeciles?|fools?|clowns?|cretins?|dimwits?|halfwits?|nitwits?|dumbass(?:es)?|jackass(?:es)?|assholes?|scumbags?|dirtbags?|lowlifes?|buffoons?|dunces?|numbskulls?|bozos?|pricks?|dickheads?|douchebags?|sheeple|mouth breathers?|pieces? of (?:shit|garbage|trash))\b/;
/** "a dumb idea", "this stupid bill": the adjective is about a thing, not a person. */
const ABOUT_A_THING = new RegExp(`\\b(?:${INSULT_ADJ})\\s+(?:bill|law|idea|plan|policy|proposal|amendment|rule|argument|take|decision|mistake|move|question|thing|tax|program|act|mandate|law|system|regulation|provision|spending|budget|deal|scheme|article|post)s?\\b`);
const SECOND_PERSON = /\b(?:you|your|yours|yourself|yourselves|you all|you people)\b/;
/** Insult nouns that, said with "you" in the same sentence, are aimed at the reader. */
const AIMED_NOUN = new RegExp(`\\b(?:${INSULT_NOUN})\\b`);

// ---------- personal information ----------

const PHONE = /(?<!\d)(?:\+?1[-.\s]?)?\(?\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}(?!\d)/;
/** A seven-digit number said to be someone's phone: "her cell is 555-0148". */
const PHONE_LABELLED = /\b(?:home|cell|personal|private|mobile|phone|number|digits)\b[^.!?\n\d]{0,20}(?<!\d)\d{3}[-.\s]\d{4}(?!\d)/i;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const SSN = /\b\d{3}-\d{2}-\d{4}\b/;
const STREET = '(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Court|Ct|Boulevard|Blvd|Way|Place|Pl|Circle|Cir|Terrace|Ter|Parkway|Pkwy|Trail|Highway|Hwy|Row|Square|Sq)';
const ADDRESS = new RegExp(`\\b\\d{2,6}\\s+(?:[NSEW]\\.?\\s+)?(?!(?:Main|Wall|Supreme|Federal|Pennsylvania)\\b)(?:[A-Z0-9][A-Za-z0-9'-]*\\s+){1,3}${STREET}\\b|\\b\\d{2,6}\\s+(?:(?!(?:of|for|the|a|to|in|on|and|more|new|miles?|billion|million|thousand|percent|dollars?|years?|main|wall)\\b)[a-z]+\\s+){1,2}(?:street|avenue|lane|drive|boulevard|terrace|circle)\\b|\\b(?:apt|apartment|unit)\\s*#?\\s*\\d+[a-z]?\\b`, '');
const OWN_HOME = /\b(?:(?:i|we) (?:live|lived|grew up|moved|rent|own)|my (?:\w+ )?(?:family|home|house|apartment|parents|mom|dad|place) (?:lives?|is|are|was|were)|our (?:home|house|street|apartment|farm|family|place)\b)/;
const LIVES_ON = /\b(?:his|her|their|zperson's)\s+(?:home|house|place|apartment|residence)\s+is\s+the\s+(?:[a-z]+\s+){0,2}?(?:house|one|building|apartment|trailer|duplex|condo|unit|place)\s+(?:at|on|by|near|with|across|next to|behind)\b|(?<!\b(?:i|we|my \w+|our \w+) )\b(?:lives?|living|house|home|residence|apartment)\s+(?:is\s+)?(?:at|on|in)\s+(?:the\s+)?(?:\d+|corner of|(?:blue|red|white|green|yellow|grey|gray|brown|brick)\s+(?:house|one|building)|[a-z]+\s+(?:street|avenue|road|lane|drive|court|st|ave|rd))\b/;
const OFFICIAL_CONTEXT = /\b(?:offices?|district office|capitol|city hall|town hall|courthouse|headquarters|library|campaign|switchboard|hotline|\w+\.gov|congress|senate|house of representatives|rally|meeting|hearing|polling place|precinct|clinic|public comment|constituent|staff|legislature|statehouse|council|agency|department|helpline|tip line|toll-free|church|parish|shelter|food bank|pantry|drop[- ]?off|collection|collecting|donations?|fundraiser|bake sale|fish fry|potluck|community center|grange|vfw|legion hall|union hall|fairgrounds)\b/;
/** Where a person lives, near an address or number; "families at home" is not enough. */
const HOME_CONTEXT = /\b(?:lives?|living|(?:his|her|their|zperson's) (?:home|house|residence|apartment|condo|place|address|street|front door|driveway|mailbox|neighbou?rhood)|home (?:address|number|phone)|at home|where (?:he|she|they) (?:live|lives|sleep)|cell|personal (?:number|phone|email|cell)|private (?:number|email)|wife|husband|kids|children)\b/;
const FAMILY = /(?<!\b(?:my|our) )\b(?:his|her|zperson's|[a-z]+'s) (?:(?:twin|little|young|teenage|two|three) )?(?:girls|boys|twins|kids|children|son|sons|daughter|daughters|wife|husband|family|mother|father|mom|dad|parents|baby|grandkids|grandchildren|girlfriend|boyfriend)\b/;
const SCHEDULE = /\b(?:(?:he|she|they|zperson|his|her) (?:\w+ ){0,4}?at \d{1,2}(?::\d\d)? ?(?:am|pm)|leaves? (?:at|around|by) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)|pick-?up (?:is|time is) at|(?:night|day|morning|early|late|graveyard) shift|parks? (?:his|her|their) (?:\w+ ){0,2}(?:car|truck|suv|van|civic|tesla|prius|jeep|bike)|drives? (?:a|the) (?:\w+ ){0,2}(?:car|truck|suv|van|civic|tesla|prius|jeep)|drives? (?:a|an) (?:black|white|silver|red|blue|gray|grey|green|gold|brown|maroon|beige|dark|new|old) [a-z]+|(?:jogs?|runs?|walks?) alone|alone (?:every|each|at)|alone (?:after|until|before|from) (?:\d|noon|midnight|dark)|(?:is|are|'s) home alone\b|every (?:morning|evening|night|weekday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|each (?:morning|evening|night)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|gets? off the (?:school )?bus|bus stop|picks? up (?:his|her|their|the) (?:kids|children|son|daughter)|drops? (?:his|her|their|the) (?:kids|children|son|daughter) off|drops? off (?:his|her|their|the) (?:kids|children|son|daughter)|walks? (?:his|her|their) dog|leaves? (?:work|home|the house|the office|her office|his office)|goes? to the gym|jogs|parks (?:in|at|on)|(?:he|she|they|zperson|who) park (?:in|at|on)|gets? off at \d|takes? the \d+ (?:bus|train)|comes home|gets home|(?:his|her) (?:daily )?(?:routine|commute|schedule))\b/;
/**
 * A public body's or an official's public schedule: meetings, hearings, office hours, polls. When
 * and where these happen is for the public to know ("the school board meets on Tuesdays", "the
 * senator holds office hours every Friday at the library"), not a private person's movements.
 */
const PUBLIC_EVENT = /\b(?:office hours|meets?|meeting|hearings?|town halls?|open to (?:the public|everyone|all)|public (?:comment|welcome|library|meeting|hearing|forum)|anyone can|walk-?ins|(?:all|everyone) welcome|polls? (?:open|close)|early voting|polling (?:place|station)|agendas?|listening session|open house|constituent)\b/;
/** Where someone's child is at a given time: a school by name, a class period, a clock time. */
const CHILD_WHEREABOUTS = /\b(?:is|are) in (?:[a-z.']+\s+){0,2}?(?:\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth)[- ]grade (?:class(?:room)?|homeroom)\b|\b(?:is|are) in (?:[a-z.']+\s+){0,2}?(?:kindergarten|pre-?k) class\b|\broom \d{2,4}\b|\b(?:at|to|for) [a-z.'-]+ (?:high|elementary|middle|junior high|prep)\b|\b(?:practice|school|class|rehearsal|games?|training)s? (?:ends?|starts?|lets out|gets out|is over|finishes) (?:at|around) \d|\b(?:games?|practices?|recitals?|class(?:es)?|lessons?|matches) (?:are |is )?(?:on )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|at \d)\b|\b(?:at|to) [a-z.'-]+ (?:elementary|middle school|high school|academy|daycare|preschool|kindergarten)\b|\b(?:is|are) (?:a )?(?:freshman|sophomore|junior|senior|student|\w+ grader) at\b|\bwhat car (?:he|she|they) drives?\b|\b(?:is|are) in (?:\w+ )?grade at\b|\b(?:goes to|attends|is at|go to|attend) [a-z.'-]+(?: [a-z.'-]+)? (?:high|elementary|middle|school|academy|daycare|preschool|kindergarten)\b|\bfirst period\b|\bat \d{1,2}:\d{2}\b|\bgets? off the (?:school )?bus\b|\bbus stop\b/;
/** A particular private person pointed at: "that reporter", "found the clerk", "the guy who wrote…". */
const IDENTIFIED = /\b(?:that|this) (?:\w+ ){0,2}(?:guy|man|woman|lady|dude|girl|reporter|journalist|clerk|worker|volunteer|organi[sz]er|teacher|member|staffer|neighbou?r|kid|person|nurse|cashier|employee)\b|\bfound (?:the|that|this|him|her|out who)\b|\b(?:his|her) name is\b|\bthe (?:guy|man|woman|lady|person|girl|kid) who\b|\bthe (?:[a-z-]+ ){1,3}?who (?:wrote|writes|posted|posts|started (?:this|that|the) (?:thread|post|page|petition|rumou?r)|(?:runs|ran|owns|moderates|made) (?:this|that|the) (?:page|account|channel|thread|forum|blog|group chat|site|post)|filmed|reported|called|commented)\b/;
/**
 * Where a third person lives, told by its surroundings rather than a street number: "she lives in
 * the white trailer at the end of Creek Road", "lives with his mom on Hollis Ave".
 */
const LIVES_NEAR = /\b(?:he|she|they|zperson|who|guy|man|woman|lady|kid|[a-z]+er),? (?:\w+ ){0,3}?(?:lives?|stays?|sleeps?)\s+(?:with \w+ \w+\s+)?(?:at|on|in|off|near|behind|above|across from|next to|down)\s+(?:[a-z0-9'-]+\s+){0,6}?(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|way|boulevard|blvd|place|pl|circle|terrace|trailer|apartment|apt|duplex|cul-de-sac)\b/;
/** Private people pointed at by role ("the juror", "the clerk"): not officials, whose offices are public. */
const PRIVATE_ROLE = /\bthe (?:juror|clerk|poll worker|teacher|nurse|neighbou?r|blogger|commenter|organi[sz]er|principal|librarian|kid|student|cashier|volunteer|councilman|councilwoman|lady|guy|woman|man)\b/;
const ATTENDS_SCHOOL = /\b(?:goes to|attends|go to|attend)\s+[a-z.'-]+(?:\s[a-z.'-]+)?\s(?:high|elementary|middle|school|academy|daycare|preschool|kindergarten)\b/;
/** An age under 18 right after a name: "Tyler Brooks, 16,". */
const MINOR_NAMED = /\bzperson, (?:1[0-7]|[4-9]),/;
const PLATE = /\b(?:license plate|plate number|plates?|tag number)(?: is| reads)?:? ?[A-Z0-9]{2,4}[- ]?[A-Z0-9]{2,4}\b/i;
const WORKPLACE = /(?:^|[.!?:,]\s*)works? (?:at|for|in) |\bworks? (?:at|for) the [a-z'-]+(?: [a-z'-]+)? (?:on|in|at|near|off) [a-z0-9]+|\b\d(?:st|nd|rd|th) shift\b|\b(?:(?:he|she|zperson|who)(?:, \d+,)? works? (?:at|in|for) (?:the )?[a-z]+|(?:he|she|zperson|who) works? the (?:\w+ ){0,2}?(?:desk|counter|register|shift|door|line) at|works? (?:the )?(?:night|day|morning|early|late|graveyard) shift|(?:office|desk|cubicle) is on the|(?:his|her|zperson's) (?:husband's|wife's) (?:office|work|job)|(?:his|her) (?:workplace|employer|boss|job at|shift)|employed (?:at|by)|shift ends|gets off work|clocks out)\b/;
const CALL_TO_ACT = /\b(?:have a (?:little )?(?:chat|talk|word|conversation) with (?:him|her|them)|spread (?:it|this|the word) around|give (?:him|her|them) a (?:\w+ )?(?:welcome|visit|surprise|reception)|make (?:him|her|them) famous|say hi|go say|you know where to find|go find (?:him|her|them)|find (?:him|her|them)|track (?:him|her|them) down|remind (?:him|her|them)|let (?:him|her|them) know|pay (?:him|her|them) a (?:little )?visit|show up|stop by|drop by|go see|go visit|visit (?:him|her|them)|swing by|make sure (?:he|she|they)|tell (?:him|her|them|zperson|that \w+(?: zperson)?) (?:what|how)|give (?:him|her|them) a (?:call|piece)|call (?:him|her|them)|email (?:him|her|them)|text (?:him|her|them)|flood (?:his|her|their)|everyone (?:go|call|email|write|show)|you know what to do|do what you (?:want|will)|get (?:him|her|them) fired|contact (?:his|her|their) (?:boss|employer|wife|husband)|make (?:his|her|their) life|spread (?:this|his|her)|share (?:his|her|their) (?:address|number)|go (?:there|to his|to her)|knock on|ring (?:his|her|their) (?:doorbell|bell)|wait for (?:him|her|them)|be there|be waiting|meet (?:him|her|them) there|just say(?:ing|in)|(?:do|make) (?:of )?(?:with )?(?:that|this) what you (?:will|want)|(?:if|in case) (?:anyone|anybody|you) (?:wants?|needs?) to (?:talk to|visit|see|find|reach|have a word with|say hi to)|blow (?:it|(?:his|her|their) (?:phone|cell|line)) up|go knock|thought (?:people|you all|everyone|you) (?:should|would want to|might want to) know|everyone should (?:go|call|show up|stop by)|(?:someone|somebody|people) should (?:follow up|pay (?:him|her|them) a|go see|show up|have a word))\b/;

// ---------- spam ----------

const URLS = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|shop|store|biz|info|io|co|xyz|online|site|deals|me|ly|app|gg|club|vip|bet|casino|fun|loans|money|cash|win|top|click|link|today|live)\b(?:\/\S*)?/gi;
const CIVIC_DOMAIN = /\.(?:gov|edu|mil|org)\b|congress\.gov|govtrack|wikipedia|\b(?:cbo|gao|census|bls|nytimes|wsj|washingtonpost|foxnews|cnn|npr|apnews|reuters|bbc|pewresearch|ballotpedia)\b/i;
const SPAM_STRONG = /\b(?:(?:visit|check out|shop|browse|follow|subscribe to) my (?:\w+ )?(?:store|shop|channel|website|site|boutique)|[a-z0-9-]{3,} (?:dot|\(dot\)|\[dot\]) (?:com|net|biz|shop|store|io|xyz|info|co|org|me)\b|no prescription (?:needed|required)|discreet (?:shipping|packaging|delivery)|referral link|affiliate link|free spins|online casino|forex|signals? \d+% accuracy|subscribe at|message me (?:now|today|for|asap)|inbox me|whatsapp me|text me (?:now|for)|\d+ (?:followers|likes|views|subscribers) for \$\d|ask me how|work(?:ing)? from home|passive income|side hustle|financial freedom|join (?:now|today|us now|my (?:group|channel)|our (?:group|channel))|whatsapp|telegram|signals? group|\d+x (?:gains|returns|profits?|guaranteed)|guaranteed|bulk (?:discounts?|orders?|pricing)|from \$\d+(?:\.\d\d)? (?:each|per)|\$\d+(?:\.\d\d)? (?:each|per (?:unit|item|bottle|box|month))|visit [a-z0-9-]+\.(?:com|shop|store|net|biz|co|io)|promo code|discount code|coupon code|coupons?|use code|with code|enter code|code (?=[a-z\d]*[a-z])[a-z]*\d+[a-z\d]*|\d{1,2}\s?% off|percent off|buy now|order now|shop now|free shipping|limited time offer|limited time only|click here|click the link|link in (?:my )?bio|dm me(?! if (?:you|anyone|u) (?:want|need|would like|have|are|can)\b)|message me for|visit (?:my|our) (?:store|shop|site|website|page)|check out (?:my|our) (?:store|shop|channel|page|site|website|merch|new|podcast|blog|newsletter|substack|youtube|book|course)|subscribe to my|earn \$\d+ (?:a|per|every) (?:day|week|hour)|make money (?:fast|from home|online)|guaranteed (?:returns|income|profit)|double your (?:money|investment)|cheap (?:pills|followers|likes|viagra)|lowest prices?|on sale now|sale ends|get yours|while supplies last|use my (?:link|code)|shipping worldwide|order today|buy one get one|buy \d+ get \d+|need a loan|apply (?:now|today|online)|0% (?:interest|apr|financing)|no credit check|pre-?approved|cash fast|hot singles|pm me|hit me up|hmu|airdrops?|claim (?:your |\d+ )?(?:free )?(?:\$?[a-z]+ )?(?:tokens?|coins?|prizes?|rewards?|bonus)|free (?:\$?[a-z]+ )?tokens|referral code|come (?:by|visit|check out|see us)|visit us at|only \$\d+|for just \$\d+|starting at \$\d+|call now|text \w+ to \d+|sign up (?:now|today)|free consultation|order yours|shop (?:today|online)|available now at|in stock now|per month only|\d+% cashback|free delivery|book (?:now|today)|dm for|dm us|limited stock|flash sale|new arrivals|our (?:online )?(?:store|shop) at|buy (?:yours|it|them) (?:now|today|at)|link below|free (?:iphone|gift card|trial)|click (?:below|now)|buy (?:\w+ )?(?:now|today)|(?:send|transfer|deposit) (?:\d+(?:\.\d+)? )?(?:btc|eth|usdt|usdc|bitcoin|crypto|sol|doge)\b|(?:my|this|the) (?:crypto |eth |btc )?wallet|giving away \$?\d|enter your (?:details|info|card|email|address)|win (?:an? |your )?(?:free )?(?:iphone|ipad|car|gift card|prize|\$\d)|(?:make|earn) (?:\$+|money|cash|bank|\d+k?) (?:from home|fast|online|a day|a week|daily|weekly)|(?:this|one) (?:weird |simple |little )?trick|selling [^.!?\n]{0,40}\$\d|\d+x (?:gem|coin|token|potential)|get in early|to the moon|for \$\d+(?:\.\d\d)? flat|(?:reply|comment|dm|message|pm) (?:to this post |below |me )?if (?:you are )?interested|i made \$\d+k?\b[^.!?\n]{0,30}\b(?:last|this|per|a|in) (?:month|week|day)|comment (?:\w+ )?below|like,? share and (?:comment|follow|subscribe)|comment your (?:email|number|details)|free (?:ipad|tv|laptop|vacation|cruise)|(?:check|see|visit) (?:out )?my (?:bio|profile|page|link) for|exclusive content|save up to \d+\s?%|quotes? in \d+ minutes|cheap (?:car insurance|insurance|flights|loans|meds|rx)|bad credit|(?:apply|sign up|register) at [a-z0-9-]+\.[a-z]{2,}|(?:click|visit|go to|check out) (?:www\.)?[a-z0-9-]+\.(?:com|net|biz|io|co|xyz|online|site|shop|store|club|ly|me|app)\b|(?<!\b(?:meal train|petition|sign-?up|signup|survey|agenda|minutes|map|form|rsvp|fundraiser|event|livestream|meeting|zoom|registration|volunteer|ballot|article|story|report|docs?|document|spreadsheet|calendar|obituary|funeral|prayer list|carpool|schedule) )link in (?:the )?comments?|drop your (?:email|number|handle|info|details)|first \d+ (?:people )?(?:to|who) (?:like|share|comment|follow|dm|message|sign up|reply)|download (?:it |the app |our app )?(?:now|today)|(?:thru|through|via|using|with) my (?:affiliate )?links?|pays? (?:daily|weekly|instantly)|no experience (?:needed|required|necessary)|(?:we'?re|we are|i'?m) hiring|recruiter for|same[- ]day (?:approval|funding|cash|payout|deposit)|bad credit (?:ok|okay|welcome|accepted)|love spell|spell caster|cast (?:a|the) (?:love )?spell|(?:contact|reach|message|text) (?:him|her|them|mr\.? \w+|mrs\.? \w+|dr\.? \w+) (?:on|via|at) (?:whatsapp|telegram|instagram|ig|signal)|free (?:quotes?|estimates?)|licensed (?:and|&) insured|call us (?:today|now)|click (?:my|the first|the) (?:profile|link)|go to my (?:page|profile|bio)|verify your wallet|thank me later|(?:works|valid|use it) at checkout|sitewide|hello dear|interested\? ?(?:reply|dm|message|text|pm)|join my (?:team|downline)|be your own boss|independ[ae]nt (?:consultant|distributor|rep)\b|call (?:us |now )?(?:at )?\+?[\d()][\d() .-]{6,16}\d\s?(?:now|today|asap)|follow for follow|f4f|l4l|like for like|sub ?4 ?sub|sub for sub|i (?:always )?follow (?:you )?back|followback|tag (?:\d+|two|three|four|five|a few|your) (?:friends|people|besties)|(?:follow|like|share|retweet|rt|subscribe|sub|comment)\s*\+\s*(?:follow|like|share|tag|retweet|rt|subscribe|sub|comment)|for (?:a )?follow ?back|we (?:beat|match|will beat|will match) any (?:\w+ )?(?:quote|price|estimate|offer)|tell (?:em|them|him|her) (?:the \w+|\w+) sent you|mention (?:this|the|my) (?:post|ad|show|flyer|code) for|(?:earn|get|make|returns? of) \d+(?:\.\d+)?\s?% (?:daily|weekly|a day|a week|per day|per week|every day|monthly|a month|per month)|min(?:imum)?\.? deposit|(?:usdt|crypto|coin|token|eth|btc) staking|comment ['"]?[a-z]+['"]? (?:and|&) (?:i will|i'll|ill) (?:send|dm|message|share)|(?:send|dm) you (?:my|the) (?:course|method|link|secret|guide|strategy|blueprint|system)|[a-z0-9-]{3,}(?:\[\.\]|\(\.\)|\[dot\]|\(dot\))(?:com|net|biz|shop|store|io|xyz|info|co|org|me)\b)\b/g;
const SPAM_WEAK = /\bup to \d+\s?%|\$\s?\d+\.\d{2}\b|\b\d+(?:\.\d\d)?\s?\$(?!\w)|\$\d+ ?\/ ?(?:hr|hour)\b|\b\d+k ?\/ ?(?:week|wk|month|mo)\b|\b(?:part[- ]time (?:job|work)|like (?:and|&) share|get rich (?:fast|quick)|every purchase|at checkout|hiring)\b|\b(?:sale|deals?|discount|cheap|bargain|merch|hoodies?|t-?shirts?|sneakers|supplements?|pills|giveaway|free gift|shop|store|order)\b/g;
const COMMERCIAL_URL = /\bt\.me\b|\bwa\.me\b|shop|store|deal|buy|sale|discount|promo|coupon|merch|cart|product|offer|bit\.ly|tinyurl|\.(?:shop|store|biz|xyz|deals|online|site)\b/i;

// ---------- quoting and reporting ----------

const CONDEMN_FRAME = /\b(?:un-?american|i said so|moderators?|please (?:act|remove|delete)|reported (?:it|them|this|him|her)|flagged|gets? people (?:hurt|killed)|stop it|the kind of|kind of (?:line|talk|language|rhetoric|thing)|intimidat\w*|no one deserves|nobody deserves|not who we are|i told (?:him|her|them)|walk(?:ed)? out|dehumaniz\w*|poison\w*|authoritarian|toxic|cruel|chilling|despicable|abhorrent|deplorable|repugnant|offensive|bigot\w*|racist|no excuse|better than that|out of line|over the line|ugly|sick|gross|unhinged|scary|frightening|alarming|i disagree|not true|false|a lie|nonsense|absurd|has no business|does not belong|do not belong|not acceptable|not how|never okay|never ok|should be ashamed|unacceptable|should not|is not how|has no|not an argument|name-calling|name calling|hateful|hate speech|incit\w*|violent|threat\w*|cheap shot|no place|condemn\w*|disgusting|shameful|outrageous|wrong|apolog\w*|denounce\w*|reject\w*|not okay|not ok|that kind of|this kind of|rhetoric|dangerous|irresponsible|resign|crossed a line|beneath|does not make (?:them|him|her|you|it|anyone)|stop (?:talking|writing|posting|saying|calling)|talk(?:ing)? like that|lose the argument|could be (?:them|you|us|him|her) next|loses the argument|that would be (?:the end of|unconstitutional|wrong|a disaster|tyranny|authoritarian)|(?:preached|spoke|speaks|wrote|warned|preaches) against|investigators?|should (?:look into|be investigated)|does not help|opposite of|(?:rightly|was|were|got|been|be) (?:rightly )?(?:taken down|removed|deleted|banned)|is not a prize|(?:nobody|no one) (?:goes|should go|should be|deserves)|that is not (?:a|an|how|what)|is not a policy|inexcusable|appalling|knock it off|cut it out|keep it (?:clean|civil|respectful|decent|classy|polite)|uncalled for|no defending|indefensible|mods?|dox\w*|helps (?:nobody|no one)|(?:exactly )?what (?:she|he|they|you) (?:accuses?|accused|condemns?|condemned)|hypocri\w*|vile|disgraceful|ashamed|sickening|horrible|terrible|ugly|not a crime|be better|reported(?= ?[.!]))\b/;
/** A reply that opens by denying what it quotes: "> …\nNo. …". */
const REPLY_DENIES = /(?:^|\n)\s*(?:no|nope|nah|wrong)\s*[.!]/;
/** Quotation marks, and a thread's quoted line ("> what the other poster wrote", thirteenth pass). */
const QUOTE_SPANS = /"[^"\n]{3,}"|“[^”\n]{3,}”|(?<![a-z])'[^'\n]{2,40}'(?![a-z])|(?<=^|\n)\s*>[^\n]{3,}/g;

/**
 * Words reported as someone else's (fourteenth pass): a reporting verb ("said", "posted", "called
 * her", "the sign said", "QT:", "replying to") shortly before a quotation, its speaker not the
 * author ("I said", "we call them"), or a quotation that is the subject of a denial or a label
 * ("'lock them up' is not a policy", "'X-tards' is a slur"). Reported words the post does not
 * endorse ("agreed", "exactly", "he was right", "as my dad says") are civil, whatever follows them:
 * the author's own words are still read on their own.
 */
const REPORTED_BEFORE_QUOTE =
  /(?:\b(?:said|says|saying|wrote|writes|writing|posted|posts|posting|reposted|reposting|commented|comments|tweeted|tweets|replied|replies|replying to|yelled|yells|yelling|shouted|shouts|shouting|chanted|chants|chanting|screamed|screams|screaming|called|calls|calling|call|forwarded|shared|seeing|saw|read|reads|quote|quoting|quoted|labell?ed|labell?ing|the (?:word|words|term|phrase|label)|qt|rt)\b|^\s*>)[^"“'>]{0,70}$/;
const SELF_REPORT = /\b(?:i|we)\s+(?:\w+\s+)?(?:said|say|wrote|write|posted|post|tweeted|call|called|yelled|shouted|chanted|labeled|labelled)\b[^"“']{0,70}$/;
const QUOTE_DENIED_AFTER = /^\s*[.,]?\s*(?:is not|are not|was not|were not|is no|is never|is a (?:chant|slogan|slur|meme|joke|threat|bumper sticker)|are (?:slurs|insults)|is (?:an insult|name-calling|a slur))\b/;
const ENDORSED =
  /\b(?:agree\w*|exactly|so true|true that|preach|based|amen|spot on|well said|said it best|nailed it|could not have said|could not agree|100 ?%|right on|hell yes|damn right|dead right|(?:he|she|they|you|grandpa|dad|mom) (?:is|are|was|were) right|is so right|facts|this is the way|(?:honestly|lol|tbh|ngl|fr|real|so) same)\b|(?:^|[.!?,]\s*)same\s*(?:[.!]|$)|\+1|\b(?:as|like) (?:\w+ ){0,3}(?:says|said|put it|puts it|always says)\b/;

// ---------- names ----------

const TITLE = /\b(?:Senator|Sen\.|Representative|Rep\.|Congressman|Congresswoman|Governor|Gov\.|Mayor|President|Judge|Justice|Secretary|Speaker|Mr\.|Mrs\.|Ms\.|Dr\.|Councilman|Councilwoman|Councilmember|Commissioner|Sheriff|Officer|Pastor|Professor|Prof\.)\s+[A-Z][a-zA-Z-]*(?:'(?!s\b)[A-Za-z-]+)?(?:\s+[A-Z][a-zA-Z-]*(?:'(?!s\b)[A-Za-z-]+)?)?/g;
const NOT_A_PERSON_HEAD = new Set(
  ('act bill law amendment plan deal care advantage security reform program programs rule rules court house senate party state states city county department agency fund trust ' +
    'administration committee caucus council district street avenue road school university college bank corporation company inc llc association union coalition foundation ' +
    'institute center office service services board commission clause constitution code budget credit tax taxes district river lake mountain park island valley america ' +
    'congress capitol hall day month week era war report fed reserve guard army navy force forces police middle elementary high academy prep national first ' +
    'ave st rd ln blvd lane drive court ct way place circle terrace trail highway hwy').split(' '),
);
const FUNCTION_WORDS = new Set(
  ('the this that these those if when while our my your their his her its we i you they he she it a an and or but so yes no not in on at to for of by with from as ' +
    'why what how who where which there here then now today yesterday tomorrow every each all some many most any one two three dear thanks thank please just only ' +
    'also even still again another vote voting voters read call tell stop let lets come go get make keep look watch listen remember imagine maybe perhaps put send throw lock ban jail arrest deport kick spam ' +
    // A deity or fate is no person's name (fifteenth pass): "Pray God…", "the Good Lord", "The Lord will…".
    'god lord jesus christ allah almighty karma fate satan devil heaven').split(' '),
);

 /** Capitalised words that are not people. */
const INSTITUTION_WORDS = new Set(
  ('congress senate medicare medicaid america washington obamacare government democracy freedom inflation everyone everything nothing something nobody ' +
    'this that there here which democrats republicans liberals conservatives gop it he she they we you i social security education healthcare immigration ' +
    'taxes tax trade china russia ukraine israel mexico canada europe texas california florida york ohio iowa god jesus christmas monday tuesday wednesday ' +
    'thursday friday saturday sunday january february march april may june july august september october november december section title article').split(' '),
);
const COMMON_OPENERS = /^(?:it|this|that|what|which|who|he|she|there|here|everyone|everybody|nobody|somebody|someone|anyone|anybody|something|nothing|one|each|every|our|their|my|his|her|your|people|violence|crime|inflation|immigration|abortion|healthcare|education|democracy|freedom|war|peace|justice|history|science|society|capitalism|socialism|communism|fascism|racism|corruption|poverty|speech|religion|government|everything|nothing|spending|debt|life|voting|nobody|truth)$/;

/** One person's role, not a side's name: a title when a surname follows. */
const ONE_ROLE = /^(?:ceo|director|guide|chairman|chairwoman|organi[sz]er|host|author|planner|developer|influencer|manager|coach|bishop|father|rabbi|imam|activist|rancher|reverend|chief|captain|founder|trustee|president)$/i;

/** Group and person nouns are never taken for a name. */
const GROUP_WORD = new RegExp(`^(?:${SIDE}|${PERSON_NOUN})$`, 'i');

/** A coined label by its form (targets.ts): "Typical Berniebros" names a group, not a person. */
const COINED_WORD = new RegExp(`^${COINED_LABEL}$`);

/** Replaces people's names with "zperson" so the rules can see a named person as a target. */
export function markNames(text: string): string {
  let out = text.replace(TITLE, 'zperson');
  // "Chamber President Hollis", "County Commissioner Reyes": a capitalised word run into a title and
  // name inside a sentence is part of the name, not a word of its own before it.
  out = out.replace(/(?<=[a-z0-9,;:]\s)([A-Z][a-z'-]+)\s+zperson\b/g, (m, word: string) => (FUNCTION_WORDS.has(word.toLowerCase()) || GROUP_WORD.test(word) ? m : 'zperson'));
  // "Rancher Bundy", "Organizer White": one person's role before a surname is a title, like
  // "Senator" (neutrality pass); a side's word ("Typical Republican") and plurals stay groups.
  out = out
    .replace(/\b([A-Z][a-z'-]+)(?=\s+([A-Z][a-z'-]+)\b(?!\s+[A-Z]))/g, (m, first: string, last: string) =>
      ONE_ROLE.test(first) && !GROUP_WORD.test(last) && !NOT_A_PERSON_HEAD.has(last.toLowerCase()) && !INSTITUTION_WORDS.has(last.toLowerCase()) && !FUNCTION_WORDS.has(last.toLowerCase()) ? 'zrole' : m,
    )
    .replace(/\bzrole\s+[A-Z][a-z'-]+/g, 'zperson');
  out = out.replace(/\b([A-Z][a-z'-]+)\s+([A-Z][a-z'-]+)(?:\s+(?:Jr\.?|Sr\.?|III|II))?\b/g, (m, first: string, last: string) => {
    if (FUNCTION_WORDS.has(first.toLowerCase()) || FUNCTION_WORDS.has(last.toLowerCase())) return m;
    // "Ban Democrats", "Typical Republican": a group, not a name.
    if (GROUP_WORD.test(first) || GROUP_WORD.test(last)) return m;
    // "Another Demonrat", "Typical Repugnican": a coined label is a group's name, not a person's.
    if (EPITHET_WORD.test(first.toLowerCase()) || EPITHET_WORD.test(last.toLowerCase()) || COINED_WORD.test(first.toLowerCase()) || COINED_WORD.test(last.toLowerCase())) return m;
    if (NOT_A_PERSON_HEAD.has(last.toLowerCase()) || NOT_A_PERSON_HEAD.has(first.toLowerCase())) return m;
    return 'zperson';
  });
  // A surname alone ("Hale is a clown", "Ortiz should be jailed"): a capitalised word that is not a
  // known institution or a sentence-opening word, before a verb said of people.
  out = out.replace(/\b([A-Z][a-z'-]{2,})(?='s\b|\s+(?:is|was|should|must|deserves|needs|will|has|and (?:his|her))\b)/g, (m, word: string, offset: number, whole: string) => {
    const lower = word.toLowerCase();
    if (FUNCTION_WORDS.has(lower) || NOT_A_PERSON_HEAD.has(lower) || INSTITUTION_WORDS.has(lower) || COMMON_OPENERS.test(lower) || GROUP_WORD.test(word)) return m;
    // At the start of a sentence any word is capitalised: only "X is a …", "X should be …" count there.
    if (/(?:^|[.!?\n]\s*)$/.test(whole.slice(0, offset)) && !/^\s+(?:is an?|is such an?|is the (?:biggest|worst|dumbest)|should be|deserves)\b/.test(whole.slice(offset + word.length))) return m;
    return 'zperson';
  });
  return out;
}

// ---------- the analysis ----------

function sentenceBefore(s: string, index: number): string {
  const start = Math.max(s.lastIndexOf('.', index - 1), s.lastIndexOf('!', index - 1), s.lastIndexOf('?', index - 1), s.lastIndexOf('\n', index - 1));
  return s.slice(start + 1, index);
}

function sentenceAround(s: string, index: number, length: number): string {
  const before = sentenceBefore(s, index);
  const rest = s.slice(index + length);
  const end = rest.search(/[.!?\n]/);
  return before + s.slice(index, index + length) + (end < 0 ? rest : rest.slice(0, end));
}

/** The clause just before a match, for negation: "no one should …", "we must never …". */
function negatedBefore(s: string, index: number): boolean {
  const before = sentenceBefore(s, index).split(/[,;:—–]| but | and /).pop() ?? '';
  return NEGATION.test(before.slice(-50));
}

export interface PostAnalysis {
  findings: SpeechFinding[];
}

/** The lower-case skeleton the rules read, names marked (normalize.ts). */
export function postSkeleton(raw: string): string {
  return skeleton(markNames(raw));
}

/** `s`, when given, is postSkeleton(raw), already computed by the caller. */
export function analyzePost(raw: string, precomputed?: string): SpeechFinding[] {
  const findings: SpeechFinding[] = [];
  const add = (f: SpeechFinding) => {
    const existing = findings.find((x) => x.category === f.category);
    if (!existing) findings.push(f);
    else if (existing.severity === 'hold' && f.severity === 'reject') Object.assign(existing, f);
  };
  if (!raw.trim()) {
    add({ category: 'empty', severity: 'reject', reason: 'The text is empty.', hard: false });
    return findings;
  }
  const s = precomputed ?? postSkeleton(raw);
  const quotes = [...s.matchAll(QUOTE_SPANS)].map((m) => [m.index!, m.index! + m[0].length] as const);
  const outsideQuotes = quotes.reduceRight((acc, [a, b]) => acc.slice(0, a) + ' '.repeat(b - a) + acc.slice(b), s);
  const reportedSpeech =
    quotes.some(([a, b]) => {
      const before = sentenceBefore(s, a);
      return (REPORTED_BEFORE_QUOTE.test(before) && !SELF_REPORT.test(before)) || QUOTE_DENIED_AFTER.test(s.slice(b, b + 40));
    }) && !ENDORSED.test(outsideQuotes);
  const condemned = CONDEMN_FRAME.test(outsideQuotes) || (quotes.length > 0 && REPLY_DENIES.test(outsideQuotes)) || reportedSpeech;
  /** Quoting or reporting someone in order to rebut them is civil; quoting without a frame is unclear. */
  const framing = (index: number): 'own' | 'rebutted' | 'unclear' => {
    const inQuote = quotes.some(([a, b]) => index >= a && index < b);
    const before = sentenceBefore(s, index);
    // Mentioning a word to condemn its use: "calling voters idiots is how you lose", "stop calling them fascists".
    if (/(?:^\s*|\b(?:stop|quit|do not|instead of|by|about|keep)\s+)(?:calling|labell?ing|branding|call)\b/.test(before)) return 'rebutted';
    // "the people yelling \"X\" at every meeting": the label is mentioned as what others shout.
    if (inQuote && /\b(?:yelling|shouting|screaming|chanting|hurling|calling (?:us|people|them|others|everyone)|(?:they|people|he|she|you|some) (?:call|calls|called) (?:us|me|them|people|everyone)|(?<!\b(?:i|we) )\b(?:call|calls|called|calling) (?:the |all |every )?(?:\w+ )?(?:partisans?|people|voters|folks|everyone|us|them))\s*["“]?$/.test(before) && !/\b(?:i am|i'm|we are|we're)\s+(?:\w+\s+)?(?:yelling|shouting|screaming|chanting|calling)/.test(before)) return 'rebutted';
    const reported = /\b(?:said|says|say|saying|claim|claims|called for|calls for|wrote|tweeted|posted|claimed|suggested|chanted|shouted|yelled)\b/.test(before);
    if (!inQuote && !reported) return 'own';
    if (condemned) return 'rebutted';
    // "liberals are not 'rats'": the quoted label is denied.
    const quote = quotes.find(([a, b]) => index >= a && index < b);
    if (quote && /\b(?:not|never|no)\s*$/.test(s.slice(Math.max(0, quote[0] - 12), quote[0]))) return 'rebutted';
    return inQuote ? 'unclear' : 'own';
  };

  for (const rule of RULES) {
    if (rule.needs && !rule.needs.test(s)) continue;
    // exec with lastIndex, not matchAll: matchAll copies (and recompiles) the RegExp on every call.
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(s); m; m = rule.pattern.exec(s)) {
      if (!m[0]) rule.pattern.lastIndex += 1;
      // A match that opens outside a quotation and runs into it ("the guy who wrote \"X should be
      // shot\"") is about the quoted words: judged from inside the quote.
      const q = m[0].search(/["“]/);
      const index = m.index;
      if (rule.negatable && (negatedBefore(s, index) || /\b(?:not|never)\b/.test(m[0].slice(0, 40)))) continue;
      if (rule.civicOut && CIVIC_QUALIFIER.test(sentenceAround(s, index, m[0].length))) continue;
      // Punishing a crime ("votes twice", "took bribes") is penal policy; voters "fire" officials at the polls.
      if (rule.category === 'punishment_for_views' && (CRIME_CONDUCT.test(sentenceAround(s, index, m[0].length)) || (/\bfire\b|\bfired\b/.test(m[0]) && ELECTED.test(m[0])))) continue;
      // A label's head word decides: "the Texans" is a name, "the Millbrook inbreds" a label whatever its modifier.
      if (rule.label && properName(raw, m.slice(1).find(Boolean)?.split(/\s+/).pop())) continue;
      const frame = framing(q >= 0 ? index + q + 1 : index);
      if (frame === 'rebutted') continue;
      const severity = frame === 'unclear' ? 'hold' : rule.severity;
      add({ category: rule.category, severity, reason: rule.reason, hard: rule.hard ?? false });
      break;
    }
  }

  // Parts of acts in one clause (clause-acts.ts): what the sequence rules above have no phrasing for.
  for (const f of clauseFindings(s)) {
    if (f.civicOut && CIVIC_QUALIFIER.test(sentenceAround(s, f.index, 1))) continue;
    // Idioms of wanting and of games: "I would kill for a council that…", "our team will murder them on Friday night".
    if (f.severity === 'hold' && (f.category === 'threat' || f.category === 'violence') && IDIOM_OUT.test(sentenceAround(s, f.index, 1))) continue;
    const frame = framing(f.index);
    if (frame === 'rebutted') continue;
    add({ category: f.category, severity: frame === 'unclear' ? 'hold' : f.severity, reason: f.reason, hard: f.hard });
  }

  if (SLUR.test(outsideQuotes) || (!condemned && SLUR.test(s))) add({ category: 'hate', severity: 'reject', reason: 'Uses a slur against a group of people.', hard: true });

  // Profanity: strong words, disguised or not. Mild ones ("damn", "hell", "crap") are allowed.
  // "wtf is this budget": an exclamation at a thing, not swearing at someone (thirteenth pass); "wtf is wrong with you" still is.
  const unaimedWtf = (x: string) => x.replace(/\bwtf\b/g, (m, at: number) => (SECOND_PERSON.test(sentenceAround(x, at, m.length)) || /\bzperson\b/.test(sentenceAround(x, at, m.length)) ? m : '   '));
  const prof = STRONG_PROFANITY.exec(unaimedWtf(outsideQuotes)) ?? (condemned ? null : STRONG_PROFANITY.exec(unaimedWtf(s)));
  if (prof) {
    const aimed = SECOND_PERSON.test(sentenceAround(s, prof.index, prof[0].length)) || /\bzperson\b/.test(sentenceAround(s, prof.index, prof[0].length));
    add({ category: 'profanity', severity: 'reject', reason: aimed ? 'Swears at someone.' : 'Uses profane or vulgar language.', hard: false });
  }

  // Shouting: mostly capitals, with abuse or insistence aimed at readers.
  const caps = capsRatio(raw.replace(/https?:\/\/\S+/g, ''));
  if (caps.letters >= 20 && caps.ratio >= 0.7) {
    if (INSULT_ANYWHERE.test(outsideQuotes) || /\b(?:liars?|crooks?|traitors?|scum|clowns?|frauds?|cowards?|thieves|criminals|hypocrites?|losers?|garbage|trash|disgrace)\b/.test(outsideQuotes) || findings.some((f) => f.category === 'insult' || f.category === 'profanity')) {
      add({ category: 'shouting', severity: 'reject', reason: 'Shouts abuse at readers.', hard: false });
    } else if (SECOND_PERSON.test(s.replace(/\bthank you\b/g, '')) && (raw.match(/!/g) ?? []).length >= 2) {
      add({ category: 'shouting', severity: 'hold', reason: 'Shouts at readers; a moderator will look at it.', hard: false });
    }
  } else if (!findings.some((f) => f.category === 'insult') && splitSentencesLoosely(outsideQuotes).some((x) => AIMED_NOUN.test(x.replace(/\b(?:losers?|sheep|pigs?|tools?|ass)\b/g, '')) && SECOND_PERSON.test(x))) {
    add({ category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', hard: false });
  } else if (!findings.some((f) => f.category === 'insult') && INSULT_NOUN_ALONE.test(outsideQuotes)) {
    // An insult word with no person in view ("Idiots, all of them"): unclear, a person decides.
    const m = INSULT_NOUN_ALONE.exec(outsideQuotes)!;
    const around = sentenceAround(outsideQuotes, m.index, m[0].length);
    const aimed = SECOND_PERSON.test(around) || /\b(?:zperson|he|she|they|them|people|anyone|everyone)\b/.test(around);
    const aboutThing = ABOUT_A_THING.test(around);
    const self = /\b(?:i am|i was|i feel like|myself|me)\b/.test(around);
    if (!aboutThing && !self && !negatedBefore(outsideQuotes, m.index)) {
      add({ category: 'insult', severity: aimed ? 'reject' : 'hold', reason: aimed ? 'Insults another person; criticize ideas, not people.' : 'May insult someone; a moderator will look at it.', hard: false });
    }
  }

  // Personal information, judged by what surrounds it: an office's number is for calling.
  const near = (m: RegExpExecArray) => skeleton(markNames(raw.slice(Math.max(0, m.index - 100), m.index + m[0].length + 100)));
  const call = CALL_TO_ACT.test(s);
  const family = FAMILY.test(s);
  if (SSN.test(raw)) add({ category: 'personal_information', severity: 'reject', reason: 'Shares someone’s identity numbers; remove them to protect privacy.', hard: false });
  const contact = PHONE.exec(raw) ?? EMAIL.exec(raw) ?? PHONE_LABELLED.exec(raw);
  if (contact) {
    const around = near(contact);
    // A toll-free number is an office's or a service's line, never a person's own.
    const tollFree = /^(?:\+?1[-.\s]?)?\(?8(?:00|88|77|66|55|44|33)\)?[-.\s]/.test(contact[0].trim());
    const official = tollFree || (OFFICIAL_CONTEXT.test(around) && !/\b(?:home|personal|private|cell) (?:phone|number|cell|email|line)\b/.test(around));
    if (!official && (HOME_CONTEXT.test(around) || FAMILY.test(around) || call)) add({ category: 'personal_information', severity: 'reject', reason: 'Shares someone’s personal contact details; remove them to protect privacy.', hard: false });
    else if (!official) add({ category: 'personal_information', severity: 'hold', reason: 'Shares contact details; a moderator will check they are not private.', hard: false });
  }
  // A home or a number quoted in order to condemn posting it ("posting \"X lives at 12 Elm\" is doxxing").
  const quotedAndCondemned = (rawIndex: number) => condemned && (raw.slice(raw.lastIndexOf('\n', rawIndex) + 1, rawIndex).match(/["“”]/g) ?? []).length % 2 === 1;
  const addressFound = ADDRESS.exec(raw);
  const address = addressFound && !quotedAndCondemned(addressFound.index) ? addressFound : null;
  // "my grandma still lives in the house on Oak Street": the author's own family home, theirs to tell.
  const livesOnFound = LIVES_ON.exec(s);
  const livesOnMatch = livesOnFound && !(condemned && quotes.some(([a, b]) => livesOnFound.index >= a && livesOnFound.index < b)) ? livesOnFound : null;
  const livesOn = Boolean(livesOnMatch) && (call || !/\b(?:i|we|my|our|me|us)\b/.test(sentenceAround(s, livesOnMatch!.index, livesOnMatch![0].length)));
  // The author's own address ("my family lives at …", "our house on …") is theirs to share.
  const ownHome = address && OWN_HOME.test(near(address)) && !call;
  if ((address || livesOn) && !ownHome) {
    const around = address ? near(address) : s;
    const official = OFFICIAL_CONTEXT.test(around) && !HOME_CONTEXT.test(around);
    if (livesOn || (!official && (HOME_CONTEXT.test(around) || family || call))) add({ category: 'personal_information', severity: 'reject', reason: 'Shares where someone lives; remove it to protect their privacy.', hard: true });
    else if (!official) add({ category: 'personal_information', severity: 'hold', reason: 'Shares an address; a moderator will check it is not private.', hard: false });
  }
  // Where someone lives without a number, said of a third person (the author's own home is theirs to share).
  const livesNear = LIVES_NEAR.exec(s);
  // "the steward who called me out lives…": the author as the object of someone else's act is not the author's home.
  if (livesNear && !livesOn && !address && !/\b(?:i|we|my|our|me|us)\b/.test(sentenceAround(s, livesNear.index, livesNear[0].length).replace(/\bwho \w+ (?:me|us)\b/g, 'who'))) {
    add({ category: 'personal_information', severity: call || family ? 'reject' : 'hold', reason: call || family ? 'Shares where someone lives; remove it to protect their privacy.' : 'Says where someone lives; a moderator will check it is not private.', hard: call || family });
  }
  const privateRole = PRIVATE_ROLE.test(s) && !OFFICIAL_CONTEXT.test(s);
  const identified = /\bzperson\b/.test(s) || Boolean(address) || livesOn || IDENTIFIED.test(s) || privateRole;
  // A named minor with their school, or a plate with where the car is parked: enough to find them.
  if ((MINOR_NAMED.test(s) && CHILD_WHEREABOUTS.test(s)) || (PLATE.test(raw) && SCHEDULE.test(s))) {
    add({ category: 'harassment', severity: 'reject', reason: 'Gives what it takes to find a private person; that invites harassment.', hard: true });
  } else if (PLATE.test(raw) || (identified && ATTENDS_SCHOOL.test(s) && !/\b(?:my|our)\b/.test(s))) {
    add({ category: 'harassment', severity: 'hold', reason: 'Describes how to find a person; a moderator will check it is not private.', hard: false });
  }
  if ((family && CHILD_WHEREABOUTS.test(s)) || (SCHEDULE.test(s) && ((family && (identified || call)) || (identified && call && !PUBLIC_EVENT.test(s))))) {
    add({ category: 'harassment', severity: 'reject', reason: 'Exposes someone’s family and daily movements; that invites harassment.', hard: true });
  }
  if (identified && !call && !family && (WORKPLACE.test(s) || (scheduleOfAPerson(s) && !PUBLIC_EVENT.test(s)) || PLATE.test(raw))) {
    add({ category: 'harassment', severity: 'hold', reason: 'Describes where a named person works or goes; a moderator will check it is not private.', hard: false });
  }
  if ((WORKPLACE.test(s) || family || livesOn) && call) {
    add({ category: 'harassment', severity: address || family || livesOn ? 'reject' : 'hold', reason: 'Points readers at a person’s home, family or workplace.', hard: true });
  }

  // Spam: commercial signals. A price or a link alone is ordinary in policy talk; together with
  // a sales pitch (codes, "% off", "buy now", a shop's link) it is advertising.
  const urls = raw.match(URLS) ?? [];
  const otherUrls = urls.filter((u) => !CIVIC_DOMAIN.test(u));
  const shopUrls = otherUrls.filter((u) => COMMERCIAL_URL.test(u)).length;
  // A pitch quoted in order to complain about it ("someone replied \"DM me\" under every comment, mods please…") is not one.
  const spamSource = condemned || /\b(?:mods|spam\w*|report\w*|bots?)\b/.test(outsideQuotes) ? outsideQuotes : s;
  // A reader asking for a code ("discount code for the museum?") is a shopper, not a seller.
  const spamText = spamSource.replace(/\b(?:(?:any(?:one|body)? (?:have|got|know) |is there |does (?:anyone|anybody) have )(?:an? |any )?(?:promo|discount|coupon) codes?|(?:promo|discount|coupon) codes? for [^.!?\n]{0,40}\?)/g, ' ');
  const strong =
    (decorated(raw) ? 1 : 0) + new Set(spamText.match(SPAM_STRONG) ?? []).size + pitchParts(spamText);
  const weak = new Set((spamText.match(SPAM_WEAK) ?? []).map((x) => x.trim())).size;
  const spamScore = 2 * strong + shopUrls + (strong || shopUrls ? Math.min(weak, 2) : 0);
  if (spamScore >= 3 || otherUrls.length >= 3) add({ category: 'spam', severity: 'reject', reason: 'Advertises or promotes something; this is a place for civic discussion.', hard: false });
  else if (spamScore === 2) add({ category: 'spam', severity: 'hold', reason: 'May be advertising; a moderator will look at it.', hard: false });
  if (repeated(s)) add({ category: 'spam', severity: 'reject', reason: 'Repeats the same text over and over.', hard: false });

  return findings;
}

/**
 * An advert by its parts, whatever it sells (fourteenth pass): an offer ("selling", "I do tax prep",
 * "refinance") with a price or a rate and a way to pay or reach the seller (a phone number, a
 * payment app or handle, "inbox me"), one strong sign; urgency ("limited time", "today only") with
 * a price and a contact, another. A price alone, or a number to call a representative, is not one.
 */
const PITCH_OFFER = /\b(?:selling|for sale|i sell|we sell|i do|we do|i offer|we offer|offering|refinanc\w*|rates? (?:as low as|from|starting)|for rent|rentals?|per (?:hour|session|night|lesson)|flat (?:fee|rate)|\$\d+ flat|tickets? (?:for|to) my|coaching|lessons|quotes?)\b/;
const PITCH_PRICE = /\$\s?\d|\b\d+(?:\.\d+)?\s?%|\b\d+\s?(?:dollars|bucks)\b/;
const PITCH_CONTACT = /\b(?:venmo|cash ?app|paypal|zelle)\b|(?<![a-z0-9])@[a-z0-9_]{3,}|\b(?:inbox|dm|pm|message|text|call|email) me\b|\b(?:call|text)\s+(?:\w+\s+)?(?:1[-. ])?\(?\d{3}\)?[-. ]\d{3}[-. ]?\d{4}\b/;
const PITCH_URGENT = /\b(?:limited time|today only|this (?:week|weekend) only|act (?:now|fast)|while (?:they|supplies) last|before it expires|hurry|spots? left|only \d+ left)\b/;
function pitchParts(s: string): number {
  if (!PITCH_PRICE.test(s) || !PITCH_CONTACT.test(s)) return 0;
  return (PITCH_OFFER.test(s) ? 1 : 0) + (PITCH_URGENT.test(s) ? 1 : 0);
}

/** A word the post spells with a capital where it is not a sentence's first: a proper name. */
function properName(raw: string, word: string | undefined): boolean {
  if (!word) return false;
  const capitalised = word[0].toUpperCase() + word.slice(1);
  return new RegExp(`[^.!?\\n\\s]\\s+${escapeRegExp(capitalised)}\\b`).test(raw);
}

/**
 * Text dressed in decorated letters (mathematical bold or italic, circled, squared, full-width):
 * the dress of promotions that want to stand out in a feed, six letters or more.
 */
function decorated(raw: string): boolean {
  return (raw.match(/[\u{1D400}-\u{1D7FF}\u{1F130}-\u{1F189}\u{24B6}-\u{24E9}\u{FF21}-\u{FF5A}]/gu) ?? []).length >= 6;
}

/**
 * A daily routine told of a person ("she jogs alone every morning"), not of a thing ("every
 * morning the bus is late"): the sentence that tells it names or points at someone.
 */
function scheduleOfAPerson(s: string): boolean {
  const m = SCHEDULE.exec(s);
  if (!m) return false;
  return SCHEDULE_PERSON.test(sentenceAround(s, m.index, m[0].length));
}
const SCHEDULE_PERSON = new RegExp(`\\b(?:he|she|they|him|her|his|their|them|who|zperson|zperson's|${PERSON_NOUN})\\b`);

function splitSentencesLoosely(s: string): string[] {
  return s.split(/[.!?\n]+/);
}

/** The same sentence three times, or one word making up most of a long post. */
function repeated(s: string): boolean {
  const sentences = s.split(/[.!?\n]+/).map((x) => x.trim()).filter((x) => x.length >= 6);
  const counts = new Map<string, number>();
  for (const x of sentences) counts.set(x, (counts.get(x) ?? 0) + 1);
  if ([...counts.values()].some((n) => n >= 3)) return true;
  const words = s.match(/[a-z']+/g) ?? [];
  if (words.length >= 12) {
    const freq = new Map<string, number>();
    for (const x of words) freq.set(x, (freq.get(x) ?? 0) + 1);
    const top = Math.max(...freq.values());
    if (top / words.length >= 0.4) return true;
    // Keyword runs ("cheap plumber near me emergency plumber…"): one content word four times or more in a short post, with a shopper's word.
    const content = [...freq.entries()].filter(([x]) => x.length >= 4 && !/^(?:that|this|they|them|their|there|with|will|what|when|have|from|were|been|your|more|just|than|then|very)$/.test(x));
    if (words.length <= 40 && content.some(([, n]) => n >= 4 && n / words.length >= 0.2) && /\b(?:near me|cheap|cheapest|best|affordable|top rated|for sale|buy|discount|quote|free)\b/.test(s)) return true;
  }
  return /(\b[a-z]+(?: [a-z]+){0,3}\b)(?:[\s,!]+\1\b){4,}/.test(s);
}
