import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SchoolDocument } from '../../../../shared/schemas/documents.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import AcademicCalendarRoute from '../../../routes/academic-calendar.tsx';
import ClassRoutineRoute from '../../../routes/class-routine.tsx';
import AcademicFilesRoute from '../../../routes/dashboard/academic-files.tsx';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';

const doc = (over: Partial<SchoolDocument>): SchoolDocument => ({
  id: 'd-vii',
  kind: 'routine',
  grade: 'vii',
  title: 'Class Seven Class Routine',
  mime: 'application/pdf',
  width: null,
  height: null,
  url: '/api/documents/d-vii/view',
  downloadUrl: '/api/documents/d-vii/download',
  image: null,
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...over,
});

/** The academic calendar: one picture, for the whole school. */
const calendarDoc = (over: Partial<SchoolDocument>) =>
  doc({ id: 'd-cal', kind: 'calendar', grade: null, mime: 'image/webp', ...over });

function serve(lists: Partial<Record<SchoolDocument['kind'], SchoolDocument[]>>) {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    const kind = url.searchParams.get('kind') as SchoolDocument['kind'];
    return jsonResponse({ items: lists[kind] ?? [] });
  });
  return calls;
}

function setup() {
  // The test chooses files the input's accept list would hide: the app must refuse them itself.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <>
      <AcademicFilesRoute />
      <ToastHost />
    </>,
  );
  return user;
}

const pdf = () => new File(['%PDF-1.4 tiny'], 'routine.pdf', { type: 'application/pdf' });
const rows = (section: string) =>
  within(screen.getByRole('region', { name: section })).getAllByRole('listitem');

describe('Academic Files', () => {
  it('lists a place per class for routines and syllabi and one for the calendar, with the current files', async () => {
    serve({ routine: [doc({})] });
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Academic Files' }),
    ).toBeInTheDocument();
    await screen.findByText(/Class Seven Class Routine/);
    expect(rows('Class Routine').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Six (vi)',
      'Seven (vii)',
      'Eight (viii)',
      'Nine (ix)',
      'Ten (x)',
    ]);
    expect(rows('Syllabus')).toHaveLength(5);
    expect(rows('Academic Calendar')).toHaveLength(1);

    const seven = rows('Class Routine')[1]!;
    expect(seven).toHaveTextContent('Class Seven Class Routine 2026 · Updated 5 March 2026');
    const view = within(seven).getByRole('link', { name: /^View Class Routine, Seven \(vii\)/ });
    expect(view).toHaveAttribute('href', '/api/documents/d-vii/view');
    expect(view).toHaveAttribute('target', '_blank');
    const download = within(seven).getByRole('link', { name: /^Download/ });
    expect(download).toHaveAttribute('href', '/api/documents/d-vii/download');
    expect(download).toHaveAttribute('download');
    expect(within(seven).getByLabelText('Replace: Class Routine, Seven (vii)')).toBeInTheDocument();

    const six = rows('Class Routine')[0]!;
    expect(six).toHaveTextContent('No file yet');
    expect(within(six).queryByRole('link')).not.toBeInTheDocument();
    expect(within(six).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(six).getByLabelText('Upload: Class Routine, Six (vi)')).toBeInTheDocument();
    expect(document.title).toBe('Academic Files');
  });

  it.each([
    [
      'a wrong type',
      new File(['hello'], 'notes.docx', { type: 'application/msword' }),
      'Choose a PDF, JPEG, PNG or WebP file.',
    ],
    [
      'a file over 10 MB',
      Object.defineProperty(pdf(), 'size', { value: 10 * 1024 * 1024 + 1 }),
      'The file is larger than 10 MB.',
    ],
  ])('refuses %s before sending anything', async (_what, file, message) => {
    const calls = serve({});
    const sent = fakeXhr();
    const user = setup();
    const input = await screen.findByLabelText('Upload: Class Routine, Seven (vii)');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,image/webp');
    await user.upload(input, file);

    const seven = rows('Class Routine')[1]!;
    expect(within(seven).getByRole('alert')).toHaveTextContent(message);
    expect(
      within(seven).getByLabelText('Upload: Class Routine, Seven (vii)'),
    ).toHaveAccessibleDescription(message);
    expect(sent).toEqual([]);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it("uploads a class's routine with its progress, then shows the new file", async () => {
    const saved = doc({});
    let routines: SchoolDocument[] = [];
    const calls: string[] = [];
    mockFetch((url) => {
      calls.push(`GET ${url.search}`);
      return jsonResponse({ items: url.searchParams.get('kind') === 'routine' ? routines : [] });
    });
    const sent = fakeXhr();
    const user = setup();
    await user.upload(await screen.findByLabelText('Upload: Class Routine, Seven (vii)'), pdf());

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/documents');
    expect(sent[0]!.body.get('kind')).toBe('routine');
    expect(sent[0]!.body.get('grade')).toBe('vii');
    expect((sent[0]!.body.get('file') as File).name).toBe('routine.pdf');

    sent[0]!.progress(40, 100);
    const bar = await screen.findByRole('progressbar', {
      name: 'Uploading Class Routine, Seven (vii)',
    });
    expect(bar).toHaveAttribute('value', '40');

    routines = [saved];
    sent[0]!.respond(201, saved);
    expect(await screen.findByText('File uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /^Uploading/ })).not.toBeInTheDocument();
    const seven = rows('Class Routine')[1]!;
    expect(await within(seven).findByText(/Class Seven Class Routine/)).toBeInTheDocument();
    expect(within(seven).getByLabelText('Replace: Class Routine, Seven (vii)')).toBeInTheDocument();
    expect(calls.filter((c) => c === 'GET ?kind=routine').length).toBeGreaterThanOrEqual(2);
  });

  it('cancels an upload: nothing replaced, no error, the place says so and can be filled again', async () => {
    const calls = serve({});
    const sent = fakeXhr();
    const user = setup();
    const input = await screen.findByLabelText('Upload: Class Routine, Seven (vii)');
    await user.upload(input, pdf());
    await waitFor(() => expect(sent).toHaveLength(1));
    const seven = rows('Class Routine')[1]!;
    // The chosen file's name, while it is sent.
    expect(within(seven).getByText('routine.pdf')).toBeInTheDocument();
    sent[0]!.progress(5 * 1024, 20 * 1024);
    expect(within(seven).getByText('25%')).toBeInTheDocument();
    expect(within(seven).getByText('Sent 5 KB of 20 KB')).toBeInTheDocument();
    // While it is sent, the place's button opens nothing.
    expect(input).toHaveAttribute('aria-disabled', 'true');

    const before = calls.filter((c) => c === 'GET /api/documents?kind=routine').length;
    await user.click(within(seven).getByRole('button', { name: 'Cancel upload' }));
    expect(sent[0]!.aborted()).toBe(true);
    expect(await within(seven).findByRole('status')).toHaveTextContent(
      'Upload cancelled. Nothing was saved.',
    );
    expect(within(seven).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(seven).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be uploaded/)).not.toBeInTheDocument();
    expect(seven).toHaveTextContent('No file yet');
    expect(within(seven).queryByText('routine.pdf')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-disabled');
    expect(input).toHaveFocus();
    // The list is asked for again, should the file have arrived before the cancel.
    await waitFor(() =>
      expect(calls.filter((c) => c === 'GET /api/documents?kind=routine').length).toBe(before + 1),
    );

    await user.upload(input, pdf());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(within(seven).queryByText('Upload cancelled. Nothing was saved.')).toBeNull();
  });

  it('offers no Cancel once every byte is sent: the server is replacing the file', async () => {
    serve({});
    const sent = fakeXhr();
    const user = setup();
    await user.upload(await screen.findByLabelText('Upload: Academic Calendar'), pdf());
    await waitFor(() => expect(sent).toHaveLength(1));
    const calendar = rows('Academic Calendar')[0]!;
    sent[0]!.progress(50, 100);
    expect(within(calendar).getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    sent[0]!.progress(100, 100);
    expect(within(calendar).getByText('Sent, finishing…')).toBeInTheDocument();
    expect(within(calendar).queryByRole('button', { name: 'Cancel upload' })).toBeNull();
  });

  it('sends the calendar without a class', async () => {
    serve({});
    const sent = fakeXhr();
    const user = setup();
    await user.upload(await screen.findByLabelText('Upload: Academic Calendar'), pdf());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.get('kind')).toBe('calendar');
    expect(sent[0]!.body.has('grade')).toBe(false);
  });

  it("shows the server's reason when it refuses the file, and the place stays as it was", async () => {
    serve({});
    const sent = fakeXhr();
    const user = setup();
    await user.upload(await screen.findByLabelText('Upload: Syllabus, Nine (ix)'), pdf());
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(415, {
      error: {
        code: 'unsupported_type',
        message: 'Only PDF files and JPEG, PNG or WebP images are accepted.',
        details: { reason: 'documents_only' },
      },
    });
    const nine = rows('Syllabus')[3]!;
    expect(await within(nine).findByRole('alert')).toHaveTextContent(
      'The file could not be uploaded. Only PDF files and JPEG, PNG or WebP images are accepted.',
    );
    expect(nine).toHaveTextContent('No file yet');
  });

  it('asks before deleting a file: Cancel sends nothing, Delete sends one DELETE', async () => {
    const calls = serve({ routine: [doc({})] });
    const user = setup();
    await screen.findByText(/Class Seven Class Routine/);
    const remove = within(rows('Class Routine')[1]!).getByRole('button', { name: /^Delete/ });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    expect(dialog).toHaveTextContent('Class Routine, Seven (vii): Class Seven Class Routine');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete this file?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/documents/d-vii']),
    );
  });

  it('asks before replacing the live file: Cancel keeps it and sends nothing, Replace sends it', async () => {
    const calls = serve({ routine: [doc({})] });
    const sent = fakeXhr();
    const user = setup();
    const input = await screen.findByLabelText('Replace: Class Routine, Seven (vii)');
    await user.upload(input, pdf());

    let dialog = screen.getByRole('dialog', {
      name: 'Replace the Class Seven Class Routine 2026 now shown on the website?',
    });
    expect(dialog).toHaveTextContent('Class Seven Class Routine 2026 · Updated 5 March 2026');
    expect(dialog).toHaveTextContent('New file: routine.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
    const seven = rows('Class Routine')[1]!;
    expect(seven).toHaveTextContent('Class Seven Class Routine 2026');
    expect(within(seven).queryByRole('progressbar')).not.toBeInTheDocument();

    await user.upload(input, pdf());
    dialog = screen.getByRole('dialog', { name: /^Replace the Class Seven/ });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.get('grade')).toBe('vii');
    expect((sent[0]!.body.get('file') as File).name).toBe('routine.pdf');
  });

  it('words the title with the class and the year, and the date, in Bangla', async () => {
    await setLanguage('bn');
    serve({ routine: [doc({})] });
    const user = setup();
    const seven = await screen.findByText(/সপ্তম শ্রেণির ক্লাস রুটিন ২০২৬/);
    expect(seven).toHaveTextContent('সপ্তম শ্রেণির ক্লাস রুটিন ২০২৬ · হালনাগাদ: ৫ মার্চ ২০২৬');
    await user.upload(screen.getByLabelText(/^বদলে দিন: ক্লাস রুটিন, সপ্তম/), pdf());
    expect(
      screen.getByRole('dialog', {
        name: 'ওয়েবসাইটে এখন দেখানো সপ্তম শ্রেণির ক্লাস রুটিন ২০২৬ বদলে দেবেন?',
      }),
    ).toBeInTheDocument();
  });

  it('dates an upload by the day in Dhaka and names its year there', async () => {
    // 20:00 UTC on 31 December 2025 is 2 a.m. on 1 January 2026 in Dhaka.
    serve({
      syllabus: [doc({ kind: 'syllabus', grade: 'x', updatedAt: '2025-12-31T20:00:00.000Z' })],
    });
    setup();
    expect(
      await screen.findByText('Class Ten Syllabus 2026 · Updated 1 January 2026'),
    ).toBeInTheDocument();
  });
});

describe('the public pages of academic files', () => {
  it('show each routine titled with its class and year, and the day it was updated', async () => {
    serve({ routine: [doc({})] });
    renderWithProviders(<ClassRoutineRoute />);
    const row = (await screen.findByText('Class Seven Class Routine 2026')).closest('tr')!;
    expect(row).toHaveTextContent('Updated 5 March 2026');
    expect(
      within(row).getByRole('link', { name: /^View Class Seven Class Routine 2026/ }),
    ).toBeInTheDocument();
  });

  it('show them in Bangla with Bangla digits', async () => {
    await setLanguage('bn');
    serve({ routine: [doc({})] });
    renderWithProviders(<ClassRoutineRoute />);
    const row = (await screen.findByText('সপ্তম শ্রেণির ক্লাস রুটিন ২০২৬')).closest('tr')!;
    expect(row).toHaveTextContent('হালনাগাদ: ৫ মার্চ ২০২৬');
  });

  it('show the calendar with its year and the day it was updated', async () => {
    serve({ calendar: [calendarDoc({ width: 10, height: 10 })] });
    renderWithProviders(<AcademicCalendarRoute />);
    const img = await screen.findByRole('img', { name: 'Academic Calendar 2026' });
    expect(screen.getByText('Updated 5 March 2026')).toBeInTheDocument();
    // Kept before its copies were made: the file itself, at its size, first.
    expect(img).toHaveAttribute('src', '/api/documents/d-vii/view');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '10');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it("draw the calendar's picture from its WebP copies, sized to the page's column", async () => {
    const id = '7d0c8a3e-0000-4000-8000-000000000001';
    serve({
      calendar: [
        calendarDoc({
          width: 1300,
          height: 1051,
          image: {
            id,
            url: `/uploads/${id}.webp`,
            thumbUrl: `/uploads/${id}-240.webp`,
            width: 1300,
            height: 1051,
          },
        }),
      ],
    });
    renderWithProviders(<AcademicCalendarRoute />);
    const img = await screen.findByRole('img', { name: 'Academic Calendar 2026' });
    expect(img).toHaveAttribute('src', `/uploads/${id}.webp`);
    expect(img).toHaveAttribute(
      'srcset',
      `/uploads/${id}-240.webp 240w, /uploads/${id}-720.webp 720w, /uploads/${id}-800.webp 800w, /uploads/${id}.webp 1300w`,
    );
    // The column less its padding, at most 896 px: 328 px on a 360 px phone, 380 at 412.
    expect(img).toHaveAttribute('sizes', '(min-width: 928px) 896px, calc(100vw - 32px)');
    // Its room kept before it loads, and fetched first: the page's largest paint.
    expect(img).toHaveAttribute('width', '1300');
    expect(img).toHaveAttribute('height', '1051');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    // What people view and download is still the file as uploaded.
    expect(screen.getByRole('link', { name: /^Download/ })).toHaveAttribute(
      'href',
      '/api/documents/d-vii/download',
    );
  });
});
