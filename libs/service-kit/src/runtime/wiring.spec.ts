import { EVENTS, VOTING_QUEUES } from '@civic/contracts';
import { AfterEvent, Every, handlersOf, OnEvent, OnJob } from './handlers';
import { checkWiring, WiringError, type FoundHandler } from './wiring';

const found = (...instances: object[]): FoundHandler[] =>
  instances.flatMap((i) => handlersOf(i).map((h) => ({ ...h, owner: i.constructor.name })));

class VotingInbox {
  @OnEvent(EVENTS.billSynthesized) async onBill() {}
  @OnEvent(EVENTS.voterProfileChanged) async onProfile() {}
}
class Jobs {
  @OnJob(VOTING_QUEUES.archetypeVotes, 'populate') async populate() {}
  @Every(1000) async sweep() {}
}

describe('checkWiring (the runtime refuses to start a service whose handlers do not match EVENT_ROUTES)', () => {
  it('finds the declared handlers with their kinds and keys', () => {
    expect(found(new VotingInbox(), new Jobs()).map((h) => `${h.owner}.${h.method} ${h.kind} ${h.key}`)).toEqual([
      `VotingInbox.onBill event ${EVENTS.billSynthesized}`,
      `VotingInbox.onProfile event ${EVENTS.voterProfileChanged}`,
      `Jobs.populate job ${VOTING_QUEUES.archetypeVotes}/populate`,
      'Jobs.sweep every every 1000 ms',
    ]);
  });

  it('accepts one handler per routed event', () => {
    expect(() => checkWiring('voting', found(new VotingInbox(), new Jobs()))).not.toThrow();
  });

  it('names an event routed to the service that nothing handles', () => {
    class Half {
      @OnEvent(EVENTS.billSynthesized) async onBill() {}
    }
    expect(() => checkWiring('voting', found(new Half()))).toThrow(
      new WiringError(
        `The voting service's event and job handlers do not match the routing table:\n  - ${EVENTS.voterProfileChanged} is routed to inbox.voting but no @OnEvent handler applies it`,
      ),
    );
  });

  it('names both handlers of an event handled twice, and a job handled twice', () => {
    class Again {
      @OnEvent(EVENTS.billSynthesized) async alsoOnBill() {}
      @OnJob(VOTING_QUEUES.archetypeVotes, 'populate') async alsoPopulate() {}
    }
    expect(() => checkWiring('voting', found(new VotingInbox(), new Jobs(), new Again()))).toThrow(
      /event bill\.synthesized\.v1 has 2 handlers \(VotingInbox\.onBill, Again\.alsoOnBill\)[\s\S]*job voting\.archetype-votes\/populate has 2 handlers \(Jobs\.populate, Again\.alsoPopulate\)/,
    );
  });

  it('names a handler for an event never routed to the service, and an after-event with no event handler', () => {
    class Stray {
      @OnEvent(EVENTS.userBillModerationCompleted) async verdict() {}
      @AfterEvent(EVENTS.voteCast) async pushVote() {}
    }
    let message = '';
    try {
      checkWiring('voting', found(new VotingInbox(), new Stray()));
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain(`Stray.verdict handles ${EVENTS.userBillModerationCompleted}, which EVENT_ROUTES does not route to inbox.voting`);
    expect(message).toContain(`Stray.pushVote handles ${EVENTS.voteCast}, which EVENT_ROUTES does not route to inbox.voting`);
    expect(message).toContain(`Stray.pushVote follows ${EVENTS.voteCast}, which no @OnEvent handler applies`);
  });
});
