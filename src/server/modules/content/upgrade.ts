import type { ContentKey } from '../../../shared/schemas/content.ts';

/**
 * Values stored by earlier versions, brought to today's shape when read, so that a
 * site updated in place keeps what it had: the identity's texts were one language.
 */
export function upgradeStored(key: ContentKey, value: unknown): unknown {
  if (key !== 'school' || !value || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  const both = (s: unknown) => (typeof s === 'string' ? { en: s, bn: '' } : s);
  return {
    logoImageId: null,
    ...v,
    name: both(v.name),
    shortName: both(v.shortName),
    address: both(v.address),
  };
}
