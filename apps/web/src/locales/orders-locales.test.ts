import { describeLocaleNamespace, type Tree } from './locale-tree';

// The `orders` namespace (order form, confirmation, completion, history, guest order check).

describeLocaleNamespace({
  namespace: 'orders',
  files: import.meta.glob<Tree>('./*/orders.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(
    ['../features/orders/**/*.{ts,tsx}', '../shared/ui/order-status-badge.tsx', '!**/*.test.*'],
    {
      eager: true,
      query: '?raw',
      import: 'default',
    },
  ),
  usedBy: 'the order pages',
  minSources: 10,
  noUnusedKeys: true,
});
