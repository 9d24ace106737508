// Makes the demo school's files that need Bangla typesetting, into
// src/server/db/seed/demo-files/ (committed; the seed reads them, src/server/db/seed/demo-file.ts):
//
//   - the class routines and syllabi of classes six to ten, one A4 PDF each, in Bangla;
//   - the academic calendar, a WebP picture in Bangla;
//   - the lines of text on the notices' pictures (the letterhead and each notice's title),
//     transparent PNGs the seed lays on the paper it draws.
//
// Bengali script needs OpenType shaping (conjuncts, vowel signs before their consonant),
// which a hand-written PDF or the server's SVG renderer (without a Bengali font on the
// machine) cannot do, so Chromium sets them, with the site's own self-hosted Noto Sans
// Bengali (@fontsource/noto-sans-bengali), which each PDF embeds. Run after changing a
// notice title, the school's name or a routine:
//
//   npx tsx scripts/make-demo-files.ts
//
// Needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH); a server that runs the
// site needs neither.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  bnDigits,
  DEMO_NOTICES,
  DEMO_YEAR,
  demoDocumentTitle,
  GRADE_BN,
} from '../src/server/db/seed/demo-content.ts';
import { demoFileNames, textPictureName } from '../src/server/db/seed/demo-file.ts';
import { DEMO_SCHOOL } from '../src/server/db/seed/demo-pages.ts';
import { GRADES } from '../src/shared/constants.ts';
import { bnMonths } from '../src/web/locales/bn.ts';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/server/db/seed/demo-files');
const fontDir = path.join(root, 'node_modules/@fontsource/noto-sans-bengali/files');

// --- The font: Noto Sans Bengali's Bengali and Latin subsets, inline.

const RANGES = {
  bengali:
    'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};
const fontFace = (weight: number) =>
  (['bengali', 'latin'] as const)
    .map((subset) => {
      const file = path.join(fontDir, `noto-sans-bengali-${subset}-${weight}-normal.woff2`);
      const data = fs.readFileSync(file).toString('base64');
      return `@font-face { font-family: 'Noto Sans Bengali'; font-weight: ${weight};
  src: url(data:font/woff2;base64,${data}) format('woff2'); unicode-range: ${RANGES[subset]}; }`;
    })
    .join('\n');

/**
 * A page in Noto Sans Bengali alone. A PDF embeds each weight it uses (Chromium keeps some
 * 70 KB of the Bengali font for each, with its shaping tables) and draws a bold made from
 * the regular (font-synthesis) as outlines, larger still: the PDFs have the regular only,
 * and their headings stand out by size and colour. Pictures have regular and bold.
 */
const page = (css: string, body: string, { pdf = false, title = '' } = {}) => `<!doctype html>
<html lang="bn"><head><meta charset="utf-8"><title>${title}</title><style>
${fontFace(400)}
${pdf ? '* { font-weight: 400 !important; font-synthesis: none; }' : fontFace(700)}
* { box-sizing: border-box; }
html, body { margin: 0; font-family: 'Noto Sans Bengali'; color: #1b2733; }
${css}</style></head><body>${body}</body></html>`;

const esc = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const school = DEMO_SCHOOL.name.bn;
const address = 'চর নীলকমল, ভোলা সদর, ভোলা';
const letterhead = `<header class="head">
  <div class="school">${esc(school)}</div>
  <div class="address">${address} · ইআইআইএন (EIIN): ${bnDigits(DEMO_SCHOOL.eiin)} · স্থাপিত ${bnDigits(DEMO_SCHOOL.established)}</div>
</header>`;
const headCss = `
.head { text-align: center; border-bottom: 2px solid #06283D; padding-bottom: 6px; margin-bottom: 10px; }
.school { font-size: 27px; color: #06283D; }
.address { font-size: 12.5px; color: #455A64; }
h1 { font-size: 22px; font-weight: 400; color: #1363DF; text-align: center; margin: 6px 0 2px; }
.sub { text-align: center; font-size: 13px; color: #455A64; margin-bottom: 12px; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #78909C; padding: 5px 6px; vertical-align: middle; }
th { background: #E3F2FD; color: #06283D; }
.foot { display: flex; justify-content: space-between; align-items: flex-end; margin-top: 16px; font-size: 13px; gap: 24px; }
.sign { text-align: center; min-width: 170px; border-top: 1px solid #455A64; padding-top: 3px; margin-top: 28px; }
`;
const signature = `<div class="sign">নুরুন নাহার বেগম<br>প্রধান শিক্ষক</div>`;

// --- Class routines: Saturday to Thursday, seven periods and the tiffin break.

const DAYS = ['শনিবার', 'রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার'];
const PERIODS = [
  ['১ম', 'সকাল ১০:০০–১০:৪৫'],
  ['২য়', '১০:৪৫–১১:৩০'],
  ['৩য়', '১১:৩০–১২:১৫'],
  ['৪র্থ', 'দুপুর ১২:১৫–১:০০'],
  ['৫ম', '১:৪৫–২:৩০'],
  ['৬ষ্ঠ', '২:৩০–৩:১৫'],
  ['৭ম', '৩:১৫–বিকাল ৪:০০'],
];
const TIFFIN_AFTER = 4; // periods before the break (১:০০–১:৪৫)

type Lesson = { subject: string; teacher: string };
/**
 * The seven subject rows of the timetable. Class c has row (period + day + c) % 7 in each
 * period, so two classes never have the same row at once, and as each teacher teaches in
 * one row only, no teacher is in two classrooms at once.
 */
function lesson(row: number, day: number, senior: boolean): Lesson {
  const paper = day % 2 === 0 ? '১ম পত্র' : '২য় পত্র';
  switch (row) {
    case 0:
      return { subject: `বাংলা ${paper}`, teacher: 'ফারজানা ইয়াসমিন' };
    case 1:
      return { subject: `ইংরেজি ${paper}`, teacher: 'শাহানা পারভীন' };
    case 2:
      return { subject: 'গণিত', teacher: 'মো. শফিকুল আলম' };
    case 3:
      if (!senior) return { subject: 'বিজ্ঞান', teacher: 'তাহমিনা আক্তার' };
      return [
        { subject: 'পদার্থবিজ্ঞান', teacher: 'রোকেয়া সুলতানা' },
        { subject: 'রসায়ন', teacher: 'রোকেয়া সুলতানা' },
        { subject: 'জীববিজ্ঞান', teacher: 'তাহমিনা আক্তার' },
      ][day % 3]!;
    case 4:
      return { subject: 'বাংলাদেশ ও বিশ্বপরিচয়', teacher: 'দীপংকর দাস' };
    case 5:
      return { subject: 'ধর্ম ও নৈতিক শিক্ষা', teacher: 'মাওলানা আবদুল কাদের' };
    default:
      return [
        { subject: 'তথ্য ও যোগাযোগ প্রযুক্তি', teacher: 'সুমাইয়া খাতুন' },
        { subject: 'কৃষিশিক্ষা', teacher: 'রফিকুল ইসলাম' },
        { subject: 'শারীরিক শিক্ষা ও স্বাস্থ্য', teacher: 'আবু সাঈদ মোল্লা' },
      ][day % 3]!;
  }
}

function routineHtml(grade: string) {
  const c = GRADES.indexOf(grade as (typeof GRADES)[number]);
  const senior = grade === 'ix' || grade === 'x';
  const head = PERIODS.map(
    ([n, time], p) =>
      `${p === TIFFIN_AFTER ? '<th class="tiffin-head">টিফিন<br><span>১:০০–১:৪৫</span></th>' : ''}<th>${n} পিরিয়ড<br><span>${time}</span></th>`,
  ).join('');
  const rows = DAYS.map((day, d) => {
    const cells = PERIODS.map((_, p) => {
      const l = lesson((p + d + c) % 7, d, senior);
      const tiffin =
        p === TIFFIN_AFTER && d === 0
          ? `<td class="tiffin" rowspan="${DAYS.length}">টিফিন ও নামাজের বিরতি</td>`
          : '';
      return `${tiffin}<td><b>${l.subject}</b><br><span>${l.teacher}</span></td>`;
    }).join('');
    return `<tr><th>${day}</th>${cells}</tr>`;
  }).join('\n');
  return page(
    `${headCss}
@page { size: A4 landscape; margin: 12mm; }
td, th { font-size: 13px; text-align: center; padding: 6px 4px; line-height: 1.35; }
th span, td span { font-size: 11px; color: #455A64; }
td b { color: #06283D; }
td.tiffin { writing-mode: vertical-rl; background: #FFF8E1; color: #06283D; width: 44px; font-size: 15px; }
th.tiffin-head { background: #FFF8E1; width: 44px; }
tbody th { width: 96px; }
ul { margin: 0; padding-left: 18px; }`,
    `${letterhead}
<h1>${demoDocumentTitle('routine', grade)}</h1>
<div class="sub">১ জানুয়ারি ${bnDigits(DEMO_YEAR)} থেকে কার্যকর · ${GRADE_BN[grade]} শ্রেণি${senior ? ' (বিজ্ঞান বিভাগ)' : ''}</div>
<table><thead><tr><th>বার</th>${head}</tr></thead><tbody>
${rows}
</tbody></table>
<div class="foot"><ul>
  <li>প্রতিদিন সকাল ৯:৪৫-এ সমাবেশ (অ্যাসেম্বলি); সবাইকে সময়মতো উপস্থিত থাকতে হবে।</li>
  <li>শুক্রবার সাপ্তাহিক ছুটি। রুটিন বদলালে নোটিশ বোর্ডে জানানো হবে।</li>
  ${senior ? '<li>মানবিক ও ব্যবসায় শিক্ষা বিভাগের বিভাগীয় বিষয়ের ক্লাস বিজ্ঞানের পিরিয়ডে পাশের কক্ষে হবে।</li>' : ''}
</ul>${signature}</div>`,
    { pdf: true, title: demoDocumentTitle('routine', grade) },
  );
}

// --- Syllabi: each subject's marks and what the half-yearly and annual (or test) exams cover.

function syllabusRows(grade: string): [string, number, string, string][] {
  const senior = grade === 'ix' || grade === 'x';
  const c = GRADES.indexOf(grade as (typeof GRADES)[number]);
  const whole = grade === 'x' ? 'সম্পূর্ণ বই (এসএসসির পাঠ্যসূচি)' : 'সম্পূর্ণ বই';
  const bangla: [string, number, string, string][] = [
    [
      'বাংলা ১ম পত্র',
      100,
      senior ? 'গদ্য ১–৭, কবিতা ১–৮, উপন্যাস' : 'গদ্য ১–৫, কবিতা ১–৫, দ্রুতপঠন (প্রথম অর্ধেক)',
      whole,
    ],
    [
      'বাংলা ২য় পত্র',
      100,
      'ব্যাকরণ: ধ্বনি ও বর্ণ, সন্ধি, শব্দ; পত্রলিখন, অনুচ্ছেদ, রচনা',
      `${whole}; ভাবসম্প্রসারণ, সারাংশ, আবেদনপত্র, রচনা`,
    ],
    ['ইংরেজি ১ম পত্র', 100, 'English For Today: Units 1–6', `${whole}: Units 1–12`],
    [
      'ইংরেজি ২য় পত্র',
      100,
      'Grammar: parts of speech, tense, articles; paragraph, letter',
      'All grammar items; narration, voice; story, composition',
    ],
  ];
  const rest: [string, number, string, string][] = senior
    ? [
        ['গণিত', 100, 'অধ্যায় ১–৬', whole],
        ['পদার্থবিজ্ঞান', 100, 'অধ্যায় ১–৬', whole],
        ['রসায়ন', 100, 'অধ্যায় ১–৫', whole],
        ['জীববিজ্ঞান', 100, 'অধ্যায় ১–৬', whole],
        ['উচ্চতর গণিত (৪র্থ বিষয়)', 100, 'অধ্যায় ১–৫', whole],
        ['বাংলাদেশ ও বিশ্বপরিচয়', 100, 'অধ্যায় ১–৮', whole],
        ['ধর্ম ও নৈতিক শিক্ষা', 100, 'অধ্যায় ১–৩', whole],
        ['তথ্য ও যোগাযোগ প্রযুক্তি', 50, 'অধ্যায় ১–৩', whole],
      ]
    : [
        ['গণিত', 100, `অধ্যায় ১–${['৫', '৬', '৫'][c]}`, whole],
        ['বিজ্ঞান', 100, `অধ্যায় ১–${['৭', '৬', '৮'][c]}`, whole],
        ['বাংলাদেশ ও বিশ্বপরিচয়', 100, `অধ্যায় ১–${['৬', '৭', '৭'][c]}`, whole],
        ['ধর্ম ও নৈতিক শিক্ষা', 100, 'অধ্যায় ১–৩', whole],
        ['তথ্য ও যোগাযোগ প্রযুক্তি', 50, 'অধ্যায় ১–২', whole],
        ['কৃষিশিক্ষা', 50, 'অধ্যায় ১–২', whole],
        ['শারীরিক শিক্ষা ও স্বাস্থ্য', 50, 'অধ্যায় ১–৩', whole],
      ];
  return [...bangla, ...rest];
}

function syllabusHtml(grade: string) {
  const senior = grade === 'ix' || grade === 'x';
  const second = grade === 'x' ? 'নির্বাচনী (টেস্ট) পরীক্ষা, অক্টোবর' : 'বার্ষিক পরীক্ষা, নভেম্বর–ডিসেম্বর';
  const rows = syllabusRows(grade)
    .map(
      ([subject, marks, half, annual]) =>
        `<tr><th>${subject}</th><td class="n">${bnDigits(marks)}</td><td>${half}</td><td>${annual}</td></tr>`,
    )
    .join('\n');
  return page(
    `${headCss}
@page { size: A4; margin: 14mm; }
td, th { font-size: 13.5px; padding: 8px 9px; }
tbody th { text-align: left; width: 27%; }
td.n { text-align: center; width: 10%; }
ul { margin: 0; padding-left: 18px; }`,
    `${letterhead}
<h1>${demoDocumentTitle('syllabus', grade)}</h1>
<div class="sub">${GRADE_BN[grade]} শ্রেণি${senior ? ' (বিজ্ঞান বিভাগ)' : ''} · জাতীয় শিক্ষাক্রম ও পাঠ্যপুস্তক বোর্ডের (এনসিটিবি) পাঠ্যবই অনুসারে</div>
<table><thead><tr><th>বিষয়</th><th>পূর্ণমান</th><th>অর্ধবার্ষিক পরীক্ষা, জুন</th><th>${second}</th></tr></thead><tbody>
${rows}
</tbody></table>
<div class="foot"><ul>
  <li>প্রতিটি পরীক্ষার সময়সূচি নোটিশ বোর্ডে ও বিদ্যালয়ের ওয়েবসাইটে জানানো হবে।</li>
  ${senior ? '<li>মানবিক ও ব্যবসায় শিক্ষা বিভাগের বিভাগীয় বিষয়ের পাঠ্যসূচি বিষয়শিক্ষকের কাছ থেকে সংগ্রহ করো।</li>' : ''}
  ${grade === 'x' ? `<li>এসএসসি ${bnDigits(DEMO_YEAR + 1)} পরীক্ষার পাঠ্যসূচি শিক্ষা বোর্ডের নির্ধারিত পাঠ্যসূচি অনুযায়ী।</li>` : ''}
</ul>${signature}</div>`,
    { pdf: true, title: demoDocumentTitle('syllabus', grade) },
  );
}

// --- The academic calendar: twelve months from Saturday, Fridays and holidays in red, exams in blue.

/** [first day, last day (inclusive), what, holiday or exam]; religious days depend on the moon. */
const CALENDAR: [string, string, string, 'holiday' | 'exam'][] = [
  ['02-03', '02-03', 'শবে বরাত', 'holiday'],
  ['02-21', '02-21', 'শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস', 'holiday'],
  ['03-18', '03-24', 'পবিত্র ঈদুল ফিতর', 'holiday'],
  ['03-26', '03-26', 'স্বাধীনতা ও জাতীয় দিবস', 'holiday'],
  ['04-14', '04-14', 'পহেলা বৈশাখ', 'holiday'],
  ['05-01', '05-01', 'মে দিবস', 'holiday'],
  ['05-24', '06-04', 'পবিত্র ঈদুল আজহা', 'holiday'],
  ['06-14', '06-25', 'অর্ধবার্ষিক পরীক্ষা', 'exam'],
  ['06-26', '06-26', 'পবিত্র আশুরা', 'holiday'],
  ['08-26', '08-26', 'ঈদে মিলাদুন্নবী (সা.)', 'holiday'],
  ['10-04', '10-15', 'দশম শ্রেণির নির্বাচনী (টেস্ট) পরীক্ষা', 'exam'],
  ['10-18', '10-22', 'শারদীয় দুর্গাপূজা', 'holiday'],
  ['11-30', '12-10', 'বার্ষিক পরীক্ষা (ষষ্ঠ–নবম শ্রেণি)', 'exam'],
  ['12-16', '12-16', 'বিজয় দিবস', 'holiday'],
  ['12-20', '12-31', 'শীতকালীন ছুটি ও বড়দিন', 'holiday'],
];

function calendarHtml(year: number) {
  const mark = new Map<string, 'holiday' | 'exam'>();
  for (const [from, to, , kind] of CALENDAR) {
    for (
      let d = new Date(`${year}-${from}T00:00:00Z`);
      d <= new Date(`${year}-${to}T00:00:00Z`);
      d = new Date(d.getTime() + 86_400_000)
    )
      mark.set(d.toISOString().slice(5, 10), kind);
  }
  const months = bnMonths
    .map((name, m) => {
      // Saturday first: JavaScript's Saturday (6) is column 0.
      const first = (new Date(Date.UTC(year, m, 1)).getUTCDay() + 1) % 7;
      const days = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
      const cells = [
        ...Array.from({ length: first }, () => '<span></span>'),
        ...Array.from({ length: days }, (_, i) => {
          const key = `${String(m + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`;
          const friday = (first + i) % 7 === 6;
          const cls = mark.get(key) ?? (friday ? 'friday' : '');
          return `<span class="${cls}">${bnDigits(i + 1)}</span>`;
        }),
      ].join('');
      return `<section><h2>${name}</h2><div class="grid">${['শনি', 'রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহঃ', 'শুক্র'].map((d) => `<b>${d}</b>`).join('')}${cells}</div></section>`;
    })
    .join('');
  const day = (md: string) => {
    const [m, d] = md.split('-').map(Number);
    return `${bnDigits(d!)} ${bnMonths[m! - 1]}`;
  };
  const legend = CALENDAR.map(
    ([from, to, what, kind]) =>
      `<li class="${kind}"><b>${from === to ? day(from) : `${day(from)} – ${day(to)}`}</b> ${what}</li>`,
  ).join('');
  return page(
    `body { width: 1300px; padding: 24px 28px; background: #F5F9FF; }
.head { text-align: center; margin-bottom: 14px; }
.school { font-size: 34px; font-weight: 700; color: #06283D; }
.title { font-size: 24px; font-weight: 700; color: #1363DF; }
.months { display: grid; grid-template-columns: repeat(4, 1fr); gap: 14px; }
section { background: #fff; border: 2px solid #06283D; border-radius: 10px; overflow: hidden; }
h2 { margin: 0; background: #1363DF; color: #fff; font-size: 19px; text-align: center; padding: 3px 0; }
.grid { display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; padding: 6px 8px 8px; text-align: center; font-size: 15px; }
.grid b { font-size: 12px; color: #455A64; }
.grid span { border-radius: 4px; line-height: 1.55; }
.friday { color: #C62828; font-weight: 700; }
.holiday { background: #C62828; color: #fff; }
.exam { background: #1363DF; color: #fff; }
ul { columns: 2; list-style: none; padding: 0; margin: 16px 0 0; font-size: 15px; }
li { break-inside: avoid; margin-bottom: 5px; padding-left: 22px; position: relative; }
li::before { content: ''; position: absolute; left: 0; top: 6px; width: 14px; height: 14px; border-radius: 3px; }
li.holiday, li.exam { background: none; color: inherit; }
li.holiday::before { background: #C62828; }
li.exam::before { background: #1363DF; }
.note { font-size: 13px; color: #455A64; margin-top: 6px; }`,
    `<div class="head"><div class="school">${esc(school)}</div><div class="title">${demoDocumentTitle('calendar')}</div></div>
<div class="months">${months}</div>
<ul>${legend}</ul>
<div class="note">লাল: ছুটি ও শুক্রবার (সাপ্তাহিক ছুটি) · নীল: পরীক্ষা · ধর্মীয় ছুটির তারিখ চাঁদ দেখার ওপর নির্ভর করে বদলাতে পারে।</div>`,
  );
}

// --- The lines on the notices' pictures (src/server/db/seed/demo-images.ts lays them on the paper).

function letterheadHtml() {
  return page(
    `body { width: 800px; } #t { width: 800px; text-align: center; color: #fff; padding: 4px 0; }
.s { font-size: 38px; font-weight: 700; line-height: 1.3; } .a { font-size: 18px; color: #E3F2FD; }`,
    `<div id="t"><div class="s">${esc(school)}</div><div class="a">${address}</div></div>`,
  );
}

function noticeTitleHtml(title: string) {
  return page(
    `body { width: 800px; } #t { width: 660px; margin: 0 70px; text-align: center; color: #06283D;
font-size: 34px; font-weight: 700; line-height: 1.35; padding: 2px 0; }`,
    `<div id="t">${esc(title)}</div>`,
  );
}

async function picture(p: Page, html: string, file: string) {
  await p.setContent(html);
  await p.evaluate(() => document.fonts.ready);
  const png = await p.locator('#t').screenshot({ omitBackground: true });
  const small = await sharp(png).png({ palette: true, colors: 48, compressionLevel: 9 }).toBuffer();
  fs.writeFileSync(path.join(outDir, file), small);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const p = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  for (const grade of GRADES) {
    for (const [kind, html] of [
      ['routine', routineHtml(grade)],
      ['syllabus', syllabusHtml(grade)],
    ] as const) {
      await p.setContent(html);
      await p.evaluate(() => document.fonts.ready);
      const pdf = await p.pdf({ preferCSSPageSize: true, printBackground: true });
      if (!/\/Type \/Pages\s*\/Count 1\b/.test(pdf.toString('latin1')))
        throw new Error(`${kind} ${grade}: more than one page`);
      fs.writeFileSync(path.join(outDir, demoFileNames[kind](grade)), pdf);
    }
  }
  await p.setContent(calendarHtml(DEMO_YEAR));
  await p.evaluate(() => document.fonts.ready);
  const calendar = await p.screenshot({ fullPage: true });
  fs.writeFileSync(
    path.join(outDir, demoFileNames.calendar(DEMO_YEAR)),
    await sharp(calendar).webp({ quality: 80 }).toBuffer(),
  );
  await picture(p, letterheadHtml(), textPictureName('letterhead', school));
  for (const n of DEMO_NOTICES) {
    await picture(p, noticeTitleHtml(n.title), textPictureName('notice-title', n.title));
  }
} finally {
  await browser.close();
}

const files = fs.readdirSync(outDir).sort();
let total = 0;
for (const f of files) {
  const { size } = fs.statSync(path.join(outDir, f));
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  in ${files.length} files, ${outDir}`);
