import { type InboxWorkspace, startInboxWorkspace } from '../inbox/inbox-workspace.test-helpers';
import { startWebhookReceiver } from './webhook-receiver.test-helpers';

/**
 * Parley on the simulator with a business signed up, sending to a local receiver. The configuration
 * has no DATABASE_URL (the embedded rule, which takes plain HTTP to localhost), whether the database
 * is PGlite or TEST_DATABASE_URL's. The app's clock is the simulator's.
 */
export async function startReceivingWorkspace() {
  const w: InboxWorkspace = await startInboxWorkspace({ DATABASE_URL: undefined });
  const receiver = await startWebhookReceiver().catch(async (error: unknown) => {
    await w.close();
    throw error;
  });
  return {
    w,
    receiver,
    ...(await w.newBusiness()),
    async close() {
      await w.close();
      await receiver.close();
    },
  };
}
