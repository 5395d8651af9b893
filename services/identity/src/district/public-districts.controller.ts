import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { OPEN_DATA_RPC, zipLookupInput, type ZipDistricts } from '@civic/contracts';
import { parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { ZctaDistrictsRepository } from './zcta-districts.repository';

/**
 * The ZIP → district table's public face (ADR 0030): which districts exist, and which ones a
 * ZIP code lies in. Public data (Census ZCTA relationships); no user is involved.
 */
@Controller()
export class PublicDistrictsController {
  private readonly table: ZctaDistrictsRepository;
  constructor(ds: DataSource) {
    this.table = new ZctaDistrictsRepository(ds);
  }

  @MessagePattern(OPEN_DATA_RPC.districts)
  async districts(): Promise<{ districts: string[] }> {
    return { districts: await this.table.districts() };
  }

  @MessagePattern(OPEN_DATA_RPC.zipDistricts)
  async zipDistricts(@Payload() env: RpcEnvelope): Promise<ZipDistricts> {
    const { zip } = parseOrThrow(zipLookupInput, env.data);
    const rows = await this.table.rowsFor(zip);
    return { zip, districts: rows.map((r) => ({ district: r.district, state: r.state, share: r.share })) };
  }
}
