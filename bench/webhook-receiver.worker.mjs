import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { parentPort } from 'node:worker_threads';

// A customer's webhook receiver, on the other core: it answers 204, counts each delivery id it gets
// (and how often), checks every hundredth signature, and goes down and up again when told.
const ids = new Map();
const sockets = new Set();
let secret = '';
let received = 0;
let badSignatures = 0;
let firstAt = 0;
let lastAt = 0;
let server;
let port = 0;

const handle = (request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const id = request.headers['parley-webhook-id'];
    received += 1;
    const now = Date.now();
    if (firstAt === 0) firstAt = now;
    lastAt = now;
    ids.set(id, (ids.get(id) ?? 0) + 1);
    if (received % 100 === 1) {
      const timestamp = request.headers['parley-webhook-timestamp'];
      const expected = `v1=${createHmac('sha256', secret)
        .update(`${timestamp}.${Buffer.concat(chunks)}`)
        .digest('hex')}`;
      if (expected !== request.headers['parley-webhook-signature']) badSignatures += 1;
    }
    response.writeHead(204).end();
  });
};

const up = () =>
  new Promise((resolve) => {
    server = createServer({ keepAliveTimeout: 60_000 }, handle);
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    server.listen(port, '127.0.0.1', () => {
      port = server.address().port;
      resolve();
    });
  });
const down = () =>
  new Promise((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });

parentPort.on('message', async ({ command, value }) => {
  if (command === 'secret') secret = value;
  if (command === 'up') await up();
  if (command === 'down') await down();
  if (command === 'reset') {
    ids.clear();
    received = 0;
    badSignatures = 0;
    firstAt = 0;
    lastAt = 0;
  }
  const duplicates = received - ids.size;
  parentPort.postMessage({ port, received, distinct: ids.size, duplicates, badSignatures, firstAt, lastAt });
});
