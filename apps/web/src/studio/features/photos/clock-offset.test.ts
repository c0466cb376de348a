import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/studio-photos.json';
import ja from '../../../locales/ja/studio-photos.json';
import { offsetParts } from './clock-offset';

const say = (message: string, locale: string, offset: number) =>
  new IntlMessageFormat(message, locale).format({ camera: 'Z6', moved: 3, ...offsetParts(offset) });

describe('a camera clock offset in the studio texts', () => {
  it('shows whole minutes alone, and the seconds beyond them when there are any', () => {
    expect(say(ja.photos.programme.clockSet, 'ja', 600)).toBe(
      'Z6 の時計を 10分 補正し、3枚の写真を振り分け直しました。',
    );
    expect(say(ja.photos.programme.clockSet, 'ja', 604)).toBe(
      'Z6 の時計を 10分4秒 補正し、3枚の写真を振り分け直しました。',
    );
    expect(say(en.photos.programme.clockSet, 'en-US', -65)).toBe(
      "Z6's clock corrected by -1 min 5 s; 3 photos placed again.",
    );
    expect(offsetParts(-30)).toEqual({ minutes: '-0', seconds: 30 });
  });
});
