import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CurrentUser,
  errorMessages,
  limits,
  type MediaUploaded,
  mediaRoutes,
  userRoutes,
} from '@parley/contract';
import { type Simulator, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';
import { malformedFormMessage } from './media.multipart';
import {
  executable,
  type FormFile,
  pdf,
  png,
  pngOfSize,
  postForm,
  simulatorMediaUrl,
} from './media.test-files';

let sim: Simulator;
let t: TestApp;

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({ GRAPH_API_URL: sim.graphUrl });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const upload = (token: string, file?: FormFile) =>
  postForm(t.app, mediaRoutes.upload.path, token, file ? { file } : { note: 'no file here' });

const uploadByUrl = (token: string, publicUrl: string, fileName = 'picture.png') =>
  t.app.inject({
    method: 'POST',
    url: mediaRoutes.uploadByUrl.path,
    headers: bearer(token),
    payload: { fileName, publicUrl },
  });

const download = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: bearer(token) });

const boundary = 'parley-test-boundary';
const formCutShort = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="logo.png"\r\ncontent-type: image/png\r\n\r\n${png.toString('latin1')}`;

/** Every file kept for the account, and every upload still in progress: what a refused upload leaves. */
async function leftovers(token: string): Promise<string[]> {
  const me = await t.app.inject({ method: 'GET', url: userRoutes.me.path, headers: bearer(token) });
  const { accountId } = me.json<CurrentUser>().account;
  const list = (dir: string) => readdir(join(t.dataDir, 'media', dir)).catch(() => []);
  return [...(await list(accountId)), ...(await list('incoming'))];
}

describe('POST /api/v1/media', () => {
  it('stores an image within its limit and serves it back with the type read from its bytes', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await upload(accessToken, { bytes: png, type: 'image/png', name: 'logo.png' });

    expect(response.statusCode).toBe(201);
    const { message, data } = response.json<MediaUploaded>();
    expect(message).toBe('Upload Successful');
    expect(data).toMatchObject({
      name: 'logo.png',
      mimeType: 'image/png',
      kind: 'image',
      fileSize: png.length,
    });
    expect(data.url).toBe(`${t.config.publicUrl}/api/v1/media/${data.mediaId}`);

    const served = await download(accessToken, data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload).toEqual(png);
  });

  it('serves a document as a download, named with the extension its bytes call for', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await upload(accessToken, {
      bytes: pdf,
      type: 'application/octet-stream',
      name: '../../Quarterly report.txt',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<MediaUploaded>();
    expect(data).toMatchObject({
      name: 'Quarterly report.pdf',
      mimeType: 'application/pdf',
      kind: 'document',
    });

    const served = await download(accessToken, data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Quarterly report.pdf"; filename*=UTF-8''Quarterly%20report.pdf`,
    );
  });

  it('refuses an image over 5 MB with the spec’s text, storing nothing', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await upload(accessToken, {
      bytes: pngOfSize(limits.mediaMaxBytes.image + 1),
      type: 'image/png',
      name: 'huge.png',
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'FILE_OVER_5MB',
      message: 'Please upload a smaller file size. The following file exceed the 5MB size limit',
      details: { fileName: 'huge.png', maxBytes: 5242880 },
    });
    expect(await leftovers(accessToken)).toEqual([]);
  });

  it('refuses a file that claims to be a PNG but is a PDF', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await upload(accessToken, { bytes: pdf, type: 'image/png', name: 'photo.png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'MEDIA_TYPE_MISMATCH',
      details: { declaredType: 'image/png', detectedType: 'application/pdf' },
    });
    expect(await leftovers(accessToken)).toEqual([]);
  });

  it('refuses an executable, whatever it claims to be', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await upload(accessToken, { bytes: executable, type: 'image/png', name: 'photo.png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: errorMessages.UNSUPPORTED_MEDIA_TYPE,
    });
    expect(await leftovers(accessToken)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await upload(accessToken, {
      bytes: Buffer.alloc(0),
      type: 'image/png',
      name: 'empty.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FILE_EMPTY' });
  });

  it('asks for a file when the form has none, or is not a form', async () => {
    const { accessToken } = await signUp(t.app);
    const withoutFile = await upload(accessToken);
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json()).toMatchObject({ code: 'FILE_REQUIRED' });

    const notAForm = await t.app.inject({
      method: 'POST',
      url: mediaRoutes.upload.path,
      headers: bearer(accessToken),
      payload: { file: 'nope' },
    });
    expect(notAForm.json()).toMatchObject({ code: 'FILE_REQUIRED' });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'whatever'],
    ['cut short inside the file', `multipart/form-data; boundary=${boundary}`, formCutShort],
    ['that is only a boundary', `multipart/form-data; boundary=${boundary}`, `--${boundary}`],
  ])('refuses a malformed form %s with 400, saying so', async (_, contentType, payload) => {
    const { accessToken } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: mediaRoutes.upload.path,
      headers: { ...bearer(accessToken), 'content-type': contentType },
      payload,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: malformedFormMessage });
    expect(await leftovers(accessToken)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await postForm(t.app, mediaRoutes.upload.path, undefined, {
      file: { bytes: png, type: 'image/png', name: 'logo.png' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/media/:mediaId', () => {
  it('answers 404 for another account’s media, and 401 without a token', async () => {
    const owner = await signUp(t.app);
    const uploaded = await upload(owner.accessToken, { bytes: png, type: 'image/png', name: 'mine.png' });
    const { url } = uploaded.json<MediaUploaded>().data;

    const stranger = await signUp(t.app);
    expect((await download(stranger.accessToken, url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/media/by-url', () => {
  it('stores a file fetched from the configured simulator', async () => {
    const { accessToken } = await signUp(t.app);
    const publicUrl = await simulatorMediaUrl(sim, png, 'image/png');

    const response = await uploadByUrl(accessToken, publicUrl, 'from-the-web.png');
    expect(response.statusCode).toBe(201);
    const { data } = response.json<MediaUploaded>();
    expect(data).toMatchObject({ name: 'from-the-web.png', mimeType: 'image/png', fileSize: png.length });
    expect((await download(accessToken, data.url)).rawPayload).toEqual(png);
  });

  it.each([
    ['a loopback address other than the simulator', 'http://127.0.0.1:9/logo.png'],
    ['a private address', 'http://10.1.2.3/logo.png'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]/logo.png'],
    ['IPv4 written as IPv6', 'http://[::ffff:10.0.0.1]/logo.png'],
  ])('refuses %s without connecting to it', async (_, publicUrl) => {
    const { accessToken } = await signUp(t.app);
    const response = await uploadByUrl(accessToken, publicUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'URL_NOT_ALLOWED',
      message: errorMessages.URL_NOT_ALLOWED,
    });
  });

  it('refuses a host name that resolves to loopback, even on the simulator’s port', async () => {
    const { accessToken } = await signUp(t.app);
    const publicUrl = (await simulatorMediaUrl(sim, png, 'image/png')).replace('127.0.0.1', 'localhost');
    const response = await uploadByUrl(accessToken, publicUrl);
    expect(response.json()).toMatchObject({ code: 'URL_NOT_ALLOWED' });
    expect(await leftovers(accessToken)).toEqual([]);
  });

  it('says the upload failed when the address answers with an error', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await uploadByUrl(
      accessToken,
      `${new URL(sim.url).origin}/whatsapp_business/attachments/?mid=nothing-here`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_FAILED', message: 'Failed to upload file' });
  });

  it('says plainly that an address could not be fetched, without the resolver’s words', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await uploadByUrl(accessToken, 'http://no-such-host.invalid/logo.png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'UPLOAD_FAILED',
      message: 'Failed to upload file',
      details: { reason: 'could not fetch that address' },
    });
  });

  it.each([
    ['its control routes', '/_sim/clock'],
    ['its Graph API', '/v23.0/debug_token'],
    ['a path that climbs out of its media path', '/whatsapp_business/attachments/../../_sim/clock'],
  ])('trusts only the simulator’s media downloads, not %s', async (_, path) => {
    const { accessToken } = await signUp(t.app);
    const response = await uploadByUrl(accessToken, `${new URL(sim.url).origin}${path}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'URL_NOT_ALLOWED' });
  });

  it('names each invalid field', async () => {
    const { accessToken } = await signUp(t.app);
    const response = await uploadByUrl(accessToken, 'file:///etc/passwd', ' ');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'fileName', message: 'File name is required' },
        { path: 'publicUrl', message: 'Enter a web address starting with http:// or https://' },
      ]),
    );
  });
});
