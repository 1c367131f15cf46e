import { missingTemplateVariables, publicApiRoutes, type Template } from '@parley/contract';

export interface CurlExampleValues {
  /** Where Parley answers, e.g. `https://parley.example.com`. */
  origin: string;
  /** The channel that sends, or a placeholder until the account has one. */
  channelId: string;
  /** The key just created, or a placeholder for one. */
  apiKey: string;
  /** The customer's number, or a placeholder. */
  to: string;
  /** A text message's words. */
  text: string;
  /** Where the status example names the id a send answered. */
  messageId: string;
  /** The template the example sends (`exampleTemplate`). */
  template: { name: string; language: string };
}

const noVariables = { headers: [], body: [], buttons: [], footer: [], carousel: [] };

/**
 * The template the example sends as it is pasted: `hello_world` when the channel has it approved,
 * else the first of its approved templates that needs no variable or file, else `hello_world` all
 * the same (a business that has none yet is shown the call it will make).
 */
export function exampleTemplate(approved: readonly Pick<Template, 'name' | 'language' | 'components'>[]) {
  const sendable = approved.filter(
    (template) =>
      missingTemplateVariables(template.components as Record<string, unknown>[], noVariables).length === 0,
  );
  const chosen = sendable.find((template) => template.name === 'hello_world') ?? sendable[0];
  return chosen
    ? { name: chosen.name, language: chosen.language }
    : { name: 'hello_world', language: 'en_US' };
}

export interface CurlExamples {
  text: string;
  template: string;
  status: string;
}

/**
 * The public API's calls as a developer pastes them into a shell: every value single-quoted (a quote
 * typed into the number cannot end the string), one option a line.
 */
export function curlExamples(values: CurlExampleValues): CurlExamples {
  const { origin, channelId, apiKey, to } = values;
  const key = `X-API-Key: ${apiKey}`;
  const sendUrl = origin + publicApiRoutes.sendMessage.path.replace(':channelId', channelId);
  const send = (message: object) =>
    curl(['-X POST', quote(sendUrl)], [key, 'Content-Type: application/json'], { to, ...message });
  return {
    text: send({ type: 'text', text: { body: values.text } }),
    template: send({ type: 'template', template: values.template }),
    status: curl(
      [quote(origin + publicApiRoutes.message.path.replace(':messageId', values.messageId))],
      [key],
    ),
  };
}

function curl(request: string[], headers: string[], body?: object): string {
  const lines = [
    `curl ${request.join(' ')}`,
    ...headers.map((header) => `  -H ${quote(header)}`),
    ...(body ? [`  -d ${quote(JSON.stringify(body))}`] : []),
  ];
  return lines.join(' \\\n');
}

/** A word for a POSIX shell: in single quotes, where only a single quote needs care. */
export const quote = (value: string): string => `'${value.replaceAll("'", `'\\''`)}'`;
