/**
 * Stances read as one word (issue #22, fourth pass). canonicalSides (moderation-features.ts) makes
 * every side's *names* the same; this does the same for what a post argues *for or against*:
 * the two ends of a policy debate ("gun control"/"gun rights", "open borders"/"the border wall",
 * "union rights"/"right-to-work"), the direction of a policy verb ("raise"/"cut", "ban"/"protect",
 * "expand"/"repeal" taxes, rents, abortion access…), "support"/"oppose", "pro-"/"anti-", "for"/
 * "against" a policy, and the people who hold a position ("climate activists"/"oil executives").
 *
 * Why: the rules and the statistical judge must judge the form of speech, never the stance. Words
 * such as "ban", "protect", "reduce" or "oppose" turned rules off ("protective purpose",
 * "negation") for one side of a debate but not the other, and the judge's word weights differ for
 * topic words of each side; both gave the same wording different verdicts by side.
 *
 * The lists are the ordinary vocabulary of US policy debates, written from first principles (both
 * ends of each debate always together), never from the evaluation sets. Policy nouns become
 * "the policy" (a policy is never a target), groups "partisans" (a target like any side), stance
 * adjectives "partisan", direction verbs "change" (only before a thing, never before a person:
 * "cut his throat", "ban them from voting" are untouched). Penal policy (the death penalty) is left as it is: both ends name it alike, and
 * the rules read it as talk about punishment for crimes, not a threat. Gun-policy terms that the clause
 * rules read as peaceful talk about guns (background checks, permits, carry laws) are left alone.
 */

/** Both ends of each debate, as noun phrases (longest first within an area). */
const POLICY_NOUNS = [
  // guns
  'gun control', 'gun rights', 'gun safety laws?', 'gun laws?', 'assault weapons? bans?', 'assault weapons', 'red flag laws?', 'the second amendment', '2a',
  // abortion
  'abortion access', 'abortion rights', 'abortion bans?', 'abortion', 'reproductive rights', 'reproductive freedom', 'the right to choose', 'the unborn', 'unborn (?:children|babies|life)', 'protecting the unborn', 'the sanctity of life', 'roe v\\.? wade', 'roe', 'heartbeat bills?', 'the abortion amendment', 'late-term abortions?',
  // immigration
  'open borders', 'border security', 'the border wall', "(?<!\\b(?:up|them|him|her|'em|you|us|everyone|all|one) against )the wall", 'a border wall', 'amnesty', 'asylum', 'mass deportations?', 'deportations?', 'sanctuary cities', 'sanctuary policies', 'a path to citizenship', 'immigration reform', 'immigration', 'the border', 'daca',
  // climate and energy
  'climate action', 'climate policy', 'climate change', 'the green new deal', 'renewable energy', 'renewables', 'clean energy', 'solar', 'wind farms?', 'energy independence', 'fossil fuels?', 'oil drilling', 'drilling', 'fracking', 'coal plants?', 'coal', 'pipelines?', 'the keystone pipeline', 'the carbon tax', 'a carbon tax', 'carbon taxes', 'electric vehicles?', 'evs?',
  // labor
  'union rights', 'unions', 'collective bargaining', 'right-to-work laws?', 'right to work', 'the strike', 'strikes(?!\\s+(?:the|them|him|her|you|us|me|down|every|each|all|those|these|a|an|at)\\b)', 'labor unions?',
  // taxes, wages, spending
  'higher taxes on the rich', 'tax cuts', 'tax cuts for the rich', 'tax increases', 'tax hikes?', 'the wealth tax', 'a wealth tax', 'wealth taxes', 'the estate tax', 'the death tax', 'the child tax credit', 'flat tax', 'a \\$?\\d+ minimum wage', 'the minimum wage', 'a minimum wage', 'minimum wages?', 'the wage hike', 'a free labor market', 'the free market', 'free markets?', 'deficit spending', 'balanced budgets?', 'the debt ceiling', 'austerity', 'stimulus',
  // health
  'medicare for all', 'single-payer', 'single payer', 'universal health care', 'universal healthcare', 'public option', 'obamacare', 'the affordable care act', 'the aca', 'medicaid expansion', 'medicaid', 'private insurance', 'private health insurance', 'vaccine mandates?', 'mask mandates?', 'vaccines?',
  // policing and justice
  'defunding the police', 'defund the police', 'police reform', 'backing the blue', 'back the blue', 'police budgets?', 'the police budget cut', 'the police budget', 'qualified immunity', 'bail reform', 'cash bail', 'tough on crime', 'mass incarceration', 'the war on drugs', 'drug use', 'drug legalization', 'legalization', 'legal marijuana', 'marijuana', 'cannabis', 'decriminalization',
  // schools
  'public schools', 'school choice', 'school vouchers', 'vouchers', 'charter schools', 'critical race theory', 'crt', 'book bans', 'dei', 'diversity programs?', 'affirmative action', 'student loan forgiveness', 'student debt relief', 'free college',
  // voting
  'mail-in voting', 'mail-in ballots', 'early voting', 'voter id laws?', 'the voter id law', 'voter id', 'election integrity', 'voting rights', 'the voting rights act', 'ballot access', 'gerrymandering', 'the electoral college',
  // housing
  'rent control', 'rent caps?', 'property rights', 'zoning reform', 'public housing', 'affordable housing',
  // trade and defense
  'free trade', 'tariffs', 'the tariffs', 'trade deals?', 'protectionism', 'cutting the pentagon budget', 'the pentagon budget', 'defense spending', 'military spending', 'a stronger military', 'foreign aid', 'the aid package', 'aid to ukraine', 'aid to israel', 'the draft',
  // gender, religion, speech
  'transgender rights', 'trans rights', 'lgbtq rights', 'gay marriage', 'same-sex marriage', 'marriage equality', 'traditional marriage', 'traditional values', 'family values', 'parental rights', 'gender-affirming care(?: for minors)?', 'the equality act', 'religious liberty', 'religious freedom', 'school prayer', 'content moderation', 'free speech online', 'free speech', 'the platform law', 'hate speech laws?', 'social media regulation', 'social media', 'big tech',
  // welfare
  'a stronger safety net', 'the safety net', 'welfare spending', 'welfare reform', 'welfare', 'food stamps', 'snap benefits', 'work requirements', 'universal basic income', 'social security', 'medicare', 'entitlements',
];
// A policy with the instrument named after it ("the voter ID law", "the carbon tax bill") is the same policy.
const POLICY = new RegExp(
  `\\b(?:the\\s+)?(?:${POLICY_NOUNS.sort((a, b) => b.length - a.length).join('|')})(?:\\s+(?:laws?|bills?|act|programs?|plans?|mandates?|rules?|proposals?|amendments?|measures?|initiatives?|policy|policies|reforms?))?\\b`,
  'gi',
);

/** People who hold a position or have a stake in it: every debate's both ends. */
const INTEREST_GROUPS =
  /\b(?:(?:the\s+)?(?:landlords|tenants|renters|business owners|small-business owners|job creators|oil (?:executives|companies|barons|lobbyists)|(?:coal|gas|energy|tech|pharma|insurance|gun|defense) (?:executives|companies|lobbyists|lobby|industry)|abolitionists|protectionists|free traders|globalists|union (?:bosses|leaders|organizers|members)|police unions?(?: leaders| members)?|teachers unions?(?: leaders| members)?|the rich|the wealthy|billionaires|millionaires|corporations|environmentalists|evangelicals|drug warriors|peace activists|border hawks|defense hawks|deficit hawks|war hawks|doves))\b/gi;

/** A group named by its position: "partisan activists", "gun-control advocates", "climate activists". */
const ADVOCATES =
  'activists|advocates|campaigners|organizers|organisers|lobbyists|reformers|absolutists|hawks|doves|warriors|crusaders|zealots|extremists|fanatics|supporters|opponents|backers|proponents|defenders|groups|crowd|researchers|parents|voters|leaders|members|nuts|people|folks|types';
const STANCE_GROUP = new RegExp(
  `\\b(?:the policy|partisan|partisans|[a-z]+(?:-[a-z]+)+|climate|peace|immigration|immigrant|union|labor|tenant|legalization|misinformation|oil|drug|defense|border|police|reform|welfare|poverty|environmental|green|energy|faith|religious|privacy|civil rights|free-market|free market|tax)\\s+(?:${ADVOCATES})\\b`,
  'gi',
);

/**
 * One person named by a position ("an immigration advocate", "a border hawk"): the same word as
 * the plural's, so a template filled with one of them reads the same for both ends of a debate.
 */
const STANCE_ONE = new RegExp(
  `\\b(?:the policy|partisan|[a-z]+(?:-[a-z]+)+|climate|peace|immigration|immigrant|union|labor|tenant|legalization|misinformation|oil|drug|defense|border|police|reform|welfare|poverty|environmental|green|energy|faith|religious|privacy|civil rights|free-market|free market|tax)\\s+(?:activist|advocate|campaigner|organi[sz]er|lobbyist|reformer|absolutist|hawk|dove|warrior|crusader|zealot|extremist|fanatic|supporter|opponent|backer|proponent|defender|nut)\\b`,
  'gi',
);

/** Stance adjectives and prefixes: "pro-gun", "anti-tax", "pro-choice", "protectionist". */
const STANCE_ADJECTIVE = /\b(?:(?:pro|anti)-(?!semit)[a-z]+(?:-[a-z]+)*|protectionist|pro-?business|pro-?labor)\b/gi;

/** A policy's direction: the verbs both ends of a debate use, read as "change" before a thing. */
const DIRECTION =
  /\b(?:ban|bans|banned|banning|expand|expands|expanded|expanding|cut|cuts|cutting|slash|slashes|slashed|slashing|raise|raises|raised|raising|lower|lowers|lowered|lowering|increase|increases|increased|increasing|reduce|reduces|reduced|reducing|boost|boosts|boosted|boosting|protect|protects|protected|protecting|preserve|preserves|preserving|repeal|repeals|repealed|repealing|abolish|abolishes|abolished|abolishing|scrap|scraps|scrapping|legalize|legalizes|legalized|legalizing|decriminalize|decriminalizing|criminalize|criminalizing|require|requires|required|requiring|mandate|mandating|build|builds|building|hire|hires|hiring|cap|caps|capping|regulate|regulates|regulating|deregulate|deregulating|restrict|restricts|restricting|limit|limits|limiting|defund|defunding|fund|funds|funding|strengthen|strengthening|weaken|weakening|restore|restoring|shut down|shutting down|crack down on|cracking down on)\b(?!\s+(?:(?:the|their|his|her|your|every|all|some|a few)\s+)?(?:[a-z-]+\s+){0,3}?(?:tires|tyres|throats?|brake lines?|brakes|wrists|faces?|necks?)\b)(?=\s+(?!(?:him|her|them|you|your|his|their|my|our|me|us|it|zperson|smith|that man|that woman|off|up|out|down|from|for|to|in|on|at|by|with|as|if)\b)[a-z$0-9])/gi;

/** Taking a side: "support"/"oppose", "for"/"against" a policy, "in favor of"/"opposed to". */
const TAKING_SIDES: [RegExp, string][] = [
  [/\boppose\b/gi, 'support'],
  [/\bopposes\b/gi, 'supports'],
  [/\bopposed\b(?!\s+to\s+the policy)/gi, 'supported'],
  [/\bopposing\b/gi, 'supporting'],
  [/\bopponents\b/gi, 'supporters'],
  [/\bopponent\b/gi, 'supporter'],
  [/\b(?:in favou?r of|opposed to|for|against)(?=\s+the policy\b)/gi, 'on'],
];

function sameCase(original: string, replacement: string): string {
  return /^[A-Z]/.test(original) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}

/** The post with every stance read the same way (see above); run after canonicalSides. */
export function canonicalStances(text: string): string {
  let out = text
    .replace(INTEREST_GROUPS, (m) => sameCase(m, 'partisans'))
    .replace(POLICY, (m) => sameCase(m, 'the policy'))
    .replace(STANCE_ADJECTIVE, (m) => sameCase(m, 'partisan'))
    .replace(STANCE_GROUP, (m) => sameCase(m, 'partisans'))
    .replace(STANCE_ONE, (m) => sameCase(m, 'partisan'))
    .replace(DIRECTION, (m) => sameCase(m, 'change'));
  for (const [re, to] of TAKING_SIDES) out = out.replace(re, to);
  // "the the policy" after a determiner that was already there.
  return out.replace(/\b(the|a|an)\s+the policy\b/gi, '$1 policy');
}
