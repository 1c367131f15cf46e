import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { OutboundWebhookBody, OutboundWebhookData, OutboundWebhookEvent } from '@parley/contract';
import { verifyWebhook } from './webhook-signature';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  raw: string;
  body: OutboundWebhookBody;
  /** The signature matched the path's secret, over the timestamp and the raw body, and was fresh. */
  signed: boolean;
  /** What the receiver answered. */
  status: number;
}

/** The data of a delivery of the event named. */
export const dataOf = <E extends OutboundWebhookEvent>(delivery: ReceivedDelivery, _event: E) =>
  delivery.body.data as OutboundWebhookData[E];

/**
 * A receiver as a customer would write one: it checks each delivery's signature with the secret it
 * knows for the path, answers with the status it is told to, and can go down and come back on its port.
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const secrets = new Map<string, string>();
  /** By path, the statuses of the answers to come, first to last; 204 once they are used up. */
  const answers = new Map<string, number[]>();
  const sockets = new Set<Socket>();

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      const status = answers.get(path)?.shift() ?? 204;
      received.push({
        path,
        headers: request.headers,
        raw,
        body: JSON.parse(raw) as OutboundWebhookBody,
        signed: verifyWebhook(
          secrets.get(path) ?? '',
          {
            timestamp: request.headers['parley-webhook-timestamp'] as string | undefined,
            signature: request.headers['parley-webhook-signature'] as string | undefined,
          },
          raw,
        ),
        status,
      });
      response.writeHead(status).end();
    });
  };
  const open = (port: number) =>
    new Promise<{ server: Server; port: number }>((resolve) => {
      const server = createServer(handle).on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.listen(port, '127.0.0.1', () =>
        resolve({ server, port: (server.address() as AddressInfo).port }),
      );
    });
  const shut = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  let { server, port } = await open(0);

  return {
    received,
    /** The next deliveries to the path are answered with these statuses, in turn. */
    answer(path: string, ...statuses: number[]): void {
      answers.set(path, [...(answers.get(path) ?? []), ...statuses]);
    },
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Deliveries to this path are checked against this secret. */
    knows(path: string, secret: string): void {
      secrets.set(path, secret);
    },
    at: (path: string) => received.filter((delivery) => delivery.path === path),
    /** Stops listening: connections are refused until `up`. */
    down: () => shut(server),
    async up() {
      ({ server, port } = await open(port));
    },
    close: () => shut(server),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
