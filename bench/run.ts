import { apiFuzzBench } from './api-fuzz.bench';
import { campaignCrashBench } from './campaign-crash.bench';
import { campaignFullLoopBench } from './campaign-full-loop.bench';
import { campaignPreflightBench } from './campaign-preflight.bench';
import { campaignRateBench } from './campaign-rate.bench';
import { campaignSendRateBench } from './campaign-send-rate.bench';
import { chatbotBuilderBench } from './chatbot-builder.bench';
import { chatbotSessionsBench } from './chatbot-sessions.bench';
import { contactImportBench } from './contact-import.bench';
import { contactsSearchBench } from './contacts-search.bench';
import { inboxPagesBench } from './inbox-pages.bench';
import { loginBundleBench } from './login-bundle.bench';
import { ordersListBench } from './orders-list.bench';
import { outboundWebhooksBench } from './outbound-webhooks.bench';
import { publicApiSendBench } from './public-api-send.bench';
import { realtimeLatencyBench } from './realtime-latency.bench';
import { startupBench } from './startup.bench';
import { waSimSendsBench } from './wa-sim-sends.bench';
import { webhookIntakeBench } from './webhook-intake.bench';

const benches = {
  startup: startupBench,
  'login-page-javascript': loginBundleBench,
  'webhook-intake': () => webhookIntakeBench(),
  'wa-sim-sends': () => waSimSendsBench(),
  'contact-import': () => contactImportBench(),
  'contacts-search': () => contactsSearchBench(),
  'inbox-pages': () => inboxPagesBench(),
  'realtime-latency': () => realtimeLatencyBench(),
  'api-fuzz': () => apiFuzzBench(),
  'campaign-preflight': () => campaignPreflightBench(),
  'campaign-send-rate': () => campaignSendRateBench(),
  'campaign-rate': () => campaignRateBench(),
  'campaign-full-loop': () => campaignFullLoopBench(),
  'campaign-crash': () => campaignCrashBench(),
  'chatbot-sessions': () => chatbotSessionsBench(),
  'chatbot-builder': () => chatbotBuilderBench(),
  'orders-list': () => ordersListBench(),
  'public-api-send': () => publicApiSendBench(),
  'outbound-webhooks': () => outboundWebhooksBench(),
};

// Each benchmark prints one JSON line of figures (or of its failure); budgets are in the issues, not asserted here.
// `npm run bench -- startup webhook-intake` runs only the named ones; `--name=value` options are a bench's own.
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
let failed = false;
for (const [name, bench] of Object.entries(benches)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  try {
    process.stdout.write(`${JSON.stringify(await bench())}\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(
      `${JSON.stringify({ bench: name, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
  }
}
process.exitCode = failed ? 1 : 0;
