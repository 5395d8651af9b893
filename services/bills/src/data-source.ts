import { DataSource } from 'typeorm';
import { InboxEntity, OutboxEntity, serviceDataSourceOptions } from '@civic/service-kit';
import { CreateBills1764100000000 } from './migrations/1764100000000-CreateBills';
import { CreateUserBills1764300000000 } from './migrations/1764300000000-CreateUserBills';
import { CreateUserBillSupports1764700024100 } from './migrations/1764700024100-CreateUserBillSupports';
import { CreateRollCalls1764500000000 } from './migrations/1764500000000-CreateRollCalls';
import { UserBillReview1764800000000 } from './migrations/1764800000000-UserBillReview';
import { CreatePartnerCandidates1765000000000 } from './migrations/1765000000000-CreatePartnerCandidates';

export const BILLS_SCHEMA = 'bills';

export function billsDataSourceOptions(url: string, poolSize?: number) {
  return serviceDataSourceOptions({
    url,
    schema: BILLS_SCHEMA,
    entities: [OutboxEntity, InboxEntity],
    migrations: [CreateBills1764100000000, CreateUserBills1764300000000, CreateRollCalls1764500000000, CreateUserBillSupports1764700024100, UserBillReview1764800000000, CreatePartnerCandidates1765000000000],
    poolSize,
  });
}

export function billsDataSource(url: string, poolSize?: number): DataSource {
  return new DataSource(billsDataSourceOptions(url, poolSize));
}
