/** Vocabulary of targets shared by the post rules (speech-acts.ts, clause-acts.ts). */

export const w = (list: string) => list.trim().split(/\s+/).join('|');

/**
 * Any group named by what its members are or do ("Federalists", "Loyalists", "vegetarians"), not
 * only the names listed: a side the list forgot must be the same target as one it has, or the
 * same words about the two get different verdicts. -ist(s) and -ian(s) words are people, save the
 * few listed; a singular one before a plural noun is a modifier ("loyalist hardliners"), and
 * the head noun decides.
 */
const PEOPLE_BY_SUFFIX =
  '(?!(?:lists?|mists?|twists?|wrists?|fists?|exists|insists|assists|resists|consists|persists|subsists|desists|median|medians|meridian|obsidian|radians?)\\b)[a-z]{3,}(?:ists|ians|(?:ist|ian)(?!\\s+[a-z]+s\\b))';

/**
 * People named by what they do or where they belong, by form (neutrality pass): agent nouns in
 * -ers ("installers", "Partiers", "counselors" is -ors and listed apart), followers in -ites and
 * -istas ("Thatcherites", "Corbynistas"), -eers and -ees ("Brexiteers", "grantees"), and "boys",
 * "bros", "types", "groups" after a name. Plural only: a plural -er word is a group of people save
 * the things listed here, so a side's name no list has is the same target as one a list has. One
 * of them only as "bro", "boy", "girl" (a singular -er, -ite, -eer is too often a thing).
 */
const NOT_PEOPLE_ERS =
  'others|numbers|papers|letters|newsletters|orders|disorders|powers|towers|flowers|showers|matters|waters|centers|computers|answers|chapters|characters|layers|corners|borders|offers|filters|fingers|quarters|headquarters|barriers|containers|chambers|shelters|trailers|markers|posters|banners|stickers|flyers|fliers|folders|printers|burgers|dinners|summers|winters|feathers|ladders|hammers|meters|liters|registers|rosters|ledgers|binders|cancers|sewers|gutters|dangers|murders|covers|reminders|chargers|boulders|shoulders|sneakers|slippers|trousers|drawers|rivers|lasers|transfers|waivers|vouchers|wonders|whispers|prayers|disasters|helicopters|cylinders|parameters|scooters|timers|freezers|heaters|coolers|blenders|toasters|theaters|tigers|spiders|monsters|lobsters|oysters|beavers|leftovers|tenders|headers|teasers|fibers|lockers|sliders|triggers|cheers|careers|steers|sneers|jeers|trees|knees|degrees|committees|guarantees|decrees|coffees|toffees|pedigrees|agrees|disagrees|sites|websites|bites|kites|rites|suites|favorites|favourites|satellites|appetites|invites|parasites|termites|mites';
const PEOPLE_BY_FORM = `(?!(?:${NOT_PEOPLE_ERS})\\b)[a-z]{2,}(?:ers|ites|istas|eers|ees)|boys?|girls?|bros?|types|groups`;

/**
 * People and groups of people, as targets. Both sides' group names, on purpose: each word one side
 * uses for a group has the other side's counterpart beside it ("hippies" and "cowboys", "vaxxers"
 * and "anti-vaxxers", "academics" and "preachers", "drag queens" and "bikers", "incels" and "karens").
 */
export const PERSON_NOUN = `${w(`
  senators? congress(?:wo)?m[ae]n congresspeople representatives? reps? lawmakers? legislators? politicians? officials?
  governors? mayors? judges? justices? presidents? speaker sponsors? authors? neighbou?rs? journalists? reporters?
  voters? supporters? partisans? people folks? members? traitors? opponents? critics? protesters? activists? staffers? bureaucrats?
  cops? officers? police agents? immigrants? migrants? refugees? foreigners? liberals? conservatives? democrats? republicans?
  leftists? rightists? progressives? libertarians? socialists? communists? moderates? independents? christians? muslims?
  jews? catholics? atheists? hindus? sikhs? mormons? evangelicals? gays? lesbians? women men kids children famil(?:y|ies)
  wives wife husbands? sons? daughters? teachers? doctors? nurses? workers? union\\s+members bosses ceos? billionaires?
  millionaires? elites? guys? man woman person anyone everyone anybody everybody somebody someone whoever landlords? bankers?
  lobbyists? donors? nazis? fascists? trumpers? maga leftists? dems? gop libs? boomers? millennials? ones? bastards? fools? idiots? morons?
  scum clowns? puppets? council caucus whites? blacks? latinos? hispanics? asians? arabs? mexicans? africans? europeans? chinese
  farmers? ranchers? students? parents? veterans? soldiers? troops? clerks? administrators? commissioners? sheriffs?
  councilm[ae]n councilwom[ae]n treasurers? secretar(?:y|ies) ministers? pastors? priests? rabbis? imams? owners?
  organi[sz]ers? delegates? columnists? writers? professors? volunteers? candidates? nominees? commentators? pundits?
  lefty lefties righty righties left-?wingers? right-?wingers? centrists? antifa proud\\s+boys
  commenters? citizens? residents? americans? electors? incumbents? trustees? principals? coaches? employees? moms? dads?
  advocates? hawks? executives? viewers? fans? followers? believers? churchgoers? marchers? demonstrators? radicals? extremists?
  zealots? campaigners? canvassers? taxpayers? homeowners? tenants? renters? unionists? environmentalists? feminists? nationalists?
  globalists? traditionalists? partisans?
  hardliners? diehards? purists? cultists? fanatics? rednecks? hicks? hillbill(?:y|ies) snobs? yuppies? hipsters? crazies wingnuts?
  chairm[ae]n chairwom[ae]n chairpersons? alderm[ae]n alderwom[ae]n
  fellows? gentlem[ae]n ladies lady gals? dudes?
  lawyers? attorneys? moonbats? loons? nutjobs? truckers? vegans? hunters? drivers? gamers? locals? outsiders? newcomers? transplants? crowds? mobs?
  hippies hippie hippy cowboys? preppers? homeschoolers? academics intellectuals preachers? bikers? miners? loggers? anglers? drag\\s+queens?
  vaxxers? anti-?vaxxers? truthers? birthers? deniers? doomers? incels? karens? bros tradwives? zoomers? gen-?zers? retirees? pensioners?
  commuters suburbanites? urbanites? expats? settlers? squatters? addicts? recipients? seekers? bisexuals? queers? straights illegals
`)}|${PEOPLE_BY_SUFFIX}|${PEOPLE_BY_FORM}`;


/**
 * Political and other groups named by what they believe or who they are, every side alike: a
 * group is only ever a *target* here, never a finding by itself.
 */
export const SIDE = w(`
  partisans? democrats? democratic dems? republicans? gop liberals? libs? conservatives? progressives? leftists? rightists?
  lefty lefties righty righties left-?wingers? right-?wingers? left-?wing right-?wing socialists? libertarians? communists? centrists? moderates?
  maga trumpers? (?:trump|biden|harris|obama|sanders|clinton|pelosi|desantis|vance|bush|reagan|mcconnell)\\s+(?:supporters?|voters?|fans?|donors?) greens? independents?
  christians? muslims? jews? jewish atheists? catholics? evangelicals? mormons? hindus? sikhs? immigrants? migrants?
  the\\s+(?:left|right|other\\s+side|other\\s+party|opposition)
`);

/**
 * A coined label for a group, read by its form rather than found in a list: a stem fused with (or
 * hyphened to) a derogatory noun — "-tards", "-turds", "-bots", "-oids", "-loons", "-clowns",
 * "-craps", "-cucks", "-sexuals", "-anzees", "-nuts", "-bros" (thirteenth pass), and after a hyphen "-crats", "-rats",
 * "-sheep", "-drones", "-zombies", "-npcs" — whatever the stem names, so a coinage no list has, for
 * any side or group, reads like the listed ones. Stems of three letters at least; ordinary words of
 * the same shape ("robots", "steroids", "balloons", "walnuts", "chimpanzees", "custards", "gym
 * rats") are not coinages. Case-insensitive source, for a skeleton (lower case).
 */
const NOT_COINED = w(`
  (?:ro|chat|nano|micro|spam|sex|war|twitter|cyber)bots? \\w*(?:ster|opi|tabl|andr|human|cannabin|alkal|flavon|thyr|aden|coll|parano|cellul|trapez|rhomb|ellips|spher|caroten|arachn|fibr|polar|delt|fact|planet|homin|crystall|kel|lip|sinus|cub|typh|xiph|hemorrh|haemorrh|ovoid|sigm)oids?
  \\w*(?:bal|sa|panta|doub)loons? (?:homo|hetero|trans|pan|omni|demi|poly|inter|gray|grey|metro|retro)sexuals? chimpanzees?
  (?:cus|mus|leo|das|bus)tards? (?:dough|do|wal|pea|coco|chest|hazel|butter|beech|pig|ground|cob|pine|brazil|monkey)nuts?
  (?:gym|mall|rug|pack|lab|desert|river|band|rink|dock|water|mole|musk|bilge|barn|street|sewer)-rats?
  (?:pot|loop|key|man|port|fox|pigeon|button|cubby|sink|blow|peep|worm|arm|bolt|pin|eye|knot|cake|pie|bung|plug|spy|rabbit|hell|water|watering|murder|arse|ass|butt|glory|black|sound|mouse|post|bullet|shot|cup|nail|tee|pit|air|finger|fish|swimming|ozone|cork|spider|mole|gopher|snake|dog|bore|drill|test|pock|chuck|wormy|lug|mouth|nose|ear|pine|tree|wood|woodpecker|crab|rat|shell|belly|gun|cannon|sprue|vent|drain|storm|anchor|hawse|scupper|tuyere|coal|bomb|shell|mine|sand|mud|hidey|cubbie|kettle|punch|thumb|toe|neck|head|leg|sleeve|lace|eyelet|screw|dowel|rivet|weep|flue|smoke|vent|bung)-?holes?
  (?:an|astro|ne)?droids? (?:battle|protocol|astromech|security|repair|toy|star-wars)-droids?
`);
export const COINED_LABEL = `(?!(?:${NOT_COINED})\\b)[a-z]{3,}(?:-?(?:tards?|turds?|bots?|oids?|loons?|clowns?|craps?|cucks?|sexuals?|anzees?|nuts?|bros?|holes?)|-(?:crats?|rats?|sheep|drones?|zombies?|npcs?|cels|humpers?|fluffers?|lickers?|suckers?|droids?|ghouls?|goblins?|weenies?|crazies|loonies|nazis?|trash|scum|degenerates?|lemmings?|bootlickers?|simps?|morons?|idiots?|cultists?))`;
