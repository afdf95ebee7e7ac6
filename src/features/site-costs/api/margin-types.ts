/** What margins() adds up, in paise (supabase/schemas/21_margins.sql, docs/decisions/116). */
export type MarginFigures = {
  revenue_paise: number;
  rent_paise: number;
  licence_paise: number;
  power_paise: number;
  other_paise: number;
  printing_paise: number;
  mounting_paise: number;
  costs_paise: number;
  margin_paise: number;
  margin_percent: number | null;
};

/** One site's figures over the months asked; `revenue_basis` says where its revenue came from. */
export type SiteMargin = MarginFigures & {
  site_id: string;
  code: string;
  name: string;
  revenue_basis: string | null;
  lease_id: string | null;
  lease_loses_money: boolean;
};

/** One month's totals, for the trend. */
export type MonthMargin = { month: string; revenue_paise: number; costs_paise: number; margin_paise: number };

/** One campaign's revenue, direct costs and margin. */
export type CampaignMargin = {
  campaign_id: string;
  reference: string;
  title: string;
  customer_name: string | null;
  revenue_paise: number;
  revenue_basis: 'invoiced' | 'booked';
  printing_paise: number;
  mounting_paise: number;
  margin_paise: number;
  margin_percent: number | null;
};

export type Margins = { from_month: string; to_month: string; sites: SiteMargin[]; months: MonthMargin[]; total: MarginFigures; campaigns: CampaignMargin[] };
