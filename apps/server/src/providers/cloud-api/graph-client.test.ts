import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { ProviderError } from '../messaging-provider';
import { createGraphClient } from './graph-client';

let server: Server | undefined;
afterEach(async () => {
  const closing = server;
  server = undefined;
  if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
});

/** A Graph stand-in answering each post as `answer` says, after reading its body. */
async function graphAnswering(
  answer: (body: string, response: ServerResponse, request: IncomingMessage) => void,
) {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => answer(body, response, request));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v23.0`;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the post succeeded');
    },
    (error: unknown) => error as ProviderError,
  );

describe('Graph client JSON posts', () => {
  it('posts the JSON with the token and answers the parsed body', async () => {
    const url = await graphAnswering((body, response, request) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          echoed: JSON.parse(body),
          path: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
        }),
      );
    });
    const { postJson } = createGraphClient(url, 'token');
    expect(await postJson('123/messages', { to: '4915' })).toEqual({
      echoed: { to: '4915' },
      path: '/v23.0/123/messages',
      authorization: 'Bearer token',
      contentType: 'application/json',
    });
  });

  it("turns Graph's error body into its code, details and whether to try again", async () => {
    const url = await graphAnswering((_body, response) => {
      response.statusCode = 400;
      response.end(
        JSON.stringify({
          error: { message: '(#130429) Rate limit hit', code: 130429, error_data: { details: 'Slow down' } },
        }),
      );
    });
    const error = await failureOf(createGraphClient(url, 'token').postJson('123/messages', {}));
    expect(error).toBeInstanceOf(ProviderError);
    expect({ code: error.code, details: error.details, retryable: error.retryable }).toEqual({
      code: 130429,
      details: 'Slow down',
      retryable: true,
    });
  });

  it('takes a 5xx without a JSON body for a temporary failure', async () => {
    const url = await graphAnswering((_body, response) => {
      response.statusCode = 502;
      response.end('<html>Bad gateway</html>');
    });
    const error = await failureOf(createGraphClient(url, 'token').postJson('123/messages', {}));
    expect({ code: error.code, retryable: error.retryable }).toEqual({ code: 2, retryable: true });
  });

  it('says a post may have arrived when the connection broke after it was written', async () => {
    const url = await graphAnswering((_body, response) => response.socket?.destroy());
    const error = await failureOf(createGraphClient(url, 'token').postJson('123/messages', {}));
    expect({ code: error.code, mayHaveArrived: error.mayHaveArrived }).toEqual({
      code: 2,
      mayHaveArrived: true,
    });
  });

  it('says a post certainly did not arrive when no connection could be made', async () => {
    const url = `http://127.0.0.1:${await freePort()}/v23.0`;
    const error = await failureOf(createGraphClient(url, 'token').postJson('123/messages', {}));
    expect({ code: error.code, mayHaveArrived: error.mayHaveArrived }).toEqual({
      code: 2,
      mayHaveArrived: false,
    });
  });
});
