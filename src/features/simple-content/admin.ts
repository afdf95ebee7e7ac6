/**
 * The back office of a content type described as data (docs/decisions/102): its list and form, made from its
 * description in src/config/content-types.ts. Only the lazy admin routes import it.
 */
export { SimpleContentList } from './components/SimpleContentList';
export { SimpleContentForm } from './components/SimpleContentForm';
export { contentRowsQueryOptions } from './api/fetch-content-rows';
export { contentRowQueryOptions } from './api/fetch-content-row';
