import { Circle, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Checklist, MissingPart, SetupStep } from '../../../../shared/schemas/dashboard.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { useSetChecklistHidden } from '../api/set-checklist-hidden.ts';

/** The words for a part a step still lacks: the editor's own field names, the messages' and classes' names. */
const PART_TEXT: Record<MissingPart, TranslationKey> = {
  name: 'content.fields.schoolName',
  eiin: 'content.fields.eiin',
  schoolCode: 'content.fields.schoolCode',
  address: 'content.fields.address',
  phone: 'content.fields.phone',
  email: 'content.fields.email',
  logo: 'content.fields.logo',
  title: 'content.fields.title',
  body: 'content.fields.headlineBody',
  chairman: 'messages.chairman',
  principal: 'messages.principal',
  vicePrincipal: 'messages.vicePrincipal',
  teacher: 'messages.teacher',
  vi: 'grades.vi',
  vii: 'grades.vii',
  viii: 'grades.viii',
  ix: 'grades.ix',
  x: 'grades.x',
};

/**
 * The admin's setup checklist (issue 15): each step ticked by the server from the data,
 * linked to the screen where it is done, with what it still lacks. Once every step is
 * done an admin may hide it for everyone; it comes back by itself if a step is undone.
 */
export function SetupChecklist({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  const id = useId();
  const setHidden = useSetChecklistHidden();
  const failed = setHidden.isError ? (
    <p role="alert" className="text-error">
      {t('dashboardHome.checklist.failed')} {errorMessage(t, setHidden.error)}
    </p>
  ) : null;

  if (checklist.hidden)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p>{t('dashboardHome.checklist.hiddenNote')}</p>
        <button
          type="button"
          className="btn btn-sm btn-outline btn-primary min-h-11"
          disabled={setHidden.isPending}
          onClick={() => setHidden.mutate(false)}
        >
          {t('dashboardHome.checklist.show')}
        </button>
        {failed}
      </div>
    );

  const done = checklist.steps.filter((step) => step.done).length;
  return (
    <section aria-labelledby={`${id}-heading`} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id={`${id}-heading`} className="card-title text-xl text-primary md:text-2xl">
          {t('dashboardHome.checklist.heading')}
        </h2>
        <p className="max-w-prose">{t('dashboardHome.checklist.intro')}</p>
        <p id={`${id}-progress`} className="font-medium">
          {t('dashboardHome.checklist.progress', { done, total: checklist.steps.length })}
        </p>
        <progress
          className="progress progress-success w-full"
          value={done}
          max={checklist.steps.length}
          aria-labelledby={`${id}-progress`}
        />
        <ol className="divide-y divide-base-300">
          {checklist.steps.map((step) => (
            <StepRow key={step.key} step={step} />
          ))}
        </ol>
        {checklist.complete ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-medium">{t('dashboardHome.checklist.complete')}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={setHidden.isPending}
              onClick={() => setHidden.mutate(true)}
            >
              {t('dashboardHome.checklist.hide')}
            </button>
          </div>
        ) : null}
        {failed}
      </div>
    </section>
  );
}

function StepRow({ step }: { step: SetupStep }) {
  const { t } = useTranslation();
  const Icon = step.done ? CircleCheck : Circle;
  return (
    <li className="flex items-start gap-3 py-2">
      <Icon
        aria-hidden="true"
        className={`mt-2.5 size-6 shrink-0 ${step.done ? 'text-success' : 'text-base-content/40'}`}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={step.path}
          className="link text-secondary inline-flex min-h-11 items-center font-medium break-words"
        >
          {t(`dashboardHome.checklist.steps.${step.key}`)}
        </Link>
        {!step.done && step.missing.length > 0 ? (
          <p className="text-sm">
            {t('dashboardHome.checklist.stillMissing', {
              parts: step.missing.map((part) => t(PART_TEXT[part])).join(', '),
            })}
          </p>
        ) : null}
      </div>
      <span className={`badge mt-2.5 shrink-0 ${step.done ? 'badge-success' : 'badge-outline'}`}>
        {step.done ? t('dashboardHome.checklist.done') : t('dashboardHome.checklist.toDo')}
      </span>
    </li>
  );
}
