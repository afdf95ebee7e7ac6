import type { ComponentProps } from 'react';

/** The white card an admin form sits in; `noValidate` because the valibot schema gives the docs/product.md §5 messages. */
export function FormCard({ className, ...form }: ComponentProps<'form'>) {
  return <form noValidate {...form} className={`space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className ?? ''}`} />;
}
