import { useMutation } from '@tanstack/react-query';
import type { SmsPreviewInput } from '../../../../shared/schemas/sms.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type { SmsPreview, SmsPreviewInput } from '../../../../shared/schemas/sms.ts';

export function previewSms(input: SmsPreviewInput) {
  return signedInApi('sms.preview', { body: input });
}

/**
 * What a message would be before it is sent: who gets it, who gets nothing and why, its
 * parts and cost. Asked by the Check button, so a mutation: nothing is kept between checks.
 */
export function usePreviewSms() {
  return useMutation({ mutationFn: previewSms });
}
