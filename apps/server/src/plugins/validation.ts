import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

export const unstorableTextMessages = {
  nul: 'must not contain a NUL character',
  surrogate: 'must be valid Unicode text: it holds an unpaired surrogate',
};

/**
 * Requests are checked against their route's contract schemas, and every string of params, query
 * and body (object keys too) is refused when it holds a NUL character or an unpaired surrogate
 * (`"\ud800"` in JSON): PostgreSQL's text cannot store the one nor its jsonb the other, so they
 * would otherwise fail deep in a query as a 500.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: z.pipe(storableText, route.schema) });

const storableText = z.unknown().check((context) => {
  for (const { path, problem } of unstorableStrings(context.value)) {
    context.issues.push({
      code: 'custom',
      path,
      message: unstorableTextMessages[problem],
      input: context.value,
    });
  }
});

type Problem = keyof typeof unstorableTextMessages;

function unstorableStrings(
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; problem: Problem }[] {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? [{ path, problem }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableStrings(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const problem = problemOf(key);
    return problem ? [{ path: [...path, key], problem }] : unstorableStrings(item, [...path, key]);
  });
}

function problemOf(text: string): Problem | undefined {
  if (text.includes('\0')) return 'nul';
  if (/\p{Surrogate}/u.test(text)) return 'surrogate';
  return undefined;
}
