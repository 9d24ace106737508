import { formatNumber } from '../lib/format-number.ts';
import { i18n } from '../lib/i18n.ts';
import { enPublicForms } from './en-public-forms.ts';

// Imported by the public forms (the admission form, the results lookup) and the form parts
// they share with the dashboard: their texts arrive with their code, without the
// dashboard's (./forms.ts). The Bangla ones (bn-public-forms.ts) come with bn.ts, for
// Bangla readers only (lib/language.ts).
i18n.addResources('en', enPublicForms);
// Their texts' numbers (seats, places on a waiting list) in the site's own digits and
// grouping, without making an Intl.NumberFormat (lib/i18n.ts, writeNumber).
i18n.writeNumbers((v, lng) =>
  lng === 'en' || lng === 'bn' ? formatNumber(v, lng) : new Intl.NumberFormat(lng).format(v),
);
