import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, checkRolesFitDatabase, loadConfig } from './config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'parley-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('checkRolesFitDatabase', () => {
  it('refuses to split the roles on the embedded database, and allows it on PostgreSQL', () => {
    for (const roles of ['api', 'worker']) {
      expect(() =>
        checkRolesFitDatabase(loadConfig({ PARLEY_DATA_DIR: dataDir, PARLEY_ROLES: roles })),
      ).toThrow(
        'PARLEY_ROLES: a process on the embedded database must be both api and worker; set DATABASE_URL to split them',
      );
    }
    expect(() => checkRolesFitDatabase(loadConfig({ PARLEY_DATA_DIR: dataDir }))).not.toThrow();
    const onPostgres = loadConfig({
      PARLEY_DATA_DIR: dataDir,
      PARLEY_ROLES: 'api',
      DATABASE_URL: 'postgres://db.example.com/parley',
    });
    expect(() => checkRolesFitDatabase(onPostgres)).not.toThrow();
  });
});

describe('loadConfig', () => {
  it('lists every problem of an invalid environment, not only the first', () => {
    const error = configError({
      PARLEY_DATA_DIR: dataDir,
      PORT: 'eighty',
      JWT_SECRET: 'too-short',
      JWT_EXPIRES_IN: 'a while',
      OPERATOR_TOKEN: 'short',
      DATABASE_URL: 'mysql://db.example.com/parley',
      LOG_LEVEL: 'loud',
    });

    expect(error.problems).toHaveLength(6);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        'JWT_SECRET: must be at least 32 characters',
        'JWT_EXPIRES_IN: must look like 30m, 12h or 7d',
        'OPERATOR_TOKEN: must be at least 24 characters',
        expect.stringMatching(/^DATABASE_URL: /),
        expect.stringMatching(/^LOG_LEVEL: /),
      ]),
    );
    expect(error.message).toMatch(/^Parley cannot start, the configuration is invalid:\n {2}- /);
    for (const problem of error.problems) expect(error.message).toContain(`  - ${problem}`);
  });

  it('defaults to port 3000 and an embedded database in .data', () => {
    const cwd = process.cwd();
    process.chdir(dataDir);
    try {
      const config = loadConfig({});

      expect(config.PORT).toBe(3000);
      expect(config.HOST).toBe('0.0.0.0');
      expect(config.dataDir).toBe(join(process.cwd(), '.data'));
      expect(config.database).toEqual({ kind: 'pglite', dir: join(process.cwd(), '.data', 'pglite') });
      expect(config.JWT_EXPIRES_IN).toBe('12h');
      expect(config.SIGN_IN_DELAY_STEP_MS).toBe(250);
      expect(config.LOG_LEVEL).toBe('info');
      expect(config.TRUST_PROXY).toBe(false);
      expect(config.roles).toEqual({ api: true, worker: true });
      expect(config.OPERATOR_TOKEN).toBeUndefined();
      expect(config.publicUrl).toBe('http://localhost:3000');
    } finally {
      process.chdir(cwd);
    }
  });

  it('uses PostgreSQL when DATABASE_URL is set, and ignores it when empty', () => {
    const url = 'postgres://parley:secret@db.example.com:5432/parley';

    expect(loadConfig({ PARLEY_DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
    });
    expect(loadConfig({ PARLEY_DATA_DIR: dataDir, DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('generates a JWT secret once, keeps it in the data directory and reuses it', () => {
    const first = loadConfig({ PARLEY_DATA_DIR: dataDir });
    const second = loadConfig({ PARLEY_DATA_DIR: dataDir });

    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('generates a different secret for another data directory', () => {
    const other = mkdtempSync(join(tmpdir(), 'parley-config-'));
    try {
      expect(loadConfig({ PARLEY_DATA_DIR: other }).jwtSecret).not.toBe(
        loadConfig({ PARLEY_DATA_DIR: dataDir }).jwtSecret,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('prefers JWT_SECRET when given', () => {
    const secret = 'a-secret-given-by-the-operator-0123456789';

    expect(loadConfig({ PARLEY_DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('reads numbers and booleans from their text and trims the slash off PUBLIC_URL', () => {
    const config = loadConfig({
      PARLEY_DATA_DIR: dataDir,
      PORT: '8080',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://parley.example.com/',
    });

    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.publicUrl).toBe('https://parley.example.com');
  });

  it('reads the roles of the process from PARLEY_ROLES and refuses an unknown one', () => {
    expect(loadConfig({ PARLEY_DATA_DIR: dataDir, PARLEY_ROLES: 'api' }).roles).toEqual({
      api: true,
      worker: false,
    });
    expect(loadConfig({ PARLEY_DATA_DIR: dataDir, PARLEY_ROLES: 'worker, api' }).roles).toEqual({
      api: true,
      worker: true,
    });
    expect(configError({ PARLEY_DATA_DIR: dataDir, PARLEY_ROLES: 'api,cron' }).problems).toEqual([
      'PARLEY_ROLES.1: must list api, worker or both, separated by commas',
    ]);
  });
});
