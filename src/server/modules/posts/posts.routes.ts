import { type Endpoints, endpoints } from '../../../shared/api/index.ts';
import { can } from '../../../shared/permissions.ts';
import { POST_KINDS, type PostKind, postKinds } from '../../../shared/post-kinds.ts';
import type { ApiApp, ApiModule } from '../../plugins/endpoints.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseNoticePdfs } from '../documents/notice-pdfs.ts';
import { releaseImages } from '../images/image-uses.ts';
import { type Actor, type PostStore, postsRepository } from './posts.repository.ts';

/**
 * Refuses an edit or delete unless the signed-in user wrote the post or may change
 * any post (PRODUCT.md: authors edit their own, admins any).
 */
export function assertMayChange(actor: Actor, ownerId: string | null | undefined) {
  if (ownerId === undefined) throw new HttpError(404, 'not_found', 'This post no longer exists.');
  if (can(actor.role, 'edit:any-post')) return;
  if (ownerId !== null && ownerId === actor.id) return;
  throw new HttpError(403, 'forbidden', 'You may only change your own posts.');
}

/** A post that names an image the server does not have is refused, not a server error. */
const saving = <T>(p: Promise<T>) =>
  p.catch((err: unknown) => {
    throw isForeignKeyViolation(err) ? unknownImage() : err;
  });

/** Refuses a post whose fields name what the server does not have (a notice's attachments). */
async function checked<I>(posts: PostStore<I, unknown>, input: I, id: string | null) {
  const bad = (await posts.check?.(input, id)) ?? [];
  if (bad.length === 0) return;
  throw new HttpError(400, 'validation_failed', `${bad[0]!.field}: ${bad[0]!.message}`, {
    fields: bad,
  });
}

/**
 * The list, add, edit and delete routes of one kind of post (src/shared/post-kinds.ts):
 * validated by its schemas, checked for ownership, written to the audit log.
 */
function kindRoutes<K extends PostKind>(app: ApiApp, kind: K, store: PostStore<never, unknown>) {
  // Each kind's store takes that kind's input: the endpoints below validate it as such.
  const posts = store as PostStore<unknown, unknown>;
  const audit = auditRepository(app.database.db);
  const { entity } = postKinds[kind];
  // A kind's four endpoints differ from another kind's only in their schemas, which the
  // router validates with; the handlers below are written once, for any kind.
  type Op = 'list' | 'create' | 'update' | 'remove';
  const declared = <O extends Op>(op: O) =>
    endpoints[`${kind}.${op}`] as unknown as Endpoints[`blogs.${O}`];

  app.endpoint(declared('list'), (req) =>
    posts
      .page(req.query.page, req.query.size, req.user)
      .then((found) => ({ ...found, ...req.query }) as never),
  );

  app.endpoint(declared('create'), async (req) => {
    const actor = req.user!;
    await checked(posts, req.body, null);
    const created = (await saving(posts.create(req.body, actor))) as { id: string };
    await audit.record(actor, 'create', entity, created.id, posts.describe(req.body));
    return created as never;
  });

  app.endpoint(declared('update'), async (req) => {
    const actor = req.user!;
    const { id } = req.params;
    assertMayChange(actor, await posts.owner(id));
    await checked(posts, req.body, id);
    const before = await posts.images(id);
    const files = (await posts.files?.(id)) ?? [];
    const updated = await saving(posts.update(id, req.body, actor));
    await releaseImages(app, before);
    await releaseNoticePdfs(app, files);
    await audit.record(actor, 'update', entity, id, posts.describe(req.body));
    return updated as never;
  });

  app.endpoint(declared('remove'), async (req) => {
    const actor = req.user!;
    const { id } = req.params;
    assertMayChange(actor, await posts.owner(id));
    const before = await posts.images(id);
    const files = (await posts.files?.(id)) ?? [];
    await posts.remove(id);
    await releaseImages(app, before);
    await releaseNoticePdfs(app, files);
    await audit.record(actor, 'delete', entity, id);
  });
}

/** Every kind of post, and a problem's solutions. */
export const postsRoutes: ApiModule = async (app) => {
  const repo = postsRepository(app.database.db);
  const audit = auditRepository(app.database.db);
  for (const kind of POST_KINDS) kindRoutes(app, kind, repo[kind]);

  app.endpoint(endpoints['notices.get'], async (req) => {
    const notice = await repo.notices.one(req.params.id);
    if (!notice) throw new HttpError(404, 'not_found', 'This notice does not exist.');
    return notice;
  });

  app.endpoint(endpoints['problems.solve'], async (req) => {
    const actor = req.user!;
    if ((await repo.problems.owner(req.params.id)) === undefined)
      throw new HttpError(404, 'not_found', 'This problem no longer exists.');
    const solution = await saving(repo.solutions.create(req.params.id, req.body, actor));
    await audit.record(actor, 'create', 'solution', solution.id, req.body.details.slice(0, 80));
    return solution;
  });

  app.endpoint(endpoints['problems.removeSolution'], async (req) => {
    const actor = req.user!;
    const { id, solutionId } = req.params;
    assertMayChange(actor, await repo.solutions.owner(id, solutionId));
    await releaseImages(app, await repo.solutions.remove(solutionId));
    await audit.record(actor, 'delete', 'solution', solutionId);
  });
};
