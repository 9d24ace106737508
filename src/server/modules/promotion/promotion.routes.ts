import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { RollTakenError } from '../users/users.repository.ts';
import {
  NotUndoableError,
  type NotUndoableReason,
  promotionRepository,
  StayBackError,
} from './promotion.repository.ts';

/** 400: a stay-back id that is no active student of classes six to ten, each field by its place. */
const refusedStayBack = (err: StayBackError) =>
  new HttpError(
    400,
    'validation_failed',
    `stayBack.${err.refused[0]!.index}: ${err.refused[0]!.message}`,
    {
      in: 'body',
      fields: err.refused.map((r) => ({ field: `stayBack.${r.index}`, message: r.message })),
    },
  );

const NOT_UNDOABLE = {
  superseded: [
    'promotion_superseded',
    'A newer promotion was made since; only the newest can be undone.',
  ],
  'already-undone': ['promotion_already_undone', 'This promotion has already been undone.'],
  'day-over': ['promotion_day_over', 'A promotion can be undone only on the day it was made.'],
} as const satisfies Record<NotUndoableReason, readonly [string, string]>;

/**
 * Year-end promotion of the whole school (issue 19): an admin sees what will change, then
 * moves every class up one (class ten passes out and is turned off, their sessions end),
 * and may undo it the same school day.
 */
export const promotionRoutes: ApiModule = async (app) => {
  const promotion = promotionRepository(app.database.db);
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const audit = auditRepository(app.database.db);
  const stayBackRefused = (err: unknown): never => {
    throw err instanceof StayBackError ? refusedStayBack(err) : err;
  };

  app.endpoint(endpoints['promotion.preview'], async (req) => {
    const { classes, students } = await promotion.preview(req.body.stayBack).catch(stayBackRefused);
    return { classes, students };
  });

  app.endpoint(endpoints['promotion.apply'], async (req) => {
    const done = await promotion.apply(req.user!.id, req.body.stayBack).catch(stayBackRefused);
    // Who passed out is turned off: their sessions end at once.
    for (const id of done.passedOut) await sessions.deleteForUser(id);
    await audit.record(req.user!, 'promote', 'student-account', done.id, '', {
      count: done.counts.moved + done.counts.passedOut,
    });
    return { id: done.id, at: done.at, counts: done.counts };
  });

  app.endpoint(endpoints['promotion.latest'], () => promotion.latest());

  app.endpoint(endpoints['promotion.undo'], async (req) => {
    const undone = await promotion.undo(req.params.id).catch((err: unknown) => {
      if (err instanceof NotUndoableError) {
        const [reason, message] = NOT_UNDOABLE[err.reason];
        throw new HttpError(409, 'promotion_not_undoable', message, { reason });
      }
      if (err instanceof RollTakenError)
        throw new HttpError(
          409,
          'roll_taken',
          `Roll ${err.roll} has been given to another student since; change that student's roll first.`,
          { params: { roll: err.roll } },
        );
      throw err;
    });
    if (!undone) throw new HttpError(404, 'not_found', 'No such promotion.');
    await audit.record(req.user!, 'undo-promotion', 'student-account', undone.summary.id, '', {
      count: undone.count,
    });
    return undone.summary;
  });
};
