import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

type FormAlertProps = { tone: 'error' | 'success'; title?: string; children?: ReactNode };

/** A banner above or in place of a form; announced to screen readers as it appears. */
export function FormAlert({ tone, title, children }: FormAlertProps) {
  const error = tone === 'error';
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border p-4 ${error ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-800'}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1 text-sm' : 'text-sm'}>{children}</div>}
      </div>
    </div>
  );
}
