import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostActions, useMayChange } from '../../features/posts/components/post-actions.tsx';
import { PostCard } from '../../features/posts/components/post-card.tsx';
import { PostsList } from '../../features/posts/components/posts-list.tsx';
import { formatDigits } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import '../../locales/pages.ts';

/** Suggestions for students, newest first, each with its image. */
export default function SuggestionsRoute() {
  const { t, i18n } = useTranslation();
  const mayChange = useMayChange();
  return (
    <DashboardPage
      title={t('dashboard.items.studentSuggestion')}
      heading={t('posts.headings.suggestions')}
    >
      <PostsList kind="suggestions">
        {(suggestion, index) => (
          <PostCard
            heading={suggestion.subject}
            date={suggestion.date}
            author={suggestion.author}
            facts={[
              [t('posts.fields.grade'), t(`grades.${suggestion.grade}`)],
              [t('posts.fields.roll'), formatDigits(suggestion.roll, i18n.language)],
            ]}
            body={suggestion.details}
            image={suggestion.image}
            priority={index === 0}
            actions={
              mayChange(suggestion.createdById) ? (
                <PostActions kind="suggestions" item={suggestion} what={suggestion.subject} />
              ) : null
            }
          />
        )}
      </PostsList>
    </DashboardPage>
  );
}
