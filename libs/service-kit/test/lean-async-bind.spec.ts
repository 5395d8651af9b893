import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import '../src/lean-async-bind';

describe('AsyncResource.bind without the deprecated property', () => {
  const store = new AsyncLocalStorage<string>();

  it('runs the function in the async context it was bound in, with its arguments and result', () => {
    const bound = store.run('bound here', () => AsyncResource.bind((a: number, b: number) => `${store.getStore()}:${a + b}`));
    expect(store.run('called here', () => bound(2, 3))).toBe('bound here:5');
  });

  it("keeps the caller's this unless a thisArg is given, and the function's length", () => {
    function whoAmI(this: { name: string } | undefined, _x: unknown, _y: unknown) {
      return this?.name;
    }
    const resource = new AsyncResource('test');
    const free = resource.bind(whoAmI);
    const fixed = (resource.bind as (fn: typeof whoAmI, thisArg: unknown) => typeof whoAmI)(whoAmI, { name: 'fixed' });
    expect(free.call({ name: 'caller' }, 1, 2)).toBe('caller');
    expect(fixed.call({ name: 'caller' }, 1, 2)).toBe('fixed');
    expect([free.length, fixed.length]).toEqual([2, 2]);
    expect(Object.getOwnPropertyDescriptor(free, 'asyncResource')).toBeUndefined();
  });

  it('refuses what is not a function', () => {
    expect(() => new AsyncResource('test').bind(42 as never)).toThrow(TypeError);
  });
});
