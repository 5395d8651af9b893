import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { BILL_MESSAGES, billListQuery, BILLS, billsGetInput, billsGetManyInput } from '@civic/contracts';
import { notFound, parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { BillsQueries } from './bills.queries';

const noInput = z.object({}).optional();

/** RPC face of the bills service; every input is parsed with its contracts schema. */
@Controller()
export class BillsController {
  constructor(private readonly bills: BillsQueries) {}

  @MessagePattern(BILLS.list)
  list(@Payload() env: RpcEnvelope) {
    return this.bills.list(parseOrThrow(billListQuery, env.data ?? {}));
  }

  @MessagePattern(BILLS.get)
  get(@Payload() env: RpcEnvelope) {
    // A malformed id names no bill: 404, like an unknown one.
    const input = billsGetInput.safeParse(env.data);
    if (!input.success) throw notFound(BILL_MESSAGES.notFound);
    return this.bills.get(input.data.billId);
  }

  @MessagePattern(BILLS.getMany)
  getMany(@Payload() env: RpcEnvelope) {
    return this.bills.getMany(parseOrThrow(billsGetManyInput, env.data).billIds);
  }

  @MessagePattern(BILLS.policyAreas)
  policyAreas(@Payload() env: RpcEnvelope) {
    parseOrThrow(noInput, env.data ?? undefined);
    return this.bills.policyAreas();
  }
}
