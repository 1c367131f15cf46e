import { join } from 'node:path';
import { defineModule } from '../../shared/module';
import { conversationsOfContact, historyOfContacts } from '../inbox/inbox.service';
import { registerContactImportJobs } from './contact-imports.jobs';
import { contactImportsRoutes } from './contact-imports.routes';
import { createContactImportsService } from './contact-imports.service';
import { contactsRoutes } from './contacts.routes';
import { createContactsService } from './contacts.service';

/** Contacts, their groups and spreadsheet imports; the inbox reads contacts through `app.contacts`. */
export const contactsModule = defineModule({
  name: 'contacts',
  dependencies: ['auth'],
  services(app, { config, database, queue, log }) {
    app.decorate(
      'contacts',
      createContactsService({ db: database.db, conversationsOfContact, historyOfContacts }),
    );
    return createContactImportsService({
      db: database.db,
      queue,
      filesDir: join(config.dataDir, 'contact-imports'),
      log,
    });
  },
  async routes(app, contactImports, { database }) {
    await app.register(contactsRoutes, { db: database.db });
    await app.register(contactImportsRoutes, { contactImports });
  },
  workers(_app, contactImports, { queue, log }) {
    registerContactImportJobs(queue, contactImports).catch((error: unknown) =>
      log.error({ err: error }, 'the contact import worker could not start'),
    );
  },
});
