/** A job's page as a chunk of its own, for crew.html's entry (src/app/crew-app.tsx): 'Your jobs' does not wait for it. */
export const loadCrewJob = () => import('./components/CrewJob').then((module) => module.CrewJob);
