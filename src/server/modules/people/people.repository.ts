import { and, asc, eq, ne } from 'drizzle-orm';
import type { PublicTeacher, StaffMember } from '../../../shared/schemas/people.ts';
import type { Db } from '../../db/client.ts';
import { images, staff, users } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

export function peopleRepository(db: Db) {
  return {
    /**
     * Teachers as a visitor sees them: from the accounts table, never with login or
     * password, and only once they have a name (a new account's profile is empty).
     */
    async teachers(): Promise<PublicTeacher[]> {
      const rows = await db
        .select({
          id: users.id,
          name: users.name,
          designation: users.designation,
          joinDate: users.joinDate,
          imageId: images.id,
          width: images.width,
          height: images.height,
        })
        .from(users)
        .leftJoin(images, eq(images.id, users.imageId))
        .where(and(eq(users.role, 'teacher'), ne(users.name, '')))
        .orderBy(asc(users.position), asc(users.createdAt), asc(users.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        designation: r.designation ?? '',
        joinDate: r.joinDate,
        image: maybeImageRef(r.imageId, r.width, r.height),
      }));
    },
    async staff(): Promise<StaffMember[]> {
      const rows = await db
        .select({
          id: staff.id,
          name: staff.name,
          designation: staff.designation,
          department: staff.department,
          joinDate: staff.joinDate,
          mobile: staff.mobile,
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
  };
}
