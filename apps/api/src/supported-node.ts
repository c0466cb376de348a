// Imported first by every entry point (server, CLIs): an unsupported Node stops here, named,
// before any other module loads.
import { exitUnlessSupportedNode } from './platform/node-support';

exitUnlessSupportedNode();
