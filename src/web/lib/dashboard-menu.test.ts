import { describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/constants.ts';
import { can } from '../../shared/permissions.ts';
import { bnForms } from '../locales/bn-forms.ts';
import { enForms } from '../locales/en-forms.ts';
import { DASHBOARD_GROUPS, DASHBOARD_MENU, menuFor, menuSectionsFor } from './dashboard-menu.ts';

const texts = { en: enForms.dashboard, bn: bnForms.dashboard };

describe('the dashboard menu (issue 18)', () => {
  it('puts the reader’s own items on top, ungrouped (home, My Profile, My attendance), and every other item in a declared group', () => {
    expect(DASHBOARD_MENU.slice(0, 3).map((item) => item.path)).toEqual([
      '',
      'profile',
      'myAttendance',
    ]);
    for (const item of DASHBOARD_MENU.slice(0, 3)) expect('group' in item).toBe(false);
    for (const item of DASHBOARD_MENU.slice(3)) {
      expect('group' in item && DASHBOARD_GROUPS.includes(item.group), item.path).toBe(true);
    }
  });

  it('declares each group’s items together, so the declared order is the order shown', () => {
    const order = DASHBOARD_MENU.flatMap((item) => ('group' in item ? [item.group] : []));
    const runs = order.filter((group, i) => group !== order[i - 1]);
    expect(runs).toEqual([...DASHBOARD_GROUPS]);
    expect(menuFor('admin').map((item) => item.path)).toEqual(
      DASHBOARD_MENU.filter((item) => can('admin', item.permission)).map((item) => item.path),
    );
  });

  it.each([
    ['student', [null, 'posts']],
    ['teacher', [null, 'posts', 'people']],
    ['admin', [null, ...DASHBOARD_GROUPS]],
  ] as const)('shows a %s only the groups that hold an item for them', (role, groups) => {
    const sections = menuSectionsFor(role);
    expect(sections.map((section) => section.group)).toEqual(groups);
    for (const section of sections) {
      expect(section.items.length).toBeGreaterThan(0);
      for (const item of section.items) expect(can(role, item.permission)).toBe(true);
    }
    expect(menuFor(role)).toEqual(sections.flatMap((section) => section.items));
    // Nothing the role may open is left out.
    expect(menuFor(role)).toHaveLength(
      DASHBOARD_MENU.filter((item) => can(role, item.permission)).length,
    );
  });

  it.each(ROLES.flatMap((role) => (['en', 'bn'] as const).map((lng) => [role, lng] as const)))(
    'gives a %s in %s no two items, nor an item and a heading, the same name',
    (role, lng) => {
      const sections = menuSectionsFor(role);
      const items = sections.flatMap((section) =>
        section.items.map((item) => texts[lng].items[item.label]),
      );
      const headings = sections.flatMap((section) =>
        section.group ? [texts[lng].groups[section.group]] : [],
      );
      const all = [...items, ...headings];
      expect(new Set(all).size).toBe(all.length);
    },
  );

  it('names every item and heading in Bangla, in Bangla letters', () => {
    const names = [
      ...DASHBOARD_MENU.map((item) => bnForms.dashboard.items[item.label]),
      ...DASHBOARD_GROUPS.map((group) => bnForms.dashboard.groups[group]),
    ];
    for (const name of names) expect(name).toMatch(/^[\u0980-\u09FF\s,()-]+$/);
  });
});
