import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const SEARCH_LABEL = '이름, 이메일, 휴대폰 번호 검색';

export interface MemberListFiltersProps<S extends string> {
  search: string;
  onSearch: (search: string) => void;
  status: S;
  statuses: readonly { value: S; label: string }[];
  onStatus: (status: S) => void;
}

/**
 * The search and status filter above the member lists (회원 관리, 회원 승인): both ask the same
 * GET /admin/users, whose search index finds name fragments (2 syllables of 김민준), e-mail
 * parts and phone digits with or without hyphens.
 */
export function MemberListFilters<S extends string>({
  search,
  onSearch,
  status,
  statuses,
  onStatus,
}: MemberListFiltersProps<S>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="search"
        size="small"
        label="검색"
        placeholder={SEARCH_LABEL}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { 'aria-label': SEARCH_LABEL } }}
      />
      <TextField
        select
        size="small"
        label="상태"
        value={status}
        onChange={(event) => onStatus(event.target.value as S)}
        sx={{ minWidth: 160 }}
      >
        {statuses.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
