export { DashboardCounts } from './components/DashboardCounts';
export { QuickActions } from './components/QuickActions';
export { RoleSummary } from './components/RoleSummary';
export { BusinessFigures } from './components/BusinessFigures';
