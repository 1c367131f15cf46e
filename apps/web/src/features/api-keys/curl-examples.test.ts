import { execFileSync } from 'node:child_process';
import type { Template } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { curlExamples, exampleTemplate, quote } from './curl-examples';

const values = {
  origin: 'https://parley.example.com',
  channelId: '00000000-0000-4000-8000-00000000c0de',
  apiKey: 'prly_AbCdEfGh0123456789',
  to: '+49 151 12345678',
  text: 'Hello from the API',
  messageId: '<messageId>',
  template: { name: 'hello_world', language: 'en_US' },
};

/** What a POSIX shell makes of `command`'s words, each on a line of its own. */
const shellWords = (command: string) =>
  execFileSync('sh', ['-c', `printf '%s\\n' ${command.replace(/^curl /, '')}`], { encoding: 'utf8' })
    .trimEnd()
    .split('\n');

describe('curlExamples', () => {
  it('sends a text to the number on the channel with the key, one option a line', () => {
    expect(curlExamples(values).text).toBe(
      [
        "curl -X POST 'https://parley.example.com/api/public/v1/channels/00000000-0000-4000-8000-00000000c0de/messages' \\",
        "  -H 'X-API-Key: prly_AbCdEfGh0123456789' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"to":"+49 151 12345678","type":"text","text":{"body":"Hello from the API"}}'`,
      ].join('\n'),
    );
  });

  it('sends the hello_world template by name and language, and reads a status by the id a send answered', () => {
    const { template, status } = curlExamples(values);
    expect(shellWords(template).at(-1)).toBe(
      '{"to":"+49 151 12345678","type":"template","template":{"name":"hello_world","language":"en_US"}}',
    );
    expect(shellWords(status)).toEqual([
      'https://parley.example.com/api/public/v1/messages/<messageId>',
      '-H',
      'X-API-Key: prly_AbCdEfGh0123456789',
    ]);
  });

  it('keeps what the user typed as one word of the shell, quotes and all', () => {
    const tricky = "+49 151' ; echo pwned '\"$HOME`id`";
    expect(shellWords(quote(tricky))).toEqual([tricky]);
    const body = shellWords(curlExamples({ ...values, to: tricky }).text).at(-1) ?? '';
    expect(JSON.parse(body)).toEqual({ to: tricky, type: 'text', text: { body: 'Hello from the API' } });
  });
});

describe('exampleTemplate', () => {
  const template = (name: string, language: string, body: string, header?: object) =>
    ({
      name,
      language,
      components: [...(header ? [header] : []), { type: 'BODY', text: body }],
    }) as Pick<Template, 'name' | 'language' | 'components'>;

  it('sends hello_world when the channel has it, else the first template that needs nothing filled', () => {
    const order = template('order_update', 'en', 'Hi {{1}}, your order shipped');
    const welcome = template('welcome', 'de', 'Willkommen!');
    const picture = template('spring', 'en', 'New in', { type: 'HEADER', format: 'IMAGE' });
    const hello = template('hello_world', 'en_US', 'Hello World');
    expect(exampleTemplate([order, welcome, hello])).toEqual({ name: 'hello_world', language: 'en_US' });
    expect(exampleTemplate([order, picture, welcome])).toEqual({ name: 'welcome', language: 'de' });
    expect(exampleTemplate([order])).toEqual({ name: 'hello_world', language: 'en_US' });
  });
});
