import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { useHydrated } from '../useHydrated';

/** The public forms' fields are text boxes and selects: every value is a string. */
type TextValues = Record<string, string>;

export type FieldErrors<Values extends TextValues> = Partial<Record<keyof Values, string>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Each field's first message, keyed by field. */
function errorsOf<Values extends TextValues>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const issue of issues) {
    // The schema is an object of the form's fields: an issue's first path item is its field.
    const field = issue.path?.[0]?.key as keyof Values | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The element that comes first in the document. */
function firstInPage(elements: FieldElement[]): FieldElement | undefined {
  return elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/** The values with each bound field's text in place of its own. */
function currentValuesOf<Values extends TextValues>(values: Values, elements: Map<keyof Values, FieldElement>): Values {
  const current: Values = { ...values };
  for (const [name, element] of elements) current[name] = element.value as Values[keyof Values];
  return current;
}

/**
 * A public form's state, checked by its valibot schema: the values (controlled), each field's message once the
 * form has been submitted (then re-checked as the visitor types, so a fixed field's message goes), the first
 * field with a message focused on a refused submit. What the public forms used react-hook-form for, in
 * about 1 KB instead of 13 (docs/decisions/037); the back office keeps react-hook-form.
 */
export function useSchemaForm<Values extends TextValues, Output>(schema: v.GenericSchema<Values, Output>, defaults: Values) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef(new Map<keyof Values, FieldElement>());

  const recheck = (next: Values) => {
    const result = v.safeParse(schema, next);
    setErrors(result.success ? {} : errorsOf<Values>(result.issues));
  };

  const setValue = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) recheck(next);
  };

  // Stable, so an effect can focus a field once.
  const setFocus = useCallback((name: keyof Values) => elements.current.get(name)?.focus(), []);

  /** The props that bind a control to `name`. */
  const register = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
    ref: (element: FieldElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /**
   * What the fields hold now. Usually `values`; but on a prerendered page a visitor may type before React
   * takes the form over, and React replays the click on 'Send' before the typing reaches the state.
   */
  const currentValues = (): Values => currentValuesOf(values, elements.current);

  // A prerendered form takes what was typed before its code arrived: React keeps the fields' text while it hydrates
  // them, and the next render of these controlled fields would put the defaults back (docs/product.md §5).
  const hydrating = !useHydrated();
  useLayoutEffect(() => {
    if (!hydrating) return;
    const typed = currentValuesOf(values, elements.current);
    if (Object.keys(typed).some((name) => typed[name] !== values[name])) setValues(typed);
    // Once, as the form first appears: later, the fields and `values` agree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The form's onSubmit: `onValid` gets the schema's output, or the messages show and the first field takes focus. */
  const handleSubmit = (onValid: (output: Output) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const submittedValues = currentValues();
    setValues(submittedValues);
    const result = v.safeParse(schema, submittedValues);
    if (result.success) {
      setErrors({});
      onValid(result.output);
      return;
    }
    const found = errorsOf<Values>(result.issues);
    setErrors(found);
    firstInPage([...elements.current].filter(([name]) => found[name] !== undefined).map(([, element]) => element))?.focus();
  };

  /** Back to `next` (the defaults unless given), with no messages. */
  const reset = (next: Values = defaults) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, register, handleSubmit, setValue, setFocus, reset };
}

export type SchemaForm<Values extends TextValues, Output> = ReturnType<typeof useSchemaForm<Values, Output>>;
