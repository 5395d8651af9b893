import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { districtRecordInput, OPEN_DATA_RPC, ROLL_CALLS, rollCallsForDistrictInput } from '@civic/contracts';
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

  /** The public district page's record: every bill with a roll call (ADR 0030). */
  @MessagePattern(OPEN_DATA_RPC.districtRecord)
  districtRecord(@Payload() env: RpcEnvelope) {
    return this.queries.districtRecord(parseOrThrow(districtRecordInput, env.data).district);
  }
}
