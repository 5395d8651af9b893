import { Injectable, RequestMethod, type OnApplicationBootstrap, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import { isPublicRoute, rateLimitsOf, type RouteTarget } from '../auth/guards';

/** One HTTP route of the running gateway, as Nest registered it. */
export interface RouteInfo {
  method: string;
  /** The registered path, with `:name` parameters (e.g. /api/users/:id/profile). */
  path: string;
  /** Open to visitors (@Public); every other route answers 401 without a session. */
  public: boolean;
  /** The named rate limits (@RateLimited) the route counts against. */
  rateLimits: string[];
}

const joinPath = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/**
 * Every HTTP route of the gateway's controllers, found through Nest's discovery once at boot.
 * The internal port serves it (/routes) so tests walk the real table: a route added later is
 * covered by the access tests without editing them.
 */
@Injectable()
export class RouteTable implements OnApplicationBootstrap {
  routes: RouteInfo[] = [];
  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const routes: RouteInfo[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const bases = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as RouteTarget;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (paths === undefined || method === undefined) continue;
        for (const base of bases) {
          for (const path of ([] as string[]).concat(paths)) {
            routes.push({ method: RequestMethod[method], path: joinPath(base, path), public: isPublicRoute(handler, controller), rateLimits: rateLimitsOf(handler) });
          }
        }
      }
    }
    // Code-point order, not localeCompare: a process's first collation pages in ICU data (bench/README, Memory).
    const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    this.routes = routes.sort((a, b) => order(a.path, b.path) || order(a.method, b.method));
  }
}
