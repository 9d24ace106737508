import { i18n } from '../lib/i18n.ts';
import { enForms } from './en-forms.ts';

// Imported by the forms and the dashboard: their texts arrive with their code.
i18n.addResources('en', enForms);
