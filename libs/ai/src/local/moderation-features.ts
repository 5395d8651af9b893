import { EPITHET_WORD } from './clause-acts';
import { type SpeechFinding } from './speech-acts';
import { COINED_LABEL, PERSON_NOUN, SIDE } from './targets';

/**
 * Features of a post for the statistical judge (moderation-model.ts): what the words *do*, with
 * every side's vocabulary made uninformative.
 *
 * Neutrality by construction: before anything is counted, the names of sides and movements
 * (targets.ts's SIDE and the extra names below, every side's alike) become "zside", coined
 * partisan epithets of every side become "zepithet", and people's names become "zperson"
 * (speech-acts.ts). Swapping one side's words for the other's cannot change a feature, so it
 * cannot change a verdict (moderation-model.spec.ts checks this).
 *
 * Besides words and word pairs, words are mapped to a few classes of speech (harm, vermin,
 * name-calling, punishment, views and votes, modals and wishes, "you", condemnation, policy
 * nouns…), and ordered pairs of classes within a short window are counted ("modal … harm",
 * "zside … vermin", "punish … view"): these carry over to wordings the development set never
 * had. Words inside quotation marks are counted apart ("q:"), since quoting an act to rebut it
 * is not doing it. The offline rules' findings are features too.
 *
 * Topic words ("abortion", "guns", "border") keep their own features: they appear in the
 * development set on both sides of every pair and mostly in civil posts, so they weigh for
 * neither side. (Reading only function and class words was tried: it held ordinary policy
 * posts such as "power plants should report their emissions", and was dropped.)
 */

/** Names of sides, movements and their figures beyond targets.ts's SIDE: every side's, on purpose. */
const EXTRA_SIDE =
  'anti-?woke|woke|nationalists?|traditionalists?|globalists?|union members?|club members?|association members?|party members?|gun owners?|pro-?lifers?|pro-?choicers?|pro-?life|pro-?choice|antifa|proud boys|tea party|feminists?|environmentalists?|greens?|trump|biden|harris|obama|pelosi|desantis|sanders|clinton|reagan|bush|vance|mcconnell|schumer|aoc|newsom|abbott|red states?|blue states?|red-state|blue-state|gop voters?|dem voters?';
// Groups named by what they believe or are ("Federalists", "vegetarians") read as a side too: a side
// the lists forgot weighs like one they have. Plural only, and not trades and offices (a
// "politician" is a person, not a side).
const GROUPS_BY_SUFFIX =
  '(?!(?:politicians|physicians|musicians|technicians|clinicians|pediatricians|statisticians|historians|librarians|guardians|civilians|journalists|columnists|scientists|economists|dentists|pharmacists|therapists|specialists|analysts|artists|lobbyists|lists|wrists|fists|twists|mists)\\b)[a-z]{3,}(?:ists|ians)';
const SIDE_WORDS = new RegExp(`\\b(?:${SIDE}|${EXTRA_SIDE}|${GROUPS_BY_SUFFIX})\\b`, 'g');
/** Coined epithets beyond clause-acts.ts's list, again of every side. */
const EXTRA_EPITHET = /\b(?:repugnicans?|republicants?|democrips|libtardz|commiecrats?|fascists?|nazis?|commies?|groomers?|deplorables|magats?|snowflakes?)\b/g;
const EPITHETS = new RegExp(EPITHET_WORD.source, 'g');
/** Coined labels read by their form (targets.ts), whatever they name. */
const COINED = new RegExp(`\\b${COINED_LABEL}\\b`, 'g');

/** Classes of speech, by word (after the skeleton): what a word does in a sentence. */
const CLASSES: [string, RegExp][] = [
  ['harm', /^(?:kill\w*|murder\w*|shoot\w*|shot|stab\w*|hang|hanged|hanging|hung|lynch\w*|beat|beaten|beating|punch\w*|burn\w*|bleed\w*|blood\w*|die|dies|died|dying|dead|death|bullets?|noose|rope|knife|knives|guns?|rifles?|bombs?|torch\w*|firebomb\w*|strangl\w*|chok\w*|slit\w*|throats?|skulls?|bones?|hospital|icu|ambulance|graves?|coffin|ditch|pieces|hurt\w*|harm\w*|pain|suffer\w*|rap(?:e|ed|ing)|execut\w*|smash\w*|crack\w*|break|bash\w*|drag\w*|slaughter\w*|massacre\w*|exterminat\w*|poison\w*|ambush\w*|gasoline|arson|tar|feather|bats?|ammo|rounds?|trigger|weapons?|arms|militia|stomp\w*|maim\w*|bury|buried|pavement|straw|wounds?|injur\w*|violence|violent|fire|fires|afraid|scared|regret)$/],
  ['vermin', /^(?:vermin|rats?|roach\w*|cockroach\w*|parasit\w*|leech\w*|lice|ticks?|maggots?|termites?|locusts?|swarms?|hordes?|infest\w*|disease\w*|cancers?|plagues?|virus\w*|tumou?rs?|pestilence|contagion|germs?|animals?|beasts?|savages?|pigs?|swine|dogs?|cattle|livestock|herds?|rodents?|insects?|pests?|zombies?|subhumans?|sub-human|filth\w*|scum\w*|trash|garbage|sewage|sewers?|weeds?|hyenas?|vultures?|apes?|monkeys?|rot|rotten|sickness|bloodsuck\w*|breed\w*|fumigat\w*|flush\w*|snakes?|creatures?|soulless|human|humans|people)$/],
  ['insult', /^(?:idiots?|idiotic|morons?|moronic|fools?|foolish|clowns?|stupid\w*|dumb\w*|imbeciles?|dimwits?|halfwits?|nitwits?|twits?|buffoons?|dolts?|jackass\w*|dumbass\w*|losers?|hacks?|trolls?|slobs?|cows?|weasels?|worms?|cowards?|jokes?|pathetic|worthless|useless|brainless|brain-dead|braindead|ignorant|illiterate|senile|thick|dense|gullible|clueless|incompetent|dimwitted|lazy|fat|ugly|spineless|gutless|slimy|pompous|dopes?|genius|einstein|sheep|sheeple|basement|brain|brains|iq|lonely|excuse|village|drooling|nobody|shut|mouth|trap|embarrass\w*|crybab\w*|whin\w*|liars?|lying|sack)$/],
  ['punish', /^(?:jail\w*|prison\w*|cells?|lock|locked|arrest\w*|deport\w*|fired|firing|ban|banned|banning|expel\w*|blacklist\w*|revok\w*|strip\w*|disbar\w*|evict\w*|prosecut\w*|charge[ds]?|treason|sedition|camps?|handcuffs|bars|felony|crime|criminal|illegal|outlaw\w*|fined?|confiscat\w*|denaturaliz\w*|purge\w*|punish\w*|sentenc\w*|trial|investigat\w*|re-education|silenc\w*|censor\w*|lose|losing|take|away|allowed)$/],
  ['view', /^(?:vote[ds]?|voters?|voting|views?|opinions?|beliefs?|believe\w*|support\w*|donat\w*|donors?|speak\w*|spoke|posts?|posting|write|writes|wrote|written|criticiz\w*|critics?|petitions?|march\w*|protest\w*|signed|signs?|wear\w*|preach\w*|disagree\w*|oppos\w*|retweet\w*|repost\w*|talking|points|campaign\w*|party|registered|columnists?|journalists?|reporters?|bloggers?|teachers?|pastors?|students?|hats?|stickers?|think)$/],
  ['modal', /^(?:should|must|deserve[sd]?|ought|need|needs|gotta|better|will|gonna|going|would|hope|hoping|pray|wish|let|lets|time|someone|somebody|anyone|anybody|everyone|everybody|whoever|soon|day|days|one|wait|counting|enjoy|watch|careful|lucky|shame|pity|surprised|if)$/],
  ['you', /^(?:you|your|yours|yourself|yourselves|ya)$/],
  ['person', /^(?:zperson|senator|congressman|congresswoman|representative|rep|mayor|governor|judge|commissioner|councilman|councilwoman|council|member|sponsor|chairman|clerk|reporter|official|officials|organizer|organizers|professor|he|him|his|she|her|they|them|their|men|man|woman|guy)$/],
  ['group', /^(?:zside|zepithet|people|folks|everyone|all|every|those|these|each|crowd|mob|base|movement|kind)$/],
  ['condemn', /^(?:wrong|reject\w*|condemn\w*|disgust\w*|ashamed|shame|unacceptable|dehumaniz\w*|threats?|threatening|dangerous|shameful|reported|report|horrif\w*|ugly|monstrous|not|never|no|nobody|stop|removed?|moderators?|place|democracy|hate|language|talk|arguments?|sad|charged|investigators?|police|withdrawn|refuse|amen|ashamed|awful)$/],
  ['policy', /^(?:bill|bills|law|laws|amendment|budget|deficit|program|tax|taxes|plan|proposal|loophole|provision|spending|funding|earmarks?|filibuster|committee|hearing|debate|polls|election|november|midterms|cbo|margins|myth|pork|argument|package|project|red|tape|inflation|score|session|numbers?|data|study|studies|evidence|costs?|percent|rules|ethics|fees?|rates?|prices?|rents?|premiums|jobs|wages|schools?|roads?|bridges?|housing|clinics?|giveaway|idea|take|provision|section|ruling|record|promises?)$/],
  ['first', /^(?:i|me|my|we|our|us|myself)$/],
  ['family', /^(?:wife|husband|sons?|daughters?|kids?|children|mother|father|mom|dad|brother|sister|grandmother|grandfather|grandma|grandpa|family|uncle|aunt|cousin|friends?|neighbou?rs?|baby|parents)$/],
  ['past', /^(?:was|were|had|got|when|ago|zyear|survived|lost|grew|spent|served|fled|used)$/],
  ['profane', /^(?:\w*fuck\w*|\w*shit\w*|bitch\w*|bastards?|cunts?|assholes?|dick\w*|twats?|wankers?|douche\w*|stfu|gtfo|whores?|pricks?)$/],
];

const classCache = new Map<string, string | null>();
function classOf(word: string): string | null {
  const cached = classCache.get(word);
  if (cached !== undefined) return cached;
  let found: string | null = null;
  for (const [name, re] of CLASSES) {
    if (re.test(word)) {
      found = name;
      break;
    }
  }
  // Bounded: a post of new words cannot grow it without end.
  if (classCache.size < 50_000) classCache.set(word, found);
  return found;
}

/** A light stemmer: enough to join "threatened", "threatens" and "threatening". */
function stem(word: string): string {
  if (word.startsWith('z')) return word;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Political sides' names, one word for all: the rules and the model read "partisans" wherever a
 * post names liberals, conservatives, Democrats, Republicans, MAGA, the left, the right…, "Smith"
 * for any side's figure, "the network" for its outlets, "the group" for its organisations, so the
 * same words about either side are the same post to them.
 */
const SIDE_PLURAL =
  /\b(?:(?:trump|biden|harris|obama|sanders|clinton|pelosi|desantis|vance|reagan|bush|mcconnell)\s+(?:supporters|voters|fans|donors)|(?:gop|dems?|democrat|democratic|republican)\s+voters|democrats|republicans|dems|liberals|libs|conservatives|progressives|leftists|rightists|lefties|righties|left-?wingers|right-?wingers|socialists|libertarians|communists|trumpers|nationalists|traditionalists|globalists|greens)\b/gi;
const SIDE_SINGULAR =
  /\b(?:(?:trump|biden|harris|obama|sanders|clinton|pelosi|desantis|vance|reagan|bush|mcconnell)\s+(?:supporter|voter|fan|donor)|democrat|republican|dem|democratic|liberal|lib|conservative|progressive|leftist|rightist|lefty|righty|left-?winger|right-?winger|left-?wing|right-?wing|far-?left|far-?right|socialist|libertarian|communist|trumper|nationalist|traditionalist|globalist|maga|gop|woke|anti-?woke)\b/gi;
const SIDE_THE = /\bthe\s+(?:far\s+)?(?:left(?!\s+(?:lane|side|hand|turn|of|behind|over|out|field)\b)|right(?!\s*(?:-|to|of|thing|things|way|direction|side|hand|now|answer|call|choice|move|question|time|decision|place|amount|balance|track|idea|reasons?|words?|people|person|tools?|approach|path|course|wing)\b))\b/gi;

/**
 * "Green" as a party's member ("every Green I meet", "Green candidates"), capitalised and before a
 * person or a verb: lower-case "green" (energy, jobs) and the Green New Deal stay as they are.
 */
const GREEN_SIDE = /(?<=\b(?:every|any|each|one|a|no)\s)Green\b(?!\s+New Deal)|\bGreens?\b(?!\s+New Deal)(?=\s+(?:candidates?|voters?|members?|supporters?|activists?|politicians?|officials?|who|I|we|are|is)\b)/g;

/** Every side's figures, outlets, organisations and causes, one word each for all sides. */
const SIDE_FIGURES =
  /\b(?:donald trump|joe biden|barack obama|kamala harris|nancy pelosi|chuck schumer|mitch mcconnell|ron desantis|alexandria ocasio-cortez|bernie sanders|elizabeth warren|ted cruz|marjorie taylor greene|lauren boebert|gavin newsom|greg abbott|j\.? ?d\.? vance|tim walz|hakeem jeffries|george soros|elon musk|hillary clinton|bill clinton|george bush|ronald reagan|trump|biden|obama|pelosi|schumer|mcconnell|desantis|aoc|ocasio-cortez|bernie|boebert|newsom|jeffries|soros|hillary)\b/gi;
const SIDE_OUTLETS = /\b(?:fox news|cnn|msnbc|newsmax|breitbart|oann|daily wire|mother jones|huffpost|the blaze)\b|\bFox\b/gi;
const SIDE_ORGANISATIONS =
  /\b(?:the nra|nra|planned parenthood|black lives matter|blm|antifa|proud boys|oath keepers|the aclu|aclu|heritage foundation|tea party|freedom caucus|the squad|sunrise movement|moms for liberty|turning point usa|turning point|dsa|democratic socialists|federalist society|southern poverty law center|splc)(?:\s+(?:supporters?|voters?|fans?|donors?|loyalists?|organi[sz]ers?|volunteers?|members?|activists?|diehards?))?\b/gi;
// Members of any organisation ("union members", "gun club members", "party members") are a side
// alike: naming one kind of membership as a side and not the other splits the same words about them.
const SIDE_CAUSES =
  /\b(?:pro-?lifers|pro-?choicers|pro-?life|pro-?choice|anti-?abortion|abortion-rights|pro-?gun|anti-?gun|gun[- ]rights|gun[- ]control|gun[- ]grabbers|gun owners?|(?:union|club|association|league|lodge|guild|congregation|party|church|parish|chapter|synagogue|mosque|temple) members?|(?:small[- ])?business owners?|(?:oil|coal|gas|steel|auto|factory|farm|mine|energy|plant|rig|refinery|union|pipeline) workers?|pro-?immigration|anti-?immigration|open[- ]borders|pro-?union|anti-?union|climate (?:activists?|deniers?|alarmists?|skeptics?)|social justice warriors|sjws?|rinos?|dinos?)\b/gi;

/** A people noun in its plural, by form ("boys", "keepers", "moms"): the last word of a name of people. */
const PEOPLE_PLURAL_END = new RegExp(`(?:^|\\s)(?:${PERSON_NOUN})$`, 'i');

/**
 * An organisation's name (neutrality pass): a name of people, by the form of its last word ("Proud
 * Boys", "Oath Keepers"), is its members, "partisans", like any side's people; any other name is the
 * organisation, "the group". Before, every name became "the group", so people named by their
 * organisation were no target while the same words about another side's people were.
 */
function organisation(m: string): string {
  // An organisation's name with a word for its people (fourteenth pass): its people, like any named following.
  const follower = /\s(?:supporter|voter|fan|donor|loyalist|organi[sz]er|volunteer|member|activist|diehard)(s?)$/i.exec(m);
  if (follower) return sameCase(m, `${/^the\s/i.test(m) ? 'the ' : ''}partisan${follower[1] ? 's' : ''}`);
  if (/[^su]s$/i.test(m) && PEOPLE_PLURAL_END.test(m.replace(/^the\s+/i, '').toLowerCase())) return sameCase(m, /^the\s/i.test(m) ? 'the partisans' : 'partisans');
  return sameCase(m, 'the group');
}

function sameCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}

/**
 * A side no list names, read by its form (fourteenth pass). A name (one to three capitalised words
 * or an acronym) before a word for a side's people ("the Youngkin supporters", "Green Party voters",
 * "the Sunrise Movement organizers") is a side's people, "partisans", whatever the name; and a name
 * run into a contempt noun ("the TPUSA rats", "Sunrise-simps", "Mamdani-brained") is a coined label
 * for a side, read as "partisan" with the noun, so the rules' side-and-contempt epithets see it.
 * Not a sentence's first word alone (any word is capitalised there) unless it is an acronym or
 * hyphened to the noun; not a day, a month, a country's people ("Russian bots") or a chat acronym.
 */
const NOT_A_SIDE_NAME =
  '(?:Partisans?|Smith|John|The|These|Those|This|That|Our|My|Your|Their|His|Her|Its|A|An|All|Some|Many|Most|Few|Every|Each|Any|No|Local|Young|Old|Older|Younger|New|Former|Angry|Many|Other|Both|Real|True|Good|Bad|Dear|Hey|So|And|But|Or|If|When|Why|What|How|Who|Yes|Well|Mods|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|Halloween|Thanksgiving|I|US|USA|UK|EU|UN|TV|OK|LOL|LMAO|OMG|IMO|IMHO|NGL|TBH|QT|RT|DM|PS|PM|AM|FYI|ICYMI|BTW|ASAP|OP|EDIT|TLDR|Israeli|Saudi|Iraqi|Pakistani|Somali|Bengali|Punjabi|Thai|Swiss|French|Dutch|Greek|Turkish|Irish|Welsh|Scottish|Danish|Polish|Finnish|Swedish|Spanish|British|English|Twitter|Facebook|X|Reddit|Discord|TikTok|YouTube|Instagram|Telegram|Google|Amazon|Microsoft|Apple|Internet|Web)';
const CAPITALISED = '(?:[A-Z][a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,6}|[A-Z][a-z]*[A-Z][A-Za-z]*)';
const SIDE_NAME = `(?!${NOT_A_SIDE_NAME}\\b)(?:[A-Z][a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,6}|[A-Z][a-z]*[A-Z][A-Za-z]*)(?<!(?:ian|ean|can|ese|ish))`;
const FOLLOWER_NOUNS = 'supporters?|voters?|fans?|donors?|loyalists?|organi[sz]ers?|volunteers?|members?|activists?|diehards?';
const NAMED_FOLLOWERS = new RegExp(
  `(?<=[A-Za-z0-9,;:'"]\\s+|\\(|^|[.!?\\n]\\s*)(?:(?!(?:Partisans?|Smith|John|The|These|Those|This|That|A|An|My|Your|His|Her|Their|Its|All|Some|Many|Most|Every|Each|Any|No|And|But|Or|If|When|So)\\b)${CAPITALISED}(?:\\s+${CAPITALISED}){0,1}\\s+)?${SIDE_NAME}\\s+(?:${FOLLOWER_NOUNS})\\b`,
  'g',
);
/** Nouns of contempt that make a coined label with a name before them (clause-acts.ts's CONTEMPT and the like). */
const LABEL_NOUNS =
  'tards?|bots?|oids?|cucks?|simps?|goblins?|gremlins?|brains|brained|cultists?|cult|worshipp?ers?|lovers?|loving|zombies?|drones?|sheep|sheeple|lemmings?|rats?|hogs?|pigs?|swine|cockroach(?:es)?|roach(?:es)?|weasels?|snakes?|vermin|trash|scum|filth|garbage|grifters?|shills?|stooges?|lackeys?|minions?|clowns?|horde|hordes|mob|loons?|lunatics?|nutjobs?|snowflakes?|nazis?|fascists?|thugs?|goons?|morons?|idiots?|cretins?|npcs?|losers?|crybabies|whiners?|parasites?|leeches?|maggots?|crazies|kooks?|wackos?|whackos?|freaks?|degenerates?|zealots?|fanatics?|traitors?|commies?|brownshirts?|deplorables|rabble|crooks?|cowards?|bootlickers?';
/** Label nouns rarely meant literally: a name before them is a label even as a sentence's first word ("Youngkin cultists…"). */
const FIGURATIVE_LABEL_NOUNS = 'tards?|cucks?|simps?|cultists?|shills?|grifters?|goblins?|npcs?|sheeple|lemmings|stooges|lackeys|minions|bootlickers?';
const NAMED_LABEL = new RegExp(
  `(?:(?<=[A-Za-z0-9,;:'"]\\s+|\\()${SIDE_NAME}(?=[ -](?:${LABEL_NOUNS})\\b)|(?<![A-Za-z])(?:${SIDE_NAME})(?=-(?:${LABEL_NOUNS}|heads)\\b)|(?<![A-Za-z])${SIDE_NAME}(?= (?:${FIGURATIVE_LABEL_NOUNS})\\b))`,
  'g',
);

/** The post with every political side named the same way (see above). */
export function canonicalSides(text: string): string {
  return text
    .replace(SIDE_THE, (m) => sameCase(m, 'the other side'))
    .replace(SIDE_PLURAL, (m) => sameCase(m, 'partisans'))
    .replace(SIDE_SINGULAR, (m) => sameCase(m, 'partisan'))
    .replace(GREEN_SIDE, 'partisan')
    // A figure keeps the shape of the name: a full name reads like any full name ("Charles Koch"),
    // a surname alone like any surname (neutrality pass).
    .replace(SIDE_FIGURES, (m) => (/\s/.test(m) ? 'John Smith' : 'Smith'))
    .replace(SIDE_OUTLETS, (m) => sameCase(m, 'the network'))
    .replace(SIDE_ORGANISATIONS, organisation)
    .replace(SIDE_CAUSES, (m) => sameCase(m, /s$/i.test(m) ? 'partisans' : 'partisan'))
    // "the BLM marchers" and "the convoy truckers": a determiner already there is not doubled, so
    // an organisation's name takes as many words as any other modifier.
    .replace(/\b(the|a|an|every|each|any|all|their|our|his|her|this|that|these|those) the (network|group)\b/gi, '$1 $2')
    // Last, so a side the lists name is read by them first ("Republican donors", "MAGA voter").
    .replace(NAMED_FOLLOWERS, (m) => (/s$/.test(m) ? 'partisans' : 'partisan'))
    .replace(NAMED_LABEL, 'partisan');
}

/** The skeleton (speech-acts.ts's postSkeleton) with sides and epithets made neutral: what the model reads. */
export function neutralText(postSkeleton: string): string {
  return postSkeleton.replace(EPITHETS, ' zepithet ').replace(EXTRA_EPITHET, ' zepithet ').replace(COINED, ' zepithet ').replace(SIDE_WORDS, ' zside ');
}

const QUOTED = /"[^"\n]{2,}"|“[^”\n]{2,}”|(?<![a-z])'[^'\n]{2,60}'(?![a-z])/g;
const WINDOW = 4;

/**
 * The features of one post (a set: presence, not counts). `raw` is the post as the rules read it
 * (canonicalSides), `postSkeleton` its skeleton (speech-acts.ts), computed once for both.
 */
export function postFeatures(raw: string, postSkeleton: string, findings: readonly SpeechFinding[]): string[] {
  const out = new Set<string>();
  const text = neutralText(postSkeleton);
  const quoted: [number, number][] = [];
  for (const m of text.matchAll(QUOTED)) quoted.push([m.index, m.index + m[0].length]);
  if (quoted.length) out.add('g:quote');
  const inQuote = (i: number) => quoted.some(([a, b]) => i > a && i < b);

  for (const sentence of text.matchAll(/[^.!?\n;]+/g)) {
    const words: { w: string; c: string | null; q: boolean }[] = [];
    for (const m of sentence[0].matchAll(/[a-z][a-z'-]*|\d+/g)) {
      let w = m[0].replace(/^'+|'+$/g, '');
      if (!w) continue;
      if (/^\d+$/.test(w)) w = /^(?:19|20)\d\d$/.test(w) ? 'zyear' : 'znum';
      const c = classOf(w);
      words.push({ w: stem(w), c, q: inQuote(sentence.index + m.index) });
    }
    for (let i = 0; i < words.length; i++) {
      const { w, c, q } = words[i];
      if (q) {
        out.add(`q:${w}`);
        if (c) out.add(`qc:${c}`);
        continue;
      }
      out.add(`u:${w}`);
      if (c) out.add(`c:${c}`);
      const next = words[i + 1];
      if (next && !next.q) out.add(`b:${w}_${next.w}`);
      if (!c) continue;
      for (let j = i + 1; j < Math.min(words.length, i + 1 + WINDOW); j++) {
        const other = words[j];
        if (other.q) continue;
        if (other.c) out.add(`s:${c}~${other.c}`);
        if (j === i + 1 || j === i + 2) out.add(`m:${c}~${other.w}`);
      }
    }
  }

  const condemned = [...out].some((f) => f === 'c:condemn');
  if (quoted.length && condemned) out.add('g:quote-condemned');
  for (const f of findings) {
    out.add(`r:${f.category}`);
    out.add(`r:${f.category}:${f.severity}`);
  }
  if (!findings.length) out.add('r:none');
  const letters = raw.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((ch) => ch !== ch.toLowerCase()).length;
  if (letters.length >= 20 && upper / letters.length >= 0.7) out.add('g:caps');
  if ((raw.match(/!/g) ?? []).length >= 2) out.add('g:exclaim');
  if (/https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|shop|store|biz|xyz|online|io|me|ly|click|loans)\b/i.test(raw)) out.add('g:url');
  return [...out];
}
