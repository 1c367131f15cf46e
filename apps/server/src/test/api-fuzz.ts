import type { FastifyInstance, InjectOptions } from 'fastify';
import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { OpenAPIV3 } from 'openapi-types';
import { bearer, clientAddress, signUp } from './harness';

export interface ApiFuzzOptions {
  /** The same seed sends the same requests (given the same answers). */
  seed: number;
  requests: number;
  /** The fuzz stops here even if it has requests left. */
  maxDurationMs: number;
  /** The app's OPERATOR_TOKEN, for the operator routes. */
  operatorToken: string;
}

export interface ServerErrorFound {
  method: string;
  url: string;
  status: number;
  answer: string;
  /** What was sent, cut short. */
  sent: string;
}

export interface ApiFuzzFigures {
  operations: number;
  requests: number;
  durationMs: number;
  byStatusClass: Record<string, number>;
  /** One per operation and status: the first request that answered it. */
  serverErrors: ServerErrorFound[];
}

/**
 * Sends requests made from the OpenAPI document's own schemas to every operation in it, signed in as
 * an account admin (the operator routes with the operator token): valid values, then the same with
 * one or more values made hostile (wrong types, boundaries, huge or NUL-holding strings, unicode
 * oddities, ids of nothing or of no shape), fields left out and bodies that are not what the route
 * reads. Requests go through `inject`, so nothing leaves the process but what the app itself
 * fetches, and every generated web address is a loopback or private one. Any 5xx answer is a finding.
 */
export async function fuzzApi(app: FastifyInstance, options: ApiFuzzOptions): Promise<ApiFuzzFigures> {
  const random = seededRandom(options.seed);
  const operations = operationsOf(app.swagger() as OpenAPIV3.Document);
  const ids = new Set<string>();
  let token = await signUpAdmin(app, ids);
  const figures: ApiFuzzFigures = {
    operations: operations.length,
    requests: 0,
    durationMs: 0,
    byStatusClass: {},
    serverErrors: [],
  };
  const reported = new Set<string>();
  const started = performance.now();
  const context: GenerationContext = { random, ids: () => [...ids] };

  while (figures.requests < options.requests && performance.now() - started < options.maxDurationMs) {
    // Round by round, so routes that create things run before the ones that read them by id.
    for (const operation of shuffled(operations, random)) {
      if (figures.requests >= options.requests) break;
      const request = requestFor(operation, context);
      request.headers = {
        ...request.headers,
        ...(operation.auth === 'bearer' ? bearer(token) : {}),
        ...(operation.auth === 'operator' ? bearer(options.operatorToken) : {}),
      };
      request.remoteAddress = clientAddress();
      const response = await app.inject(request);
      figures.requests += 1;
      const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
      figures.byStatusClass[statusClass] = (figures.byStatusClass[statusClass] ?? 0) + 1;
      if (response.statusCode >= 500) {
        const key = `${operation.method} ${operation.path} ${response.statusCode}`;
        if (!reported.has(key)) {
          reported.add(key);
          figures.serverErrors.push({
            method: operation.method,
            url: String(request.url),
            status: response.statusCode,
            answer: response.body.slice(0, 500),
            sent: String(request.payload ?? '').slice(0, 500),
          });
        }
      } else if (response.statusCode < 300) {
        for (const id of response.body.match(uuidPattern) ?? []) ids.add(id);
      }
      // The fuzz may block its own account (operator routes) or end its session: it starts afresh.
      if (operation.auth === 'bearer' && isSignedOut(response.statusCode, response.body)) {
        token = await signUpAdmin(app, ids);
      }
    }
  }
  figures.durationMs = Math.round(performance.now() - started);
  return figures;
}

interface Operation {
  method: InjectOptions['method'] & string;
  path: string;
  auth: 'bearer' | 'operator' | 'none';
  pathParams: OpenAPIV3.ParameterObject[];
  queryParams: OpenAPIV3.ParameterObject[];
  body?: JsonSchema;
  /** Write operations without a JSON body read a multipart upload. */
  readsUpload: boolean;
}

interface GenerationContext {
  random: () => number;
  ids: () => string[];
}

function operationsOf(document: OpenAPIV3.Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const requestBody = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      return [
        {
          method: method.toUpperCase() as Operation['method'],
          path,
          auth: scheme === 'bearer' || scheme === 'operator' ? scheme : 'none',
          pathParams: parameters.filter((parameter) => parameter.in === 'path'),
          queryParams: parameters.filter((parameter) => parameter.in === 'query'),
          body: requestBody?.content['application/json']?.schema as JsonSchema | undefined,
          readsUpload: !requestBody && method !== 'get' && method !== 'delete',
        },
      ];
    }),
  );
}

function requestFor(operation: Operation, context: GenerationContext): InjectOptions {
  const { random } = context;
  const hostile = random() < 0.7;
  const parameterValue = (schema: unknown) => {
    const value = validValue(schema as JsonSchema, context);
    return hostile && random() < 0.4 ? hostileValue(context, value) : value;
  };

  let url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = operation.pathParams.find((candidate) => candidate.name === name);
    return encodeURIComponent(String(parameterValue(parameter?.schema)).replace(/\p{Surrogate}/gu, '\uFFFD'));
  });
  const query = new URLSearchParams();
  for (const parameter of operation.queryParams) {
    if (!parameter.required && random() < 0.4) continue;
    const value = parameterValue(parameter.schema);
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(parameter.name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  if (hostile && random() < 0.1) query.append(hostileString(random), hostileString(random));
  if (query.size > 0) url += `?${query}`;

  if (operation.body) {
    const body = validValue(operation.body, context);
    const sent = hostile ? mutated(body, context) : body;
    if (hostile && random() < 0.1) {
      return {
        method: operation.method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: pick(random, rawBodies),
      };
    }
    return {
      method: operation.method,
      url,
      payload: JSON.stringify(sent),
      headers: { 'content-type': 'application/json' },
    };
  }
  if (operation.readsUpload) return { method: operation.method, url, ...uploadBody(random, hostile) };
  return { method: operation.method, url };
}

/** A value the schema accepts, made up by json-schema-faker; an id is often one the app answered. */
function validValue(schema: JsonSchema | undefined, context: GenerationContext): unknown {
  if (!schema) return seededUuid(context.random);
  const value = generateSync(withoutPatternsBesideFormats(schema), {
    seed: Math.floor(context.random() * 2 ** 31),
    optionalsProbability: 0.7,
    maxDefaultItems: 3,
    // A list's valid length is drawn up to its schema's maximum otherwise: thousands of contacts or
    // flow nodes a request, made up and then mutated, which took 90% of the fuzz's time.
    maxItems: 10,
    formats: {
      uuid: () => {
        const ids = context.ids();
        return ids.length > 0 && context.random() < 0.7
          ? pick(context.random, ids)
          : seededUuid(context.random);
      },
      uri: () => pick(context.random, loopbackUrls),
      url: () => pick(context.random, loopbackUrls),
    },
  });
  return value;
}

/** zod writes a pattern beside each format; the format's own generator (ids, loopback URLs) is wanted. */
function withoutPatternsBesideFormats(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema)) return schema.map(withoutPatternsBesideFormats) as unknown as JsonSchema;
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'pattern' && 'format' in schema) continue;
    copy[key] =
      typeof value === 'object' && value !== null ? withoutPatternsBesideFormats(value as JsonSchema) : value;
  }
  return copy as JsonSchema;
}

/** The body with one to three of its values replaced by hostile ones, or a field left out. */
function mutated(body: unknown, context: GenerationContext): unknown {
  const { random } = context;
  let result = structuredClone(body);
  const mutations = 1 + Math.floor(random() * 3);
  for (let index = 0; index < mutations; index++) {
    const paths = valuePaths(result);
    const path = random() < 0.05 || paths.length === 1 ? [] : pick(random, paths.slice(1));
    if (path.length === 0) {
      result = hostileValue(context, result);
      continue;
    }
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], result);
    const key = path[path.length - 1] as string;
    if (random() < 0.2 && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key];
    else
      (parent as Record<string, unknown>)[key] = hostileValue(
        context,
        (parent as Record<string, unknown>)[key],
      );
  }
  return result;
}

function valuePaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value))
    return here.concat(value.flatMap((item, index) => valuePaths(item, [...path, index])));
  if (value !== null && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => valuePaths(item, [...path, key])));
  }
  return here;
}

const loopbackUrls = [
  'http://127.0.0.1:9/picture.png',
  'http://localhost:9/picture.png',
  'http://[::1]:9/document.pdf',
  'http://10.0.0.1:9/video.mp4',
  'https://127.0.0.1:9/',
];

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'name\u0000with a NUL',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  'Z\u0351\u0352\u0353\u0354',
  '\uFEFF\u200B\u2060',
  '\uFFFF\uFFFE',
  '🧨👩‍👩‍👧‍👦',
  "'; drop table contacts; --",
  '%00%ff%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '1e309',
  '-1',
  'NaN',
  '2026-13-45T99:99:99Z',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
];

function hostileString(random: () => number): string {
  const roll = random();
  if (roll < 0.05) return 'x'.repeat(100_000);
  if (roll < 0.1) return '\u0000'.repeat(1000);
  if (roll < 0.15) return 'ü'.repeat(5000);
  return pick(random, hostileStrings);
}

/** Half the time a string is spoiled rather than replaced, so it still gets past the checks before. */
function hostileValue(context: GenerationContext, original: unknown): unknown {
  const { random } = context;
  if (typeof original === 'string' && random() < 0.5) {
    const at = Math.floor(random() * (original.length + 1));
    const spoiler = pick(random, ['\u0000', '\uD800', '\u202E', '\uFEFF', '\u0000\u0000', '🧨']);
    return random() < 0.1
      ? original.repeat(1 + Math.ceil(100_000 / (original.length + 1)))
      : original.slice(0, at) + spoiler + original.slice(at);
  }
  const values: (() => unknown)[] = [
    () => hostileString(random),
    () => hostileString(random),
    () => seededUuid(context.random),
    () => pick(random, [0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 3.5, -0]),
    () => pick(random, [true, false, null]),
    () => [],
    () => [hostileString(random), 1, null],
    () => ({}),
    () => ({ nested: { deeper: [hostileString(random)] }, '\u0000key': 1 }),
    () => pick(random, context.ids().length > 0 ? context.ids() : [seededUuid(context.random)]),
  ];
  return pick(random, values)();
}

const rawBodies = ['', '{', 'null', '[]', '"text"', '1', '{"a":', '\u0000', '{"__proto__":{"admin":true}}'];

function uploadBody(random: () => number, hostile: boolean): Pick<InjectOptions, 'headers' | 'payload'> {
  const boundary = 'fuzz-boundary';
  const file = pick(random, [
    { name: 'logo.png', type: 'image/png', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
    { name: 'contacts.csv', type: 'text/csv', content: Buffer.from('name,phone\nAda,+14155550123\n') },
    { name: 'random.bin', type: 'application/octet-stream', content: Buffer.from(seededUuid(random)) },
    { name: '\u0000.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
  ]);
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}\r\ncontent-disposition: form-data; name="type"\r\n\r\n${file.type}\r\n`),
  ]);
  const whole = Buffer.concat([part, Buffer.from(`--${boundary}--\r\n`)]);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if (!hostile) return { headers: { 'content-type': contentType }, payload: whole };
  return pick(random, [
    {
      headers: { 'content-type': contentType },
      payload: part.subarray(0, Math.floor(random() * part.length)),
    },
    { headers: { 'content-type': 'multipart/form-data' }, payload: whole },
    { headers: { 'content-type': contentType }, payload: '' },
    { headers: { 'content-type': contentType }, payload: `--${boundary}\r\n\r\n\u0000` },
    { headers: { 'content-type': 'application/json' }, payload: '{"file":"nope"}' },
    { headers: { 'content-type': 'text/plain' }, payload: 'plain' },
  ]);
}

async function signUpAdmin(app: FastifyInstance, ids: Set<string>): Promise<string> {
  const { accessToken } = await signUp(app);
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(accessToken) });
  for (const id of me.body.match(uuidPattern) ?? []) ids.add(id);
  return accessToken;
}

function isSignedOut(status: number, body: string): boolean {
  return status === 401 || (status === 403 && body.includes('ACCOUNT_BLOCKED'));
}

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** mulberry32: small, fast and good enough to make a run repeatable from its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
