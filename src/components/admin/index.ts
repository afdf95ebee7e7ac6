/** Admin screen primitives. Form fields are the site's shared ones from `@/components/form`. */
export { AdminPageHeader } from './AdminPageHeader';
export { AdminsAndSalesOnly } from './AdminsAndSalesOnly';
export { AddLink, Button, DeleteButton, EditLink, IconButton, PreviewLink, buttonClass, type ButtonVariant } from './buttons';
export { EmptyState } from './EmptyState';
export { ErrorBanner } from './ErrorBanner';
export { FeaturedToggle } from './FeaturedToggle';
export { FormActions } from './FormActions';
export { ImagePreview } from './ImagePreview';
export { LoadingText } from './LoadingText';
export { useRefreshFlag } from './useRefreshFlag';
export { RecordFormCard } from './RecordFormCard';
export { RecordFormLoader } from './RecordFormLoader';
export { RecordLoadError } from './RecordLoadError';
export { ShareableLink } from './ShareableLink';
export { useRecordForm } from './useRecordForm';
export { PublishingFields } from './PublishingFields';
export { PublicationBadge } from './PublicationBadge';
export { ReasonForm } from './ReasonForm';
