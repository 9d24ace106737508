import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../shared/constants.ts';
import { images } from '../../db/schema.ts';
import { pngBytes } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { createTestApp, describeEachDatabase } from '../../test/test-app.ts';
import { multipart } from '../../test/uploads.ts';
import { restoreBackup, writeBackup } from '../backup/backup.service.ts';

describeEachDatabase('upload limits per account', (ctx) => {
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let png: Buffer;
  beforeAll(async () => {
    const { app, database } = ctx();
    png = await pngBytes();
    const accounts = [
      ['busy', 'student'],
      ['classmate', 'student'],
      ['full', 'student'],
      ['teacher', 'teacher'],
    ] as const;
    for (const [loginId, role] of accounts) {
      ids[loginId] = (await makeAccount(database.db, role, { loginId })).id;
      cookies[loginId] = (await signIn(app, role, loginId)).cookie;
    }
  });
  const upload = (who: string) => {
    const body = multipart(png, 'photo.png', 'image/png');
    // Every request from the same address, as from the school's computer room.
    return ctx().app.inject({
      method: 'POST',
      url: '/api/uploads',
      remoteAddress: '10.0.0.7',
      payload: body.payload,
      headers: { ...body.headers, cookie: cookies[who]! },
    });
  };

  it('records who uploaded each image', async () => {
    const res = await upload('classmate');
    expect(res.statusCode).toBe(201);
    const [row] = await ctx().database.db.select().from(images).where(eq(images.id, res.json().id));
    expect(row!.uploadedBy).toBe(ids.classmate);
    expect(row!.bytes).toBeGreaterThan(0);
  });

  it('keeps who uploaded each image through a backup and a restore', async () => {
    const { database, config } = ctx();
    const file = path.join(config.dataDir, 'uploads-backup.tar.gz');
    await writeBackup(database.db, ctx().app.files, file);
    const other = await createTestApp(database.kind);
    try {
      // Images and users name each other: the restore inserts both in one transaction.
      await restoreBackup(other.database.db, other.app.files, file);
      const restored = await other.database.db.select().from(images);
      expect(restored.map((r) => r.uploadedBy)).toContain(ids.classmate);
    } finally {
      await other.close();
    }
  });

  it('allows a student 60 uploads an hour, then answers 429; others at the same address go on', async () => {
    const perHour = UPLOAD_LIMITS.student.perHour;
    expect(perHour).toBe(60);
    for (let i = 0; i < perHour; i++) {
      const res = await upload('busy');
      expect(res.statusCode, `upload ${i + 1}: ${res.body}`).toBe(201);
    }
    const refused = await upload('busy');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'too_many_requests' });
    expect(refused.json().error.message).toMatch(
      /^At most 60 images .* an hour\. Please try again in/,
    );
    expect((await upload('classmate')).statusCode).toBe(201);
  });

  it("refuses with 413 an upload that needs more room than the account's images may keep", async () => {
    const { db } = ctx().database;
    const limit = UPLOAD_LIMITS.student.storedBytes;
    expect(limit).toBe(20 * 1024 * 1024);
    const kept = async (loginId: string) => {
      const [row] = await db
        .insert(images)
        .values({ width: 1600, height: 1200, bytes: limit - 10, uploadedBy: ids[loginId]! })
        .returning();
      return row!.id;
    };
    const studentsImages = await kept('full');
    const refused = await upload('full');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toMatchObject({ code: 'storage_full' });
    expect(refused.json().error.message).toContain('20 MB');
    const before = (await db.select().from(images)).length;
    // A teacher keeps more: the same amount leaves room.
    await kept('teacher');
    expect((await upload('teacher')).statusCode).toBe(201);
    expect((await db.select().from(images)).length).toBe(before + 2);
    // Once the student's images are removed, there is room again.
    await db.delete(images).where(eq(images.id, studentsImages));
    expect((await upload('full')).statusCode).toBe(201);
  });
});
