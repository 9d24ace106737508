import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render.tsx';
import { PUBLISHED } from '../test/results.ts';

// Every schema the shared builtOnUse makes, as it is built.
const built = vi.hoisted(() => [] as unknown[]);
vi.mock('../../shared/schemas/common.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../shared/schemas/common.ts')>();
  return {
    ...actual,
    builtOnUse: <T,>(build: () => T) =>
      actual.builtOnUse(() => {
        const schema = build();
        built.push(schema);
        return schema;
      }),
    // The forms that read dates in the school's order: a schema per order, built on use.
    builtPerOrder: <T,>(build: (order: 'day-first' | 'month-first') => T) =>
      actual.builtPerOrder((order) => {
        const schema = build(order);
        built.push(schema);
        return schema;
      }),
  };
});

/**
 * The public forms' code arrives while a phone is still taking the page over: it builds no
 * schema as it loads or draws the form (a long task, docs/performance.md), only at the
 * form's first check, and then once.
 */
describe('the public forms build their schemas at the first check', () => {
  it.each([
    {
      form: 'the admission form',
      load: async () => {
        const { AdmissionForm } = await import(
          '../features/admissions/components/admission-form.tsx'
        );
        const open = [
          {
            id: 'p-vi',
            grade: 'vi',
            opensOn: '2026-11-01',
            closesOn: '2026-12-31',
            seats: 60,
            papers: '',
            state: 'open',
            commitment: null,
            committedAt: null,
          } as const,
        ];
        return <AdmissionForm open={open} onSent={() => {}} />;
      },
      send: 'Apply',
      field: 'Student’s name in Bangla',
    },
    {
      form: 'the admission status lookup',
      load: async () => {
        const { AdmissionStatusLookup } = await import(
          '../features/admissions/components/admission-status-lookup.tsx'
        );
        return <AdmissionStatusLookup />;
      },
      send: 'Check status',
      field: 'Reference number',
    },
    {
      form: 'the results lookup',
      load: async () => {
        const { ResultLookup } = await import('../features/results/components/result-lookup.tsx');
        return <ResultLookup exams={PUBLISHED} />;
      },
      send: 'Show result',
      field: 'Roll',
    },
  ])('$form', async ({ load, send, field }) => {
    mockFetch(() => jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404));
    built.length = 0;
    const form = await load();
    const user = userEvent.setup();
    renderWithProviders(form);
    await screen.findByRole('button', { name: send });
    expect(built, 'nothing built as the code loads and the form is drawn').toEqual([]);

    await user.click(screen.getByRole('button', { name: send }));
    await expect.poll(() => screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(built).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: send }));
    expect(built, 'built once').toHaveLength(1);
  });
});
