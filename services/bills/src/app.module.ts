import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthModule } from '@civic/service-kit';
import { billsConfig } from './config';
import { billsDataSourceOptions } from './data-source';
import { BillsController } from './bills.controller';
import { BillsQueries } from './bills.queries';
import { BillsEvents } from './bills.events';
import { BILLS_REPOSITORIES } from './repositories';

const config = billsConfig();

@Module({ providers: [BillsEvents], exports: [BillsEvents] })
export class BillsEventsModule {}

@Module({
  imports: [
    TypeOrmModule.forRoot(billsDataSourceOptions(config.databaseUrl)),
    BillsEventsModule,
    HealthModule.forChecks({
      imports: [BillsEventsModule],
      inject: [DataSource, BillsEvents],
      useFactory: (ds: DataSource, events: BillsEvents) => ({
        postgres: () => ds.query('SELECT 1'),
        redis: () => events.redis.ping(),
      }),
    }),
  ],
  controllers: [BillsController],
  providers: [BillsQueries, ...BILLS_REPOSITORIES],
})
export class AppModule {}
