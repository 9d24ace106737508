import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository, changesOf } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { peopleRepository } from './people.repository.ts';

const notFound = () => new HttpError(404, 'not_found', 'No such staff member.');

/** The admin's staff list: add, edit, remove and order (issue "The admin keeps the site current"). */
export const staffAdminRoutes: ApiModule = async (app) => {
  const { db } = app.database;
  const repo = peopleRepository(db);
  const audit = auditRepository(db);
  const saving = async <T>(work: Promise<T>) => {
    try {
      return await work;
    } catch (err) {
      throw isForeignKeyViolation(err) ? unknownImage() : err;
    }
  };
  const member = async (id: string) => {
    const found = (await repo.staff()).find((s) => s.id === id);
    if (!found) throw notFound();
    return found;
  };

  app.endpoint(endpoints['staff.create'], async (req) => {
    const id = await saving(repo.createStaff(req.body));
    await audit.record(req.user!, 'create', 'staff', id, req.body.name);
    return member(id);
  });
  app.endpoint(endpoints['staff.reorder'], async (req) => {
    await repo.reorderStaff(req.body.ids);
    await audit.record(req.user!, 'reorder', 'staff', null);
  });
  app.endpoint(endpoints['staff.update'], async (req) => {
    const old = await member(req.params.id);
    const before = await repo.staffImageId(req.params.id);
    if (!(await saving(repo.updateStaff(req.params.id, req.body)))) throw notFound();
    await releaseImages(app, [before]);
    const { imageId, joinDate, ...texts } = req.body;
    // What changed, for the log's "what changed" (a photo only as changed or not).
    const changes = changesOf(
      { ...old, joinDate: old.joinDate ?? '', photo: old.image?.id ?? null },
      { ...texts, joinDate: joinDate ?? '', photo: imageId },
    );
    await audit.record(
      req.user!,
      'update',
      'staff',
      req.params.id,
      req.body.name,
      changes ? { changes } : null,
    );
    return member(req.params.id);
  });
  app.endpoint(endpoints['staff.remove'], async (req) => {
    const gone = await repo.deleteStaff(req.params.id);
    if (!gone) throw notFound();
    await releaseImages(app, [gone.imageId]);
    await audit.record(req.user!, 'delete', 'staff', req.params.id, gone.name);
  });
};
