import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Album, AlbumImage } from '../../../../shared/schemas/gallery.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import AlbumRoute from '../../../routes/dashboard/album.tsx';
import AlbumsRoute from '../../../routes/dashboard/albums.tsx';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { uuid } from '../../../test/ids.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const image = (n: number) => ({
  id: uuid(100 + n),
  url: `/uploads/${n}.webp`,
  thumbUrl: `/uploads/${n}-240.webp`,
  width: 800,
  height: 600,
});
const album = (n: number, slug: string, over: Partial<Album> = {}): Album => ({
  id: uuid(n),
  slug,
  title: `Album ${n}`,
  titleBn: '',
  cover: null,
  imageCount: 0,
  ...over,
});
const item = (n: number): AlbumImage => ({ id: uuid(200 + n), caption: '', image: image(n) });

const home = album(1, 'home', { title: 'home' });
const sport = album(2, 'sport', { title: 'Sports Day' });
const picnic = album(3, 'picnic-abc123', { title: 'Picnic 2026', cover: image(1), imageCount: 3 });

/** A small album server: the lists, the albums' images, and every change logged. */
function serve(answer: (req: ApiRequest) => Response | undefined = () => undefined) {
  let listed = [sport, picnic];
  const images: Record<string, AlbumImage[]> = {
    home: [item(7)],
    sport: [],
    'picnic-abc123': [item(1), item(2), item(3)],
  };
  return mockApi((req) => {
    const all = [home, ...listed];
    if (req.method === 'GET' && req.path === '/api/albums') return jsonResponse({ items: listed });
    if (req.method === 'GET') {
      const slug = req.path.split('/').pop()!;
      const found = all.find((a) => a.slug === slug);
      if (!found)
        return jsonResponse({ error: { code: 'not_found', message: 'No such album.' } }, 404);
      return jsonResponse({ album: found, items: images[slug] ?? [] });
    }
    if (req.path === '/api/albums/order') {
      const ids = (req.body as { ids: string[] }).ids;
      listed = ids.map((id) => listed.find((a) => a.id === id)!);
      return new Response(null, { status: 204 });
    }
    if (req.method === 'POST' && req.path === '/api/albums') {
      const created = album(4, 'trip-def456', { title: (req.body as { title: string }).title });
      listed = [...listed, created];
      return jsonResponse(created, 201);
    }
    if (req.method === 'DELETE') return new Response(null, { status: 204 });
    if (req.method === 'PUT' && req.path.endsWith('/order')) {
      const ids = (req.body as { ids: string[] }).ids;
      const list = images['picnic-abc123']!;
      images['picnic-abc123'] = ids.map((id) => list.find((i) => i.id === id)!);
      return new Response(null, { status: 204 });
    }
    if (req.method === 'PUT' && req.path.endsWith('/caption')) {
      const itemId = req.path.split('/').at(-2)!;
      const { caption } = req.body as { caption: string };
      images['picnic-abc123'] = images['picnic-abc123']!.map((i) =>
        i.id === itemId ? { ...i, caption } : i,
      );
      return jsonResponse({ album: picnic, items: images['picnic-abc123'] });
    }
    if (req.method === 'PUT' && req.path.includes('/images/')) {
      // A photo replaced: the item keeps its place and shows the new image.
      const itemId = req.path.split('/').pop()!;
      const imageId = (req.body as { imageId: string }).imageId;
      images['picnic-abc123'] = images['picnic-abc123']!.map((i) =>
        i.id === itemId ? { ...i, image: { ...image(21), id: imageId } } : i,
      );
      return jsonResponse({ album: picnic, items: images['picnic-abc123'] });
    }
    if (req.method === 'PUT') return jsonResponse({ ...picnic, ...(req.body as object) });
    if (req.method === 'POST') {
      const ids = (req.body as { imageIds: string[] }).imageIds;
      const added = ids.map((id, i) => ({
        id: uuid(300 + i),
        caption: '',
        image: { ...image(9), id },
      }));
      images['picnic-abc123'] = [...images['picnic-abc123']!, ...added];
      return jsonResponse({ album: picnic, items: images['picnic-abc123'] }, 201);
    }
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  }, answer);
}

function setup(path: string) {
  // The test chooses files the input's accept list would hide: the app must refuse them itself.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/albums" element={<AlbumsRoute />} />
        <Route path="/dashboard/albums/:slug" element={<AlbumRoute />} />
      </Routes>
      <ToastHost />
    </>,
    { route: path },
  );
  return user;
}

const rows = () =>
  within(screen.getByRole('region', { name: 'The home gallery and the album cards' })).getAllByRole(
    'listitem',
  );
/** A chosen file's line under the input: its name, then what became of it. */
const fileLine = async (name: string) => (await screen.findByText(name)).closest('p');
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('Albums', () => {
  it('lists the home page gallery first, then the album cards; the home and sport galleries cannot be deleted', async () => {
    serve();
    setup('/dashboard/albums');
    expect(await screen.findByRole('heading', { level: 1, name: 'Albums' })).toBeInTheDocument();
    await screen.findByText('Home page gallery');
    expect(rows().map((r) => r.querySelector('p')?.textContent)).toEqual([
      'Home page gallery',
      'Sports Day',
      'Picnic 2026',
    ]);
    const [homeRow, sportRow, picnicRow] = rows();
    expect(homeRow).toHaveTextContent('1 photo');
    expect(within(homeRow!).getByRole('link', { name: 'Open: Home page gallery' })).toHaveAttribute(
      'href',
      '/dashboard/albums/home',
    );
    expect(within(homeRow!).queryByRole('button')).not.toBeInTheDocument();
    expect(sportRow).toHaveTextContent('Sport gallery');
    expect(
      within(sportRow!).getByRole('button', { name: 'Rename: Sports Day' }),
    ).toBeInTheDocument();
    expect(within(sportRow!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(
      within(picnicRow!).getByRole('button', { name: 'Delete: Picnic 2026' }),
    ).toBeInTheDocument();
    expect(picnicRow).toHaveTextContent('3 photos');
  });

  it('names the site’s own sport gallery in Bangla on a Bangla page, and an album of one title as it is', async () => {
    serve((req) =>
      req.method === 'GET' && req.path === '/api/albums'
        ? jsonResponse({
            items: [{ ...sport, title: 'Sports', titleBn: 'খেলাধুলা' }, picnic],
          })
        : undefined,
    );
    await setLanguage('bn');
    setup('/dashboard/albums');
    await screen.findByText('খেলাধুলা');
    const region = screen.getByRole('region', { name: 'হোম পাতার গ্যালারি ও অ্যালবাম কার্ড' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((r) => r.querySelector('p')?.textContent),
    ).toEqual(['হোম পাতার গ্যালারি', 'খেলাধুলা', 'Picnic 2026']);
    expect(screen.queryByText('Sports')).toBeNull();
  });

  it('creates an album and opens it', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums');
    await user.click(await screen.findByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('New album title'), 'School trip');
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'School trip' }),
    ).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'POST', path: '/api/albums', body: { title: 'School trip' } },
    ]);
    expect(await screen.findByText('Album created')).toBeInTheDocument();
  });

  it('renames an album, keeping its cover', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums');
    await user.click(await screen.findByRole('button', { name: 'Rename: Picnic 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the album' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Picnic 2026');
    await user.clear(title);
    await user.type(title, 'Spring picnic');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Album renamed')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/albums/${picnic.id}`,
        body: { title: 'Spring picnic', coverImageId: image(1).id },
      },
    ]);
  });

  it('moves an album card and sends every listed album id in the new order', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums');
    await user.click(await screen.findByRole('button', { name: 'Move up: Picnic 2026' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: '/api/albums/order',
      body: { ids: [picnic.id, sport.id] },
    });
    await waitFor(() =>
      expect(rows().map((r) => r.querySelector('p')?.textContent)).toEqual([
        'Home page gallery',
        'Picnic 2026',
        'Sports Day',
      ]),
    );
  });

  it('asks before deleting an album', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums');
    const remove = await screen.findByRole('button', { name: 'Delete: Picnic 2026' });
    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this album?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(requests).toEqual([]);
    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this album?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(requests).toEqual([
        { method: 'DELETE', path: `/api/albums/${picnic.id}`, body: undefined },
      ]),
    );
  });
});

describe('An album', () => {
  it('shows its photos in order, the cover marked', async () => {
    serve();
    setup('/dashboard/albums/picnic-abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Picnic 2026' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    expect(screen.getByRole('button', { name: 'Use as cover: Photo 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Use as cover: Photo 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: 'All albums' })).toHaveAttribute(
      'href',
      '/dashboard/albums',
    );
  });

  it('uploads many photos at once with a bar each, refuses a wrong one, and adds the rest together', async () => {
    const requests = serve();
    const sent = fakeXhr();
    const user = setup('/dashboard/albums/picnic-abc123');
    const input = await screen.findByLabelText('Add photos');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [
      png('one.png'),
      new File(['GIF89a'], 'two.gif', { type: 'image/gif' }),
      png('three.png'),
      png('four.png'),
    ]);

    // The GIF is refused at once; the others go one after another, each with its bar.
    expect(await fileLine('two.gif')).toHaveTextContent(
      'two.gif: Choose a JPEG, PNG or WebP image.',
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.progress(30, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading one.png' })).toHaveAttribute(
      'value',
      '30',
    );
    expect(await fileLine('three.png')).toHaveTextContent('three.png: Waiting');
    sent[0]!.respond(201, { ...image(11), id: uuid(111) });
    await waitFor(() => expect(sent).toHaveLength(2));
    sent[1]!.respond(413, {
      error: {
        code: 'file_too_large',
        message: 'The image is larger than 5 MB.',
        details: { params: { mb: 5 } },
      },
    });
    await waitFor(() => expect(sent).toHaveLength(3));
    sent[2]!.respond(201, { ...image(13), id: uuid(113) });

    expect(await screen.findByText('2 photos added')).toBeInTheDocument();
    expect(screen.getByText('2 photos could not be added')).toBeInTheDocument();
    expect(sent.map((s) => [s.url, (s.body.get('image') as File).name])).toEqual([
      ['/api/uploads', 'one.png'],
      ['/api/uploads', 'three.png'],
      ['/api/uploads', 'four.png'],
    ]);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/albums/${picnic.id}/images`,
        body: { imageIds: [uuid(111), uuid(113)] },
      },
    ]);
    expect(await fileLine('three.png')).toHaveTextContent(
      'three.png: The file is larger than 5 MB.',
    );
    expect(await fileLine('one.png')).toHaveTextContent('one.png: Added');
    expect(await screen.findAllByRole('img')).toHaveLength(5);
  });

  it('cancels a choice of photos: the one being sent stops, the waiting ones are not sent, none is added', async () => {
    const requests = serve();
    const sent = fakeXhr();
    const user = setup('/dashboard/albums/picnic-abc123');
    const input = await screen.findByLabelText('Add photos');
    expect(screen.getByText('Choose photos')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await user.upload(input, [png('one.png'), png('two.png'), png('three.png')]);
    expect(screen.getByText('3 files chosen')).toBeInTheDocument();

    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.respond(201, { ...image(11), id: uuid(111) });
    await waitFor(() => expect(sent).toHaveLength(2));
    sent[1]!.progress(2 * 1024 * 1024, 4 * 1024 * 1024);
    expect(await screen.findByText('Sent 2 MB of 4 MB')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(sent[1]!.aborted()).toBe(true);
    for (const name of ['one.png', 'two.png', 'three.png'])
      expect(await fileLine(name)).toHaveTextContent(
        `${name}: Upload cancelled. Nothing was saved.`,
      );
    // The picker's own note (each photo's Replace has one too, empty).
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Upload cancelled. Nothing was saved.',
    );
    expect(input).toHaveFocus();
    // Nothing else is sent or added, and no error is shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(2);
    expect(requests).toEqual([]);
    expect(screen.queryByText(/could not be added/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('moves a photo and sends every item id in the new order', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums/picnic-abc123');
    const later = await screen.findByRole('button', { name: 'Move later: Photo 1 of 3' });
    await user.click(later);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'PUT',
      path: `/api/albums/${picnic.id}/order`,
      body: { ids: [item(2).id, item(1).id, item(3).id] },
    });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/2.webp',
      '/uploads/1.webp',
      '/uploads/3.webp',
    ]);
    expect(later).toHaveFocus();
  });

  it('makes a photo the cover, keeping the title', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums/picnic-abc123');
    await user.click(await screen.findByRole('button', { name: 'Use as cover: Photo 3 of 3' }));
    expect(await screen.findByText('Cover changed')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/albums/${picnic.id}`,
        body: { title: 'Picnic 2026', coverImageId: image(3).id },
      },
    ]);
  });

  it('asks before removing a photo, then removes it by its item id', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums/picnic-abc123');
    const remove = await screen.findByRole('button', { name: 'Delete: Photo 2 of 3' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove this photo from the album?' });
    // The photo itself, small, beside its name: the admin sees which one goes.
    expect(dialog).toHaveTextContent('Photo 2 of 3');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/2-240.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove this photo from the album?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() =>
      expect(requests).toEqual([
        {
          method: 'DELETE',
          path: `/api/albums/${picnic.id}/images/${item(2).id}`,
          body: undefined,
        },
      ]),
    );
  });

  it('offers no cover for the home page gallery, which has no card', async () => {
    serve();
    setup('/dashboard/albums/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home page gallery' }),
    ).toBeInTheDocument();
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: /^Use as cover/ })).not.toBeInTheDocument();
  });

  it("names a photo by its caption, else by its place in the reader's digits", async () => {
    serve((req) =>
      req.method === 'GET' && req.path === '/api/albums/picnic-abc123'
        ? jsonResponse({
            album: picnic,
            items: [{ ...item(1), caption: 'Prize giving' }, item(2), item(3)],
          })
        : undefined,
    );
    setup('/dashboard/albums/picnic-abc123');
    await screen.findByRole('heading', { level: 1, name: 'Picnic 2026' });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Prize giving',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    expect(screen.getByRole('button', { name: 'Delete: Prize giving' })).toBeInTheDocument();
    await setLanguage('bn');
    expect(await screen.findByRole('img', { name: 'ছবি ২ (৩টির মধ্যে)' })).toBeInTheDocument();
  });

  it('writes a photo’s caption, which then names it', async () => {
    const requests = serve();
    const user = setup('/dashboard/albums/picnic-abc123');
    await screen.findByRole('heading', { level: 1, name: 'Picnic 2026' });
    const fields = screen.getAllByLabelText('Caption (what the photo shows)');
    expect(fields).toHaveLength(3);
    const save = screen.getByRole('button', { name: 'Save caption: Photo 2 of 3' });
    // Nothing to save until it is changed.
    expect(save).toBeDisabled();
    await user.type(fields[1]!, '  Sack race  ');
    await user.click(save);
    expect(await screen.findByText('Caption saved')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/albums/${picnic.id}/images/${item(2).id}/caption`,
        body: { caption: 'Sack race' },
      },
    ]);
    expect(await screen.findByRole('img', { name: 'Sack race' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Sack race' })).toBeInTheDocument();
  });

  it('keeps a caption as typed when saving it fails', async () => {
    serve((req) =>
      req.path.endsWith('/caption')
        ? jsonResponse(
            { error: { code: 'not_found', message: 'No such image in this album.' } },
            404,
          )
        : undefined,
    );
    const user = setup('/dashboard/albums/picnic-abc123');
    const field = (await screen.findAllByLabelText('Caption (what the photo shows)'))[0]!;
    await user.type(field, 'Prize giving');
    await user.click(screen.getByRole('button', { name: 'Save caption: Photo 1 of 3' }));
    expect(await screen.findByText(/^The caption could not be saved\./)).toBeInTheDocument();
    expect(field).toHaveValue('Prize giving');
  });

  it('replaces a photo in its place: uploads the new file with its progress, then sends it for that item', async () => {
    const requests = serve();
    const sent = fakeXhr();
    const user = setup('/dashboard/albums/picnic-abc123');
    const input = await screen.findByLabelText('Replace: Photo 2 of 3');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, png('new.png'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/uploads');
    sent[0]!.progress(40, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading new.png' })).toHaveAttribute(
      'value',
      '40',
    );
    sent[0]!.respond(201, { ...image(21), id: uuid(121) });

    expect(await screen.findByText('Photo replaced')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/albums/${picnic.id}/images/${item(2).id}`,
        body: { imageId: uuid(121) },
      },
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
        '/uploads/1.webp',
        '/uploads/21.webp',
        '/uploads/3.webp',
      ]),
    );
  });

  it('cancels a replacing upload: nothing is sent for the item and the photo stays', async () => {
    const requests = serve();
    const sent = fakeXhr();
    const user = setup('/dashboard/albums/picnic-abc123');
    await user.upload(await screen.findByLabelText('Replace: Photo 1 of 3'), png('new.png'));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.progress(10, 100);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(sent[0]!.aborted()).toBe(true);
    expect(await screen.findByText('Upload cancelled. Nothing was saved.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/uploads/1.webp');
  });

  it('refuses a file that is not a photo before sending anything', async () => {
    const requests = serve();
    const sent = fakeXhr();
    const user = setup('/dashboard/albums/picnic-abc123');
    await user.upload(
      await screen.findByLabelText('Replace: Photo 3 of 3'),
      new File(['GIF89a'], 'x.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(sent).toEqual([]);
    expect(requests).toEqual([]);
  });
});
