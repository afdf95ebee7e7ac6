import { Send, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { secondaryButton } from './ui';

const NOTE_MAX = 500;

/** Why a held photo would be flagged by the office, in words, read before the shot's 'Take it again' (docs/decisions/096). */
export function HeldWarnings({ warnings }: { warnings: string[] }) {
  return (
    <div role="alert" className="mt-3 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ul className="space-y-1">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Send anyway, with a note', below 'Take it again': for when a flagged photo cannot be helped (a locked gate, no
 * signal under a flyover), with the crew member's reason for the office (docs/decisions/096).
 */
export function SendAnyway({ onSend }: { onSend: (note: string) => void }) {
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noteId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return setProblem('Write a note for the office: say why this photo should do.');
    if (text.length > NOTE_MAX) return setProblem(`Use at most ${NOTE_MAX} characters.`);
    onSend(text);
  };

  return noting ? (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <label htmlFor={noteId} className="block text-sm font-semibold text-slate-900">
        Note for the office
      </label>
      <textarea
        id={noteId}
        rows={3}
        value={note}
        maxLength={NOTE_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          setProblem(null);
        }}
        className="w-full rounded-lg border border-slate-300 bg-white p-2 text-base text-slate-900"
      />
      {problem && (
        <p id={problemId} className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
      <button type="submit" className={`${secondaryButton} w-full`}>
        <Send aria-hidden="true" className="size-5" />
        Send with this note
      </button>
    </form>
  ) : (
    <button type="button" className={`${secondaryButton} mt-3 w-full`} onClick={() => setNoting(true)}>
      Send anyway, with a note
    </button>
  );
}
