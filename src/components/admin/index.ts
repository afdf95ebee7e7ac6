/**
 * Admin screen primitives. Text inputs, textareas and selects are the site's shared fields from
 * `@/components/form` (TextField, TextAreaField, SelectField); this adds what admin forms need on top.
 */
export { controlClass } from '@/components/form';
export { AdminPageHeader } from './AdminPageHeader';
export { Button, ButtonLink, IconButton, IconLink, buttonClass, type ButtonVariant } from './buttons';
export { EmptyState } from './EmptyState';
export { ErrorBanner } from './ErrorBanner';
export { CheckboxField, SelectOptions, type SelectOption } from './fields';
export { FormActions } from './FormActions';
export { FormCard } from './FormCard';
export { ImagePreview } from './ImagePreview';
export { LoadingText } from './LoadingText';
export { useRefreshFlag } from './useRefreshFlag';
export { useSaveAndReturn } from './useSaveAndReturn';
export { RecordLoadError } from './RecordLoadError';
