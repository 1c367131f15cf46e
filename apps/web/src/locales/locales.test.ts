import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishCommon, languages } from '../lib/i18n';

const localesDir = import.meta.dirname;
type Tree = { [key: string]: string | Tree };
const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));

/** A namespace's texts; English 'common' as the app uses it, with the contract's server texts. */
const read = (language: string, namespace: string): Tree =>
  language === 'en' && namespace === 'common'
    ? (englishCommon as Tree)
    : (JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree);

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...leaves(value, `${prefix}${key}.`)],
    ),
  );
}

/** Placeholders and Trans tags a translation must keep, or the sentence breaks at run time. */
const markers = (text: string) =>
  [...text.matchAll(/{{\s*\w+\s*}}|<\/?\w+>/g)].map((match) => match[0]).sort();

describe('locales', () => {
  it('has a folder for every language the switcher offers, and no other', () => {
    const folders = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((folder) => folder.name).sort()).toEqual(
      languages.map((language) => language.code).sort(),
    );
  });

  for (const { code } of languages.filter((language) => language.code !== 'en')) {
    for (const namespace of namespaces) {
      it(`${code}/${namespace}.json has every key English has, and keeps its placeholders`, () => {
        const english = leaves(read('en', namespace));
        const translated = leaves(read(code, namespace));
        expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
        expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
        for (const [key, text] of english) {
          expect(markers(translated.get(key) ?? ''), `${code}/${namespace}: ${key}`).toEqual(markers(text));
          expect(translated.get(key)?.trim(), `${code}/${namespace}: ${key}`).not.toBe('');
        }
      });
    }
  }
});
