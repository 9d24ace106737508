import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ActiveStudent,
  countsOf,
  planPromotion,
} from '../../../../server/modules/promotion/promotion-plan.ts';
import type { Grade } from '../../../../shared/constants.ts';
import type { PromotionSummary } from '../../../../shared/schemas/promotion.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import PromotionRoute from '../../../routes/dashboard/promotion.tsx';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const student = (
  n: number,
  name: string,
  grade: Grade,
  roll: string,
  nameBn = '',
): ActiveStudent => ({
  id: uuid(n),
  loginId: `student${n}`,
  name,
  nameBn,
  grade,
  section: '',
  roll,
});

/** Six: 1, 2. Seven: 1 (Sabbir), 4. Ten: 1, 2. */
const SCHOOL = [
  student(1, 'Arif Hossain', 'vi', '1', 'আরিফ হোসেন'),
  student(2, 'Sumaiya Akter', 'vi', '2'),
  student(3, 'Sabbir Rahman', 'vii', '1', 'সাব্বির রহমান'),
  student(4, 'Tasnim Jahan', 'vii', '4'),
  student(5, 'Sadia Islam', 'x', '1'),
  student(6, 'Imran Hossain', 'x', '2'),
];

const reauth = () =>
  jsonResponse(
    { error: { code: 'reauth_required', message: 'Please enter your password again to do this.' } },
    403,
  );

/**
 * A fake server that works the promotion out as the real one does (promotion-plan.ts),
 * wants the password typed again before promoting or undoing, and keeps the latest.
 */
function serve({ latest = null as PromotionSummary | null } = {}) {
  let confirmed = false;
  const state = { latest };
  const previews: string[][] = [];
  const writes = mockApi((req: ApiRequest) => {
    if (req.path === '/api/session')
      return jsonResponse({
        user: { id: uuid(99), role: 'admin', loginId: 'admin', name: 'Head' },
      });
    if (req.path === '/api/promotion/latest') return jsonResponse(state.latest);
    if (req.path === '/api/promotion/preview') {
      const { stayBack } = req.body as { stayBack: string[] };
      previews.push(stayBack);
      const { classes, students } = planPromotion(SCHOOL, new Set(stayBack));
      return jsonResponse({ classes, students });
    }
    if (req.path === '/api/auth/confirm') {
      confirmed = true;
      return new Response(null, { status: 204 });
    }
    if (req.path === '/api/promotion' && req.method === 'POST') {
      if (!confirmed) return reauth();
      const { changes } = planPromotion(
        SCHOOL,
        new Set((req.body as { stayBack: string[] }).stayBack),
      );
      const at = '2027-01-05T04:05:00.000Z';
      state.latest = {
        id: uuid(50),
        at,
        byName: 'Head Admin',
        counts: countsOf(changes),
        undoneAt: null,
        undoable: true,
      };
      return jsonResponse({ id: uuid(50), at, counts: countsOf(changes) }, 201);
    }
    if (req.path === `/api/promotion/${uuid(50)}/undo`) {
      if (!state.latest) return jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404);
      state.latest = { ...state.latest, undoneAt: '2027-01-05T05:00:00.000Z', undoable: false };
      return jsonResponse(state.latest);
    }
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
  renderWithProviders(
    <>
      <PromotionRoute />
      <ToastHost />
    </>,
    { route: '/dashboard/promotion' },
  );
  return { user: userEvent.setup(), writes, previews };
}

const classOf = async (name: string) =>
  (
    await screen.findByRole('heading', {
      level: 3,
      name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`),
    })
  ).closest('section')!;
const summary = () =>
  screen.getByRole('heading', { level: 2, name: 'What will change' }).closest('section')!;

describe('Year-end Promotion (issue 19)', () => {
  it('lists each class with a Stays back box per student, and shows what will change', async () => {
    const { user, previews } = serve();
    const six = await classOf('Class Six (vi)');
    expect(six).toHaveTextContent('(2 students)');
    expect(six).toHaveTextContent('Arif Hossain · Roll 1');
    expect(await classOf('Class Nine (ix)')).toHaveTextContent('No active students in this class.');
    expect(screen.getByText(/Class Ten passes out/)).toBeInTheDocument();
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'Class Six (vi) → Seven (vii): 2 moving up, 0 staying back',
      ),
    );
    expect(summary()).toHaveTextContent('Class Nine (ix): no students');
    expect(summary()).toHaveTextContent('Class Ten (x): 2 passing out, 0 staying back');
    expect(summary()).toHaveTextContent('No roll changes');

    // Sabbir (seven, roll 1) stays back; Arif comes up from six with roll 1.
    await user.click(screen.getByRole('checkbox', { name: 'Stays back: Sabbir Rahman' }));
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        'Class Seven (vii) → Eight (viii): 1 moving up, 1 staying back',
      ),
    );
    expect(summary()).toHaveTextContent('Sabbir Rahman (Class Seven (vii)): roll 1 → 3');
    expect(previews.at(-1)).toEqual([uuid(3)]);
    // Unticked: back as it was.
    await user.click(screen.getByRole('checkbox', { name: 'Stays back: Sabbir Rahman' }));
    await waitFor(() => expect(summary()).toHaveTextContent('No roll changes'));
  });

  it('promotes after a confirmation and the password, then shows what it did with Undo, which puts it back', async () => {
    const { user, writes } = serve();
    await user.click(await screen.findByRole('checkbox', { name: 'Stays back: Imran Hossain' }));
    await waitFor(() =>
      expect(summary()).toHaveTextContent('Class Ten (x): 1 passing out, 1 staying back'),
    );
    await user.click(within(summary()).getByRole('button', { name: 'Promote' }));
    const confirm = await screen.findByRole('dialog', { name: 'Promote the whole school?' });
    expect(confirm).toHaveTextContent(
      '4 students move up one class and 1 pass out of Class Ten. It can be undone only today.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Promote' }));
    const password = await screen.findByRole('dialog', { name: 'Enter your password again' });
    await user.type(within(password).getByLabelText('Your password'), 'my own password');
    await user.click(within(password).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Students promoted')).toBeInTheDocument();
    const done = (await screen.findByRole('heading', { name: 'Promotion done' })).closest(
      'section',
    )!;
    expect(done).toHaveTextContent('Promoted on 5 January 2027, 10:05 by Head Admin.');
    expect(done).toHaveTextContent('Moved up: 4. Passed out: 1. Stayed back: 1 (new roll: 0).');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(writes.filter((w) => w.path === '/api/promotion')).toEqual([
      { method: 'POST', path: '/api/promotion', body: { stayBack: [uuid(6)] } },
      { method: 'POST', path: '/api/promotion', body: { stayBack: [uuid(6)] } },
    ]);

    await user.click(within(done).getByRole('button', { name: 'Undo the promotion' }));
    expect(await screen.findByText('Promotion undone')).toBeInTheDocument();
    expect(
      await screen.findByText('The promotion of 5 January 2027, 10:05 was undone.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: 'Stays back: Imran Hossain' }),
    ).not.toBeChecked();
  });

  it('tells why an undo is refused, in the reader’s words', async () => {
    const latest: PromotionSummary = {
      id: uuid(50),
      at: '2027-01-05T04:05:00.000Z',
      byName: 'Head Admin',
      counts: { moved: 3, passedOut: 2, stayedBack: 1, renumbered: 0 },
      undoneAt: null,
      undoable: true,
    };
    mockApi((req) => {
      if (req.path === '/api/promotion/latest') return jsonResponse(latest);
      if (req.path.endsWith('/undo'))
        return jsonResponse(
          {
            error: {
              code: 'roll_taken',
              message: 'Roll 2 has been given to another student since.',
              details: { params: { roll: '2' } },
            },
          },
          409,
        );
      return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
    });
    renderWithProviders(
      <>
        <PromotionRoute />
        <ToastHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Undo the promotion' }));
    expect(
      await screen.findByText(
        'The promotion could not be undone. Roll 2 is already taken in this class.',
      ),
    ).toBeInTheDocument();
  });

  it('reads in Bangla: names, classes and rolls in Bangla', async () => {
    await setLanguage('bn');
    const { user } = serve();
    const seven = await classOf('সপ্তম শ্রেণি');
    expect(seven).toHaveTextContent('সাব্বির রহমান · রোল ১');
    expect(seven).toHaveTextContent('(২ জন শিক্ষার্থী)');
    await user.click(screen.getByRole('checkbox', { name: 'একই শ্রেণিতে থাকবে: সাব্বির রহমান' }));
    const changes = screen.getByRole('heading', { level: 2, name: 'যা বদলাবে' }).closest('section')!;
    await waitFor(() => expect(changes).toHaveTextContent('সাব্বির রহমান (সপ্তম শ্রেণি): রোল ১ → ৩'));
    expect(changes).toHaveTextContent('ষষ্ঠ শ্রেণি → সপ্তম শ্রেণি: ২ জন উঠবে, ০ জন থেকে যাবে');
    expect(changes).toHaveTextContent('দশম শ্রেণি: ২ জন বিদায় নেবে, ০ জন থেকে যাবে');
  });
});
