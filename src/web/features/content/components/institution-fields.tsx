import { useFormContext, useWatch } from 'react-hook-form';
import { GRADES } from '../../../../shared/constants.ts';
import type { ContentValue } from '../../../../shared/schemas/content.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { ListField } from './list-field.tsx';
import { LocalizedField } from './localized-field.tsx';
import { TextField } from './text-field.tsx';
import '../../../locales/pages.ts';

type Students = ContentValue<'institution'>['students'];

/** The girls and boys of a class, added up as the admin types. */
function ClassTotal({ index }: { index: number }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const students = useWatch({ control, name: `students.${index}` }) as Students[number] | undefined;
  const total = (Number(students?.girls) || 0) + (Number(students?.boys) || 0);
  return (
    <p className="col-span-3 font-semibold sm:col-span-1 sm:self-end sm:pb-2">
      {t('content.fields.classTotal', { total: formatNumber(total, i18n.language) })}
    </p>
  );
}

/**
 * Institution information (the /institution page): recognition and MPO, sections and
 * students of each class, the managing committee, the citizen charter and the
 * information officer. The classes are fixed (six to ten), in order.
 */
export function InstitutionFields() {
  const { t } = useTranslation();
  const label = (name: string) => t(`content.fields.${name}` as TranslationKey);
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-primary">
          {t('content.groupsOfFields.recognition')}
        </legend>
        <LocalizedField name="recognition" label={label('recognition')} rows={2} />
        <TextField
          name="recognitionDate"
          label={label('recognitionDate')}
          type="date"
          className="max-w-xs"
        />
        <LocalizedField name="mpo" label={label('mpo')} rows={2} />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-primary">
          {t('content.groupsOfFields.classes')}
        </legend>
        {GRADES.map((grade, index) => (
          <fieldset key={grade} className="rounded-box border border-base-300 p-4">
            <legend className="px-1 font-semibold">{t(`grades.${grade}`)}</legend>
            <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
              <TextField name={`sections.${index}.sections`} label={label('sections')} number />
              <TextField name={`students.${index}.girls`} label={label('girls')} number />
              <TextField name={`students.${index}.boys`} label={label('boys')} number />
              <ClassTotal index={index} />
            </div>
          </fieldset>
        ))}
      </fieldset>

      <ListField
        name="committee"
        legend={t('content.lists.committee')}
        itemLabel={(n) => t('content.lists.member', { n })}
        addLabel={t('content.lists.addMember')}
        newItem={() => ({ name: { en: '', bn: '' }, role: { en: '', bn: '' }, phone: '' })}
        max={30}
      >
        {(path) => (
          <>
            <LocalizedField name={`${path}.name`} label={label('name')} />
            <LocalizedField name={`${path}.role`} label={label('role')} />
            <TextField
              name={`${path}.phone`}
              label={label('phone')}
              type="tel"
              className="max-w-xs"
            />
          </>
        )}
      </ListField>

      <LocalizedField name="citizenCharter" label={label('citizenCharter')} rows={10} rich />

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-primary">
          {t('content.groupsOfFields.informationOfficer')}
        </legend>
        <LocalizedField name="informationOfficer.name" label={label('name')} />
        <LocalizedField name="informationOfficer.designation" label={label('designation')} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="informationOfficer.phone" label={label('phone')} type="tel" />
          <TextField name="informationOfficer.email" label={label('email')} type="email" />
        </div>
      </fieldset>
    </>
  );
}
