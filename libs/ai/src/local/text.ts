/**
 * Plain-text handling for the local provider: congressional summaries arrive as HTML and bill
 * texts with hard line breaks, so everything is normalised before sentences are scored.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', sect: '§', hellip: '…',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ';
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * HTML → text, one paragraph per line. Block elements become paragraph breaks so a heading
 * never runs into the sentence after it. Raw line breaks (bill texts are hard-wrapped) join
 * the previous line unless that line ended a sentence or the next starts a new item.
 */
export function cleanText(input: string | null | undefined): string {
  if (!input) return '';
  const text = decodeEntities(
    input
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|blockquote)\b[^>]*>/gi, '\n\n')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\r\n?/g, '\n');
  const paragraphs: string[] = [];
  for (const block of text.split(/\n[ \t]*\n/)) {
    let current = '';
    for (const rawLine of block.split('\n')) {
      const line = rawLine.replace(/\s+/g, ' ').trim();
      if (!line) continue;
      // A thread's quoted line ("> what the other poster wrote") stands apart from the reply around it.
      const startsItem = /^(SEC\.|§|\(([a-z]|[0-9]+|[ivx]+|[A-Z])\)|[•*-]\s|>)/.test(line);
      if (current && (startsItem || /[.!?:;]["'”’)]?$/.test(current) || current.startsWith('>'))) {
        paragraphs.push(current);
        current = line;
      } else {
        current = current ? `${current} ${line}` : line;
      }
    }
    if (current) paragraphs.push(current);
  }
  return paragraphs.join('\n');
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATION_END = /(?:\b(?:[A-Z]\.){1,4}|\b(?:Sec|Secs|No|Nos|Mr|Mrs|Ms|Dr|Inc|Co|Corp|Ltd|St|Jr|Sr|Gen|Gov|Rep|Sen|Stat|Pub|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|approx|etc|vs|e\.g|i\.e|al|cf|Art|Amdt|Cl|Subsec|Para|Div|Tit)\.)$/;

/** Splits cleaned text into sentences, keeping "U.S.", "Sec. 3." and the like inside them. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split('\n')) {
    const pieces = paragraph.split(/(?<=[.!?]["'”’)\]]?)\s+(?=["'“‘([]?[A-Z0-9§])/);
    let current = '';
    for (const piece of pieces) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION_END.test(current)) {
        sentences.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences.filter((s) => /[a-z]/i.test(s));
}

const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into ' +
    'is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so some ' +
    'such than that the their theirs them then there these they this those through to too under until up upon very was we were what ' +
    'when where which while who whom why will with would you your yours shall may must act bill section sec title subsection ' +
    'paragraph provision provisions including include includes includes certain within without among under such '
  ).split(/\s+/),
);

/** Lower-case content words with a light plural strip, for overlap and frequency counts. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [];
  return words.filter((w) => w.length > 2 && !STOPWORDS.has(w)).map(stem);
}

export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Cuts at a word boundary so the result, with its ellipsis, is at most `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export function ensurePeriod(sentence: string): string {
  return /[.!?…]["'”’)]?$/.test(sentence) ? sentence : `${sentence}.`;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
