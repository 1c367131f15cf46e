import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createProductImportFiles } from './product-import-files';

let dir = '';
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('product import files', () => {
  it('sweeps what a process stopped mid-import left, and keeps an import under way', async () => {
    dir = await mkdtemp(join(tmpdir(), 'parley-product-imports-'));
    await mkdir(join(dir, 'incoming'));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const leftStaged = join(dir, 'a1b2.ndjson');
    const leftReceived = join(dir, 'incoming', 'c3d4');
    const underWay = join(dir, 'incoming', 'e5f6');
    for (const path of [leftStaged, leftReceived, underWay]) await writeFile(path, 'rows');
    for (const path of [leftStaged, leftReceived]) await utimes(path, twoHoursAgo, twoHoursAgo);

    await createProductImportFiles(dir).sweep();
    expect([leftStaged, leftReceived, underWay].map((path) => existsSync(path))).toEqual([
      false,
      false,
      true,
    ]);
  });
});
