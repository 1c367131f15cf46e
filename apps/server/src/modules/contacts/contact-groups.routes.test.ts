import {
  type ApiError,
  type ContactGroup,
  type ContactGroupList,
  type ContactList,
  contactGroupRoutes,
  contactRoutes,
  errorMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { type ContactsApi, contactNames, newContactsAccount, uniquePhone } from './contacts.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newAccount = () => newContactsAccount(t.app);

const groupPath = (groupId: string, suffix = '') =>
  `${contactGroupRoutes.get.path.replace(':groupId', groupId)}${suffix}`;
const members = (api: ContactsApi, groupId: string, query: Record<string, string | number> = {}) =>
  api.get<ContactList>(groupPath(groupId, '/contacts'), query);

describe('POST /api/v1/contact-groups', () => {
  it('creates a group', async () => {
    const api = await newAccount();
    const response = await api.call('POST', contactGroupRoutes.create.path, { groupName: 'Newsletter' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Contact Group added successfully',
      group: { groupName: 'Newsletter', contactCount: 0 },
    });
  });

  it('refuses a name the account already uses, whatever its case', async () => {
    const api = await newAccount();
    await api.createGroup('Newsletter');
    const response = await api.call('POST', contactGroupRoutes.create.path, { groupName: 'NEWSLETTER' });

    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'GROUP_NAME_TAKEN',
      details: [{ path: 'groupName', message: errorMessages.GROUP_NAME_TAKEN }],
    });
    expect((await (await newAccount()).createGroup('Newsletter')).groupName).toBe('Newsletter');
  });
});

describe('GET /api/v1/contact-groups', () => {
  it('lists the groups, newest first, with how many contacts each has, and searches their names', async () => {
    const api = await newAccount();
    const vip = await api.createGroup('VIP');
    const leads = await api.createGroup('Leads 2025');
    await api.createContacts(
      [
        { name: 'Ada', phone: uniquePhone() },
        { name: 'Grace', phone: uniquePhone() },
      ],
      [vip.groupId, leads.groupId],
    );
    await api.createContact({ name: 'Alan', phone: uniquePhone() }, [vip.groupId]);

    const groups = await api.get<ContactGroupList>(contactGroupRoutes.list.path);
    expect(groups.totalRecords).toBe(2);
    expect(groups.data.map((group) => [group.groupName, group.contactCount])).toEqual([
      ['Leads 2025', 2],
      ['VIP', 3],
    ]);
    const found = await api.get<ContactGroupList>(contactGroupRoutes.list.path, { searchTerm: 'lead' });
    expect(found.data.map((group) => group.groupName)).toEqual(['Leads 2025']);
    expect(await api.get<ContactGroup>(groupPath(vip.groupId))).toMatchObject({
      groupName: 'VIP',
      contactCount: 3,
    });
  });
});

describe('PUT /api/v1/contact-groups/:groupId', () => {
  it('renames a group, but not to the name of another', async () => {
    const api = await newAccount();
    const group = await api.createGroup('Leads');
    await api.createGroup('Customers');

    const renamed = await api.call('PUT', groupPath(group.groupId), { groupName: 'Warm leads' });
    expect(renamed.json()).toMatchObject({ groupId: group.groupId, groupName: 'Warm leads' });
    const clash = await api.call('PUT', groupPath(group.groupId), { groupName: 'customers' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ApiError>().code).toBe('GROUP_NAME_TAKEN');
  });
});

describe("a group's members", () => {
  it('are added once however often they are added, and taken out without being deleted', async () => {
    const api = await newAccount();
    const group = await api.createGroup('Leads');
    const [ada, grace] = await api.createContacts([
      { name: 'Ada', phone: uniquePhone() },
      { name: 'Grace', phone: uniquePhone() },
    ]);
    const ids = [ada?.contactId, grace?.contactId];

    const added = await api.call('POST', groupPath(group.groupId, '/contacts'), { contactId: ids });
    expect(added.json()).toMatchObject({ contactCount: 2 });
    const again = await api.call('POST', groupPath(group.groupId, '/contacts'), { contactId: ids });
    expect(again.json()).toMatchObject({ contactCount: 2 });
    expect(contactNames(await members(api, group.groupId, { sort: 'name', order: 'asc' }))).toEqual([
      'Ada',
      'Grace',
    ]);

    const removed = await api.call('DELETE', groupPath(group.groupId, '/contacts'), {
      contactId: [ada?.contactId],
    });
    expect(removed.json()).toMatchObject({ contactCount: 1 });
    expect(await members(api, group.groupId)).toMatchObject({ data: [{ name: 'Grace' }], totalRecords: 1 });
    expect((await api.get<ContactList>(contactRoutes.list.path)).totalRecords).toBe(2);
  });

  it('include blocked contacts, marked, and can be searched', async () => {
    const api = await newAccount();
    const group = await api.createGroup('Leads');
    const [ada] = await api.createContacts(
      [
        { name: 'Ada Lovelace', phone: uniquePhone() },
        { name: 'Grace Hopper', phone: uniquePhone() },
      ],
      [group.groupId],
    );
    await api.createContact({ name: 'Ada Outsider', phone: uniquePhone() });
    await api.block(ada?.contactId ?? '', true);

    expect(await members(api, group.groupId, { sort: 'name', order: 'asc' })).toMatchObject({
      data: [
        { name: 'Ada Lovelace', blocked: true },
        { name: 'Grace Hopper', blocked: false },
      ],
      totalRecords: 2,
    });
    expect(contactNames(await members(api, group.groupId, { searchTerm: 'ada' }))).toEqual(['Ada Lovelace']);
  });

  it("cannot take in another account's contact", async () => {
    const stranger = await (await newAccount()).createContact({ name: 'Theirs', phone: uniquePhone() });
    const api = await newAccount();
    const group = await api.createGroup('Leads');
    const mine = await api.createContact({ name: 'Mine', phone: uniquePhone() });
    const response = await api.call('POST', groupPath(group.groupId, '/contacts'), {
      contactId: [mine.contactId, stranger.contactId],
    });

    expect(response.statusCode).toBe(404);
    expect((await members(api, group.groupId)).totalRecords).toBe(0);
  });
});

describe('DELETE /api/v1/contact-groups', () => {
  it('deletes the groups and every contact in them, after saying how many would go', async () => {
    const api = await newAccount();
    const leads = await api.createGroup('Leads');
    const vip = await api.createGroup('VIP');
    const keep = await api.createGroup('Keep');
    await api.createContacts(
      [
        { name: 'Lead one', phone: uniquePhone() },
        { name: 'Lead two', phone: uniquePhone() },
      ],
      [leads.groupId],
    );
    // In two of the deleted groups and in a kept one: it goes, once.
    await api.createContact({ name: 'Everywhere', phone: uniquePhone() }, [
      leads.groupId,
      vip.groupId,
      keep.groupId,
    ]);
    await api.createContact({ name: 'Kept', phone: uniquePhone() }, [keep.groupId]);
    await api.createContact({ name: 'No group', phone: uniquePhone() });
    const groupId = [leads.groupId, vip.groupId];

    const preview = await api.call('POST', contactGroupRoutes.deletionPreview.path, { groupId });
    expect(preview.json()).toEqual({ groups: 2, contacts: 3 });

    const response = await api.call('DELETE', contactGroupRoutes.remove.path, { groupId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Group deleted successfully', deleted: 2 });
    const left = await api.get<ContactList>(contactRoutes.list.path, { sort: 'name', order: 'asc' });
    expect(contactNames(left)).toEqual(['Kept', 'No group']);
    expect(left.totalRecords).toBe(2);
    expect((await api.get<ContactGroupList>(contactGroupRoutes.list.path)).data).toMatchObject([
      { groupName: 'Keep', contactCount: 1 },
    ]);
  });

  it("deletes nothing when one of the groups is another account's", async () => {
    const stranger = await (await newAccount()).createGroup('Theirs');
    const api = await newAccount();
    const mine = await api.createGroup('Mine');
    await api.createContact({ name: 'Member', phone: uniquePhone() }, [mine.groupId]);
    const groupId = [mine.groupId, stranger.groupId];

    expect((await api.call('POST', contactGroupRoutes.deletionPreview.path, { groupId })).statusCode).toBe(
      404,
    );
    expect((await api.call('DELETE', contactGroupRoutes.remove.path, { groupId })).statusCode).toBe(404);
    expect((await api.get<ContactList>(contactRoutes.list.path)).totalRecords).toBe(1);
    expect((await api.get<ContactGroupList>(contactGroupRoutes.list.path)).totalRecords).toBe(1);
  });
});

describe("another account's group", () => {
  it('answers 404 on every call that names it', async () => {
    const owner = await newAccount();
    const group = await owner.createGroup('Leads');
    const member = await owner.createContact({ name: 'Ada', phone: uniquePhone() }, [group.groupId]);
    const stranger = await newAccount();
    const own = await stranger.createContact({ name: 'Mine', phone: uniquePhone() });
    const calls = [
      stranger.call('GET', groupPath(group.groupId)),
      stranger.call('PUT', groupPath(group.groupId), { groupName: 'Mine now' }),
      stranger.call('GET', groupPath(group.groupId, '/contacts')),
      stranger.call('POST', groupPath(group.groupId, '/contacts'), { contactId: [own.contactId] }),
      stranger.call('DELETE', groupPath(group.groupId, '/contacts'), { contactId: [member.contactId] }),
      stranger.call('GET', `${contactRoutes.export.path}?groupId=${group.groupId}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect(await owner.get<ContactGroup>(groupPath(group.groupId))).toMatchObject({
      groupName: 'Leads',
      contactCount: 1,
    });
  });
});
