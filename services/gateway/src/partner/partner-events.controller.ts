import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { PARTNER_EVENT_MESSAGES, partnerEventBody, SOCIAL, type PartnerEventView } from '@civic/contracts';
import { badRequest, parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { POST_WRITES } from '../auth/rate-limits';
import { SOCIAL_CLIENT } from '../clients';
import { PublicDistrictData } from '../public-districts/public-district-data';
import { Partners } from './partners';

/**
 * A partner party's district events (ADR 0031): published into moderation, listed with their
 * status. Owned by the social-graph service; 404 for anyone who is not a partner, before the
 * body is read, so the route tells nobody else that it exists.
 */
@Controller('api/partner/events')
export class PartnerEventsController {
  constructor(
    private readonly partners: Partners,
    private readonly districts: PublicDistrictData,
    @Inject(SOCIAL_CLIENT) private readonly social: RpcClient,
  ) {}

  /** POST /api/partner/events → 201 with the event, pending until the AI's verdict. */
  @RateLimited(POST_WRITES)
  @Post()
  @HttpCode(201)
  async publish(@CurrentUserId() userId: string, @Body() body: unknown): Promise<PartnerEventView> {
    const { party } = await this.partners.assert(userId);
    const event = parseOrThrow(partnerEventBody, body ?? {});
    // The districts identity's ZIP table knows (the public district page's list): an event no voter can live in is refused.
    if (!(await this.districts.districts()).includes(event.district)) {
      throw badRequest(PARTNER_EVENT_MESSAGES.districtNotFound, { district: PARTNER_EVENT_MESSAGES.districtNotFound });
    }
    return this.social.send<PartnerEventView>(SOCIAL.publishEvent, { party, event }, userId);
  }

  /** GET /api/partner/events → the caller's events, newest first, with their moderation status and reason. */
  @Get()
  async list(@CurrentUserId() userId: string): Promise<PartnerEventView[]> {
    await this.partners.assert(userId);
    return this.social.send<PartnerEventView[]>(SOCIAL.partnerEvents, {}, userId);
  }
}
