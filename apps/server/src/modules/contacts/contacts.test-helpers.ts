import {
  type Contact,
  type ContactGroup,
  type ContactInput,
  type ContactList,
  contactGroupRoutes,
  contactRoutes,
} from '@parley/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, signUp } from '../../test/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The contact and group calls of one signed-in user, through HTTP. */
export function contactsApi(app: FastifyInstance, token: string) {
  const call = (method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json<T>();
  };

  return {
    call,
    async createContacts(contacts: ContactInput[], groupId: string[] = []): Promise<Contact[]> {
      const answer = await ok<{ data: Contact[] }>(
        call('POST', contactRoutes.create.path, { contacts, groupId }),
        201,
      );
      return answer.data;
    },
    async createContact(contact: ContactInput, groupId: string[] = []): Promise<Contact> {
      const [created] = await this.createContacts([contact], groupId);
      if (!created) throw new Error('no contact was created');
      return created;
    },
    async createGroup(groupName: string): Promise<ContactGroup> {
      return (
        await ok<{ group: ContactGroup }>(call('POST', contactGroupRoutes.create.path, { groupName }), 201)
      ).group;
    },
    /** GET on `path` with a query; answers the parsed body after checking the status. */
    get: <T>(path: string, query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, `${value}`]),
      );
      return ok<T>(call('GET', `${path}?${search}`));
    },
    block: (contactId: string, blocked: boolean) =>
      call('PATCH', contactRoutes.block.path.replace(':contactId', contactId), { blocked }),
  };
}

export type ContactsApi = ReturnType<typeof contactsApi>;

/** A new business, signed up, with its own contacts. */
export async function newContactsAccount(app: FastifyInstance): Promise<ContactsApi> {
  return contactsApi(app, (await signUp(app)).accessToken);
}

/** A page's contact names, in its order. */
export const contactNames = (page: ContactList) => page.data.map((contact) => contact.name);

let lastNumber = 0;

/** A US number no other test of this run uses (possible, as WhatsApp test numbers are). */
export function uniquePhone(): string {
  lastNumber += 1;
  return `+1415${String(lastNumber).padStart(7, '0')}`;
}
