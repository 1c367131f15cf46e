import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { startEmbeddedSimulator, wantsEmbeddedSimulator } from './providers/embedded-simulator';

async function main(): Promise<void> {
  const loaded = loadConfig();
  const embedded = wantsEmbeddedSimulator(loaded) ? await startEmbeddedSimulator(loaded) : undefined;
  const config = embedded?.config ?? loaded;
  const database = await openDatabase(config.database);
  const app = await buildApp(config, database);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await embedded?.simulator.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (embedded) {
    await embedded.connectWebhook(`http://127.0.0.1:${config.PORT}`);
    app.log.info(
      `WhatsApp simulator at ${embedded.simulator.url} (sandbox business ${config.whatsApp.sandbox?.businessAccountId})`,
    );
  }
  app.log.info(`Parley is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Parley failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
