import 'reflect-metadata';
import { bootstrapService, runMain } from '@civic/service-kit';
import { notificationsConfig } from './config';

runMain(async () => {
  const config = notificationsConfig();
  // Imported after the config check so a bad env reports itself, not a module-load crash.
  const { AppModule } = await import('./app.module');
  await bootstrapService({ name: 'notifications', module: AppModule.forRoot(config), config });
});
