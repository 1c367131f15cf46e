import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Platform } from '../context';

/**
 * A domain module, in the order its file reads: the services it builds (in every role: routes and
 * workers use them, and it decorates the app with what other modules need), its routes (only in a
 * process with the `api` role) and its workers: queue jobs, schedules, the provider events it acts
 * on (only with the `worker` role).
 */
export interface ModuleDefinition<Services = undefined> {
  name: string;
  /** The modules whose decorations this one reads; Fastify refuses to start when one is missing or later. */
  dependencies?: string[];
  services?(app: FastifyInstance, platform: Platform): Services | Promise<Services>;
  routes?(app: FastifyInstance, services: Services, platform: Platform): Promise<void>;
  workers?(app: FastifyInstance, services: Services, platform: Platform): void;
}

/** A module as a Fastify plugin that shares its decorations with the modules registered after it. */
export function defineModule<Services = undefined>(module: ModuleDefinition<Services>) {
  return fp(
    async (app: FastifyInstance) => {
      const { platform } = app;
      const services = (await module.services?.(app, platform)) as Services;
      if (platform.config.roles.api) await module.routes?.(app, services, platform);
      if (platform.config.roles.worker) module.workers?.(app, services, platform);
    },
    { name: module.name, dependencies: module.dependencies, fastify: '5.x' },
  );
}
