import * as z from 'zod/mini';
import { requiredEmail, requiredText, tenDigitPattern } from '@/lib/form-rules';

/** docs/product.md §5, "Download details form": every field required. */
export const downloadDetailsSchema = z.object({
  name: requiredText('Name is required'),
  company: requiredText('Company name is required'),
  designation: requiredText('Designation is required'),
  mobile: requiredText('Mobile number is required').check(z.regex(tenDigitPattern, 'Enter a valid 10-digit mobile number')),
  email: requiredEmail(),
});

export type DownloadDetailsInput = z.input<typeof downloadDetailsSchema>;
export type DownloadDetails = z.output<typeof downloadDetailsSchema>;

export const emptyDownloadDetails: DownloadDetailsInput = { name: '', company: '', designation: '', mobile: '', email: '' };

/** Checked in the browser against a fixed test value; real sending and checking are not part of the product yet. */
export const TEST_OTP = '123456';
export const OTP_LENGTH = 6;

/** docs/product.md §5, "OTP step". */
export const otpSchema = z.object({
  otp: requiredText('Please enter the OTP').check(z.refine((value) => value === TEST_OTP, 'Invalid OTP. Please try again.')),
});

export type OtpInput = z.input<typeof otpSchema>;
