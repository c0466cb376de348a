import { readFileSync } from 'node:fs';
import { type LangText, TEXT_LANGUAGES, type TextLanguage } from '@omoide/contract';
import { z } from 'zod';

/**
 * The product's own FAQ: what every installation answers about downloads, prints, payments,
 * faces and so on. The text lives in data files beside this one (`faq/structure.json` for
 * the order of categories and entries, `faq/<language>.json` per language) so translators
 * edit JSON, not code; the start-up sync (`syncStandardFaq`) writes it into the database.
 */
export type StandardFaq = {
  name: string;
  displayText: LangText;
  faqs: { key: string; title: LangText; bodyHtml: LangText }[];
}[];

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const structureSchema = z.array(
  z.object({ category: z.string().regex(KEY), faqs: z.array(z.string().regex(KEY)).min(1) }),
);
const text = z.string().trim().min(1);
const localeSchema = z.object({
  categories: z.record(z.string(), text),
  faqs: z.record(z.string(), z.object({ title: text, body_html: text })),
});
type LocaleFile = z.infer<typeof localeSchema>;

const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./faq/${name}.json`, import.meta.url), 'utf8'));

/** Every language must hold exactly the structure's categories and entries: a gap fails loudly. */
function checkComplete(language: TextLanguage, file: LocaleFile, categories: string[], keys: string[]) {
  const same = (have: string[], want: string[]) =>
    have.length === want.length && [...have].sort().join() === [...want].sort().join();
  if (!same(Object.keys(file.categories), categories) || !same(Object.keys(file.faqs), keys)) {
    throw new Error(
      `standard FAQ: faq/${language}.json does not hold exactly the entries of faq/structure.json`,
    );
  }
}

export function loadStandardFaq(read: (name: string) => unknown = readJson): StandardFaq {
  const structure = structureSchema.parse(read('structure'));
  const categories = structure.map((c) => c.category);
  const keys = structure.flatMap((c) => c.faqs);
  if (new Set(keys).size !== keys.length || new Set(categories).size !== categories.length) {
    throw new Error('standard FAQ: a category or an entry key is listed twice in faq/structure.json');
  }
  const files = Object.fromEntries(
    TEXT_LANGUAGES.map((language) => {
      const file = localeSchema.parse(read(language));
      checkComplete(language, file, categories, keys);
      return [language, file];
    }),
  ) as Record<TextLanguage, LocaleFile>;
  const inEvery = (pick: (file: LocaleFile) => string): LangText =>
    Object.fromEntries(TEXT_LANGUAGES.map((language) => [language, pick(files[language])])) as LangText;

  return structure.map(({ category, faqs }) => ({
    name: category,
    displayText: inEvery((file) => file.categories[category]!),
    faqs: faqs.map((key) => ({
      key,
      title: inEvery((file) => file.faqs[key]!.title),
      bodyHtml: inEvery((file) => file.faqs[key]!.body_html),
    })),
  }));
}
