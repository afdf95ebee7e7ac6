import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useFocusOnMount } from './useFocusOnMount';

type FormAlertProps = { tone: 'error' | 'success'; title?: string; children?: ReactNode };

/**
 * A banner above or in place of a form; announced to screen readers as it appears. A success banner
 * replaces its form, so it also scrolls into view and takes focus.
 */
export function FormAlert({ tone, title, children }: FormAlertProps) {
  const error = tone === 'error';
  return error ? <AlertBox tone={tone} title={title}>{children}</AlertBox> : <SuccessBox title={title}>{children}</SuccessBox>;
}

function SuccessBox({ title, children }: Omit<FormAlertProps, 'tone'>) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <AlertBox tone="success" title={title} boxRef={ref}>
      {children}
    </AlertBox>
  );
}

function AlertBox({ tone, title, children, boxRef }: FormAlertProps & { boxRef?: Ref<HTMLDivElement> }) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      ref={boxRef}
      tabIndex={boxRef ? -1 : undefined}
      role={error ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border p-4 focus:outline-none ${error ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1 text-sm' : 'text-sm'}>{children}</div>}
      </div>
    </div>
  );
}
