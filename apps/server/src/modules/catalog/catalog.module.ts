import { join } from 'node:path';
import { defineModule } from '../../shared/module';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';
import { createProductImportFiles } from './product-import-files';

/** The Store: the catalog of each channel's business account, kept at the provider. */
export const catalogModule = defineModule({
  name: 'catalog',
  dependencies: ['channels', 'inbox'],
  services(app, { database, config }) {
    const catalog = createCatalogService({
      db: database.db,
      channels: app.channels,
      providers: app.channelProviders,
      inbox: app.inbox,
      importFiles: createProductImportFiles(join(config.dataDir, 'product-imports')),
    });
    app.decorate('catalog', catalog);
    return catalog;
  },
  async routes(app, catalog) {
    await app.register(catalogRoutes, { catalog });
  },
});
