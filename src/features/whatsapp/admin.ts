/**
 * WhatsApp in the back office (docs/decisions/117): a WhatsApp lead's conversation and reply box (the Leads inbox),
 * a client contact's opt-in (the customer's form), and what went on WhatsApp about a campaign or an invoice. Only the
 * lazy admin routes' features import this module.
 */
export { WhatsAppConversation } from './components/WhatsAppConversation';
export { WhatsAppOptIn } from './components/WhatsAppOptIn';
export { WhatsAppSends } from './components/WhatsAppSends';
export { listConversationFiles } from './api/conversation-files';
export { removeConversationFiles } from './api/remove-conversation-files';
