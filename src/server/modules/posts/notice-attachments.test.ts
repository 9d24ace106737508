import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../../shared/schemas/documents.ts';
import { simplePdfPages } from '../../db/seed/simple-pdf.ts';
import { makeImage, pngBytes } from '../../test/factories.ts';
import { multipartBody } from '../../test/multipart.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { documentsDir } from '../documents/documents.repository.ts';
import { sweepUnattachedPdfs } from '../documents/notice-pdfs.ts';

const routine = simplePdfPages([
  { title: 'Half-yearly examination routine', lines: ['Class Six to Ten', '01/12 Bangla I'] },
  { title: 'Half-yearly examination routine (2)', lines: ['08/12 Mathematics'] },
]);

describeEachDatabase("a notice's attachments: PDFs and photographed pages", (ctx) => {
  let admin = '';
  let student = '';
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'admin', { loginId: 'att-admin' });
    await makeAccount(db, 'student', { loginId: 'att-student' });
    admin = (await signIn(ctx().app, 'admin', 'att-admin')).cookie;
    student = (await signIn(ctx().app, 'student', 'att-student')).cookie;
  });
  const uploadPdf = (bytes: Buffer, name = 'routine.pdf', cookie = admin) => {
    const body = multipartBody({}, { field: 'file', name, bytes, type: 'application/pdf' });
    return ctx().app.inject({
      method: 'POST',
      url: '/api/notices/pdfs',
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const image = async () => (await makeImage(ctx().database.db, ctx().app.files)).id;
  const save = (payload: object, id?: string) =>
    ctx().app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/notices/${id}` : '/api/notices',
      payload: {
        date: '2026-11-20',
        author: 'Head Teacher',
        title: 'Half-yearly examination',
        ...payload,
      },
      headers: { cookie: admin },
    });
  const storedPdfs = () =>
    fs.existsSync(documentsDir(ctx().config.dataDir))
      ? fs.readdirSync(documentsDir(ctx().config.dataDir)).filter((f) => f.endsWith('.pdf'))
      : [];

  it('keeps a PDF with its name, size and pages, and attaches it and two images in order', async () => {
    const res = await uploadPdf(routine, 'Exam routine.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const pdf = res.json();
    expect(pdf).toMatchObject({ name: 'Exam routine', bytes: routine.length, pages: 2 });
    const [first, second] = [await image(), await image()];
    const saved = await save({
      attachments: [
        { kind: 'image', imageId: first },
        { kind: 'pdf', documentId: pdf.id },
        { kind: 'image', imageId: second },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const notice = saved.json();
    const shown = (await ctx().app.inject({ url: `/api/notices/${notice.id}` })).json();
    expect(
      shown.attachments.map((a: { kind: string; image?: { id: string }; pdf?: { id: string } }) =>
        a.kind === 'image' ? a.image!.id : a.pdf!.id,
      ),
    ).toEqual([first, pdf.id, second]);
    expect(shown.attachments[1].pdf).toMatchObject({ name: 'Exam routine', pages: 2 });
    // The list carries them too (its "N attachments" line).
    const list = (await ctx().app.inject({ url: '/api/notices' })).json();
    expect(list.items.find((n: { id: string }) => n.id === notice.id).attachments).toHaveLength(3);
    // Opened in the browser's PDF viewer, and downloaded.
    const view = await ctx().app.inject({ url: shown.attachments[1].pdf.url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline/);
    expect(view.rawPayload.equals(routine)).toBe(true);
    const download = await ctx().app.inject({ url: shown.attachments[1].pdf.downloadUrl });
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    // A notice may be only its attachments.
    expect(
      (await save({ title: '', attachments: [{ kind: 'image', imageId: first }] })).statusCode,
    ).toBe(201);
  });

  it('removes an attachment, and its PDF file, when the notice is saved without it', async () => {
    const pdf = (await uploadPdf(routine)).json();
    const img = await image();
    const created = (
      await save({
        attachments: [
          { kind: 'pdf', documentId: pdf.id },
          { kind: 'image', imageId: img },
        ],
      })
    ).json();
    const before = storedPdfs().length;
    const res = await save({ attachments: [{ kind: 'image', imageId: img }] }, created.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().attachments).toEqual([expect.objectContaining({ kind: 'image' })]);
    expect(storedPdfs()).toHaveLength(before - 1);
    expect((await ctx().app.inject({ url: pdf.url })).statusCode).toBe(404);
  });

  it("deletes the notice's PDF files and images with it", async () => {
    const pdf = (await uploadPdf(routine)).json();
    const img = await image();
    const created = (
      await save({
        attachments: [
          { kind: 'pdf', documentId: pdf.id },
          { kind: 'image', imageId: img },
        ],
      })
    ).json();
    const imageUrl = created.attachments[1].image.url as string;
    const imageFile = path.join(ctx().config.uploadsDir, path.basename(imageUrl));
    expect(fs.existsSync(imageFile)).toBe(true);
    const before = storedPdfs().length;
    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/notices/${created.id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(204);
    expect(storedPdfs()).toHaveLength(before - 1);
    expect(fs.existsSync(imageFile)).toBe(false);
    expect((await ctx().app.inject({ url: pdf.url })).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF (415), and one too large (413)', async () => {
    const png = await uploadPdf(await pngBytes(), 'photo.pdf');
    expect(png.statusCode).toBe(415);
    expect(png.json().error).toMatchObject({
      code: 'unsupported_type',
      details: { reason: 'pdf_only' },
    });
    const text = await uploadPdf(Buffer.from('just some words'), 'words.pdf');
    expect(text.statusCode).toBe(415);
    const big = Buffer.concat([routine, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    expect((await uploadPdf(big)).statusCode).toBe(413);
  });

  it('refuses more than ten attachments, unknown ids and one PDF on two notices, on the field', async () => {
    const img = await image();
    const eleven = Array.from({ length: 11 }, () => ({ kind: 'image', imageId: img }));
    const many = await save({ attachments: eleven });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details.fields[0]).toMatchObject({
      field: 'attachments',
      rule: { name: 'tooMany', n: 10 },
    });
    const unknown = await save({
      attachments: [
        { kind: 'image', imageId: img },
        { kind: 'image', imageId: '0b7a1f0e-0000-4000-8000-000000000000' },
        { kind: 'pdf', documentId: '0b7a1f0e-0000-4000-8000-000000000001' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields).toEqual([
      expect.objectContaining({ field: 'attachments.1.imageId', rule: { name: 'unknownImage' } }),
      expect.objectContaining({ field: 'attachments.2.documentId', rule: { name: 'unknownFile' } }),
    ]);
    const pdf = (await uploadPdf(routine)).json();
    expect((await save({ attachments: [{ kind: 'pdf', documentId: pdf.id }] })).statusCode).toBe(
      201,
    );
    const again = await save({ attachments: [{ kind: 'pdf', documentId: pdf.id }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fields[0].field).toBe('attachments.0.documentId');
    const odd = await save({ attachments: [{ kind: 'video', imageId: img }] });
    expect(odd.statusCode).toBe(400);
  });

  it('lets neither a student (403) nor a visitor (401) upload a PDF', async () => {
    expect((await uploadPdf(routine, 'r.pdf', student)).statusCode).toBe(403);
    expect((await uploadPdf(routine, 'r.pdf', '')).statusCode).toBe(401);
  });

  it('sweeps a PDF uploaded and never attached, once its day is over', async () => {
    const pdf = (await uploadPdf(routine)).json();
    const before = storedPdfs().length;
    await sweepUnattachedPdfs(ctx().database.db, ctx().app.files, -1000);
    expect(storedPdfs().length).toBeLessThan(before);
    expect((await ctx().app.inject({ url: pdf.url })).statusCode).toBe(404);
    // Those attached stay.
    const shown = (await ctx().app.inject({ url: '/api/notices?size=50' })).json();
    const attachedPdf = shown.items
      .flatMap((n: { attachments: { kind: string; pdf?: { url: string } }[] }) => n.attachments)
      .find((a: { kind: string }) => a.kind === 'pdf');
    expect((await ctx().app.inject({ url: attachedPdf.pdf.url })).statusCode).toBe(200);
  });
});
