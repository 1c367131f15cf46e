import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

let script: Promise<string> | undefined;
let styles: Promise<string> | undefined;

/**
 * The page's TypeScript, bundled by esbuild on the first request and kept: `npm start` needs no
 * build step, and a simulator that never serves the page never loads esbuild.
 */
export function handsetScript(): Promise<string> {
  script ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [fileURLToPath(new URL('./client/main.ts', import.meta.url))],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        minify: true,
        logLevel: 'silent',
      }),
    )
    .then((result) => result.outputFiles[0]?.text ?? '')
    .catch((error: unknown) => {
      script = undefined;
      throw error;
    });
  return script;
}

export function handsetStyles(): Promise<string> {
  styles ??= readFile(new URL('./handset.css', import.meta.url), 'utf8');
  return styles;
}

export const handsetPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>Handset · WhatsApp simulator</title>
    <link rel="stylesheet" href="/handset/handset.css" />
    <script type="module" src="/handset/handset.js"></script>
  </head>
  <body>
    <main class="stage">
      <div class="phone" id="phone" aria-label="Simulated phone"></div>
    </main>
  </body>
</html>
`;
