import { OpenDataController, PublicDistrictsController } from './public-districts.controller';
import { PublicDistrictData } from './public-district-data';

/** Public routes of the district page and the open data (ADR 0030), registered by AppModule. */
export const PUBLIC_DISTRICT_CONTROLLERS = [PublicDistrictsController, OpenDataController];
export const PUBLIC_DISTRICT_PROVIDERS = [PublicDistrictData];
export { publicDataRateLimits } from './rate-limits';
