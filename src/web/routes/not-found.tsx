import { NotFoundView } from '../components/ui/not-found-view.tsx';

/** Any path without a screen (SPEC.md section 2). */
export default function NotFoundRoute() {
  return <NotFoundView />;
}
