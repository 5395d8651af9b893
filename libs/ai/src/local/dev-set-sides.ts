/**
 * The sides of a paired development set: [left, right] pairs of words that fill the same
 * template's placeholders (`{G}`, `{e}`…: one letter each, the keys of a side; `{G^}` the same
 * word in capitals), so every political template yields one post per side with the same wording
 * around it.
 */
export type SidePairs<K extends string> = readonly (readonly [Record<K, string>, Record<K, string>])[];

/**
 * The placeholders of the seventh to tenth sets of posts: {P} a side's people (plural), {p} one of
 * them, {E} an epithet for them (plural), {e} singular, {L} a figure of the side, {X} its cause.
 */
export type PeopleSidePairs = SidePairs<'P' | 'p' | 'E' | 'e' | 'L' | 'X'>;

export interface SideTemplates<K extends string> {
  /** A template filled for one side. */
  fill(template: string, side: Record<K, string>): string;
  /**
   * Every version of a template: [left, right] per pair of sides (the set's own unless others
   * are given), or the template itself when it has no placeholder.
   */
  pairs(template: string, sides?: SidePairs<K>): [string, string][];
}

export function sideTemplates<K extends string>(ownSides: SidePairs<K>): SideTemplates<K> {
  const keys = Object.keys(ownSides[0][0]).join('');
  const placeholders = new RegExp(`\\{([${keys}])(\\^?)\\}`, 'g');
  const hasPlaceholder = new RegExp(`\\{[${keys}]\\^?\\}`);
  const fill = (template: string, side: Record<K, string>) =>
    template.replace(placeholders, (_, key: K, upper: string) => (upper ? side[key].toUpperCase() : side[key]));
  return {
    fill,
    pairs: (template, sides = ownSides) =>
      hasPlaceholder.test(template) ? sides.map(([left, right]) => [fill(template, left), fill(template, right)]) : [[template, template]],
  };
}
