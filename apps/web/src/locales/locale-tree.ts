/**
 * Helpers of the locale tests (one per namespace): the JSON tree of a locale file, its
 * leaves by dotted key, key-order checks and the ICU arguments of a message.
 */
export type Tree = { [key: string]: string | Tree };

export function leaves(node: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** Paths of objects whose keys are not sorted (locale files keep sorted keys). */
export function unsorted(node: Tree, prefix = '(root)'): string[] {
  const keys = Object.keys(node);
  const problems = keys.join('\u0000') === [...keys].sort().join('\u0000') ? [] : [prefix];
  for (const [key, value] of Object.entries(node)) {
    if (typeof value !== 'string') problems.push(...unsorted(value, `${prefix}.${key}`));
  }
  return problems;
}

export const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
