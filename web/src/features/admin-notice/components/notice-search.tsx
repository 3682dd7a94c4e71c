import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { noticeSearchError } from '../lib/notice-search';

/**
 * 공지 검색: searches on submit (one request per search). A word the API would refuse with a 400
 * is not sent: its message stays under the box and the list keeps the last search.
 */
export function NoticeSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = draft.trim();
    const problem = noticeSearchError(q);
    setError(problem);
    if (problem === null) onSearch(q);
  }

  return (
    <Box component="form" role="search" onSubmit={handleSubmit} noValidate>
      <TextField
        label="공지 검색"
        placeholder="제목 또는 내용"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error !== null) setError(null);
        }}
        error={error !== null}
        helperText={error ?? undefined}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: { maxLength: 100, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="검색">
                  <IconSearch size={20} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
