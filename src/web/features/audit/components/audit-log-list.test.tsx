import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AuditLogList } from './audit-log-list.tsx';

const entry = (n: number, over: object = {}) => ({
  id: `e${n}`,
  at: `2026-07-0${n}T06:30:00Z`,
  actorName: `Person ${n}`,
  actorRole: 'teacher',
  action: 'create',
  entity: 'student-notice',
  entityId: `x${n}`,
  summary: `Summary ${n}`,
  ...over,
});

describe('AuditLogList', () => {
  it('shows when, who and what, newest first as sent, and pages through the rest', async () => {
    const pages: string[] = [];
    mockFetch((url) => {
      const page = url.searchParams.get('page') ?? '0';
      pages.push(page);
      const items =
        page === '0'
          ? [entry(3, { action: 'status', entity: 'admission', actorRole: 'admin' }), entry(2)]
          : [entry(1, { action: 'archive', entity: 'album' })];
      return jsonResponse({ items, total: 21, page: Number(page), size: 20 });
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditLogList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('3 July 2026');
    expect(rows[0]).toHaveTextContent('Person 3 (Admin)');
    expect(rows[0]).toHaveTextContent('Status changed admission: Summary 3');
    expect(rows[1]).toHaveTextContent('Added student notice: Summary 2');

    const pager = screen.getByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    // A code the texts do not know is shown as the server wrote it.
    expect(await screen.findByText(/archive album/)).toBeInTheDocument();
    expect(pages).toEqual(['0', '1']);
  });
});
