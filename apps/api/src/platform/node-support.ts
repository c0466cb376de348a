import { readFileSync } from 'node:fs';

/**
 * The Node.js versions Omoide runs on are the root package.json's `engines.node` (what CI
 * tests): one place to change. Checked at start-up so an unsupported Node is named plainly
 * instead of failing later in a native module, a worker thread or a dependency.
 */
const ROOT_PACKAGE = new URL('../../../../package.json', import.meta.url);

type Version = [number, number, number];

const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
};

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies `range` (`||` of space-separated `>=`, `>`, `<`, `<=`, `=` terms). */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((term) => {
        const [, op = '=', bound = ''] = /^(>=|<=|>|<|=)?\s*(\d[\d.]*)$/.exec(term) ?? [];
        if (!bound) return false;
        const c = compare(v, parse(bound));
        return op === '>='
          ? c >= 0
          : op === '>'
            ? c > 0
            : op === '<'
              ? c < 0
              : op === '<='
                ? c <= 0
                : c === 0;
      }),
  );
}

/** Null when `version` is supported, else the sentence that says so and what to install. */
export function nodeSupportProblem(version: string, range: string): string | null {
  if (satisfiesRange(version, range)) return null;
  return (
    `Node.js ${version} is not supported: Omoide runs on Node.js ${range} (package.json "engines"). ` +
    'Install Node.js 24 LTS (or 22 LTS) and run it again.'
  );
}

/** Lines still accepted past their end of life, while machines have them: a notice, no refusal. */
const END_OF_LIFE: Record<number, string> = { 20: 'April 2026' };

/** The notice for a supported line that is past its end of life, else null. */
export function nodeEndOfLifeNotice(version: string): string | null {
  const major = parse(version)[0];
  const ended = END_OF_LIFE[major];
  if (!ended) return null;
  return `Node.js ${major} reached its end of life in ${ended}: Omoide still runs on it, but move to Node.js 24 LTS.`;
}

/**
 * Ends the process with that sentence on an unsupported Node (entry points call it first),
 * and says so on a line past its end of life.
 */
export function exitUnlessSupportedNode(): void {
  const range = (JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { engines: { node: string } }).engines
    .node;
  const problem = nodeSupportProblem(process.version, range);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const notice = nodeEndOfLifeNotice(process.version);
  if (notice) console.warn(notice);
}
