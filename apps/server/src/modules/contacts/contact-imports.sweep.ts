import type { Database } from '../../db/client';
import type { ImportFiles } from './contact-imports.files';
import { deleteAbandonedUploads, heldFiles } from './contact-imports.repo';

/** How long an uploaded file may wait for its import to be started. */
export const abandonedUploadMs = 24 * 60 * 60 * 1000;

/**
 * Lets go of what imports leave on disk: uploads never started (file and import), the rows of
 * imports that went with their group, and uploads a stopped process was still receiving.
 */
export async function sweepContactImports(db: Database, files: ImportFiles, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - abandonedUploadMs);
  for (const name of await deleteAbandonedUploads(db, before)) await files.remove(name);
  const stale = await files.writtenBefore(before);
  const held = await heldFiles(db, stale);
  for (const name of stale) if (!held.has(name)) await files.remove(name);
}
