import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { typedDateOf } from '../../../lib/typed-date.ts';
import { clockAt } from '../../../test/clock.ts';
import { describedText } from '../../../test/described.ts';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import type { PostKind } from '../api/post-kinds.ts';
import { PostForm } from './post-form.tsx';

const student = { id: 'u1', role: 'student', loginId: 'student01', name: 'Nusrat Jahan' };
const image = {
  id: 'img-1',
  url: '/uploads/img-1.webp',
  thumbUrl: '/t.webp',
  width: 800,
  height: 600,
};

/** Answers each upload with `answer` (via the shared fake) and logs it, in order, in `log`. */
function fakeUploads(answer: { status: number; body: unknown }, log: string[]) {
  fakeXhr(
    () => answer,
    (upload) => log.push(`upload ${upload.url}`),
  );
}

function serve(save: (body: unknown) => Response, log: string[] = []) {
  return mockFetch(async (url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: student });
    log.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (init?.method === 'POST') return save(JSON.parse(String(init.body)));
    return jsonResponse({ items: [], total: 0, page: 0, size: 20 });
  });
}

function setup(kind: PostKind, onSaved = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <PostForm kind={kind} onSaved={onSaved} />
      <ToastHost />
    </>,
  );
  return { user, onSaved };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'sum.png', { type: 'image/png' });

describe('Add Blogs', () => {
  it("starts with today's date and the signed-in name, and refuses an empty subject and description", async () => {
    const fetchMock = serve(() => jsonResponse({}, 201));
    const { user } = setup('blogs');
    // Typed day first in the reader's digits (components/ui/date-input.tsx).
    expect(await screen.findByLabelText('Date')).toHaveValue(typedDateOf(todayIso(), 'en'));
    expect(screen.getByLabelText('Date')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Author')).toHaveValue('Nusrat Jahan');

    await user.click(screen.getByRole('button', { name: 'Add Blog' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Subject'))).toContain('This field is required'),
    );
    expect(describedText(screen.getByLabelText('Description'))).toContain('This field is required');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("posts the blog, toasts 'Blog Added', resets and hands over to the route", async () => {
    let sent: unknown;
    serve((body) => {
      sent = body;
      return jsonResponse({ id: 'b1', ...(body as object) }, 201);
    });
    const { user, onSaved } = setup('blogs');
    await user.type(await screen.findByLabelText('Subject'), 'My village');
    await user.type(screen.getByLabelText('Description'), 'Rivers{Enter}and fields');
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));

    expect(await screen.findByText('Blog Added')).toBeInTheDocument();
    expect(sent).toEqual({
      date: todayIso(),
      author: 'Nusrat Jahan',
      subject: 'My village',
      description: 'Rivers\nand fields',
    });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it("shows the server's field message next to the field on 400 and keeps what was typed", async () => {
    serve(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the fields.',
            details: {
              fields: [
                { field: 'subject', message: 'Too long', rule: { name: 'tooLong', n: 120 } },
              ],
            },
          },
        },
        400,
      ),
    );
    const { user, onSaved } = setup('blogs');
    await user.type(await screen.findByLabelText('Subject'), 'My village');
    await user.type(screen.getByLabelText('Description'), 'Rivers');
    await user.click(screen.getByRole('button', { name: 'Add Blog' }));

    // The rule in the reader's words, not the server's English.
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Subject'))).toContain(
        'Use at most 120 characters',
      ),
    );
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveValue('My village');
    expect(screen.getByLabelText('Description')).toHaveValue('Rivers');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('Add Problems', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(await screen.findByLabelText('Class'), 'ix');
    await user.type(screen.getByLabelText('Roll'), '21');
    await user.type(screen.getByLabelText('Subject'), 'Algebra');
    await user.type(screen.getByLabelText('Details'), 'Solve x + 2 = 5');
  }

  it('refuses a problem without an image and sends nothing', async () => {
    const log: string[] = [];
    fakeUploads({ status: 201, body: image }, log);
    const fetchMock = serve(() => jsonResponse({}, 201));
    const { user } = setup('problems');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add Problem' }));

    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Image'))).toContain('Choose an image'),
    );
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
    expect(log).toEqual([]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('uploads the image first, then saves the problem with its id', async () => {
    const log: string[] = [];
    fakeUploads({ status: 201, body: image }, log);
    let sent: unknown;
    serve((body) => {
      sent = body;
      return jsonResponse({ id: 'p1' }, 201);
    }, log);
    const { user } = setup('problems');
    await fill(user);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Problem' }));

    expect(await screen.findByText('Problem Added')).toBeInTheDocument();
    expect(log.filter((l) => !l.startsWith('GET'))).toEqual([
      'upload /api/uploads',
      'POST /api/problems',
    ]);
    expect(sent).toEqual({
      date: todayIso(),
      author: 'Nusrat Jahan',
      grade: 'ix',
      roll: '21',
      subject: 'Algebra',
      details: 'Solve x + 2 = 5',
      imageId: 'img-1',
    });
  });

  it("saves nothing when the upload fails and shows the upload's message", async () => {
    const log: string[] = [];
    fakeUploads(
      {
        status: 413,
        body: {
          error: {
            code: 'file_too_large',
            message: 'The image is larger than 5 MB.',
            details: { params: { mb: 5 } },
          },
        },
      },
      log,
    );
    const fetchMock = serve(() => jsonResponse({}, 201));
    const { user } = setup('problems');
    await fill(user);
    await user.upload(screen.getByLabelText('Image'), png());
    await user.click(screen.getByRole('button', { name: 'Add Problem' }));

    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Image'))).toContain(
        'The file is larger than 5 MB.',
      ),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByLabelText('Subject')).toHaveValue('Algebra');
  });
});

describe('Add Notice (general)', () => {
  it('has date, author, an optional title, and asks for the words or a picture', async () => {
    const fetchMock = serve(() => jsonResponse({}, 201));
    const { user } = setup('notices');
    expect(await screen.findByLabelText('Title (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    const body = screen.getByLabelText('The notice (optional with an image)');
    await waitFor(() =>
      expect(describedText(body)).toContain('Write the notice, or choose an image'),
    );
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a notice written as words alone, its paragraphs kept', async () => {
    let sent: unknown;
    serve((body) => {
      sent = body;
      return jsonResponse({ id: 'n1', image: null, ...(body as object) }, 201);
    });
    const { user, onSaved } = setup('notices');
    await user.type(await screen.findByLabelText('Title (optional)'), 'Parents’ meeting');
    await user.type(
      screen.getByLabelText('The notice (optional with an image)'),
      'Dear guardians,{Enter}{Enter}Saturday at 10 am.',
    );
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        title: 'Parents’ meeting',
        body: 'Dear guardians,\n\nSaturday at 10 am.',
        imageId: null,
      }),
    );
    expect(await screen.findByText('Notice Added')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });

  it('pins the notice as a banner until the day typed, or not at all when left empty', async () => {
    const sent: unknown[] = [];
    serve((body) => {
      sent.push(body);
      return jsonResponse({ id: 'n1', image: null, ...(body as object) }, 201);
    });
    const { user } = setup('notices');
    const pin = await screen.findByLabelText('Pin as a banner until (optional)');
    expect(describedText(pin)).toContain('every page of the site shows it as a banner');
    await user.type(screen.getByLabelText('The notice (optional with an image)'), 'Closed');
    await user.type(pin, '30/10/2026');
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() => expect(sent[0]).toMatchObject({ pinnedUntil: '2026-10-30' }));
    // The form starts again empty: the next notice is pinned to nothing.
    await user.type(screen.getByLabelText('The notice (optional with an image)'), 'Open');
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() => expect(sent[1]).toMatchObject({ pinnedUntil: null }));
  });

  describe('a pin to a day already past', () => {
    // 19:00 UTC on 20 November: already 21 November in Bangladesh.
    clockAt('2026-11-20T19:00:00Z');
    const PAST = 'This day has already passed in Bangladesh: no banner will show.';

    it('is saved, but the form says beside the field that no banner will show', async () => {
      const sent: unknown[] = [];
      serve((body) => {
        sent.push(body);
        return jsonResponse({ id: 'n1', image: null, ...(body as object) }, 201);
      });
      const { user } = setup('notices');
      const pin = await screen.findByLabelText('Pin as a banner until (optional)');
      expect(screen.queryByText(PAST, { exact: false })).toBeNull();
      // Yesterday in Bangladesh (today still, in UTC).
      await user.type(pin, '20/11/2026');
      // Said as it appears (a status), and read with the field (its description).
      expect(screen.getByText(PAST, { exact: false }).closest('[role="status"]')).not.toBeNull();
      expect(describedText(pin)).toContain(PAST);
      // Today in Bangladesh shows its banner today: no word.
      await user.clear(pin);
      await user.type(pin, '21/11/2026');
      expect(screen.queryByText(PAST, { exact: false })).toBeNull();
      await user.clear(pin);
      await user.type(pin, '01/01/2026');
      expect(describedText(pin)).toContain(PAST);
      // The schema takes it: an old notice's edit must still save.
      await user.type(screen.getByLabelText('The notice (optional with an image)'), 'Closed');
      await user.click(screen.getByRole('button', { name: 'Add Notice' }));
      await waitFor(() => expect(sent[0]).toMatchObject({ pinnedUntil: '2026-01-01' }));
    });

    it('says so in Bangla to a Bangla reader', async () => {
      serve(() => jsonResponse({}, 201));
      await setLanguage('bn');
      const { user } = setup('notices');
      const pin = await screen.findByLabelText('যে তারিখ পর্যন্ত ব্যানার হিসেবে দেখাবে (ঐচ্ছিক)');
      await user.type(pin, '২০/১১/২০২৬');
      expect(describedText(pin)).toContain('এই তারিখ পেরিয়ে গেছে: কোনো ব্যানার দেখাবে না।');
    });
  });

  it('signs a new notice with the Bangla name for a Bangla reader, the English one for an English reader', async () => {
    mockFetch(async (url) =>
      url.pathname === '/api/session'
        ? jsonResponse({
            user: {
              id: 'a1',
              role: 'admin',
              loginId: 'admin',
              name: 'School Admin',
              nameBn: 'বিদ্যালয়ের অ্যাডমিন',
              mustChangePassword: false,
            },
          })
        : jsonResponse({ items: [], total: 0, page: 0, size: 20 }),
    );
    setup('notices');
    expect(await screen.findByLabelText('Author')).toHaveValue('School Admin');
    cleanup();
    await setLanguage('bn');
    setup('notices');
    expect(await screen.findByLabelText('লেখক')).toHaveValue('বিদ্যালয়ের অ্যাডমিন');
  });

  it('refuses words longer than a notice may be', async () => {
    const fetchMock = serve(() => jsonResponse({}, 201));
    const { user } = setup('notices');
    const body = await screen.findByLabelText('The notice (optional with an image)');
    await user.click(body);
    await user.paste('a'.repeat(10_001));
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() => expect(describedText(body)).toMatch(/at most 10,000/i));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('Add Notice for Students', () => {
  it('asks for the classes: none ticked is refused, Nine and Ten are sent as classes', async () => {
    let sent: unknown;
    serve((body) => {
      sent = body;
      return jsonResponse({ id: 'n1', ...(body as object) }, 201);
    });
    const { user } = setup('studentNotices');
    const classes = await screen.findByRole('group', { name: 'Classes' });
    await user.type(screen.getByLabelText('Subject'), 'Model test');
    await user.type(screen.getByLabelText('Details'), 'On Sunday');
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    expect(await screen.findByText('Choose the classes, or All classes')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.click(within(classes).getByRole('checkbox', { name: 'Nine (ix)' }));
    await user.click(within(classes).getByRole('checkbox', { name: 'Ten (x)' }));
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() => expect(sent).toMatchObject({ grades: ['ix', 'x'], subject: 'Model test' }));
  });

  it('sends no classes for All classes, and sets the class boxes aside while it is ticked', async () => {
    let sent: unknown;
    serve((body) => {
      sent = body;
      return jsonResponse({ id: 'n1', ...(body as object) }, 201);
    });
    const { user } = setup('studentNotices');
    const classes = await screen.findByRole('group', { name: 'Classes' });
    await user.click(within(classes).getByRole('checkbox', { name: 'Six (vi)' }));
    await user.click(within(classes).getByRole('checkbox', { name: 'All classes' }));
    expect(within(classes).getByRole('checkbox', { name: 'Six (vi)' })).toBeDisabled();
    await user.type(screen.getByLabelText('Subject'), 'Holiday');
    await user.type(screen.getByLabelText('Details'), 'School closed');
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() => expect(sent).toMatchObject({ grades: [], subject: 'Holiday' }));
  });
});

describe("a notice's attachments", () => {
  const pdfFile = () =>
    new File([new Uint8Array([37, 80, 68, 70])], 'Exam routine.pdf', { type: 'application/pdf' });
  const photo = (name: string) =>
    new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  function fakeAttachmentUploads(log: string[]) {
    let n = 0;
    fakeXhr(
      (upload) =>
        upload.url === '/api/notices/pdfs'
          ? {
              status: 201,
              body: {
                id: 'doc-1',
                name: 'Exam routine',
                bytes: 4,
                pages: 2,
                url: '/api/documents/doc-1/view',
                downloadUrl: '/api/documents/doc-1/download',
              },
            }
          : { status: 201, body: { ...image, id: `img-${++n}`, thumbUrl: `/t${n}.webp` } },
      (upload) => log.push(`upload ${upload.url}`),
    );
  }

  it('uploads a PDF and two photos in the order added, removes one, and sends the rest in order', async () => {
    const log: string[] = [];
    fakeAttachmentUploads(log);
    let sent: { attachments?: unknown } | undefined;
    serve((body) => {
      sent = body as typeof sent;
      return jsonResponse({ id: 'n1', image: null, attachments: [], ...(body as object) }, 201);
    }, log);
    const { user } = setup('notices');
    const add = await screen.findByLabelText(/Add PDF or photos/);
    await user.upload(add, [pdfFile(), photo('page-1.png'), photo('page-2.png')]);
    const list = await screen.findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByText('Photo')).toHaveLength(2));
    expect(within(list).getByText('PDF · 2 pages')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Exam routine'),
      expect.stringContaining('page-1.png'),
      expect.stringContaining('page-2.png'),
    ]);
    expect(log).toEqual(['upload /api/notices/pdfs', 'upload /api/uploads', 'upload /api/uploads']);
    await user.click(screen.getByRole('button', { name: 'Remove page-1.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // A notice may be only its title and a PDF.
    await user.type(screen.getByLabelText('Title (optional)'), 'Half-yearly examination');
    await user.click(screen.getByRole('button', { name: 'Add Notice' }));
    await waitFor(() =>
      expect(sent?.attachments).toEqual([
        { kind: 'pdf', documentId: 'doc-1' },
        { kind: 'image', imageId: 'img-2' },
      ]),
    );
    expect(await screen.findByText('Notice Added')).toBeInTheDocument();
  });

  it('shows a refused upload on its row, and keeps it out of the notice', async () => {
    fakeXhr(() => ({
      status: 415,
      body: {
        error: {
          code: 'unsupported_type',
          message: 'Only PDF files are accepted.',
          details: { reason: 'pdf_only' },
        },
      },
    }));
    serve(() => jsonResponse({}, 201));
    const { user } = setup('notices');
    await user.upload(await screen.findByLabelText(/Add PDF or photos/), pdfFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF files are accepted.');
  });

  it('lists the attachments of a notice being edited, and is in Bangla for a Bangla reader', async () => {
    serve(() => jsonResponse({}, 200));
    await setLanguage('bn');
    renderWithProviders(
      <PostForm
        kind="notices"
        item={{
          id: 'n1',
          title: 'অর্ধবার্ষিক পরীক্ষা',
          date: '2026-11-20',
          author: 'প্রধান শিক্ষক',
          body: '',
          image: null,
          pinnedUntil: null,
          attachments: [
            {
              kind: 'pdf',
              pdf: {
                id: 'doc-1',
                name: 'পরীক্ষার রুটিন',
                bytes: 9,
                pages: 2,
                url: '/v',
                downloadUrl: '/d',
              },
            },
            { kind: 'image', image },
          ],
        }}
      />,
    );
    const list = await screen.findByRole('list', { name: 'সংযুক্তি' });
    expect(within(list).getByText('পরীক্ষার রুটিন')).toBeInTheDocument();
    expect(within(list).getByText('পিডিএফ · ২ পৃষ্ঠা')).toBeInTheDocument();
    expect(within(list).getByText('পৃষ্ঠা ২')).toBeInTheDocument();
    expect(screen.getByLabelText(/পিডিএফ বা ছবি যোগ করুন/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরীক্ষার রুটিন সরিয়ে ফেলুন' })).toBeInTheDocument();
  });
});
