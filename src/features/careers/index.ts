/** The careers feature's public entry: what public routes and other features may import (docs/product.md, "Careers"). */
export { CareersView } from './components/CareersView';
export { OpeningView } from './components/OpeningView';
export { fetchOpenings, openingKeys, openingsQueryOptions, type PublicOpening } from './api/fetch-openings';
export { fetchOpening, openingQueryOptions } from './api/fetch-opening';
