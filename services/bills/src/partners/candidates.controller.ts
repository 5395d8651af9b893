import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { addCandidateInput, candidateRefInput, editCandidateInput, PARTNER_RPC, setPledgeInput } from '@civic/contracts';
import { actingUser, parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { CandidatesService } from './candidates.service';

/** RPC face of partner candidates and pledges (ADR 0031); the partner is the acting user. */
@Controller()
export class CandidatesController {
  constructor(private readonly candidates: CandidatesService) {}

  @MessagePattern(PARTNER_RPC.candidates)
  list(@Payload() env: RpcEnvelope) {
    return this.candidates.list(actingUser(env)).then((candidates) => ({ candidates }));
  }

  @MessagePattern(PARTNER_RPC.addCandidate)
  add(@Payload() env: RpcEnvelope) {
    const partnerId = actingUser(env);
    return this.candidates.add(partnerId, parseOrThrow(addCandidateInput, env.data).candidate);
  }

  @MessagePattern(PARTNER_RPC.editCandidate)
  edit(@Payload() env: RpcEnvelope) {
    const partnerId = actingUser(env);
    const { candidateId, candidate } = parseOrThrow(editCandidateInput, env.data);
    return this.candidates.edit(partnerId, candidateId, candidate);
  }

  @MessagePattern(PARTNER_RPC.removeCandidate)
  remove(@Payload() env: RpcEnvelope) {
    const partnerId = actingUser(env);
    return this.candidates.remove(partnerId, parseOrThrow(candidateRefInput, env.data).candidateId);
  }

  @MessagePattern(PARTNER_RPC.setPledge)
  setPledge(@Payload() env: RpcEnvelope) {
    const partnerId = actingUser(env);
    const { candidateId, pledge } = parseOrThrow(setPledgeInput, env.data);
    return this.candidates.setPledge(partnerId, candidateId, pledge && { pledgedOn: pledge.pledgedOn, statement: pledge.statement });
  }

  @MessagePattern(PARTNER_RPC.record)
  record(@Payload() env: RpcEnvelope) {
    return this.candidates.record(actingUser(env));
  }
}
