import type { AdminUser } from '@settle/contract/admin-users';
import type { UserStatus } from '@settle/contract/users';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type HTMLAttributes, type Key } from 'react';
import { memberSearchParams, useMemberSearch } from '../lib/member-search';
import { useDebouncedValue } from '../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/** The Korean texts and the server-side search both pickers share. */
function searchProps(results: ReturnType<typeof useMemberSearch>) {
  return {
    loading: results.isFetching,
    // The server searched already; show what it answered.
    filterOptions: (all: AdminUser[]) => all,
    getOptionLabel: labelOf,
    isOptionEqualToValue: (option: AdminUser, selected: AdminUser) => option.id === selected.id,
    noOptionsText: results.isError ? '회원을 불러오지 못했습니다.' : '검색 결과가 없습니다.',
    loadingText: '검색 중…',
    clearText: '지우기',
    openText: '열기',
    closeText: '닫기',
    fullWidth: true,
  } as const;
}

function renderOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: AdminUser) {
  const { key, ...rest } = props;
  return (
    <li key={key} {...rest}>
      {labelOf(option)}
    </li>
  );
}

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
      {...searchProps(results)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={value && !options.some((m) => m.id === value.id) ? [value, ...options] : options}
      renderOption={renderOption}
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="이름, 이메일, 휴대폰 번호"
          error={error}
          helperText={helperText}
          required={required}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}

export interface MembersPickerProps {
  label?: string;
  value: readonly AdminUser[];
  onChange: (members: AdminUser[]) => void;
  /** Offer only members in this status (e.g. active ones as push recipients). */
  status?: UserStatus;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Picks several members with the same search; each chosen one is a chip with the name (the
 * e-mail is in the list and the chip's tooltip), so the field stays narrow at 360 px.
 */
export function MembersPicker({
  label = '회원',
  value,
  onChange,
  status,
  error,
  helperText,
  disabled,
  required,
}: MembersPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const results = useMemberSearch(memberSearchParams(search, status), open);

  return (
    <Autocomplete
      {...searchProps(results)}
      multiple
      disableCloseOnSelect
      filterSelectedOptions
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={[...value]}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={results.data?.items ?? []}
      renderOption={renderOption}
      renderValue={(selected, getItemProps) =>
        selected.map((member, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={member.name} title={member.email} />;
        })
      }
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? '이름, 이메일, 휴대폰 번호' : undefined}
          error={error}
          helperText={helperText}
          required={required}
        />
      )}
    />
  );
}

function labelOf(member: AdminUser): string {
  return `${member.name} (${member.email})`;
}
