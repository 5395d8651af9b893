import { z } from 'zod';

/**
 * The one text schema every body field and query parameter of the API is built from, so no
 * string reaches a service, a log line or SQL without the same checks: a string (anything else is
 * a 400 with the field's message), trimmed unless it is a password, free of control characters
 * (PostgreSQL refuses NUL outright, and the others have no business in names, addresses or ids),
 * and between its length bounds. Multi-line text (a message body) may keep newlines and tabs;
 * Windows line ends are folded to \n first. A lone surrogate (half of a UTF-16 pair, which no
 * UTF-8 text can hold: PostgreSQL refuses it in JSON) becomes U+FFFD, as a browser shows it.
 *
 * Single-line text (names, titles, ids, search) also refuses Unicode format characters
 * (category Cf: bidi overrides and isolates, zero-width spaces and joiners, the BOM, soft
 * hyphens), which are invisible yet reorder or hide what another reader sees: a title with
 * U+202E shows "Act gnivaS" as "Saving tcA". Passwords keep them (taken exactly as typed).
 */

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/** C0 and C1 control characters and DEL: refused in single-line text. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
/** The same without tab and newline: refused in multi-line text. */
const CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

/** Unicode format characters (Cf): invisible, and able to reorder or split what is shown. */
const FORMAT_CHARACTERS = /\p{Cf}/u;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const TEXT_MESSAGES = {
  required: (label: string) => `${label} is required`,
  control: (label: string) => `${label} must not contain control characters`,
  format: (label: string) => `${label} must not contain invisible formatting characters (such as text-direction or zero-width marks)`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or less`,
} as const;

export interface TextOptions {
  /** The field as a user knows it ("Name", "search"), for the generic messages. */
  label: string;
  /** Longest accepted value, after trimming. */
  max: number;
  /** Shortest accepted value (default 1: empty or blank is missing). */
  min?: number;
  /** The message for a missing, non-text, empty or too short value (the SPEC's, where it has one). */
  required?: string;
  /** The message for a value over `max` (default "<label> must be <max> characters or less"). */
  tooLong?: string;
  /** Newlines and tabs allowed (message bodies); single-line otherwise. */
  multiline?: boolean;
  /** Trim surrounding whitespace (default true; passwords are taken exactly as typed). */
  trim?: boolean;
  /** Accept Unicode format characters in single-line text (passwords only: never shown to anyone). */
  allowFormatCharacters?: boolean;
}

/** A required text field: see the module comment for what it checks. */
export function text(opts: TextOptions) {
  const required = opts.required ?? TEXT_MESSAGES.required(opts.label);
  const control = opts.multiline ? CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE : CONTROL_CHARACTERS;
  let schema = z.string({ error: required }).overwrite((v) => v.replace(LONE_SURROGATE, '\uFFFD'));
  if (opts.multiline) schema = schema.overwrite((v) => v.replace(/\r\n?/g, '\n'));
  if (opts.trim !== false) schema = schema.trim();
  const refuseFormat = !opts.multiline && !opts.allowFormatCharacters;
  return schema
    .refine((v) => !control.test(v), { error: TEXT_MESSAGES.control(opts.label), abort: true })
    .refine((v) => !refuseFormat || !FORMAT_CHARACTERS.test(v), { error: TEXT_MESSAGES.format(opts.label), abort: true })
    .min(opts.min ?? 1, { error: required, abort: true })
    .max(opts.max, { error: opts.tooLong ?? TEXT_MESSAGES.tooLong(opts.label, opts.max) });
}

/**
 * An optional text (a query parameter or an optional field): absent, null or blank means
 * undefined; anything else must pass `text(opts)`. `required` here is the message for a
 * non-text value (e.g. a query parameter given twice arrives as an array).
 */
export function optionalText(opts: TextOptions) {
  return z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), text(opts).optional());
}

/** Whether single-line text would be refused for its format characters (for tests and client-side hints). */
export function hasFormatCharacters(value: string): boolean {
  return FORMAT_CHARACTERS.test(value);
}

/** Every character a text field refuses (for tests and client-side hints). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_BUT_TAB_AND_NEWLINE : CONTROL_CHARACTERS).test(value);
}
