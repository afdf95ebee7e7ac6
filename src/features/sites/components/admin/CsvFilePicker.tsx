import { FileSpreadsheet } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';

type CsvFilePickerProps = {
  /** The control's name, shown above it ('CSV file'). */
  label: string;
  /** The file chosen so far, shown in the control. */
  fileName: string | null;
  onChoose: (file: File | undefined) => void;
};

/**
 * A file picker that looks like the rest of the back office (docs/product.md §11, 'Import sites from CSV'): the real
 * file input stays in the page for keyboards and screen readers (Tab reaches it, Space or Enter opens the browser's
 * chooser, its name is the label and its description the chosen file) but is drawn as a button inside a drop area;
 * its focus ring is drawn on the area. A file dropped on the area is chosen as if picked.
 */
export function CsvFilePicker({ label, fileName, onChoose }: CsvFilePickerProps) {
  const inputId = useId();
  const labelId = useId();
  const statusId = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  }

  return (
    <div>
      <label id={labelId} htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-labelledby={labelId}
        aria-describedby={statusId}
        className="peer sr-only"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // Choosing the same file again (fixed and saved under the same name) must read it again.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 sm:flex-row sm:text-left ${
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-500 hover:bg-slate-50'
        }`}
      >
        <FileSpreadsheet aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-slate-700">
            <span className="inline-flex items-center rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white">{fileName ? 'Choose another file' : 'Choose a CSV file'}</span>
            <span className="ml-2">or drop it here</span>
          </span>
          <span id={statusId} className="mt-2 block text-sm [overflow-wrap:anywhere] text-slate-600">
            {fileName ? (
              <>
                Chosen: <span className="font-medium text-slate-900">{fileName}</span>
              </>
            ) : (
              'No file chosen'
            )}
          </span>
        </span>
      </label>
    </div>
  );
}
