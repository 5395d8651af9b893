import { Controller, Get } from '@nestjs/common';
import type { PartnerAccount } from '@civic/contracts';
import { CurrentUserId } from '../auth/guards';
import { Partners } from './partners';

/**
 * The partner party's routes (/api/partner/*, ADR 0031): 404 for everyone who is not a partner.
 * The web shows the Partner dashboard link on /api/partner/access.
 */
@Controller('api/partner')
export class PartnerController {
  constructor(private readonly partners: Partners) {}

  /** GET /api/partner/access → {userId, party}. */
  @Get('access')
  access(@CurrentUserId() userId: string): Promise<PartnerAccount> {
    return this.partners.assert(userId);
  }
}
