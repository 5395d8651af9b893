import { PERSON_NOUN, SIDE } from './targets';

/**
 * Clause rules: the sequence rules in speech-acts.ts know particular word orders; these look
 * at one clause at a time for the *parts* of an act, in any order, so a phrasing nobody wrote a
 * rule for is still seen. A threat is a person + a physical harm + a frame that makes the harm
 * wanted or coming (a modal, a wish, a future, an imperative); a call to punish views is a
 * punishment + a view, vote or identity + a demand; dehumanizing is a group + a vermin or
 * disease noun joined by a copula or a comparison; and so on.
 *
 * Before matching, idioms about things ("kill this bill", "take a bullet for", "bleeding jobs",
 * "blood pressure") are blanked, as is harm whose object is a policy. Negation, a protective
 * purpose ("to prevent", "keep kids safe") or penal policy about crimes ("murderers should
 * face…") turns a clause rule off. Because co-occurrence is looser than a sequence, most of
 * these findings are `hold`: a person decides. Only combinations that leave no doubt reject.
 *
 * Neutrality: groups of every side are targets only (targets.ts); nothing here keys on a position.
 */

export interface ClauseFinding {
  category: 'threat' | 'violence' | 'punishment_for_views' | 'dehumanizing' | 'insult' | 'epithet' | 'harassment';
  severity: 'reject' | 'hold';
  reason: string;
  hard: boolean;
  /** Offset in the skeleton, for the quoting and negation checks. */
  index: number;
  /** Electoral or legal means in the clause turn the finding off ("in November"). */
  civicOut?: boolean;
}

const POLICY =
  '(?:bills?|laws?|acts?|amendments?|plans?|programs?|proposals?|polic(?:y|ies)|measures?|budgets?|deficits?|debt|tax(?:es)?|tariffs?|spending|regulations?|rules?|mandates?|reforms?|deals?|jobs|economy|industry|competition|innovation|growth|wages|prices|inflation|ideas?|arguments?|narratives?|filibuster|agenda|legislation|provisions?|loopholes?|red tape|bureaucracy|pipelines?|projects?|markets?|chances|momentum|votes|initiatives?|system|status quo|motions?|nominations?|middle class|democracy|freedom|constitution|subsidies|funding|grants?|contracts?|the senate version|this thing|that thing)';

/** Idioms and non-violent uses of harm words: blanked before the clause rules look. */
const IDIOMS = new RegExp(
  [
    String.raw`\b(?:take|took|taking|takes|bite|bit|biting|dodge|dodged|dodging) (?:a|the) bullet\b`,
    String.raw`\b(?:arrest|search|bench) warrants?\b|\bwarrants? for (?:the |an )?arrest\b`,
    String.raw`\b(?:bullet points?|silver bullet|magic bullet|bulletin|bullet train)\b`,
    String.raw`\bkill(?:ing|s|ed)? (?:it|time|the mood|two birds)\b|\bkiller (?:app|feature|deal|argument)\b|\bdressed to kill\b`,
    String.raw`\bbleed(?:s|ing)? (?:money|cash|jobs|red ink|voters|support|dry|out the clock)\b|\bbleeding (?:hearts?|edge)\b`,
    String.raw`\bblood (?:pressure|drives?|tests?|sugar|banks?|donors?|donations?|work|types?|clots?|transfusions?|supply|alcohol)\b|\b(?:new|bad|fresh) blood\b|\bblood in the water\b|\bblood,? sweat\b|\bblood on (?:their|his|her|your|our) hands\b|\bbloodbath (?:for|on|in) (?:the )?(?:markets?|stocks?|economy|polls|ratings)\b`,
    String.raw`\bshoot(?:s|ing)? (?:down|for|the breeze|from the hip|first|straight|(?:ourselves|themselves|itself|yourself|himself|herself) in the foot)\b|\bshot (?:down|in the (?:arm|foot)|clock)\b|\b(?:big|long|cheap|parting|booster|flu|covid|vaccine|fair|good|real|best|fighting|free|mug) shots?\b|\bgive (?:it|this|that) a shot\b|\bshot at (?:a|the) (?:title|win|seat|nomination|job|presidency|election)\b`,
    String.raw`\bbeat(?:s|ing)? (?:the (?:odds|deadline|traffic|rush|system|clock|drum|heat|market|lobbyists at)|a dead horse|around the bush|inflation|expectations)\b`,
    String.raw`\bhang(?:s|ing)? (?:on|in there|out|up|tight|around|together)\b|\bhung (?:jury|up|parliament)\b|\bhang(?:s|ing)? (?:this|it|that|the \w+) (?:vote |bill )?around\b`,
    String.raw`\bchoke ?points?\b|\bchok(?:e|ed|es|ing) (?:on|off) (?:the|its|their|his|her) (?:own|supply|growth)\b|\bgrave (?:concerns?|mistakes?|danger|error|threat|risk|doubts?)\b`,
    String.raw`\bknock(?:s|ed|ing)? (?:out|down) (?:the|these|those|a|an|this|that) (?:\w+ )?(?:loopholes?|provisions?|sections?|clauses?|rules?|barriers?|walls?|argument|myth|prices?)\b|\bknockout\b|\bknock (?:on|at) (?:doors|every door|the door)\b|\bdoor-?knock\w*\b`,
    String.raw`\bpunch(?:line|es)? (?:above|line)\b|\bpunchline\b|\btorch(?:es)? (?:relay|bearer)\b|\bpass(?:ing|ed)? the torch\b|\b(?:a |another )?stab at\b|\bbackstab\w*|\bdead on arrival\b|\bover my dead body\b|\bdead (?:wrong|serious|last|heat|end|set|weight)\b`,
    String.raw`\bdrag(?:s|ged|ging)? (?:on|out (?:the|this|these)|(?:its|their|his|her) feet)\b|\bbury the (?:lede|lead|bill|amendment)\b|\bgallows humou?r\b|\brun over (?:budget|time)\b|\bran over (?:budget|time)\b|\bkick (?:the can|(?:\w+ ){0,2}out of (?:office|power|congress|the senate|the house|the party|the caucus|leadership))\b`,
    String.raw`\bfire (?:sale|drill|season|sales)\b|\bbody blow\b|\bblow up (?:the|this|their) (?:deal|talks|negotiations|budget|coalition)\b|\bkill(?:ed|s|ing)? (?:it|\w+) (?:in|on) (?:committee|the floor)\b|\bmurder board\b`,
    String.raw`\b(?:${POLICY}|cuts?|it|this|that|which|these|those|shortages?|heat|cold|pollution|smog|poverty|hunger|prices|costs?|premiums|delays?|waits?|closures?)\s+(?:\w+\s+){0,2}?(?:will|would|could|can|is going to|are going to|may|might|already|literally)\s+(?:\w+\s+)?(?:kill|hurt|harm|bleed|choke|strangle|crush|bury|starve)\b`,
    String.raw`\b(?:take|takes|took|taking) (?:a|an|the) (?:\w+ )?(?:hammer|sledgehammer|axe|ax|chainsaw|scalpel|machete|wrecking ball|blowtorch|meat cleaver|knife) to (?:(?:the|this|that|these|those|a|an|his|her|their|our|its|every|all)\s+)?(?:[a-z'’-]+\s+){0,3}?${POLICY}\b`,
    String.raw`\b(?:kill|kills|killed|killing|shoot|shoots|shot|hang|hanged|hanging|bury|burying|buried|torch|torched|torching|burn|burned|burning|slash|slashed|slashing|strangle|strangling|choke|choking|stab|stabbing|beat|beating|murder|murdering|execute|executed|executing|drown|drowning|nuke|nuking|bomb|bombing|smash|smashing|blow up|gut|gutting|knock out|knock down|punch)\s+(?:(?:the|this|that|these|those|a|an|his|her|their|our|its|any|every|all|your|my)\s+)?(?:[a-z'-]+\s+){0,2}?${POLICY}\b`,
  ].join('|'),
  'g',
);

/** Blanks idioms, keeping offsets. */
export function withoutIdioms(clause: string): string {
  return clause.replace(IDIOMS, (m) => ' '.repeat(m.length));
}

const PERSON = new RegExp(`\\b(?:those (?:who|that)|(?:shops?|stores?|businesses|companies|churches|firms|restaurants|lawyers?|attorneys?) (?:that|who)|you|your|yours|yourselves|yourself|him|her|his|them|their|'em|em|he|she|they|zperson|zperson's|${PERSON_NOUN}|${SIDE})\\b`);
const SIDE_RE = new RegExp(`\\b(?:${SIDE})\\b`);

/** Physical harm to a person, as verbs, outcomes and instruments of killing. */
const HARM =
  /\b(?:kill(?:s|ed|ing)?|murder(?:s|ed|ing)?|shoot(?:s|ing)?|shot|stab(?:s|bed|bing)?|hang(?:s|ed|ing)?|hung|lynch\w*|behead\w*|decapitat\w*|strangl\w*|chok(?:e|es|ed|ing)|bullets?|noose|gallows|firing squad|guillotine\w*|bleed(?:s|ing)?|blood|bloodshed|bloody|beat(?:s|ing)? (?:them|him|her|you|'em|em)\b(?! (?:in|at|by|on|with (?:votes|facts)))|beat(?:s|en|ing)? (?:\w+ ){0,3}?(?:up|senseless|to death|to a pulp|black and blue|unconscious)|beaten|rough(?:s|ed|ing)? (?:\w+ ){0,3}?up|punch(?:es|ed|ing)?|pummel\w*|stomp\w*|kick\w* (?:\w+ ){0,3}?(?:in the (?:teeth|face|head|ribs|groin|gut)|senseless|to death|unconscious)|knock(?:s|ed|ing)? (?:\w+ ){0,3}?(?:out cold|senseless|unconscious|down)|teeth (?:knocked|kicked|bashed|smashed) (?:out|in)|knock(?:s|ed|ing)? (?:\w+ ){0,2}teeth|torch(?:es|ed|ing)? (?:\w+ ){0,3}?(?:houses?|homes?|cars?|trucks?|offices?|headquarters|farms?|barns?|stores?|shops?|churches|mosques?|synagogues?|buildings?|place|it)|firebomb\w*|molotovs?|burn(?:s|ed|ing)? (?:\w+ ){0,4}?(?:down|alive|to the ground|to death)|run(?:ning)? (?:\w+ ){0,3}?over|run (?:\w+ ){0,3}?off the road|(?:slow|painful|horrible|gruesome|violent|brutal|agonizing) (?:and )?(?:\w+ )?death|(?:swing|swinging|hanging|dangling) (?:from|on) (?:a |the )?(?:rope|noose|tree|lamp-?post|gallows|bridge|crane)|wipe[ds]? (?:\w+ ){0,2}?off the (?:face of the )?(?:earth|planet|map)|taken out back|take (?:\w+ ){0,2}?out back|pull(?:s|ed|ing)? the trigger on (?!(?:the|this|that|a) (?:deal|plan|bill|decision|purchase|sale|merger|vote))|(?:gun|pistol|rifle|knife|blade) (?:to|against|at) (?:his|her|their|your) (?:head|throat|temple|neck)|set(?:ting|s)? (?:\w+ ){0,3}?on fire|set(?:ting|s)? fire to|drag(?:s|ged|ging)? (?:them|him|her|you|'em) out\b|crack(?:s|ed|ing)? (?:\w+ ){0,2}?(?:skulls?|heads?|ribs)|ran (?:\w+ ){0,3}?over|runs (?:\w+ ){0,3}?over|mow(?:s|ed|ing)? (?:\w+ ){0,2}?down|drag(?:s|ged|ging)? (?:\w+ ){0,3}?(?:out of|through|into|from|behind)|maim\w*|tortur\w*|ambulance|body ?bags?|coffins?|caskets?|in a box|feet first|in the ground|six feet under|graves?|brains? (?:out|in)|smash(?:es|ed|ing)? (?:\w+ ){0,3}?(?:faces?|heads?|skulls?|windows?|windshields?|cars?|in)|bash(?:es|ed|ing)? (?:\w+ ){0,3}?(?:faces?|heads?|skulls?|in)|slash(?:es|ed|ing)? (?:\w+ ){0,3}?(?:tires|tyres|throats?|faces?)|slit (?:\w+ ){0,2}?throats?|break(?:s|ing)? (?:\w+ ){0,3}?(?:windows|legs|necks?|jaws?|arms|kneecaps|bones|faces?|skulls?|noses?)|broken (?:legs|necks?|jaws?|arms|kneecaps|bones|noses?)|pistol-?whip\w*|whip(?:s|ped|ping)? (?:them|him|her|you)|flog\w*|tar and feather\w*|lamp-?posts?|string (?:\w+ ){0,2}?up|strung up|put (?:\w+ ){0,3}?(?:in the ground|down like|in (?:a|the) (?:grave|hospital|morgue|ground))|(?:die|dies|dying|dead|death)(?= (?:slowly|painfully|in a (?:fire|ditch|gutter|cell|hole)|like (?:a dog|dogs|rats|animals|the)|soon|for good|in agony))|bleed out|blown away|blow (?:\w+ ){0,2}?away|blow (?:\w+ ){0,2}?(?:head|brains) off|take (?:\w+ ){0,2}?out back|light (?:\w+ ){0,2}?up|jump(?:ed|ing)? (?:the|those|these|that|a few|some|every|any) (?:[a-z-]+ ){0,3}?(?:canvassers|volunteers|organi[sz]ers|marchers|protesters|demonstrators|voters|speakers|officials|reporters|journalists|workers|staffers|guys?|men|women|kids|students)|take (?:a|an|the|my|our|your) (?:baseball )?(?:bat|hammer|crowbar|pipe|tire iron|belt|knife|axe|machete|chain) to|until (?:they|he|she|you|it) (?:cannot|can't|can not|are unable to|is unable to|stop|stops) (?:stand|walk|move|breathe|see|get up|moving|breathing)|kick(?:s|ed|ing)? in (?:the|their|his|her|your|every) (?:front )?doors?|rope and a (?:\w+ )?tree|made to (?:suffer|bleed|pay in blood)|break (?:some|a few) (?:bones|heads|skulls|legs|arms|noses|jaws)|blow(?:s|ing)? up (?:the|their|his|her|every|a|that|this) (?:\w+ ){0,2}?(?:polling (?:station|place)s?|offices?|headquarters|buildings?|church|mosque|synagogue|station|courthouse|capitol|statehouse|city hall|homes?|houses?|cars?|buses|rall(?:y|ies)|clinic|stores?|shops?)|torch(?:es|ed|ing)? (?:\w+ ){0,5}?(?:buses|bus|vans?|signs?|booths?|tents?|stages?|floats?|bookstores?|libraries|library|clinics?|schools?|polling (?:station|place)s?)|smash(?:es|ed|ing)? (?:\w+ ){0,3}?(?:window|windows|doors?|storefronts?)|throw (?:\w+ ){0,3}?(?:rocks|stones|bricks|bottles|acid) at|throw(?:s|ing)? (?:\w+ ){0,2}?acid (?:on|at|in|into)|kick(?:s|ed|ing)? (?:\w+ ){0,3}?teeth in|(?:shove|push|throw|toss)(?:es|s|ed|ing)? (?:\w+ ){0,3}?(?:down (?:the|a|those|these) (?:\w+ )?(?:stairs|steps|stairwell|well|elevator shaft)|off (?:the|a) (?:stage|balcony|roof|bridge|ledge|overpass|cliff))|pelt(?:s|ed|ing)? (?:\w+ ){0,4}?with (?:rocks|stones|bricks|bottles|eggs and rocks))\b/;

/** Base forms: a harm verb opening a clause is an order ("torch their office", "and beat them"). */
const IMPERATIVE_VERB =
  /^(?:shove|push|throw|toss|pour|douse|kill|murder|shoot|stab|hang|lynch|behead|strangle|choke|beat|punch|pummel|stomp|kick|knock|torch|firebomb|burn|run|mow|drag|maim|torture|smash|bash|slash|slit|break|pistol|whip|flog|tar|string|put|blow|take|light|rough)\b/;

/** Veiled threats: harm left unsaid but plain ("find you alone", "enjoy your last summer", "you will not walk away"). */
const VEILED =
  /\b(?:(?:would|will|it would|it will) be a (?:shame|pity) if|grow up without (?:a |their |her |his )?(?:mother|father|mom|dad|her|him|parents?)|(?:should|will|better|ought to|need to|needs to) (?:be )?(?:afraid|scared|terrified) (?:to|of) (?:go|leave|walk|step|show)\w* (?:outside|out|home|in public|(?:their|his|her|your) face)|(?:bullets|guns|rifles|the ammo box|the cartridge box|the bullet box) will\b(?! not)|(?:i|we) (?:\w+ )?(?:know|found out|found) where (?:the |those |these |that |this |your |his |her |their )?(?:[a-z-]+ ){0,2}?(?:you|he|she|they|[a-z]+s) (?:live|lives|meet|meets|sleep|sleeps|work|works|park|parks|eat|eats|gather|stay|stays|hang out|pray|prays)|the only good \w+ is a dead \w+|(?:who|which ones?) to (?:hang|shoot|kill|string up|execute|lynch|hunt down|go after) first|(?:you|he|she|they|zperson|the \w+|your \w+|his \w+|her \w+) (?:will|would|might|could|may|is going to|are going to|gonna) (?:\w+ )?(?:have|meet with|suffer|get into) (?:a|an) (?:\w+ ){0,2}?accident|(?:will|gonna|going to|might|could|should) (?:\w+ )?(?:be found|be dumped|be fished out|wash up|turn up|end up) (?:\w+ ){0,2}?(?:in|at the bottom of|face down in) (?:a |the )?(?:river|lake|ditch|ravine|woods|dumpster|landfill|trunk|gutter|quarry|swamp|bay|harbou?r)|(?:find|finds|catch|catches|see|sees|meet|meets|get|gets|corner|corners) (?:you|him|her|them|zperson) (?:alone|by (?:yourself|himself|herself|themselves)|in (?:a|the) dark|after dark|in an alley|in the parking lot)|enjoy(?:ing)? (?:your|their|his|her) last (?:summer|days?|christmas|birthday|breaths?|weekend|meal|night|months?|weeks?|year)|(?:you|he|she|they|zperson) (?:will|would|are going to|is going to|gonna) (?:not|never) (?:walk away|walk again|be around (?:to see|for|much longer|long)|leave (?:alive|in one piece|standing)|make it home|see (?:tomorrow|another day|the next \w+)|live (?:to see|long enough))|(?:your|his|her|their|zperson's) (?:house|home|car|truck|office|farm|shop|store|business|windows|tires|place) (?:would|will|could|might|may|is going to) (?:\w+ ){0,2}?(?:burn|go up in flames|catch fire|explode|get smashed|get torched|be torched|have an accident|look (?:better|nice|good) on fire)|(?:you|he|she|they|zperson) (?:will|would|are going to|is going to|gonna|will be the one) (?:\w+ ){0,3}?(?:bleeding|in an ambulance|in a (?:box|body bag|coffin|casket|hearse)|feet first|on a stretcher|in the morgue|six feet under)|(?:leaves?|leave|goes? home|go home|ends? up|carried out) (?:\w+ ){0,4}?(?:in an ambulance|in a (?:box|body bag|coffin|casket|hearse)|feet first|on a stretcher|in the morgue))\b/;
/** Softer veiled threats, held: "sleep with the lights on", "get what they deserve and I will be cheering". */
const VEILED_SOFT =
  /\b(?:(?:i|we) (?:will|am|are) (?:be )?waiting (?:for (?:you|him|her|them|zperson|(?:the|that|this) (?:[a-z-]+ )?[a-z]+) )?(?:outside|in the parking lot|at (?:your|his|her|their) (?:car|house|home|door|office)|after (?:the meeting|work|dark|the vote))|(?:remember|you know|look at|recall) what happened to|what happens to (?:people|those|anyone|traitors|politicians|senators|judges) who|who crossed (?:us|me)|end up like (?:that|the|those|your|his|her) \w+|(?:we|i) (?:will )?settle this|(?:loading|loaded|packing|grabbing) (?:up )?(?:my|the|our) (?:truck|car|guns?|rifles?|weapons?|gear)\b[^.!?\n]{0,40}\b(?:heading|going|driving|coming) (?:to|down to)|learn(?:s|ed)? what happens (?:to|when)|sleep with the lights on|look(?:ing)? over (?:your|their|his|her) shoulders?|check(?:ing)? under (?:your|their|his|her) cars?|pay (?:\w+ ){1,3}a (?:little |friendly |late-night |personal |nice )?visit|(?:is|are) going to get what (?:they|he|she|you) (?:deserve|deserves|have coming|has coming)|(?:will|gonna|shall) get what (?:they|he|she|you) (?:deserve|deserves|have coming|has coming)(?=,? (?:and|but) (?:it|that) (?:will|would|is) not be (?:a|an|in) (?:court|trial|ballot|election|vote|lawsuit|recall))|(?:has|have|had) it coming|make an example (?:out )?of (?:(?:the|that|this|those|these|every|him|her|them|zperson)\b(?! (?:[a-z]+'s )?(?:[a-z]+ )?(?:bill|law|budget|plan|policy|program|proposal|ordinance|levy|amendment|measure|project|deal|tax)))|(?:will|is going to|are going to|gonna) be (?:dealt with|taken care of|handled),? (?:one way or (?:another|the other)|permanently|for good|personally)|(?:we are|some of us are|i am|people are|folks are) done talking\s*$|(?:i|we) (?:\w+ )?know (?:which|what) (?:window|car|door|bedroom|route) (?:is )?(?:yours|his|hers|theirs|you|he|she|they)|(?:your|his|her|their|zperson's) (?:home )?address is (?:known|out there|no secret)|for the sake of (?:your|his|her|their) (?:own |family's |kids' |children's |wife's |husband's )?(?:safety|health|well-?being)|if you value (?:your|his|her|their) (?:own |family's |kids' |children's )?(?:safety|health|life|lives|kneecaps)|for your own (?:safety|good)\s*$|days (?:\w+ ){1,4}are numbered|go after (?:\w+ ){1,4}at (?:their|his|her|your) (?:homes?|houses?|doors?|work))\b/;
const WEAPON = /\b(?:rifles?|guns?|shotguns?|pistols?|handguns?|ammo|bullets|rounds|ropes?|nooses?|knives|knife|machetes?|ar-?15s?|bats?|baseball bats?|crowbars?|axes?|hammers?|pitchforks?|torches|molotovs?|brass knuckles|tire irons?|clubs?|weapons?)\b/;
const HAVE_WEAPON = /\b(?:i|we)\s+(?:\w+\s+)?(?:have|has|got|own|keep|carry|am carrying|bought|loaded|cleaned|sharpened|oiled)\s+(?:\w+\s+){0,2}?(?:rifles?|guns?|shotguns?|pistols?|handguns?|ammo|bullets|rounds|ropes?|knives|knife|machetes?|ar-?15s?)\b/;
const BRING_WEAPON =
  /\b(?:bring|brings|bringing|grab|carry|pack|load up|show up with|come with)\s+(?:a|an|your|the|some|our|their|his|her|every|plenty of)?\s*(?:\w+\s+)?(?:bats?|baseball bats?|guns?|rifles?|shotguns?|pistols?|knives|knife|machetes?|axes?|weapons?|pitchforks?|torches|ropes?|nooses?|crowbars?|brass knuckles|clubs?|molotovs?|ammo|hammers?|tire irons?)\b/;
const ARM_UP = /\b(?:arm yourselves|arm yourself|arm up|get armed|come armed|show up armed|armed and ready|lock and load|load your (?:guns|rifles|weapons))\b/;
const PEACEFUL = /\b(?:hunting|hunt|hunters?|range|shooting range|safety|safe|safely|permits?|licen[cs]\w*|background checks?|waiting periods?|concealed carry|constitutional carry|red flag laws?|law-abiding|self-defen[cs]e|collector|sport|veterans?|training|class|lessons?|responsibl\w+|locked|storage|owners?|ownership|tug of war|softball|baseball game|little league|camping|campfire|bonfire|parade|vigil|candle|concert|not|never|no|do not|leave)\b/;

/** Words one of which every HARM match contains: a cheap test before the large pattern. */
const HARM_KEY =
  /acid|teeth|shove|push|toss|until|jump|rope|made to|bones|heads|skulls|pelt|throw|doors|kill|murder|shoot|shot|stab|hang|hung|lynch|behead|decapitat|strangl|chok|bullet|noose|gallows|firing|guillotine|bleed|blood|beat|rough|punch|pummel|stomp|kick|knock|teeth|torch|firebomb|molotov|burn|run|ran|mow|drag|maim|tortur|ambulance|body|coffin|casket|box|feet first|ground|grave|brain|smash|bash|slash|slit|break|broken|whip|flog|tar and|lamp|string|strung|put|die|dead|death|blow|take|light|off the|wipe|pull|gun|pistol|rifle|knife|blade|set|swing|dangl|crack/;

/** A frame that makes harm wanted or coming: modal, wish, future, imperative, appeal. */
const FRAME =
  /\b(?:i am|we are|should|must|ought|need to|needs to|has to|have to|gotta|deserves?|deserve|let us|let's|lets|time to|will|would|wanna|want to|want|going to|gonna|is getting|are getting|gets|get|better|hope|hoping|wish|pray|praying|cannot wait|love to|like to|cheer\w*|glad|happy|laugh|the only (?:fix|cure|answer|solution|remedy|way) (?:for|to deal with)|who is with me|if you see|when you see|someone|somebody|anyone|anybody|everyone|everybody|go|just|next)\b/;

/** Protective purposes, penal policy, negation and narration about harm: not a threat. */
const NOT_A_THREAT =
  /\b(?:(?:who|that) (?:\w+ ){0,4}?(?:kill|kills|killed|shoot|shoots|shot|stab|stabs|beat|beats|murder|murders|rape|rapes|abuse|abuses|hurt|hurts|harm|harms)|prison|jail|behind bars|drunk|not|never|no one|nobody|no|nor|stop|stops|prevent\w*|protect\w*|safety|safe|save|saving|saved|fewer|reduce\w*|ban|banning|outlaw\w*|against|condemn\w*|victims?|survivors?|accident\w*|crash\w*|overdos\w*|unless|without|afraid|fear\w*|worried|worry|worries|hate (?:for|to see|it)|scared|terrif\w*|threat\w*|violence|violent|rhetoric|murderers?|rapists?|killers?|terrorists?|traffickers?|shooters?|pedophiles?|molesters?|criminals?|felons?|convicted|death penalty|capital punishment|sentenc\w*|prosecut\w*|charged|indicted|trial|court|self-defen[cs]e|hunting|hunters?|deer|dogs?|cats?|pets?|wolves|coyotes?|cancer|disease|virus|insulin|heat|fentanyl|opioids?|drugs?|cartels?|gun violence|mass shootings?|shootings|school shootings?|lives (?:lost|saved)|in (?:19|20)\d\d|years ago|last (?:year|week|month|night)|yesterday|overnight|this morning|earlier today|was|were|had been)\b|\b(?:slashed|smashed|torched|burned|firebombed|punched|stabbed|beat|kicked|jumped|broke) (?:\w+ ){0,2}?(?:me|my|our|us)\b/;

const WISH = /\b(?:hope|hoping|wish|pray|praying|cannot wait|would love|love to see|like to see|want to see|would not be sad|would not mind|would not cry|not shed a tear|would cheer|will cheer|be cheering|would laugh|will laugh|be laughing|would celebrate|will celebrate|would be (?:glad|happy)|will be (?:glad|happy)|good riddance|serves? (?:them|him|her|you) right)\b/;
const WISH_HARM =
  /\b(?:(?:gets?|getting) (?:a )?(?:visit from|hit by|run down by|plowed by) (?:a|the)|(?:gets?|getting|got|catch(?:es)?|catching) (?:shot|killed|stabbed|hanged|lynched|beaten|run over|hit by|a bullet|cancer|what (?:is|was) coming|what (?:they|he|she|you) deserves?|hurt)|dies|die|dead|drop(?:s)? dead|killed|shot|stabbed|hanged|lynched|beaten|run over|ran over|runs over|mowed down|plowed into|hit by (?:a|the) (?:truck|bus|car|train)|chokes?|choking|croaks?|bleeds?|burns?(?: to death| alive| in hell)?|rots?|suffers?|torch(?:es|ed)?|firebombs?|sets? fire to|in a (?:box|coffin|body bag|casket|grave)|in the ground|heart attack|car crash|plane crash|never wakes? up|disappears?)\b/;

/** Punishment by the state, the employer or the ballot box. */
const PUNISH =
  /\b(?:cost (?:you|them|him|her) (?:your|their|his|her) (?:citizenship|jobs?|vote|right to vote|licen[cs]es?|freedom|homes?)|barred from|bar(?:red)? (?:\w+ ){0,2}from|(?:ban|bar|block|keep|change) (?:\w+ ){1,3}from (?:teaching|working|serving|voting|holding|running|owning|living|entering|attending|speaking|posting|adopting|coaching|practicing|practising|buying|renting|nursing|preaching)\b|jail(?:ed)?|prison(?: time)?|imprison\w*|cells?|handcuffs|behind bars|locked (?:up|away)|lock(?:ed)? (?:\w+ ){0,3}?(?:up|away)|arrest(?:ed)?|prosecut\w+|(?:be )?charged (?:\w+ ){0,3}?with|on trial|tried for|sedition|treason|deport(?:ed)?|exiled?|strip(?:ped)? (?:\w+ ){0,3}?(?:citizenship|vote|right to vote|licen[cs]es?)|citizenship (?:revoked|stripped|taken)|(?:not|never) be allowed to (?:vote|teach|work|hold|speak|run|serve|post)|take (?:away )?(?:their|his|her) (?:vote|votes|right to vote|ballots?)|take (?:it|the vote) away from|voter registrations? (?:cancel\w+|revok\w+|purged|deleted|taken)|cancel (?:their|his|her) (?:voter )?registrations?|purge (?:them|\w+) from the (?:rolls|voter rolls)|fired|sacked|(?:be|get|got|been) let go|laid off|blacklist\w*|banned from|ban (?:\w+ ){1,3}from|be (?:a )?crime|a crime|illegal|outlawed|criminali[sz]\w+|investigated|punish\w*|fined|expelled|re-?education|camps?|labor camps?|gulags?|firing squad|disbar\w*|lose (?:their|his|her|every|all|its|any) (?:\w+ ){0,2}?(?:jobs?|licen[cs]es?|pensions?|citizenship|right to vote|vote|votes|seats?|benefits|homes?|businesses|kids|children|custody|contracts?|charters?|accreditation|tax[- ]exempt status)|lose custody|strip(?:ped)? (?:(?:them|him|her|\w+) of )?(?:their|his|her) (?:\w+ ){0,2}?(?:rights?|the policy|vote|votes|licen[cs]es?|citizenship|jobs?|benefits|pensions?|kids|children|custody)|change (?:the |their |his |her )?(?:pensions?|benefits|licen[cs]es?|permits?|the policy) (?:of|for|from) |(?:their|his|her) the policy (?:\w+ )?(?:off|away)|(?:revoke|revoked|pull|pulled|yank|yanked|strip|stripped|suspend|suspended|cancel|cancell?ed|deny|denied|cut|cut off|take away|taken away|seize|seized|confiscate|confiscated|freeze|frozen)(?: off)? (?:[\w']+ ){0,4}?(?:licen[cs]es?|permits?|pensions?|benefits|food stamps|welfare|social security|medicare|medicaid|mortgages?|loans?|visas?|passports?|contracts?|scholarships?|bank accounts?|assets|churches|homes?|houses|businesses|children|kids|custody|entry|admission|housing|service)|(?:licen[cs]es?|permits?|pensions?|benefits|food stamps|welfare|mortgages?|loans?|visas?|passports?|children|kids|custody|(?:their|his|her) the policy) (?:\w+ ){0,2}?(?:revoked|pulled|stripped|suspended|cancell?ed|denied|cut off|cut|taken(?: away)?|seized|confiscated|frozen)|evict\w*|court-?martial\w*|on probation|(?:kick|kicked|purge|purged|remove|removed|strike|struck|scrub|scrubbed)(?: \w+){0,4}? (?:off|from) the (?:voter )?rolls|regist(?:er|ered|ry) with the (?:state|police|government|authorities)(?! (?:dmv|department|board|office|by|before|within|online))|(?:on|onto) (?:a|the) (?:no-?fly |terror |terrorist |sex offender |do-?not-?hire )?(?:list|registry|watch ?list|blacklist)|(?:no|never any|zero) (?:federal |state |government |public |city )?(?:jobs|contracts|licen[cs]es|benefits|loans) for|tax(?:ed)? (?:\w+ ){0,3}?(?:double|triple|twice|extra)|taken by the state)\b/;

/**
 * Groups named by what they believe or campaign for ("activists", "feminists", "Federalists"),
 * not trades ("dentists", "journalists"): belonging to one is a view, as belonging to a listed
 * side is, so the same punishment of an unlisted group and a listed one weighs the same.
 */
const BELIEF_GROUP =
  '(?!(?:politicians?|physicians?|musicians?|technicians?|clinicians?|pediatricians?|statisticians?|historians?|librarians?|guardians?|civilians?|journalists?|columnists?|scientists?|economists?|dentists?|pharmacists?|therapists?|specialists?|analysts?|artists?|lobbyists?|lists?|wrists?|fists?|twists?|mists?|exists|insists|assists|resists|consists|persists)\\b)[a-z]{3,}(?:ists?|ians?)';
const BELIEF_RE = new RegExp(`\\b${BELIEF_GROUP}\\b`);
/** What people are punished *for*: a vote, a view, speech, a protest, belonging to a side. */
const VIEWS = new RegExp(
  `\\b(?:vot(?:e|es|ed|ing)|ballots?|views?|opinions?|beliefs?|believ\\w+|politics|political|speech|said|says|say|saying|wrote|writes|written|op-?eds?|columns?|posts?|posted|posting|tweet\\w*|signed|sign(?:s|ing)?|letters?|petition\\w*|march\\w*|protest\\w*|rall(?:y|ies)|criticiz\\w+|criticis\\w+|support\\w*|backing|backed|donat\\w+|donors?|disagree\\w*|oppos\\w+|endors\\w+|campaign\\w*|praise\\w*|defend\\w*|spoke|speak(?:s|ing)?|spoken|testif\\w+|preach\\w*|voic\\w+|sided|stand with|stood (?:up )?(?:for|with)|attend\\w*|wore|wear\\w*|shared|liked|signs?|stickers?|hats?|shirts?|nice about|registered|membership|renounc\\w+|recant\\w*|disavow\\w*|a voice|a platform|to be heard|(?:pro|anti)-\\w+|being (?:an? )?(?:${SIDE})|${SIDE}|${BELIEF_GROUP})\\b`,
);
const DEMAND = /\b(?:should|must|ought|need to|needs to|has to|have to|deserves?|deserve|belongs?|let us|let's|lets|time to|want|wants|gotta|i say|make)\b/;
/** Conduct that is a crime in itself: punishing it is penal policy, not punishment for a view. */
export const CRIME_CONDUCT =
  /\b(?:hit(?:s|ting)? (?:kids|children|a child|students|patients)|abus(?:e|es|ed|ing) (?:kids|children|a child|students|patients)|twice|illegally|illegal(?:ly)? vot\w*|fraud\w*|fake|forg\w*|dead people|non-?citizens?|double[- ]vot\w*|vot(?:e|es|ed|ing) double|more than once|two states|ballot stuff\w*|stuff(?:ed|ing) (?:the )?ballot|tamper\w*|intimidat\w*|brib\w*|threat\w*|violen\w*|attack\w*|riot\w*|assault\w*|broke (?:the law|into|in)|break\w* (?:the law|into|in)|steal\w*|stole|stolen|lied under oath|overbill\w*|overcharg\w*|defraud\w*|violat\w*|(?:the |any )?laws? (?:was|were|has been|have been|had been) broken|broken (?:the|any) laws?|wrongdoing|perjur\w*|embezzl\w*|insider|commit\w*|block\w*|blockad\w*|loot\w*|arson\w*|destroy\w*|damag\w*|trespass\w*|vandal\w*|harass\w*|dox\w*|launder\w*|kickbacks?|corrupt\w*|abuse\w*|traffick\w*|smuggl\w*|murder\w*|rap(?:e|ed|ist)|assault|crimes|in office|oath|classified|secrets|evid\w+|convicted|misconduct|obstruct\w*|contempt|shot|shoots|killed|kills|stabbed|raped|molest\w*|drunk|drove|fraud)\b|\b(?:voters (?:should|must|need to|will|can) (?:\w+ )?(?:fire|vote|remove|replace|dump|reject|boot|oust)|voted out|vote (?:them|him|her) out|(?:beat|defeat|punish|remove|fire|hold (?:them|him|her) accountable)\w* (?:\w+ ){0,3}at the (?:polls|ballot box)|in (?:november|the (?:next )?election|the primary|the midterms)|by voters|recall\w*|impeach\w*|censure\w*|primar(?:y|ied))\b/;
const NEGATED = /\b(?:not|never|no one|nobody|no|nor|stop|condemn\w*|regardless|whatever (?:their|his|her)|no matter)\b/;
/** Belonging to a side made a crime: "being a X should be illegal", "make it a felony to donate to the X". */
const SIDE_MADE_CRIME = new RegExp(
  `\\b(?:being|voting|registering as|identifying as|to be|to vote|support(?:ing)? the|(?:to )?(?:donat(?:e|ing)|giv(?:e|ing)|contribut(?:e|ing)|belong(?:ing)?|join(?:ing)?|vot(?:e|ing)) (?:to|for|with) (?:the )?)\\s*(?:an?\\s+)?(?:${SIDE})\\b[^.!?\\n]{0,40}\\b(?:illegal|a crime|crime|outlawed|criminal|banned|treason|a felony|punishable)\\b|\\b(?:outlaw|ban|criminali[sz]e|dissolve|abolish)\\s+(?:the\\s+)?(?:${SIDE})(?:\\s+party)?\\b|\\bmake it (?:a felony|a crime|illegal|criminal) to (?:\\w+ ){1,3}(?:the )?(?:${SIDE})\\b|\\b(?:${SIDE})(?:\\s+party)?\\s+(?:should|must|needs to|ought to)\\s+be\\s+(?:outlawed|banned|made illegal|criminali[sz]ed|dissolved|abolished)\\b`,
);
/** A clause that opens with a verb of punishment gives an order: "Throw every … in a cell". */
const PUNISH_IMPERATIVE =
  /^\s*(?:(?:and|then|so|just|now|please|i say|go|we should|we must|let's|lets|let us|time to)\s+)*(?:throw|lock|jail|arrest|imprison|deport|fire|sack|ban|strip|charge|put|send|prosecute|blacklist|expel|purge|round|haul|try|investigate|punish|cancel|revoke|take|indict|exile|cage|silence|censor|disbar)\b/;
/**
 * The same order by a verb that names a punishment by itself ("deport every …", "blacklist …"):
 * verbs that are ordinary without a complement ("take", "send", "put", "try", "throw", "charge",
 * "round", "haul", "lock", "cancel") give no punishment alone: "send the X a letter", "take the X
 * at their word", "try to persuade the X" are civil. Nor is an order about a side's *thing*
 * ("ban the X's plan"), nor "fire up".
 */
const PUNISH_ORDER =
  /^\s*(?:(?:and|then|so|just|now|please|i say|go|we should|we must|let's|lets|let us|time to)\s+)*(?:jail|arrest|imprison|deport|fire(?! (?:up|away|back)\b)|sack|ban|strip|prosecute|blacklist|expel|purge|investigate|punish|revoke|indict|exile|cage|silence|censor|disbar)\b(?!(?:\s+[a-z-]+){0,3}?\s+[a-z-]+['’]s?\s)/;
/**
 * A person barred from somewhere: "ban every X from this forum". The stance reading (stances.ts)
 * writes "ban" before a thing as "change", so "change every X from …" (said of people, not
 * English otherwise) is read as the ban it was.
 */
const BAN_PERSON = new RegExp(`\\b(?:ban|bar|block|kick|change) (?:(?:every|all|any|each|the|those|these|all the)\\s+)?(?:[a-z-]+\\s+){0,3}?(?:${PERSON_NOUN}|${SIDE}) (?:out )?(?:from|of)\\b`);
/** A clause that opens with an order to withhold something: "Deny mortgages to…", "No federal jobs for…". */
const ORDER_OPEN = /^\s*(?:(?:and|then|so|just|now|please)\s+)*(?:change (?:the |their |his |her )?(?:pensions?|benefits|licen[cs]es?|permits?)|(?:ban|bar|change) (?:\w+ ){1,3}from (?:teaching|working|serving|voting|holding|running|owning|living|entering|attending|speaking|posting|adopting|coaching|practicing|practising|buying|renting|nursing|preaching)\b|deny|cut|pull|yank|evict|seize|tax|kick|bar|suspend|confiscate|freeze|no)\b/;
/** A permit for an event granted or refused: regulation of the event, not a punishment of people. */
const PERMIT_FOR_EVENT = /\b(?:permits?|licen[cs]es?) for (?:the |a |an |their |this |that )?(?:\w+ )?(?:rall(?:y|ies)|march(?:es)?|parades?|protests?|events?|festivals?|concerts?|demonstrations?|gatherings?)\b/;
/** Everyone of a group, as the object of a punishment: collective punishment whatever the reason given. */
const GROUP_ALL = new RegExp(`\\b(?:(?:every|each|any) (?:[a-z-]+ ){0,2}?(?:${PERSON_NOUN}|${SIDE})|(?:all(?: the)?|the whole|the|those|these) (?:[a-z-]+ ){0,2}?(?:${PERSON_NOUN}|${SIDE})(?<=s))\\b`);
/** Punishments severe enough that demanding them for a whole group is a call to punish it. */
const STRONG_PUNISH = /\b(?:(?:ban|bar|block|kick|change) (?:[a-z-]+ ){1,4}(?:out )?from|let go|laid off|jail|prison|imprison|locked|lock|arrest|deport|exile|camps?|gulags?|registry|regist(?:er|ered) with the (?:state|police|government|authorities)(?! (?:dmv|department|board|office|by|before|within|online))|on a (?:list|registry|watch ?list|blacklist)|barred|bar|banned|ban|strip|revoke|deny|denied|seize|confiscate|evict|taken by the state|rolls|children|custody|citizenship)\w*/;
/** Elected officials are "fired" by voters: civic, not a punishment for views. */
export const ELECTED = /\b(?:senators?|representatives?|reps?|congress\w*|lawmakers?|legislators?|politicians?|officials?|governors?|mayors?|incumbents?|council\w*|commissioners?|president|speaker|members of congress)\b/;

/** Violence against property: a building, a vehicle, a polling station or an event attacked ("smash every window in the district office"). */
const PROPERTY_ATTACK =
  /\b(?:smash|torch|burn down|blow up|firebomb|vandali[sz]e|trash|wreck|slash|set fire to|spray-?paint|throw (?:\w+ )?(?:bricks?|rocks?|molotovs?|bottles?) (?:through|at|into))\s+(?:\w+\s+){0,4}?(?:windows?|offices?|buildings?|polling (?:station|place)s?|stations?|headquarters|cars?|tires|tyres|buses|vans?|trucks?|churches|church|mosques?|synagogues?|clinics?|stores?|shops?|homes?|houses?|signs?|booths?|parades?|rall(?:y|ies)|stages?|doors?)\b/;
/** Irony that turns a demand into its opposite: "put everyone who disagrees on a list. What could possibly go wrong?" */
const IRONY = /\b(?:what could (?:possibly )?go wrong|that always ends well|(?:because )?that (?:always )?(?:worked|works) so well)\b/;

/** Dehumanizing nouns: unambiguous ones decide alone with a group; others need a copula or "like". */
const VERMIN_CLEAR =
  /\b(?:vermin|subhumans?|sub-humans?|untermensch|parasit\w+|cockroach\w*|roaches|maggots|leeches|lice|termites|locusts|rodents|mongrels|bloodsuckers|infestation|infesting|infested|not (?:even )?human|less than human|barely human|not people|not real people|savages|swarms? of|hordes? of|invasive species)\b/;
const VERMIN_SOFT =
  /\b(?:mosquito(?:e?s)?|gnats?|slugs?|contagion|tapeworms?|jackals?|rats|animals|beasts|insects|pests?|swine|pigs|dogs|apes|monkeys|filth|garbage|trash|scum|sewage|worms|slugs|cattle|hyenas|vultures|ticks|fleas|bacteria|slime|demons|devils|weeds|cancer|disease|plague|virus|infection|pestilence|blight|tumou?r|scourge|poison|rot|zombies|orcs|feral|diseased|breed|breeding|crawl\w*|slither\w*|exterminat\w*|eradicat\w*|wipe (?:them )?out|cull\w*|purge)\b/;
/** "Democrats? Animals.", "Immigrants — vermin, all of them." */
const BARE_LABEL = new RegExp(
  `\\b(?:${SIDE}|${PERSON_NOUN})\\s*(?:[?:!.—–=-]+\\s*)+(?:just |all |nothing but |a bunch of |pure )?(?:vermin|subhumans?|parasites?|cockroaches|roaches|rats|animals|savages|beasts|maggots|leeches|lice|pests|pigs|swine|filth|garbage|trash|scum|a disease|a cancer|a plague|an infestation)\\b`,
);
/** "Death to all X", "kill all X": a slogan of extermination with a group as its object. */
const DEATH_TO = new RegExp(String.raw`\b(?:death to|kill all|hang all|shoot all|gas all|gas the|exterminate all|eliminate all)\s+(?:the\s+|all\s+|every\s+|those\s+|these\s+)?(?:[a-z-]+\s+)?(?:${PERSON_NOUN}|${SIDE})\b`);
/** Storming or raiding a gathering of people. */
const STORM = /\b(?:storm|raid|rush|overrun|crash)\s+(?:the|their|his|her|that|this|every)\s+(?:[a-z-]+\s+){0,2}?(?:convention|rally|rallies|meeting|hearing|town hall|headquarters|offices?|homes?|houses?|church|mosque|synagogue|polling places?|capitol|statehouse|legislature|courthouse)\b[^.!?\n]{0,40}\b(?:drag|beat|hurt|grab|pull|throw|make them|show them|teach)\b/;
const LINK = /\b(?:are|is|were|become|like|as|than|nothing but|no better than|just|all|a bunch of|a pack of|the|these|those|such|real|true|of)\b|[:—–-]/;

/** Name-calling words for a person, beyond the sequence rules' insult nouns. */
const NAME_CALLING =
  /\b(?:toads?|cranks?|yahoos|troglodytes?|neanderthals?|knuckle-?dragg\w+|nincompoops?|numbskulls?|mouth-?breath\w*|worms?|weasels?|snakes?|rats?|hacks?|shills?|stooges?|lapdogs?|bootlick\w*|boot-?lick\w*|lickspittles?|sycophants?|lunatics?|nutjobs?|nut jobs?|loons?|kooks?|wackos?|whackos?|crackpots?|trolls?|dopes?|dummies|dummy|dipshits?|numbnuts|simps?|tools?|goons?|thugs?|losers?|clowns?|buffoons?|degenerates?|scumbags?|sleazebags?|sleazeballs?|dirtbags?|creeps?|perverts?|pervs?|psychos?|maniacs?|freaks?|rejects?|parasites?|leeches?|vultures?|pigs?|sheep|sheeple|npcs?|bots?|shitheads?|dumbasses?|halfwits?|nitwits?|dimwits?|airheads?|blockheads?|meatheads?|boneheads?|pinheads?|morons?|idiots?|imbeciles?|cretins?|fools?|dunces?|dolts?|ignoramus\w*|illiterates?|brain-?dead|brainless|mindless|low-?iq|dumb|stupid|idiotic|moronic|wimps?|pussies|pussy|snowflakes?|boomers?|brats?|crybab(?:y|ies)|whiners?|hillbill(?:y|ies)|rednecks?|hicks?|inbred|yokels?|elitists?|snobs?|bigots?|cowards?|gutless|spineless|liars?|crooks?|frauds?|hypocrites?|grifters?|jokes?|failures?|ignorant|pathetic|worthless|useless|clueless|deranged|unhinged|delusional|senile|gullible|brainwashed)\b/g;
/** Harsh judgments that can be said of an official's record: held, not rejected, and only with "you" for the adjectives. */
const NAME_SOFT = /^(?:cowards?|gutless|spineless|liars?|crooks?|frauds?|hypocrites?|grifters?|jokes?|failures?|hacks?|shills?|stooges?|lapdogs?|sycophants?|clowns?)$/;
const NAME_ADJ_YOU_ONLY = /^(?:ignorant|pathetic|worthless|useless|clueless|deranged|unhinged|delusional|senile|gullible|brainwashed)$/;
const IQ_JIBE =
  /\b(?:iq of|iq (?:lower|smaller) than|room[- ]temperature iq|double-?digit iq|(?:two|2|three|3|one|1|single) (?:working )?brain cells?|brain (?:the size of|of a|smaller than)|brains? (?:must be|is|are) (?:the size of|tiny|mush|smooth)|size of a pea|smooth[- ]brain\w*|head (?:full of|is full of|filled with) (?:rocks|air|sawdust|cotton)|not the sharpest|dumber than (?:a|dirt|rocks|a box)|dumb as (?:a|dirt|rocks|bricks)|thick as (?:a|two)|cannot (?:even )?(?:read|spell|count|think)|learn (?:how )?to (?:read|spell|count|think)|licking boots|lick(?:s|ing)? (?:\w+ )?boots|go back to (?:school|kindergarten|licking|sucking)|mommy'?s basement|touch grass|get a job|nobody asked you|no one asked you|who asked you|(?:intellect|intelligence|brains?|wits|iq|mind|judge?ment|common sense) of (?:a|an) (?:\w+ ){0,3}?(?:bag|rock|brick|doorknob|houseplant|potato|turnip|toddler|goldfish|sponge|gnat|fence ?post|pebble|squirrel|hamster|mayfly|stump)|(?:you|he|she|they) (?:sound|sounds|talk|talks|write|writes|argue|argues) like (?:a|an) (?:\w+ )?(?:toddler|child|five-year-old|baby|drunk|lunatic|moron|idiot|fool|chimp|monkey)|(?:as )?thick as (?:the|those|these) (?:\w+ ){0,2}?(?:people|folks|ones)|(?:pathetic|sorry|poor|sad|miserable|lousy) excuse for (?:a|an) (?:\w+ )?(?:public servant|human being|person|man|woman|senator|mayor|official|leader|representative|journalist|reporter|teacher|judge|politician|alderman|councilman|councilwoman|commissioner)|ok genius|okay genius|nice try genius|sure genius|genius here|einstein here|thanks einstein|ok einstein)\b/;

const NAME_LEAD = String.raw`(?:(?:collection of|gang of|band of|herd of|[a-z]+-[a-z]+|vile|slimy|smug|babbling|bumbling|delusional|incompetent|miserable|semi-literate|such|so|really|truly|a|an|the|total|complete|absolute|utter|spineless|gutless|lying|pathetic|bunch of|pack of|of|one|another|typical|just|nothing but|little|sorry|brain-?dead|stupid|dumb|whiny|whiney|spoiled|ignorant|clueless|worthless|useless|big|fat|old|damn|freaking|fucking)\s+){0,4}$`;
const COPULA = String.raw`(?:(?:is full of|are full of|is|are|was|were|remains?|sounds? like|acts? like|looks? like|must be|is just|are just|is such|are such|being)\s+)?`;
/** "you idiot", "you are a clown", "nobody asked you, loser". */
const AIMED_AT_YOU = new RegExp(String.raw`\b(?:you|you all|you people|you guys)\s+` + COPULA + NAME_LEAD);
/** "Senator Ames is a spineless worm", "these democrats are clowns", "only a brain-dead X". */
const AIMED_AT_PERSON = new RegExp(
  String.raw`(?:(?:^|[,;:]|\b(?:and|but|because|since|all|most|many|these|those|the))\s*(?:${SIDE})|\b(?:zperson|he|she|they|(?:this|that|the|these|those|every|each|typical|all|some|most) (?:[a-z-]+ )?(?:${PERSON_NOUN}|${SIDE}|chair|board|committee|panel|commission)))(?:\s+(?:in|of|on|at|from) (?:the |this |that )?(?:[a-z-]+ ){0,2}?[a-z-]+)?\s+` + COPULA + NAME_LEAD,
);

const ADJ_ON_GROUP = new RegExp(String.raw`\b(?:brain-?dead|braindead|brainless|mindless|stupid|dumb|idiotic|moronic|low-?iq|inbred|retarded|subhuman)\s+(?:${SIDE}|${PERSON_NOUN})\b`);

/** Second person or a vocative: the reader or a named person is addressed. */
const ADDRESSED = /\b(?:you|your|yours|yourself|you all|zperson)\b|^\s*(?:hey|listen|look|ok|okay|lol|lmao)\b/;

/** Contempt nouns that, after a side's adjective, make an epithet: "leftist loons", "right-wing nutjobs". */
const CONTEMPT =
  '(?:scum|trash|filth|loons?|lunatics?|nutjobs?|nut jobs?|nuts|crazies|zealots?|goons?|thugs?|sheep|sheeple|cultists?|cult|mob|hordes?|snowflakes?|clowns?|morons?|idiots?|hacks?|shills?|bootlickers?|zombies|drones|bots|npcs?|freaks?|degenerates?|vermin|traitors?|commies?|fascists?|nazis?|kooks?|wackos?|whackos?|fanatics?|rats?|pigs?|parasites?|maggots|cucks?|simps?|libtards?|retards?|terrorists?|groomers?|pedos?|brownshirts?|morons?|sheeple|lemmings|losers?|crybabies|whiners?|snakes?|weasels?|rabble|riff-?raff|deplorables|garbage|crooks?|cowards?|hogs?|swine|grifters?|goblins?|gremlins?|cockroach(?:es)?|roach(?:es)?|stooges?|lackeys?|minions?|cretins?|leeches?|bots?|droids?|ghouls?)';
const EPITHET_PHRASE = new RegExp(`\\bgroup\\s+${CONTEMPT}\\b|\\b(?:${SIDE}|woke|commie|red-?hat|blue-?haired|far-?left|far-?right|ultra-?left|ultra-?right|radical left|radical right|lefty|lefties|righty|righties|rino|dino|neocon|neolib|tankie)\\s+(?:\\w+\\s+)?${CONTEMPT}\\b`);
/**
 * Epithets of both sides and of groups beyond the sequence rules' list; each side's words have the
 * other side's counterpart. Coined ones are read by their shape: a side's stem (every side's:
 * "lib", "dem", "woke", "commie" as much as "maga", "trump", "repub", "fash") run into a contempt
 * word ("-twits", "-clowns", "-oids", "-loons", "-nuts"…), so a new coinage of either side is
 * caught by the same part ("magatwits" and "libtwits", "wokeoids" and "magaloids").
 */
export const EPITHET_WORD =
  /\b(?:libtards?|conservatards?|leftards?|rightards?|demonrats?|dumbocrats?|democrats?-?rats?|demon-?rats?|repugs?|repuglicans?|rethuglicans?|republicunts?|republikkkans?|magats?|maggots? voters|libturds?|trumptards?|trumpanzees?|bidenbots?|trumpbots?|libcucks?|cuckservatives?|feminazis?|manbabies|snowflakes?|sheeple|deplorables|libs of|commiecrats?|fascists?-?(?:republicans?|democrats?)|dems? rats?|rinos?|dinos?|tankies|wingnuts?|moonbats?|libtardian\w*|leftoids?|rightoids?|gopers|gooper\w*|commies|regressives|regressive left|regressive right|dumbicans?|dumbocraps?|repukes?|democraps?|repubtards?|demtards?|dimwitocrats?|klanservatives?|nazi-?cons?|libfascists?|lib-?nazis?|partisans?-(?:holes|crazies|kooks?|droids?|ghouls?|degenerates?|goons?|freaks?|tards?|turds?|crats?|craps?|rats?|pugs?|pukes?|thugs?|cucks?|nazis?|bots?|scum|sheep|zombies?|clowns?|loons?|idiots?|morons?|pigs?|simps?|goblins?|gremlins?|brains|brained|heads|cultists?|cult|worshipp?ers?|lovers?|loving|lemmings?|grifters?|hogs?|snowflakes?|drones?|shills?|trash|weasels?|snakes?|oids?|npcs?)|(?!(?:republicans?|pelicans?|anglicans?|publicans?|gallicans?)\b)[a-z]{2,9}(?:licans?|likans?)|(?!(?:democrats?|democratic|demonstrators?|democracy|democracies|congrats)\b)(?:dem|demo|demon|dumb|dim|lib|repub|repu|trump|biden|obama|maga|commie|fash|lefty?|righty?|gop|cons?|prog|soc|green|woke)[a-z]{0,5}(?:crats?|craps?|rats|pugs?|pukes?|thugs?|cucks?|nazis?|bots?|scum|twits?|wits?|clowns?|oids?|loons?|toons?|nuts|kooks?|goons?|sheep|zombies?|morons?|idiots?|pigs?|fools?|dopes?|drones?|flakes?|trash|wads?|scolds?|holes?|stains?|puppets?|lemmings?|snakes?|weasels?|istas?)|[a-z]{2,9}-?craps?|(?!(?:bastards?|custards?|mustards?|dastards?|retards?|petards?|leotards?|bustards?)\b)[a-z]{2,10}-?tards?|[a-z]{2,10}-?turds?|rethugs?)\b/;

function clausesOf(s: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re = /[^.!?\n;]+/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push({ text: m[0], start: m.index });
  return out;
}

/** Parts of acts co-occurring in one clause. `s` is the skeleton (speech-acts.ts). */
export function clauseFindings(s: string): ClauseFinding[] {
  const found: ClauseFinding[] = [];
  const add = (f: ClauseFinding) => found.push(f);
  // Weapon and death emoji with a person in the post: the picture says what the words do not.
  const emoji = /[\u{1F52A}\u{1F52B}\u{1F4A3}\u{1FA93}\u{26B0}\u{1FAA6}\u{1FA78}]/u.exec(s);
  if (emoji && PERSON.test(s) && !/\b(?:hunting|range|safety|recipe|kitchen|cooking|chef)\b/.test(s)) {
    add({ category: 'threat', severity: 'hold', reason: 'Pairs a person with weapon or death symbols; a moderator will look at it.', hard: true, index: emoji.index });
  }
  // Large patterns run only after a cheap test for their opening words.
  const death = (/death to|\b(?:kill|hang|shoot|gas|exterminate|eliminate) (?:all|the)\b/.test(s) ? DEATH_TO.exec(s) : null) ?? (/\b(?:storm|raid|rush|overrun|crash)\b/.test(s) ? STORM.exec(s) : null);
  if (death) add({ category: 'violence', severity: 'reject', reason: 'Calls for violence against a group of people.', hard: true, index: death.index });
  const bare = /[?:!.—–=-]/.test(s) && (VERMIN_CLEAR.test(s) || VERMIN_SOFT.test(s)) ? BARE_LABEL.exec(s) : null;
  if (bare) add({ category: 'dehumanizing', severity: 'reject', reason: 'Describes people in dehumanizing terms.', hard: true, index: bare.index });
  // Which families can apply at all, tested once on the whole post: most posts skip every clause test.
  const t = withoutIdioms(s);
  const irony = IRONY.test(t);
  NAME_CALLING.lastIndex = 0;
  const may = {
    harm: HARM.test(t),
    wish: WISH.test(t),
    veiled: /\b(?:example|dealt|taken care|handled|done talking|which|address|sake|value|own|numbered|go after|deserve|coming|around|found|dumped|fished|wash|turn up|accident|waiting|shame|pity|grow up|afraid|scared|terrified|bullets|guns|rifles|box|know|found|waiting|happened|happens|crossed|end up|settle|loading|loaded|packing|grabbing|alone|last|not|never|burn|flames|fire|explode|smashed|torched|accident|bleeding|ambulance|box|body bag|coffin|casket|hearse|feet first|stretcher|morgue|six feet|dead|first|happens|lights on|shoulders?|under|visit|deserves?|coming)\b/.test(t),
    weapon: WEAPON.test(t) || /\barm\b|\barmed\b|lock and load/.test(t),
    punish: PUNISH.test(t) || /\b(?:evict|deny|denied|revoke|pull|cut|seize|tax|felony|make|throw|lock|jail|arrest|imprison|deport|fire|sack|ban|strip|charge|put|send|prosecute|blacklist|expel|purge|round|haul|try|investigate|punish|cancel|revoke|take|indict|exile|cage|silence|censor|disbar|change|kick)\b/.test(t),
    vermin: VERMIN_CLEAR.test(t) || VERMIN_SOFT.test(t),
    names: NAME_CALLING.test(t) || IQ_JIBE.test(t),
    epithet: EPITHET_PHRASE.test(t) || EPITHET_WORD.test(t),
  };
  NAME_CALLING.lastIndex = 0;
  if (!Object.values(may).some(Boolean)) return found;
  for (const { text, start } of clausesOf(t)) {
    if (text.length < 6) continue;
    const c = text;

    // Threats and calls for violence: a person, a physical harm, a frame that wants it or says it comes.
    const harm = may.harm && HARM_KEY.test(c) ? HARM.exec(c) : null;
    if (harm && PERSON.test(c) && !NOT_A_THREAT.test(c)) {
      const wish = WISH.test(c);
      const imperative =
        /(?:^|,|:|\band\b|\bthen\b)\s*(?:(?:just|go|now|please|somebody|someone|and)\s+)*$/.test(c.slice(0, harm.index)) && IMPERATIVE_VERB.test(harm[0]);
      if (wish || imperative || FRAME.test(c)) {
        const appeal = /\b(?:someone|somebody|anyone|anybody|everyone|everybody|people|patriots|we|us|you all|y'all|real \w+|a few good|let's|let us|lets|time to|go)\b/.test(c.slice(0, harm.index));
        add({
          category: appeal ? 'violence' : 'threat',
          severity: 'hold',
          reason: appeal ? 'May call for violence against people; a moderator will look at it.' : 'May threaten or wish harm on someone; a moderator will look at it.',
          hard: true,
          index: start + harm.index,
          civicOut: true,
        });
      }
    }
    // Wishes of harm with the harm as an outcome ("hope he catches a bullet", "would not be sad if a truck ran over them").
    const wish = may.wish ? WISH.exec(c) : null;
    if (wish) {
      const after = c.slice(wish.index + wish[0].length);
      const h = WISH_HARM.exec(after);
      const gap = h ? after.slice(0, h.index) : '';
      if (h && PERSON.test(after) && !/\b(?:no one|nobody|none|never|not|this bill|the bill|this law|it|this|that|the (?:amendment|plan|policy|program|proposal))\b/.test(gap) && !/\b(?:in committee|on the floor|in the senate|in the house)\b/.test(after)) {
        add({ category: 'threat', severity: 'reject', reason: 'Wishes harm or death on someone.', hard: true, index: start + wish.index });
      }
    }

    // Veiled threats, weapons brought or held up against a person, arming for a confrontation.
    const veiled = may.veiled ? VEILED.exec(c) : null;
    if (veiled && !/\b(?:if we do not|unless|without (?:this|the|insurance|coverage|care|treatment))\b/.test(c)) {
      add({ category: 'threat', severity: 'reject', reason: 'Warns someone that harm is coming to them.', hard: true, index: start + veiled.index });
    }
    const veiledSoft = may.veiled ? VEILED_SOFT.exec(c) : null;
    if (veiledSoft && PERSON.test(c)) {
      const armed = WEAPON.test(c);
      add({ category: armed ? 'violence' : 'threat', severity: armed ? 'reject' : 'hold', reason: armed ? 'Calls for people to come armed to someone.' : 'May threaten someone; a moderator will look at it.', hard: true, index: start + veiledSoft.index, civicOut: true });
    }
    const bring = may.weapon ? BRING_WEAPON.exec(c) ?? ARM_UP.exec(c) : null;
    if (bring && !PEACEFUL.test(c)) {
      add({ category: 'violence', severity: 'reject', reason: 'Calls for people to come armed against others.', hard: true, index: start + bring.index });
    }
    const weapon = may.weapon ? HAVE_WEAPON.exec(c) : null;
    if (weapon && /\b(?:you|your|zperson)\b|\b(?:senator|mayor|judge|governor|congressman|congresswoman|councilman|councilwoman|commissioner|sheriff|rep)\b/.test(s) && !PEACEFUL.test(s)) {
      add({ category: 'threat', severity: 'hold', reason: 'Mentions weapons to someone addressed; a moderator will look at it.', hard: true, index: start + weapon.index });
    }

    // Violence against property, ordered or called for; held (a person decides).
    const property = may.harm || /smash|torch|burn|blow|firebomb|vandal|trash|wreck|slash|fire|paint|throw/.test(c) ? PROPERTY_ATTACK.exec(c) : null;
    // "blow up the phones at her office" is calling, not violence.
    if (property && !NOT_A_THREAT.test(c) && !/\b(?:phones?|lines|inbox|mentions|switchboard|e-?mails?|voicemail|comments)\b/.test(property[0])) {
      const before = c.slice(0, property.index);
      const ordered = /(?:^|,|:|\band\b|\bthen\b)\s*(?:(?:just|go|now|please|somebody|someone|and|let us|lets|let's|we should|we must|you should|time to)\s+)*$/.test(before) || FRAME.test(before);
      if (ordered) add({ category: 'violence', severity: 'hold', reason: 'May call for violence against property or a gathering; a moderator will look at it.', hard: true, index: start + property.index, civicOut: true });
    }

    // Punishment for views, votes or belonging to a side.
    const pun = may.punish && !irony ? PUNISH.exec(c) ?? BAN_PERSON.exec(c) ?? PUNISH_ORDER.exec(c) : null;
    const ordered = (DEMAND.test(c) || PUNISH_IMPERATIVE.test(c) || ORDER_OPEN.test(c)) && !PERMIT_FOR_EVENT.test(c);
    if (pun && !VIEWS.test(c) && ordered && STRONG_PUNISH.test(c) && GROUP_ALL.test(c) && !CRIME_CONDUCT.test(c) && !NEGATED.test(c.slice(0, pun.index))) {
      add({ category: 'punishment_for_views', severity: 'hold', reason: 'May call for a whole group of people to be punished; a moderator will look at it.', hard: true, index: start + pun.index });
    }
    if (pun && VIEWS.test(c) && ordered && PERSON.test(c) && !CRIME_CONDUCT.test(c)) {
      const negated = NEGATED.test(c.slice(0, pun.index).split(/,| but /).pop() ?? '') && !/^(?:not|never) be allowed to\b/.test(pun[0]);
      const electedFired = /^(?:fired|fire|sacked|sack|lose (?:their|his|her) (?:jobs?|seats?))$/.test(pun[0]) && ELECTED.test(c);
      if (!negated && !electedFired) {
        add({ category: 'punishment_for_views', severity: SIDE_RE.test(c) || BELIEF_RE.test(c) || /\b(?:vot(?:e|es|ed|ing)|views?|beliefs?|opinions?|speech|criticiz\w+|protest\w*|donat\w+|donors?|endors\w+|campaign\w*|petition\w*|testif\w+|preach\w*|support(?:s|ed|ing|ers)?|back(?:s|ed|ing)|politics|political|renounc\w+|recant\w*|disavow\w*|signed|marched|voice|platform|tweet\w*)\b/.test(c) ? 'reject' : 'hold', reason: 'Calls for people to be punished for their views or votes.', hard: true, index: start + pun.index });
      }
    }
    // Belonging to a side made a crime: "being a X should be illegal", "voting X ought to be a crime".
    const crime = may.punish && /illegal|crime|outlaw|criminal|banned|treason|felony|punishable|dissolv|abolish|make it/.test(c) ? SIDE_MADE_CRIME.exec(c) : null;
    if (crime && !NEGATED.test(c.slice(0, crime.index))) {
      add({ category: 'punishment_for_views', severity: 'reject', reason: 'Calls for people to be punished for their views or votes.', hard: true, index: start + crime.index });
    }

    // Dehumanizing: a group and a vermin or disease noun, joined.
    const group = may.vermin ? PERSON.exec(c) : null;
    if (group) {
      const clear = VERMIN_CLEAR.exec(c);
      const soft = clear ? null : VERMIN_SOFT.exec(c);
      const noun = clear ?? soft;
      if (noun && !/\b(?:not|never)\s+(?:\w+\s+)?(?:vermin|parasit|animals|rats|a disease|a cancer|a plague)/.test(c)) {
        const between = noun.index > group.index ? c.slice(group.index + group[0].length, noun.index) : c.slice(noun.index + noun[0].length, group.index);
        const joined = between.length <= (/\blike\b/.test(between) ? 70 : 45) && (noun.index > group.index ? LINK.test(between) : /\b(?:like|as|than|called|of)\b|[:—–]/.test(between));
        const thing = /\b(?:bill|law|policy|program|spending|debt|deficit|corruption|inflation|addiction|drugs|fentanyl|crime|poverty|idea|ideology|rhetoric|propaganda|misinformation|disinformation|lobbying|system|regulation|bureaucracy|tax|waste|mold|rodent control|pest control|landfill|recycling|farm|shelter|zoo|wildlife|livestock|vet|veterinar\w*|water|food|soil|stomach|gut|sick|illness|infection|lab|tests?|hospital|patients?|diagnos\w*|treatment|chemo|tumou?rs? (?:board|registry)|oncolog\w*|survivor|research)\b/.test(c);
        if (joined && !thing) {
          add({ category: 'dehumanizing', severity: clear ? 'reject' : 'hold', reason: clear ? 'Describes people in dehumanizing terms.' : 'May describe people in dehumanizing terms; a moderator will look at it.', hard: true, index: start + noun.index });
        }
      }
    }

    // Insults: a name-calling word aimed at the reader or a person, a jibe at someone's mind.
    const jibe = may.names ? IQ_JIBE.exec(c) : null;
    if (jibe && (PERSON.test(c) || ADDRESSED.test(c))) {
      add({ category: 'insult', severity: 'reject', reason: 'Insults another person; criticize ideas, not people.', hard: false, index: start + jibe.index });
    }
    NAME_CALLING.lastIndex = 0;
    for (let name = may.names ? NAME_CALLING.exec(c) : null; name; name = NAME_CALLING.exec(c)) {
      const word = name[0];
      const before = c.slice(Math.max(0, name.index - 70), name.index);
      const about = c.slice(name.index, name.index + word.length + 25);
      const second = AIMED_AT_YOU.test(before) || new RegExp(`,\\s*(?:you\\s+)?(?:\\w+\\s+)?${escape(word)}\\s*$`).test(c.slice(0, name.index + word.length));
      // "ban this troglodyte", "the dumbest bunch of yahoos": a demonstrative or a superlative herd points the name at someone (fourteenth pass).
      const pointed = (/\b(?:this|that)\s+(?:[a-z]+-[a-z]+\s+|[a-z]+\s+)?$/.test(before) && !/^(?:tools?|dumm(?:y|ies)|toads?|rats?|snakes?|worms?|trolls?|cranks?|dopes?)$/.test(word)) || /\b(?:dumbest|stupidest|biggest|worst|sorriest|saddest)\s+(?:bunch|pack|group|collection|gaggle|herd|lot|crowd)\s+of\s+(?:[a-z-]+\s+)?$/.test(before);
      const third = pointed || AIMED_AT_PERSON.test(before) || /\btypical\s+[a-z-]+\s*[:,—–-]\s*(?:\w+\s*,?\s+){0,3}$/.test(before) || /\bonly (?:an?\s+|the\s+)?$/.test(before);
      if (!(second || (third && !NAME_ADJ_YOU_ONLY.test(word)))) continue;
      if (new RegExp(`^${escape(word)}\\s+(?:${POLICY}|idea|take|move|decision|question|thing|answer|excuse|logic|reasoning|math|claim|comment|post)`).test(about)) continue;
      if (/\b(?:not|never|no)\s+(?:\w+\s+)?$/.test(before.slice(-15))) continue;
      const soft = NAME_SOFT.test(word);
      add({ category: 'insult', severity: soft ? 'hold' : 'reject', reason: soft ? 'May call someone names; a moderator will look at it.' : 'Insults another person; criticize ideas, not people.', hard: false, index: start + name.index });
      break;
    }

    // A name-calling adjective on a group: "braindead leftists", "stupid voters".
    const adjGroup = may.names && /brain|mindless|stupid|dumb|idiotic|moronic|iq|inbred|retarded|subhuman/.test(c) ? ADJ_ON_GROUP.exec(c) : null;
    if (adjGroup) add({ category: 'insult', severity: 'reject', reason: 'Insults a group of people; criticize ideas, not people.', hard: false, index: start + adjGroup.index });

    // Epithets: a side's word with a contempt noun ("leftist loons"), or a coined epithet.
    const ep = may.epithet ? EPITHET_PHRASE.exec(c) ?? EPITHET_WORD.exec(c) : null;
    if (ep && !/\b(?:calls? (?:herself|himself|myself|themselves|ourselves|me|us)|i am|we are|proud)\s+(?:an?\s+|the\s+)?(?:\w+\s+)?$/.test(c.slice(Math.max(0, ep.index - 40), ep.index))) add({ category: 'epithet', severity: 'reject', reason: 'Uses an epithet for a political side or a group of people.', hard: true, index: start + ep.index });
  }
  return found;
}

function escape(x: string): string {
  return x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
