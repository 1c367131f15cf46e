import { ConfigError, checkRolesFitDatabase, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { startEmbeddedSimulator, wantsEmbeddedSimulator } from './providers/embedded-simulator';

async function main(): Promise<void> {
  const loaded = loadConfig();
  checkRolesFitDatabase(loaded);
  const embedded = wantsEmbeddedSimulator(loaded) ? await startEmbeddedSimulator(loaded) : undefined;
  const config = embedded?.config ?? loaded;
  // The embedded database starts (WebAssembly) while the application's modules load.
  const [database, { buildApp }] = await Promise.all([openDatabase(config.database), import('./app')]);
  // The embedded simulator's time can be moved on (POST /_sim/clock); Parley's windows follow it.
  const simulator = embedded?.simulator;
  const app = await buildApp(config, database, simulator && { clock: () => new Date(simulator.now()) });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A connection that never goes idle must not keep the process (and the data directory) forever.
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; stopping now');
      process.exit(1);
    }, 10_000).unref();
    await app.close();
    await embedded?.simulator.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (embedded) {
    // Without it the simulator's customers cannot reach Parley, but everything else still works.
    await embedded
      .connectWebhook(`http://127.0.0.1:${config.PORT}`)
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'the WhatsApp simulator could not deliver webhooks to Parley'),
      );
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
