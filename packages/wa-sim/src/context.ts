import type { SimulatorState } from './state';
import type { WebhookDispatcher } from './webhooks/webhook-dispatcher';

export interface SimulatorContext {
  state: SimulatorState;
  webhooks: WebhookDispatcher;
}
