/**
 * The part of ICU MessageFormat the locale files use — `{name}`, `{n, plural, =0 {…} one {…}
 * other {…}}` with `#` and `offset:`, `{x, select, …}` and ICU's apostrophe quoting — read
 * and formatted in ~2 KiB instead of intl-messageformat's parser (≈ 10 KiB of brotli on every
 * first load, docs/decisions/039). `icu-messages.test.ts` formats every message of every
 * locale file with both and requires the same text; a message this reader cannot read throws,
 * and the i18next plugin below then shows it raw, as i18next-icu did.
 */

type Part =
  | string
  | { pound: true }
  | { arg: string }
  | { arg: string; kind: 'plural' | 'select'; offset: number; options: Record<string, Part[]> };

class MessageReader {
  private at = 0;
  constructor(private readonly text: string) {}

  read(): Part[] {
    const parts = this.message(false, false);
    if (this.at < this.text.length) this.fail('unexpected }');
    return parts;
  }

  private fail(what: string): never {
    throw new SyntaxError(`ICU message, ${what} at ${this.at}: ${this.text}`);
  }

  /** Literal text and arguments up to a closing `}` (nested) or the end. */
  private message(nested: boolean, inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal) parts.push(literal);
      literal = '';
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === '}') {
        if (!nested) this.fail('unexpected }');
        break;
      }
      if (char === '{') {
        flush();
        parts.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        parts.push({ pound: true });
        this.at += 1;
      } else if (char === "'") {
        literal += this.quoted(inPlural);
      } else {
        literal += char;
        this.at += 1;
      }
    }
    flush();
    return parts;
  }

  /** ICU quoting as formatjs reads it: `''` is one apostrophe; `'` before a syntax character opens a quote. */
  private quoted(inPlural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (!(next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && inPlural))) {
      this.at += 1;
      return "'";
    }
    this.at += 1;
    let out = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === "'") {
        if (this.text[this.at + 1] === "'") {
          out += "'";
          this.at += 2;
          continue;
        }
        this.at += 1;
        return out;
      }
      out += char;
      this.at += 1;
    }
    return out;
  }

  private space(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at += 1;
  }

  private word(): string {
    const start = this.at;
    while (this.at < this.text.length && !/[\s,{}]/.test(this.text[this.at] ?? '')) this.at += 1;
    return this.text.slice(start, this.at);
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) this.fail(`expected ${char}`);
    this.at += 1;
  }

  private argument(): Part {
    this.expect('{');
    this.space();
    const arg = this.word();
    if (!arg) this.fail('missing argument name');
    this.space();
    if (this.text[this.at] === '}') {
      this.at += 1;
      return { arg };
    }
    this.expect(',');
    this.space();
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') this.fail(`unsupported argument type ${kind}`);
    this.space();
    this.expect(',');
    this.space();
    let offset = 0;
    if (this.text.startsWith('offset:', this.at)) {
      this.at += 'offset:'.length;
      this.space();
      offset = Number(this.word());
      if (!Number.isFinite(offset)) this.fail('bad offset');
      this.space();
    }
    const options: Record<string, Part[]> = {};
    while (this.text[this.at] !== '}') {
      const selector = this.word();
      if (!selector) this.fail('missing selector');
      this.space();
      this.expect('{');
      options[selector] = this.message(true, kind === 'plural');
      this.expect('}');
      this.space();
    }
    this.at += 1;
    if (!options.other) this.fail('missing other');
    return { arg, kind, offset, options };
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale);
  numberFormats.set(locale, format);
  return format;
}

function pluralRule(locale: string): Intl.PluralRules {
  const rule = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rule);
  return rule;
}

function formatParts(
  parts: Part[],
  locale: string,
  values: Record<string, unknown>,
  pound: number | null,
): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if ('pound' in part) {
      out += pound === null ? '#' : numberFormat(locale).format(pound);
      continue;
    }
    if (!(part.arg in values)) throw new Error(`no value for {${part.arg}}`);
    const value = values[part.arg];
    if (!('kind' in part)) {
      // As intl-messageformat: strings and numbers as they are (no grouping), nothing for empty values.
      out += typeof value === 'number' || value ? String(value) : '';
      continue;
    }
    let chosen: Part[] | undefined;
    let inner = pound;
    if (part.kind === 'select') {
      chosen = part.options[String(value)];
    } else {
      const count = Number(value);
      inner = count - part.offset;
      chosen = part.options[`=${count}`] ?? part.options[pluralRule(locale).select(inner)];
    }
    out += formatParts(chosen ?? part.options.other ?? [], locale, values, inner);
  }
  return out;
}

const readMessages = new Map<string, Part[]>();

/** `message` with `values`, in `locale` (a BCP 47 tag: plural rules and `#`'s number format). */
export function formatMessage(message: string, locale: string, values: Record<string, unknown> = {}): string {
  const parts = readMessages.get(message) ?? new MessageReader(message).read();
  readMessages.set(message, parts);
  return formatParts(parts, locale, values, null);
}

/**
 * i18next's message format plugin (in place of i18next-icu): every text goes through
 * {@link formatMessage}; a message it cannot read or a missing value shows the text raw.
 */
export function icuMessages(localeOf: (language: string) => string) {
  return {
    type: 'i18nFormat' as const,
    init() {},
    parse(message: unknown, values: Record<string, unknown> | undefined, language: string) {
      if (typeof message !== 'string') return message;
      try {
        return formatMessage(message, localeOf(language), values ?? {});
      } catch {
        return message;
      }
    },
    addLookupKeys(keys: string[]) {
      return keys;
    },
  };
}
