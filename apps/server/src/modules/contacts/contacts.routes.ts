import { contactRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { serve } from '../../shared/route';
import { conversationsOfContact, historyOfContacts } from '../inbox/inbox.service';
import { exportContacts } from './contact-export';
import { contactGroupsRoutes } from './contact-groups.routes';
import { createContactGroupsService } from './contact-groups.service';
import { createContactsService } from './contacts.service';
import { sendSpreadsheet } from './spreadsheet-download';

/** Contacts and their groups; the imports have routes of their own. */
export async function contactsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const contacts = createContactsService({ db, conversationsOfContact, historyOfContacts });
  serve(app, routes.list, ({ request, query }) => contacts.list(request.principal.accountId, query));
  serve(app, routes.create, ({ request, body }) => contacts.create(request.principal.accountId, body), {
    status: 201,
  });
  serve(app, routes.remove, ({ request, body }) =>
    contacts.remove(request.principal.accountId, body.contactId),
  );
  serve(app, routes.deletionPreview, ({ request, body }) =>
    contacts.deletionPreview(request.principal.accountId, body.contactId),
  );
  serve(app, routes.blocked, ({ request, query }) => contacts.blocked(request.principal.accountId, query));
  serve(app, routes.export, async ({ request, reply, query }) =>
    sendSpreadsheet(
      reply,
      query.format,
      `contacts.${query.format}`,
      await exportContacts(db, request.principal.accountId, query, request.log),
    ),
  );
  serve(app, routes.settings, ({ request }) => contacts.settings(request.principal.accountId));
  serve(app, routes.updateSettings, ({ request, body }) =>
    contacts.updateSettings(request.principal.accountId, body),
  );
  serve(app, routes.get, ({ request, params }) =>
    contacts.get(request.principal.accountId, params.contactId),
  );
  serve(app, routes.update, ({ request, params, body }) =>
    contacts.update(request.principal.accountId, params.contactId, body),
  );
  serve(app, routes.block, ({ request, params, body }) =>
    contacts.setBlocked(request.principal.accountId, params.contactId, body.blocked),
  );
  serve(app, routes.optOut, ({ request, params, body }) =>
    contacts.setOptedOut(request.principal.accountId, params.contactId, body.optedOut),
  );
  await app.register(contactGroupsRoutes, { contactGroups: createContactGroupsService(db) });
}
