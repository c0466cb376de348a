import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { nodeEndOfLifeNotice, nodeSupportProblem, satisfiesRange } from './node-support';

const RANGE = rootPackage.engines.node;

describe('the supported Node.js versions (issue 31)', () => {
  it('accepts the tested lines: 20.19+, 22.12+ and 24', () => {
    for (const version of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v22.23.3', 'v24.0.0', 'v24.21.0'])
      expect(satisfiesRange(version, RANGE), version).toBe(true);
    expect(satisfiesRange(process.version, RANGE)).toBe(true); // the Node running this test
  });

  it('refuses older and odd lines, naming the version and what to install', () => {
    for (const version of ['v18.20.4', 'v20.18.3', 'v21.7.3', 'v22.11.0'])
      expect(satisfiesRange(version, RANGE), version).toBe(false);
    expect(nodeSupportProblem('v18.20.4', RANGE)).toBe(
      `Node.js v18.20.4 is not supported: Omoide runs on Node.js ${RANGE} (package.json "engines"). ` +
        'Install Node.js 24 LTS (or 22 LTS) and run it again.',
    );
    expect(nodeSupportProblem('v24.21.0', RANGE)).toBeNull();
  });

  it('reads the usual range terms', () => {
    expect(satisfiesRange('v20.19.0', '>=20.19 <21 || >=22.12')).toBe(true);
    expect(satisfiesRange('v21.0.0', '>=20.19 <21 || >=22.12')).toBe(false);
    expect(satisfiesRange('v23.1.0', '>22 <=23.1')).toBe(true);
    expect(satisfiesRange('v23.1.1', '>22 <=23.1')).toBe(false);
    expect(satisfiesRange('v20.0.0', '^20')).toBe(false); // not understood: refused, never waved through
  });

  it('tells that Node.js 20 is past its end of life, and says nothing on 22 or 24', () => {
    expect(nodeEndOfLifeNotice('v20.20.2')).toBe(
      'Node.js 20 reached its end of life in April 2026: Omoide still runs on it, but move to Node.js 24 LTS.',
    );
    expect(nodeEndOfLifeNotice('v22.23.3')).toBeNull();
    expect(nodeEndOfLifeNotice('v24.21.0')).toBeNull();
  });
});
