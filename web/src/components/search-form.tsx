import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

interface SearchFormProps {
  label: string;
  placeholder: string;
  /** What the box shows first (e.g. the `q` of the URL). */
  defaultValue?: string;
  /** Called with the trimmed text when the form is submitted (Enter or the search button). */
  onSearch: (q: string) => void;
  /**
   * What is wrong with a search the API would refuse (a Korean message), or null: such a search
   * is not sent; its message stays under the box and the list keeps the last search.
   */
  validate?: (q: string) => string | null;
}

/** A search box that searches on submit, not on every keystroke (one request per search). */
export function SearchForm({ label, placeholder, defaultValue = '', onSearch, validate }: SearchFormProps) {
  const [draft, setDraft] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = draft.trim();
    const problem = validate?.(q) ?? null;
    setError(problem);
    if (problem === null) onSearch(q);
  }

  return (
    <Box component="form" role="search" onSubmit={handleSubmit} noValidate>
      <TextField
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
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
