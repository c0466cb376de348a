import { describeLocaleNamespace, type Tree } from './locale-tree';

// The `events` namespace (event list, code, detail, photos, trimming): same rules as common.json.

describeLocaleNamespace({
  namespace: 'events',
  files: import.meta.glob<Tree>('./*/events.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(
    [
      '../features/events/**/*.{ts,tsx}',
      '../features/home/member-events.tsx',
      '../shared/ui/{days-left,event-card,event-not-found,tile-marks}.tsx',
      '!**/*.test.*',
      '!**/test-fixtures.ts',
    ],
    { eager: true, query: '?raw', import: 'default' },
  ),
  usedBy: 'the events pages',
  minSources: 20,
  noUnusedKeys: true,
});
