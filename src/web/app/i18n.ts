import { i18n } from '../lib/i18n.ts';

export const defaultLanguage = 'en';
export { i18n };
