import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../locale.js';
import { ALT_CVS_NETWORKS, CVS_NETWORKS, cvsNetworkById, isCvsNetworkId } from './cvs-networks.js';

describe('§3 reference lists: convenience-store networks', () => {
  it('lists id, type and logo width exactly as the spec', () => {
    expect(CVS_NETWORKS.map((n) => [n.id, n.type, n.logoWidth])).toEqual([
      ['00001', 'lawson', 69],
      ['00002', 'family_mart', 32],
      ['00005', 'mini_stop', 45],
      ['00006', 'daily_yamazaki', 48],
      ['00007', 'seven_eleven', 32],
      ['00008', 'seico_mart', 83],
    ]);
  });

  it('lists the alternate networks exactly as the spec', () => {
    expect(ALT_CVS_NETWORKS.map((n) => [n.id, n.type, n.logoWidth])).toEqual([
      ['0301', 'seven_eleven', 32],
      ['0302', 'others', 146],
    ]);
  });

  it('names every network in every language', () => {
    for (const n of [...CVS_NETWORKS, ...ALT_CVS_NETWORKS]) {
      for (const lang of TEXT_LANGUAGES) expect(n.name[lang], `${n.id} ${lang}`).not.toBe('');
    }
  });

  it('looks ids up in both lists, keeping leading zeros significant', () => {
    expect(cvsNetworkById('00001')?.type).toBe('lawson');
    expect(cvsNetworkById('0302')?.type).toBe('others');
    expect(cvsNetworkById('1')).toBeUndefined();
    expect(isCvsNetworkId('00008')).toBe(true);
    expect(isCvsNetworkId('00003')).toBe(false);
    expect(isCvsNetworkId(1)).toBe(false);
  });
});
