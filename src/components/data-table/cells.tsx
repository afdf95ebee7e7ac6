/**
 * The first cell of a lead row: the name, a second line (e.g. the company), and on phones, where
 * the e-mail column is hidden, the e-mail under it.
 */
export function NameCell({ name, detail, email }: { name: string; detail?: string | null; email?: string }) {
  return (
    <>
      <span className="font-medium text-slate-900">{name}</span>
      {detail && <span className="block text-xs text-slate-500">{detail}</span>}
      {email && <span className="block text-xs text-slate-500 [overflow-wrap:anywhere] md:hidden">{email}</span>}
    </>
  );
}
