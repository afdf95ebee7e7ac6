import type { ComponentProps } from 'react';
import { TextField } from './Field';

type PresetProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** 'Full Name' as the public forms ask it. */
export function FullNameField(props: PresetProps) {
  return <TextField label="Full Name" required autoComplete="name" maxLength={200} {...props} />;
}

/** 'Email Address' as the public forms ask it. */
export function EmailField(props: PresetProps) {
  return <TextField label="Email Address" required type="email" autoComplete="email" maxLength={254} {...props} />;
}

/** A required ten-digit number typed without +91, e.g. 'Mobile Number'. */
export function TenDigitPhoneField(props: ComponentProps<typeof TextField>) {
  // tel-national (ten digits, no +91) belongs to text inputs in the HTML spec's autofill table; the digit keypad
  // comes from inputMode.
  return <TextField required type="text" inputMode="numeric" autoComplete="tel-national" maxLength={10} {...props} />;
}
