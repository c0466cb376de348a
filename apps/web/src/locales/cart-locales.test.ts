import { describeLocaleNamespace, type Tree } from './locale-tree';

// The `cart` namespace (cart pages, guest cart save): same rules as common.json.

describeLocaleNamespace({
  namespace: 'cart',
  files: import.meta.glob<Tree>('./*/cart.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(
    ['../features/cart/**/*.{ts,tsx}', '!**/*.test.*', '!**/test-fixtures.ts'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
  usedBy: 'the cart pages',
  minSources: 8,
  noUnusedKeys: true,
});
