import * as v from 'valibot';
import { requiredEmail, requiredText, tenDigitPattern } from '@/lib/form-rules';

/** docs/product.md §5, "Download details form": every field required. */
export const downloadDetailsSchema = v.object({
  name: requiredText('Name is required'),
  company: requiredText('Company name is required'),
  designation: requiredText('Designation is required'),
  mobile: v.pipe(requiredText('Mobile number is required'), v.regex(tenDigitPattern, 'Enter a valid 10-digit mobile number')),
  email: requiredEmail(),
});

export type DownloadDetailsInput = v.InferInput<typeof downloadDetailsSchema>;
export type DownloadDetails = v.InferOutput<typeof downloadDetailsSchema>;

export const emptyDownloadDetails: DownloadDetailsInput = { name: '', company: '', designation: '', mobile: '', email: '' };

/** Checked in the browser against a fixed test value; real sending and checking are not part of the product yet. */
export const TEST_OTP = '123456';
export const OTP_LENGTH = 6;

/** docs/product.md §5, "OTP step". */
export const otpSchema = v.object({
  otp: v.pipe(
    requiredText('Please enter the OTP'),
    v.check((value) => value === TEST_OTP, 'Invalid OTP. Please try again.'),
  ),
});

export type OtpInput = v.InferInput<typeof otpSchema>;
