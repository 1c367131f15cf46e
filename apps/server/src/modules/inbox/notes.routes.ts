import { ok, inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { createNotesService, type NotesDependencies } from './notes.service';

export async function notesRoutes(app: FastifyInstance, dependencies: NotesDependencies) {
  const notes = createNotesService(dependencies);
  serve(app, routes.listNotes, ({ request, query }) => notes.list(request.principal, query.conversationId));
  serve(
    app,
    routes.createNote,
    ({ request, body }) => notes.create(request.principal, body.conversationId, body.note),
    { status: 201 },
  );
  serve(app, routes.updateNote, ({ request, params, body }) =>
    notes.update(request.principal, params.conversationNoteId, body.note),
  );
  serve(app, routes.deleteNote, async ({ request, params }) => {
    await notes.remove(request.principal, params.conversationNoteId);
    return ok;
  });
}
