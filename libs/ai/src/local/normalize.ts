/**
 * De-obfuscation for the offline moderation rules. Abuse is often disguised ("a**hole",
 * "f u c k", "id10t", "stuuupid"); the rules match a skeleton of the text in which those
 * disguises are undone, so a verdict never depends on one exact spelling.
 */

/** Words a mask is resolved against: profanity and insults, the things people disguise. */
const MASKABLE = [
  'motherfucker', 'motherfucking', 'fucking', 'fucker', 'fuckers', 'fucked', 'fuck', 'fck', 'bullshit', 'shitty', 'shit',
  'assholes', 'asshole', 'bitches', 'bitch', 'bastards', 'bastard', 'cunts', 'cunt', 'dickhead', 'dicks', 'dick', 'prick', 'phuck', 'piss',
  'whore', 'slut', 'douchebag', 'douche', 'twat', 'wanker', 'dumbass', 'jackass', 'idiots', 'idiot', 'morons', 'moron',
  'stupid', 'retards', 'retard', 'retarded', 'damn', 'hell', 'crap', 'cock', 'scumbag', 'libtard', 'libtards',
];

/** Strong words whose one masked letter may be a hyphen: a short list, so ordinary hyphenated words stay. */
const HYPHEN_MASKABLE = ['fuck', 'fucking', 'fucker', 'fucked', 'shit', 'bitch', 'cunt', 'dick', 'prick'];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l', '+': 't' };

/** One letter and masks ("f***", "s***"): only strong words, so "d***" is not guessed. */
function unmaskOne(token: string): string {
  return ['fuck', 'shit', 'bitch', 'cunt', 'asshole', 'bastard', 'fucking', 'fucker'].find((w) => w.length === token.length && w[0] === token[0]) ?? token;
}

/** Resolves "f***ing", "a**hole", "sh!t", "@$$hole": masks are letters of the same count. */
function unmask(token: string): string {
  // Money and ordinals ("$5k", "401k", "2nd") are not disguised words.
  if (/^[a-z][*#%@$!_]{3,}$/.test(token)) return unmaskOne(token);
  if ((token.match(/[a-z]/g) ?? []).length < 2 || !/[*#%@$!0-9|+_]/.test(token) || /^[$€£]?\d/.test(token)) return token;
  // Masks (and leet characters, which may be masks too) each stand for one letter.
  const pattern = new RegExp(`^${token.replace(/[*#%@$!0-9|+_]/g, (c) => (c in LEET ? `[${LEET[c]}a-z]` : '[a-z]'))}$`);
  const hit = MASKABLE.find((w) => pattern.test(w));
  if (hit) return hit;
  return token.replace(/[0-9@$!|+]/g, (c) => LEET[c] ?? c);
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\b(you|we|they)'re\b/g, '$1 are'],
  // Not "were": a word of its own far more often than "we're" without its apostrophe.
  [/\b(you|they)re\b/g, '$1 are'],
  [/\bi'm\b|\bim\b/g, 'i am'],
  // "ill come", "ima": the apostrophe left out.
  [/\bill (?=(?:come|be|find|kill|hurt|make|get|show|see|go|visit|break|end|shoot|beat|stab|burn|track|teach)\b)/g, 'i will '],
  [/\bima\b|\bimma\b/g, 'i am going to'],
  [/\b(he|she|it|that|who|what|there)'s\b/g, '$1 is'],
  [/\b(\w+)'ll\b/g, '$1 will'],
  [/\b(\w+)'d\b/g, '$1 would'],
  [/\b(\w+)'ve\b/g, '$1 have'],
  [/\bwon't\b|\bwont\b/g, 'will not'],
  // "youd be", "theyd get": the apostrophe of "would" left out.
  [/\b(you|they|he|she)d\b(?= (?:be|have|get|need|better|end)\b)/g, '$1 would'],
  // Apostrophes left out: "youll", "wouldnt", "dont".
  [/\b(you|they|we)ll\b/g, '$1 will'],
  [/\b(do|does|did|is|are|was|were|would|should|could|has|have|had|must)nt\b/g, '$1 not'],
  [/\bcant\b/g, 'cannot'],
  [/\bcan't\b/g, 'cannot'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\bur\b|\byour (?=(?:a|an|so|such|all|just|really|the|being|too|nothing|no)\b)/g, 'you are '],
  [/\by'?all\b/g, 'you all'],
];

/**
 * Lower-case skeleton: quotes kept (the rules need them), curly apostrophes straightened,
 * spaced or dotted letters joined ("f u c k"), masks and leetspeak resolved, letters repeated
 * three times or more collapsed ("stuuupid"), contractions expanded.
 */
export function skeleton(text: string): string {
  // Diacritics folded (fifteenth pass): "fück" is "fuck".
  let s = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').normalize('NFKC').replace(/[‘’`´]/g, "'").toLowerCase().replace(/@\$\$|a\$\$|@ss\b/g, 'ass');
  // Text-speak first, so "u r a moron" is not taken for spaced-out letters.
  s = s.replace(/(?<!\b[a-z][ .-])\b(?:u|ya)\b(?![ .-][a-z]\b|\.)/g, 'you').replace(/(?<!\b[a-z][ .])\br\b(?![ .][a-z]\b|[-.)])/g, 'are');
  // "f u c k", "f.u.c.k", "i-d-i-o-t": three or more single letters joined by separators.
  // One separator throughout, so an article before a dotted word stays apart ("a p.o.s").
  s = s.replace(/\b[a-z]([ .\-_*]{1,2})[a-z]\b(?:\1[a-z]\b)+/g, (m) => {
    const joined = m.replace(/[ .\-_*]/g, '');
    // Keep ordinary runs like "a b c" lists or initials ("u.s.") recognisable by leaving short ones.
    return joined.length >= 3 ? joined : m;
  });
  // A hyphen for the masked letter ("f-ck", "sh-t", "b-tch"), "m-f-er", "shut the f up".
  s = s.replace(/\b([a-z]{1,3})-([a-z]{1,5})\b/g, (m, a: string, b: string) => HYPHEN_MASKABLE.find((w) => w.length === a.length + 1 + b.length && w.startsWith(a) && w.endsWith(b)) ?? m);
  s = s.replace(/\bm[-. ]f[-. ]?(ers?|ing|in)\b/g, 'mf$1').replace(/\bthe f (up|off|out|away)\b/g, 'the fuck $1');
  s = s.replace(/[a-z0-9*#%@$!|+_]*[a-z][a-z0-9*#%@$!|+_]*/g, (token) => {
    const core = token.replace(/!+$/, '');
    return unmask(core) + token.slice(core.length);
  });
  s = s.replace(/([a-z])\1{2,}/g, '$1');
  for (const [pattern, replacement] of CONTRACTIONS) s = s.replace(pattern, replacement);
  return s;
}

/** Share of upper-case letters among letters, with the letter count (shouting needs both). */
export function capsRatio(text: string): { ratio: number; letters: number } {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  return { ratio: letters.length ? upper / letters.length : 0, letters: letters.length };
}
