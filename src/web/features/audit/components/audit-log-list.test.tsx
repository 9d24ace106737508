import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AuditLogList } from './audit-log-list.tsx';

const TEACHER = '11111111-1111-4111-8111-111111111111';
const ADMIN = '22222222-2222-4222-8222-222222222222';

const entry = (n: number, over: object = {}) => ({
  id: `e${n}`,
  at: `2026-07-0${n}T06:30:00Z`,
  actorId: TEACHER,
  actorName: `Person ${n}`,
  actorRole: 'teacher',
  action: 'create',
  entity: 'student-notice',
  entityId: `x${n}`,
  summary: `Summary ${n}`,
  details: null,
  ...over,
});

const actors = {
  items: [
    { id: ADMIN, name: 'Head Admin', role: 'admin' },
    { id: TEACHER, name: 'Rina Akter', role: 'teacher' },
  ],
};

/** The API: the actors, and a log page built by `page` from the query sent. */
function serve(page: (query: URLSearchParams) => object[], total?: number) {
  const queries: URLSearchParams[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/audit-log/actors') return jsonResponse(actors);
    queries.push(url.searchParams);
    const items = page(url.searchParams);
    return jsonResponse({
      items,
      total: total ?? items.length,
      page: Number(url.searchParams.get('page') ?? 0),
      size: 20,
    });
  });
  return queries;
}

/** Shows the address's query, as a reload or a shared link would keep it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** The log's rows (not the lists inside them). */
const rows = async (name = 'Audit Log') =>
  [...(await screen.findByRole('list', { name })).children] as HTMLElement[];

describe('AuditLogList', () => {
  it('shows when, who and what, newest first as sent, and pages through the rest', async () => {
    const queries = serve(
      (q) =>
        q.get('page') === '1'
          ? [entry(1, { action: 'archive', entity: 'album' })]
          : [
              entry(3, {
                action: 'status',
                entity: 'admission',
                actorRole: 'admin',
                summary: 'ADM-7',
                details: { status: 'contacted' },
              }),
              entry(2),
            ],
      21,
    );
    const user = userEvent.setup();
    renderWithProviders(<AuditLogList />);
    const items = await rows();
    expect(items[0]).toHaveTextContent('3 July 2026');
    expect(items[0]).toHaveTextContent('Person 3 (Admin)');
    expect(items[0]).toHaveTextContent('Changed the status of admission: ADM-7: Contacted');
    expect(items[1]).toHaveTextContent('Added student notice: Summary 2');
    expect(screen.getByText('21 entries')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    // A code the texts do not know is shown as the server wrote it.
    expect(await screen.findByText(/archive album/)).toBeInTheDocument();
    expect(queries.map((q) => q.get('page'))).toEqual(['0', '1']);
  });

  it('keeps its filters in the address, sends them, and starts a new filter at page one', async () => {
    const queries = serve(() => [entry(2)]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AuditLogList />
        <Address />
      </>,
      { route: `/dashboard/auditLog?actor=${TEACHER}&from=2026-07-01&to=2026-07-02&page=2` },
    );
    await screen.findByText(/Summary 2/);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      actor: TEACHER,
      from: '2026-07-01',
      to: '2026-07-02',
      page: '2',
      size: '20',
    });
    const person = screen.getByRole('combobox', { name: 'Person' });
    await screen.findByRole('option', { name: 'Rina Akter (Teacher)' });
    expect(person).toHaveValue(TEACHER);
    // Dates are shown day first (components/ui/date-input.tsx).
    expect(screen.getByLabelText('From')).toHaveValue('01/07/2026');
    expect(screen.getByLabelText('To')).toHaveValue('02/07/2026');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Notices');
    expect(screen.getByTestId('address')).toHaveTextContent(
      `?actor=${TEACHER}&from=2026-07-01&to=2026-07-02&kind=notices`,
    );
    await screen.findByText(/Summary 2/);
    expect(queries.at(-1)!.get('kind')).toBe('notices');
    expect(queries.at(-1)!.get('page')).toBe('0');

    await user.selectOptions(person, 'Everyone');
    expect(screen.getByTestId('address')).not.toHaveTextContent('actor');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters, and leaves out values that are not filters', async () => {
    const queries = serve(() => []);
    renderWithProviders(<AuditLogList />, {
      route: '/?actor=nobody&kind=everything&from=2026-07-01&to=tomorrow',
    });
    expect(await screen.findByText('Nothing recorded for these filters')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0]!)).toEqual({ from: '2026-07-01', page: '0', size: '20' });
  });

  it('shows a run of the same action as one row, which opens to show each', async () => {
    const reorder = (n: number) =>
      entry(1, {
        id: `r${n}`,
        at: new Date(Date.UTC(2026, 6, 1, 6, 30) - n * 20_000).toISOString(),
        actorName: 'Rina Akter',
        action: 'reorder',
        entity: 'album',
        entityId: 'album-1',
        summary: 'Sports day',
      });
    serve(() => [
      entry(2, {
        at: '2026-07-01T06:31:00Z',
        action: 'add-images',
        entity: 'album',
        entityId: 'album-1',
        summary: 'Sports day',
        details: { count: 1 },
      }),
      ...Array.from({ length: 14 }, (_, n) => reorder(n)),
      // The same again, but long after: a row of its own.
      reorder(60),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<AuditLogList />);
    const items = await rows();
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Added 1 photos to album: Sports day');
    expect(items[1]).toHaveTextContent('Reordered album: Sports day ×14');
    expect(items[2]).not.toHaveTextContent('×');

    const open = within(items[1]!).getByRole('button', { name: 'Show all 14' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(within(items[1]!).getByRole('button', { name: 'Hide the 14 entries' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(items[1]!).getAllByRole('listitem')).toHaveLength(14);
  });

  it('words every entry in Bangla, old English summaries too', async () => {
    serve(() => [
      entry(7, {
        action: 'update',
        entity: 'content',
        entityId: 'message-principal',
        summary: 'Published message-principal',
      }),
      entry(6, { action: 'update', entity: 'teacher-profile', summary: 'Rina Akter' }),
      entry(5, { action: 'create', entity: 'backup', entityId: null, summary: 'downloaded' }),
      entry(4, {
        action: 'update',
        entity: 'album',
        entityId: null,
        summary: 'Reordered the albums',
      }),
      entry(3, {
        action: 'update',
        entity: 'staff',
        summary: 'Karim',
        details: { changes: { department: { before: '', after: 'Office' } } },
      }),
      entry(2, { action: 'create', entity: 'notice', summary: 'Notice of 2026-07-01' }),
      entry(1, {
        action: 'update',
        entity: 'content',
        entityId: 'history',
        summary: '',
        details: {
          changes: {
            body: { before: { en: 'Old', bn: 'পুরনো' }, after: { en: 'New', bn: 'নতুন' } },
            imageId: { before: true, after: true },
            rows: { before: true, after: true },
          },
        },
      }),
    ]);
    await setLanguage('bn');
    renderWithProviders(<AuditLogList />);
    const texts = (await rows('পরিবর্তনের লগ')).map((li) => li.textContent);
    expect(texts[0]).toContain('“প্রধান শিক্ষকের বাণী” পাতা প্রকাশ করেছেন');
    expect(texts[1]).toContain('শিক্ষকের প্রোফাইল সম্পাদনা করেছেন: Rina Akter');
    expect(texts[2]).toContain('একটি নতুন ব্যাকআপ ডাউনলোড করেছেন');
    expect(texts[3]).toContain('অ্যালবামগুলোর ক্রম বদলেছেন');
    expect(texts[4]).toContain('বিভাগ: (ফাঁকা) → Office');
    expect(texts[5]).toContain('নোটিশ যোগ করেছেন: ১ জুলাই ২০২৬');
    expect(texts[6]).toContain('“ইতিহাস” পাতা প্রকাশ করেছেন');
    expect(texts[6]).toContain('যা বদলেছে');
    expect(texts[6]).toContain('লেখা: পুরনো → নতুন');
    expect(texts[6]).toContain('ছবি: বদলানো হয়েছে');
    expect(texts[6]).toContain('সারি: পরিবর্তিত');
    // Nothing the server wrote in English is left, only what people wrote (names, titles).
    for (const text of texts)
      expect(text!.replace(/Person \d|Rina Akter|Karim|Office/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
