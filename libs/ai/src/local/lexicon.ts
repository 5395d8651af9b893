import type { FoundationKey } from '@civic/contracts';

/**
 * The local provider's moral-foundations lexicon. Bump LEXICON_VERSION whenever a list or a
 * weight changes: it is stored as the promptVersion of every local synthesis, so a stored
 * archetype vote can always be traced to the lexicon that produced it. The vote rule table
 * (vote-rules.ts) and the argument templates (actions.ts) are versioned by it too.
 *
 * Term syntax: a word or phrase matches as whole words (a trailing plural "s"/"es" allowed);
 * a trailing "*" matches any word starting with the stem ("discriminat*").
 *
 * For each foundation:
 * - `positive`: what the foundation cares for (health care, equal treatment, veterans…). A bill
 *   about these upholds the foundation; a bill that repeals or defunds them works against it.
 * - `combats`: harms the foundation condemns (abuse, fraud, pollution…). Bills name them to fight
 *   them, so they count for the foundation even in a sentence that eliminates or reduces.
 * - `negative`: measures that cut against the foundation (mandates and bans for liberty,
 *   legalising vices for sanctity…). Repealing one of these counts for the foundation.
 *
 * The lists describe moral concerns, not sides: each foundation has terms that bills from
 * any direction use, and none names a party or movement.
 */
export const LEXICON_VERSION = 'civic-lexicon-v2';

export interface FoundationLexicon {
  positive: Record<string, number>;
  combats: Record<string, number>;
  negative: Record<string, number>;
}

export const MORAL_LEXICON: Record<FoundationKey, FoundationLexicon> = {
  careHarm: {
    positive: {
      'health care': 2, health: 1, healthcare: 2, 'mental health': 2, medical: 1, hospital: 1, clinic: 1.5, patient: 1.5,
      treatment: 1, care: 1, caregiver: 2, child: 1, children: 1, infant: 1.5, nutrition: 1.5, hunger: 1.5, food: 0.5,
      safety: 1.5, safe: 1, 'public safety': 1, victim: 1.5, survivor: 1.5, 'disabilit*': 1.5, 'people with disabilities': 1,
      elderly: 1.5, senior: 1, vulnerable: 2, welfare: 1, assistance: 1, relief: 1, shelter: 1.5, 'homeless*': 1.5,
      'suicide prevention': 2, 'vaccin*': 1, 'disaster relief': 1.5, 'compassion*': 2, wellbeing: 1.5, 'well-being': 1.5,
      'paid leave': 1.5, 'child care': 2, 'health insurance': 1.5, medicaid: 1.5, medicare: 1.5, 'emergency medical': 1.5,
    },
    combats: {
      abuse: 2, violence: 1.5, 'injur*': 1.5, harm: 1.5, overdose: 2, neglect: 2, cruelty: 2, 'domestic violence': 2,
      disease: 1, death: 1, 'fatalit*': 1.5, poverty: 1.5, starvation: 2, suffering: 2, exploitation: 1.5, bullying: 1.5,
    },
    negative: {
      'lethal force': 2, 'benefit cut*': 2, 'cuts to benefits': 2, 'death penalty': 1.5, 'capital punishment': 1.5,
    },
  },
  fairnessCheating: {
    positive: {
      equal: 1.5, equality: 2, 'equal pay': 2.5, 'equal treatment': 2, 'equal access': 2, fair: 1.5, fairness: 2,
      'equit*': 1.5, 'civil rights': 2, 'voting rights': 2, 'transparen*': 1.5, 'accountab*': 1.5, 'disclos*': 1, 'due process': 2,
      whistleblower: 2, 'consumer protection': 1.5, 'level playing field': 2, 'pay transparency': 2, 'open competition': 1.5,
      audit: 1, 'inspector general': 1.5, 'anti-corruption': 2, ethics: 1.5, 'conflict of interest': 1.5, 'conflicts of interest': 1.5,
      'fair share': 1.5,
    },
    combats: {
      'discriminat*': 2, fraud: 2, 'corrupt*': 2, 'bribe*': 2, 'cheat*': 2, 'price gouging': 2, 'wage theft': 2, 'insider trading': 2,
      loophole: 1, 'monopol*': 1.5, 'unfair practice': 1.5, 'deceptive practice': 1.5, scam: 1.5, kickback: 2, 'pay gap': 1.5,
      'stock trading': 1, 'self-dealing': 2, rigged: 1.5, bias: 1,
    },
    negative: {
      'no-bid': 1.5, 'preferential treatment': 1.5, 'special treatment': 1, 'exempt from disclosure': 2,
    },
  },
  loyaltyBetrayal: {
    positive: {
      veteran: 2, 'armed forces': 2, military: 1.5, servicemember: 2, 'service member': 2, troops: 1.5, 'national security': 2,
      homeland: 1.5, 'border security': 1.5, 'patriot*': 2, flag: 1.5, 'national anthem': 2, 'gold star': 2, allies: 1, ally: 1,
      'domestic manufacturing': 1.5, 'made in america': 2, 'buy american': 2, 'american workers': 1.5,
      'national guard': 1.5, 'military families': 2, 'commemorat*': 1, 'coast guard': 1.5, 'supply chain': 1, 'sovereign*': 1.5,
      'american-made': 1.5, 'defense industrial base': 1.5, solidarity: 1.5, unity: 1.5,
    },
    combats: {
      treason: 2.5, espionage: 2, 'foreign adversar*': 2, 'foreign influence': 2, 'foreign interference': 2, 'terroris*': 1.5,
      sabotage: 2, 'national security threat': 2, 'hostile foreign': 2,
    },
    negative: {
      'offshor*': 1.5, 'outsourc*': 1, 'withdraw from': 1,
    },
  },
  authoritySubversion: {
    positive: {
      'law enforcement': 2, police: 1.5, officer: 1, 'rule of law': 2, enforcement: 1.5, enforce: 1, court: 0.5,
      'penalt*': 1, 'sentenc*': 1, 'prosecut*': 1.5, 'criminal penalties': 1.5, 'public order': 2, discipline: 1.5,
      compliance: 1, oversight: 0.5, 'chain of command': 2, 'border enforcement': 1.5, detention: 1, 'deport*': 1, custody: 1,
      tradition: 1, 'parental rights': 1.5, 'parental consent': 1.5, 'respect for': 1, 'regulat*': 0.5, 'supervis*': 1,
    },
    combats: {
      crime: 1.5, criminal: 1, riot: 2, looting: 2, 'lawless*': 2, 'assault on': 1.5, 'assaulting': 1.5, 'trespass*': 1,
      vandalism: 1.5, 'smuggl*': 1.5, trafficking: 1.5, gang: 1.5, cartel: 1.5, 'illegal entry': 1.5,
    },
    negative: {
      'decriminaliz*': 2, 'reduces penalties': 2, 'reduce penalties': 2, 'eliminates mandatory minimum': 2, 'expung*': 1,
      amnesty: 1.5, 'civil disobedience': 1.5, 'defund': 1.5, clemency: 1,
    },
  },
  sanctityDegradation: {
    positive: {
      'clean water': 2, 'clean air': 2, 'drinking water': 2, 'safe drinking water': 1, purity: 2, pure: 1.5, sacred: 2.5,
      'human dignity': 2, dignity: 1.5, 'sanctity of life': 2.5, sanctity: 2, religious: 1, faith: 1, worship: 1.5, chastity: 2,
      'burial': 1.5, 'cemeter*': 1.5, 'historic preservation': 1, wilderness: 1.5, pristine: 2, 'food safety': 1.5, sobriety: 1.5,
      hygiene: 1.5, sanitation: 1.5, 'conserv*': 0.5, 'national park': 1, decency: 2, 'family values': 1.5,
    },
    combats: {
      'contaminat*': 2, 'pollut*': 2, toxic: 2, pfas: 2, 'lead pipe': 2, 'lead service line': 2, 'hazardous waste': 2, sewage: 1.5,
      addiction: 1.5, opioid: 1.5, fentanyl: 1.5, 'obscen*': 2, 'pornograph*': 2, 'desecrat*': 2.5, 'degrad*': 1.5, 'child sexual abuse material': 2,
      'sexual exploitation': 2, 'carcinogen': 1.5, 'microplastic': 1.5, 'infest*': 1, 'disgust*': 2, 'forever chemicals': 2,
    },
    negative: {
      'legaliz*': 2, 'recreational marijuana': 2, 'recreational cannabis': 2, gambling: 1.5, 'sports betting': 1.5, 'sex work': 1.5,
      'psychedelic': 1, 'dumping': 1.5,
    },
  },
  libertyOppression: {
    positive: {
      freedom: 2, liberty: 2, 'free speech': 2.5, 'freedom of speech': 2.5, 'freedom of religion': 2, 'religious freedom': 2,
      privacy: 2, 'right to': 1, 'second amendment': 2, 'first amendment': 2, 'fourth amendment': 2, choice: 1, 'consent': 1,
      autonomy: 2, 'self-determination': 2, 'deregulat*': 2, 'regulatory relief': 2, 'reduce regulatory burden': 2, 'small business': 0.5,
      'individual rights': 2, 'civil liberties': 2, 'due process': 1, 'warrant requirement': 2, 'opt out': 1.5, 'opt-out': 1.5,
      'self-defense': 1.5, 'homeschool*': 1.5, 'legaliz*': 1, 'decriminaliz*': 1, 'right to repair': 2, 'school choice': 1.5, 'bodily autonomy': 2,
    },
    combats: {
      censorship: 2, 'censor*': 1.5, 'warrantless': 2, coercion: 2, oppression: 2, tyranny: 2, 'forced labor': 2.5, 'unlawful detention': 2,
      'government overreach': 2, 'political persecution': 2, 'data broker': 1.5, 'unreasonable search': 2,
    },
    negative: {
      mandate: 1, mandatory: 1, ban: 1, 'prohibit*': 0.5, 'restrict*': 0.5, surveillance: 2, registry: 1.5, 'license requirement': 1.5,
      'licensing requirement': 1.5, 'age verification': 1.5, 'identity verification': 1, monitoring: 1, 'confiscat*': 2, curfew: 2,
      'requires registration': 1.5, 'must register': 1.5, tracking: 1, 'facial recognition': 1.5,
    },
  },
};

/**
 * A policy area gives a small push toward the foundations its bills usually concern, so a
 * bill with a terse summary still leans somewhere. Areas whose bills cut both ways on a
 * foundation (immigration, taxation…) get no prior: only the bill's own words decide.
 */
export const POLICY_AREA_PRIORS: Record<string, Partial<Record<FoundationKey, number>>> = {
  Health: { careHarm: 1 },
  'Social Welfare': { careHarm: 1 },
  Families: { careHarm: 0.75 },
  'Emergency Management': { careHarm: 0.75 },
  'Civil Rights and Liberties': { fairnessCheating: 0.75, libertyOppression: 0.5 },
  'Labor and Employment': { fairnessCheating: 0.5 },
  'Government Operations and Politics': { fairnessCheating: 0.5 },
  'Armed Forces and National Security': { loyaltyBetrayal: 1 },
  'Crime and Law Enforcement': { authoritySubversion: 1 },
  Law: { authoritySubversion: 0.5 },
  'Environmental Protection': { sanctityDegradation: 0.75, careHarm: 0.25 },
  'Water Resources Development': { sanctityDegradation: 0.5 },
};

/**
 * Verbs that stop what follows them: a `negative` term right after one is being prevented
 * ("prohibits warrantless surveillance"), so it counts for the foundation instead.
 */
export const PREVENTION_PATTERN = /\b(?:prohibit(?:s|ing)?|bans?|banning|bars?|barring|forbids?|prevents?|preventing|stops?|ends?|protects? against|protections? against|limits? the use of|restricts? the use of)\b/gi;

/** How far (in characters) after a prevention verb its object can reach. */
export const PREVENTION_REACH = 80;

/**
 * Sentences whose main action rolls something back: what they name is taken away, so
 * `positive` and `negative` terms in them count the other way.
 */
export const ROLLBACK_PATTERN =
  /\b(repeal(?:s|ing)?|rescind(?:s|ing)?|abolish(?:es|ing)?|defund(?:s|ing)?|terminat(?:es|ing) (?:the|funding|all)|eliminat(?:es|ing) (?:the|funding|all)|prohibits? (?:the use of )?(?:federal )?funds? (?:for|from))\b/i;
