import { join } from 'node:path';
import { jobNames } from '../../jobs/job-names';
import { defineModule } from '../../shared/module';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';
import { createProductImportFiles } from './product-import-files';

/** The Store: the catalog of each channel's business account, kept at the provider. */
export const catalogModule = defineModule({
  name: 'catalog',
  dependencies: ['channels', 'inbox'],
  services(app, { database, config }) {
    const importFiles = createProductImportFiles(join(config.dataDir, 'product-imports'));
    const catalog = createCatalogService({
      db: database.db,
      channels: app.channels,
      providers: app.channelProviders,
      inbox: app.inbox,
      importFiles,
    });
    app.decorate('catalog', catalog);
    return { catalog, importFiles };
  },
  async routes(app, { catalog }) {
    await app.register(catalogRoutes, { catalog });
  },
  workers(_app, { importFiles }, { queue, log }) {
    // Once an hour, one node removes what a process stopped mid-import left on disk.
    const sweep = async () => {
      await queue.schedule(jobNames.productImportSweep, '29 * * * *');
      await queue.work(jobNames.productImportSweep, () => importFiles.sweep());
    };
    sweep().catch((error: unknown) => log.error({ err: error }, 'the product import sweep could not start'));
  },
});
