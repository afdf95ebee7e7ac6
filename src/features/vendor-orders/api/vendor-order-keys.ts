/** The vendor orders' query keys (docs/decisions/021, 116). */
export const vendorOrderKeys = {
  all: ['vendor-orders'] as const,
  campaign: (campaign: string) => [...vendorOrderKeys.all, 'campaign', campaign] as const,
  order: (id: string) => [...vendorOrderKeys.all, 'order', id] as const,
  vendors: () => [...vendorOrderKeys.all, 'vendors'] as const,
};
