import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

interface OtpInputProps {
  /** The digits typed so far; an empty box inside the code is a space. */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last empty box is filled: every box holds a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  label?: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code in separate boxes. A pasted or autofilled code spreads over the boxes, typing moves
 * to the next box, Backspace in an empty box goes back. Only the first box asks for the browser's
 * one-time-code autofill, which then lands there as one string.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = 'Verification code',
  error = false,
  helperText,
  disabled = false,
  autoFocus = false,
}: OtpInputProps) {
  const helperId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => (value[i] && value[i] !== ' ' ? value[i] : ''));

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  const emit = (next: string[]) => {
    const code = next
      .map((c) => c || ' ')
      .join('')
      .trimEnd();
    onChange(code);
    if (new RegExp(`^\\d{${length}}$`).test(code) && code !== value) onComplete?.(code);
  };

  const fillFrom = (start: number, digits: string) => {
    const next = [...chars];
    digits.split('').forEach((digit, k) => {
      if (start + k < length) next[start + k] = digit;
    });
    emit(next);
    focusBox(start + digits.length);
  };

  const handleInput = (index: number, raw: string) => {
    const typed = onlyDigits(raw);
    if (!typed) return emit(chars.map((c, i) => (i === index ? '' : c)));
    // A box that already held a digit receives old + new when the caret sat beside it.
    const old = chars[index];
    if (typed.length === 2 && old) return fillFrom(index, typed[0] === old ? typed[1]! : typed[0]!);
    fillFrom(typed.length >= length ? 0 : index, typed.slice(0, length));
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, length);
    if (digits) fillFrom(digits.length === length ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !chars[index] && index > 0) {
      event.preventDefault();
      emit(chars.map((c, i) => (i === index - 1 ? '' : c)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  return (
    // A fieldset rather than a FormControl: MUI's FormControl holds exactly one input.
    <Box
      component="fieldset"
      aria-describedby={helperText ? helperId : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <FormLabel component="legend" error={error} disabled={disabled} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        {chars.map((char, index) => (
          <OutlinedInput
            key={index}
            value={char}
            error={error}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            onChange={(event) => handleInput(index, event.target.value)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => handlePaste(index, event)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => handleKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
            slotProps={{
              input: {
                'aria-label': `Digit ${index + 1} of ${length}`,
                inputMode: 'numeric',
                pattern: '[0-9]*',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                sx: { textAlign: 'center', fontSize: '1.5rem', px: 0, py: 1.5 },
              },
            }}
            sx={{ flex: '1 1 0', minWidth: 0, maxWidth: 56 }}
          />
        ))}
      </Stack>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
