import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  type Problem,
  type ProblemInput,
  postIdParams,
  problemInputSchema,
  problemSchema,
  problemsPageSchema,
  type Solution,
  solutionInputSchema,
  solutionParams,
  solutionSchema,
} from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { images, problems, solutions } from '../../db/schema.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { maybeImageRef } from '../images/images.service.ts';
import { assertMayChange, type PostStore, registerPostRoutes } from '../posts/post-routes.ts';

export function problemsStore(db: Db): PostStore<ProblemInput, Problem> & {
  solutionOwner: (problemId: string, solutionId: string) => Promise<string | null | undefined>;
} {
  const select = () =>
    db
      .select({ p: problems, imageId: images.id, width: images.width, height: images.height })
      .from(problems)
      .leftJoin(images, eq(images.id, problems.imageId));
  type Row = Awaited<ReturnType<typeof select>>[number];

  /** The problems with their solutions, oldest answer first. */
  async function withSolutions(rows: Row[]): Promise<Problem[]> {
    const ids = rows.map((r) => r.p.id);
    const answers = ids.length
      ? await db
          .select({ s: solutions, imageId: images.id, width: images.width, height: images.height })
          .from(solutions)
          .leftJoin(images, eq(images.id, solutions.imageId))
          .where(inArray(solutions.problemId, ids))
          .orderBy(asc(solutions.createdAt), asc(solutions.id))
      : [];
    const byProblem = new Map<string, Solution[]>();
    for (const a of answers) {
      const list = byProblem.get(a.s.problemId) ?? [];
      list.push({
        id: a.s.id,
        details: a.s.details,
        image: maybeImageRef(a.imageId, a.width, a.height),
        authorName: a.s.authorName,
        createdById: a.s.createdBy,
        createdAt: a.s.createdAt.toISOString(),
      });
      byProblem.set(a.s.problemId, list);
    }
    return rows.map((r) => ({
      id: r.p.id,
      date: r.p.problemDate,
      author: r.p.author,
      grade: r.p.grade,
      roll: r.p.roll,
      subject: r.p.subject,
      details: r.p.details,
      image: maybeImageRef(r.imageId, r.width, r.height),
      solutions: byProblem.get(r.p.id) ?? [],
      createdById: r.p.createdBy,
      createdAt: r.p.createdAt.toISOString(),
    }));
  }
  const byId = async (id: string) =>
    (await withSolutions(await select().where(eq(problems.id, id))))[0]!;
  const values = ({ date, ...rest }: ProblemInput) => ({ problemDate: date, ...rest });

  return {
    async page(page, size) {
      const [rows, totals] = await Promise.all([
        select()
          .orderBy(desc(problems.problemDate), desc(problems.createdAt), desc(problems.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(problems),
      ]);
      return { items: await withSolutions(rows), total: totals[0]?.n ?? 0 };
    },
    async owner(id) {
      const [r] = await db
        .select({ by: problems.createdBy })
        .from(problems)
        .where(eq(problems.id, id));
      return r ? r.by : undefined;
    },
    async solutionOwner(problemId, solutionId) {
      const [r] = await db
        .select({ by: solutions.createdBy, problemId: solutions.problemId })
        .from(solutions)
        .where(eq(solutions.id, solutionId));
      return r && r.problemId === problemId ? r.by : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(problems)
        .values({ ...values(input), createdBy: actor.id })
        .returning({ id: problems.id });
      return byId(r!.id);
    },
    async update(id, input) {
      await db.update(problems).set(values(input)).where(eq(problems.id, id));
      return byId(id);
    },
    async remove(id) {
      await db.delete(problems).where(eq(problems.id, id));
    },
    async images(id) {
      const [own, answers] = await Promise.all([
        db.select({ imageId: problems.imageId }).from(problems).where(eq(problems.id, id)),
        db
          .select({ imageId: solutions.imageId })
          .from(solutions)
          .where(eq(solutions.problemId, id)),
      ]);
      return [...own, ...answers].map((r) => r.imageId);
    },
    describe: (input) => input.subject,
  };
}

export const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = problemsStore(app.database.db);
  const audit = auditRepository(app.database.db);
  registerPostRoutes(app, {
    url: '/problems',
    entity: 'problem',
    label: "Students' problems, each with its solutions",
    input: problemInputSchema,
    item: problemSchema,
    page: problemsPageSchema,
    store,
  });

  app.post(
    '/problems/:id/solutions',
    {
      schema: {
        tags: ['posts'],
        summary: 'Give a solution to a problem (teachers and admins)',
        params: postIdParams,
        body: solutionInputSchema,
        response: {
          201: solutionSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const actor = req.user!;
      if ((await store.owner(req.params.id)) === undefined)
        throw new HttpError(404, 'not_found', 'This problem no longer exists.');
      const [row] = await app.database.db
        .insert(solutions)
        .values({
          problemId: req.params.id,
          details: req.body.details,
          imageId: req.body.imageId ?? null,
          authorName: actor.name || actor.loginId,
          createdBy: actor.id,
        })
        .returning()
        .catch((err: unknown) => {
          throw isForeignKeyViolation(err) ? unknownImage() : err;
        });
      await audit.record(actor, 'create', 'solution', row!.id, req.body.details.slice(0, 80));
      const [full] = await app.database.db
        .select({ imageId: images.id, width: images.width, height: images.height })
        .from(solutions)
        .leftJoin(images, eq(images.id, solutions.imageId))
        .where(eq(solutions.id, row!.id));
      return reply.status(201).send({
        id: row!.id,
        details: row!.details,
        image: maybeImageRef(full?.imageId ?? null, full?.width ?? null, full?.height ?? null),
        authorName: row!.authorName,
        createdById: row!.createdBy,
        createdAt: row!.createdAt.toISOString(),
      });
    },
  );

  app.delete(
    '/problems/:id/solutions/:solutionId',
    {
      schema: {
        tags: ['posts'],
        summary: 'Delete a solution (its author, or an admin)',
        params: solutionParams,
        response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const actor = req.user!;
      assertMayChange(actor, await store.solutionOwner(req.params.id, req.params.solutionId));
      const gone = await app.database.db
        .delete(solutions)
        .where(eq(solutions.id, req.params.solutionId))
        .returning({ imageId: solutions.imageId });
      await releaseImages(
        app,
        gone.map((g) => g.imageId),
      );
      await audit.record(actor, 'delete', 'solution', req.params.solutionId);
      return reply.status(204).send(null);
    },
  );
};
