import { i18n } from '../lib/i18n.ts';
import { enPages } from './en-pages.ts';

// Imported by the public pages beyond the home page, their views and the dashboard
// (through forms.ts): their texts arrive with their code. The Bangla ones are in bn.ts.
i18n.addResources('en', enPages);
