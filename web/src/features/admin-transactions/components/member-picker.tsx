import type { AdminUser } from '@settle/contract/admin-users';
import type { UserStatus } from '@settle/contract/users';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { memberSearchParams, useMemberSearch } from '../api/search-members';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

export interface MemberPickerProps {
  label?: string;
  value: AdminUser | null;
  onChange: (member: AdminUser | null) => void;
  /** Offer only members in this status (e.g. active ones for a new transaction). */
  status?: UserStatus;
  size?: 'small' | 'medium';
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
}

/** Picks one member, searching GET /admin/users?q= by name, e-mail or phone as the admin types. */
export function MemberPicker({
  label = '회원',
  value,
  onChange,
  status,
  size,
  error,
  helperText,
  disabled,
  required,
  autoFocus,
}: MemberPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  // While a member is chosen the input shows their label: search for everyone instead.
  const q = value !== null && input === labelOf(value) ? '' : search;
  const results = useMemberSearch(memberSearchParams(q, status), open);
  const options = results.data?.items ?? [];

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((m) => m.id === value.id) ? [value, ...options] : options}
      // The server searched already; show what it answered.
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {labelOf(option)}
          </li>
        );
      }}
      loading={results.isFetching}
      disabled={disabled}
      size={size}
      fullWidth
      noOptionsText={results.isError ? '회원을 불러오지 못했습니다.' : '검색 결과가 없습니다.'}
      loadingText="검색 중…"
      clearText="지우기"
      openText="열기"
      closeText="닫기"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="이름, 이메일, 전화번호"
          error={error}
          helperText={helperText}
          required={required}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}

function labelOf(member: AdminUser): string {
  return `${member.name} (${member.email})`;
}
