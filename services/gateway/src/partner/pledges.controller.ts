import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import {
  candidateBody,
  candidateIdParam,
  PARTNER_RPC,
  pledgeBody,
  PLEDGE_MESSAGES,
  type CandidateInput,
  type PartnerCandidate,
  type PartnerDashboard,
} from '@civic/contracts';
import { notFound, parseOrThrow, RpcClient } from '@civic/service-kit/edge';
import { CurrentUserId, RateLimited } from '../auth/guards';
import { POST_WRITES } from '../auth/rate-limits';
import { BILLS_CLIENT } from '../clients';
import { PublicDistrictData } from '../public-districts/public-district-data';
import { PartnerDashboards } from './partner-dashboard';
import { Partners } from './partners';

function candidateIdOf(param: string): string {
  const parsed = candidateIdParam.safeParse(param);
  if (!parsed.success) throw notFound(PLEDGE_MESSAGES.candidateNotFound);
  return parsed.data;
}

/**
 * A partner party's candidates, their pledges and the dashboard (ADR 0031). Every route asks
 * identity first whether the caller is a partner (404 otherwise, before the body is read); the
 * bills service owns the candidates and scopes them to the acting partner. Writes share the
 * signed-in user's write budget (POST_WRITES).
 */
@Controller('api/partner')
export class PartnerPledgesController {
  constructor(
    private readonly partners: Partners,
    private readonly dashboards: PartnerDashboards,
    private readonly districts: PublicDistrictData,
    @Inject(BILLS_CLIENT) private readonly bills: RpcClient,
  ) {}

  /** GET /api/partner/dashboard → PartnerDashboard. */
  @Get('dashboard')
  async dashboard(@CurrentUserId() userId: string): Promise<PartnerDashboard> {
    return this.dashboards.of(await this.partners.assert(userId));
  }

  /** GET /api/partner/candidates → {candidates}. */
  @Get('candidates')
  async candidates(@CurrentUserId() userId: string): Promise<{ candidates: PartnerCandidate[] }> {
    await this.partners.assert(userId);
    return this.bills.send(PARTNER_RPC.candidates, {}, userId);
  }

  /** POST /api/partner/candidates → 201 PartnerCandidate. */
  @RateLimited(POST_WRITES)
  @Post('candidates')
  @HttpCode(201)
  async add(@CurrentUserId() userId: string, @Body() body: unknown): Promise<PartnerCandidate> {
    await this.partners.assert(userId);
    const candidate = await this.checkedCandidate(body);
    return this.bills.send(PARTNER_RPC.addCandidate, { candidate }, userId);
  }

  /** PUT /api/partner/candidates/{id} → PartnerCandidate (the whole candidate again; the pledge stays). */
  @RateLimited(POST_WRITES)
  @Put('candidates/:candidateId')
  async edit(@CurrentUserId() userId: string, @Param('candidateId') param: string, @Body() body: unknown): Promise<PartnerCandidate> {
    await this.partners.assert(userId);
    const candidateId = candidateIdOf(param);
    const candidate = await this.checkedCandidate(body);
    return this.bills.send(PARTNER_RPC.editCandidate, { candidateId, candidate }, userId);
  }

  /** DELETE /api/partner/candidates/{id} → 204. */
  @RateLimited(POST_WRITES)
  @Delete('candidates/:candidateId')
  @HttpCode(204)
  async remove(@CurrentUserId() userId: string, @Param('candidateId') param: string): Promise<void> {
    await this.partners.assert(userId);
    await this.bills.send(PARTNER_RPC.removeCandidate, { candidateId: candidateIdOf(param) }, userId);
  }

  /** PUT /api/partner/candidates/{id}/pledge → PartnerCandidate with its pledge. */
  @RateLimited(POST_WRITES)
  @Put('candidates/:candidateId/pledge')
  async pledge(@CurrentUserId() userId: string, @Param('candidateId') param: string, @Body() body: unknown): Promise<PartnerCandidate> {
    await this.partners.assert(userId);
    const candidateId = candidateIdOf(param);
    const pledge = parseOrThrow(pledgeBody, body ?? {});
    return this.bills.send(PARTNER_RPC.setPledge, { candidateId, pledge }, userId);
  }

  /** DELETE /api/partner/candidates/{id}/pledge → PartnerCandidate without a pledge. */
  @RateLimited(POST_WRITES)
  @Delete('candidates/:candidateId/pledge')
  async withdrawPledge(@CurrentUserId() userId: string, @Param('candidateId') param: string): Promise<PartnerCandidate> {
    await this.partners.assert(userId);
    return this.bills.send(PARTNER_RPC.setPledge, { candidateId: candidateIdOf(param), pledge: null }, userId);
  }

  /** The body as a candidate whose district (House) or state (Senate) the ZIP table knows. */
  private async checkedCandidate(body: unknown): Promise<CandidateInput> {
    const candidate = parseOrThrow(candidateBody, body ?? {});
    const known = await this.districts.districts();
    if (candidate.chamber === 'house' && !known.includes(candidate.area)) throw notFound(PLEDGE_MESSAGES.districtNotFound);
    if (candidate.chamber === 'senate' && !known.some((d) => d.startsWith(`${candidate.area}-`))) throw notFound(PLEDGE_MESSAGES.stateNotFound);
    return candidate;
  }
}
