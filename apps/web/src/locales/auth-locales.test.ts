import { describeLocaleNamespace, type Tree } from './locale-tree';

// The `auth` namespace (sign-in, guest entry, account, children): same rules as common.json.

describeLocaleNamespace({
  namespace: 'auth',
  files: import.meta.glob<Tree>('./*/auth.json', { eager: true, import: 'default' }),
  sources: import.meta.glob<string>(['../features/{auth,guest,user}/**/*.{ts,tsx}', '!**/*.test.*'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
  usedBy: 'the identity screens',
  minSources: 10,
});
