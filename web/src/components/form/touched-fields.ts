import { useCallback, useState } from 'react';

/**
 * Which fields show their error (issue 17): none before the person touched them; a field once
 * left with something in it (blur) or after a first submit (every field); from then on the error
 * is the one the current value has, so it follows the typing and disappears the moment the value
 * is valid. The errors themselves are always computed from the current values by the caller.
 *
 * An empty field the person only passed through (tab, tap elsewhere) is not marked: "이름을
 * 입력해 주세요" under a field not started yet reads as a reproach; the submit catches it.
 */
export interface TouchedState<K extends string> {
  fields: ReadonlySet<K>;
  /** After a first submit every field counts as touched. */
  all: boolean;
}

export function shownErrors<K extends string>(
  errors: Partial<Record<K, string>>,
  touched: TouchedState<K>,
): Partial<Record<K, string>> {
  const shown: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (touched.all || touched.fields.has(key)) shown[key] = errors[key];
  }
  return shown;
}

export function touchOnBlur<K extends string>(
  touched: TouchedState<K>,
  field: K,
  value: string,
): TouchedState<K> {
  if (touched.all || touched.fields.has(field) || value.trim() === '') return touched;
  return { ...touched, fields: new Set([...touched.fields, field]) };
}

/**
 * React state around the above: `blur(field, value)` on blur, `touch(field)` where choosing is
 * the whole input (a select, a checkbox), `touchAll()` on submit.
 */
export function useTouchedFields<K extends string>() {
  const [touched, setTouched] = useState<TouchedState<K>>(() => ({ fields: new Set(), all: false }));
  const blur = useCallback((field: K, value: string) => setTouched((t) => touchOnBlur(t, field, value)), []);
  const touch = useCallback(
    (field: K) =>
      setTouched((t) => (t.fields.has(field) ? t : { ...t, fields: new Set([...t.fields, field]) })),
    [],
  );
  const touchAll = useCallback(() => setTouched((t) => (t.all ? t : { ...t, all: true })), []);
  const reset = useCallback(() => setTouched({ fields: new Set(), all: false }), []);
  return { touched, blur, touch, touchAll, reset };
}
