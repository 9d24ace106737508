import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { emptyProfile } from '../../../test/profiles.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const empty = emptyProfile();
const image = {
  id: 'img-1',
  url: '/uploads/img-1.webp',
  thumbUrl: '/t.webp',
  width: 800,
  height: 800,
};

/** Answers each upload with `answer` (via the shared fake) and logs it, in order, in `log`. */
function fakeUploads(answer: { status: number; body: unknown }, log: string[]) {
  return fakeXhr(
    () => answer,
    (upload) => log.push(`upload ${upload.url} withCredentials=${upload.withCredentials}`),
  );
}

const fill = {
  Name: 'Rahim Uddin',
  'Guardian’s Name': 'Karim Uddin',
  'Guardian’s Mobile': '01812345678',
  Mobile: '01712345678',
  City: 'Bhola',
  Village: 'Char Kukri',
  Bari: 'Miah Bari',
  'Ward No.': '4',
  'Facebook (optional)': 'https://facebook.com/rahim',
};

function setup(profile: Profile = empty) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ProfileForm profile={profile} />
      <ToastHost />
    </>,
  );
  return user;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(fill))
    await user.type(screen.getByLabelText(label), value);
  const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Photo'), photo);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Update Profile' }));

describe('ProfileForm', () => {
  it('refuses empty fields and a missing photo, and sends nothing', async () => {
    const log: string[] = [];
    fakeUploads({ status: 201, body: image }, log);
    const fetchMock = mockFetch(() => jsonResponse({}));
    const user = setup();
    await submit(user);

    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(7);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a photo')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    expect(log).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads the photo first, then saves the profile with its id', async () => {
    const log: string[] = [];
    const sent = fakeUploads({ status: 201, body: image }, log);
    const fetchMock = mockFetch(async (url, init) => {
      log.push(`${init?.method} ${url.pathname}`);
      return jsonResponse({ ...empty, name: 'Rahim Uddin', image });
    });
    const user = setup();
    await fillAll(user);
    await submit(user);

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(log[0]).toBe('upload /api/uploads withCredentials=true');
    expect(log).toContain('PUT /api/profile');
    expect(log.indexOf('PUT /api/profile')).toBeGreaterThan(0);
    expect((sent[0]!.body.get('image') as File).name).toBe('me.png');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      role: 'student',
      name: 'Rahim Uddin',
      nameBn: '',
      guardianName: 'Karim Uddin',
      guardianPhone: '01812345678',
      phone: '01712345678',
      city: 'Bhola',
      village: 'Char Kukri',
      bari: 'Miah Bari',
      ward: '4',
      facebook: 'https://facebook.com/rahim',
      imageId: 'img-1',
    });
  });

  it("saves nothing when the upload fails and shows the server's message", async () => {
    const log: string[] = [];
    fakeUploads(
      {
        status: 415,
        body: {
          error: {
            code: 'unsupported_type',
            message: 'Only JPEG, PNG and WebP images are accepted.',
            details: { reason: 'images_only' },
          },
        },
      },
      log,
    );
    const fetchMock = mockFetch(() => jsonResponse({}));
    const user = setup();
    await fillAll(user);
    await submit(user);

    const photo = screen.getByLabelText('Photo');
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = (photo.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Only JPEG, PNG and WebP images are accepted.',
    );
    expect(
      await screen.findByText(
        'The photo could not be uploaded. Only JPEG, PNG and WebP images are accepted.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
  });

  it('keeps the current photo when the profile has one and no file is chosen', async () => {
    const log: string[] = [];
    fakeUploads({ status: 201, body: image }, log);
    const fetchMock = mockFetch(() => jsonResponse({ ...empty, image }));
    const user = setup({
      ...empty,
      name: 'Rahim Uddin',
      grade: 'vii',
      roll: '12',
      guardianName: 'Karim Uddin',
      guardianPhone: '01812345678',
      phone: '01712345678',
      city: 'Bhola',
      village: 'Char Kukri',
      bari: 'Miah Bari',
      ward: '4',
      facebook: 'https://facebook.com/rahim',
      image,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    await submit(user);

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(log).toEqual([]);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body.imageId).toBe('img-1');
  });

  it('shows a student their class and roll as the school’s, with no field to change them (issue 19)', async () => {
    mockFetch(() => jsonResponse({}));
    setup({ ...empty, grade: 'vii', roll: '12' });
    expect(screen.queryByLabelText('Class')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Roll')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const term = (label: string) =>
      screen.getAllByRole('term').find((dt) => dt.textContent === `${label}:`)?.nextElementSibling
        ?.textContent;
    expect(term('Class')).toBe('Seven (vii)');
    expect(term('Roll')).toBe('12');
    expect(
      screen.getByText(
        'Your class and roll are set by the school. If they are wrong, ask a teacher to correct them.',
      ),
    ).toBeInTheDocument();
  });

  it('saves a student’s profile without a Facebook link, and wants the guardian', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ...empty, image }));
    const user = setup({ ...empty, image });
    for (const [label, value] of Object.entries(fill))
      if (!label.startsWith('Facebook') && !label.startsWith('Guardian'))
        await user.type(screen.getByLabelText(label), value);
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Guardian’s Name')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Guardian’s Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Facebook (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Guardian’s Name'), 'Karim Uddin');
    await user.type(screen.getByLabelText('Guardian’s Mobile'), '01812345678');
    await submit(user);
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ facebook: '', guardianName: 'Karim Uddin' });
    expect(body).not.toHaveProperty('grade');
    expect(body).not.toHaveProperty('roll');
  });

  it('lets a teacher leave mobile and address empty, and fills both designations from the list', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ...empty, role: 'teacher', image }));
    const user = setup({ ...empty, role: 'teacher', image });
    expect(screen.getByLabelText('Mobile (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Village (optional)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Abdul Karim');
    await user.type(screen.getByLabelText('Name in Bangla (optional)'), 'আব্দুল করিম');
    await user.selectOptions(
      screen.getByLabelText('Common designations'),
      'Assistant Teacher (সহকারী শিক্ষক)',
    );
    expect(screen.getByLabelText('Designation')).toHaveValue('Assistant Teacher');
    expect(screen.getByLabelText('Designation in Bangla (optional)')).toHaveValue('সহকারী শিক্ষক');
    await user.type(screen.getByLabelText('Subject (optional)'), 'Mathematics');
    await user.type(screen.getByLabelText('Joining Date'), '2020-01-05');
    await submit(user);

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      role: 'teacher',
      name: 'Abdul Karim',
      nameBn: 'আব্দুল করিম',
      designation: 'Assistant Teacher',
      designationBn: 'সহকারী শিক্ষক',
      subject: 'Mathematics',
      subjectBn: '',
      joinDate: '2020-01-05',
      phone: '',
      city: '',
      village: '',
      bari: '',
      ward: '',
      facebook: '',
      imageId: 'img-1',
    });
  });
});
