import { z } from 'zod';
import { GRADES } from '../constants.ts';

const grade = z.enum(GRADES);

/**
 * Year-end promotion (issue 19): the students who stay back in their class; every other
 * active student of classes six to ten moves up one class, and class ten passes out.
 */
export const promotionInputSchema = z.object({
  stayBack: z
    .array(z.uuid({ error: 'Unknown account' }))
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An item is listed twice' }),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** One class in the preview: how many it has, how many move (to `to`; null: pass out), stay back. */
export const promotionClassSchema = z.object({
  grade,
  students: z.number().int(),
  moving: z.number().int(),
  stayingBack: z.number().int(),
  /** The class they move to; null for class ten, who pass out. */
  to: grade.nullable(),
});
export type PromotionClass = z.infer<typeof promotionClassSchema>;

/** One active student in the preview: where they are and where they will be. */
export const promotionStudentSchema = z.object({
  id: z.string(),
  loginId: z.string(),
  name: z.string(),
  nameBn: z.string(),
  fromGrade: grade,
  /** The section of the class ('' for none), kept when moving up. */
  section: z.string(),
  fromRoll: z.string().nullable(),
  /** The class after the promotion; null: passes out (class ten, turned off). */
  toGrade: grade.nullable(),
  toRoll: z.string().nullable(),
  staysBack: z.boolean(),
});
export type PromotionStudent = z.infer<typeof promotionStudentSchema>;

export const promotionPreviewSchema = z.object({
  classes: z.array(promotionClassSchema),
  /** Every active student of classes six to ten, by class then roll. */
  students: z.array(promotionStudentSchema),
});
export type PromotionPreview = z.infer<typeof promotionPreviewSchema>;

/** What a promotion did, in figures. */
export const promotionCountsSchema = z.object({
  moved: z.number().int(),
  passedOut: z.number().int(),
  stayedBack: z.number().int(),
  /** Students staying back who were given a new roll (theirs went to an incoming student). */
  renumbered: z.number().int(),
});
export type PromotionCounts = z.infer<typeof promotionCountsSchema>;

export const promotionDoneSchema = z.object({
  id: z.string(),
  at: z.string(),
  counts: promotionCountsSchema,
});

/** The newest promotion, and whether it may still be undone (not yet, and the same school day). */
export const promotionSummarySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who made it; '' when that account has since been deleted. */
  byName: z.string(),
  counts: promotionCountsSchema,
  undoneAt: z.string().nullable(),
  undoable: z.boolean(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export const latestPromotionSchema = promotionSummarySchema.nullable();
export type LatestPromotion = z.infer<typeof latestPromotionSchema>;

export const promotionIdParams = z.object({ id: z.uuid({ error: 'Unknown item' }) });

/** One student's move as a promotion keeps it, to undo it (the `promotions.changes` column). */
export type PromotionChange = {
  userId: string;
  fromGrade: string;
  fromRoll: string | null;
  toGrade: string;
  toRoll: string | null;
  passedOut: boolean;
};
