import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { IDENTITY, PARTNER_MESSAGES, type PartnerAccount } from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import { IDENTITY_CLIENT } from '../clients';

/**
 * Who speaks for a partner party: identity holds the link (ADR 0031). Asked on every partner
 * request, like the operator role, so a grant or a revocation counts on the next request. Anyone
 * else gets the same 404 as for a route that does not exist.
 */
@Injectable()
export class Partners {
  constructor(@Inject(IDENTITY_CLIENT) private readonly identity: RpcClient) {}

  /** The caller's party; 404 unless the caller is a partner. */
  async assert(userId: string): Promise<PartnerAccount> {
    const { partner } = await this.identity.send<{ partner: PartnerAccount | null }>(IDENTITY.partnerOf, { userId }, userId);
    if (!partner) throw new NotFoundException(PARTNER_MESSAGES.notFound);
    return partner;
  }
}
