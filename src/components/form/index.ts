export { SelectField, SelectOptions, TextAreaField, TextField, controlClass, type SelectOption } from './Field';
// The back office's only: a module of its own, so the public pages' field code leaves it out.
export { CheckboxField } from './CheckboxField';
export { FormAlert } from './FormAlert';
export { EmailField, FullNameField, TenDigitPhoneField } from './PersonFields';
export { useTimedFlag } from './useTimedFlag';
export { useFocusOnMount } from './useFocusOnMount';
export { PrivacyNote, SpamTrapField, useSpamGuard, type SpamGuard, type SpamSignals } from './SpamGuard';
export { useSchemaForm, type FieldErrors, type SchemaForm } from './useSchemaForm';
