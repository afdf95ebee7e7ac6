import { useMutation } from '@tanstack/react-query';
import { invokeAsStaff, type EmailOutcome } from '@/lib/staff-functions';

export type StatementToSend = { customer: string; from: string; to: string };

/** E-mails a client its statement for the period, through the statement-mail function as the signed-in user. */
export function sendStatement(statement: StatementToSend): Promise<{ email: EmailOutcome }> {
  return invokeAsStaff<{ email: EmailOutcome }>('statement-mail', statement, 'The statement could not be sent. Try again.');
}

export function useSendStatement() {
  return useMutation({ mutationFn: sendStatement });
}
