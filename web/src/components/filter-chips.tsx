import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A one-of filter as a row of chips (전체, 처리 대기, …): every choice visible at once and one tap
 * away on a phone, unlike a select. Wraps onto a second line at 360 px.
 */
export function FilterChips<V extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  /** Accessible name of the group. */
  label: string;
  options: readonly FilterOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  return (
    <Stack direction="row" role="group" aria-label={label} useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={option.value}
            label={option.label}
            clickable
            disabled={disabled}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => {
              if (!selected) onChange(option.value);
            }}
          />
        );
      })}
    </Stack>
  );
}
