import { Controller, Delete, Get, Inject, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SOCIAL, type CalendarFile, type LocalEvent, type LocalEventsResponse } from '@civic/contracts';
import { RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { RSVP_WRITES } from '../auth/rate-limits';
import { SOCIAL_CLIENT } from '../clients';

/** SPEC §7 local events of the caller's district, RSVPs and calendar files. */
@Controller('api/events')
export class EventsController {
  constructor(@Inject(SOCIAL_CLIENT) private readonly social: RpcClient) {}

  /** GET /api/events → {district, upcoming (soonest first), past (5 latest)}. */
  @Get()
  list(@CurrentUserId() userId: string): Promise<LocalEventsResponse> {
    return this.social.send(SOCIAL.events, {}, userId);
  }

  /** POST /api/events/{id}/rsvp → LocalEvent (409 full, 400 past, 404 unknown; idempotent). */
  @RateLimited(RSVP_WRITES)
  @Post(':id/rsvp')
  rsvp(@CurrentUserId() userId: string, @Param('id') id: string): Promise<LocalEvent> {
    return this.social.send(SOCIAL.rsvp, { id, on: true }, userId);
  }

  @RateLimited(RSVP_WRITES)
  @Delete(':id/rsvp')
  cancel(@CurrentUserId() userId: string, @Param('id') id: string): Promise<LocalEvent> {
    return this.social.send(SOCIAL.rsvp, { id, on: false }, userId);
  }

  /** GET /api/events/{id}/calendar.ics → text/calendar, as a download. */
  @Get(':id/calendar.ics')
  async calendar(@CurrentUserId() userId: string, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const file = await this.social.send<CalendarFile>(SOCIAL.calendar, { id }, userId);
    void reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`);
    return file.body;
  }
}
