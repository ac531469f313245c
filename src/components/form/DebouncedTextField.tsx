import { useEffect, useRef, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** How long a search field waits after the last key before it searches (the directory, the customers). */
export const SEARCH_DEBOUNCE_MS = 300;

type DebouncedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** Called once the person stops typing for SEARCH_DEBOUNCE_MS. */
  onCommit: (value: string) => void;
};

/**
 * A text field that answers as the person types, without a request per key: the typed text shows
 * at once, and `onCommit` follows a pause. A new `value` from outside (back, a cleared filter)
 * replaces the text.
 */
export function DebouncedTextField({ value, onCommit, ...props }: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  // The latest callback, so a parent's re-render does not restart the pause.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);
  // A value changed from outside replaces the text, during render rather than in an effect.
  const [outside, setOutside] = useState(value);
  if (outside !== value) {
    setOutside(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => commit.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return <TextField {...props} value={text} onChange={(event) => setText(event.target.value)} />;
}
