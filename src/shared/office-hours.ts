/**
 * When the school office is open, as the contact page says it (Site Content, the school's
 * identity): what every site said before the school could change it, and what a site whose
 * stored identity predates the field still shows. Apart from the schemas, so the web app's
 * editors can start from it without building them.
 */
export const DEFAULT_OFFICE_HOURS: { en: string; bn: string } = {
  en: 'Saturday to Thursday, 10:00 am - 04:00 pm',
  bn: 'শনিবার থেকে বৃহস্পতিবার, সকাল ১০:০০ – বিকাল ৪:০০',
};
