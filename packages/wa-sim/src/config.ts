import type { SandboxSeed } from './seed';

export interface SimulatorOptions {
  host?: string;
  port?: number;
  graphVersion?: string;
  /** Per phone number; Infinity lifts the limit. */
  messagesPerSecond?: number;
  /** `delivered` counts from the send, `read` from the delivery; read only for known customers. */
  statusDelaysMs?: { delivered: number; read: number };
  webhookRetry?: { attempts: number; baseDelayMs: number };
  chaos?: { duplicates: boolean; outOfOrder: boolean };
  templateReviewDelayMs?: number;
  /** How long a message send waits for its answer once taken (and counted as sent), as Meta's does. */
  sendAnswerDelayMs?: number;
  seed?: SandboxSeed;
}

export interface SimulatorConfig {
  messagesPerSecond: number;
  statusDelaysMs: { delivered: number; read: number };
  webhookRetry: { attempts: number; baseDelayMs: number };
  chaos: { duplicates: boolean; outOfOrder: boolean };
  templateReviewDelayMs: number;
  sendAnswerDelayMs: number;
}

export function resolveConfig(options: SimulatorOptions): SimulatorConfig {
  return {
    messagesPerSecond: options.messagesPerSecond ?? 80,
    statusDelaysMs: options.statusDelaysMs ?? { delivered: 200, read: 1000 },
    webhookRetry: options.webhookRetry ?? { attempts: 6, baseDelayMs: 500 },
    chaos: options.chaos ?? { duplicates: false, outOfOrder: false },
    templateReviewDelayMs: options.templateReviewDelayMs ?? 2000,
    sendAnswerDelayMs: options.sendAnswerDelayMs ?? 0,
  };
}
