import { connect, type Socket } from 'node:net';

export interface LoadRequest {
  /** POST unless said otherwise. */
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadResult {
  /** Milliseconds from writing each request to reading its whole response, in request order. */
  latencies: Float64Array;
  /** Responses that were not 2xx, and requests whose connection failed. */
  failures: number;
  elapsedMs: number;
}

/**
 * Sends `count` requests over `concurrency` keep-alive connections, one request in flight on each.
 * It writes HTTP/1.1 by hand and reads only the status and Content-Length: node:http's client costs
 * more CPU per request than the servers measured here, so with it the load would be the bottleneck.
 * With `thinkTimeMs` each connection pauses between a response and its next request (half to one
 * and a half times that, at random), as a person does, and starts at a random moment within the
 * first such pause, since people do not all click at the same millisecond; without it, every
 * connection asks at once and again as soon as it is answered.
 *
 * With `perSecond` the load is open: request `i` is due `i / perSecond` seconds after the start,
 * whenever the earlier ones are answered, and its latency counts from that moment, so a request
 * that waited for a free connection counts its wait too. A closed loop measures how much a server
 * can take; only an open one says how fast it answers at a given rate, since a closed loop's
 * latency is mostly the queue of its own connections.
 */
export async function runLoad(
  origin: string,
  count: number,
  concurrency: number,
  requestFor: (index: number) => LoadRequest,
  { thinkTimeMs = 0, perSecond }: { thinkTimeMs?: number; perSecond?: number } = {},
): Promise<LoadResult> {
  const { hostname, port } = new URL(origin);
  const connections = await Promise.all(
    Array.from({ length: concurrency }, () => openConnection(hostname, Number(port))),
  );
  const latencies = new Float64Array(count);
  let failures = 0;
  let next = 0;
  const started = performance.now();
  try {
    await Promise.all(
      connections.map(async (connection) => {
        if (thinkTimeMs > 0) await pause(thinkTimeMs * Math.random());
        while (next < count) {
          const index = next++;
          const due = perSecond ? started + (index * 1000) / perSecond : performance.now();
          if (due > performance.now()) await pause(due - performance.now());
          const sent = Math.min(due, performance.now());
          const status = await connection.send(encode(hostname, requestFor(index))).catch(() => 0);
          latencies[index] = performance.now() - sent;
          if (status < 200 || status > 299) failures++;
          if (thinkTimeMs > 0) await pause(thinkTimeMs * (0.5 + Math.random()));
        }
      }),
    );
    return { latencies, failures, elapsedMs: performance.now() - started };
  } finally {
    for (const connection of connections) connection.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at fraction `p` of the sorted latencies, to 0.1 ms. */
export function percentile(sorted: Float64Array, p: number): number {
  return Math.round((sorted[Math.floor((sorted.length - 1) * p)] ?? 0) * 10) / 10;
}

function encode(host: string, { method = 'POST', path, headers, body }: LoadRequest): string {
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  return `${head}\r\n${body}`;
}

interface Connection {
  /** Resolves with the response's status code once its whole body has arrived. */
  send(request: string): Promise<number>;
  close(): void;
}

function openConnection(host: string, port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host, port, noDelay: true });
    let received: Buffer = Buffer.alloc(0);
    let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | undefined;

    socket.on('data', (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1 || !waiting) return;
      const head = received.toString('latin1', 0, headEnd);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length < headEnd + 4 + length) return;
      received = received.subarray(headEnd + 4 + length);
      const done = waiting;
      waiting = undefined;
      done.resolve(Number(head.slice(9, 12)));
    });
    socket.once('error', (error) => {
      waiting?.reject(error);
      reject(error);
    });
    socket.once('close', () => waiting?.reject(new Error('the server closed the connection')));
    socket.once('connect', () =>
      resolve({
        send(request) {
          return new Promise((resolveSend, rejectSend) => {
            waiting = { resolve: resolveSend, reject: rejectSend };
            socket.write(request);
          });
        },
        close: () => socket.destroy(),
      }),
    );
  });
}
