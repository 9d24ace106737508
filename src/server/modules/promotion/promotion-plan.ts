import { GRADES, type Grade } from '../../../shared/constants.ts';
import type {
  PromotionChange,
  PromotionClass,
  PromotionCounts,
  PromotionStudent,
} from '../../../shared/schemas/promotion.ts';

/** An active student of classes six to ten, as the plan reads them. */
export type ActiveStudent = {
  id: string;
  loginId: string;
  name: string;
  nameBn: string;
  grade: Grade;
  /** The section of the class ('' for none): a student keeps it when moving up. */
  section: string;
  roll: string | null;
};

export type PromotionPlan = {
  classes: PromotionClass[];
  students: PromotionStudent[];
  /** Every student of the plan, as the promotion keeps it to be undone. */
  changes: PromotionChange[];
  counts: PromotionCounts;
};

const numeric = (roll: string | null) =>
  roll !== null && /^[0-9]{1,9}$/.test(roll) ? Number(roll) : null;

/** Roll order: numbers as numbers first, then other rolls as text, then none. */
function byRoll(a: string | null, b: string | null): number {
  const [na, nb] = [numeric(a), numeric(b)];
  if (na !== null && nb !== null) return na - nb;
  if (na !== null) return -1;
  if (nb !== null) return 1;
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
  return a.localeCompare(b);
}

/** The class after `grade`; null after ten (they pass out). */
export const nextGrade = (grade: Grade): Grade | null => GRADES[GRADES.indexOf(grade) + 1] ?? null;

/**
 * The year-end promotion of the whole school (issue 19), worked out without touching the
 * database: every active student of classes six to ten moves up one class with their roll,
 * but those in `stayBack`; class ten passes out (turned off, class and roll kept). One who
 * stays back keeps class and roll, unless an incoming student now holds that roll: then,
 * in their old roll order, each gets the next free roll after the highest numeric roll of
 * the class after the move.
 */
export function planPromotion(
  active: ActiveStudent[],
  stayBack: ReadonlySet<string>,
): PromotionPlan {
  const sorted = [...active].sort(
    (a, b) =>
      GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade) ||
      byRoll(a.roll, b.roll) ||
      a.name.localeCompare(b.name) ||
      a.id.localeCompare(b.id),
  );
  const target = new Map<string, { grade: Grade | null; roll: string | null }>();
  for (const s of sorted)
    target.set(
      s.id,
      stayBack.has(s.id)
        ? { grade: s.grade, roll: s.roll }
        : { grade: nextGrade(s.grade), roll: s.roll },
    );

  // Each class's section after the move: who comes in keeps the roll; who stays back may
  // yield it.
  const renumbered = new Set<string>();
  const sections = [...new Set(sorted.map((s) => s.section))];
  for (const grade of GRADES)
    for (const section of sections) {
      const incoming = sorted.filter(
        (s) => !stayBack.has(s.id) && nextGrade(s.grade) === grade && s.section === section,
      );
      const stayers = sorted.filter(
        (s) => stayBack.has(s.id) && s.grade === grade && s.section === section,
      );
      const held = new Set(incoming.map((s) => s.roll).filter((r) => r !== null));
      const clashing = stayers.filter((s) => s.roll !== null && held.has(s.roll));
      for (const s of stayers) if (!clashing.includes(s) && s.roll !== null) held.add(s.roll);
      let next = Math.max(0, ...[...held].map((r) => numeric(r) ?? 0)) + 1;
      for (const s of clashing) {
        while (held.has(String(next))) next++;
        const roll = String(next++);
        held.add(roll);
        target.set(s.id, { grade, roll });
        renumbered.add(s.id);
      }
    }

  const students: PromotionStudent[] = sorted.map((s) => {
    const to = target.get(s.id)!;
    return {
      id: s.id,
      loginId: s.loginId,
      name: s.name,
      nameBn: s.nameBn,
      fromGrade: s.grade,
      section: s.section,
      fromRoll: s.roll,
      toGrade: to.grade,
      toRoll: to.roll,
      staysBack: stayBack.has(s.id),
    };
  });
  const changes: PromotionChange[] = students.map((s) => ({
    userId: s.id,
    fromGrade: s.fromGrade,
    fromRoll: s.fromRoll,
    // One who passes out keeps class and roll; the account is turned off.
    toGrade: s.toGrade ?? s.fromGrade,
    toRoll: s.toRoll,
    passedOut: s.toGrade === null,
  }));
  const classes: PromotionClass[] = GRADES.map((grade) => {
    const of = students.filter((s) => s.fromGrade === grade);
    const stayingBack = of.filter((s) => s.staysBack).length;
    return {
      grade,
      students: of.length,
      moving: of.length - stayingBack,
      stayingBack,
      to: nextGrade(grade),
    };
  });
  return { classes, students, changes, counts: countsOf(changes) };
}

/** A promotion's figures, read from its changes. */
export function countsOf(changes: readonly PromotionChange[]): PromotionCounts {
  const stayed = changes.filter((c) => !c.passedOut && c.toGrade === c.fromGrade);
  return {
    moved: changes.filter((c) => !c.passedOut && c.toGrade !== c.fromGrade).length,
    passedOut: changes.filter((c) => c.passedOut).length,
    stayedBack: stayed.length,
    renumbered: stayed.filter((c) => c.toRoll !== c.fromRoll).length,
  };
}
