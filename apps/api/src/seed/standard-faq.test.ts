import { readFileSync } from 'node:fs';
import { TEXT_LANGUAGES } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../platform/html/sanitize';
import { loadStandardFaq } from './standard-faq';

const readFile = (name: string) =>
  JSON.parse(readFileSync(new URL(`./faq/${name}.json`, import.meta.url), 'utf8')) as {
    categories: Record<string, string>;
    faqs: Record<string, { title: string; body_html: string }>;
  };
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').trim();

describe('the standard FAQ data files', () => {
  const faq = loadStandardFaq();
  const entries = faq.flatMap((category) => category.faqs);

  it('holds a real FAQ: every topic of issue #17 in 25–40 entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(25);
    expect(entries.length).toBeLessThanOrEqual(40);
    expect(faq.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        'downloads',
        'prints',
        'payment',
        'convenience-store',
        'purchase',
        'face-search',
        'guest',
        'refunds',
        'account',
        'technical',
      ]),
    );
  });

  it('gives every language exactly the same categories and entries', () => {
    const [first, ...rest] = TEXT_LANGUAGES.map(readFile);
    for (const file of rest) {
      expect(Object.keys(file.categories).sort()).toEqual(Object.keys(first!.categories).sort());
      expect(Object.keys(file.faqs).sort()).toEqual(Object.keys(first!.faqs).sort());
    }
  });

  it('has no empty title or answer in any language, and no answer copied from another language', () => {
    for (const entry of entries) {
      for (const language of TEXT_LANGUAGES) {
        expect(entry.title[language].trim(), `${entry.key} ${language}`).not.toBe('');
        expect(textOf(entry.bodyHtml[language]).length, `${entry.key} ${language}`).toBeGreaterThan(20);
      }
      expect(new Set(TEXT_LANGUAGES.map((language) => entry.bodyHtml[language])).size).toBe(4);
    }
  });

  it('writes answers only in the HTML the sanitiser keeps (nothing is silently dropped)', () => {
    for (const entry of entries) {
      for (const language of TEXT_LANGUAGES) {
        expect(sanitizeBody(entry.bodyHtml[language]), `${entry.key} ${language}`).toBe(
          entry.bodyHtml[language],
        );
      }
    }
  });

  it('refuses a language file that lacks an entry, so a gap fails the start instead of showing blanks', () => {
    const read = (name: string) => {
      const data =
        name === 'structure'
          ? JSON.parse(readFileSync(new URL('./faq/structure.json', import.meta.url), 'utf8'))
          : readFile(name);
      if (name === 'vi') delete (data as ReturnType<typeof readFile>).faqs['download-zip'];
      return data;
    };
    expect(() => loadStandardFaq(read)).toThrow(/faq\/vi\.json/);
  });
});
