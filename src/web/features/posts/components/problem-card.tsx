import { useId } from 'react';
import { can } from '../../../../shared/permissions.ts';
import type { Problem } from '../../../../shared/schemas/posts.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { formatDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeleteSolution } from '../api/delete-solution.ts';
import { GiveSolutionButton } from './give-solution-button.tsx';
import { PostActions, useMayChange } from './post-actions.tsx';
import { PostCard } from './post-card.tsx';
import '../../../locales/pages.ts';

/** A student's problem and, under it, every stored solution with who answered and when. */
export function ProblemCard({ problem, priority }: { problem: Problem; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const role = useSession().data?.user?.role;
  const mayChange = useMayChange();
  const removeSolution = useDeleteSolution(problem.id);
  return (
    <PostCard
      heading={problem.subject}
      date={problem.date}
      author={problem.author}
      facts={[
        [t('posts.fields.grade'), t(`grades.${problem.grade}`)],
        [t('posts.fields.roll'), formatDigits(problem.roll, i18n.language)],
      ]}
      body={problem.details}
      image={problem.image}
      priority={priority}
      actions={
        mayChange(problem.createdById) ? (
          <PostActions kind="problems" item={problem} what={problem.subject} />
        ) : null
      }
    >
      <section aria-labelledby={`${id}-solutions`} className="mt-2 rounded-box bg-base-200 p-4">
        <h3
          id={`${id}-solutions`}
          aria-label={`${t('posts.solutions')}: ${problem.subject}`}
          className="font-semibold text-primary"
        >
          {t('posts.solutions')}
        </h3>
        {problem.solutions.length === 0 ? (
          <p className="mt-2 text-sm">{t('posts.noSolutions')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-base-300">
            {problem.solutions.map((solution) => (
              <li key={solution.id} className="grid gap-2 py-3">
                <p className="text-sm">
                  <span className="font-medium">
                    {t('posts.answeredBy', { name: solution.authorName })}
                  </span>
                  {' · '}
                  <time dateTime={solution.createdAt}>
                    {formatDateTime(solution.createdAt, i18n.language)}
                  </time>
                </p>
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{solution.details}</p>
                {solution.image ? (
                  <ResponsiveImage
                    image={solution.image}
                    alt={t('posts.imageAlt', {
                      subject: t('posts.answeredBy', { name: solution.authorName }),
                    })}
                    sizes="(min-width: 1024px) 600px, 85vw"
                    className="h-auto max-h-80 w-auto max-w-full rounded-box bg-base-100 object-contain"
                  />
                ) : null}
                {mayChange(solution.createdById) ? (
                  <div>
                    <ConfirmDeleteButton
                      what={t('posts.answeredBy', { name: solution.authorName })}
                      question={t('posts.deleteSolutionConfirm')}
                      onConfirm={() => removeSolution.mutateAsync(solution.id)}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {can(role, 'create:solution') ? (
          <div className="mt-3">
            <GiveSolutionButton problemId={problem.id} subject={problem.subject} />
          </div>
        ) : null}
      </section>
    </PostCard>
  );
}
