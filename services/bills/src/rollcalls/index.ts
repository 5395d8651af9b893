export * from './types';
export { billIdOf, easternToUtc, normalizePosition, rollCallId, sessionOf } from './common';
export { DELEGATE_AREAS, districtCode, parseDistrictCode, termAt } from './districts';
export { parseLegislatorsYaml } from './legislators';
export { parseRollCallDocument } from './parse';
export { RollCallsRepository, type SeatRow } from './roll-calls.repository';
export { houseVotesFromCongressApi, parseCongressApiHouseVote, type HouseVoteResult } from './congress-api-votes';
