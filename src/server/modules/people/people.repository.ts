import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import type { PublicTeacher, StaffInput, StaffMember } from '../../../shared/schemas/people.ts';
import type { Db } from '../../db/client.ts';
import { reorder } from '../../db/reorder.ts';
import { images, staff, users } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

/**
 * A staff member's row as the admin enters it: no join date is stored as none; no
 * identity (left out) keeps the stored one (drizzle leaves an undefined column alone).
 */
const staffValues = (input: StaffInput) => ({ ...input, joinDate: input.joinDate || null });

export function peopleRepository(db: Db) {
  return {
    /**
     * Teachers as a visitor sees them: from the accounts table, never with login or
     * password, only active ones (a teacher who left is turned off), and only once they
     * have a name (an account made before names were asked for has an empty profile).
     */
    async teachers(): Promise<PublicTeacher[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          nameBn: users.nameBn,
          designation: users.designation,
          designationBn: users.designationBn,
          subject: users.subject,
          subjectBn: users.subjectBn,
          joinDate: users.joinDate,
          imageId: images.id,
          width: images.width,
          height: images.height,
        })
        .from(users)
        .leftJoin(images, eq(images.id, users.imageId))
        .where(and(eq(users.role, 'teacher'), ne(users.name, ''), isNull(users.deactivatedAt)))
        .orderBy(asc(users.position), asc(users.createdAt), asc(users.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        nameBn: r.nameBn,
        designation: r.designation ?? '',
        designationBn: r.designationBn,
        subject: r.subject,
        subjectBn: r.subjectBn,
        joinDate: r.joinDate,
        image: maybeImageRef(r.imageId, r.width, r.height),
      }));
    },
    async staff(): Promise<StaffMember[]> {
      const rows = await db
        .select({
          id: staff.id,
          name: staff.name,
          nameBn: staff.nameBn,
          designation: staff.designation,
          designationBn: staff.designationBn,
          department: staff.department,
          joinDate: staff.joinDate,
          mobile: staff.mobile,
          identity: staff.identity,
          imageId: images.id,
          width: images.width,
          height: images.height,
        })
        .from(staff)
        .leftJoin(images, eq(images.id, staff.imageId))
        .orderBy(asc(staff.position), asc(staff.createdAt));
      return rows.map(({ imageId, width, height, ...s }) => ({
        ...s,
        image: maybeImageRef(imageId, width, height),
      }));
    },
    /** Adds a member last in the list; answers its id. */
    async createStaff(input: StaffInput): Promise<string> {
      const [last] = await db.select({ p: max(staff.position) }).from(staff);
      const [row] = await db
        .insert(staff)
        .values({ ...staffValues(input), position: (last?.p ?? -1) + 1 })
        .returning({ id: staff.id });
      return row!.id;
    },
    /** The photo a member has now, before an edit replaces it (undefined: no such member). */
    async staffImageId(id: string): Promise<string | null | undefined> {
      const [row] = await db.select({ imageId: staff.imageId }).from(staff).where(eq(staff.id, id));
      return row?.imageId;
    },
    /** Changes a member; false when there is no such member. */
    async updateStaff(id: string, input: StaffInput): Promise<boolean> {
      const updated = await db
        .update(staff)
        .set(staffValues(input))
        .where(eq(staff.id, id))
        .returning({ id: staff.id });
      return updated.length > 0;
    },
    /** Removes a member; answers its row, or null when there was none. */
    async deleteStaff(id: string) {
      const [gone] = await db.delete(staff).where(eq(staff.id, id)).returning();
      return gone ?? null;
    },
    /** Saves the list's new order (every id once, or 409 stale_order). */
    async reorderStaff(ids: string[]): Promise<void> {
      await reorder(db, staff, ids);
    },
  };
}
