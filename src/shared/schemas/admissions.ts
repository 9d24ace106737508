import { z } from 'zod';
import { ADMISSION_STATUSES, GRADES } from '../constants.ts';
import { latinDigits, typedNumber } from '../digits.ts';
import { pageOf, paginationQuery, requiredText } from './common.ts';

const mobile = z
  .string()
  .overwrite(typedNumber)
  .min(1, { error: 'This field is required' })
  .regex(/^(\+?88)?01[3-9]\d{8}$/, { error: 'Enter a mobile number like 01712345678' });

/** The online admission form (SPEC.md section 5): every field required. */
export const admissionInputSchema = z.object({
  studentName: requiredText(100),
  studentMobile: mobile,
  guardianName: requiredText(100),
  guardianMobile: mobile,
  guardianEmail: z
    .string()
    .trim()
    .min(1, { error: 'This field is required' })
    .pipe(z.email({ error: 'Enter a valid email address' }).max(200)),
  guardianOccupation: requiredText(100),
  grade: z.enum(GRADES, { error: 'Choose a class from six to ten' }),
});
export type AdmissionInput = z.infer<typeof admissionInputSchema>;

export const admissionReceiptSchema = z.object({ reference: z.string() });
export type AdmissionReceipt = z.infer<typeof admissionReceiptSchema>;

export const admissionStatusQuerySchema = z.object({
  reference: z.string().trim().overwrite(latinDigits).min(1).max(20),
  mobile: mobile,
});
export const admissionStatusSchema = z.object({
  reference: z.string(),
  studentName: z.string(),
  grade: z.enum(GRADES),
  status: z.string(),
  submittedAt: z.string(),
});

export const admissionStatusValues = z.enum(ADMISSION_STATUSES, {
  error: 'Choose new, contacted, admitted or rejected',
});

/** An application as the admin reviews it. */
export const admissionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  studentName: z.string(),
  studentMobile: z.string(),
  guardianName: z.string(),
  guardianMobile: z.string(),
  guardianEmail: z.string(),
  guardianOccupation: z.string(),
  grade: z.enum(GRADES),
  status: z.enum(ADMISSION_STATUSES),
  submittedAt: z.string(),
});
export type Admission = z.infer<typeof admissionSchema>;

export const admissionsFilterSchema = z.object({
  grade: z.enum(GRADES, { error: 'Choose a class from six to ten' }).optional(),
  status: admissionStatusValues.optional(),
});
export const admissionsQuerySchema = paginationQuery(20).extend(admissionsFilterSchema.shape);
export const admissionsPageSchema = pageOf(admissionSchema);
export type AdmissionsPage = z.infer<typeof admissionsPageSchema>;
export const admissionStatusInputSchema = z.object({ status: admissionStatusValues });
export const admissionIdParams = z.object({ id: z.uuid({ error: 'Unknown application' }) });
