// Small accessors for the loosely shaped trees fast-xml-parser returns: an element may be a
// string, an object, an array (when repeated) or "" (when empty, e.g. <policyArea />).

export type Node = unknown;

export function child(node: Node, ...path: string[]): Node {
  let current: Node = node;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function asArray(node: Node): Node[] {
  if (node === undefined || node === null || node === '') return [];
  return Array.isArray(node) ? node : [node];
}

/** The text of an element, or null when it is missing or empty. */
export function textOf(node: Node): string | null {
  if (typeof node === 'string') return node.trim() === '' ? null : node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (node && typeof node === 'object' && !Array.isArray(node) && '#text' in node) {
    return textOf((node as Record<string, unknown>)['#text']);
  }
  return null;
}

export function firstText(...nodes: Node[]): string | null {
  for (const node of nodes) {
    const value = textOf(node);
    if (value !== null) return value;
  }
  return null;
}
