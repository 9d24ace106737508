import { and, asc, count, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.ts';
import type { Profile, ProfileInput } from '../../../shared/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { images, users } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

const columns = {
  id: users.id,
  role: users.role,
  loginId: users.loginId,
  name: users.name,
  grade: users.grade,
  roll: users.roll,
  designation: users.designation,
  joinDate: users.joinDate,
  phone: users.phone,
  city: users.city,
  village: users.village,
  bari: users.bari,
  ward: users.ward,
  facebook: users.facebook,
  imageId: images.id,
  width: images.width,
  height: images.height,
};

type Row = {
  id: string;
  role: Role;
  loginId: string;
  name: string;
  grade: string | null;
  roll: string | null;
  designation: string | null;
  joinDate: string | null;
  phone: string;
  city: string;
  village: string;
  bari: string;
  ward: string;
  facebook: string;
  imageId: string | null;
  width: number | null;
  height: number | null;
};

/** The presenter: only the selected columns, so never the hash. */
function present({ imageId, width, height, grade, ...r }: Row): Profile {
  return { ...r, grade: grade as Profile['grade'], image: maybeImageRef(imageId, width, height) };
}

export class LoginIdTakenError extends Error {}

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
    async list(role: Role): Promise<{ items: Profile[]; total: number }> {
      const rows = await base()
        .where(eq(users.role, role))
        .orderBy(asc(users.position), asc(users.createdAt), asc(users.id));
      return { items: rows.map(present), total: rows.length };
    },
    async countByRole(role: Role) {
      const [r] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
      return r?.n ?? 0;
    },
    /** Creates an account; throws LoginIdTakenError when the id is taken within the role. */
    async create(role: Role, loginId: string, passwordHash: string): Promise<Profile> {
      const [row] = await db
        .insert(users)
        .values({ role, loginId, passwordHash })
        .onConflictDoNothing({ target: [users.role, users.loginId] })
        .returning({ id: users.id });
      if (!row) throw new LoginIdTakenError();
      return (await this.byId(row.id))!;
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
    /** Sets a new hash; `temporary` (a reset) makes the owner change it at the next sign-in. */
    async setPassword(id: string, passwordHash: string, temporary = false) {
      await db
        .update(users)
        .set({ passwordHash, mustChangePassword: temporary, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
