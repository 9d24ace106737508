import { i18n } from '../lib/i18n.ts';
import { enForms } from './en-forms.ts';
import './pages.ts';

// Imported by the forms and the dashboard: their texts (and the pages', which the
// dashboard previews) arrive with their code. The Bangla ones (bn-forms.ts) come with
// bn.ts, for Bangla readers only (lib/language.ts).
i18n.addResources('en', enForms);
