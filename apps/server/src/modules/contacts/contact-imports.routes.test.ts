import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ColumnTarget,
  type ContactGroup,
  type ContactImport,
  type ContactList,
  contactGroupRoutes,
  contactImportRoutes,
  contactRoutes,
  errorMessages,
  type ImportRejectionList,
} from '@parley/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactImports } from '../../db/schema/index';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';
import { type FormFile, pdf, png, postForm } from '../media/media.test-files';
import { createImportFiles } from './contact-imports.files';
import { abandonedUploadMs, sweepContactImports } from './contact-imports.sweep';
import {
  bigXlsx,
  csvOf,
  xlsxOf,
  xlsxType,
  xlsxWithSharedStrings,
  zipOf,
  zipParts,
} from './contact-imports.test-files';
import { type ContactsApi, contactsApi } from './contacts.test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Business {
  token: string;
  groupId: string;
  api: ContactsApi;
}

/** A new business with one contact group. */
async function business(): Promise<Business> {
  const { accessToken } = await signUp(t.app);
  const api = contactsApi(t.app, accessToken);
  const { groupId } = await api.createGroup('Customers');
  return { token: accessToken, groupId, api };
}

const path = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

const csv = (text: string, name = 'contacts.csv', encoding?: Parameters<typeof csvOf>[1]): FormFile => ({
  bytes: csvOf(text, encoding),
  type: 'text/csv',
  name,
});
const xlsx = (bytes: Buffer, name = 'contacts.xlsx'): FormFile => ({ bytes, type: xlsxType, name });

const upload = (b: Business, file: FormFile, groupId = b.groupId) =>
  postForm(t.app, path(contactGroupRoutes.upload.path, { groupId }), b.token, { file });

async function uploaded(b: Business, file: FormFile): Promise<ContactImport> {
  const response = await upload(b, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContactImport>();
}

const start = (b: Business, importId: string, mapping: ColumnTarget[]) =>
  t.app.inject({
    method: 'POST',
    url: path(contactImportRoutes.start.path, { importId }),
    headers: bearer(b.token),
    payload: { mapping },
  });

const getImport = (b: Business, importId: string) =>
  t.app.inject({
    method: 'GET',
    url: path(contactImportRoutes.get.path, { importId }),
    headers: bearer(b.token),
  });

/** Polls the import as the progress bar does, until it has finished. */
async function finished(b: Business, importId: string, timeoutMs = 20_000): Promise<ContactImport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = (await getImport(b, importId)).json<ContactImport>();
    if (current.status === 'completed' || current.status === 'failed') return current;
    if (Date.now() > deadline) throw new Error(`import still ${current.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads, starts with the suggested mapping, and waits for the end. */
async function imported(b: Business, file: FormFile, timeoutMs?: number): Promise<ContactImport> {
  const { importId, mapping } = await uploaded(b, file);
  const started = await start(b, importId, mapping);
  expect(started.statusCode, started.body).toBe(200);
  return finished(b, importId, timeoutMs);
}

/** The group's contacts, by phone, as its page lists them. */
async function groupContacts(b: Business) {
  const members = await b.api.get<ContactList>(
    path(contactGroupRoutes.members.path, { groupId: b.groupId }),
    {
      sort: 'phone',
      order: 'asc',
      records: 100,
    },
  );
  return members.data.map(({ phone, name, email, attributes }) => ({ phone, name, email, attributes }));
}

const rejections = async (b: Business, importId: string, query = '') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${path(contactImportRoutes.rejections.path, { importId })}${query}`,
      headers: bearer(b.token),
    })
  ).json<ImportRejectionList>();

const waitingFiles = () => readdir(join(t.dataDir, 'contact-imports')).catch(() => []);

describe('POST /api/v1/contact-groups/:groupId/imports', () => {
  it('reads the header and the first five rows of a CSV file and suggests where each column goes', async () => {
    const b = await business();
    const rows = Array.from(
      { length: 7 },
      (_, row) => `Customer ${row};+44 7700 90012${row};c${row}@example.com;Leeds;Gold;x`,
    );
    const answer = await uploaded(
      b,
      csv(['Full name;Mobile;E-mail;City;Plan;Notes (internal)', ...rows].join('\r\n'), 'April list.csv'),
    );

    expect(answer).toMatchObject({
      groupId: b.groupId,
      fileName: 'April list.csv',
      status: 'uploaded',
      columns: ['Full name', 'Mobile', 'E-mail', 'City', 'Plan', 'Notes (internal)'],
      totalRows: 7,
      processedRows: 0,
    });
    expect(answer.preview).toHaveLength(5);
    expect(answer.preview[0]).toEqual([
      'Customer 0',
      '+44 7700 900120',
      'c0@example.com',
      'Leeds',
      'Gold',
      'x',
    ]);
    expect(answer.mapping).toEqual([
      { field: 'name' },
      { field: 'phone' },
      { field: 'email' },
      { field: 'attribute', key: 'City' },
      { field: 'attribute', key: 'Plan' },
      { field: 'ignore' },
    ]);
  });

  it('recognises column names in the languages Parley speaks', async () => {
    const b = await business();
    const header = [
      'Nombre',
      'Teléfono',
      'Correo electrónico',
      'Vorname',
      'Handynummer',
      'رقم الهاتف',
      'ईमेल',
    ];
    const answer = await uploaded(b, xlsx(await xlsxOf([header, ['Ana', '34612345678', 'a@example.com']])));
    expect(answer.mapping).toEqual([
      { field: 'name' },
      { field: 'phone' },
      { field: 'email' },
      { field: 'name' },
      { field: 'attribute', key: 'Handynummer' },
      { field: 'ignore' },
      { field: 'ignore' },
    ]);
  });

  it('knows an XLSX file by its bytes, whatever it is called', async () => {
    const b = await business();
    const answer = await uploaded(
      b,
      xlsx(
        await xlsxOf([
          ['Name', 'Phone'],
          ['Ada', '+447700900123'],
        ]),
        'export.csv',
      ),
    );
    expect(answer.columns).toEqual(['Name', 'Phone']);
    expect(answer.preview).toEqual([['Ada', '+447700900123']]);
  });

  it('refuses a file that is not a spreadsheet, whatever it is called', async () => {
    const b = await business();
    for (const file of [
      { bytes: png, type: 'image/png', name: 'contacts.png' },
      { bytes: pdf, type: 'text/csv', name: 'contacts.csv' },
      {
        bytes: Buffer.from([0, 1, 2, 3, 0, 0, 0, 255, 254, 0, 7, 8]),
        type: 'text/csv',
        name: 'contacts.csv',
      },
    ]) {
      const response = await upload(b, file);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'SPREADSHEET_REQUIRED',
        message: errorMessages.SPREADSHEET_REQUIRED,
      });
    }
    expect(await readdir(join(t.dataDir, 'contact-imports', 'incoming'))).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const b = await business();
    const response = await upload(b, csv(''));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_EMPTY', message: errorMessages.FILE_EMPTY });
  });

  it('refuses a file with a header and no contacts under it', async () => {
    const b = await business();
    for (const file of [csv('Name,Phone\r\n\r\n,\r\n'), xlsx(await xlsxOf([['Name', 'Phone']]))]) {
      const response = await upload(b, file);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'SPREADSHEET_NO_ROWS',
        message: errorMessages.SPREADSHEET_NO_ROWS,
      });
    }
  });

  it('refuses a damaged XLSX file as unreadable', async () => {
    const b = await business();
    const whole = await xlsxOf([
      ['Name', 'Phone'],
      ['Ada', '+447700900123'],
    ]);
    const damaged = Buffer.concat([whole.subarray(0, 600), Buffer.alloc(400, 7)]);
    const response = await upload(b, xlsx(damaged));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SPREADSHEET_UNREADABLE' });
  });

  it('reads a workbook the same whatever order its parts are stored in', async () => {
    const b = await business();
    const parts = await zipParts(
      await xlsxOf([
        ['Name', 'Phone', 'Joined'],
        [
          { richText: [{ text: 'Ada ' }, { text: 'Lovelace', font: { bold: true } }] },
          447700900001,
          new Date('2024-03-05'),
        ],
      ]),
    );
    const byName = (name: string) => parts.filter((part) => part.name === name);
    const others = parts.filter(
      (part) => !['xl/workbook.xml', 'xl/worksheets/sheet1.xml'].includes(part.name),
    );
    for (const order of [
      parts,
      [...parts].reverse(),
      // The sheet after the strings and relationships it needs, but before the workbook naming it.
      [...others, ...byName('xl/worksheets/sheet1.xml'), ...byName('xl/workbook.xml')],
    ]) {
      const answer = await uploaded(b, xlsx(zipOf(order)));
      expect(answer.columns).toEqual(['Name', 'Phone', 'Joined']);
      expect(answer.preview).toEqual([['Ada Lovelace', '447700900001', '2024-03-05']]);
    }
  });

  it('refuses an XLSX file that unpacks to hundreds of MiB, answering other requests meanwhile', async () => {
    const b = await business();
    const MiB = 1024 * 1024;
    for (const [bomb, code] of [
      // 400 MiB of shared strings, a few hundred kB once zipped.
      [
        xlsxWithSharedStrings({ repeat: { text: '<si><t>a</t></si>', times: (400 * MiB) / 16 } }),
        'SPREADSHEET_TOO_LARGE',
      ],
      // One shared string of 400 MiB.
      [
        xlsxWithSharedStrings({
          before: '<si><t>',
          repeat: { text: 'a', times: 400 * MiB },
          after: '</t></si>',
        }),
        'SPREADSHEET_CELL_TOO_LONG',
      ],
    ] as const) {
      expect(bomb.length).toBeLessThan(2 * MiB);
      let importing = true;
      const answered: number[] = [];
      const meanwhile = (async () => {
        while (importing) {
          const other = await t.app.inject({
            method: 'GET',
            url: contactGroupRoutes.list.path,
            headers: bearer(b.token),
          });
          answered.push(other.statusCode);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const response = await upload(b, xlsx(bomb));
      importing = false;
      await meanwhile;
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code, message: errorMessages[code] });
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.every((status) => status === 200)).toBe(true);
    }
    expect(await readdir(join(t.dataDir, 'contact-imports', 'incoming'))).toEqual([]);
  });

  it('refuses a cell longer than a spreadsheet cell holds, in XLSX and CSV alike', async () => {
    const b = await business();
    const longest = 'a'.repeat(32_767);
    const accepted = await uploaded(b, csv(`Name,Phone\r\n${longest},+447700900123\r\n`));
    expect(accepted.preview).toEqual([[longest, '+447700900123']]);
    for (const file of [
      csv(`Name,Phone\r\n${longest}a,+447700900123\r\n`),
      csv(`Name,Phone\r\n"${'a\r\n'.repeat(11_000)}",+447700900123\r\n`),
      xlsx(
        await xlsxOf([
          ['Name', 'Phone'],
          [`${longest}a`, '+447700900123'],
        ]),
      ),
    ]) {
      const response = await upload(b, file);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'SPREADSHEET_CELL_TOO_LONG',
        message: errorMessages.SPREADSHEET_CELL_TOO_LONG,
      });
    }
  });

  it('refuses at once a CSV row that does not end, rather than reading it again with each chunk', async () => {
    const b = await business();
    const endless = 'a'.repeat(1024 * 1024);
    for (const text of [
      `Name,Phone\n${endless},1\n`,
      `Name,Phone\n"${endless.replace(/a{64}/g, '$&\n')}",1\n`,
    ]) {
      const response = await upload(b, csv(text));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'SPREADSHEET_TOO_LARGE' });
    }
  });

  it('asks for a file when the form has none', async () => {
    const b = await business();
    const response = await postForm(
      t.app,
      path(contactGroupRoutes.upload.path, { groupId: b.groupId }),
      b.token,
      {
        note: 'no file',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_REQUIRED' });
  });

  it("answers 404 for another account's group", async () => {
    const owner = await business();
    const other = await business();
    const response = await upload(other, csv('Phone\n+447700900123'), owner.groupId);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/v1/contacts/sample-file', () => {
  for (const format of ['xlsx', 'csv'] as const) {
    it(`gives a ${format.toUpperCase()} sample that imports cleanly as it is`, async () => {
      const b = await business();
      const sample = await t.app.inject({
        method: 'GET',
        url: `${contactRoutes.sampleFile.path}?format=${format}`,
        headers: bearer(b.token),
      });
      expect(sample.statusCode).toBe(200);
      expect(sample.headers['content-disposition']).toBe(`attachment; filename="contacts-sample.${format}"`);

      const done = await imported(b, {
        bytes: sample.rawPayload,
        type: '',
        name: `contacts-sample.${format}`,
      });

      expect(done).toMatchObject({ status: 'completed', totalRows: 3, processedRows: 3, createdContacts: 3 });
      expect(done.rejectedRows).toBe(0);
      expect(await groupContacts(b)).toEqual([
        {
          phone: '+34612345678',
          name: 'José García',
          email: 'jose@example.com',
          attributes: { City: 'Madrid', Plan: 'Silver' },
        },
        {
          phone: '+447700900123',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          attributes: { City: 'London', Plan: 'Gold' },
        },
        {
          phone: '+919876543210',
          name: 'Priya Sharma',
          email: 'priya@example.com',
          attributes: { City: 'Mumbai', Plan: 'Gold' },
        },
      ]);
      expect(await waitingFiles()).not.toContain(`${done.importId}.ndjson`);
    });
  }
});

describe('POST /api/v1/contact-imports/:importId/start', () => {
  it('keeps every valid row when some are bad, and lists each bad row with its number and reason', async () => {
    const b = await business();
    const file = [
      'Name,Phone,Email',
      'Ada,+447700900001,ada@example.com',
      'No phone,,nophone@example.com',
      'Bad phone,+12,bad@example.com',
      '',
      'Bad email,+447700900002,not-an-email',
      `${'Long'.repeat(40)},+447700900003,`,
      'Grace,447700900004,',
    ].join('\n');

    const done = await imported(b, csv(file));

    expect(done).toMatchObject({
      status: 'completed',
      totalRows: 6,
      processedRows: 6,
      createdContacts: 2,
      mergedContacts: 0,
      rejectedRows: 4,
      failure: null,
    });
    expect((await groupContacts(b)).map((contact) => contact.name)).toEqual(['Ada', 'Grace']);
    expect(await rejections(b, done.importId)).toEqual({
      totalRecords: 4,
      data: [
        { rowNumber: 3, reason: 'phoneMissing', values: ['No phone', '', 'nophone@example.com'] },
        { rowNumber: 4, reason: 'phoneInvalid', values: ['Bad phone', '+12', 'bad@example.com'] },
        { rowNumber: 6, reason: 'emailInvalid', values: ['Bad email', '+447700900002', 'not-an-email'] },
        { rowNumber: 7, reason: 'valueTooLong', values: ['Long'.repeat(40), '+447700900003'] },
      ],
    });
    expect(
      (await rejections(b, done.importId, '?page=2&records=3')).data.map((row) => row.rowNumber),
    ).toEqual([7]);

    const download = await t.app.inject({
      method: 'GET',
      url: path(contactImportRoutes.rejectionsFile.path, { importId: done.importId }),
      headers: bearer(b.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Row,Reason,Name,Phone,Email',
      '3,The phone number is missing,No phone,,nophone@example.com',
      '4,The phone number is not valid,Bad phone,+12,bad@example.com',
      '6,The email address is not valid,Bad email,+447700900002,not-an-email',
      `7,A value is too long,${'Long'.repeat(40)},+447700900003`,
      '',
    ]);
  });

  it('merges rows for a phone the file repeats or the account already has, instead of doubling them', async () => {
    const b = await business();
    const first = await imported(
      b,
      csv('Name,Phone,Tier\nAda,+447700900001,Gold\nGrace,+447700900002,Silver'),
    );
    expect(first).toMatchObject({ createdContacts: 2, mergedContacts: 0 });

    const second = await imported(
      b,
      csv(
        [
          'Phone,Name,Email,Tier,City',
          '447700900001,,ada@example.com,,London',
          '+44 7700 900003,Alan,,Bronze,',
          '0044 7700 900003,Alan Turing,alan@example.com,,Wilmslow',
        ].join('\n'),
      ),
    );

    expect(second).toMatchObject({
      status: 'completed',
      createdContacts: 1,
      mergedContacts: 2,
      rejectedRows: 0,
    });
    expect(await groupContacts(b)).toEqual([
      {
        phone: '+447700900001',
        name: 'Ada',
        email: 'ada@example.com',
        attributes: { Tier: 'Gold', City: 'London' },
      },
      { phone: '+447700900002', name: 'Grace', email: null, attributes: { Tier: 'Silver' } },
      {
        phone: '+447700900003',
        name: 'Alan Turing',
        email: 'alan@example.com',
        attributes: { Tier: 'Bronze', City: 'Wilmslow' },
      },
    ]);
  });

  it('reads what an XLSX cell shows: formula results, numbers typed as phones, rich text and dates', async () => {
    const b = await business();
    const file = await xlsxOf([
      ['Name', 'Phone', 'Joined', 'Score'],
      [
        { richText: [{ text: 'Ada ' }, { text: 'Lovelace', font: { bold: true } }] },
        447700900001,
        new Date('2024-03-05'),
        12.5,
      ],
      [
        { formula: 'UPPER("grace")', result: 'GRACE' },
        { formula: '"+44"&"7700900002"', result: '+447700900002' },
        '',
        { formula: '1+1', result: 2 },
      ],
    ]);

    const done = await imported(b, xlsx(file));

    expect(done).toMatchObject({ status: 'completed', createdContacts: 2, rejectedRows: 0 });
    expect(await groupContacts(b)).toEqual([
      {
        phone: '+447700900001',
        name: 'Ada Lovelace',
        email: null,
        attributes: { Joined: '2024-03-05', Score: '12.5' },
      },
      { phone: '+447700900002', name: 'GRACE', email: null, attributes: { Score: '2' } },
    ]);
  });

  it('reads accented names from CSV files saved as Windows-1252, UTF-16 or UTF-8 with a byte-order mark', async () => {
    const text =
      'Name;Phone;Note\r\nJosé Müller;+34612345678;“10 €”\r\nFrançois Œuvre;+33612345678;l’été\r\n';
    for (const encoding of ['windows-1252', 'utf-16le', 'utf-16be', 'utf-8-bom'] as const) {
      const b = await business();
      const done = await imported(b, csv(text, 'contacts.csv', encoding));
      expect(done, encoding).toMatchObject({ status: 'completed', createdContacts: 2, rejectedRows: 0 });
      expect(done.columns, encoding).toEqual(['Name', 'Phone', 'Note']);
      expect(await groupContacts(b), encoding).toEqual([
        { phone: '+33612345678', name: 'François Œuvre', email: null, attributes: { Note: 'l’été' } },
        { phone: '+34612345678', name: 'José Müller', email: null, attributes: { Note: '“10 €”' } },
      ]);
    }
  });

  it('reads tab-separated files', async () => {
    const b = await business();
    const done = await imported(b, csv('Name\tPhone\nAda\t+447700900001\n'));
    expect(done).toMatchObject({ status: 'completed', createdContacts: 1 });
  });

  it('ends as failed with the reason when its file cannot be read to the end, keeping the rows before', async () => {
    const b = await business();
    const { importId, mapping } = await uploaded(b, xlsx(await bigXlsx(5000)));
    // The rows wait for the job in a file of their own, which is damaged here half-way through a row.
    const waiting = join(t.dataDir, 'contact-imports', `${importId}.ndjson`);
    const rows = await readFile(waiting);
    await writeFile(waiting, rows.subarray(0, rows.length / 2));

    expect((await start(b, importId, mapping)).statusCode).toBe(200);
    const done = await finished(b, importId);

    expect(done).toMatchObject({ status: 'failed', failure: errorMessages.SPREADSHEET_UNREADABLE });
    expect(done.finishedAt).not.toBeNull();
    expect(done.processedRows).toBeGreaterThan(2000);
    expect(done.processedRows).toBeLessThan(5000);
    expect(done.createdContacts).toBe(done.processedRows);
    const group = await b.api.get<ContactGroup>(path(contactGroupRoutes.get.path, { groupId: b.groupId }));
    expect(group.contactCount).toBe(done.createdContacts);
    expect(await waitingFiles()).not.toContain(`${importId}.ndjson`);
  });

  it("takes back Parley's own export: attributes as attributes, its state columns left alone", async () => {
    const b = await business();
    await b.api.createContact(
      { name: 'Ana Ruiz', phone: '+34612345678', email: 'ana@example.com', attributes: { City: 'Madrid' } },
      [b.groupId],
    );
    const exported = await t.app.inject({
      method: 'GET',
      url: `${contactRoutes.export.path}?format=csv`,
      headers: bearer(b.token),
    });
    expect(exported.statusCode).toBe(200);

    const again = await uploaded(b, csv(exported.body, 'contacts.csv'));
    expect(again.mapping).toEqual([
      { field: 'name' },
      { field: 'phone' },
      { field: 'email' },
      { field: 'attribute', key: 'City' },
      { field: 'ignore' },
      { field: 'ignore' },
      { field: 'ignore' },
    ]);
    expect((await start(b, again.importId, again.mapping)).statusCode).toBe(200);
    const result = await finished(b, again.importId);
    expect(result).toMatchObject({
      status: 'completed',
      createdContacts: 0,
      mergedContacts: 1,
      rejectedRows: 0,
    });
    expect(await groupContacts(b)).toEqual([
      { phone: '+34612345678', name: 'Ana Ruiz', email: 'ana@example.com', attributes: { City: 'Madrid' } },
    ]);
  });

  it('refuses to start an import twice', async () => {
    const b = await business();
    const { importId, mapping } = await uploaded(b, csv('Phone\n+447700900001'));
    expect((await start(b, importId, mapping)).statusCode).toBe(200);
    const again = await start(b, importId, mapping);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IMPORT_ALREADY_STARTED' });
  });

  it('refuses a mapping without exactly one phone column, or not one target per column', async () => {
    const b = await business();
    const { importId } = await uploaded(b, csv('Name,Phone\nAda,+447700900001'));
    for (const mapping of [
      [{ field: 'name' }, { field: 'ignore' }],
      [{ field: 'phone' }, { field: 'phone' }],
      [{ field: 'phone' }],
    ] as ColumnTarget[][]) {
      const response = await start(b, importId, mapping);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await getImport(b, importId)).json()).toMatchObject({ status: 'uploaded' });
  });

  it('imports a file of 100,000 rows completely', { timeout: 180_000 }, async () => {
    const b = await business();
    const done = await imported(b, xlsx(await bigXlsx(100_000)), 150_000);
    expect(done).toMatchObject({
      status: 'completed',
      totalRows: 100_000,
      processedRows: 100_000,
      createdContacts: 100_000,
      rejectedRows: 0,
    });
    const group = await b.api.get<ContactGroup>(path(contactGroupRoutes.get.path, { groupId: b.groupId }));
    expect(group.contactCount).toBe(100_000);
  });
});

describe("another account's import", () => {
  it('answers 404 on every import route', async () => {
    const owner = await business();
    const other = await business();
    const { importId, mapping } = await uploaded(owner, csv('Phone\n+447700900001'));
    const urls = [
      contactImportRoutes.get.path,
      contactImportRoutes.rejections.path,
      contactImportRoutes.rejectionsFile.path,
    ].map((template) => path(template, { importId }));
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await start(other, importId, mapping)).statusCode).toBe(404);
    expect((await getImport(owner, importId)).json()).toMatchObject({ status: 'uploaded' });
  });
});

describe('the contact import sweep', () => {
  it('lets go of uploads never started for a day, and of files no import holds, keeping the rest', async () => {
    const b = await business();
    const abandoned = await uploaded(b, csv('Phone\n+447700900001'));
    const recent = await uploaded(b, csv('Phone\n+447700900002'));
    const dir = join(t.dataDir, 'contact-imports');
    const dayAndMore = new Date(Date.now() - abandonedUploadMs - 60_000);
    await t.database.db
      .update(contactImports)
      .set({ createdAt: dayAndMore })
      .where(eq(contactImports.id, abandoned.importId));
    await writeFile(join(dir, 'left-by-a-deleted-group.ndjson'), '[2,"+447700900003"]\n');
    await writeFile(join(dir, 'incoming', 'left-by-a-stopped-upload'), 'Phone\n');
    for (const name of [
      `${abandoned.importId}.ndjson`,
      'left-by-a-deleted-group.ndjson',
      'incoming/left-by-a-stopped-upload',
    ]) {
      await utimes(join(dir, name), dayAndMore, dayAndMore);
    }

    await sweepContactImports(t.database.db, createImportFiles(dir));

    expect((await getImport(b, abandoned.importId)).statusCode).toBe(404);
    expect((await getImport(b, recent.importId)).json()).toMatchObject({ status: 'uploaded' });
    const left = [...(await readdir(dir)), ...(await readdir(join(dir, 'incoming')))];
    expect(left).toContain(`${recent.importId}.ndjson`);
    expect(left).not.toContain(`${abandoned.importId}.ndjson`);
    expect(left).not.toContain('left-by-a-deleted-group.ndjson');
    expect(left).not.toContain('left-by-a-stopped-upload');
  });
});
