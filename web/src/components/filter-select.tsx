import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterSelectProps<V extends string, A extends string = never> {
  label: string;
  value: V | A;
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  onChange: (value: V | A) => void;
  /** The "every value" choice first (its value and label), e.g. `{ value: 'all', label: '전체' }`. */
  all?: { value: A; label: string };
  sx?: SxProps<Theme>;
}

/** The small select above an admin list that narrows it to one status, type or action. */
export function FilterSelect<V extends string, A extends string = never>({
  label,
  value,
  values,
  labels,
  onChange,
  all,
  sx = { minWidth: 160 },
}: FilterSelectProps<V, A>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V | A)}
      sx={sx}
    >
      {all && <MenuItem value={all.value}>{all.label}</MenuItem>}
      {values.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
