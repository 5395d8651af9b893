import { type CanActivate, type ExecutionContext, Inject, Injectable, NotFoundException, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IDENTITY, REVIEW_MESSAGES } from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import type { RouteTarget } from '../auth/guards';
import { IDENTITY_CLIENT } from '../clients';

/**
 * Who may work the review queue: identity holds the role (ADR 0020). Asked on every review
 * request (OperatorsOnlyGuard), not carried in the session, so a grant or a revocation counts on
 * the next request; review traffic is a few operators, so the call costs nothing worth caching.
 * Anyone else gets the same 404 as for a route that does not exist: the queue's existence is not
 * advertised.
 */
@Injectable()
export class Operators {
  constructor(@Inject(IDENTITY_CLIENT) private readonly identity: RpcClient) {}

  async assert(userId: string): Promise<void> {
    const { operator } = await this.identity.send<{ operator: boolean }>(IDENTITY.isOperator, { userId }, userId);
    if (!operator) throw new NotFoundException(REVIEW_MESSAGES.notFound);
  }
}

const OPERATORS_ONLY = 'civic:operators-only';

/** A route of the review queue: operators only (OperatorsOnlyGuard). */
export const OperatorsOnly = () => SetMetadata(OPERATORS_ONLY, true);

/**
 * The first of the app-wide guards: on an @OperatorsOnly route, anyone but an operator (signed in
 * or not) gets the 404 of a route that does not exist before any other check can answer
 * differently: a visitor's 401, a foreign origin's 403 or a rate limit's 429 would each say that
 * the route is there (and the limit's count would spend the caller's budget).
 */
@Injectable()
export class OperatorsOnlyGuard implements CanActivate {
  private readonly marked = new Map<RouteTarget, boolean>();
  constructor(
    private readonly reflector: Reflector,
    private readonly operators: Operators,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const handler = context.getHandler() as RouteTarget;
    let only = this.marked.get(handler);
    if (only === undefined) {
      only = this.reflector.getAllAndOverride<boolean>(OPERATORS_ONLY, [handler, context.getClass()]) === true;
      this.marked.set(handler, only);
    }
    if (!only) return true;
    const userId = context.switchToHttp().getRequest<FastifyRequest>().session?.userId;
    if (!userId) throw new NotFoundException(REVIEW_MESSAGES.notFound);
    return this.operators.assert(userId).then(() => true);
  }
}
