import { z } from 'zod';
import { SMS_TEXT_MAX } from '../sms.ts';
import { gradeSchema } from './common.ts';
import { sectionSchema } from './users.ts';

/**
 * SMS to guardians, teachers and applicants (issue 47): who a message is for, what it
 * says, and what the office sees of its sending. Numbers are shown to admins only as the
 * office writes them (01712-345678), never put in an address or a log.
 */

/** Where a batch's words came from. */
export const SMS_SOURCES = [
  'custom',
  'notice',
  'result',
  'admission',
  'lottery',
  /** The guardians of the students absent from a day's register (issue 48). */
  'attendance',
] as const;
export type SmsSource = (typeof SMS_SOURCES)[number];

/**
 * A message's life: `queued` (waiting for its turn or a retry), `sending` (its request is
 * out), `sent` (the gateway took it), `delivered` (the gateway says the phone has it),
 * `failed` (see its failure), `cancelled` (stopped by the office before it went).
 */
export const SMS_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'cancelled',
] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * Why a message did not reach its phone: the gateway's reasons (providers/types.ts), and
 * the outbox's own: `uncertain` (the server stopped while the gateway was asked, and the
 * gateway cannot tell whether it sent it: not sent again), `expired` (the gateway could not
 * be reached for a day), `undelivered` (the gateway took it, the phone never got it).
 */
export const SMS_FAILURES = [
  'invalid_number',
  'balance_insufficient',
  'account_problem',
  'rejected',
  'timeout',
  'gateway_error',
  'uncertain',
  'expired',
  'undelivered',
] as const;
export type SmsFailureCode = (typeof SMS_FAILURES)[number];

const classPick = z.object({
  grade: gradeSchema,
  /** '' for the whole class. */
  section: sectionSchema,
});

/** Who a batch is for. */
export const smsAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    /** The guardians of the active students of these classes (sections), or of every class when empty. */
    z.object({ kind: z.literal('guardians'), classes: z.array(classPick).max(50) }),
    /** Every active teacher, on their own mobile. */
    z.object({ kind: z.literal('teachers') }),
    /** One person: a student's guardian, or a teacher. */
    z.object({ kind: z.literal('person'), userId: z.uuid({ error: 'Choose a person' }) }),
    /** The families who applied in an admission period. */
    z.object({
      kind: z.literal('applicants'),
      periodId: z.uuid({ error: 'Choose an admission period' }),
    }),
  ],
  { error: 'Choose who the message is for' },
);
export type SmsAudience = z.infer<typeof smsAudienceSchema>;

const smsText = z
  .string()
  .trim()
  .max(SMS_TEXT_MAX, {
    error: `Write at most ${SMS_TEXT_MAX} characters`,
  });

/**
 * What a batch says: the office's words (in English, in Bangla, or both: each guardian
 * gets the one of their language, else the other), perhaps started from a notice or a
 * published result; or an admission template written per family (their application's
 * reference, their lottery outcome) for the applicants of a period.
 */
export const smsMessageSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('text'),
        textEn: smsText.default(''),
        textBn: smsText.default(''),
        /** The notice or exam it was started from, shown in the batch list. */
        from: z
          .object({ source: z.enum(['notice', 'result']), id: z.uuid() })
          .nullable()
          .default(null),
      })
      .refine((m) => m.textEn !== '' || m.textBn !== '', {
        error: 'Write the message in English or in Bangla',
        path: ['textEn'],
      }),
    z.object({ kind: z.literal('admission'), template: z.enum(['admission', 'lottery']) }),
  ],
  { error: 'Write the message' },
);
export type SmsMessageInput = z.input<typeof smsMessageSchema>;

export const smsPreviewInputSchema = z.object({
  audience: smsAudienceSchema,
  message: smsMessageSchema,
});
export type SmsPreviewInput = z.input<typeof smsPreviewInputSchema>;

export const smsSendInputSchema = smsPreviewInputSchema.extend({
  /** The form's own key for this message: a second Send answers the first one's batch. */
  clientKey: z.uuid(),
});
export type SmsSendInput = z.input<typeof smsSendInputSchema>;

/** The month's spending, in poisha (100 to a taka): sent, waiting, and the school's cap. */
export const smsMonthSchema = z.object({
  /** The month in Bangladesh's calendar, YYYY-MM. */
  month: z.string(),
  spentPoisha: z.number().int(),
  queuedPoisha: z.number().int(),
  capPoisha: z.number().int().nullable(),
});
export type SmsMonth = z.infer<typeof smsMonthSchema>;

/** The gateway as admins see it: which kind, its state; never its key or its address. */
export const smsGatewaySchema = z.object({
  provider: z.enum(['fake', 'bulksmsbd', 'generic']).nullable(),
  ratePoisha: z.number().int(),
  perSecond: z.number(),
  balancePoisha: z.number().int().nullable(),
  balanceAt: z.string().nullable(),
  stopped: z
    .object({ at: z.string(), failure: z.enum(SMS_FAILURES), detail: z.string() })
    .nullable(),
  month: smsMonthSchema,
});
export type SmsGateway = z.infer<typeof smsGatewaySchema>;

const languageSchema = z.enum(['bn', 'en']);

/** What the office sees before sending. */
export const smsPreviewSchema = z.object({
  recipients: z.number().int(),
  parts: z.number().int(),
  costPoisha: z.number().int(),
  /** One entry per language the recipients read, with the words they get (a sample for a per-family template). */
  languages: z.array(
    z.object({
      language: languageSchema,
      recipients: z.number().int(),
      text: z.string(),
      encoding: z.enum(['gsm7', 'ucs2']),
      partsEach: z.number().int(),
      units: z.number().int(),
    }),
  ),
  /** Who will get nothing, and why (the first 100); `skippedCount` counts them all. */
  skipped: z.array(
    z.object({
      name: z.string(),
      reason: z.enum(['no_number', 'invalid_number', 'opted_out']),
    }),
  ),
  skippedCount: z.number().int(),
  /** Recipients sharing a number (two children of one guardian): each number gets one message. */
  shared: z.number().int(),
  gateway: smsGatewaySchema,
});
export type SmsPreview = z.infer<typeof smsPreviewSchema>;

export const smsCountsSchema = z.object(
  Object.fromEntries(SMS_STATUSES.map((s) => [s, z.number().int()])) as Record<
    SmsStatus,
    z.ZodNumber
  >,
);
export type SmsCounts = z.infer<typeof smsCountsSchema>;

export const smsBatchSchema = z.object({
  id: z.string(),
  source: z.enum(SMS_SOURCES),
  textEn: z.string(),
  textBn: z.string(),
  audience: smsAudienceSchema,
  /** The audience in words the list shows (a person's name, an admission period's class). */
  audienceName: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  cancelledAt: z.string().nullable(),
  counts: smsCountsSchema,
  parts: z.number().int(),
  /** What the messages the gateway took cost (sent and delivered), in poisha. */
  costPoisha: z.number().int(),
});
export type SmsBatch = z.infer<typeof smsBatchSchema>;

export const smsBatchesSchema = z.object({
  items: z.array(smsBatchSchema),
  gateway: smsGatewaySchema,
});
export type SmsBatches = z.infer<typeof smsBatchesSchema>;

export const smsBatchDetailSchema = smsBatchSchema.extend({
  /** The messages that did not reach their phone, with why (the first 500). */
  failures: z.array(
    z.object({
      name: z.string(),
      /** As the office writes it: 01712-345678. */
      phone: z.string(),
      failure: z.enum(SMS_FAILURES),
      detail: z.string(),
    }),
  ),
});
export type SmsBatchDetail = z.infer<typeof smsBatchDetailSchema>;

export const smsBatchIdParams = z.object({ id: z.uuid({ error: 'Unknown message' }) });
export const smsOptOutIdParams = z.object({ id: z.uuid({ error: 'Unknown number' }) });

export const smsOptOutInputSchema = z.object({
  phone: z.string().max(40),
  note: z.string().trim().max(200).default(''),
});
export const smsOptOutSchema = z.object({
  id: z.string(),
  phone: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export const smsOptOutsSchema = z.object({ items: z.array(smsOptOutSchema) });
export type SmsOptOut = z.infer<typeof smsOptOutSchema>;

/** A starting text from a notice or a published result, in both languages, for the office to edit. */
export const smsDraftQuerySchema = z.object({
  source: z.enum(['notice', 'result']),
  id: z.uuid({ error: 'Choose a notice or an exam' }),
});
export const smsDraftSchema = z.object({ textEn: z.string(), textBn: z.string() });

/** The demo's phones: what the fake gateway received, per number, newest first. */
export const smsDemoPhonesSchema = z.object({
  items: z.array(
    z.object({
      phone: z.string(),
      name: z.string(),
      messages: z.array(z.object({ text: z.string(), at: z.string() })),
    }),
  ),
});
export type SmsDemoPhones = z.infer<typeof smsDemoPhonesSchema>;
