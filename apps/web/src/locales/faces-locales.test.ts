import { describeLocaleNamespace, type Tree } from './locale-tree';

// The `faces` namespace (face images, events by child, face matching): same rules as common.json.

describeLocaleNamespace({
  namespace: 'faces',
  files: import.meta.glob<Tree>('./*/faces.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(
    ['../features/faces/**/*.{ts,tsx}', '!**/*.test.*', '!**/test-fixtures.ts'],
    { eager: true, query: '?raw', import: 'default' },
  ),
  usedBy: 'the face pages',
  minSources: 15,
  noUnusedKeys: true,
});
