import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authRoutes, contactRequestRoutes } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, startTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('the API', () => {
  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found',
      details: { method: 'GET', path: '/api/v1/nothing-here' },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: authRoutes.signIn.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": "ada",',
      remoteAddress: clientAddress(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: contactRequestRoutes.create.path,
      payload: { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(1024 * 1024) },
      remoteAddress: clientAddress(),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
  });

  it('answers the site root with 404 JSON when there is no built web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document of the contract routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Parley API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/signup',
        '/api/v1/users/me',
        '/api/v1/operator/accounts/{accountId}',
        '/api/v1/contact-requests',
        '/api/health',
      ]),
    );
    expect(
      document.paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['userName', 'password']),
    });
    expect(document.paths['/api/v1/users/me'].get.security).toEqual([{ bearer: [] }]);
  });
});

describe('the built web app', () => {
  let web: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'parley-web-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Parley</title>');
    await writeFile(join(distDir, 'assets', 'app-1a2b3c.js'), 'export const parley = 1;');
    web = await startTestApp({ WEB_DIST_DIR: distDir }, { database: t.database });
  });
  afterAll(async () => {
    await web?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html for the pages of the app, never cached', async () => {
    for (const url of ['/', '/login', '/settings/profile?tab=password']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Parley</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets cached for good', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers an unknown /api path, a missing asset and a missing file with 404 JSON', async () => {
    for (const url of ['/api/v1/nothing-here', '/assets/app-000000.js', '/favicon.png']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('keeps answering after the database drops its idle connections', async () => {
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);
    // Several connections at once, so the pool keeps idle ones for the database to drop.
    await Promise.all([1, 2, 3].map(() => t.database.db.execute(sql`select pg_sleep(0.05)`)));
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await health()).statusCode).toBe(200);
  });
});
