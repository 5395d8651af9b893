import { parseRemoderateArgs } from './remoderate';

describe('bills:remoderate arguments', () => {
  const id = '0b6f8f3e-2c1a-4d7e-9a51-3f7f1c2d4e5a';

  it('reads --delayed, --approved (with or without ids) and bill ids', () => {
    expect(parseRemoderateArgs(['--delayed'])).toEqual({ kind: 'delayed', ids: [] });
    expect(parseRemoderateArgs(['--', '--approved'])).toEqual({ kind: 'approved', ids: [] });
    expect(parseRemoderateArgs(['--approved', id.toUpperCase(), id])).toEqual({ kind: 'approved', ids: [id] });
    expect(parseRemoderateArgs([id])).toEqual({ kind: 'ids', ids: [id] });
    expect(parseRemoderateArgs(['--help'])).toBe('help');
  });

  it('refuses no choice, two choices, and ids that are not uuids, with the usage', () => {
    expect(() => parseRemoderateArgs([])).toThrow(/Choose --delayed, --approved or bill ids/);
    expect(() => parseRemoderateArgs(['--delayed', '--approved'])).toThrow(/Choose --delayed, --approved or bill ids/);
    expect(() => parseRemoderateArgs(['--delayed', id])).toThrow(/Choose --delayed, --approved or bill ids/);
    expect(() => parseRemoderateArgs(['hr1-119'])).toThrow('"hr1-119" is not a user bill id (a uuid).');
  });
});
