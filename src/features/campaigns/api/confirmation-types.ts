/** One line as book_campaign_lines answers: held or booked, or why not and the next start when it is free again (docs/decisions/114). */
export type BookedLine = {
  code: string;
  name: string;
  starts_on: string;
  ends_on: string;
  confirmed: boolean;
  held: boolean;
  reason: string | null;
  next_free_start: string | null;
};

/** What a confirmation did: the campaign confirmed when every line was booked. */
export type Confirmation = { confirmed: boolean; lines: BookedLine[] };

/** What an accepted campaign still waits for (the `confirmation` computed field). */
export type WaitingFor = { purchase_order: boolean; advance_paise: number; advance_received_paise: number };
