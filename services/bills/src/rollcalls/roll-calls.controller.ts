import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ROLL_CALLS, rollCallsForDistrictInput } from '@civic/contracts';
import { parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { RollCallsQueries } from './roll-calls.queries';

/** RPC face of roll calls (ADR 0026). */
@Controller()
export class RollCallsController {
  constructor(private readonly queries: RollCallsQueries) {}

  @MessagePattern(ROLL_CALLS.forDistrict)
  forDistrict(@Payload() env: RpcEnvelope) {
    const { billId, district } = parseOrThrow(rollCallsForDistrictInput, env.data);
    return this.queries.forDistrict(billId, district);
  }
}
