/** A document's row of a GSTR-1 sheet (b2b, b2cl, cdnr, cdnur): one per invoice or credit note and rate, in paise. */
export type Gstr1DocumentRow = {
  number: string;
  day: string;
  value_paise: number;
  rate: number;
  taxable_paise: number;
  igst_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  /** The client's GSTIN: b2b and cdnr only. */
  gstin?: string;
  receiver_name: string;
  pos_code: string;
  pos_name: string;
};

/** A b2cs row: the month's supplies to unregistered clients of one place of supply and rate, less their credit notes. */
export type Gstr1StateRateRow = Pick<Gstr1DocumentRow, 'pos_code' | 'pos_name' | 'rate' | 'taxable_paise' | 'igst_paise' | 'cgst_paise' | 'sgst_paise'>;

/** An HSN summary row: one code, unit and rate. */
export type Gstr1HsnRow = {
  code: string;
  description: string | null;
  uqc: string;
  quantity: number;
  rate: number;
  taxable_paise: number;
  igst_paise: number;
  cgst_paise: number;
  sgst_paise: number;
};

/** A series' documents of the month. */
export type Gstr1DocsRow = { nature: string; first_number: string; last_number: string; total: number; cancelled: number };

/** gstr1(month): the month's sheets (docs/decisions/112). */
export type Gstr1 = {
  month: string;
  b2cl_limit_paise: number | null;
  b2b: Gstr1DocumentRow[];
  b2cl: Gstr1DocumentRow[];
  b2cs: Gstr1StateRateRow[];
  cdnr: Gstr1DocumentRow[];
  cdnur: Gstr1DocumentRow[];
  hsn_b2b: Gstr1HsnRow[];
  hsn_b2c: Gstr1HsnRow[];
  docs: Gstr1DocsRow[];
};
