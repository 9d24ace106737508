import { i18n } from '../lib/i18n.ts';
import { languageTexts } from '../lib/language.ts';
import { enForms } from './en-forms.ts';
import './pages.ts';
import './public-forms.ts';

// Imported by the dashboard (app/dashboard-routes.tsx): its texts arrive with its code, with
// the public pages' (which it previews) and the public forms' (whose parts it shares). Its
// Bangla ones (bn-forms.ts) are downloaded with a Bangla reader's texts from now on.
i18n.addResources('en', enForms);
languageTexts.bn.push(() =>
  import('./bn-forms.ts').then(({ bnForms }) => i18n.addResources('bn', bnForms)),
);
