// `npm start`: build what is not built, then run the whole product in this process
// (migrations, demo seed on first start, API + built web app on one port).
import { register } from 'tsx/esm/api';
import { ensureWebBuilt } from './web-build.mjs';

register();
// An unsupported Node is named before anything else runs (the web build included).
await import('../apps/api/src/supported-node.ts');
ensureWebBuilt();
await import('../apps/api/src/main.ts');
