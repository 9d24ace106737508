import { describe, expect, it } from 'vitest';
import type { Grade } from '../../../shared/constants.ts';
import { type ActiveStudent, planPromotion } from './promotion-plan.ts';

const s = (id: string, grade: Grade, roll: string | null, section = ''): ActiveStudent => ({
  id,
  loginId: id,
  name: id,
  nameBn: '',
  grade,
  section,
  roll,
});
const moves = (active: ActiveStudent[], stayBack: string[]) =>
  Object.fromEntries(
    planPromotion(active, new Set(stayBack)).students.map((p) => [p.id, [p.toGrade, p.toRoll]]),
  );

describe('the year-end promotion’s plan', () => {
  it('renumbers stayers after the highest numeric roll, in their old roll order, skipping rolls that are not numbers', () => {
    const active = [
      s('in-10', 'vi', '10'),
      s('in-2', 'vi', '2'),
      s('in-a', 'vi', 'A'),
      s('stay-10', 'vii', '10'),
      s('stay-2', 'vii', '2'),
      s('stay-a', 'vii', 'A'),
      s('stay-none', 'vii', null),
    ];
    expect(moves(active, ['stay-10', 'stay-2', 'stay-a', 'stay-none'])).toEqual({
      'in-2': ['vii', '2'],
      'in-10': ['vii', '10'],
      'in-a': ['vii', 'A'],
      // 2 before 10 (numbers as numbers), then the text roll A; none clashes with nothing.
      'stay-2': ['vii', '11'],
      'stay-10': ['vii', '12'],
      'stay-a': ['vii', '13'],
      'stay-none': ['vii', null],
    });
  });

  it('tells rolls apart by section: a stayer yields a roll only to one coming into the same section', () => {
    const active = [
      s('in-ka', 'vi', '1', 'ক'),
      s('in-kha', 'vi', '2', 'খ'),
      s('stay-ka', 'vii', '2', 'ক'),
      s('stay-kha', 'vii', '2', 'খ'),
    ];
    expect(moves(active, ['stay-ka', 'stay-kha'])).toEqual({
      'in-ka': ['vii', '1'],
      'in-kha': ['vii', '2'],
      // Section ক's roll 2 is free; section খ's is taken by the one coming in.
      'stay-ka': ['vii', '2'],
      'stay-kha': ['vii', '3'],
    });
  });

  it('keeps a stayer’s roll when no incoming student holds it, and passes class ten out', () => {
    const plan = planPromotion(
      [s('six', 'vi', '1'), s('seven', 'vii', '2'), s('ten', 'x', '1'), s('ten-stays', 'x', '2')],
      new Set(['seven', 'ten-stays']),
    );
    expect(plan.changes).toEqual([
      {
        userId: 'six',
        fromGrade: 'vi',
        fromRoll: '1',
        toGrade: 'vii',
        toRoll: '1',
        passedOut: false,
      },
      {
        userId: 'seven',
        fromGrade: 'vii',
        fromRoll: '2',
        toGrade: 'vii',
        toRoll: '2',
        passedOut: false,
      },
      { userId: 'ten', fromGrade: 'x', fromRoll: '1', toGrade: 'x', toRoll: '1', passedOut: true },
      {
        userId: 'ten-stays',
        fromGrade: 'x',
        fromRoll: '2',
        toGrade: 'x',
        toRoll: '2',
        passedOut: false,
      },
    ]);
    expect(plan.counts).toEqual({ moved: 1, passedOut: 1, stayedBack: 2, renumbered: 0 });
  });
});
