import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { requiredText } from './common.ts';

const mobile = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, { error: 'This field is required' })
  .regex(/^(\+?88)?01[3-9]\d{8}$/, { error: 'Enter a mobile number like 01712345678' });

/** The online admission form (SPEC.md section 5): every field required. */
export const admissionInputSchema = z.object({
  studentName: requiredText(100),
  studentMobile: mobile,
  guardianName: requiredText(100),
  guardianMobile: mobile,
  guardianEmail: z
    .string({ error: 'This field is required' })
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
  reference: z.string().trim().min(1).max(20),
  mobile: mobile,
});
export const admissionStatusSchema = z.object({
  reference: z.string(),
  studentName: z.string(),
  grade: z.enum(GRADES),
  status: z.string(),
  submittedAt: z.string(),
});
