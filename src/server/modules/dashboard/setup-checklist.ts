import { GRADES } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { Localized } from '../../../shared/schemas/content.ts';
import {
  type Checklist,
  type MissingPart,
  SETUP_STEPS,
  type SetupStep,
  type SetupStepKey,
} from '../../../shared/schemas/dashboard.ts';
import { MESSAGE_CONTENT_KEY, MESSAGE_KEYS } from '../../../shared/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import type { BackupRow } from '../backup/backups.repository.ts';
import { contentRepository } from '../content/content.repository.ts';
import { demoRepository } from '../demo/demo.repository.ts';
import { EMPTY_SCHOOL } from '../site/site.repository.ts';
import { dashboardRepository } from './dashboard.repository.ts';

const filled = (text: Localized) => text.en.trim() !== '' || text.bn.trim() !== '';
const screen = (path: string) => `${paths.dashboard}/${path}`;

/**
 * The setup checklist of a school's own site (issue 15), each step ticked from the data:
 * what the demo school put there does not count (its texts until edited, its rows until
 * replaced), so a school that started from the demo sees what is still to do.
 */
export async function setupChecklist(db: Db, lastGoodBackup: BackupRow | null): Promise<Checklist> {
  const content = contentRepository(db);
  const repo = dashboardRepository(db);
  const messageKeys = MESSAGE_KEYS.map((k) => MESSAGE_CONTENT_KEY[k]);
  const [school, headline, messages, demoPages, facts, hidden] = await Promise.all([
    content.get('school'),
    content.get('headline'),
    Promise.all(messageKeys.map((key) => content.get(key))),
    demoRepository(db).uneditedPages(['school', 'headline', ...messageKeys]),
    repo.setupFacts(),
    repo.checklistHidden(),
  ]);
  const own = <T>(key: string, stored: { value: T } | null) =>
    stored && !demoPages.has(key) ? stored.value : null;

  const identity = own('school', school);
  const identityMissing: MissingPart[] = identity
    ? [
        ...(!filled(identity.name) ||
        (identity.name.en === EMPTY_SCHOOL.name.en && identity.name.bn === EMPTY_SCHOOL.name.bn)
          ? (['name'] as const)
          : []),
        ...(identity.eiin ? [] : (['eiin'] as const)),
        ...(identity.schoolCode ? [] : (['schoolCode'] as const)),
        ...(filled(identity.address) ? [] : (['address'] as const)),
        ...(identity.phone ? [] : (['phone'] as const)),
        ...(identity.email ? [] : (['email'] as const)),
        ...(identity.logoImageId ? [] : (['logo'] as const)),
      ]
    : ['name', 'eiin', 'schoolCode', 'address', 'phone', 'email', 'logo'];

  const home = own('headline', headline);
  const headlineMissing: MissingPart[] = [
    ...(home && filled(home.title) ? [] : (['title'] as const)),
    ...(home && filled(home.body) ? [] : (['body'] as const)),
  ];

  const messagesMissing = MESSAGE_KEYS.filter((_k, i) => {
    const message = own(messageKeys[i]!, messages[i] ?? null);
    return !message || !filled(message.name) || !filled(message.body);
  });
  const firstMissingMessage = messagesMissing[0];

  const steps: Record<SetupStepKey, Omit<SetupStep, 'key'>> = {
    identity: parts(identityMissing, 'content/school'),
    headline: parts(headlineMissing, 'content/headline'),
    messages: parts(
      messagesMissing,
      firstMissingMessage ? `content/${MESSAGE_CONTENT_KEY[firstMissingMessage]}` : 'content',
    ),
    teachers: single(facts.teachers, 'addTeacher'),
    staff: single(facts.staff, 'staff'),
    notice: single(facts.notice, 'addGeneralNotice'),
    event: single(facts.event, 'addEvent'),
    routines: parts(
      GRADES.filter((g) => !facts.routines.has(g)),
      'academicFiles',
    ),
    syllabi: parts(
      GRADES.filter((g) => !facts.syllabi.has(g)),
      'academicFiles',
    ),
    // The home gallery's album may not exist yet on a new site: then the albums screen.
    homeGallery: single(facts.homeGallery, facts.homeAlbum ? 'albums/home' : 'albums'),
    secondAdmin: single(facts.admins >= 2, 'addAdmin'),
    backup: single(lastGoodBackup !== null, 'backup'),
  };
  const list = SETUP_STEPS.map((key) => ({ key, ...steps[key] }));
  const complete = list.every((step) => step.done);
  return { steps: list, complete, hidden: complete && hidden };
}

function parts(missing: MissingPart[], path: string): Omit<SetupStep, 'key'> {
  return { done: missing.length === 0, path: screen(path), missing };
}

function single(done: boolean, path: string): Omit<SetupStep, 'key'> {
  return { done, path: screen(path), missing: [] };
}
