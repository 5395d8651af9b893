/**
 * AsyncResource.prototype.bind without the deprecated `asyncResource` property (DEP0172).
 *
 * Why: Fastify's body parser binds a callback for every request with a body and Nest's
 * interceptor chain binds one for every RPC call. Node's bind defines that property with two
 * `util.deprecate` wrappers made anew on every call; in the profiles of a vote cast that was 6%
 * of the gateway's CPU and 6% of the bytes it allocated per request (bench/README "Inbox batches"
 * and after). The bound function is otherwise the same: it runs `fn` in the resource's async
 * scope, with the caller's `this` unless `thisArg` is given, and keeps `fn`'s length. No library
 * in the tree reads the deprecated property.
 */
import { AsyncResource } from 'node:async_hooks';

type Fn = (this: unknown, ...args: unknown[]) => unknown;

function leanBind(this: AsyncResource, fn: Fn, thisArg?: unknown): Fn {
  if (typeof fn !== 'function') throw new TypeError(`The "fn" argument must be of type function. Received ${fn === null ? 'null' : typeof fn}`);
  const runInScope: (fn: Fn, thisArg: unknown, ...args: unknown[]) => unknown = this.runInAsyncScope.bind(this);
  const bound: Fn =
    thisArg === undefined
      ? function (this: unknown, ...args: unknown[]) {
          return runInScope(fn, this, ...args);
        }
      : (...args: unknown[]) => runInScope(fn, thisArg, ...args);
  Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, writable: false, value: fn.length });
  return bound;
}

(AsyncResource.prototype as unknown as { bind: typeof leanBind }).bind = leanBind;
