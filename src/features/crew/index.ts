/**
 * The crew feature's entry (docs/decisions/057, docs/product.md §14): the field crew's phone pages, 'Your jobs' at
 * /crew and a job at /crew/jobs/{id}, where they take the job's photos. They load as an app of their own (crew.html,
 * src/crew-main.tsx, without React Router) and from the main router, which gives them its navigate (`CrewNavigation`);
 * neither brings the public layout or the back office.
 */
export { CrewJobs } from './components/CrewJobs';
export { CrewJob } from './components/CrewJob';
export { CrewNavigation, type CrewNavigate } from './navigation';
export { loadCrewJob } from './pages';
