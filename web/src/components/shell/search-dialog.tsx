import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import ListItemIcon from '@mui/material/ListItemIcon';
import TextField from '@mui/material/TextField';
import { createFilterOptions } from '@mui/material/Autocomplete';
import { useNavigate } from 'react-router-dom';
import type { NavItem } from './nav-types';

const filter = createFilterOptions<NavItem>({
  stringify: (item) => [item.label, item.to, ...(item.keywords ?? [])].join(' '),
});

/** Jump to any screen this person may open: the same entries as their menu. */
export function SearchDialog({
  open,
  onClose,
  items,
}: {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-label="화면 검색">
      <DialogContent sx={{ p: 2 }}>
        <Autocomplete
          openOnFocus
          autoHighlight
          options={items}
          filterOptions={filter}
          getOptionLabel={(item) => item.label}
          noOptionsText="일치하는 화면이 없습니다."
          onChange={(_event, item) => {
            if (!item) return;
            onClose();
            void navigate(item.to);
          }}
          renderOption={({ key, ...props }, item) => {
            const Icon = item.icon;
            return (
              <li key={key} {...props}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon size={20} aria-hidden />
                </ListItemIcon>
                {item.label}
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField {...params} autoFocus label="화면 검색" placeholder="예: 정산, 거래, 앱 설정" />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
