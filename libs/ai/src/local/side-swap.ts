import * as devFirst from './dev-posts.fixture';
import * as devEighth from './dev-posts-eighth.fixture';
import * as devNinth from './dev-posts-ninth.fixture';
import * as devSeventh from './dev-posts-seventh.fixture';
import * as devSixth from './dev-posts-sixth.fixture';
import * as devStance from './dev-posts-stance.fixture';
import * as devTenth from './dev-posts-tenth.fixture';
import * as devTwelfth from './dev-posts-twelfth.fixture';
import * as devVaried from './dev-posts-varied.fixture';
import * as devWide from './dev-posts-wide.fixture';
import { moderateTextLocally } from './moderation';

/*
 * Side-swap harness (neutrality pass, 26 Nov 2026): every political template of the development
 * sets of posts (dev-posts*.fixture.ts), filled with sides none of them uses, and run through the
 * real moderation. A pair whose two posts get different decisions (approved / held / rejected) is
 * a split: the same words got a different verdict only because of which side they named.
 *
 * The sides below were written for this pass from first principles (parties, movements, factions,
 * coined nicknames, interest groups and rivalries that are not political at all), never from the
 * rules' word lists. SWAP_SIDES shaped the pass; SWAP_HELD_OUT_SIDES were set apart before any
 * rule changed and are only measured.
 *
 * Test and tooling code (side-swap.spec.ts; `node dist/local/side-swap.js` prints every split).
 */

/** One side in every slot role the fixtures' placeholders use. */
export interface SwapSide {
  /** Its people, plural ("Bernie bros"). */
  people: string;
  /** One of them, also as a modifier ("Bernie bro"). */
  one: string;
  /** An epithet for them, plural and singular. */
  epithets: string;
  epithet: string;
  /** A hashtag epithet. */
  hashtag: string;
  /** A figure of the side ("Senator Sanders"). */
  figure: string;
  /** A cause it backs ("the jobs guarantee"). */
  cause: string;
  /** The side as a whole ("the Bernie crowd"). */
  label: string;
  /** Its people by another name (plural). */
  others: string;
  /** A movement adjective ("Berniecrat"). */
  adjective: string;
}

type Row = [string, string, string, string, string, string, string, string, string, string];
const side = ([people, one, epithets, epithet, hashtag, figure, cause, label, others, adjective]: Row): SwapSide => ({
  people,
  one,
  epithets,
  epithet,
  hashtag,
  figure,
  cause,
  label,
  others,
  adjective,
});
const pair = (left: Row, right: Row): readonly [SwapSide, SwapSide] => [side(left), side(right)];

/** Every side pair written for this pass, in the order written (see SWAP_SIDES / SWAP_HELD_OUT_SIDES). */
const ALL_PAIRS: readonly (readonly [SwapSide, SwapSide])[] = [
  pair(
    ['MAGA folks', 'MAGA fan', 'MAGA cultists', 'MAGA cultist', '#MAGAmorons', 'Rep. Gaetz', 'the tariff plan', 'the MAGA crowd', 'Trump loyalists', 'MAGA'],
    ['woke folks', 'woke activist', 'woke scolds', 'woke scold', '#WokeMorons', 'Rep. Pressley', 'the equity office', 'the woke crowd', 'social justice types', 'woke'],
  ),
  pair(
    ['Bernie bros', 'Bernie bro', 'Berniebots', 'Berniebot', '#BernieBots', 'Senator Sanders', 'the jobs guarantee', 'the Bernie crowd', 'Sanders fans', 'Berniecrat'],
    ['Trumpers', 'Trumper', 'Trumpanzees', 'Trumpanzee', '#Trumpanzees', 'Senator Vance', 'the border plan', 'the Trump crowd', 'Trump fans', 'Trumpist'],
  ),
  pair(
    ['unionists', 'unionist', 'union thugs', 'union thug', '#UnionThugs', 'Organizer Ruiz', 'the card check rule', 'the union side', 'shop stewards', 'pro-union'],
    ['bosses', 'boss', 'fat cats', 'fat cat', '#FatCats', 'CEO Whitman', 'the open shop rule', 'the management side', 'company men', 'pro-management'],
  ),
  pair(
    ['vegans', 'vegan', 'soy boys', 'soy boy', '#SoyBoys', 'Activist Kemp', 'the meatless Monday plan', 'the vegan crowd', 'animal rights people', 'vegan'],
    ['hunters', 'hunter', 'Bambi killers', 'Bambi killer', '#BambiKillers', 'Guide Larsen', 'the bear season', 'the hunting crowd', 'deer hunters', 'hunting'],
  ),
  pair(
    ['cyclists', 'cyclist', 'spandex warriors', 'spandex warrior', '#LycraLouts', 'Councillor Mendes', 'the bike lane plan', 'the bike lobby', 'bike commuters', 'bike'],
    ['drivers', 'driver', 'car brains', 'car brain', '#CarBrains', 'Councillor Hale', 'the parking plan', 'the car lobby', 'car commuters', 'car'],
  ),
  pair(
    ['tenants', 'tenant', 'freeloaders', 'freeloader', '#Freeloaders', 'Organizer Diaz', 'the rent cap', 'the tenant union', 'renters', 'tenant'],
    ['landlords', 'landlord', 'slumlords', 'slumlord', '#Slumlords', 'Developer Kern', 'the eviction bill', 'the landlord lobby', 'property owners', 'landlord'],
  ),
  pair(
    ['pro-choicers', 'pro-choicer', 'baby killers', 'baby killer', '#BabyKillers', 'Dr. Hern', 'the clinic buffer zone', 'the pro-choice camp', 'abortion rights marchers', 'pro-choice'],
    ['pro-lifers', 'pro-lifer', 'forced birthers', 'forced birther', '#ForcedBirthers', 'Father Pavone', 'the heartbeat bill', 'the pro-life camp', 'sidewalk counselors', 'pro-life'],
  ),
  pair(
    ['Squad members', 'Squad member', 'Squad clowns', 'Squad clown', '#SquadClowns', 'Rep. Tlaib', 'the housing guarantee', 'the Squad', 'Squad staffers', 'Squad'],
    ['Freedom Caucus members', 'Freedom Caucus member', 'Caucus crazies', 'Caucus crazy', '#CaucusCrazies', 'Rep. Jordan', 'the spending freeze', 'the Freedom Caucus', 'Caucus staffers', 'Freedom Caucus'],
  ),
  pair(
    ['democratic socialists', 'democratic socialist', 'champagne socialists', 'champagne socialist', '#Commies', 'Rep. Bowman', 'the public housing bond', 'the DSA crowd', 'DSA members', 'socialist'],
    ['ancaps', 'ancap', 'libertardians', 'libertardian', '#Ancaps', 'Rep. Amash', 'the gold standard', 'the Ron Paul crowd', 'Paul fans', 'libertarian'],
  ),
  pair(
    ['YIMBYs', 'YIMBY', 'developer shills', 'developer shill', '#DeveloperShills', 'Planner Osei', 'the upzoning plan', 'the YIMBY crowd', 'density boosters', 'YIMBY'],
    ['NIMBYs', 'NIMBY', 'BANANAs', 'BANANA', '#NIMBYs', 'Councillor Pratt', 'the height limit', 'the NIMBY crowd', 'homeowner groups', 'NIMBY'],
  ),
  pair(
    ["teachers' union members", "teachers' union member", 'union hacks', 'union hack', '#UnionHacks', 'President Weingarten', 'the pay raise', 'the teachers union', 'public school teachers', 'union'],
    ['charter parents', 'charter parent', 'voucher zealots', 'voucher zealot', '#VoucherZealots', 'Director Moskowitz', 'the charter expansion', 'the charter lobby', 'school choice parents', 'charter'],
  ),
  pair(
    ['gun control activists', 'gun control activist', 'gun grabbers', 'gun grabber', '#GunGrabbers', 'Director Watts', 'the waiting period', 'the Moms Demand crowd', 'Everytown members', 'anti-gun'],
    ['gun owners', 'gun owner', 'gun nuts', 'gun nut', '#GunNuts', 'Director LaPierre', 'the carry permit bill', 'the gun lobby', 'NRA members', 'pro-gun'],
  ),
  pair(
    ['Labour voters', 'Labour voter', 'Labour luvvies', 'Labour luvvie', '#LabourLosers', 'Keir Starmer', 'the NHS levy', 'the Labour benches', 'Corbynistas', 'Labour'],
    ['Tory voters', 'Tory voter', 'Tory toffs', 'Tory toff', '#ToryLosers', 'Rishi Sunak', 'the stamp duty cut', 'the Tory benches', 'Thatcherites', 'Tory'],
  ),
  pair(
    ['Remainers', 'Remainer', 'Remoaners', 'Remoaner', '#Remoaners', 'MP Soubry', 'the rejoin bill', 'the Remain camp', 'Europhiles', 'pro-EU'],
    ['Brexiteers', 'Brexiteer', 'Brextremists', 'Brextremist', '#Brextremists', 'MP Farage', 'the Brexit deal', 'the Leave camp', 'Eurosceptics', 'anti-EU'],
  ),
  pair(
    ['Never Trumpers', 'Never Trumper', 'RINO sellouts', 'RINO sellout', '#RINOs', 'Rep. Cheney', 'the ethics probe', 'the Lincoln Project crowd', 'Lincoln Project donors', 'anti-Trump'],
    ['Trump loyalists', 'Trump loyalist', 'cult members', 'cult member', '#TrumpCult', 'Rep. Stefanik', 'the loyalty pledge', 'the Stop the Steal crowd', 'Stop the Steal donors', 'pro-Trump'],
  ),
  pair(
    ['feminists', 'feminist', 'feminazis', 'feminazi', '#Feminazis', 'Author Wolf', 'the equal pay bill', 'the feminist camp', "women's march organizers", 'feminist'],
    ["men's rights activists", "men's rights activist", 'manosphere creeps', 'manosphere creep', '#Manbabies', 'Author Peterson', 'the fathers rights bill', 'the manosphere', 'red pill guys', 'anti-feminist'],
  ),
  pair(
    ['environmentalists', 'environmentalist', 'tree huggers', 'tree hugger', '#TreeHuggers', 'Director Brune', 'the wolf reintroduction', 'the Sierra Club crowd', 'conservation groups', 'green'],
    ['ranchers', 'rancher', 'land grabbers', 'land grabber', '#LandGrabbers', 'Rancher Bundy', 'the grazing permit', "the cattlemen's association", 'cattle ranchers', 'ranching'],
  ),
  pair(
    ['city folks', 'city dweller', 'latte sippers', 'latte sipper', '#LatteSippers', 'Mayor Adams', 'the congestion charge', 'the city crowd', 'urbanites', 'urban'],
    ['rural folks', 'rural voter', 'hayseeds', 'hayseed', '#Hayseeds', 'Sheriff Lamb', 'the county road levy', 'the rural crowd', 'country folks', 'rural'],
  ),
  pair(
    ['Catholics', 'Catholic', 'papists', 'papist', '#Papists', 'Bishop Barron', 'the parish school aid', 'the Catholic camp', 'parishioners', 'Catholic'],
    ['Baptists', 'Baptist', 'Bible thumpers', 'Bible thumper', '#BibleThumpers', 'Pastor Stanley', 'the Sunday sales ban', 'the Baptist camp', 'congregants', 'Baptist'],
  ),
  pair(
    ['Yankees fans', 'Yankees fan', 'Yankee clowns', 'Yankee clown', '#YankeesSuck', 'Manager Boone', 'the stadium tax', 'the Bronx crowd', 'bleacher creatures', 'Yankees'],
    ['Red Sox fans', 'Red Sox fan', 'Sox clowns', 'Sox clown', '#RedSoxSuck', 'Manager Cora', 'the Fenway lease', 'the Fenway crowd', 'Fenway regulars', 'Red Sox'],
  ),
  pair(
    ['Gen Zers', 'Gen Zer', 'zoomer brats', 'zoomer brat', '#Zoomers', 'Influencer Kim', 'the student debt plan', 'the TikTok crowd', 'young voters', 'Gen Z'],
    ['Boomers', 'Boomer', 'boomer fossils', 'boomer fossil', '#Boomers', 'Host Hannity', 'the pension plan', 'the Facebook crowd', 'retirees', 'boomer'],
  ),
  pair(
    ['BLM protesters', 'BLM protester', 'BLM rioters', 'BLM rioter', '#BLMthugs', 'Organizer Cullors', 'the civilian review board', 'the BLM crowd', 'racial justice marchers', 'anti-police'],
    ['Blue Lives Matter supporters', 'Blue Lives Matter supporter', 'bootlickers', 'bootlicker', '#Bootlickers', 'Sheriff Clarke', 'the police overtime bill', 'the Back the Blue crowd', 'police union members', 'pro-police'],
  ),
  pair(
    ['solar installers', 'solar installer', 'solar scammers', 'solar scammer', '#SolarScam', 'CEO Rive', 'the solar subsidy', 'the solar lobby', 'clean energy workers', 'solar'],
    ['coal miners', 'coal miner', 'coal rollers', 'coal roller', '#CoalRollers', 'Senator Manchin', 'the coal plant extension', 'the coal lobby', 'mine workers', 'coal'],
  ),
  pair(
    ['vaccine supporters', 'vaccine supporter', 'pharma shills', 'pharma shill', '#PharmaShills', 'Dr. Fauci', 'the school vaccine rule', 'the public health crowd', 'mask wearers', 'pro-vaccine'],
    ['anti-vaxxers', 'anti-vaxxer', 'tinfoil hatters', 'tinfoil hatter', '#TinfoilHats', 'Dr. Malone', 'the exemption bill', 'the medical freedom crowd', 'mandate refusers', 'anti-vaccine'],
  ),
  pair(
    ['Occupy protesters', 'Occupy protester', 'Occupy hippies', 'Occupy hippie', '#OccupyLosers', 'Organizer White', 'the bank tax', 'the Occupy crowd', 'Zuccotti campers', 'Occupy'],
    ['Tea Partiers', 'Tea Partier', 'teabaggers', 'teabagger', '#Teabaggers', 'Rep. Bachmann', 'the balanced budget amendment', 'the Tea Party crowd', 'Tea Party members', 'Tea Party'],
  ),
  pair(
    ['Soros backers', 'Soros backer', 'Soros puppets', 'Soros puppet', '#SorosPuppets', 'George Soros', 'the Open Society grant', 'the Soros network', 'Soros grantees', 'Soros-funded'],
    ['Koch backers', 'Koch backer', 'Koch puppets', 'Koch puppet', '#KochPuppets', 'Charles Koch', 'the Prosperity grant', 'the Koch network', 'Koch grantees', 'Koch-funded'],
  ),
  pair(
    ['Kamala voters', 'Kamala voter', 'Kamalaites', 'Kamalaite', '#KamalaCult', 'Vice President Harris', 'the housing grant', 'the Kamala camp', 'Harris donors', 'pro-Harris'],
    ['DeSantis voters', 'DeSantis voter', 'DeSantistas', 'DeSantista', '#DeathSantis', 'Governor DeSantis', 'the anti-riot bill', 'the DeSantis camp', 'DeSantis donors', 'pro-DeSantis'],
  ),
  pair(
    ['coastal elites', 'coastal elite', 'limousine liberals', 'limousine liberal', '#CoastalElites', 'Senator Warner', 'the ferry subsidy', 'the coastal crowd', 'Manhattanites', 'coastal'],
    ['flyover folks', 'flyover voter', 'rednecks', 'redneck', '#Rednecks', 'Senator Tester', 'the farm subsidy', 'the heartland crowd', 'Midwesterners', 'heartland'],
  ),
  pair(
    ['Greenpeace activists', 'Greenpeace activist', 'eco-terrorists', 'eco-terrorist', '#EcoTerrorists', 'Director Naidoo', 'the drilling moratorium', 'the Greenpeace crowd', 'Extinction Rebellion members', 'eco'],
    ['oil lobbyists', 'oil lobbyist', 'oil shills', 'oil shill', '#OilShills', 'CEO Woods', 'the lease sale', 'the oil crowd', 'Exxon staffers', 'petro'],
  ),
  pair(
    ['trans rights activists', 'trans rights activist', 'gender cultists', 'gender cultist', '#GenderCult', 'Rep. McBride', 'the pronoun policy', 'the trans rights crowd', 'drag fans', 'trans-inclusive'],
    ['gender-critical feminists', 'gender-critical feminist', 'TERFs', 'TERF', '#TERFs', 'Author Rowling', 'the bathroom bill', 'the gender-critical crowd', 'radfem bloggers', 'gender-critical'],
  ),
  pair(
    ['iPhone users', 'iPhone user', 'Apple sheep', 'Apple fanboy', '#AppleSheep', 'CEO Cook', 'the app store rule', 'the Apple crowd', 'Mac owners', 'Apple'],
    ['Android users', 'Android user', 'Android peasants', 'Android fanboy', '#AndroidPeasants', 'CEO Pichai', 'the sideloading rule', 'the Android crowd', 'Pixel owners', 'Android'],
  ),
  pair(
    ['antifa members', 'antifa member', 'antifa thugs', 'antifa thug', '#AntifaThugs', 'Organizer Bray', 'the police budget cut', 'the antifa crowd', 'black bloc marchers', 'antifa'],
    ['Proud Boys', 'Proud Boy', 'Proud Boy thugs', 'Proud Boy thug', '#ProudBoyThugs', 'Chairman Tarrio', 'the border militia bill', 'the Proud Boys crowd', 'Oath Keepers', 'far-right'],
  ),
];

/** The pairs the pass worked with: two of every three written. */
export const SWAP_SIDES = ALL_PAIRS.filter((_, i) => i % 3 !== 2);
/** Held out before any rule changed (every third pair written): only measured. */
export const SWAP_HELD_OUT_SIDES = ALL_PAIRS.filter((_, i) => i % 3 === 2);

type Fill = (template: string, s: SwapSide) => string;
const placeholders = (map: Record<string, keyof SwapSide | ((s: SwapSide) => string)>): Fill => {
  const re = new RegExp(`\\{([${Object.keys(map).join('')}])(\\^?)\\}`, 'g');
  return (template, s) =>
    template.replace(re, (_, key: string, upper: string) => {
      const slot = map[key];
      const word = typeof slot === 'function' ? slot(s) : s[slot];
      return upper ? word.toUpperCase() : word;
    });
};

/** The first sets' and the third's placeholders ({L} "the left"). */
const firstFill = placeholders({ G: 'people', P: 'others', p: 'one', E: 'epithets', L: 'label', W: 'others', A: 'adjective' });
const sixthFill = placeholders({ G: 'people', g: 'one', E: 'epithets', e: 'epithet', H: 'hashtag', C: 'figure', X: 'cause' });
const variedFill = placeholders({ G: 'people', g: 'one', E: 'epithets', L: 'label', C: 'figure', X: 'cause' });
/** The seventh set on ({L} a figure). */
const peopleFill = placeholders({ P: 'people', p: 'one', E: 'epithets', e: 'epithet', L: 'figure', X: 'cause' });
/** The stance set: its people and adjective are the side's, its positions the side's cause. */
const stanceFill: Fill = (template, s) => {
  const shout = template.startsWith('^');
  const text = placeholders({ S: 'people', A: 'adjective', P: 'cause', V: (x) => `back ${x.cause}`, O: (x) => `support ${x.cause}` })(
    shout ? template.slice(1) : template,
    s,
  );
  return shout ? text.toUpperCase() : text;
};

/** Every template list a module exports (records of lists and plain lists of strings). */
function templatesOf(module: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(module)) {
    if (/SIDES|AREAS/.test(name)) continue;
    const lists = Array.isArray(value) ? [value] : value && typeof value === 'object' ? Object.values(value) : [];
    for (const list of lists) if (Array.isArray(list)) out.push(...list.filter((t): t is string => typeof t === 'string'));
  }
  return out;
}

export interface SwapTemplate {
  set: string;
  template: string;
  fill: Fill;
}

/** Every political template of the development sets of posts, with the fill its placeholders need. */
export function swapTemplates(): SwapTemplate[] {
  const sets: [string, Record<string, unknown>, Fill][] = [
    ['first', devFirst, firstFill],
    ['wide', devWide, firstFill],
    ['stance', devStance, stanceFill],
    ['varied', devVaried, variedFill],
    ['sixth', devSixth, sixthFill],
    ['seventh', devSeventh, peopleFill],
    ['eighth', devEighth, peopleFill],
    ['ninth', devNinth, peopleFill],
    ['tenth', devTenth, peopleFill],
    ['twelfth', devTwelfth, peopleFill],
  ];
  const out: SwapTemplate[] = [];
  for (const [set, module, fill] of sets) {
    for (const template of new Set(templatesOf(module))) {
      if (/\{[A-Za-z]\^?\}/.test(template)) out.push({ set, template, fill });
    }
  }
  return out;
}

export type Decision = 'approved' | 'held' | 'rejected';
export interface Split {
  set: string;
  /** The side pair's index in the list measured. */
  side: number;
  template: string;
  texts: [string, string];
  decisions: [Decision, Decision];
  categories: [string[], string[]];
}

const decide = (content: string) => moderateTextLocally({ kind: 'reply', content });

/** Every pair of posts, one per side, whose decisions differ. */
export function sideSwapSplits(sides: readonly (readonly [SwapSide, SwapSide])[], templates = swapTemplates()): { pairs: number; splits: Split[] } {
  const splits: Split[] = [];
  let pairs = 0;
  for (const { set, template, fill } of templates) {
    for (const [index, [left, right]] of sides.entries()) {
      const texts: [string, string] = [fill(template, left), fill(template, right)];
      pairs++;
      const [a, b] = texts.map(decide);
      if (a.decision !== b.decision) {
        splits.push({ set, side: index, template, texts, decisions: [a.decision, b.decision], categories: [a.categories, b.categories] });
      }
    }
  }
  return { pairs, splits };
}

/** Splits counted by the side pair they came from (its left side's people). */
export function splitsBySide(splits: readonly Split[], sides: readonly (readonly [SwapSide, SwapSide])[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of splits) {
    const key = `${sides[s.side][0].people} / ${sides[s.side][1].people}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

if (require.main === module) {
  const which = process.argv[2] === 'held-out' ? SWAP_HELD_OUT_SIDES : SWAP_SIDES;
  const { pairs, splits } = sideSwapSplits(which);
  for (const s of splits) {
    console.log(`[${s.set}] ${s.decisions[0]} ${s.categories[0].join(',') || '-'} | ${s.decisions[1]} ${s.categories[1].join(',') || '-'}\n  L: ${s.texts[0]}\n  R: ${s.texts[1]}`);
  }
  console.log(splitsBySide(splits, which));
  console.log(`pairs ${pairs}, split by side ${splits.length}`);
}
