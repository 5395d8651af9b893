import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { activityInput, castVoteBody, districtTalliesInput, populateArchetypeVotesInput, VOTING, votesPageQuery } from '@civic/contracts';
import { actingUser, parseOrThrow, RpcEnvelope } from '@civic/service-kit';
import { VotingService } from './voting.service';


@Controller()
export class VotingController {
  constructor(private readonly voting: VotingService) {}

  @MessagePattern(VOTING.listVotes)
  listVotes(@Payload() env: RpcEnvelope) {
    return this.voting.listVotes(actingUser(env));
  }

  @MessagePattern(VOTING.castVote)
  castVote(@Payload() env: RpcEnvelope) {
    return this.voting.castVote(actingUser(env), parseOrThrow(castVoteBody, env.data));
  }

  @MessagePattern(VOTING.personalVotesOf)
  personalVotesOf(@Payload() env: RpcEnvelope) {
    actingUser(env);
    const { userId, limit } = parseOrThrow(activityInput, env.data);
    return this.voting.personalVotesOf(userId, limit);
  }

  @MessagePattern(VOTING.listVotesWithBills)
  listVotesWithBills(@Payload() env: RpcEnvelope) {
    return this.voting.listVotesWithBills(actingUser(env), parseOrThrow(votesPageQuery, env.data ?? {}));
  }

  @MessagePattern(VOTING.districtTallies)
  districtTallies(@Payload() env: RpcEnvelope) {
    return this.voting.districtTallies(actingUser(env), parseOrThrow(districtTalliesInput, env.data).billIds);
  }

  @MessagePattern(VOTING.populateArchetypeVotes)
  populateArchetypeVotes(@Payload() env: RpcEnvelope) {
    return this.voting.populateArchetypeVotes(actingUser(env), parseOrThrow(populateArchetypeVotesInput, env.data));
  }
}
