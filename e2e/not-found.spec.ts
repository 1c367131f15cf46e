import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, pageWithLook, type Showcase, seedShowcase } from './support/screens';
import { type Stack, startStack } from './support/stack';

let stack: Stack;
let showcase: Showcase;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  showcase = await seedShowcase(stack);
  page = await pageWithLook(stack, showcase, { mode: 'light', language: 'en', ...desktop });
});
afterAll(async () => {
  await stack?.stop();
});

/** An id that is not even an id, and a well-formed one the account has nothing under. */
const wrongIds = () => ['not-an-id', randomUUID()];

/** Opens `path` and answers the not-found state's heading, after checking it named no failure in a toast. */
async function notFoundAt(path: string): Promise<{ title: string; back: string }> {
  await page.goto(path);
  await page.getByTestId('not-found').waitFor();
  expect(await page.getByTestId('toast').count(), `${path} also toasted a failure`).toBe(0);
  return {
    title: (await page.getByTestId('not-found').getByRole('heading', { level: 1 }).textContent()) ?? '',
    back: (await page.getByTestId('not-found-back').getAttribute('href')) ?? '',
  };
}

describe('an address naming something the account does not have', () => {
  it('says a contact is not found, on its page and its edit page, with the way back to the contacts', async () => {
    for (const id of wrongIds()) {
      for (const path of [`/dashboard/contacts/${id}`, `/dashboard/contacts/${id}/edit`]) {
        expect(await notFoundAt(path)).toEqual({ title: 'Contact not found', back: '/dashboard/contacts' });
      }
    }
  });

  it('says a group is not found, with the way back to the groups', async () => {
    for (const id of wrongIds()) {
      expect(await notFoundAt(`/dashboard/contacts/groups/${id}`)).toEqual({
        title: 'Group not found',
        back: '/dashboard/contacts?tab=groups',
      });
    }
  });

  it('says a channel is not found on every page under it, with the way back to the channels', async () => {
    for (const id of wrongIds()) {
      for (const page of [
        '',
        '/templates',
        '/templates/create',
        '/quickreply',
        '/quickreply/create',
        '/orders',
      ]) {
        expect(await notFoundAt(`/dashboard/channels/${id}${page}`)).toEqual({
          title: 'Channel not found',
          back: '/dashboard/channels',
        });
      }
      expect(
        await notFoundAt(`/dashboard/channels/${id}/quickreply/edit?quickReplyId=${showcase.quickReplyId}`),
      ).toEqual({ title: 'Channel not found', back: '/dashboard/channels' });
    }
  });

  it('says a quick reply is not found, with the way back to the channel’s quick replies', async () => {
    const { channelId } = showcase;
    for (const id of wrongIds()) {
      expect(await notFoundAt(`/dashboard/channels/${channelId}/quickreply/edit?quickReplyId=${id}`)).toEqual(
        {
          title: 'Quick reply not found',
          back: `/dashboard/channels/${channelId}/quickreply`,
        },
      );
    }
  });

  it('says an order or its channel is not found at both of the orders’ addresses, with the way back', async () => {
    const { channelId } = showcase;
    for (const id of wrongIds()) {
      expect(await notFoundAt(`/dashboard/channels/${channelId}/orders/${id}`)).toEqual({
        title: 'Order not found',
        back: `/dashboard/channels/${channelId}/orders`,
      });
      expect(await notFoundAt(`/dashboard/orders/${channelId}/${id}`)).toEqual({
        title: 'Order not found',
        back: `/dashboard/orders/${channelId}`,
      });
      expect(await notFoundAt(`/dashboard/orders/${id}`)).toEqual({
        title: 'Channel not found',
        back: '/dashboard',
      });
    }
  });

  it('says a conversation could not be loaded, beside the channel’s conversations', async () => {
    for (const id of wrongIds()) {
      await page.goto(`/dashboard/chat?channelId=${showcase.channelId}&conversationId=${id}`);
      await page.getByTestId('thread-error').waitFor();
      await page.getByTestId('conversation-item').first().waitFor();
    }
  });

  it('takes the user back to the list from the not-found state', async () => {
    await notFoundAt('/dashboard/channels/not-a-channel');
    await page.getByTestId('not-found-back').click();
    await page.waitForURL('**/dashboard/channels');
    await page.getByTestId('channel-row').waitFor();
  });
});
