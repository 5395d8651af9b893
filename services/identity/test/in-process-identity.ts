import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { OnboardingService } from '../src/onboarding.service';
import { UsersService } from '../src/users.service';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

export interface InProcessIdentity {
  app: INestApplicationContext;
  onboarding: OnboardingService;
  users: UsersService;
  ds: DataSource;
  /** Closes the app, drops its database and restores the environment it changed. */
  stop(): Promise<void>;
}

/**
 * Identity's real AppModule in this test process, on a database of its own (so the stack's is
 * never touched) and with `env` set for its start (undefined removes a variable). No RPC server
 * is started: suites call its services directly.
 */
export async function startIdentityInProcess(name: string, env: Record<string, string | undefined>): Promise<InProcessIdentity> {
  const scratch: ScratchDatabase = await createScratchDatabase(name);
  const saved = Object.fromEntries(['DATABASE_URL', 'IDENTITY_RPC_PORT', ...Object.keys(env)].map((k) => [k, process.env[k]]));
  const set = (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  set({ ...env, DATABASE_URL: scratch.url });
  process.env.IDENTITY_RPC_PORT ??= '1'; // required by the config; no RPC server is started here
  const { AppModule } = await import('../src/app.module');
  const { identityConfig } = await import('../src/config');
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(identityConfig()), { logger: false });
  await app.init();
  return {
    app,
    onboarding: app.get(OnboardingService),
    users: app.get(UsersService),
    ds: app.get(DataSource),
    stop: async () => {
      await app.close();
      await scratch.drop();
      set(saved);
    },
  };
}
