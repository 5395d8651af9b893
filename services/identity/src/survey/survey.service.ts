import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { classifyArchetype, scoreSurvey, type SurveyBody, type SurveyResponse } from '@civic/contracts';
import { notFound, ServiceRuntime } from '@civic/service-kit';
import { UsersRepository } from '../users.repository';
import { recordProfileChanges } from '../voter-profile';

/**
 * The values survey (DESIGN §4): six foundation scores from the 12 answers, the nearest of the
 * 32 archetypes, both stored on the user; user.voter-profile-changed.v1 (with the archetype
 * key) commits with them when the archetype changed.
 */
@Injectable()
export class SurveyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly runtime: ServiceRuntime,
    private readonly users: UsersRepository,
  ) {}

  async submit(userId: string, body: SurveyBody): Promise<SurveyResponse> {
    const scores = scoreSurvey(body.responses);
    const archetype = classifyArchetype(scores);
    let recorded = false;
    await this.dataSource.transaction(async (m) => {
      const users = this.users.in(m);
      const before = await users.lock(userId);
      if (!before) throw notFound('User not found');
      await users.update(userId, { ...scores, voterArchetype: archetype.name });
      recorded = await recordProfileChanges(m, before, { ...before, voterArchetype: archetype.name });
    });
    if (recorded) this.runtime.kick();
    return {
      archetype: {
        key: archetype.key,
        name: archetype.name,
        description: archetype.description,
        archetypeName: archetype.name,
        archetypeDescription: archetype.description,
      },
      scores,
    };
  }
}
