import { type Chatbot, type ChatbotFlow, chatbotRoutes } from '@parley/contract';
import { startCampaignWorkspace, waitUntil } from './campaign-workspace';
import { startCpuMeter } from './cpu-time';
import { percentile } from './keep-alive-load';

/**
 * Issue 16 budget: 1,000 chatbot sessions advancing on customer messages at 300 a second, p95 from
 * the customer's message to the bot's reply reaching the provider under 100 ms, on PostgreSQL (with
 * BENCH_DATABASE_URL) and on PGlite. The clock starts when the bench asks the simulator to send the
 * customer's message, so the simulator's webhook delivery is counted too. The CPU each process
 * spent per answer (its webhook, the bot's two replies and their statuses) is reported with them.
 */
export async function chatbotSessionsBench(sessions = 1000, perSecond = 300, seconds = 10) {
  const figures: Record<string, unknown> = {
    bench: 'chatbot-sessions',
    sessions,
    messagesPerSecond: perSecond,
  };
  for (const kind of ['postgres', 'pglite'] as const) {
    if (kind === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      figures.postgres = { skipped: 'BENCH_DATABASE_URL is not set' };
      continue;
    }
    figures[kind] = await runOn(kind, sessions, perSecond, seconds);
  }
  figures.budget = { p95Ms: 100 };
  return figures;
}

/** One question asked again after every answer, which the bot acknowledges: a session that never ends. */
const echoFlow: ChatbotFlow = {
  startNode: 'ask',
  nodes: [
    {
      id: 'ask',
      position: { x: 0, y: 0 },
      nodeType: 'input',
      inputType: 'question',
      questionConfig: {
        displayText: 'Tell me more',
        answerVariants: [],
        responseType: 'text',
        validation: { retryLimit: 3 },
        responseVariable: 'answer',
        errorMessage: 'Please write something',
        responseBody: 'Got {{answer}}',
        child: 'ask',
      },
    },
  ],
};

async function runOn(kind: 'postgres' | 'pglite', sessions: number, perSecond: number, seconds: number) {
  const w = await startCampaignWorkspace(kind, { statuses: true });
  try {
    await w.setRates({ simulator: null, channel: 1000 });
    const listPath = chatbotRoutes.list.path.replace(':channelId', w.channel.channelId);
    const bot = await w.api<Chatbot>('POST', listPath, { name: 'Echo', type: 'keyword', keyword: 'start' });
    await w.api('PUT', `${listPath}/${bot.chatbotId}`, echoFlow);
    await w.api('PUT', `${listPath}/${bot.chatbotId}/status`, { status: 'active' });

    const customers = Array.from({ length: sessions }, (_, index) => `4917${String(index).padStart(8, '0')}`);
    const writes = (waId: string, body: string) =>
      w.control('POST', `/customers/${waId}/messages`, {
        phoneNumberId: w.channel.phoneNumberId,
        message: { type: 'text', text: { body } },
      });
    const sentCount = async () =>
      ((await w.control('GET', `/sent/count?phoneNumberId=${w.channel.phoneNumberId}`)) as { count: number })
        .count;

    // Every customer starts a session, at the measured pace, and gets the first question.
    await atPace(customers, perSecond, (waId) => writes(waId, 'start'));
    // Figures are kept even when the replies fall behind the budget by minutes: `unanswered` says so.
    const behind = () => undefined;
    await waitUntil(async () => (await sentCount()) >= sessions, 300_000, 500).catch(behind);

    // Then answers come at the pace, round the sessions; each answer's acknowledgement is timed.
    const asked = new Map<string, number>();
    const answers = Array.from({ length: perSecond * seconds }, (_, index) => ({
      waId: customers[index % sessions] ?? '',
      body: `answer ${index}`,
    }));
    const cpu = startCpuMeter({
      self: 'parley',
      simulatorPid: w.simulator.pid,
      postgresUrl: kind === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined,
    });
    await atPace(answers, perSecond, async ({ waId, body }) => {
      asked.set(body, Date.now());
      await writes(waId, body);
    });
    await waitUntil(async () => (await sentCount()) >= sessions + answers.length * 2, 300_000, 500).catch(
      behind,
    );
    const cpuUsPerAnswer = cpu.usPer(answers.length);

    const { data } = (await w.control('GET', `/sent?phoneNumberId=${w.channel.phoneNumberId}`)) as {
      data: { request: { text?: { body?: string } }; createdAt: string }[];
    };
    const latencies = new Float64Array(
      data.flatMap(({ request, createdAt }) => {
        const body = request.text?.body?.replace(/^Got /, '');
        const at = body === undefined ? undefined : asked.get(body);
        return at === undefined ? [] : [Date.parse(createdAt) - at];
      }),
    ).sort();
    return {
      answersTimed: latencies.length,
      unanswered: answers.length - latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      p99Ms: percentile(latencies, 0.99),
      cpuUsPerAnswer,
    };
  } finally {
    await w.close();
  }
}

/** Calls `act` for each item, `perSecond` of them a second, without waiting for one to finish to start the next. */
async function atPace<T>(items: T[], perSecond: number, act: (item: T) => Promise<unknown>) {
  const started = Date.now();
  const running: Promise<unknown>[] = [];
  for (const [index, item] of items.entries()) {
    const due = started + (index * 1000) / perSecond;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    running.push(act(item));
  }
  await Promise.all(running);
}
