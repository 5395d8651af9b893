export * from './archetype-vote-jobs';
export * from './voting-inbox';
export * from './fanout-sweeper';
