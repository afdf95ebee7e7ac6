/** The success-stories feature's back-office entry: only the lazy admin routes import it, so public pages never load it. */
export { AdminSuccessStoryList } from './components/admin/AdminSuccessStoryList';
export { SuccessStoryForm } from './components/admin/SuccessStoryForm';
export { successStoriesQueryOptions } from './api/fetch-success-stories';
export { successStoryQueryOptions } from './api/fetch-success-story';
