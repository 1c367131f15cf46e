import {
  type ApiError,
  type Contact,
  type ContactDetails,
  type ContactList,
  type ContactSettings,
  contactGroupRoutes,
  contactRoutes,
  contactSearchCountLimit,
  errorMessages,
  validationMessages,
} from '@parley/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { campaignAudienceCondition, isReachableByCampaigns, startsAutomations } from './contacts.service';
import { type ContactsApi, contactNames, newContactsAccount, uniquePhone } from './contacts.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const newAccount = () => newContactsAccount(t.app);

const contactPath = (contactId: string, suffix = '') =>
  `${contactRoutes.get.path.replace(':contactId', contactId)}${suffix}`;
const list = (api: ContactsApi, query: Record<string, string | number> = {}) =>
  api.get<ContactList>(contactRoutes.list.path, query);

describe('POST /api/v1/contacts', () => {
  it('adds a list of contacts with their numbers in E.164, email, attributes and groups', async () => {
    const api = await newAccount();
    const group = await api.createGroup('VIP');
    const response = await api.call('POST', contactRoutes.create.path, {
      contacts: [
        {
          name: 'Ada Lovelace',
          phone: '+44 7700 900123',
          email: 'ada@example.com',
          attributes: { City: 'London' },
        },
        { name: 'Grace Hopper', phone: '14155550123' },
      ],
      groupId: [group.groupId],
    });

    expect(response.statusCode).toBe(201);
    const answer = response.json<{ message: string; data: Contact[] }>();
    expect(answer.message).toBe('Contact added successfully');
    expect(answer.data).toMatchObject([
      {
        name: 'Ada Lovelace',
        phone: '+447700900123',
        email: 'ada@example.com',
        attributes: { City: 'London' },
        blocked: false,
        optedOut: false,
        groups: [{ groupId: group.groupId, groupName: 'VIP' }],
      },
      { name: 'Grace Hopper', phone: '+14155550123', email: null, attributes: {} },
    ]);
    expect((await list(api)).totalRecords).toBe(2);
  });

  it('refuses a number that is not a possible phone number, with the field that is wrong', async () => {
    const api = await newAccount();
    const response = await api.call('POST', contactRoutes.create.path, {
      contacts: [
        { name: 'Ada', phone: uniquePhone() },
        { name: 'Typo', phone: '+44 12' },
      ],
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'contacts.1.phone', message: validationMessages.phoneInvalid },
    ]);
    expect((await list(api)).totalRecords).toBe(0);
  });

  it('refuses the whole list when one number is already a contact of the account, naming it', async () => {
    const api = await newAccount();
    const existing = await api.createContact({ name: 'Ada', phone: uniquePhone() });
    const response = await api.call('POST', contactRoutes.create.path, {
      contacts: [
        { name: 'New', phone: uniquePhone() },
        { name: 'Ada again', phone: existing.phone },
      ],
    });

    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'CONTACT_PHONE_TAKEN',
      details: [{ path: 'contacts.1.phone', message: errorMessages.CONTACT_PHONE_TAKEN }],
    });
    expect(contactNames(await list(api))).toEqual(['Ada']);
  });

  it('refuses a number given twice in one list', async () => {
    const api = await newAccount();
    const phone = uniquePhone();
    const response = await api.call('POST', contactRoutes.create.path, {
      contacts: [
        { name: 'One', phone },
        { name: 'Two', phone: phone.replace('+1', '+1 ') },
      ],
    });

    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().details).toEqual([
      { path: 'contacts.1.phone', message: errorMessages.CONTACT_PHONE_TAKEN },
    ]);
  });

  it('lets two accounts have a contact with the same number', async () => {
    const phone = uniquePhone();
    await (await newAccount()).createContact({ name: 'Ada', phone });
    const other = await newAccount();
    expect((await other.createContact({ name: 'Ada', phone })).phone).toBe(phone);
  });

  it("answers 404 for another account's group and adds nothing", async () => {
    const stranger = await (await newAccount()).createGroup('Theirs');
    const api = await newAccount();
    const response = await api.call('POST', contactRoutes.create.path, {
      contacts: [{ name: 'Ada', phone: uniquePhone() }],
      groupId: [stranger.groupId],
    });

    expect(response.statusCode).toBe(404);
    expect((await list(api)).totalRecords).toBe(0);
  });
});

describe('GET /api/v1/contacts', () => {
  let api: ContactsApi;

  beforeAll(async () => {
    api = await newAccount();
    // One at a time, so each has its own creation time.
    for (const [name, phone] of [
      ['Ada Lovelace', '+447700900123'],
      ['Grace Hopper', '+14155550123'],
      ['Alan Turing', '+447700900456'],
      ['Adam Smith', '+4915112345678'],
      ['50%_off Shop', '+34612345678'],
    ] as const) {
      await api.createContact({ name, phone });
    }
  });

  it('lists the newest first, with the exact total', async () => {
    const page = await list(api, { records: 2 });
    expect(contactNames(page)).toEqual(['50%_off Shop', 'Adam Smith']);
    expect(page.totalRecords).toBe(5);
    expect(contactNames(await list(api, { records: 2, page: 3 }))).toEqual(['Ada Lovelace']);
  });

  it('sorts by name or phone, either way', async () => {
    expect(contactNames(await list(api, { sort: 'name', order: 'asc' }))).toEqual([
      '50%_off Shop',
      'Ada Lovelace',
      'Adam Smith',
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect((await list(api, { sort: 'phone', order: 'desc' })).data.map((contact) => contact.phone)).toEqual([
      '+4915112345678',
      '+447700900456',
      '+447700900123',
      '+34612345678',
      '+14155550123',
    ]);
  });

  it('keeps one order across pages for contacts created together', async () => {
    const twins = await newAccount();
    await twins.createContacts(
      Array.from({ length: 7 }, () => ({ name: 'Same Name', phone: uniquePhone() })),
    );
    for (const sort of ['createdAt', 'name'] as const) {
      const pages = await Promise.all([1, 2, 3].map((page) => list(twins, { sort, records: 3, page })));
      const ids = pages.flatMap((page) => page.data.map((contact) => contact.contactId));
      expect(new Set(ids).size).toBe(7);
    }
  });

  it('finds part of a name, whatever its case', async () => {
    expect(contactNames(await list(api, { searchTerm: 'LOVE' }))).toEqual(['Ada Lovelace']);
    expect(contactNames(await list(api, { searchTerm: 'smi' }))).toEqual(['Adam Smith']);
    expect(contactNames(await list(api, { searchTerm: 'ada' }))).toEqual(['Adam Smith', 'Ada Lovelace']);
    expect(contactNames(await list(api, { searchTerm: 'ring' }))).toEqual(['Alan Turing']);
  });

  it('finds part of a number written with +, spaces or dashes', async () => {
    expect(contactNames(await list(api, { searchTerm: '7700 900' }))).toEqual([
      'Alan Turing',
      'Ada Lovelace',
    ]);
    expect(contactNames(await list(api, { searchTerm: '+1 415-555' }))).toEqual(['Grace Hopper']);
    expect(contactNames(await list(api, { searchTerm: '5112' }))).toEqual(['Adam Smith']);
  });

  it('matches a one- or two-character term at the start of a word or of the number', async () => {
    expect(contactNames(await list(api, { searchTerm: 'tu' }))).toEqual(['Alan Turing']);
    expect(contactNames(await list(api, { searchTerm: 'aD' }))).toEqual(['Adam Smith', 'Ada Lovelace']);
    expect(contactNames(await list(api, { searchTerm: 'da' }))).toEqual([]);
    expect(contactNames(await list(api, { searchTerm: '+49' }))).toEqual(['Adam Smith']);
  });

  it('takes % and _ in a term literally', async () => {
    expect(contactNames(await list(api, { searchTerm: '%_o' }))).toEqual(['50%_off Shop']);
    expect(contactNames(await list(api, { searchTerm: 'a_a' }))).toEqual([]);
  });

  it('shows nothing of it to another account', async () => {
    const stranger = await newAccount();
    expect(await list(stranger)).toEqual({ data: [], totalRecords: 0 });
    expect((await list(stranger, { searchTerm: 'Lovelace' })).data).toEqual([]);
  });
});

describe('a search that matches more contacts than it counts', () => {
  let api: ContactsApi;
  let fewGroupId: string;
  let thousandGroupId: string;

  beforeAll(async () => {
    api = await newAccount();
    thousandGroupId = (await api.createGroup('First thousand')).groupId;
    fewGroupId = (await api.createGroup('Few')).groupId;
    const customers = Array.from({ length: contactSearchCountLimit + 5 }, (_, index) => ({
      name: `Customer ${index}`,
      phone: uniquePhone(),
    }));
    await api.createContacts(customers.slice(0, 1000), [thousandGroupId]);
    await api.createContacts(customers.slice(1000, 1003));
    await api.createContacts(customers.slice(1003), [fewGroupId]);
    await api.createContacts([
      { name: 'Biscuit Co', phone: uniquePhone() },
      { name: 'Other Person', phone: uniquePhone() },
    ]);
  });

  it('counts up to the limit, and pages the newest first', async () => {
    const page = await list(api, { searchTerm: 'customer', records: 5 });
    expect(page.totalRecords).toBe(contactSearchCountLimit);
    expect(new Set(contactNames(page))).toEqual(
      new Set(['Customer 1000', 'Customer 1001', 'Customer 1002', 'Customer 1003', 'Customer 1004']),
    );
    expect((await list(api, { records: 5 })).totalRecords).toBe(contactSearchCountLimit + 7);
  });

  it('finds what a narrower term finds, exactly counted', async () => {
    const page = await list(api, { searchTerm: 'customer 100', sort: 'name', order: 'asc' });
    expect(page).toMatchObject({ totalRecords: 6 });
    expect(contactNames(page)).toEqual([
      'Customer 100',
      'Customer 1000',
      'Customer 1001',
      'Customer 1002',
      'Customer 1003',
      'Customer 1004',
    ]);
  });

  it('matches a short term at the start of a word only', async () => {
    const page = await list(api, { searchTerm: 'cu', sort: 'name', order: 'asc', records: 3 });
    expect(contactNames(page)).toEqual(['Customer 0', 'Customer 1', 'Customer 10']);
    expect(page.totalRecords).toBe(contactSearchCountLimit);
  });

  it("counts a group's matches", async () => {
    const members = (groupId: string) =>
      api.get<ContactList>(contactGroupRoutes.members.path.replace(':groupId', groupId), {
        searchTerm: 'customer',
        sort: 'name',
        order: 'asc',
      });
    expect(await members(fewGroupId)).toMatchObject({
      data: [{ name: 'Customer 1003' }, { name: 'Customer 1004' }],
      totalRecords: 2,
    });
    const thousand = await members(thousandGroupId);
    expect(thousand.data).toHaveLength(20);
    expect(thousand.totalRecords).toBe(contactSearchCountLimit);
  });
});

describe('PUT /api/v1/contacts/:contactId', () => {
  it("replaces the contact's name, number, email and attributes", async () => {
    const api = await newAccount();
    const contact = await api.createContact({ name: 'Ada', phone: uniquePhone(), email: 'old@example.com' });
    const phone = uniquePhone();
    const response = await api.call('PUT', contactPath(contact.contactId), {
      name: 'Ada King',
      phone,
      email: '',
      attributes: { Tier: 'Gold' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Contact updated successfully',
      contact: {
        contactId: contact.contactId,
        name: 'Ada King',
        phone,
        email: null,
        attributes: { Tier: 'Gold' },
      },
    });
    expect(contactNames(await list(api, { searchTerm: 'King' }))).toEqual(['Ada King']);
  });

  it("refuses another contact's number", async () => {
    const api = await newAccount();
    const ada = await api.createContact({ name: 'Ada', phone: uniquePhone() });
    const grace = await api.createContact({ name: 'Grace', phone: uniquePhone() });
    const response = await api.call('PUT', contactPath(grace.contactId), { name: 'Grace', phone: ada.phone });

    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: 'CONTACT_PHONE_TAKEN',
      details: [{ path: 'phone', message: errorMessages.CONTACT_PHONE_TAKEN }],
    });
  });
});

describe('blocking', () => {
  it('moves a contact from the main list to the blocked list and back', async () => {
    const api = await newAccount();
    const ada = await api.createContact({ name: 'Ada', phone: uniquePhone() });
    await api.createContact({ name: 'Grace', phone: uniquePhone() });

    const blocked = await api.block(ada.contactId, true);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: 'Contact Blocked successfully',
      contact: { contactId: ada.contactId, blocked: true },
    });
    expect(await list(api)).toMatchObject({ data: [{ name: 'Grace' }], totalRecords: 1 });
    expect(await api.get<ContactList>(contactRoutes.blocked.path)).toMatchObject({
      data: [{ name: 'Ada', blocked: true }],
      totalRecords: 1,
    });
    expect((await list(api, { searchTerm: 'Ada' })).data).toEqual([]);

    const unblocked = await api.block(ada.contactId, false);
    expect(unblocked.json()).toMatchObject({
      message: 'Contact Un-Blocked successfully',
      contact: { blocked: false },
    });
    expect(await api.get<ContactList>(contactRoutes.blocked.path)).toEqual({ data: [], totalRecords: 0 });
    expect((await list(api)).totalRecords).toBe(2);
  });

  it('shows the blocked contacts 20 to a page, the most recently blocked first', async () => {
    const api = await newAccount();
    const created = await api.createContacts(
      Array.from({ length: 21 }, (_, index) => ({ name: `Spammer ${index}`, phone: uniquePhone() })),
    );
    for (const contact of created) await api.block(contact.contactId, true);

    const page = await api.get<ContactList>(contactRoutes.blocked.path);
    expect(page.data).toHaveLength(20);
    expect(page.totalRecords).toBe(21);
    expect(page.data[0]?.name).toBe('Spammer 20');
    expect((await api.get<ContactList>(contactRoutes.blocked.path, { page: 2 })).data).toHaveLength(1);
    expect((await list(api)).totalRecords).toBe(0);
  });
});

describe('GET /api/v1/contacts/:contactId', () => {
  it('shows the contact with its groups, blocked and opted-out times and conversations', async () => {
    const api = await newAccount();
    const group = await api.createGroup('Newsletter');
    const contact = await api.createContact({ name: 'Ada', phone: uniquePhone() }, [group.groupId]);
    await api.block(contact.contactId, true);
    const optedOut = await api.call('PATCH', contactPath(contact.contactId, '/opt-out'), { optedOut: true });
    expect(optedOut.json()).toMatchObject({ contact: { optedOut: true } });

    const details = await api.get<ContactDetails>(contactPath(contact.contactId));
    expect(details).toMatchObject({
      contactId: contact.contactId,
      blocked: true,
      optedOut: true,
      groups: [{ groupId: group.groupId, groupName: 'Newsletter' }],
      conversations: [],
    });
    expect(Date.parse(details.blockedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(details.optedOutAt).not.toBeNull();

    await api.call('PATCH', contactPath(contact.contactId, '/opt-out'), { optedOut: false });
    expect(await api.get<ContactDetails>(contactPath(contact.contactId))).toMatchObject({
      optedOut: false,
      optedOutAt: null,
    });
  });
});

describe('DELETE /api/v1/contacts', () => {
  it('deletes the listed contacts', async () => {
    const api = await newAccount();
    const [ada, grace] = await api.createContacts([
      { name: 'Ada', phone: uniquePhone() },
      { name: 'Grace', phone: uniquePhone() },
      { name: 'Alan', phone: uniquePhone() },
    ]);
    const response = await api.call('DELETE', contactRoutes.remove.path, {
      contactId: [ada?.contactId, grace?.contactId],
    });

    expect(response.json()).toEqual({ message: 'Contact deleted successfully', deleted: 2 });
    expect(await list(api)).toMatchObject({ data: [{ name: 'Alan' }], totalRecords: 1 });
  });

  it("deletes nothing when one of the ids is another account's", async () => {
    const stranger = await (await newAccount()).createContact({ name: 'Theirs', phone: uniquePhone() });
    const api = await newAccount();
    const mine = await api.createContact({ name: 'Mine', phone: uniquePhone() });
    const response = await api.call('DELETE', contactRoutes.remove.path, {
      contactId: [mine.contactId, stranger.contactId],
    });

    expect(response.statusCode).toBe(404);
    expect(contactNames(await list(api))).toEqual(['Mine']);
  });
});

describe('opt-out keyword settings', () => {
  it('start as STOP and UNSUBSCRIBE out, START in, and are kept per account without repeats', async () => {
    const api = await newAccount();
    expect(await api.get<ContactSettings>(contactRoutes.settings.path)).toEqual({
      optOutKeywords: ['STOP', 'UNSUBSCRIBE'],
      optInKeywords: ['START'],
    });
    const saved = await api.call('PUT', contactRoutes.updateSettings.path, {
      optOutKeywords: ['STOP', 'Baja', 'stop '],
      optInKeywords: ['ALTA'],
    });
    expect(saved.json()).toEqual({ optOutKeywords: ['STOP', 'Baja'], optInKeywords: ['ALTA'] });
    expect(await api.get<ContactSettings>(contactRoutes.settings.path)).toEqual(saved.json());
    expect(
      (await (await newAccount()).get<ContactSettings>(contactRoutes.settings.path)).optInKeywords,
    ).toEqual(['START']);
  });
});

describe('who campaigns and automations reach', () => {
  it('campaigns leave out blocked and opted-out contacts; automations only blocked ones', async () => {
    const api = await newAccount();
    const [reachable, blocked, optedOut] = await api.createContacts([
      { name: 'Reachable', phone: uniquePhone() },
      { name: 'Blocked', phone: uniquePhone() },
      { name: 'Opted out', phone: uniquePhone() },
    ]);
    await api.block(blocked?.contactId ?? '', true);
    await api.call('PATCH', contactPath(optedOut?.contactId ?? '', '/opt-out'), { optedOut: true });

    const [first] = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, reachable?.contactId ?? ''));
    const ofAccount = eq(contacts.accountId, first?.accountId ?? '');
    const audience = await t.database.db
      .select({ name: contacts.name })
      .from(contacts)
      .where(and(ofAccount, campaignAudienceCondition()));
    expect(audience).toEqual([{ name: 'Reachable' }]);

    const rows = await t.database.db.select().from(contacts).where(ofAccount).orderBy(contacts.name);
    expect(rows.map((row) => [row.name, isReachableByCampaigns(row), startsAutomations(row)])).toEqual([
      ['Blocked', false, false],
      ['Opted out', false, true],
      ['Reachable', true, true],
    ]);
  });
});

describe("another account's contact", () => {
  it('answers 404 on every call that names it', async () => {
    const owner = await newAccount();
    const { contactId } = await owner.createContact({ name: 'Ada', phone: uniquePhone() });
    const stranger = await newAccount();
    const calls = [
      stranger.call('GET', contactPath(contactId)),
      stranger.call('PUT', contactPath(contactId), { name: 'Mine now', phone: uniquePhone() }),
      stranger.call('PATCH', contactPath(contactId, '/block'), { blocked: true }),
      stranger.call('PATCH', contactPath(contactId, '/opt-out'), { optedOut: true }),
      stranger.call('DELETE', contactRoutes.remove.path, { contactId: [contactId] }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect(await owner.get<ContactDetails>(contactPath(contactId))).toMatchObject({
      name: 'Ada',
      blocked: false,
      optedOut: false,
    });
  });
});
