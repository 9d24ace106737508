import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../shared/schemas/notices.ts';
import { setLanguage } from '../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render.tsx';
import NoticeItemRoute from './notice-item.tsx';

const ID = '4f1c2a9e-1111-4000-8000-000000000001';
const notice: Notice = {
  id: ID,
  title: 'Parents’ meeting of class ten',
  date: '2026-11-03',
  author: 'Nurun Nahar Begum',
  body: 'Dear guardians,\n\nThe meeting is on Saturday at 10 am.\nPlease come on time.',
  pinnedUntil: null,
  image: {
    id: 'img',
    url: '/uploads/img.webp',
    thumbUrl: '/uploads/img-t.webp',
    width: 1200,
    height: 1600,
  },
  attachments: [],
};

function serve(answer: (id: string) => Response) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    return answer(url.pathname.split('/').pop() ?? '');
  });
  return asked;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/notice/:id" element={<NoticeItemRoute />} />
    </Routes>,
    { route: path },
  );

const meta = (key: string) =>
  document.head
    .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
    ?.getAttribute('content');

describe('a notice’s own page', () => {
  it('shows its title, date, author, paragraphs and its picture, opened full size', async () => {
    const asked = serve(() => jsonResponse(notice));
    renderAt(`/notice/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Parents’ meeting of class ten' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([`/api/notices/${ID}`]);
    expect(screen.getByText('3 November 2026')).toHaveAttribute('datetime', '2026-11-03');
    expect(screen.getByText('By Nurun Nahar Begum')).toBeInTheDocument();
    expect(screen.getByText('Dear guardians,')).toBeInTheDocument();
    // A line break kept inside its paragraph.
    expect(screen.getByText(/The meeting is on Saturday/)).toHaveClass('whitespace-pre-line');
    expect(screen.getByRole('img', { name: 'Parents’ meeting of class ten' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Open the picture full size ?\(opens in a new tab\)$/ }),
    ).toHaveAttribute('href', '/uploads/img.webp');
    expect(screen.getByRole('link', { name: 'All notices' })).toHaveAttribute('href', '/notice');
  });

  it('carries the tags a shared link is shown by', async () => {
    serve(() => jsonResponse(notice));
    renderAt(`/notice/${ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(meta('og:type')).toBe('article');
    expect(meta('og:title')).toBe('Parents’ meeting of class ten');
    expect(meta('og:description')).toBe(
      '3 November 2026: Dear guardians, The meeting is on Saturday at 10 am. Please come on time.',
    );
    expect(meta('og:url')).toBe(`/notice/${ID}`);
    expect(meta('og:image')).toBe('/uploads/img.webp');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('is a text alone when the notice has no picture', async () => {
    serve(() => jsonResponse({ ...notice, image: null, title: '' }));
    renderAt(`/notice/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notice of 3 November 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(meta('og:image')).toBeUndefined();
    expect(meta('twitter:card')).toBe('summary');
  });

  it('is the not-found page for an unknown notice, and for an address that is no notice', async () => {
    serve(() =>
      jsonResponse({ error: { code: 'not_found', message: 'This notice does not exist.' } }, 404),
    );
    const { unmount } = renderAt(`/notice/${ID}`);
    expect(
      await screen.findByRole('heading', { name: '404 - PAGE NOT FOUND' }),
    ).toBeInTheDocument();
    unmount();
    serve(() =>
      jsonResponse(
        { error: { code: 'validation_failed', message: 'Bad', details: { fields: [] } } },
        400,
      ),
    );
    renderAt('/notice/not-an-id');
    expect(
      await screen.findByRole('heading', { name: '404 - PAGE NOT FOUND' }),
    ).toBeInTheDocument();
  });

  it('offers Retry when the server fails, rather than saying there is no such notice', async () => {
    serve(() => jsonResponse({ error: { code: 'internal', message: 'x' } }, 500));
    renderAt(`/notice/${ID}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('404 - PAGE NOT FOUND')).not.toBeInTheDocument();
  });

  it('is in Bangla for a Bangla reader: the date in Bangla digits and month', async () => {
    serve(() => jsonResponse(notice));
    await setLanguage('bn');
    renderAt(`/notice/${ID}`);
    expect(await screen.findByText('৩ নভেম্বর ২০২৬')).toBeInTheDocument();
    expect(screen.getByText('প্রকাশ করেছেন Nurun Nahar Begum')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^ছবিটি পূর্ণ আকারে খুলুন ?\(নতুন ট্যাবে খুলবে\)$/ }),
    ).toBeInTheDocument();
    expect(meta('og:description')).toMatch(/^৩ নভেম্বর ২০২৬: Dear guardians/);
  });
});
