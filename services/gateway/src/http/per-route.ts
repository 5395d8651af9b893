/**
 * Something kept per route, by its method and its path as registered (e.g. 'GET',
 * '/api/notifications'): declared by the part that knows the route, read by the request hooks.
 */
export class PerRoute<T> {
  private readonly routes = new Map<string, T>();

  declare(method: string, path: string, value: T): void {
    this.routes.set(`${method.toUpperCase()} ${path}`, value);
  }

  of(method: string, path: string): T | undefined {
    return this.routes.get(`${method.toUpperCase()} ${path}`);
  }
}
