import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { billsGetInput, BILL_MESSAGES, OPEN_DATA_LICENSE, PUBLIC_DISTRICT_MESSAGES, publicDistrictParam, zipQuery, type ZipDistricts } from '@civic/contracts';
import { notFound, parseOrThrow } from '@civic/service-kit/edge';
import { Public, RateLimited } from '../auth/guards';
import { sendCacheable } from './conditional';
import { PublicDistrictData, type OpenFormat } from './public-district-data';
import { PUBLIC_READS_IP } from './rate-limits';

/** A district code from the URL, upper-cased; anything malformed is a district that does not exist. */
function districtOf(param: string): string {
  const parsed = publicDistrictParam.safeParse(param);
  if (!parsed.success) throw notFound(PUBLIC_DISTRICT_MESSAGES.notFound);
  return parsed.data;
}

/** The public district page's data and the ZIP search, for visitors (ADR 0030). */
@Public()
@Controller('api')
export class PublicDistrictsController {
  constructor(private readonly data: PublicDistrictData) {}

  /** GET /api/districts?zip=NNNNN → ZipDistricts (400 'Enter a 5-digit ZIP code'; 404 when no district). */
  @Get('districts')
  @RateLimited(PUBLIC_READS_IP)
  zip(@Query() query: unknown): Promise<ZipDistricts> {
    return this.data.zip(parseOrThrow(zipQuery, query ?? {}).zip);
  }

  /** GET /api/districts/{ST-NN} → PublicDistrict; 404 'District not found'. */
  @Get('districts/:district')
  @RateLimited(PUBLIC_READS_IP)
  async page(@Param('district') param: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await sendCacheable(req, reply, await this.data.pageAnswer(districtOf(param)));
  }
}

const LINKS = `<${OPEN_DATA_LICENSE.url}>; rel="license", </open-data>; rel="describedby"`;

/** Open data: the tallies of a district and a bill's national file, CC BY 4.0 (ADR 0030). */
@Public()
@Controller('api/open')
export class OpenDataController {
  constructor(private readonly data: PublicDistrictData) {}

  private async send(req: FastifyRequest, reply: FastifyReply, name: string, format: OpenFormat, load: () => Promise<import('./conditional').Cacheable>) {
    const answer = await load();
    await sendCacheable(req, reply, answer, {
      link: LINKS,
      'access-control-allow-origin': '*',
      ...(format === 'csv' ? { 'content-disposition': `attachment; filename="${name}"` } : {}),
    });
  }

  @Get('districts/:district/tallies.csv')
  @RateLimited(PUBLIC_READS_IP)
  async districtCsv(@Param('district') param: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const district = districtOf(param);
    await this.send(req, reply, `${district}-tallies.csv`, 'csv', () => this.data.districtFile(district, 'csv'));
  }

  @Get('districts/:district/tallies.json')
  @RateLimited(PUBLIC_READS_IP)
  async districtJson(@Param('district') param: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const district = districtOf(param);
    await this.send(req, reply, `${district}-tallies.json`, 'json', () => this.data.districtFile(district, 'json'));
  }

  @Get('bills/:billId/tallies.csv')
  @RateLimited(PUBLIC_READS_IP)
  async billCsv(@Param('billId') param: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const billId = billIdOf(param);
    await this.send(req, reply, `${billId}-tallies.csv`, 'csv', () => this.data.billFile(billId, 'csv'));
  }

  @Get('bills/:billId/tallies.json')
  @RateLimited(PUBLIC_READS_IP)
  async billJson(@Param('billId') param: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const billId = billIdOf(param);
    await this.send(req, reply, `${billId}-tallies.json`, 'json', () => this.data.billFile(billId, 'json'));
  }
}

function billIdOf(param: string): string {
  const input = billsGetInput.safeParse({ billId: param });
  if (!input.success) throw notFound(BILL_MESSAGES.notFound);
  return input.data.billId;
}
