import { useEffect } from 'react';
import { Button } from '@/components/Button';
import { FormAlert, TextField, useSchemaForm } from '@/components/form';
import { OTP_LENGTH, otpSchema, TEST_OTP, type OtpInput } from '../schemas';

type OtpStepProps = {
  mobile: string;
  verifying: boolean;
  /** Why the last attempt to save the lead failed, if it did. */
  error?: string;
  onVerified: () => void;
  onBack: () => void;
};

/** Step 2: the one-time password (docs/product.md §5, "OTP step"). */
export function OtpStep({ mobile, verifying, error, onVerified, onBack }: OtpStepProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    errors,
  } = useSchemaForm<OtpInput, OtpInput>(otpSchema, { otp: '' });
  // 'Send OTP' unmounted the button that had focus: keyboard users continue in the code box.
  useEffect(() => setFocus('otp'), [setFocus]);
  return (
    <form noValidate onSubmit={handleSubmit(onVerified)} className="space-y-4" aria-label="Verify OTP">
      <p className="text-slate-700">
        We have sent a {OTP_LENGTH}-digit OTP to your mobile number ending in <strong>{mobile.slice(-4)}</strong>.
      </p>
      <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
        For testing purposes, use OTP: <strong className="font-mono tracking-widest">{TEST_OTP}</strong>
      </p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <TextField
        label="Enter OTP"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
        error={errors.otp}
        {...register('otp')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack} disabled={verifying}>
          Back
        </Button>
        <Button type="submit" disabled={verifying}>
          {verifying ? 'Verifying...' : 'Verify & Download'}
        </Button>
      </div>
    </form>
  );
}
