export { CheckboxField, SelectField, SelectOptions, TextAreaField, TextField, controlClass, type SelectOption } from './Field';
export { FormAlert } from './FormAlert';
export { EmailField, FullNameField, TenDigitPhoneField } from './PersonFields';
export { useTimedFlag } from './useTimedFlag';
export { useFocusOnMount } from './useFocusOnMount';
export { PrivacyNote, SpamTrapField, useSpamGuard, type SpamGuard, type SpamSignals } from './SpamGuard';
export { useSchemaForm, type FieldErrors, type SchemaForm } from './useSchemaForm';
