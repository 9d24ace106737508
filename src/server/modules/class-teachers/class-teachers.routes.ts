import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { classTeachersRepository } from './class-teachers.repository.ts';

/** Class teachers (issues 47 and 48): listed for teachers and admins, named by admins. */
export const classTeachersRoutes: ApiModule = async (app) => {
  const repo = classTeachersRepository(app.database.db);
  const audit = auditRepository(app.database.db);

  app.endpoint(endpoints['classTeachers.list'], async () => repo.list());

  app.endpoint(endpoints['classTeachers.set'], async (req) => {
    const { grade, section, teacherId } = req.body;
    if (teacherId !== null && !(await repo.activeTeacher(teacherId)))
      throw new HttpError(404, 'not_found', 'That teacher is not on the site, or is turned off.');
    await repo.set(grade, section, teacherId);
    await audit.record(req.user!, 'update', 'class-teacher', teacherId, section, { grade });
    return repo.list();
  });
};
