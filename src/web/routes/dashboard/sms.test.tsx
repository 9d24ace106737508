import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdmissionPeriodAdmin } from '../../../shared/schemas/admissions.ts';
import type { ClassTeachers } from '../../../shared/schemas/class-teachers.ts';
import type { Exam } from '../../../shared/schemas/results.ts';
import type {
  SmsBatch,
  SmsBatchDetail,
  SmsDemoPhones,
  SmsGateway,
  SmsOptOut,
  SmsPreview,
  SmsPreviewInput,
} from '../../../shared/schemas/sms.ts';
import { smsParts } from '../../../shared/sms.ts';
import { setLanguage } from '../../lib/language.ts';
import { bn } from '../../locales/bn.ts';
import { enPages } from '../../locales/en-pages.ts';
import { describedText } from '../../test/described.ts';
import { type Answer, type ApiCall, mockApiRoutes, signedIn } from '../../test/fake-api.ts';
import { UUID_V4, uuid } from '../../test/ids.ts';
import { emptyProfile } from '../../test/profiles.ts';
import { jsonResponse, renderWithToasts } from '../../test/render.tsx';
import SmsRoute from './sms.tsx';

const GATEWAY: SmsGateway = {
  provider: 'bulksmsbd',
  ratePoisha: 35,
  perSecond: 5,
  balancePoisha: 125000,
  balanceAt: '2026-05-04T03:00:00.000Z',
  stopped: null,
  month: { month: '2026-05', spentPoisha: 4270, queuedPoisha: 0, capPoisha: 100000 },
};
const STOPPED = {
  at: '2026-05-04T03:00:00.000Z',
  failure: 'balance_insufficient' as const,
  detail: '1007: low balance',
};

function batch(n: number, over: Partial<SmsBatch> = {}): SmsBatch {
  return {
    id: uuid(n),
    source: 'custom',
    textEn: 'School is closed tomorrow for the election.',
    textBn: 'নির্বাচনের জন্য আগামীকাল বিদ্যালয় বন্ধ থাকবে।',
    audience: { kind: 'guardians', classes: [] },
    audienceName: '',
    createdAt: '2026-05-04T04:05:00.000Z',
    createdByName: 'Rokeya Begum',
    cancelledAt: null,
    counts: { queued: 0, sending: 0, sent: 10, delivered: 100, failed: 2, cancelled: 0 },
    parts: 2,
    costPoisha: 7700,
    ...over,
  };
}

const FAILURES: SmsBatchDetail['failures'] = [
  { name: 'Arif Hossain', phone: '01712-345678', failure: 'invalid_number', detail: '1011' },
  {
    name: 'Sumaiya Akter',
    phone: '01812-000111',
    failure: 'uncertain',
    detail: '',
  },
];

const PERIOD: AdmissionPeriodAdmin = {
  id: uuid(40),
  grade: 'vi',
  opensOn: '2027-01-01',
  closesOn: '2027-01-31',
  seats: 120,
  papers: '',
  state: 'closed',
  commitment: null,
  committedAt: null,
  applications: 45,
};

const EXAMS: Exam[] = [
  {
    id: uuid(50),
    title: 'Half-Yearly Examination 2026',
    titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
    heldOn: '2026-06-01',
    classes: [
      {
        grade: 'vi',
        status: 'published',
        students: 40,
        publishedAt: '2026-06-20T04:00:00.000Z',
        updatedAt: '2026-06-20T04:00:00.000Z',
      },
    ],
  },
  {
    id: uuid(51),
    title: 'Annual Examination 2026',
    titleBn: '',
    heldOn: '2026-11-01',
    classes: [
      {
        grade: 'vi',
        status: 'draft',
        students: 40,
        publishedAt: null,
        updatedAt: '2026-11-20T04:00:00.000Z',
      },
    ],
  },
];

const NOTICE = {
  id: uuid(60),
  title: 'Election holiday',
  date: '2026-05-03',
  author: 'Head Teacher',
  body: 'The school is closed on 5 May.',
  image: null,
  pinnedUntil: null,
  attachments: [],
};

const ARIF = emptyProfile({
  id: uuid(70),
  loginId: 'arif',
  name: 'Arif Hossain',
  nameBn: 'আরিফ হোসেন',
  grade: 'vi',
  roll: '1',
});

/** What the fake server answers a check: 120 recipients, a few without an SMS, the words per language. */
function previewOf(input: SmsPreviewInput, gateway: SmsGateway): SmsPreview {
  const message = input.message;
  const texts =
    message.kind === 'text'
      ? ([
          ['en', message.textEn ?? ''],
          ['bn', message.textBn ?? ''],
        ] as const)
      : ([
          ['en', 'Our School: application ADM-0000-0000 was received.'],
          ['bn', 'আমাদের বিদ্যালয়: আবেদন ADM-0000-0000 গ্রহণ করা হয়েছে।'],
        ] as const);
  const languages = texts
    .filter(([, text]) => text !== '')
    .map(([language, text]) => {
      const parts = smsParts(text);
      return {
        language,
        recipients: language === 'bn' ? 100 : 20,
        text,
        encoding: parts.encoding,
        partsEach: parts.parts,
        units: parts.units,
      };
    });
  const parts = languages.reduce((n, l) => n + l.partsEach * l.recipients, 0);
  return {
    recipients: 120,
    parts,
    costPoisha: parts * gateway.ratePoisha,
    languages,
    skipped: [
      { name: 'Tasnim Jahan', reason: 'no_number' },
      { name: 'Imran Hossain', reason: 'invalid_number' },
      { name: 'Sadia Islam', reason: 'opted_out' },
    ],
    skippedCount: 3,
    shared: 4,
    gateway,
  };
}

/** The signed-in user's id. */
const ME = uuid(80);

type State = {
  /** Who is signed in: an admin (the office's screen) or a teacher (a class teacher's). */
  role: 'admin' | 'teacher';
  gateway: SmsGateway;
  batches: SmsBatch[];
  optOuts: SmsOptOut[];
  demo: SmsDemoPhones;
  classTeachers: ClassTeachers;
  /** What the student search finds for 'Arif'. */
  students: ReturnType<typeof emptyProfile>[];
};

/**
 * A fake SMS API: the gateway, the batches (a send adds one), the no-SMS list, the demo
 * phones, and the lists the composer chooses from. `answer` goes first (an error, say).
 * Returns every request but the GETs of the screen's own lists, in order.
 */
function serve(
  over: Partial<State> = {},
  answer: (req: ApiCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  const state: State = {
    role: 'admin',
    gateway: GATEWAY,
    batches: [batch(1)],
    optOuts: [],
    demo: { items: [] },
    classTeachers: {
      items: [],
      sections: { vi: [], vii: [], viii: [], ix: [], x: [] },
      unsectioned: [],
    },
    students: [ARIF],
    ...over,
  };
  const log: ApiCall[] = [];
  const all: ApiCall[] = [];
  const seen = (req: ApiCall) => {
    all.push(req);
    if (req.method !== 'GET' || req.path === '/api/sms/draft') log.push(req);
  };
  const server = (route: string, req: ApiCall): Answer => {
    switch (route) {
      case 'GET /api/session':
        return signedIn({
          id: ME,
          role: state.role,
          loginId: 'me',
          name: 'Nasrin Akter',
          nameBn: '',
        });
      case 'GET /api/class-teachers':
        return jsonResponse(state.classTeachers);
      case 'GET /api/sms/gateway':
        return jsonResponse(state.gateway);
      case 'POST /api/sms/gateway/resume':
        state.gateway = { ...state.gateway, stopped: null };
        return jsonResponse(state.gateway);
      case 'GET /api/sms/batches':
        return jsonResponse({ items: state.batches, gateway: state.gateway });
      case 'POST /api/sms/preview':
        return jsonResponse(previewOf(req.body as SmsPreviewInput, state.gateway));
      case 'POST /api/sms/batches': {
        const body = req.body as SmsPreviewInput & { clientKey: string };
        const made = batch(100 + state.batches.length, {
          textEn: body.message.kind === 'text' ? (body.message.textEn ?? '') : '',
          textBn: body.message.kind === 'text' ? (body.message.textBn ?? '') : '',
          counts: { queued: 120, sending: 0, sent: 0, delivered: 0, failed: 0, cancelled: 0 },
          costPoisha: 0,
        });
        state.batches = [made, ...state.batches];
        return jsonResponse(made, 201);
      }
      case 'GET /api/sms/opt-outs':
        return jsonResponse({ items: state.optOuts });
      case 'POST /api/sms/opt-outs': {
        const { phone, note } = req.body as { phone: string; note: string };
        const shown = `0${phone.slice(3, 7)}-${phone.slice(7)}`;
        if (state.optOuts.some((o) => o.phone === shown))
          return jsonResponse(
            {
              error: {
                code: 'sms_opted_out',
                message: 'This number is already on the no-SMS list.',
              },
            },
            409,
          );
        const made = { id: uuid(90), phone: shown, note, createdAt: '2026-05-04T05:00:00.000Z' };
        state.optOuts = [made, ...state.optOuts];
        return jsonResponse(made, 201);
      }
      case 'GET /api/sms/demo-phones':
        return jsonResponse(state.demo);
      case 'GET /api/sms/draft':
        return jsonResponse({
          textEn: 'Our School: notice: Election holiday https://school.example/notice/1',
          textBn: 'আমাদের বিদ্যালয়: নোটিশ: নির্বাচনের ছুটি https://school.example/notice/1',
        });
      case 'GET /api/notices':
        return jsonResponse({ items: [NOTICE], total: 1, page: 0, size: 20 });
      case 'GET /api/exams':
        return jsonResponse(EXAMS);
      case 'GET /api/admission-periods':
        return jsonResponse({ items: [PERIOD] });
      case 'GET /api/students':
        return jsonResponse({
          items: req.url.searchParams.get('q') === 'Arif' ? state.students : [],
          total: 1,
          page: 0,
          size: 20,
          sections: [],
        });
    }
    const detail = /^\/api\/sms\/batches\/([^/]+)(\/cancel)?$/.exec(req.path);
    const found = detail && state.batches.find((b) => b.id === detail[1]);
    if (found && req.method === 'GET') return jsonResponse({ ...found, failures: FAILURES });
    if (found && detail[2]) {
      const cancelled = {
        ...found,
        cancelledAt: '2026-05-04T06:00:00.000Z',
        counts: { ...found.counts, queued: 0, cancelled: found.counts.queued },
      };
      state.batches = state.batches.map((b) => (b.id === found.id ? cancelled : b));
      return jsonResponse(cancelled);
    }
    const optOut = /^\/api\/sms\/opt-outs\/(.+)$/.exec(req.path);
    if (optOut && req.method === 'DELETE') {
      state.optOuts = state.optOuts.filter((o) => o.id !== optOut[1]);
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
  mockApiRoutes(server, { seen, answer });
  const user = userEvent.setup();
  renderWithToasts(<SmsRoute />, { route: '/dashboard/sms' });
  return { user, log, all, state };
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const compose = () => region('Write a message');
const sendButton = () => within(compose()).getByRole('button', { name: /^Send/ });
const previewRegion = () => within(compose()).queryByRole('region', { name: 'Before sending' });
/** A list's own items (not those of the lists inside them: a message's badges). */
const messagesOf = (list: HTMLElement) => Array.from(list.children) as HTMLElement[];
const writes = (log: ApiCall[], route: string) =>
  log.filter((r) => `${r.method} ${r.path}` === route);

describe('the SMS screen (issue 47)', () => {
  it('enables Send only after Check shows the preview of these very inputs; an edit hides it', async () => {
    const { user, log } = serve();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SMS to guardians and teachers' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('SMS');
    expect(sendButton()).toBeDisabled();

    const english = within(compose()).getByLabelText('Message in English');
    await user.type(english, 'School is closed tomorrow.');
    // The live counter is read with the box.
    expect(describedText(english)).toBe(
      '26 characters · 1 part (English letters: 160 per SMS, 153 each when split)',
    );
    const bangla = within(compose()).getByLabelText('Message in Bangla');
    await user.click(bangla);
    await user.paste('আগামীকাল বিদ্যালয় বন্ধ।');
    expect(sendButton()).toBeDisabled();
    expect(previewRegion()).toBeNull();

    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const preview = await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(preview).toHaveTextContent('120 recipients');
    expect(preview).toHaveTextContent('120 SMS parts in all');
    // 120 parts at 35 poisha.
    expect(preview).toHaveTextContent('Cost: Tk 42.00');
    expect(preview).toHaveTextContent('In English, to 20 recipients');
    expect(preview).toHaveTextContent('In Bangla, to 100 recipients');
    expect(within(preview).getByText('আগামীকাল বিদ্যালয় বন্ধ।')).toHaveAttribute('lang', 'bn');
    expect(preview).toHaveTextContent('3 get nothing:');
    expect(preview).toHaveTextContent('No mobile number: 1');
    expect(preview).toHaveTextContent('Not a valid mobile number: 1');
    expect(preview).toHaveTextContent('Asked for no SMS: 1');
    expect(preview).toHaveTextContent('Imran Hossain · Not a valid mobile number');
    expect(preview).toHaveTextContent(
      '4 recipients share a mobile number with another (two children of one guardian): each number gets one SMS.',
    );
    expect(preview).toHaveTextContent(
      'This month: Tk 42.70 sent and Tk 0.00 waiting, of a limit of Tk 1,000.00.',
    );
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveAccessibleName('Send to 120 recipients');
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'guardians', classes: [] },
        message: {
          kind: 'text',
          textEn: 'School is closed tomorrow.',
          textBn: 'আগামীকাল বিদ্যালয় বন্ধ।',
          from: null,
        },
      },
    ]);

    // One letter more: the preview is of another message.
    await user.type(english, '!');
    expect(previewRegion()).toBeNull();
    expect(sendButton()).toBeDisabled();
    // Back as it was checked: the same message again, its check still stands.
    await user.type(english, '{Backspace}');
    expect(previewRegion()).not.toBeNull();
    expect(sendButton()).toBeEnabled();
    // Another audience hides it too.
    await user.click(within(compose()).getByRole('radio', { name: 'All teachers' }));
    expect(previewRegion()).toBeNull();
    expect(sendButton()).toBeDisabled();
    expect(writes(log, 'POST /api/sms/batches')).toEqual([]);
  });

  it('says what is missing beside its field, and asks nothing until it is there', async () => {
    const { user, log } = serve();
    await user.click(await screen.findByRole('radio', { name: 'Guardians of chosen classes' }));
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const classes = within(compose()).getByRole('group', { name: 'Classes' });
    await waitFor(() => expect(describedText(classes)).toContain('Choose at least one class'));
    expect(describedText(within(compose()).getByLabelText('Message in English'))).toContain(
      'Write the message in English or in Bangla',
    );
    expect(log).toEqual([]);

    await user.click(within(classes).getByRole('checkbox', { name: 'Class Nine (ix)' }));
    await user.click(within(classes).getByRole('checkbox', { name: 'Class Six (vi)' }));
    await user.type(
      within(classes).getByRole('textbox', { name: 'Section of class Six (vi) (optional)' }),
      'B',
    );
    // Bangla alone is a message: the English box's error goes.
    const bangla = within(compose()).getByLabelText('Message in Bangla');
    await user.click(bangla);
    await user.paste('কাল অভিভাবক সভা।');
    await waitFor(() =>
      expect(describedText(within(compose()).getByLabelText('Message in English'))).not.toContain(
        'Write the message',
      ),
    );
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: {
          kind: 'guardians',
          classes: [
            { grade: 'vi', section: 'B' },
            { grade: 'ix', section: '' },
          ],
        },
        message: { kind: 'text', textEn: '', textBn: 'কাল অভিভাবক সভা।', from: null },
      },
    ]);
  });

  it('sends a retry of the same message with the same key, and the next message with a new one', async () => {
    let failNext = true;
    const { user, log } = serve({}, (req) => {
      if (req.method === 'POST' && req.path === '/api/sms/batches' && failNext) {
        failNext = false;
        return jsonResponse({ error: { code: 'internal_error', message: 'Boom' } }, 500);
      }
      return undefined;
    });
    const english = await screen.findByLabelText('Message in English');
    await user.type(english, 'Exams start on Sunday.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    await user.click(sendButton());
    expect(await within(compose()).findByRole('alert')).toHaveTextContent(
      'The message was not sent. Something went wrong on the server. Please try again.',
    );
    // Nothing changed: the preview stands and Send tries again.
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(await screen.findByText('The message is on its way')).toBeInTheDocument();
    // The form starts again, and the list shows the new message on its way.
    await waitFor(() => expect(english).toHaveValue(''));
    expect(previewRegion()).toBeNull();
    const sent = messagesOf(
      screen.getByRole('list', { name: 'The messages sent, newest first' }),
    )[0]!;
    await waitFor(() => expect(sent).toHaveTextContent('Exams start on Sunday.'));
    expect(sent).toHaveTextContent('Waiting: 120');

    const [first, retry] = writes(log, 'POST /api/sms/batches').map(
      (r) => (r.body as { clientKey: string }).clientKey,
    );
    expect(first).toMatch(UUID_V4);
    expect(retry).toBe(first);

    await user.type(english, 'Exams start on Sunday.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    await user.click(sendButton());
    await waitFor(() => expect(writes(log, 'POST /api/sms/batches')).toHaveLength(3));
    const next = (writes(log, 'POST /api/sms/batches')[2]!.body as { clientKey: string }).clientKey;
    expect(next).toMatch(UUID_V4);
    expect(next).not.toBe(first);
  });

  it('says why the server refused to send, from its code, in the reader’s language', async () => {
    await setLanguage('bn');
    const { user } = serve({}, (req) =>
      req.method === 'POST' && req.path === '/api/sms/batches'
        ? jsonResponse(
            { error: { code: 'sms_cap_reached', message: 'Over the cap (English).' } },
            409,
          )
        : undefined,
    );
    const english = await screen.findByLabelText('ইংরেজিতে বার্তা');
    await user.type(english, 'Exams start on Sunday.');
    const form = region('বার্তা লিখুন');
    await user.click(within(form).getByRole('button', { name: 'যাচাই করুন' }));
    const preview = await within(form).findByRole('region', { name: 'পাঠানোর আগে' });
    expect(preview).toHaveTextContent('খরচ: ৭.০০ টাকা');
    await user.click(within(form).getByRole('button', { name: '১২০ জন প্রাপককে পাঠান' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `বার্তাটি পাঠানো যায়নি। ${bn.apiErrors.sms_cap_reached}`,
    );
    expect(screen.queryByText(/Over the cap/)).toBeNull();
  });

  it('warns before sending: no gateway set up, a stopped one, the month’s limit', async () => {
    const { user } = serve({ gateway: { ...GATEWAY, provider: null } });
    expect(
      await within(await screen.findByRole('region', { name: 'SMS gateway' })).findByText(
        'SMS is not set up on this site; see the deploy guide.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message in English'), 'Hello');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const preview = await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(within(preview).getByRole('alert')).toHaveTextContent(
      'SMS is not set up on this site; see the deploy guide.',
    );
    expect(sendButton()).toBeDisabled();
  });

  it('warns that a message would pass the month’s limit, and does not let it go', async () => {
    const { user } = serve({
      gateway: {
        ...GATEWAY,
        stopped: STOPPED,
        month: { ...GATEWAY.month, spentPoisha: 99000, queuedPoisha: 900 },
      },
    });
    await user.type(await screen.findByLabelText('Message in English'), 'Hello');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const preview = await within(compose()).findByRole('region', { name: 'Before sending' });
    const alerts = within(preview)
      .getAllByRole('alert')
      .map((a) => a.textContent);
    expect(alerts).toEqual([
      'Sending is stopped (The gateway’s balance is used up): this message waits until sending resumes.',
      'This message would go past the month’s limit, so it cannot be sent: send to fewer, or raise the limit.',
    ]);
    expect(sendButton()).toBeDisabled();
  });

  it('lists the sent messages with counts and cost, and why numbers failed, in Bangla for a Bangla reader', async () => {
    await setLanguage('bn');
    const { user } = serve({ batches: [batch(1, { source: 'notice' })] });
    const list = await screen.findByRole('list', { name: 'পাঠানো বার্তা, নতুনগুলো আগে' });
    const first = messagesOf(list)[0]!;
    expect(first).toHaveTextContent('নির্বাচনের জন্য আগামীকাল বিদ্যালয় বন্ধ থাকবে।');
    expect(first).not.toHaveTextContent('School is closed');
    expect(first).toHaveTextContent('নোটিশ থেকে');
    expect(first).toHaveTextContent('সব অভিভাবক');
    expect(first).toHaveTextContent('৪ মে ২০২৬, ১০:০৫');
    expect(first).toHaveTextContent('পাঠিয়েছেন Rokeya Begum');
    expect(first).toHaveTextContent('পাঠানো হয়েছে: ১০টি');
    expect(first).toHaveTextContent('পৌঁছেছে: ১০০টি');
    expect(first).toHaveTextContent('ব্যর্থ: ২টি');
    expect(first).not.toHaveTextContent('অপেক্ষায়');
    expect(first).toHaveTextContent('খরচ: ৭৭.০০ টাকা');

    const open = within(first).getByRole('button', { name: 'বিস্তারিত' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const failed = await within(first).findByRole('heading', { name: 'যেসব নম্বরে পৌঁছায়নি' });
    const detail = failed.parentElement!;
    expect(detail).toHaveTextContent('Arif Hossain · ০১৭১২-৩৪৫৬৭৮গেটওয়ে নম্বরটি গ্রহণ করেনি');
    expect(detail).toHaveTextContent(
      'পাঠানোর সময় সার্ভার থেমে গিয়েছিল; বার্তাটি গেছে কি না গেটওয়ে বলতে পারে না, তাই আবার পাঠানো হয়নি',
    );
    expect(detail).not.toHaveTextContent('invalid_number');
    // Nothing waits: nothing to cancel.
    expect(within(detail).queryByRole('button', { name: /বাতিল/ })).toBeNull();
  });

  it('shows an English reader the English words, who each was for, and every failure reason in words', async () => {
    const { user } = serve({
      batches: [
        batch(1),
        batch(3, {
          audience: {
            kind: 'guardians',
            classes: [
              { grade: 'vi', section: 'B' },
              { grade: 'ix', section: '' },
            ],
          },
          audienceName: 'Six B, Nine',
        }),
        batch(4, {
          source: 'lottery',
          textEn: 'Our School: application ADM-0000-0000 was selected.',
          audience: { kind: 'applicants', periodId: PERIOD.id },
          audienceName: 'Six 2027',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'The messages sent, newest first' });
    const [first, second, third] = messagesOf(list) as [HTMLElement, HTMLElement, HTMLElement];
    expect(second).toHaveTextContent('Guardians of class Six (vi) B, Nine (ix) · 4 May 2026');
    expect(third).toHaveTextContent('Lottery outcome');
    await waitFor(() =>
      expect(third).toHaveTextContent('Applicants to class Six (vi), 2027 · 4 May 2026'),
    );
    expect(first).toHaveTextContent('School is closed tomorrow for the election.');
    expect(first).toHaveTextContent('All guardians · 4 May 2026, 10:05 · by Rokeya Begum');
    expect(first).toHaveTextContent('Cost: Tk 77.00');
    await user.click(within(first).getByRole('button', { name: 'Details' }));
    expect(await within(first).findByText('The gateway refused the number')).toBeInTheDocument();
    expect(
      within(first).getByText(
        'The server stopped while sending; the gateway cannot say whether it went, so it was not sent again',
      ),
    ).toBeInTheDocument();
  });

  it('cancels what is not sent only after asking', async () => {
    const waiting = batch(2, {
      counts: { queued: 50, sending: 0, sent: 70, delivered: 0, failed: 0, cancelled: 0 },
    });
    const { user, log } = serve({ batches: [waiting] });
    const list = await screen.findByRole('list', { name: 'The messages sent, newest first' });
    const first = messagesOf(list)[0]!;
    expect(first).toHaveTextContent('Waiting: 50');
    await user.click(within(first).getByRole('button', { name: 'Details' }));
    await user.click(await within(first).findByRole('button', { name: 'Cancel what is not sent' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel what is not sent yet?' });
    expect(dialog).toHaveTextContent(
      '50 messages still waiting will not be sent. What has gone stays sent.',
    );
    expect(writes(log, `POST /api/sms/batches/${waiting.id}/cancel`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep sending' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(log, `POST /api/sms/batches/${waiting.id}/cancel`)).toEqual([]);

    await user.click(within(first).getByRole('button', { name: 'Cancel what is not sent' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel what is not sent yet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel what is not sent' }));
    expect(await screen.findByText('What was not sent is cancelled')).toBeInTheDocument();
    expect(writes(log, `POST /api/sms/batches/${waiting.id}/cancel`)).toHaveLength(1);
    await waitFor(() => expect(first).toHaveTextContent('Cancelled: 50'));
    expect(first).not.toHaveTextContent('Waiting');
  });

  it('keeps the no-SMS list: a wrong number is refused beside its field, a good one added, one removed after asking', async () => {
    const { user, log } = serve();
    const list = await screen.findByRole('region', { name: 'Numbers that get no SMS' });
    expect(await within(list).findByText('No number is on the list.')).toBeInTheDocument();
    const phone = within(list).getByLabelText('Mobile number');
    await user.type(phone, '017123');
    await user.click(within(list).getByRole('button', { name: 'Add to the list' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(phone)).toBe(
      'For example 01712345678 | Enter a mobile number like 01712345678',
    );
    expect(writes(log, 'POST /api/sms/opt-outs')).toEqual([]);

    await user.clear(phone);
    // As an office writes it, in Bangla digits: stored as the gateway's number.
    await user.type(phone, '০১৭১২-৩৪৫৬৭৮');
    await user.type(within(list).getByLabelText('Note (optional)'), 'Father asked, 4 May');
    await user.click(within(list).getByRole('button', { name: 'Add to the list' }));
    expect(
      await screen.findByText('The number is on the list: it gets no SMS'),
    ).toBeInTheDocument();
    expect(writes(log, 'POST /api/sms/opt-outs').map((r) => r.body)).toEqual([
      { phone: '8801712345678', note: 'Father asked, 4 May' },
    ]);
    const numbers = await within(list).findByRole('list', { name: 'The numbers that get no SMS' });
    expect(numbers).toHaveTextContent('01712-345678');
    expect(numbers).toHaveTextContent('Father asked, 4 May');
    expect(phone).toHaveValue('');

    // The same number again: the server's refusal is said at the field.
    await user.type(phone, '+880 1712 345678');
    await user.click(within(list).getByRole('button', { name: 'Add to the list' }));
    await waitFor(() => expect(describedText(phone)).toContain(enPages.apiErrors.sms_opted_out));

    await user.click(within(numbers).getByRole('button', { name: 'Remove: 01712-345678' }));
    const dialog = screen.getByRole('dialog', { name: 'Send SMS to this number again?' });
    expect(writes(log, `DELETE /api/sms/opt-outs/${uuid(90)}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The number is off the list')).toBeInTheDocument();
    expect(writes(log, `DELETE /api/sms/opt-outs/${uuid(90)}`)).toHaveLength(1);
    expect(await within(list).findByText('No number is on the list.')).toBeInTheDocument();
  });

  it('shows a stopped gateway in red with why, and resumes sending', async () => {
    const { user, log } = serve({ gateway: { ...GATEWAY, stopped: STOPPED } });
    const panel = await screen.findByRole('region', { name: 'SMS gateway' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveClass('alert-error');
    expect(alert).toHaveTextContent('SMS sending is stopped');
    expect(alert).toHaveTextContent('Since 4 May 2026, 09:00: The gateway’s balance is used up');
    expect(alert).toHaveTextContent('Top up the gateway’s balance, then resume sending.');
    expect(panel).toHaveTextContent('Gateway: BulkSMSBD');
    expect(panel).toHaveTextContent('Balance: Tk 1,250.00 (checked 4 May 2026, 09:00)');
    expect(panel).toHaveTextContent('This month (May 2026): Tk 42.70 sent, Tk 0.00 waiting');
    expect(panel).toHaveTextContent('Monthly limit: Tk 1,000.00');
    await user.click(within(alert).getByRole('button', { name: 'Resume sending' }));
    expect(await screen.findByText('Sending resumed')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
    expect(writes(log, 'POST /api/sms/gateway/resume')).toHaveLength(1);
  });

  it('shows what the demo phones received, as message bubbles, only with the demo gateway', async () => {
    const demo: SmsDemoPhones = {
      items: [
        {
          phone: '01712-345678',
          name: 'Arif Hossain',
          messages: [
            { text: 'Second message', at: '2026-05-04T05:00:00.000Z' },
            { text: 'First message', at: '2026-05-04T04:00:00.000Z' },
          ],
        },
      ],
    };
    serve({ gateway: { ...GATEWAY, provider: 'fake' }, demo });
    const section = await screen.findByRole('region', { name: 'What the demo phones received' });
    const phone = await within(section).findByRole('listitem', {
      name: 'The phone of Arif Hossain, 01712-345678',
    });
    // As a phone shows them: the oldest on top.
    expect(
      within(phone)
        .getAllByText(/message$/)
        .map((m) => m.textContent),
    ).toEqual(['First message', 'Second message']);
    expect(screen.getByText('Gateway: Demo gateway (no real SMS)')).toBeInTheDocument();
  });

  it('asks the demo phones again on Refresh, the button staying usable while it asks', async () => {
    const first = { text: 'First message', at: '2026-05-04T04:00:00.000Z' };
    const phone = (messages: (typeof first)[]) => ({
      items: [{ phone: '01712-345678', name: 'Arif Hossain', messages }],
    });
    let asked = 0;
    let answerSecond: () => void = () => undefined;
    const { user } = serve(
      { gateway: { ...GATEWAY, provider: 'fake' }, demo: phone([first]) },
      (req) => {
        if (req.path !== '/api/sms/demo-phones' || ++asked === 1) return undefined;
        return new Promise<Response>((done) => {
          answerSecond = () =>
            done(
              jsonResponse(
                phone([first, { text: 'Second message', at: '2026-05-04T05:00:00.000Z' }]),
              ),
            );
        });
      },
    );
    const section = await screen.findByRole('region', { name: 'What the demo phones received' });
    await within(section).findByText('First message');
    const refresh = within(section).getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    expect(refresh).toBeEnabled();
    answerSecond();
    expect(await within(section).findByText('Second message')).toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'));
    expect(asked).toBe(2);
  });

  it('has no demo phones with a real gateway, and does not ask for them', async () => {
    const { all } = serve();
    await screen.findByText('Gateway: BulkSMSBD');
    expect(screen.queryByRole('region', { name: 'What the demo phones received' })).toBeNull();
    expect(all.some((r) => r.path === '/api/sms/demo-phones')).toBe(false);
  });

  it('starts a message from a notice: both boxes filled, editable, and the batch remembers it', async () => {
    const { user, log } = serve();
    const start = await screen.findByLabelText('Start from');
    await waitFor(() =>
      expect(within(start).getByRole('option', { name: /Election holiday/ })).toBeInTheDocument(),
    );
    // Only exams with published results are offered.
    expect(
      within(start).getByRole('option', { name: 'Half-Yearly Examination 2026' }),
    ).toBeInTheDocument();
    expect(within(start).queryByRole('option', { name: 'Annual Examination 2026' })).toBeNull();
    await user.selectOptions(start, `notice:${NOTICE.id}`);
    const english = screen.getByLabelText('Message in English');
    await waitFor(() =>
      expect(english).toHaveValue(
        'Our School: notice: Election holiday https://school.example/notice/1',
      ),
    );
    expect(screen.getByLabelText('Message in Bangla')).toHaveValue(
      'আমাদের বিদ্যালয়: নোটিশ: নির্বাচনের ছুটি https://school.example/notice/1',
    );
    expect(log.map((r) => `${r.path}${r.url.search}`)).toEqual([
      `/api/sms/draft?source=notice&id=${NOTICE.id}`,
    ]);
    await user.type(english, ' Come on time.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'guardians', classes: [] },
        message: {
          kind: 'text',
          textEn:
            'Our School: notice: Election holiday https://school.example/notice/1 Come on time.',
          textBn: 'আমাদের বিদ্যালয়: নোটিশ: নির্বাচনের ছুটি https://school.example/notice/1',
          from: { source: 'notice', id: NOTICE.id },
        },
      },
    ]);
  });

  it('sends to one student’s guardian, found by a search', async () => {
    const { user, log } = serve();
    await user.click(await screen.findByRole('radio', { name: 'One person' }));
    await user.type(screen.getByLabelText('Message in English'), 'Please meet the head teacher.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const search = within(compose()).getByRole('searchbox', { name: 'Search' });
    await waitFor(() =>
      expect(describedText(search)).toBe('Search for the person and choose them'),
    );
    await user.type(search, 'Arif');
    await user.click(
      await within(compose()).findByRole('button', {
        name: 'Choose Arif Hossain (Class Six (vi), roll 1)',
      }),
    );
    expect(within(compose()).getByText('Gets it: The guardian of Arif Hossain')).toBeVisible();
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'person', userId: ARIF.id },
        message: { kind: 'text', textEn: 'Please meet the head teacher.', textBn: '', from: null },
      },
    ]);
  });

  it('sends the applicants of an admission period a template written for each family', async () => {
    const { user, log } = serve();
    await user.click(
      await screen.findByRole('radio', { name: 'Applicants of an admission period' }),
    );
    expect(screen.queryByLabelText('Message in English')).toBeNull();
    const period = within(compose()).getByLabelText('Admission period');
    await waitFor(() =>
      expect(
        within(period).getByRole('option', {
          name: 'Class Six (vi): 1 January 2027 to 31 January 2027',
        }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(period, PERIOD.id);
    await user.click(within(compose()).getByRole('radio', { name: 'Lottery outcome' }));
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const preview = await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(preview).toHaveTextContent('A sample: each family’s message has their own details.');
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'applicants', periodId: PERIOD.id },
        message: { kind: 'admission', template: 'lottery' },
      },
    ]);
  });
});

/** Another teacher, class teacher of the classes that are not ME's. */
const OTHER = uuid(81);
const NO_SECTIONS = { vi: [], vii: [], viii: [], ix: [], x: [] };

/**
 * ME is class teacher of the whole of Six (and, covered by it, of Six A) and of Nine B;
 * OTHER of Seven and of Nine A.
 */
const CLASS_TEACHERS: ClassTeachers = {
  items: [
    { grade: 'vi', section: '', teacherId: ME, teacherName: 'Nasrin Akter' },
    { grade: 'vi', section: 'A', teacherId: ME, teacherName: 'Nasrin Akter' },
    { grade: 'vii', section: '', teacherId: OTHER, teacherName: 'Kamal Uddin' },
    { grade: 'ix', section: 'A', teacherId: OTHER, teacherName: 'Kamal Uddin' },
    { grade: 'ix', section: 'B', teacherId: ME, teacherName: 'Nasrin Akter' },
  ],
  sections: { ...NO_SECTIONS, vi: ['A', 'B'], ix: ['A', 'B'] },
  unsectioned: [],
};

/** The composer's region, once the session has said who is signed in. */
const composeShown = () => screen.findByRole('region', { name: 'Write a message' });

const teacherServe = (over: Partial<State> = {}) =>
  serve({
    role: 'teacher',
    // The demo gateway, stopped: the office would see its phones and Resume.
    gateway: { ...GATEWAY, provider: 'fake', stopped: STOPPED },
    demo: {
      items: [{ phone: '01712-345678', name: 'Arif Hossain', messages: [{ text: 'Hi', at: '' }] }],
    },
    classTeachers: CLASS_TEACHERS,
    batches: [],
    ...over,
  });

describe('the SMS screen of a class teacher (issues 47 and 48)', () => {
  it('offers only their classes’ guardians and one of their students, nothing of the office’s', async () => {
    const { log, all } = teacherServe();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SMS to your classes’ guardians' }),
    ).toBeInTheDocument();
    const audience = await within(compose()).findByRole('group', { name: 'Who gets it' });
    expect(
      within(audience)
        .getAllByRole('radio')
        .map((r) => [r.getAttribute('value'), (r as HTMLInputElement).checked]),
    ).toEqual([
      ['mine', true],
      ['person', false],
    ]);
    expect(within(audience).getByRole('radio', { name: 'Guardians of my classes' })).toBeChecked();
    const classes = within(compose()).getByRole('group', { name: 'My classes' });
    // The whole of Six once (its section A is in it), and Nine B: not Seven, not Nine A.
    expect(
      within(classes)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent),
    ).toEqual(['Class Six (vi)', 'Class Nine (ix), section B']);

    // Start from a notice only: exams' results are the office's.
    const start = within(compose()).getByLabelText('Start from');
    await waitFor(() =>
      expect(within(start).getByRole('option', { name: /Election holiday/ })).toBeInTheDocument(),
    );
    expect(within(start).queryByRole('group', { name: 'Published exam results' })).toBeNull();

    // None of the office's: the gateway, Resume, the no-SMS list, the demo phones.
    expect(screen.queryByRole('region', { name: 'SMS gateway' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume sending' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Numbers that get no SMS' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What the demo phones received' })).toBeNull();
    expect(await screen.findByText('You have not sent a message yet.')).toBeInTheDocument();
    const asked = all.map((r) => r.path);
    for (const path of [
      '/api/sms/gateway',
      '/api/sms/opt-outs',
      '/api/sms/demo-phones',
      '/api/exams',
      '/api/admission-periods',
      '/api/teacher-accounts',
    ])
      expect(asked, path).not.toContain(path);
    expect(log).toEqual([]);
  });

  it('sends to the guardians of the classes ticked, a whole class’s section as written', async () => {
    const { user, log } = teacherServe();
    const english = await screen.findByLabelText('Message in English');
    await user.type(english, 'Parents’ meeting on Sunday.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const classes = within(compose()).getByRole('group', { name: 'My classes' });
    await waitFor(() => expect(describedText(classes)).toContain('Choose at least one class'));
    expect(writes(log, 'POST /api/sms/preview')).toEqual([]);

    await user.click(within(classes).getByRole('checkbox', { name: 'Class Nine (ix), section B' }));
    // A section row has no box of its own; the whole class's has one.
    expect(within(classes).queryByRole('textbox')).toBeNull();
    await user.click(within(classes).getByRole('checkbox', { name: 'Class Six (vi)' }));
    await user.type(
      within(classes).getByRole('textbox', { name: 'Section of class Six (vi) (optional)' }),
      'A',
    );
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    const preview = await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(preview).toHaveTextContent('120 recipients');
    // The school's spending is the office's.
    expect(preview).not.toHaveTextContent('This month');
    await user.click(sendButton());
    expect(await screen.findByText('The message is on its way')).toBeInTheDocument();
    const audience = {
      kind: 'guardians',
      classes: [
        { grade: 'vi', section: 'A' },
        { grade: 'ix', section: 'B' },
      ],
    };
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience,
        message: { kind: 'text', textEn: 'Parents’ meeting on Sunday.', textBn: '', from: null },
      },
    ]);
    const [sent] = writes(log, 'POST /api/sms/batches').map((r) => r.body);
    expect(sent).toEqual({
      audience,
      message: { kind: 'text', textEn: 'Parents’ meeting on Sunday.', textBn: '', from: null },
      clientKey: expect.stringMatching(UUID_V4),
    });
    // The form starts again on their classes.
    await waitFor(() => expect(english).toHaveValue(''));
    expect(within(compose()).getByRole('radio', { name: 'Guardians of my classes' })).toBeChecked();
  });

  it('sends to the whole class when its section is left empty', async () => {
    const { user, log } = teacherServe();
    const classes = await within(await composeShown()).findByRole('group', { name: 'My classes' });
    await user.click(within(classes).getByRole('checkbox', { name: 'Class Six (vi)' }));
    await user.type(screen.getByLabelText('Message in English'), 'Sports day.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'guardians', classes: [{ grade: 'vi', section: '' }] },
        message: { kind: 'text', textEn: 'Sports day.', textBn: '', from: null },
      },
    ]);
  });

  it('offers one student of their section only, searched in it, and no teacher', async () => {
    const rafi = emptyProfile({
      id: uuid(71),
      loginId: 'rafi',
      name: 'Arif Rahman',
      grade: 'vi',
      section: 'B',
      roll: '2',
    });
    const { user, log, all } = teacherServe({
      classTeachers: {
        items: [{ grade: 'vi', section: 'A', teacherId: ME, teacherName: 'Nasrin Akter' }],
        sections: { ...NO_SECTIONS, vi: ['A', 'B'] },
        unsectioned: [],
      },
      students: [{ ...ARIF, section: 'A' }, rafi],
    });
    const classes = await within(await composeShown()).findByRole('group', { name: 'My classes' });
    expect(
      within(classes)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Class Six (vi), section A']);
    await user.click(within(compose()).getByRole('radio', { name: 'One person' }));
    expect(within(compose()).queryByRole('radio', { name: 'A teacher' })).toBeNull();
    await user.type(within(compose()).getByRole('searchbox', { name: 'Search' }), 'Arif');
    await user.click(
      await within(compose()).findByRole('button', {
        name: 'Choose Arif Hossain (Class Six (vi), roll 1)',
      }),
    );
    // The student of section B was found too, and not offered.
    expect(within(compose()).queryByRole('button', { name: /Arif Rahman/ })).toBeNull();
    expect(all.find((r) => r.path === '/api/students')?.url.search).toBe(
      '?q=Arif&page=0&grade=vi&section=A',
    );
    await user.type(screen.getByLabelText('Message in English'), 'Please come to school.');
    await user.click(within(compose()).getByRole('button', { name: 'Check' }));
    await within(compose()).findByRole('region', { name: 'Before sending' });
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'person', userId: ARIF.id },
        message: { kind: 'text', textEn: 'Please come to school.', textBn: '', from: null },
      },
    ]);
  });

  it('says a teacher of no class is not a class teacher yet, in place of the form, and lists what they sent', async () => {
    const { all } = teacherServe({
      classTeachers: {
        items: [{ grade: 'vii', section: '', teacherId: OTHER, teacherName: 'Kamal Uddin' }],
        sections: NO_SECTIONS,
        unsectioned: [],
      },
    });
    expect(
      await within(await composeShown()).findByText(
        'You are not the class teacher of any class yet. An admin names class teachers on the Class teachers screen.',
      ),
    ).toBeInTheDocument();
    expect(within(compose()).queryByRole('button', { name: 'Check' })).toBeNull();
    expect(within(compose()).queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Message in English')).toBeNull();
    expect(await screen.findByText('You have not sent a message yet.')).toBeInTheDocument();
    expect(all.map((r) => r.path)).toContain('/api/sms/batches');
  });

  it('names a section in Bangla digits for a Bangla reader, and sends to it', async () => {
    await setLanguage('bn');
    const { user, log } = teacherServe({
      classTeachers: {
        items: [{ grade: 'ix', section: '2', teacherId: ME, teacherName: 'Nasrin Akter' }],
        sections: { ...NO_SECTIONS, ix: ['1', '2'] },
        unsectioned: [],
      },
    });
    const classes = await screen.findByRole('group', { name: 'আমার শ্রেণি' });
    expect(screen.getByRole('radio', { name: 'আমার শ্রেণির অভিভাবক' })).toBeChecked();
    // Their one section: the only box, ticked from the start.
    expect(within(classes).getByRole('checkbox', { name: 'নবম শ্রেণি, শাখা ২' })).toBeChecked();
    const bangla = screen.getByLabelText('বাংলায় বার্তা');
    await user.click(bangla);
    await user.paste('কাল অভিভাবক সভা।');
    await user.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    await screen.findByRole('region', { name: 'পাঠানোর আগে' });
    expect(writes(log, 'POST /api/sms/preview').map((r) => r.body)).toEqual([
      {
        audience: { kind: 'guardians', classes: [{ grade: 'ix', section: '2' }] },
        message: { kind: 'text', textEn: '', textBn: 'কাল অভিভাবক সভা।', from: null },
      },
    ]);
  });
});
