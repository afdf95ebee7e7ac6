import { useId, type ChangeEvent, type Ref } from 'react';
import { CV_ACCEPT } from '../schemas';

type CvFieldProps = {
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The CV's file input, wired as the form's other fields are (label, hint, error, aria-describedby). Uncontrolled: the
 * form reads the file from the input when it is sent, so a file picked before the form's code arrived is sent too.
 */
export function CvField({ error, inputRef, onChange }: CvFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Your CV
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <input
        ref={inputRef}
        id={id}
        name="cv"
        type="file"
        required
        accept={CV_ACCEPT}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={onChange}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-100 file:px-3.5 file:py-2.5 file:font-semibold file:text-slate-900 hover:file:bg-slate-200 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600"
      />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        PDF or Word (.pdf, .doc or .docx), at most 5 MB.
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
