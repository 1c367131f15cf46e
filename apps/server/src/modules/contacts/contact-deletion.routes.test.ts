import { type ContactDeletionPreview, type ContactDetails, contactRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InboxWorkspace, startInboxWorkspace } from '../inbox/inbox-workspace.test-helpers';

let w: InboxWorkspace;
let business: Awaited<ReturnType<typeof businessWithTeam>>;

beforeAll(async () => {
  w = await startInboxWorkspace();
  business = await businessWithTeam();
}, 60_000);

afterAll(() => w?.close());

const contactPath = (contactId: string) => contactRoutes.get.path.replace(':contactId', contactId);

/** A business with a manager and an agent beside its admin. */
async function businessWithTeam() {
  const { owner, channel } = await w.newBusiness();
  return {
    owner,
    channel,
    manager: await w.addTeammate(owner, 'manager', 'Mia'),
    agent: await w.addTeammate(owner, 'agent', 'Omar'),
  };
}

/** The contact of a customer who has written twice to the business. */
async function customerWhoWroteTwice(waId: string, { owner, channel } = business): Promise<string> {
  await w.customerWrites(channel, waId, 'Where is my order?');
  await w.customerWrites(channel, waId, 'It was due yesterday');
  return (await w.conversationOf(owner, channel, waId)).contact.contactId;
}

describe('POST /api/v1/contacts/deletion-preview', () => {
  it('counts the conversations and messages that deleting the contacts would delete with them', async () => {
    const { manager } = business;
    const contactId = await customerWhoWroteTwice('4915110000001');
    const preview = () =>
      manager.api.ok<ContactDeletionPreview>('POST', contactRoutes.deletionPreview.path, {
        contactId: [contactId],
      });
    // The second message may still be on its way in.
    await expect.poll(preview).toEqual({ contacts: 1, conversations: 1, messages: 2 });
  });

  it('answers 404 for a contact of another account', async () => {
    const theirs = await businessWithTeam();
    const theirContactId = await customerWhoWroteTwice('4915110000003', theirs);
    const response = await business.owner.api.call('POST', contactRoutes.deletionPreview.path, {
      contactId: [theirContactId],
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/contacts', () => {
  it("refuses an agent, and the contact keeps its conversation's history", async () => {
    const { agent, owner } = business;
    const contactId = await customerWhoWroteTwice('4915110000004');
    const refused = await agent.api.call('DELETE', contactRoutes.remove.path, { contactId: [contactId] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'MANAGERS_ONLY' });
    const preview = await agent.api.call('POST', contactRoutes.deletionPreview.path, {
      contactId: [contactId],
    });
    expect(preview.statusCode).toBe(403);

    const contact = await owner.api.ok<ContactDetails>('GET', contactPath(contactId));
    expect(contact.conversations).toHaveLength(1);
  });

  it('lets a manager delete the contact, its conversation going with it', async () => {
    const { manager, owner } = business;
    const contactId = await customerWhoWroteTwice('4915110000005');
    await manager.api.ok('DELETE', contactRoutes.remove.path, { contactId: [contactId] });
    expect((await owner.api.call('GET', contactPath(contactId))).statusCode).toBe(404);
  });
});
