import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { IDENTITY, REVIEW_MESSAGES } from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import { IDENTITY_CLIENT } from '../clients';

/**
 * Who may work the review queue: identity holds the role (ADR 0020). Asked on every review
 * request, not carried in the session, so a grant or a revocation counts on the next request;
 * review traffic is a few operators, so the call costs nothing worth caching. Anyone else gets the
 * same 404 as for a route that does not exist: the queue's existence is not advertised.
 */
@Injectable()
export class Operators {
  constructor(@Inject(IDENTITY_CLIENT) private readonly identity: RpcClient) {}

  async assert(userId: string): Promise<void> {
    const { operator } = await this.identity.send<{ operator: boolean }>(IDENTITY.isOperator, { userId }, userId);
    if (!operator) throw new NotFoundException(REVIEW_MESSAGES.notFound);
  }
}
