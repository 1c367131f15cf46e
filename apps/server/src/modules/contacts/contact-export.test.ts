import { Readable } from 'node:stream';
import { contactRoutes } from '@parley/contract';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { type ContactsApi, newContactsAccount, uniquePhone } from './contacts.test-helpers';

let t: TestApp;
let api: ContactsApi;
let vipGroupId: string;

beforeAll(async () => {
  t = await startTestApp();
  api = await newContactsAccount(t.app);
  vipGroupId = (await api.createGroup('VIP')).groupId;
  const otherGroupId = (await api.createGroup('Leads')).groupId;
  await api.createContact(
    {
      name: 'Ada Lovelace',
      phone: '+447700900123',
      email: 'ada@example.com',
      attributes: { City: 'London' },
    },
    [vipGroupId, otherGroupId],
  );
  const spammer = await api.createContact({
    name: '=HYPERLINK("http://evil.example","click")',
    phone: '+14155550123',
    attributes: { Plan: '@SUM(A1)' },
  });
  await api.block(spammer.contactId, true);
  const optedOut = await api.createContact({ name: 'José García', phone: '+34612345678' }, [vipGroupId]);
  await api.call('PATCH', `/api/v1/contacts/${optedOut.contactId}/opt-out`, { optedOut: true });
});
afterAll(async () => {
  await t?.close();
});

const download = (query: string) => api.call('GET', `${contactRoutes.export.path}?${query}`);

function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

async function readXlsx(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(body));
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(Array.from((row.values as unknown[]).slice(1), (value) => String(value ?? '')));
  });
  return rows;
}

describe('GET /api/v1/contacts/export', () => {
  it('writes every contact as CSV, formulas defused and numbers as they are', async () => {
    const response = await download('format=csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    expect(readCsv(response.body)).toEqual([
      ['Name', 'Phone', 'Email', 'City', 'Plan', 'Blocked', 'Opted out', 'Groups'],
      ['Ada Lovelace', '+447700900123', 'ada@example.com', 'London', '', 'No', 'No', 'Leads; VIP'],
      ['\'=HYPERLINK("http://evil.example","click")', '+14155550123', '', '', "'@SUM(A1)", 'Yes', 'No', ''],
      ['José García', '+34612345678', '', '', '', 'No', 'Yes', 'VIP'],
    ]);
  });

  it("writes a group's contacts as XLSX", async () => {
    const response = await download(`format=xlsx&groupId=${vipGroupId}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts.xlsx"');
    expect(await readXlsx(response.rawPayload)).toEqual([
      ['Name', 'Phone', 'Email', 'City', 'Blocked', 'Opted out', 'Groups'],
      ['Ada Lovelace', '+447700900123', 'ada@example.com', 'London', 'No', 'No', 'Leads; VIP'],
      ['José García', '+34612345678', '', '', 'No', 'Yes', 'VIP'],
    ]);
  });

  it('writes the contacts a search finds', async () => {
    const rows = readCsv((await download('searchTerm=garc')).body);
    expect(rows.map((row) => row[0])).toEqual(['Name', 'José García']);
  });

  it('writes each of many contacts once, however many were created together', async () => {
    const many = await newContactsAccount(t.app);
    const created = Array.from({ length: 2100 }, (_, index) => ({
      name: `Customer ${index}`,
      phone: uniquePhone(),
    }));
    for (let start = 0; start < created.length; start += 1000) {
      await many.createContacts(created.slice(start, start + 1000));
    }
    const response = await many.call('GET', `${contactRoutes.export.path}?format=xlsx`);
    const phones = (await readXlsx(response.rawPayload)).slice(1).map((row) => row[1]);

    expect(phones).toHaveLength(created.length);
    expect(new Set(phones)).toEqual(new Set(created.map((contact) => contact.phone)));
  });
});
