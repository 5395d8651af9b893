import 'reflect-metadata';
import { bootstrapService, runMain } from '@civic/service-kit';
import { socialConfig } from './config';

runMain(async () => {
  const config = socialConfig();
  // Imported after the config check so a bad env reports itself, not a module-load crash.
  const { AppModule } = await import('./app.module');
  await bootstrapService({ name: 'social-graph', module: AppModule.forRoot(config), config });
});
