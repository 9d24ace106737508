import { beforeAll, expect, it } from 'vitest';
import { makeImage } from '../../test/factories.ts';
import { confirmPassword, makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase(
  'accounts and profiles',
  (ctx) => {
    let admin = '';
    let teacher = '';
    let student = '';
    let imageId = '';
    beforeAll(async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'admin', {
        loginId: 'boss',
        name: 'School Admin',
        designation: 'Administrator',
      });
      await makeAccount(db, 'teacher', { loginId: 't1' });
      await makeAccount(db, 'student', {
        loginId: 's1',
        name: 'Mim Akter',
        grade: 'viii',
        roll: '2',
      });
      admin = (await signIn(ctx().app, 'admin', 'boss')).cookie;
      teacher = (await signIn(ctx().app, 'teacher', 't1')).cookie;
      student = (await signIn(ctx().app, 'student', 's1')).cookie;
      // Adding an admin and resetting a password want the password typed again.
      await confirmPassword(ctx().app, admin);
      await confirmPassword(ctx().app, teacher);
      imageId = (await makeImage(db, ctx().app.files)).id;
    });
    const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { cookie } });
    const newStudent = { name: 'Nusrat Jahan', nameBn: 'নুসরাত জাহান', grade: 'vi', roll: '11' };
    const newTeacher = {
      name: 'Rokeya Sultana',
      nameBn: 'রোকেয়া সুলতানা',
      designation: 'Assistant Teacher',
      designationBn: 'সহকারী শিক্ষক',
      subject: 'Physics',
      phone: '',
      imageId: null,
    };

    it('adds a student, teacher and admin who can then sign in; a taken id is a 409', async () => {
      expect(
        (
          await call(teacher, 'POST', '/api/students', {
            ...newStudent,
            loginId: 'new-s',
            password: 'first password',
          })
        ).statusCode,
      ).toBe(201);
      const t = await call(admin, 'POST', '/api/teachers', {
        ...newTeacher,
        loginId: 'new-t',
        password: 'first password',
        imageId,
      });
      expect(t.statusCode).toBe(201);
      expect(t.json()).toMatchObject({
        role: 'teacher',
        loginId: 'new-t',
        name: 'Rokeya Sultana',
        nameBn: 'রোকেয়া সুলতানা',
        designation: 'Assistant Teacher',
        designationBn: 'সহকারী শিক্ষক',
        subject: 'Physics',
        grade: null,
        roll: null,
        active: true,
        deactivatedAt: null,
      });
      expect(t.json().image.id).toBe(imageId);
      expect(t.body).not.toMatch(/password|hash/i);
      // On /teachers at once, last.
      const pub = (await ctx().app.inject({ url: '/api/teachers' })).json();
      expect(pub.items.at(-1)).toMatchObject({ name: 'Rokeya Sultana', subject: 'Physics' });
      expect(
        (await call(admin, 'POST', '/api/admins', { loginId: 'new-a', password: 'first password' }))
          .statusCode,
      ).toBe(201);
      await signIn(ctx().app, 'student', 'new-s', 'first password');
      await signIn(ctx().app, 'teacher', 'new-t', 'first password');
      await signIn(ctx().app, 'admin', 'new-a', 'first password');
      const taken = await call(admin, 'POST', '/api/students', {
        ...newStudent,
        roll: '99',
        loginId: 'new-s',
        password: 'another password',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toContain('already taken');
      // Unique within the role only: a teacher may have a student's id.
      expect(
        (
          await call(admin, 'POST', '/api/teachers', {
            ...newTeacher,
            loginId: 'new-s',
            password: 'first password',
          })
        ).statusCode,
      ).toBe(201);
    });

    it('requires every field of a new account', async () => {
      const res = await call(admin, 'POST', '/api/students', { loginId: '', password: 'short' });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(
        expect.arrayContaining(['loginId', 'password', 'name', 'grade', 'roll']),
      );
      const teacherRes = await call(admin, 'POST', '/api/teachers', {
        loginId: 'x-t',
        password: 'first password',
      });
      expect(teacherRes.json().error.details.fields.map((f: { field: string }) => f.field)).toEqual(
        expect.arrayContaining(['name', 'designation']),
      );
      // A photo id the server never stored.
      const unknown = await call(admin, 'POST', '/api/teachers', {
        ...newTeacher,
        loginId: 'x-t',
        password: 'first password',
        imageId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details.fields[0]).toMatchObject({ field: 'imageId' });
    });

    it('lists students and admins with totals', async () => {
      const students = (await call(teacher, 'GET', '/api/students')).json();
      expect(students.total).toBe(students.items.length);
      expect(students.items.map((s: { loginId: string }) => s.loginId)).toContain('s1');
      const admins = (await call(admin, 'GET', '/api/admins')).json();
      expect(admins.items.map((a: { loginId: string }) => a.loginId)).toContain('boss');
    });

    it('updates a student profile with every field and the photo, but not the class or roll', async () => {
      const body = {
        role: 'student',
        name: 'Mim Akter',
        nameBn: 'মীম আক্তার',
        guardianName: 'Abdul Karim',
        guardianPhone: '01812345678',
        phone: '01712345678',
        city: 'Bhola',
        village: 'Char Nilkamal',
        bari: 'Mia Bari',
        ward: '4',
        facebook: '',
        imageId,
      };
      const res = await call(student, 'PUT', '/api/profile', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        grade: 'viii',
        roll: '2',
        ward: '4',
        loginId: 's1',
        nameBn: 'মীম আক্তার',
        guardianName: 'Abdul Karim',
        guardianPhone: '01812345678',
        facebook: '',
      });
      // A class and roll sent anyway are not the student's to change.
      const sneaky = await call(student, 'PUT', '/api/profile', {
        ...body,
        grade: 'x',
        roll: '99',
      });
      expect(sneaky.statusCode).toBe(200);
      expect(sneaky.json()).toMatchObject({ grade: 'viii', roll: '2' });
      expect(res.json().image.id).toBe(imageId);
      expect((await call(student, 'GET', '/api/profile')).json().village).toBe('Char Nilkamal');
    });

    it('refuses a profile without a photo, with a missing field, or of the wrong role, and keeps what was saved', async () => {
      const before = (await call(student, 'GET', '/api/profile')).json();
      const noPhoto = await call(student, 'PUT', '/api/profile', {
        ...before,
        role: 'student',
        imageId: undefined,
      });
      expect(noPhoto.statusCode).toBe(400);
      expect(noPhoto.json().error.details.fields.map((f: { field: string }) => f.field)).toContain(
        'imageId',
      );
      const noGuardian = await call(student, 'PUT', '/api/profile', {
        ...before,
        role: 'student',
        imageId: before.image.id,
        guardianName: '',
        guardianPhone: '',
      });
      expect(noGuardian.statusCode).toBe(400);
      expect(noGuardian.json().error.details.fields.map((f: { field: string }) => f.field)).toEqual(
        expect.arrayContaining(['guardianName', 'guardianPhone']),
      );
      const unknownPhoto = await call(student, 'PUT', '/api/profile', {
        role: 'student',
        name: 'X',
        nameBn: '',
        guardianName: 'G',
        guardianPhone: '01812345678',
        phone: '01712345678',
        city: 'C',
        village: 'V',
        bari: 'B',
        ward: '1',
        facebook: 'https://facebook.com/x',
        imageId: 'no-such-image',
      });
      expect(unknownPhoto.statusCode).toBe(400);
      const wrongRole = await call(student, 'PUT', '/api/profile', {
        role: 'teacher',
        name: 'T',
        nameBn: '',
        designation: 'D',
        designationBn: '',
        subject: '',
        joinDate: '2020-01-01',
        phone: '01712345678',
        city: 'C',
        village: 'V',
        bari: 'B',
        ward: '1',
        facebook: 'https://facebook.com/t',
        imageId,
      });
      expect(wrongRole.statusCode).toBe(400);
      expect(wrongRole.json().error.code).toBe('wrong_profile');
      expect((await call(student, 'GET', '/api/profile')).json()).toEqual(before);
    });

    it('updates a teacher profile with designation and joining date; mobile, address and Facebook optional', async () => {
      const res = await call(teacher, 'PUT', '/api/profile', {
        role: 'teacher',
        name: 'Tahmina Akter',
        nameBn: 'তাহমিনা আক্তার',
        designation: 'Assistant Teacher',
        designationBn: 'সহকারী শিক্ষক',
        subject: 'Science',
        joinDate: '2012-02-01',
        phone: '',
        city: '',
        village: '',
        bari: '',
        ward: '',
        facebook: '',
        imageId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ nameBn: 'তাহমিনা আক্তার', subject: 'Science' });
      const pub = (await ctx().app.inject({ url: '/api/teachers' })).json();
      expect(pub.items.map((t: { name: string }) => t.name)).toContain('Tahmina Akter');
    });

    it('a reset gives a temporary password once, ends the student\u2019s sessions, and the old password stops working', async () => {
      const { db } = ctx().database;
      const s = await makeAccount(db, 'student', { loginId: 'forgetful' });
      const session = await signIn(ctx().app, 'student', 'forgetful');
      const res = await call(teacher, 'POST', `/api/users/${s.id}/password-reset`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { temporaryPassword } = res.json();
      expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
      expect(
        (
          await ctx().app.inject({ url: '/api/session', headers: { cookie: session.cookie } })
        ).json().user,
      ).toBeNull();
      await expect(signIn(ctx().app, 'student', 'forgetful', TEST_PASSWORD)).rejects.toThrow();
      const again = await signIn(ctx().app, 'student', 'forgetful', temporaryPassword);
      // Temporary: to be changed before anything else.
      expect(again.res.json().user.mustChangePassword).toBe(true);
    });

    it('records account changes in the audit log', async () => {
      const entries = (await call(admin, 'GET', '/api/audit-log?size=50')).json().items as {
        action: string;
        entity: string;
        summary: string;
      }[];
      expect(
        entries.some(
          (e) => e.action === 'create' && e.entity === 'teacher-account' && e.summary === 'new-t',
        ),
      ).toBe(true);
      expect(
        entries.some(
          (e) =>
            e.action === 'reset-password' &&
            e.entity === 'student-account' &&
            e.summary === 'forgetful',
        ),
      ).toBe(true);
      // The first profile update keeps what changed: the photo only as added.
      const profileUpdate = entries
        .filter((e) => e.action === 'update' && e.entity === 'student-profile')
        .at(-1) as { details: { changes: Record<string, unknown> } } | undefined;
      expect(profileUpdate?.details.changes).toMatchObject({
        village: { before: '', after: 'Char Nilkamal' },
        guardianName: { before: '', after: 'Abdul Karim' },
        photo: { before: false, after: true },
      });
      expect(profileUpdate?.details.changes).not.toHaveProperty('grade');
      expect(profileUpdate?.details.changes).not.toHaveProperty('role');
    });
  },
  { rateLimits: false },
);
