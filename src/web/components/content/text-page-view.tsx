import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';

/** A page that is the admin's text only (extra-curricular activities, admission instruction). */
export function TextPageView({
  value,
}: Pick<ContentViewProps<'extra-curricular' | 'admission-instruction'>, 'value'>) {
  return <RichText value={value.body} />;
}
