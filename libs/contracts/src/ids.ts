const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path segment can name a row keyed by uuid. Anything else names nothing: callers answer
 * 404 without asking the database (which would refuse the cast with an error, not a miss).
 */
export function isUuid(id: string | null | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}
