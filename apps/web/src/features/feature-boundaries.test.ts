import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §3: web features never import each other; what two features need lives in
// `shared/`, and routes compose features. This keeps a feature movable and its tests local.
const featuresDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function crossFeatureImports(feature: string): string[] {
  return sourceFiles(path.join(featuresDir, feature)).flatMap((file) => {
    const imports = [...readFileSync(file, 'utf8').matchAll(/from '(@\/features\/([\w-]+)[^']*)'/g)];
    return imports
      .filter((match) => match[2] !== feature)
      .map((match) => `${path.relative(featuresDir, file)} → ${match[1]}`);
  });
}

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('feature boundaries', () => {
  it('finds the features', () => {
    expect(features).toEqual(expect.arrayContaining(['cart', 'events', 'faces', 'user']));
  });

  it.each(features)('%s imports no other feature', (feature) => {
    expect(crossFeatureImports(feature)).toEqual([]);
  });
});
