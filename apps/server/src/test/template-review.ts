import type { TemplateCatalog } from '../providers/messaging-provider';

/** Waits for the provider's review of `name` (the simulator approves after its configured delay). */
export async function approved(catalog: TemplateCatalog, name: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const template = (await catalog.list()).find((candidate) => candidate.name === name);
    if (template && template.status !== 'PENDING') return template;
    if (Date.now() > deadline) throw new Error(`the provider did not review ${name} in time`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
