import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { Dashboard } from '../../../shared/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { backupsRepository } from '../backup/backups.repository.ts';
import { demoRepository } from '../demo/demo.repository.ts';
import { smsRepository } from '../sms/sms.repository.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { setupChecklist } from './setup-checklist.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's first screen for the signed-in user, decided here by their role: an
 * admin's counts, what needs attention and the setup checklist; a teacher's and a
 * student's own recent posts and the ones for them. Nothing another role may not read.
 */
export async function dashboardFor(
  db: Db,
  user: Pick<SessionUser, 'id' | 'role'>,
  now = new Date(),
): Promise<Dashboard> {
  const repo = dashboardRepository(db);
  if (user.role === 'teacher') return { role: 'teacher', ...(await repo.teacher(user.id)) };
  if (user.role === 'student') return { role: 'student', ...(await repo.student(user.id)) };

  const backups = backupsRepository(db);
  const [counts, demoContent, lastGood, latest, sms] = await Promise.all([
    repo.adminCounts(),
    demoRepository(db).present(),
    backups.lastGood(),
    backups.latest(),
    smsRepository(db).gateway(),
  ]);
  const checklist = await setupChecklist(db, lastGood);
  return {
    role: 'admin',
    attention: {
      newApplications: counts.newApplications,
      unansweredProblems: counts.unansweredProblems,
      backup: {
        lastGoodAt: lastGood?.startedAt.toISOString() ?? null,
        daysSinceGood: lastGood
          ? Math.max(0, Math.floor((now.getTime() - lastGood.startedAt.getTime()) / DAY_MS))
          : null,
        failedAt:
          latest?.status === 'failed'
            ? (latest.finishedAt ?? latest.startedAt).toISOString()
            : null,
      },
      demoContent,
      smsStopped:
        sms?.stoppedAt && sms.stoppedFailure
          ? {
              at: sms.stoppedAt.toISOString(),
              failure: sms.stoppedFailure,
              detail: sms.stoppedDetail,
            }
          : null,
    },
    counts: { students: counts.students, teachers: counts.teachers, admins: counts.admins },
    checklist,
  };
}
