import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

export const nulCharacterMessage = 'must not contain a NUL character';

/**
 * Requests are checked against their route's contract schemas, and every string of params, query
 * and body (object keys too) is refused when it holds a NUL character: PostgreSQL's text and jsonb
 * cannot store one, so it would otherwise fail deep in a query as a 500.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: z.pipe(withoutNulCharacters, route.schema) });

const withoutNulCharacters = z.unknown().check((context) => {
  for (const path of nulCharacterPaths(context.value)) {
    context.issues.push({ code: 'custom', path, message: nulCharacterMessage, input: context.value });
  }
});

function nulCharacterPaths(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return value.includes('\0') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacterPaths(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes('\0') ? [[...path, key]] : nulCharacterPaths(item, [...path, key]),
  );
}
