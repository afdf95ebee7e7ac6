/** The success-stories feature's public entry: what public routes and other features may import. */
export { HomeSuccessStories } from './components/HomeSuccessStories';
export { SuccessStoriesGrid } from './components/SuccessStoriesGrid';
export { successStoriesQueryOptions, useSuccessStories } from './api/fetch-success-stories';
