/**
 * Something kept per route, by its method and its path as registered (e.g. 'GET',
 * '/api/notifications'): declared by the part that knows the route, read by the request hooks
 * (which compute a route's key once, at registration, and look it up by that key per request).
 */
export class PerRoute<T> {
  private readonly routes = new Map<string, T>();

  static key(method: string, path: string): string {
    return `${method.toUpperCase()} ${path}`;
  }

  declare(method: string, path: string, value: T): void {
    this.routes.set(PerRoute.key(method, path), value);
  }

  of(method: string, path: string): T | undefined {
    return this.routes.get(PerRoute.key(method, path));
  }

  /** By a key from PerRoute.key. */
  get(key: string): T | undefined {
    return this.routes.get(key);
  }
}
