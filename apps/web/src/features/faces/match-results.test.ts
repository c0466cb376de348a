import type { FaceMatch } from '@omoide/contract';
import { describe, expect, it } from 'vitest';
import { EVENT_INFO, imageItem } from '@/test/event-fixtures';
import { applyFeedback, groupResults, visibleResults } from './match-results';

const box = { x: 0.4, y: 0.2, width: 0.1, height: 0.15 };
const result = (id: number, category_id: number, childIds: number[] = [7]) => ({
  image_item: imageItem(id, { category_id }),
  matches: childIds.map((child_id) => ({
    child_id,
    confidence: 0.8,
    distance: 0.4,
    question: false,
    box,
    feedback: null,
  })),
});
const answer = (data: FaceMatch['data']): FaceMatch => ({
  event_id: 1,
  progress: { total: 10, indexed: 10, pending: 0, failed: 0 },
  data,
});

describe('grouping by category', () => {
  const categories = EVENT_INFO.info.categories;

  it('follows the event’s categories and keeps best-first order inside each', () => {
    const groups = groupResults([result(1, 6), result(2, 3), result(3, 2), result(4, 3)], categories);
    expect(
      groups.map((group) => [
        group.name,
        group.sections.map((s) => [s.name, s.results.map((r) => r.image_item.id)]),
      ]),
    ).toEqual([
      [
        'かけっこ',
        [
          ['年少', [3]],
          ['年中', [2, 4]],
        ],
      ],
      ['ダンス', [['全体', [1]]]],
    ]);
  });

  it('puts photos of a category without sub-categories first, unknown ones last', () => {
    const groups = groupResults([result(1, 99), result(2, 1)], categories);
    expect(groups.map((group) => group.id)).toEqual([1, null]);
    expect(groups[0]?.sections[0]).toMatchObject({ id: 1, name: null });
    expect(groups[1]?.sections[0]?.results.map((r) => r.image_item.id)).toEqual([1]);
  });

  it('is empty without results', () => {
    expect(groupResults([], categories)).toEqual([]);
  });
});

describe('feedback', () => {
  it('hides a photo rejected for its only child, and undo restores it', () => {
    const match = answer([result(1, 2), result(2, 2)]);
    const rejected = applyFeedback(match, 7, 1, 'rejected');
    expect(visibleResults(rejected.data).map((r) => r.image_item.id)).toEqual([2]);
    const undone = applyFeedback(rejected, 7, 1, null);
    expect(visibleResults(undone.data).map((r) => r.image_item.id)).toEqual([1, 2]);
  });

  it('keeps a photo for the other child found in it', () => {
    const match = applyFeedback(answer([result(1, 2, [7, 8])]), 7, 1, 'rejected');
    expect(visibleResults(match.data)[0]?.matches.map((m) => m.child_id)).toEqual([8]);
  });

  it('records a confirmation without touching other photos or children', () => {
    const match = applyFeedback(answer([result(1, 2, [7, 8]), result(2, 2)]), 7, 1, 'confirmed');
    expect(match.data[0]?.matches.map((m) => m.feedback)).toEqual(['confirmed', null]);
    expect(match.data[1]?.matches[0]?.feedback).toBeNull();
  });
});
