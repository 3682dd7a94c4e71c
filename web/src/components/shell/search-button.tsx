import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { NavItem } from './nav-types';

// The dialog (with MUI's Autocomplete) loads on first use, not with the first page.
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

/** Opens the screen search; Ctrl+K (⌘K) or "/" open it from anywhere. */
export function SearchButton({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !typing)
      ) {
        event.preventDefault();
        setRequested(true);
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const show = () => {
    setRequested(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        color="inherit"
        onClick={show}
        startIcon={<IconSearch size={20} aria-hidden />}
        aria-label="화면 검색 (Ctrl+K)"
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, color: 'text.secondary', fontWeight: 400 }}
      >
        검색 (Ctrl+K)
      </Button>
      <IconButton onClick={show} aria-label="화면 검색" sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <IconSearch size={22} />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} items={items} />
        </Suspense>
      )}
    </>
  );
}
