import type { FoundationKey } from '@civic/contracts';

/**
 * The rule table behind the offline provider's suggested votes: what a bill does, and which
 * moral foundations pull toward supporting it (positive) or opposing it (negative). Written
 * once, here, from the moral-foundations literature (sources in libs/ai/README.md):
 *
 * - Care and Fairness ("individualizing") predict support for the social safety net, health
 *   coverage, environmental protection, gun control, abortion rights, civil-rights protections
 *   and police accountability (Graham, Haidt & Nosek 2009; Koleva et al. 2012; Haidt 2012).
 * - Loyalty, Authority and Sanctity ("binding") predict support for border enforcement, the
 *   military, policing and tougher sentences, restrictions on abortion, drugs and pornography,
 *   and traditional sex and family norms (Koleva et al. 2012; Graham et al. 2009; Haidt 2012).
 * - Liberty predicts opposition to taxes, regulation, mandates, gun control and surveillance,
 *   and support for legalisation and deregulation (Iyer et al. 2012; Haidt 2012 ch. 8).
 * - Sanctity also predicts environmental concern when pollution is framed as contamination
 *   (Feinberg & Willer 2013), and Loyalty support for energy and trade measures framed as
 *   national self-reliance.
 *
 * A rule matches the bill's title, summary or subjects. When the sentence that matched rolls
 * the thing back (repeals, rescinds, disapproves, cuts…), the rule's pulls flip: repealing a
 * climate program pulls the way a climate program pushes, only reversed.
 */

export type Pulls = Partial<Record<FoundationKey, number>>;

export interface VoteRule {
  id: string;
  /** What the bill does, as the reason says it ("this bill …"), for the rule and its reversal. */
  says: string;
  reversed: string;
  pattern: RegExp;
  pulls: Pulls;
  /** Sentences that turn the rule around (default: ROLLBACK). */
  flipOn?: RegExp;
  /** Never flips (the pattern already says the direction). */
  fixed?: boolean;
}

/** Verbs that take away what their sentence names. */
export const ROLLBACK =
  /\b(repeal(?:s|ing)?|removes?|rescind(?:s|ing)?|abolish(?:es|ing)?|defund(?:s|ing)?|disapprov(?:es|al|ing)|nullif(?:ies|y)|terminat(?:es|ing)|eliminat(?:es|ing)|rolls? back|overturns?|cancels?|claws? back)\b/i;

/** Verbs that stop what follows them (a ban on surveillance is a rollback of surveillance). */
const PREVENTS = /\b(prohibit(?:s|ing)?|bars?|bans?|forbids?|prevents?|limits?|restricts?|requires? a warrant|warrant requirement|repeal(?:s|ing)?|ends?)\b/i;

const C = 'careHarm';
const F = 'fairnessCheating';
const L = 'loyaltyBetrayal';
const A = 'authoritySubversion';
const S = 'sanctityDegradation';
const LIB = 'libertyOppression';

export const VOTE_RULES: readonly VoteRule[] = [
  // Immigration (Koleva et al. 2012: Loyalty/Authority for enforcement; Care/Fairness for migrants).
  {
    id: 'immigration-enforcement', says: 'tightens immigration enforcement', reversed: 'loosens immigration enforcement',
    pattern: /\b(border wall|wall on the (?:southern )?border|border patrol|secure the border|border security|deport\w*|detain\w*|detention|removal of aliens|illegal (?:aliens?|immigra\w+|entry)|inadmissib\w+|unlawfully present|asylum|e-verify)\b/i,
    pulls: { [L]: 1, [A]: 1, [C]: -0.5, [F]: -0.3 },
  },
  {
    id: 'immigration-openness', says: 'opens legal routes for immigrants', reversed: 'closes legal routes for immigrants',
    pattern: /\b(pathway to citizenship|path to citizenship|dreamers|daca|lawful permanent resident status|refugee admissions|expands? (?:the number of )?visas|work permits? for)\b/i,
    pulls: { [C]: 0.8, [F]: 0.7, [L]: -0.8, [A]: -0.5 },
  },
  // Guns (Iyer et al. 2012: Liberty against gun control; Care for it).
  {
    id: 'gun-control', says: 'restricts access to firearms', reversed: 'loosens limits on firearms',
    pattern: /\b(universal background checks?|background checks? (?:for|on|before) (?:\w+ ){0,4}(?:firearms?|guns?)|assault weapons?|red flag|extreme risk protection|ghost guns?|bump stocks?|waiting period|(?:prohibit|ban|restrict)\w*\s+(?:the\s+)?(?:sale|possession|manufacture|import|transfer)\w*[^.]{0,60}\b(?:firearms?|guns?|weapons|magazines?))\b/i,
    pulls: { [C]: 1, [F]: 0.2, [LIB]: -1, [L]: -0.3, [A]: -0.2 },
  },
  {
    id: 'gun-rights', says: 'widens gun rights', reversed: 'narrows gun rights',
    pattern: /\b(concealed carry|carry reciprocity|right to (?:keep and )?bear arms|second amendment)\b/i,
    pulls: { [LIB]: 1, [L]: 0.4, [A]: 0.3, [C]: -0.8 },
  },
  // Abortion (Koleva et al. 2012: Sanctity is the strongest predictor of opposition).
  {
    id: 'abortion-restriction', says: 'restricts abortion', reversed: 'lifts limits on abortion', fixed: true,
    pattern: /\b(born-alive|born alive|unborn|pain-capable|fetal heartbeat|sanctity of (?:human )?life|(?:prohibit|ban|restrict|bar)\w*\b[^.]{0,60}\babortions?|abortion (?:bans?|restrictions?)|hyde amendment)\b/i,
    pulls: { [S]: 1, [A]: 0.5, [C]: 0.3, [LIB]: -0.7, [F]: -0.6 },
  },
  {
    id: 'abortion-access', says: 'protects access to abortion', reversed: 'restricts access to abortion',
    pattern: /\b(access to abortion|abortion (?:access|services|care|rights)|reproductive (?:rights|freedom|health care)|contracepti\w+|right to (?:an )?abortion)\b/i,
    pulls: { [F]: 0.8, [C]: 0.5, [LIB]: 0.7, [S]: -1, [A]: -0.4 },
  },
  // Climate and energy (Feinberg & Willer 2013; Iyer et al. 2012).
  {
    id: 'climate-action', says: 'acts against climate change', reversed: 'rolls back climate and energy-efficiency rules',
    pattern: /\b(climate|greenhouse gas\w*|carbon (?:pollution|emissions)|emissions? (?:limits?|standards?|reductions?)|clean energy|renewable energy|energy[- ]efficiency|energy conservation (?:program|standards?)|electric vehicles?|methane)\b/i,
    pulls: { [C]: 0.7, [S]: 0.6, [F]: 0.3, [LIB]: -0.7, [L]: -0.3 },
  },
  {
    id: 'fossil-energy', says: 'expands oil, gas and coal production', reversed: 'curbs oil, gas and coal production',
    pattern: /\b(oil(?:,| and) (?:natural )?gas|natural gas|coal|lease sales?|drilling|pipelines?|fossil fuels?|domestic energy production|energy dominance|offshore leasing)\b/i,
    pulls: { [LIB]: 0.6, [L]: 0.6, [C]: -0.5, [S]: -0.6, [F]: -0.2 },
    flipOn: /\b(fees? on|taxe?s? on|phase[- ]out|caps? on|limits? on|repeal(?:s|ing)?|rescind(?:s|ing)?)\b/i,
  },
  {
    id: 'environmental-review', says: 'shortens environmental review and permitting', reversed: 'strengthens environmental review', fixed: true,
    pattern: /\b(shorten\w*|streamlin\w+|expedit\w+|speeds? up|limits? (?:judicial|legal) (?:review|challenges)|categorical exclusions?)\b[^.]{0,80}\b(environmental reviews?|permitting|reviews?|approvals?|projects?)\b/i,
    pulls: { [LIB]: 0.6, [A]: 0.2, [S]: -0.6, [C]: -0.3 },
  },
  {
    id: 'environment-protection', says: 'protects land, water or air from pollution', reversed: 'weakens protections against pollution',
    pattern: /\b(clean water|drinking water|pollution|pollutants?|contaminat\w+|pfas|forever chemicals|toxic|hazardous waste|wildlife|endangered species|ecosystems?|watersheds?|conservation)\b/i,
    pulls: { [S]: 0.8, [C]: 0.6, [LIB]: -0.3 },
  },
  // Taxes and spending (Iyer et al. 2012: Liberty against taxation and government growth).
  {
    id: 'tax-cut', says: 'cuts taxes', reversed: 'raises taxes', fixed: true,
    pattern: /\b(tax (?:cuts?|relief)|cuts? (?:\w+ )?taxes|reduces? (?:\w+ )?taxes|lowers? (?:the )?(?:\w+ )?tax(?:es)?|(?:doubles|increases) the standard deduction|no tax (?:is )?(?:owed )?on|repeals? the (?:federal )?estate tax|extends? (?:the )?(?:\d{4} )?(?:individual )?tax cuts?|permanent\w* (?:the )?(?:\d{4} )?tax)\b/i,
    // Fairness here is equality (Haidt 2012 ch. 8): tax cuts weigh against it, and against Care.
    pulls: { [LIB]: 1, [F]: -0.4, [C]: -0.4 },
  },
  {
    id: 'tax-increase', says: 'raises taxes', reversed: 'cuts taxes', fixed: true,
    pattern: /\b(raises? (?:\w+ )?taxes|tax increases?|imposes? (?:a |an )?(?:new |excise )?tax|surtax|wealth tax|minimum tax on|closes? (?:tax )?loopholes?|tariffs? on)\b/i,
    pulls: { [F]: 0.8, [C]: 0.4, [LIB]: -1 },
  },
  {
    id: 'spending-restraint', says: 'cuts or caps federal spending', reversed: 'lifts limits on federal spending', fixed: true,
    pattern: /\b(spending (?:cuts|caps?|limits?)|caps? (?:discretionary |federal )?spending|deficit reduction|rescissions?|rescinds?|claws? back|unobligated (?:funds|balances)|reduces? (?:federal )?spending|cancels? (?:\w+ ){0,4}(?:in )?spending|debt (?:limit|ceiling))\b/i,
    pulls: { [LIB]: 0.7, [A]: 0.2, [C]: -0.5, [F]: -0.2 },
  },
  // The safety net and health care (Graham et al. 2009: Care and Fairness).
  {
    id: 'safety-net', says: 'widens a public benefit or health program', reversed: 'cuts a public benefit or health program',
    pattern: /\b(medicaid|medicare|social security|snap|supplemental nutrition|food assistance|nutrition programs?|housing assistance|affordable housing|health (?:insurance|coverage)|access to (?:\w+ ){0,2}(?:health|medical) care|mental health services|primary care|rural (?:health|hospitals?)|child care|low-income|paid (?:family |sick )?leave|unemployment (?:insurance|benefits)|benefits? (?:for|to) (?:veterans|workers|families|seniors|retirees)|cost-of-living adjustment|disability compensation|public health)\b/i,
    flipOn: /\b(cuts?|reduc(?:es|ing)|work requirements?|rescind(?:s|ing)?|eliminat(?:es|ing) (?:the|funding)|repeal(?:s|ing)? (?:the )?(?:expan\w+|program|coverage|subsid\w+)|narrows?|ends?)\b/i,
    pulls: { [C]: 1, [F]: 0.5, [LIB]: -0.4 },
  },
  // Crime and policing (Graham et al. 2009: Authority; Haidt 2012).
  {
    id: 'police-support', says: 'backs the police', reversed: 'pulls back support for the police', fixed: true,
    pattern: /\b(hire (?:more )?(?:police |law enforcement )?officers|recruit\w*(?: and retain\w*)? (?:\w+ )?(?:police|law enforcement|officers)|grants? (?:to|for) (?:state and local )?(?:police|law enforcement)|assault\w* (?:a |on )?(?:police|law enforcement) officers?|community oriented policing|cops program)\b/i,
    pulls: { [A]: 1, [L]: 0.5, [C]: 0.2, [LIB]: -0.3, [F]: -0.2 },
  },
  {
    id: 'police-accountability', says: 'holds police to account', reversed: 'shields police from accountability',
    pattern: /\b(police accountability|qualified immunity|chokeholds?|excessive force|use[- ]of[- ]force standards?|police misconduct|body[- ]worn cameras?|racial profiling|no-knock warrants?)\b/i,
    pulls: { [F]: 1, [C]: 0.7, [A]: -0.8, [L]: -0.3 },
  },
  {
    id: 'tough-on-crime', says: 'toughens criminal penalties', reversed: 'eases criminal penalties', fixed: true,
    pattern: /\b(mandatory minimum|increases? (?:the )?(?:criminal )?penalties|(?:new |criminal |federal )penalties for|(?:longer|tougher|harsher) sentences|schedule i\b|permanently (?:places|schedules|classif\w+)|makes? it a (?:federal )?crime|criminali[sz]es|up to \w+ years in prison)\b/i,
    pulls: { [A]: 1, [S]: 0.3, [C]: 0.2, [LIB]: -0.5, [F]: -0.3 },
  },
  {
    id: 'justice-reform', says: 'eases criminal penalties', reversed: 'toughens criminal penalties', fixed: true,
    pattern: /\b(decriminaliz\w+|legaliz\w+|expunge\w*|sentencing reform|reduces? (?:criminal )?penalties|eliminates? mandatory minimums?|second chance|clemency|removes? \w+ from the list of controlled substances)\b/i,
    pulls: { [LIB]: 1, [F]: 0.5, [A]: -0.8, [S]: -0.7 },
  },
  {
    id: 'drug-control', says: 'cracks down on dangerous drugs', reversed: 'relaxes drug controls',
    pattern: /\b(fentanyl|opioids?|drug trafficking|cartels?|narcotics?)\b/i,
    flipOn: /\b(legaliz\w+|decriminaliz\w+)\b/i,
    pulls: { [A]: 0.6, [S]: 0.5, [C]: 0.3 },
  },
  // Defence, sovereignty and surveillance (Loyalty and Authority; Liberty against surveillance).
  {
    id: 'defense', says: 'funds or strengthens the armed forces', reversed: 'withdraws military authority or forces',
    pattern: /\b(national defense|armed forces|the military|military (?:construction|personnel|readiness)|defense authorization|troops|servicemembers?|national guard|use of military force)\b/i,
    pulls: { [L]: 1, [A]: 0.5, [C]: -0.1, [LIB]: -0.1 },
  },
  {
    id: 'veterans', says: 'supports veterans', reversed: 'cuts support for veterans',
    pattern: /\b(veterans?|gold star|military families)\b/i,
    pulls: { [L]: 0.8, [C]: 0.5, [F]: 0.3 },
  },
  {
    id: 'sovereignty', says: 'defends national sovereignty against foreign bodies', reversed: 'opens the country to foreign bodies', fixed: true,
    pattern: /\b(sanctions? (?:on|against)|sovereignty|foreign adversar\w+|chinese communist party|international criminal court|foreign influence)\b/i,
    pulls: { [L]: 1, [A]: 0.5, [F]: -0.3, [C]: -0.2 },
  },
  {
    id: 'surveillance', says: 'extends government surveillance powers', reversed: 'limits government surveillance',
    pattern: /\b(surveillance|section 702|foreign intelligence surveillance|fisa|wiretap\w*|central bank digital currency|cbdc|facial recognition|bulk collection)\b/i,
    flipOn: PREVENTS,
    pulls: { [A]: 0.7, [L]: 0.6, [LIB]: -1.2, [F]: -0.2 },
  },
  // Rights, equality and tradition (Koleva et al. 2012: Sanctity and Authority for traditional norms).
  {
    id: 'civil-rights', says: 'strengthens anti-discrimination protections', reversed: 'weakens anti-discrimination protections',
    pattern: /\b(discriminat\w+|civil rights|equal (?:pay|treatment|protection|rights)|hate crimes?|antisemitism|racism|gender identity|sexual orientation|lgbt\w*)\b/i,
    pulls: { [F]: 1, [C]: 0.5, [S]: -0.3, [A]: -0.2, [LIB]: -0.2 },
  },
  {
    id: 'traditional-norms', says: 'writes traditional sex and family norms into law', reversed: 'loosens traditional sex and family norms', fixed: true,
    pattern: /\b(biological sex|sex (?:assigned )?at birth|based on (?:a person's )?(?:biological )?sex|(?:women and )?girls'? sports|traditional marriage|religious (?:liberty|freedom)|parental rights|pornograph\w+|obscen\w+)\b/i,
    pulls: { [S]: 1, [A]: 0.7, [L]: 0.3, [F]: -0.5, [C]: -0.3 },
  },
  {
    id: 'election-rules', says: 'tightens voting rules', reversed: 'loosens voting rules', fixed: true,
    pattern: /\b(proof of (?:united states |u\.s\. )?citizenship|documentary proof|voter id|voter identification|voter rolls|election integrity|noncitizen voting|purge)\b/i,
    pulls: { [A]: 0.8, [L]: 0.6, [F]: -0.4, [C]: -0.2, [LIB]: -0.2 },
  },
  {
    id: 'voting-access', says: 'widens access to voting', reversed: 'narrows access to voting',
    pattern: /\b(automatic voter registration|mail-in|vote by mail|early voting|same-day registration|voting rights|access to the ballot)\b/i,
    pulls: { [F]: 1, [C]: 0.2, [A]: -0.6, [L]: -0.2 },
  },
  {
    id: 'anti-corruption', says: 'fights corruption and demands disclosure', reversed: 'loosens ethics and disclosure rules',
    pattern: /\b(corrupt\w*|ethics|conflicts? of interest|insider trading|stock trading|inspector general|whistleblowers?|public disclosure|disclose|transparency)\b/i,
    pulls: { [F]: 1, [A]: 0.2, [LIB]: -0.1 },
  },
  {
    id: 'labor', says: 'strengthens workers’ pay and protections', reversed: 'weakens workers’ pay and protections',
    pattern: /\b(minimum wage|collective bargaining|labor unions?|union (?:organizing|membership)|overtime protections?|worker protections?|wage theft|prevailing wage)\b/i,
    pulls: { [F]: 1, [C]: 0.5, [LIB]: -0.7, [A]: -0.1 },
  },
  {
    id: 'school-choice', says: 'widens school choice', reversed: 'limits school choice', fixed: true,
    pattern: /\b(school choice|vouchers?|education savings accounts?|charter schools?|homeschool\w*|education freedom)\b/i,
    pulls: { [LIB]: 0.8, [A]: 0.3, [S]: 0.2, [F]: -0.3, [C]: -0.2 },
  },
  {
    id: 'public-education', says: 'funds public schools and students', reversed: 'cuts support for public schools and students',
    pattern: /\b(public schools?|school counsel\w+|teachers?|student loans?|pell grants?|head start|early childhood education)\b/i,
    pulls: { [C]: 0.6, [F]: 0.5, [LIB]: -0.2 },
  },
  {
    id: 'exploitation', says: 'protects people from sexual exploitation and abuse', reversed: 'weakens protections against sexual exploitation', fixed: true,
    pattern: /\b(child sexual abuse|sexual exploitation|intimate (?:images|visual depictions)|deepfakes?|human trafficking|sex trafficking|nonconsensual|revenge porn|online safety)\b/i,
    pulls: { [C]: 1, [S]: 0.8, [A]: 0.4, [LIB]: -0.3 },
  },
  {
    id: 'regulation', says: 'adds federal rules and licensing', reversed: 'lifts federal rules',
    pattern: /\b(age verification|identity verification|must be licensed|(?:have|has) to register|must register|register with|requires? (?:\w+ ){0,4}to report|licens\w+ requirements?|requires? (?:a )?(?:federal )?licen[cs]es?|registration requirements?|reporting requirements?|new (?:federal )?(?:rules|regulations|standards)|consumer protections?|federal oversight of|regulatory framework|regulat\w+ (?:of|for) (?:the )?\w+)\b/i,
    flipOn: /\b(repeal(?:s|ing)?|rescind(?:s|ing)?|eliminat(?:es|ing)|disapprov\w+|nullif\w+|exempts?|waives?|deregulat\w+|reduces? (?:the )?(?:regulatory )?burden)\b/i,
    pulls: { [LIB]: -0.8, [C]: 0.3, [F]: 0.3, [A]: 0.2 },
  },
  {
    id: 'public-services', says: 'keeps public-safety services and infrastructure funded', reversed: 'cuts public-safety services and infrastructure',
    pattern: /\b(fire departments?|firefighters?|emergency (?:services|responders)|air traffic controllers?|aviation safety|infrastructure|highways?|bridges|transit|broadband|disaster (?:relief|assistance))\b/i,
    pulls: { [C]: 0.6, [A]: 0.3, [L]: 0.3, [LIB]: -0.3 },
  },
  {
    id: 'government-funding', says: 'keeps the federal government funded', reversed: 'cuts off federal funding', fixed: true,
    pattern: /\b(continuing appropriations|funds? (?:federal|the) (?:agencies|government)|government shutdown|full-year appropriations)\b/i,
    pulls: { [A]: 0.6, [C]: 0.4, [L]: 0.2, [LIB]: -0.5 },
  },
  {
    id: 'crypto', says: 'writes federal rules that legitimize cryptocurrency markets', reversed: 'blocks cryptocurrency markets', fixed: true,
    pattern: /\b(stablecoins?|digital assets?|cryptocurrenc\w+|crypto)\b/i,
    pulls: { [LIB]: 0.5, [A]: 0.2, [F]: -0.4, [C]: -0.2 },
  },
  {
    id: 'trade-protection', says: 'protects American industry and supply chains', reversed: 'opens American markets to foreign competition', fixed: true,
    pattern: /\b(buy american|made in america|domestic manufacturing|american-made|supply chains?|onshor\w+|reshor\w+)\b/i,
    pulls: { [L]: 1, [C]: 0.2, [LIB]: -0.3 },
  },
  {
    id: 'foreign-aid', says: 'sends aid abroad', reversed: 'cuts aid abroad',
    pattern: /\b(foreign aid|foreign assistance|humanitarian (?:aid|assistance)|refugees?|usaid)\b/i,
    pulls: { [C]: 0.8, [F]: 0.3, [L]: -0.6, [LIB]: -0.2 },
  },
];

/** Resolutions and namings: nothing here is policy any foundation could weigh. */
export const CEREMONIAL =
  /\b(designat\w+ (?:the |a )?(?:facility|week|day|month|building|courthouse|post office)|post office|as ["“]?national [\w\s-]+ (?:week|day|month)|recogniz\w+ (?:the )?(?:anniversary|contributions|importance)|commemorat\w+|honou?rs? the|expresses? (?:support|gratitude|condolences|the sense))\b/i;

/**
 * What the bill's own action verbs add, whatever its topic (Iyer et al. 2012: Liberty weighs
 * against mandates, bans and a growing government; Authority sees rules enforced).
 */
export const ACTION_PULLS: Readonly<Record<string, Pulls>> = {
  require: { [LIB]: -0.35, [A]: 0.2 },
  prohibit: { [LIB]: -0.35, [A]: 0.2 },
  penalize: { [LIB]: -0.3, [A]: 0.3 },
  fund: { [LIB]: -0.25, [C]: 0.1 },
  establish: { [LIB]: -0.2 },
  expand: { [LIB]: -0.15, [C]: 0.1 },
  repeal: { [LIB]: 0.3 },
  exempt: { [LIB]: 0.3, [F]: -0.1 },
  protect: { [C]: 0.2 },
};
