import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../route';
import { graphDoorRoutes } from './graph-door.routes';
import { examplesOf } from './public-api.examples';
import { publicApiRoutes } from './public-api.routes';

/** The examples the OpenAPI document shows must be what the schemas accept: a reader copies them. */
describe('the public API examples', () => {
  const routes: RouteDefinition[] = [...Object.values(publicApiRoutes), ...Object.values(graphDoorRoutes)];

  it('are given for every call, and each is valid for its schema', () => {
    for (const route of routes) {
      const documented = [route.body, route.response].filter((schema) => schema !== undefined);
      expect(documented.length, route.path).toBeGreaterThan(0);
      for (const schema of documented) {
        const examples = examplesOf(schema);
        expect(examples.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
        for (const example of examples) {
          const parsed = schema.safeParse(example);
          expect(
            parsed.success,
            `${route.method} ${route.path}: ${JSON.stringify(parsed.error?.issues)}`,
          ).toBe(true);
        }
      }
    }
  });
});
