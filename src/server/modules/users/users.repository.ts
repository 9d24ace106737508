import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { GRADES, type Role } from '../../../shared/constants.ts';
import { latinDigits } from '../../../shared/digits.ts';
import type { ImportedStudent } from '../../../shared/schemas/student-import.ts';
import type {
  AccountDetailsInput,
  NewStudentInput,
  NewTeacherInput,
  Profile,
  ProfileInput,
  StudentsQuery,
} from '../../../shared/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { reorder } from '../../db/reorder.ts';
import {
  blogs,
  events,
  images,
  notices,
  problems,
  studentNotices,
  suggestions,
  users,
} from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

const columns = {
  id: users.id,
  role: users.role,
  loginId: users.loginId,
  name: users.name,
  nameBn: users.nameBn,
  grade: users.grade,
  section: users.section,
  roll: users.roll,
  designation: users.designation,
  designationBn: users.designationBn,
  subject: users.subject,
  subjectBn: users.subjectBn,
  joinDate: users.joinDate,
  phone: users.phone,
  city: users.city,
  village: users.village,
  bari: users.bari,
  ward: users.ward,
  facebook: users.facebook,
  guardianName: users.guardianName,
  guardianPhone: users.guardianPhone,
  guardianLanguage: users.guardianLanguage,
  dateOfBirth: users.dateOfBirth,
  deactivatedAt: users.deactivatedAt,
  imageId: images.id,
  width: images.width,
  height: images.height,
};

type Row = {
  id: string;
  role: Role;
  loginId: string;
  name: string;
  nameBn: string;
  grade: string | null;
  section: string;
  roll: string | null;
  designation: string | null;
  designationBn: string;
  subject: string;
  subjectBn: string;
  joinDate: string | null;
  phone: string;
  city: string;
  village: string;
  bari: string;
  ward: string;
  facebook: string;
  guardianName: string;
  guardianPhone: string;
  guardianLanguage: 'bn' | 'en';
  dateOfBirth: string | null;
  deactivatedAt: Date | null;
  imageId: string | null;
  width: number | null;
  height: number | null;
};

/** The presenter: only the selected columns, so never the hash. */
function present({ imageId, width, height, grade, deactivatedAt, ...r }: Row): Profile {
  return {
    ...r,
    grade: grade as Profile['grade'],
    image: maybeImageRef(imageId, width, height),
    active: deactivatedAt === null,
    deactivatedAt: deactivatedAt?.toISOString() ?? null,
  };
}

/** Every kind of post (src/shared/post-kinds.ts): an account's posts are counted in each. */
const POST_TABLES = [blogs, problems, studentNotices, suggestions, notices, events] as const;

/**
 * Changes to who holds a class's roll and to who is an active admin wait for each other
 * (one transaction at a time, in every process), so two requests cannot both pass a check.
 */
const ACCOUNTS_LOCK = 7_340_219;

export class LoginIdTakenError extends Error {}
/** Another active student of the class has the roll. */
export class RollTakenError extends Error {
  constructor(readonly roll: string) {
    super(`Roll ${roll} is taken in the class`);
  }
}
/** The change would leave the school without an active admin. */
export class LastAdminError extends Error {}

/** A transaction of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether an active student of `grade`'s `section` other than `exceptId` holds `roll`. */
async function rollTaken(tx: Tx, grade: string, section: string, roll: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'student'),
        eq(users.grade, grade),
        eq(users.section, section),
        eq(users.roll, roll),
        isNull(users.deactivatedAt),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Active admins other than `exceptId`. */
async function otherActiveAdmins(tx: Tx, exceptId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/** A roll as the school tells it apart: in a class's section. */
export const rollKey = (grade: string, section: string, roll: string) =>
  `${grade} ${section} ${roll}`;

/** Takes the accounts lock (ACCOUNTS_LOCK) until the transaction ends: year-end promotion takes it too. */
export const lock = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);

/** `text` as a LIKE pattern that matches it anywhere, its wildcards (and the escape) taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Students list's conditions besides the role. */
function studentFilters({
  grade,
  section,
  q,
  status,
}: Pick<StudentsQuery, 'grade' | 'section' | 'q' | 'status'>) {
  const conditions: (SQL | undefined)[] = [];
  if (grade) conditions.push(eq(users.grade, grade));
  if (grade && section !== undefined) conditions.push(eq(users.section, section));
  if (status === 'active') conditions.push(isNull(users.deactivatedAt));
  if (status === 'off') conditions.push(isNotNull(users.deactivatedAt));
  if (q) {
    const pattern = containing(q);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.nameBn, pattern),
        ilike(users.loginId, pattern),
        eq(users.roll, latinDigits(q)),
      ),
    );
  }
  return conditions;
}

/**
 * Class in GRADES order (their text order is not: 'ix' < 'vi'), then the roll as a number
 * where it is all digits (cast only then, so another roll cannot fail the query), then the
 * roll as text, the name and the id.
 */
const STUDENT_ORDER = [
  sql`array_position(array[${sql.join(
    GRADES.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[], ${users.grade}) nulls last`,
  sql`case when ${users.roll} ~ '^[0-9]{1,9}$' then ${users.roll}::integer end nulls last`,
  sql`${users.roll} nulls last`,
  asc(users.name),
  asc(users.id),
];

/** What a new account stores besides its id and hash. */
export type NewAccountDetails =
  | Omit<NewStudentInput, 'loginId' | 'password'>
  | Omit<NewTeacherInput, 'loginId' | 'password'>
  | Record<string, never>;

export function usersRepository(db: Db) {
  const base = () => db.select(columns).from(users).leftJoin(images, eq(images.id, users.imageId));
  return {
    async byId(id: string): Promise<Profile | null> {
      const [row] = await base().where(eq(users.id, id));
      return row ? present(row) : null;
    },
    async credentials(role: Role, loginId: string) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          mustChangePassword: users.mustChangePassword,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .where(and(eq(users.role, role), eq(users.loginId, loginId)));
      return row ?? null;
    },
    async passwordHash(id: string) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      return row?.passwordHash ?? null;
    },
    /** Every account of the role, active or not, in the order of /teachers. */
    async list(role: Role): Promise<{ items: Profile[]; total: number }> {
      const rows = await base()
        .where(eq(users.role, role))
        .orderBy(asc(users.position), asc(users.createdAt), asc(users.id));
      return { items: rows.map(present), total: rows.length };
    },
    /**
     * The Students list (issue 19): filtered and paged in SQL, by class (six to ten), then
     * roll as a number (a roll that is not one after those that are), then name.
     */
    async students({
      grade,
      section,
      q,
      status,
      page,
      size,
    }: StudentsQuery): Promise<{ items: Profile[]; total: number; sections: string[] }> {
      const where = and(
        eq(users.role, 'student'),
        ...studentFilters({ grade, section, q, status }),
      );
      const [rows, totals, sections] = await Promise.all([
        base()
          .where(where)
          .orderBy(...STUDENT_ORDER)
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(users).where(where),
        // The class's sections (every class's without one), for the filter.
        db
          .selectDistinct({ section: users.section })
          .from(users)
          .where(
            and(
              eq(users.role, 'student'),
              ne(users.section, ''),
              grade ? eq(users.grade, grade) : undefined,
            ),
          )
          .orderBy(asc(users.section)),
      ]);
      return {
        items: rows.map(present),
        total: totals[0]?.n ?? 0,
        sections: sections.map((r) => r.section),
      };
    },
    async countByRole(role: Role) {
      const [r] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
      return r?.n ?? 0;
    },
    /**
     * Creates an account; throws LoginIdTakenError when the id is taken within the role, and
     * RollTakenError when a student's roll is held by an active student of the class. A
     * teacher goes last on /teachers.
     */
    async create(
      role: Role,
      loginId: string,
      passwordHash: string,
      details: NewAccountDetails = {},
    ): Promise<Profile> {
      const id = await db.transaction(async (tx) => {
        let position = 0;
        if (role === 'student' && 'grade' in details) {
          await lock(tx);
          if (await rollTaken(tx, details.grade, details.section, details.roll))
            throw new RollTakenError(details.roll);
        }
        if (role === 'teacher') {
          const [last] = await tx
            .select({ p: max(users.position) })
            .from(users)
            .where(eq(users.role, 'teacher'));
          position = (last?.p ?? -1) + 1;
        }
        const [row] = await tx
          .insert(users)
          .values({
            ...details,
            ...('dateOfBirth' in details ? { dateOfBirth: details.dateOfBirth || null } : {}),
            role,
            loginId,
            passwordHash,
            position,
          })
          .onConflictDoNothing({ target: [users.role, users.loginId] })
          .returning({ id: users.id });
        if (!row) throw new LoginIdTakenError();
        return row.id;
      });
      return (await this.byId(id))!;
    },
    async updateProfile(id: string, input: ProfileInput): Promise<Profile | null> {
      const { role: _role, ...rest } = input;
      const [row] = await db
        .update(users)
        .set({ ...rest, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return row ? this.byId(row.id) : null;
    },
    /**
     * An editor's correction of an account (users.update). A student keeps a class and a
     * roll (RollTakenError when an active classmate holds it); others have none.
     */
    async updateDetails(
      id: string,
      role: Role,
      input: AccountDetailsInput,
    ): Promise<Profile | null> {
      const found = await db.transaction(async (tx) => {
        const student = role === 'student';
        if (student && input.grade) {
          await lock(tx);
          if (await rollTaken(tx, input.grade, input.section, input.roll, id))
            throw new RollTakenError(input.roll);
        }
        const [row] = await tx
          .update(users)
          .set({
            ...input,
            grade: student ? input.grade : null,
            section: student ? input.section : '',
            roll: student ? input.roll : null,
            // Left out, it stays; '' clears it.
            dateOfBirth: !student
              ? null
              : input.dateOfBirth === undefined
                ? undefined
                : input.dateOfBirth || null,
            designation: input.designation || null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        return Boolean(row);
      });
      return found ? this.byId(id) : null;
    },
    /**
     * Turns the account off (now) or on again. Throws LastAdminError when it is the last
     * active admin; RollTakenError when a student comes back to a roll another now holds.
     */
    async setActive(id: string, active: boolean): Promise<Profile | null> {
      const found = await db.transaction(async (tx) => {
        await lock(tx);
        const [target] = await tx
          .select({
            role: users.role,
            grade: users.grade,
            section: users.section,
            roll: users.roll,
          })
          .from(users)
          .where(eq(users.id, id));
        if (!target) return false;
        if (!active && target.role === 'admin' && (await otherActiveAdmins(tx, id)) === 0)
          throw new LastAdminError();
        if (
          active &&
          target.role === 'student' &&
          target.grade &&
          target.roll &&
          (await rollTaken(tx, target.grade, target.section, target.roll, id))
        )
          throw new RollTakenError(target.roll);
        await tx
          .update(users)
          // Turning on an account already on, or off one already off, keeps its date.
          .set({ deactivatedAt: active ? null : sql`coalesce(${users.deactivatedAt}, now())` })
          .where(eq(users.id, id));
        return true;
      });
      return found ? this.byId(id) : null;
    },
    /**
     * Deletes the account (its sessions go with it; its posts and uploads stay, no longer
     * linked to it). Throws LastAdminError for the last active admin. Answers what it was.
     */
    async remove(id: string) {
      return db.transaction(async (tx) => {
        await lock(tx);
        const [target] = await tx
          .select({ role: users.role, deactivatedAt: users.deactivatedAt })
          .from(users)
          .where(eq(users.id, id));
        if (!target) return null;
        if (
          target.role === 'admin' &&
          target.deactivatedAt === null &&
          (await otherActiveAdmins(tx, id)) === 0
        )
          throw new LastAdminError();
        const [gone] = await tx
          .delete(users)
          .where(eq(users.id, id))
          .returning({ role: users.role, loginId: users.loginId, imageId: users.imageId });
        return gone ?? null;
      });
    },
    /**
     * What imported rows may clash with (student-import.ts): the student login ids among
     * `loginIds`, and the rolls active students hold in `grades`.
     */
    async studentsTaken(loginIds: string[], grades: string[], tx: Tx | Db = db) {
      const [ids, rolls] = await Promise.all([
        loginIds.length
          ? tx
              .select({ loginId: users.loginId })
              .from(users)
              .where(and(eq(users.role, 'student'), inArray(users.loginId, loginIds)))
          : [],
        grades.length
          ? tx
              .select({ grade: users.grade, section: users.section, roll: users.roll })
              .from(users)
              .where(
                and(
                  eq(users.role, 'student'),
                  isNull(users.deactivatedAt),
                  inArray(users.grade, grades),
                ),
              )
          : [],
      ]);
      return {
        loginIds: new Set(ids.map((r) => r.loginId)),
        rolls: new Set(rolls.map((r) => rollKey(r.grade ?? '', r.section, r.roll ?? ''))),
      };
    },
    /**
     * Adds imported students in one transaction, each with a temporary password (changed
     * at the first sign-in). Checked again under the accounts lock: a row whose id or roll
     * was taken meanwhile is left out. Answers the ids of the accounts added, by login id.
     */
    async createStudents(
      rows: (ImportedStudent & { passwordHash: string })[],
    ): Promise<Map<string, string>> {
      return db.transaction(async (tx) => {
        await lock(tx);
        const taken = await this.studentsTaken(
          rows.map((r) => r.loginId),
          [...new Set(rows.map((r) => r.grade))],
          tx,
        );
        const fresh = rows.filter(
          (r) =>
            !taken.loginIds.has(r.loginId) && !taken.rolls.has(rollKey(r.grade, r.section, r.roll)),
        );
        const added = new Map<string, string>();
        // Within PostgreSQL's 65,535 parameters a statement.
        for (let i = 0; i < fresh.length; i += 500) {
          const inserted = await tx
            .insert(users)
            .values(
              fresh.slice(i, i + 500).map((r) => ({
                ...r,
                dateOfBirth: r.dateOfBirth || null,
                role: 'student' as const,
                mustChangePassword: true,
              })),
            )
            .returning({ id: users.id, loginId: users.loginId });
          for (const r of inserted) added.set(r.loginId, r.id);
        }
        return added;
      });
    },
    /** How many posts the account wrote, over every kind. */
    async postCount(id: string): Promise<number> {
      const counts = await Promise.all(
        POST_TABLES.map(async (t) => {
          const [row] = await db.select({ n: count() }).from(t).where(eq(t.createdBy, id));
          return row?.n ?? 0;
        }),
      );
      return counts.reduce((a, b) => a + b, 0);
    },
    /** Saves the teachers' order on /teachers (every teacher once, or 409 stale_order). */
    async reorderTeachers(ids: string[]): Promise<void> {
      await reorder(db, users, ids, eq(users.role, 'teacher'));
    },
    /** Sets a new hash; `temporary` (a reset) makes the owner change it at the next sign-in. */
    async setPassword(id: string, passwordHash: string, temporary = false) {
      await db
        .update(users)
        .set({ passwordHash, mustChangePassword: temporary, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
