-- A call-back request from the chat carries the conversation that led to it (docs/product.md §2, Chat widget):
-- what the visitor asked ("What is the rate for a hoarding on OMR?") reaches whoever calls back. The visitor's
-- own messages only, newest last, as one text.
alter table public.callback_requests
  add column conversation text,
  add constraint callback_requests_conversation_length check (char_length(conversation) <= 4000);
