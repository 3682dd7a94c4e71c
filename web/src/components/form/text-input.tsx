import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLInputTypeAttribute } from 'react';

interface TextInputProps {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
}

/**
 * An outlined text field built from MUI's parts. It looks and behaves like `<TextField>` for
 * plain inputs, but `TextField` also imports Select, Menu and Popover for its `select` mode,
 * ~20 kB gzip the sign-in page would otherwise load first. Use it on first-visit screens.
 */
export function TextInput({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  disabled,
  helperText,
  error,
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth disabled={disabled} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
