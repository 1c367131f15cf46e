import { type Channel, channelRoutes, limits, mediaRoutes } from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';
import { type FormFile, pdf, png, pngOfSize, postForm } from './media.test-files';

const seed = sandboxSeed();
let sim: Simulator;
let t: TestApp;
let owner: { accessToken: string; channelId: string };

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({ GRAPH_API_URL: sim.graphUrl, META_APP_ID: seed.app.appId });
  const { accessToken } = await signUp(t.app);
  const channel = await t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(accessToken),
    payload: { displayName: 'Support', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  owner = { accessToken, channelId: channel.json<Channel>().channelId };
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

const startUpload = (file: FormFile, as = owner) =>
  postForm(t.app, `${mediaRoutes.headerSession.path}?channelId=${as.channelId}`, as.accessToken, { file });

const sendBytes = (fields: Record<string, string | FormFile>) =>
  postForm(t.app, `${mediaRoutes.headerHandle.path}?channelId=${owner.channelId}`, owner.accessToken, fields);

describe('header samples through the provider’s resumable upload', () => {
  it('opens an upload for the file, then answers the handle for its bytes', async () => {
    const file = { bytes: pdf, type: 'application/pdf', name: 'menu.pdf' };
    const session = await startUpload(file);
    expect(session.statusCode).toBe(200);
    const { id } = session.json<{ id: string }>();
    expect(id).toMatch(/^upload:\d+$/);

    const handle = await sendBytes({ id, offset: '0', file });
    expect(handle.statusCode).toBe(200);
    expect(handle.json()).toEqual({ h: expect.stringMatching(/^4::/) });
  });

  it('refuses a sample over 5 MB with the spec’s text', async () => {
    const file = { bytes: pngOfSize(limits.headerSampleMaxBytes + 1), type: 'image/png', name: 'big.png' };
    const expected = {
      code: 'FILE_OVER_5MB',
      message: 'Please upload a smaller file size. The following file exceed the 5MB size limit',
    };
    const session = await startUpload(file);
    expect(session.statusCode).toBe(413);
    expect(session.json()).toMatchObject(expected);
    expect((await sendBytes({ id: 'upload:1', file })).json()).toMatchObject(expected);
  });

  it('asks for both the file and the upload id', async () => {
    const file = { bytes: png, type: 'image/png', name: 'logo.png' };
    const incomplete: Record<string, string | FormFile>[] = [{ file }, { id: 'upload:1' }, { id: '', file }];
    for (const fields of incomplete) {
      const response = await sendBytes(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'FILE_AND_ID_REQUIRED',
        message: 'File and ID must be provided.',
      });
    }
  });

  it('sends nothing but an upload id to the provider', async () => {
    const file = { bytes: png, type: 'image/png', name: 'logo.png' };
    const response = await sendBytes({ id: '100000000000001/messages', file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'id', message: 'This upload id is not valid' }],
    });
  });

  it('passes on the provider’s refusal of an unknown upload', async () => {
    const response = await sendBytes({
      id: 'upload:404',
      file: { bytes: png, type: 'image/png', name: 'a.png' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_REFUSED' });
  });

  it('answers 404 for another account’s channel', async () => {
    const stranger = await signUp(t.app);
    const response = await startUpload(
      { bytes: png, type: 'image/png', name: 'logo.png' },
      { accessToken: stranger.accessToken, channelId: owner.channelId },
    );
    expect(response.statusCode).toBe(404);
  });
});
