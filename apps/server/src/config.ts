import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { PartnerSettings } from './providers/partner/partner-client';

const booleanFromString = z.enum(['true', 'false']).transform((value) => value === 'true');
const optionalUrl = (protocols: string[]) =>
  z
    .url({
      protocol: new RegExp(`^(${protocols.join('|')})$`),
      error: `must be a URL starting with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
    })
    .optional()
    .or(z.literal('').transform(() => undefined));

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PARLEY_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 30m, 12h or 7d')
    .default('12h'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  PUBLIC_URL: z.url().optional(),
  SIGN_IN_DELAY_STEP_MS: z.coerce.number().int().min(0).max(5000).default(250),
  GRAPH_API_URL: z.url().optional(),
  PARLEY_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  META_APP_SECRET: z.string().min(1).optional(),
  META_VERIFY_TOKEN: z.string().min(1).optional(),
  META_APP_ID: z.string().regex(/^\d+$/, 'must be the app id (digits only)').optional(),
  META_CONFIG_ID: z.string().regex(/^\d+$/, 'must be the configuration id (digits only)').optional(),
  PARTNER_API_URL: z.url().default('https://partner.gupshup.io'),
  PARTNER_MESSAGING_URL: z.url().default('https://api.gupshup.io'),
  PARTNER_EMAIL: z.string().min(1).optional(),
  PARTNER_CLIENT_SECRET: z.string().min(1).optional(),
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFromString.default(false),
  PARLEY_ROLES: z
    .string()
    .default('api,worker')
    .transform((value) => value.split(',').map((role) => role.trim()))
    .pipe(
      z
        .array(z.enum(['api', 'worker'], { error: 'must list api, worker or both, separated by commas' }))
        .min(1),
    ),
  /**
   * A campaign send still unconfirmed this long after it was claimed (a crash took its answer) ends
   * `unknown`, unless a status webhook settles it first.
   */
  CAMPAIGN_RECONCILE_AFTER_MS: z.coerce.number().int().min(1000).default(300_000),
  /** Public API calls each API key may make a minute (its sends included), on each server process. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** An outbound webhook endpoint whose every delivery has failed this long is disabled, its admins told. */
  OUTBOUND_WEBHOOKS_DISABLE_AFTER_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .positive()
    .max(24 * 365)
    .default(72),
});

export const metaGraphUrl = 'https://graph.facebook.com/v23.0';

export type Config = Omit<
  z.infer<typeof EnvSchema>,
  'JWT_SECRET' | 'PUBLIC_URL' | 'PARLEY_DATA_DIR' | 'PARLEY_ENCRYPTION_KEY' | 'PARLEY_ROLES'
> & {
  /** What this process does: answer HTTP (`api`), run the background work (`worker`), or both. */
  roles: { api: boolean; worker: boolean };
  dataDir: string;
  jwtSecret: string;
  /** Seals provider tokens at rest. */
  encryptionKey: Buffer;
  whatsApp: {
    /** The Graph API base with its version: Meta's, or the built-in simulator's in embedded mode. */
    graphUrl: string;
    /** The simulator's sandbox business, when Parley runs with the built-in simulator. */
    sandbox?: { businessAccountId: string; apiKey: string; handsetUrl: string };
    /** The simulator's Embedded Signup dialog, which stands in for Meta's SDK in embedded mode. */
    signupDialogUrl?: string;
  };
  /** Parley's account at the partner provider; without it the partner wizard is unavailable. */
  partner?: PartnerSettings;
  publicUrl: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Parley cannot start, the configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/**
 * The embedded database belongs to one process, which must then both answer and do the background
 * work: an API-only process would queue jobs nothing runs, a worker-only one would answer no one.
 * (Tests run an API-only app on PGlite on purpose; `npm start` checks this.)
 */
export function checkRolesFitDatabase(config: Config): void {
  if (config.database.kind === 'pglite' && !(config.roles.api && config.roles.worker)) {
    throw new ConfigError([
      'PARLEY_ROLES: a process on the embedded database must be both api and worker; set DATABASE_URL to split them',
    ]);
  }
}

/** Parses the environment once at boot; every problem is listed, not only the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { JWT_SECRET, PUBLIC_URL, PARLEY_DATA_DIR, PARLEY_ENCRYPTION_KEY, PARLEY_ROLES, ...rest } =
    parsed.data;
  const dataDir = resolve(PARLEY_DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...rest,
    roles: { api: PARLEY_ROLES.includes('api'), worker: PARLEY_ROLES.includes('worker') },
    dataDir,
    jwtSecret: JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    encryptionKey: Buffer.from(
      PARLEY_ENCRYPTION_KEY ?? persistentSecret(dataDir, 'encryption-key'),
      'base64',
    ),
    whatsApp: { graphUrl: (rest.GRAPH_API_URL ?? metaGraphUrl).replace(/\/$/, '') },
    partner: partnerSettings(rest),
    publicUrl: (PUBLIC_URL ?? `http://localhost:${rest.PORT}`).replace(/\/$/, ''),
    database: rest.DATABASE_URL
      ? { kind: 'postgres', url: rest.DATABASE_URL }
      : { kind: 'pglite', dir: join(dataDir, 'pglite') },
  };
}

function partnerSettings(
  env: Pick<
    z.infer<typeof EnvSchema>,
    'PARTNER_API_URL' | 'PARTNER_MESSAGING_URL' | 'PARTNER_EMAIL' | 'PARTNER_CLIENT_SECRET'
  >,
): PartnerSettings | undefined {
  if (!env.PARTNER_EMAIL || !env.PARTNER_CLIENT_SECRET) return undefined;
  return {
    apiUrl: env.PARTNER_API_URL.replace(/\/$/, ''),
    messagingUrl: env.PARTNER_MESSAGING_URL.replace(/\/$/, ''),
    email: env.PARTNER_EMAIL,
    clientSecret: env.PARTNER_CLIENT_SECRET,
  };
}

/** Without one from the environment, a secret is generated once and kept, so it survives restarts. */
function persistentSecret(dataDir: string, name: 'jwt-secret' | 'encryption-key'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret =
    name === 'jwt-secret' ? randomBytes(48).toString('base64url') : randomBytes(32).toString('base64');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
