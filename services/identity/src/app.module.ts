import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HealthModule } from '@civic/service-kit';
import { identityConfig } from './config';
import { identityDataSourceOptions } from './data-source';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

const config = identityConfig();

@Module({
  imports: [
    TypeOrmModule.forRoot(identityDataSourceOptions(config.databaseUrl)),
    TypeOrmModule.forFeature([UserEntity]),
    HealthModule.forChecks({ inject: [DataSource], useFactory: (ds: DataSource) => ({ postgres: () => ds.query('SELECT 1') }) }),
  ],
  controllers: [UsersController],
  providers: [UsersService],
})
export class AppModule {}
