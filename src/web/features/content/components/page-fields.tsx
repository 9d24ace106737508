import type { ComponentType, ReactNode } from 'react';
import type { ContentKey } from '../../../../shared/schemas/content.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { DateOrderField } from './date-order-field.tsx';
import { ImageField } from './image-field.tsx';
import { InstitutionFields } from './institution-fields.tsx';
import { ListField } from './list-field.tsx';
import { LocalizedField } from './localized-field.tsx';
import { TextField } from './text-field.tsx';

const text = () => ({ en: '', bn: '' });

/** A titled part of a long form. */
export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold text-primary">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The label of a field: content.fields.<name>. */
function useLabel() {
  const { t } = useTranslation();
  return (name: string) => t(`content.fields.${name}` as TranslationKey);
}

function SchoolFields() {
  const { t } = useTranslation();
  const label = useLabel();
  const linkHint = t('content.webAddressHint');
  return (
    <>
      <Group legend={t('content.groupsOfFields.name')}>
        <LocalizedField name="name" label={label('schoolName')} />
        <LocalizedField name="shortName" label={label('shortName')} />
        <LocalizedField name="address" label={label('address')} rows={3} />
      </Group>
      <Group legend={t('content.groupsOfFields.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="phone" label={label('phone')} type="tel" />
          <TextField name="email" label={label('email')} type="email" />
          <TextField
            name="mapUrl"
            label={label('mapUrl')}
            type="url"
            hint={linkHint}
            className="md:col-span-2"
          />
        </div>
        <LocalizedField name="officeHours" label={label('officeHours')} />
      </Group>
      <Group legend={t('content.groupsOfFields.numbers')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField name="eiin" label={label('eiin')} />
          <TextField name="schoolCode" label={label('schoolCode')} />
          <TextField name="established" label={label('established')} />
        </div>
      </Group>
      <Group legend={t('content.groupsOfFields.social')}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField name="social.facebook" label={label('facebook')} type="url" hint={linkHint} />
          <TextField name="social.youtube" label={label('youtube')} type="url" hint={linkHint} />
          <TextField name="social.twitter" label={label('twitter')} type="url" hint={linkHint} />
        </div>
      </Group>
      <DateOrderField />
      <ImageField name="logoImageId" label={label('logo')} />
    </>
  );
}

function HeadlineFields() {
  const label = useLabel();
  return (
    <>
      <LocalizedField name="title" label={label('title')} />
      <LocalizedField name="body" label={label('headlineBody')} rows={4} />
    </>
  );
}

function MessageFields() {
  const label = useLabel();
  return (
    <>
      <LocalizedField name="name" label={label('name')} />
      <LocalizedField name="title" label={label('designation')} />
      <LocalizedField name="location" label={label('location')} />
      <LocalizedField name="body" label={label('message')} rows={12} rich />
      <ImageField name="imageId" label={label('photo')} />
    </>
  );
}

function TextPageFields() {
  const label = useLabel();
  return <LocalizedField name="body" label={label('body')} rows={14} rich />;
}

function IllustratedPageFields() {
  const label = useLabel();
  return (
    <>
      <LocalizedField name="body" label={label('body')} rows={10} rich />
      <ImageField name="imageId" label={label('photo')} />
    </>
  );
}

function PrayerFields() {
  const label = useLabel();
  return (
    <>
      <LocalizedField name="body" label={label('body')} rows={6} rich />
      <LocalizedField name="verse" label={label('verse')} rows={3} />
      <LocalizedField name="verseSource" label={label('verseSource')} />
      <ImageField name="imageId" label={label('photo')} />
    </>
  );
}

function SportsFields() {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <>
      <LocalizedField name="intro" label={label('intro')} rows={4} rich />
      <ListField
        name="items"
        legend={t('content.lists.sports')}
        itemLabel={(n) => t('content.lists.sport', { n })}
        addLabel={t('content.lists.addSport')}
        newItem={() => ({ name: text(), imageId: null })}
        max={12}
      >
        {(path) => (
          <>
            <LocalizedField name={`${path}.name`} label={label('sportName')} />
            <ImageField name={`${path}.imageId`} label={label('photo')} />
          </>
        )}
      </ListField>
    </>
  );
}

function LinksFields() {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <ListField
      name="items"
      legend={t('content.lists.links')}
      itemLabel={(n) => t('content.lists.link', { n })}
      addLabel={t('content.lists.addLink')}
      newItem={() => ({ label: text(), url: '' })}
      max={30}
    >
      {(path) => (
        <>
          <LocalizedField name={`${path}.label`} label={label('linkLabel')} />
          <TextField
            name={`${path}.url`}
            label={label('url')}
            type="url"
            hint={t('content.webAddressHint')}
          />
        </>
      )}
    </ListField>
  );
}

function ActivitiesFields() {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <ListField
      name="items"
      legend={t('content.lists.activities')}
      itemLabel={(n) => t('content.lists.activity', { n })}
      addLabel={t('content.lists.addActivity')}
      newItem={() => ({ text: text(), date: '' })}
      max={30}
    >
      {(path) => (
        <>
          <LocalizedField name={`${path}.text`} label={label('activity')} rows={2} />
          <TextField name={`${path}.date`} label={label('date')} type="date" className="max-w-xs" />
        </>
      )}
    </ListField>
  );
}

function VideosFields() {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <ListField
      name="items"
      legend={t('content.lists.videos')}
      itemLabel={(n) => t('content.lists.video', { n })}
      addLabel={t('content.lists.addVideo')}
      newItem={() => ({ title: text(), url: '' })}
      max={50}
    >
      {(path) => (
        <>
          <LocalizedField name={`${path}.title`} label={label('videoTitle')} />
          <TextField
            name={`${path}.url`}
            label={label('videoUrl')}
            type="url"
            hint={t('content.videoHint')}
          />
        </>
      )}
    </ListField>
  );
}

function AcademicHoursFields() {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <>
      <LocalizedField name="intro" label={label('intro')} rows={4} rich />
      <ListField
        name="rows"
        legend={t('content.lists.rows')}
        itemLabel={(n) => t('content.lists.row', { n })}
        addLabel={t('content.lists.addRow')}
        newItem={() => ({ day: text(), classes: text(), time: text() })}
        max={14}
      >
        {(path) => (
          <>
            <LocalizedField name={`${path}.day`} label={label('day')} />
            <LocalizedField name={`${path}.classes`} label={label('classes')} />
            <LocalizedField name={`${path}.time`} label={label('time')} />
          </>
        )}
      </ListField>
    </>
  );
}

/** Each page's fields; the editor around them is the same for every page. */
export const PAGE_FIELDS: Record<ContentKey, ComponentType> = {
  school: SchoolFields,
  headline: HeadlineFields,
  'message-chairman': MessageFields,
  'message-principal': MessageFields,
  'message-vice-principal': MessageFields,
  'message-teacher': MessageFields,
  history: TextPageFields,
  'extra-curricular': TextPageFields,
  'admission-instruction': TextPageFields,
  library: IllustratedPageFields,
  canteen: IllustratedPageFields,
  guardian: IllustratedPageFields,
  prayer: PrayerFields,
  sports: SportsFields,
  'explore-links': LinksFields,
  'useful-links': LinksFields,
  'recent-activities': ActivitiesFields,
  videos: VideosFields,
  'academic-hours': AcademicHoursFields,
  institution: InstitutionFields,
};
