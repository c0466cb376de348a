import { describeLocaleNamespace, type Tree } from './locale-tree';

// The `library` namespace (the library of purchases and the order downloads).

describeLocaleNamespace({
  namespace: 'library',
  files: import.meta.glob<Tree>('./*/library.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(
    ['../features/library/**/*.{ts,tsx}', '!**/*.test.*', '!**/test-fixtures.ts'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
  usedBy: 'the library pages',
  minSources: 8,
  noUnusedKeys: true,
});
