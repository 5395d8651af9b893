// What the bills process registers for roll calls (ADR 0026).
export { RollCallsController } from './roll-calls.controller';
export { RollCallsQueries } from './roll-calls.queries';
export { RollCallsRepository } from './roll-calls.repository';
