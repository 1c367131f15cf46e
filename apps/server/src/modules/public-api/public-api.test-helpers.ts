import { apiKeyRoutes, type CreatedApiKey, templateRoutes } from '@parley/contract';
import { newCustomer, startInboxWorkspace } from '../inbox/inbox-workspace.test-helpers';
import { conversationWithCustomer } from '../inbox/sending/sending.test-helpers';

/**
 * A business on the simulator's number with its templates read and an API key: what a developer
 * has once an admin set Parley up for the public API.
 */
export async function startPublicApiWorkspace(keyName = 'Shop') {
  const w = await startInboxWorkspace();
  const { owner, channel } = await w.newBusiness();
  await owner.api.ok('POST', templateRoutes.refresh.path.replace(':channelId', channel.channelId));
  const { apiKey, apiKeyId } = await owner.api.ok<CreatedApiKey>(
    'POST',
    apiKeyRoutes.create.path,
    { name: keyName },
    201,
  );
  return {
    w,
    owner,
    channel,
    apiKey,
    apiKeyId,
    /** A new customer who wrote to the channel, so their window is open. */
    async customerWhoWrote(): Promise<string> {
      const waId = newCustomer();
      await w.customerWrites(channel, waId, 'Hello');
      await conversationWithCustomer(owner, channel, waId);
      return waId;
    },
  };
}

export type PublicApiWorkspace = Awaited<ReturnType<typeof startPublicApiWorkspace>>;
