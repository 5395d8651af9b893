import 'reflect-metadata';
import { bootstrapService, runMain } from '@civic/service-kit';
import { discussionsConfig } from './config';

runMain(async () => {
  const config = discussionsConfig();
  // Imported after the config check so a bad env reports itself, not a module-load crash.
  const { AppModule } = await import('./app.module');
  await bootstrapService({ name: 'discussions', module: AppModule.forRoot(config), config });
});
