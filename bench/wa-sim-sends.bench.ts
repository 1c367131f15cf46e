import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sandboxSeed } from '../packages/wa-sim/src/seed';
import { startCpuMeter } from './cpu-time';
import { percentile, runLoad } from './keep-alive-load';

const root = join(import.meta.dirname, '..');
const seed = sandboxSeed();
const graphVersion = 'v23.0';
const [firstNumber, secondNumber] = seed.business.phoneNumbers.map((phone) => phone.phoneNumberId);

/**
 * Issue 3 budget: the simulator answers at least 5,000 sends a second with its throughput limit
 * lifted. It runs as its own process, so this process (the load) does not share its event loop.
 */
export async function waSimSendsBench(sends = 40_000, concurrency = 64) {
  const simulator = await startSimulatorProcess();
  try {
    await control(simulator.url, '/config', { messagesPerSecond: null });
    // Text needs an open customer service window: every customer writes to both numbers first.
    for (const phoneNumberId of [firstNumber, secondNumber]) {
      for (const { waId } of seed.customers) {
        await control(simulator.url, `/customers/${waId}/messages`, {
          phoneNumberId,
          message: { type: 'text', text: { body: 'Hello' } },
        });
      }
    }
    const headers = { authorization: `Bearer ${seed.accessToken}`, 'content-type': 'application/json' };
    const load = (count: number) =>
      runLoad(simulator.url, count, concurrency, (index) => ({
        path: `/${graphVersion}/${index % 4 < 2 ? firstNumber : secondNumber}/messages`,
        headers,
        body: sendBody(index),
      }));

    await load(4_000);
    const cpu = startCpuMeter({ self: 'load', simulatorPid: simulator.pid });
    const { latencies, failures, elapsedMs } = await load(sends);
    const { simulator: simulatorCpuUsPerSend } = cpu.usPer(sends);
    const sorted = latencies.sort();
    return {
      bench: 'wa-sim-sends',
      sends,
      concurrency,
      mix: 'half template (order_update), half text in an open window',
      sendsPerSecond: Math.round(sends / (elapsedMs / 1000)),
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      errors: failures,
      // CPU the simulator spent per send (status timers included): less noisy than the rate on a shared machine.
      simulatorCpuUsPerSend,
      budget: { sendsPerSecond: 5000 },
    };
  } finally {
    await simulator.stop();
  }
}

async function control(url: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/_sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST /_sim${path} answered ${response.status}: ${await response.text()}`);
}

/** Even sends are templates to a fresh recipient, odd ones texts to a customer who wrote in. */
export function sendBody(index: number): string {
  if (index % 2 === 1) {
    const customer = seed.customers[(index >> 1) % seed.customers.length];
    return JSON.stringify({
      messaging_product: 'whatsapp',
      to: customer?.waId,
      type: 'text',
      text: { body: `Your order ${index} has shipped.` },
    });
  }
  return JSON.stringify({
    messaging_product: 'whatsapp',
    to: `4915112${1000 + (index % 9000)}`,
    type: 'template',
    biz_opaque_callback_data: `recipient-${index}`,
    template: {
      name: 'order_update',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ada' },
            { type: 'text', text: `#${index}` },
          ],
        },
      ],
    },
  });
}

export async function startSimulatorProcess(): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  // BENCH_CPU_PROF_DIR=<dir> writes the simulator's CPU profile there, to see where a send's time goes.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF_DIR]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/wa-sim/src/main.ts'], {
    cwd: root,
    env: { ...process.env, WA_SIM_PORT: '0', WA_SIM_GRAPH_VERSION: graphVersion },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    return { url: await listeningUrl(child), pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the simulator did not start within 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the simulator exited with ${code} before listening`));
    });
  });
}
