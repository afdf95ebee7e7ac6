/** The home feature's public entry: what public routes and other features may import. */
export { HeroSlideshow } from './components/HeroSlideshow';
export { HomeServices } from './components/HomeServices';
export { StatsStrip } from './components/StatsStrip';
export { WhyChooseUs } from './components/WhyChooseUs';
