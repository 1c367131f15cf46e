import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { jobNames } from './job-names';
import { type Queue, startQueue } from './queue';

let database: DatabaseHandle;
let queue: Queue;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  queue = startQueue(database, Fastify().log);
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

it('keeps a job sent within a transaction only if that transaction commits', async () => {
  const received: string[] = [];
  await queue.work<{ name: string }>(jobNames.messageSend, async (jobs) => {
    received.push(...jobs.map((job) => job.name));
  });

  const crash = queue.transaction(jobNames.messageSend, async (_tx, enqueue) => {
    await enqueue({ name: 'rolled back' });
    throw new Error('the process stopped');
  });
  await expect(crash).rejects.toThrow('the process stopped');
  await queue.transaction(jobNames.messageSend, (_tx, enqueue) => enqueue({ name: 'committed' }));

  const deadline = Date.now() + 5000;
  while (!received.includes('committed') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(received).toEqual(['committed']);
});
