/** The site costs' and margins' query keys (docs/decisions/021, 116). */
export const siteCostKeys = {
  all: ['site-costs'] as const,
  margins: (from: string, to: string) => [...siteCostKeys.all, 'margins', from, to] as const,
  costs: () => [...siteCostKeys.all, 'costs'] as const,
  meters: () => [...siteCostKeys.all, 'meters'] as const,
  sites: () => [...siteCostKeys.all, 'sites'] as const,
};
