import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { castVoteBody, districtTalliesInput, populateArchetypeVotesInput, VOTING, votesPageQuery } from '@civic/contracts';
import { parseOrThrow, RpcEnvelope, ServiceError } from '@civic/service-kit';
import { VotingService } from './voting.service';

/** The acting user: every voting command is about the caller's own votes. */
function actor(env: RpcEnvelope): string {
  if (!env.ctx?.userId) throw new ServiceError(401, 'Not signed in');
  return env.ctx.userId;
}

@Controller()
export class VotingController {
  constructor(private readonly voting: VotingService) {}

  @MessagePattern(VOTING.listVotes)
  listVotes(@Payload() env: RpcEnvelope) {
    return this.voting.listVotes(actor(env));
  }

  @MessagePattern(VOTING.castVote)
  castVote(@Payload() env: RpcEnvelope) {
    return this.voting.castVote(actor(env), parseOrThrow(castVoteBody, env.data));
  }

  @MessagePattern(VOTING.listVotesWithBills)
  listVotesWithBills(@Payload() env: RpcEnvelope) {
    return this.voting.listVotesWithBills(actor(env), parseOrThrow(votesPageQuery, env.data ?? {}));
  }

  @MessagePattern(VOTING.districtTallies)
  districtTallies(@Payload() env: RpcEnvelope) {
    return this.voting.districtTallies(actor(env), parseOrThrow(districtTalliesInput, env.data).billIds);
  }

  @MessagePattern(VOTING.populateArchetypeVotes)
  populateArchetypeVotes(@Payload() env: RpcEnvelope) {
    return this.voting.populateArchetypeVotes(actor(env), parseOrThrow(populateArchetypeVotesInput, env.data));
  }
}
