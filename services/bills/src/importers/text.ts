import { Parser } from 'htmlparser2';

// Windows-1252 code points that stand for bytes 0x80–0x9F. UTF-8 text decoded as cp1252 turns
// e.g. the bytes E2 80 99 (’) into "â€™"; mapping each character back to its byte undoes that.
const CP1252_TO_BYTE: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86,
  0x2021: 0x87, 0x02c6: 0x88, 0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c,
  0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95,
  0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function asByte(ch: string): number | null {
  const code = ch.charCodeAt(0);
  if (code < 0x100) return code;
  return CP1252_TO_BYTE[code] ?? null;
}

function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

// A lead byte (Â..ô) directly followed by a continuation-byte character: the mark of mojibake.
const MOJIBAKE_HINT = /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;

/**
 * Repairs UTF-8 that was decoded as Windows-1252/Latin-1 ("Veteransâ€™" → "Veterans’").
 * Only runs that form a valid UTF-8 sequence are replaced, so genuine accented text survives.
 */
export function repairMojibake(text: string): string {
  let current = text;
  // Twice covers text that was mis-decoded two times over; more is not seen in the sources.
  for (let pass = 0; pass < 2 && MOJIBAKE_HINT.test(current); pass++) {
    let out = '';
    let i = 0;
    while (i < current.length) {
      const lead = current.charCodeAt(i);
      const len = sequenceLength(lead);
      if (len > 0 && i + len <= current.length) {
        const bytes = [lead];
        for (let j = 1; j < len; j++) {
          const b = asByte(current[i + j]);
          if (b === null || b < 0x80 || b > 0xbf) break;
          bytes.push(b);
        }
        if (bytes.length === len) {
          try {
            out += strictUtf8.decode(Uint8Array.from(bytes));
            i += len;
            continue;
          } catch {
            // not a valid sequence: keep the characters as they are
          }
        }
      }
      out += current[i];
      i += 1;
    }
    if (out === current) break;
    current = out;
  }
  return current;
}

/** Collapses every run of whitespace (including no-break spaces) to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cleans a one-line value (title, action text, name): mojibake repaired, whitespace collapsed. */
export function cleanInline(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let text = repairMojibake(String(value));
  if (looksLikeHtml(text)) text = htmlToParagraphs(text).join(' ');
  const cleaned = collapseWhitespace(text);
  return cleaned === '' ? null : cleaned;
}

const BLOCK_TAGS = new Set([
  'p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'table',
  'pre', 'blockquote', 'section', 'body', 'html', 'dd', 'dt',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title']);
const PARAGRAPH_BREAK = '\n\n';

export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]+);/i.test(text);
}

/**
 * HTML (possibly sloppy: unclosed <p>, whole <html><body> documents) to paragraphs of plain text
 * with entities decoded. Block elements and blank lines in the text both end a paragraph.
 */
export function htmlToParagraphs(html: string): string[] {
  let raw = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skipping += 1;
        if (BLOCK_TAGS.has(name)) raw += PARAGRAPH_BREAK;
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skipping = Math.max(0, skipping - 1);
        if (BLOCK_TAGS.has(name)) raw += PARAGRAPH_BREAK;
      },
      ontext(text) {
        if (skipping === 0) raw += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return splitParagraphs(raw);
}

function splitParagraphs(text: string): string[] {
  return text
    .split(/\n[^\S\n]*\n/)
    .map((p) => collapseWhitespace(p))
    .filter((p) => p !== '');
}

// CRS repeats an unchanged summary at each later stage behind a note such as "(This measure has
// not been amended since it was introduced. The summary of that version is repeated here.)";
// the note says nothing about the bill.
const UNCHANGED_NOTE = /^\(This measure has not been amended since [^()]*\)\s*/i;

/**
 * A bill summary as plain text: HTML stripped (entity-escaped, CDATA or plain), entities decoded,
 * mojibake repaired, whitespace collapsed within paragraphs and paragraphs joined by a blank line.
 */
export function cleanSummary(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const repaired = repairMojibake(value);
  let paragraphs = looksLikeHtml(repaired) ? htmlToParagraphs(repaired) : splitParagraphs(repaired);
  paragraphs = paragraphs
    .map((p) => p.replace(UNCHANGED_NOTE, '').trim())
    .filter((p) => p !== '');
  return paragraphs.length ? paragraphs.join(PARAGRAPH_BREAK) : null;
}

/**
 * Constitutional authority statements arrive as Congressional Record <pre> blocks, often with
 * their line breaks stripped at the source ("pursuantto the following:Article 1"). Drop the
 * Record's header and page markers and restore the spaces the stripping glued together.
 */
export function cleanConstitutionalAuthority(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const repaired = repairMojibake(value);
  let text = (looksLikeHtml(repaired) ? htmlToParagraphs(repaired) : [repaired]).join(' ');
  text = text
    .replace(/\[Congressional Record Volume [^\]]*\]\s*(\[(House|Senate)\])?/gi, ' ')
    .replace(/From the Congressional Record Online through the Government (Publishing|Printing) Office\s*(\[[^\]]*\])?/gi, ' ')
    .replace(/\[Pages? [HS]\d+[^\]]*\]/g, ' ')
    // The statement's fixed template phrases, glued where line breaks were removed.
    .replace(/pursuantto/g, 'pursuant to')
    .replace(/\bthefollowing/g, 'the following')
    .replace(/(\d)(?=[A-Z][a-z])/g, '$1 ')
    .replace(/:(?=[A-Za-z])/g, ': ')
    .replace(/([a-z0-9)])\.(?=[A-Z][a-z])/g, '$1. ');
  const cleaned = collapseWhitespace(text);
  return cleaned === '' ? null : cleaned;
}
