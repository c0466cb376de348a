import { describe, expect, it } from 'vitest';
import { keyStep, positionOf, stepTarget, swipeStep } from './item-navigation';

describe('item navigation', () => {
  it.each([
    [-120, 10, 200, 'next'],
    [120, -10, 200, 'prev'],
    [-60, 0, 700, 'next'],
    [-30, 0, 100, null],
    [-100, -90, 200, null],
    [-200, 0, 1200, null],
  ] as const)('a swipe of dx %i, dy %i in %i ms → %s', (dx, dy, ms, step) => {
    expect(swipeStep(dx, dy, ms)).toBe(step);
  });

  it('maps the arrow keys, except while typing', () => {
    expect(keyStep('ArrowLeft', { tagName: 'BODY' })).toBe('prev');
    expect(keyStep('ArrowRight', { tagName: 'BUTTON' })).toBe('next');
    expect(keyStep('ArrowRight', { tagName: 'INPUT' })).toBeNull();
    expect(keyStep('ArrowRight', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(keyStep('Enter', null)).toBeNull();
  });

  it('steps only where a neighbour exists', () => {
    const middle = { prev_item_id: 11, next_item_id: 13 };
    expect(stepTarget(middle, 'prev')).toBe(11);
    expect(stepTarget(middle, 'next')).toBe(13);
    expect(stepTarget({ prev_item_id: null, next_item_id: 2 }, 'prev')).toBeNull();
    expect(stepTarget({ prev_item_id: 59, next_item_id: null }, 'next')).toBeNull();
  });

  it('shows the 0-based index as "12 / 60"', () => {
    expect(positionOf(11, 60)).toEqual({ position: 12, total: 60 });
    expect(positionOf(0, 1)).toEqual({ position: 1, total: 1 });
  });
});
