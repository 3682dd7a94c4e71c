import type { ProcessingRecord, ReverseResult } from '@settle/contract/ledger';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { signedAssetsText } from '../../../lib/money-display';
import { summarizeReverse } from '../lib/reverse-result';

export interface ReverseResultsDialogProps {
  result: ReverseResult;
  /** The records as they were selected, to name each result. */
  records: ReadonlyMap<string, ProcessingRecord>;
  onClose: () => void;
}

/** What 선택 취소 did, record by record; a refused one shows the server's Korean reason. */
export function ReverseResultsDialog({ result, records, onClose }: ReverseResultsDialogProps) {
  const summary = summarizeReverse(result);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>취소 결과</DialogTitle>
      <DialogContent>
        <ListItemText primary={summary.message} />
        <List dense aria-label="내역별 취소 결과">
          {result.results.map((item) => {
            const record = records.get(item.id);
            return (
              <ListItem
                key={item.id}
                disableGutters
                secondaryAction={
                  <Chip
                    size="small"
                    label={item.ok ? '취소됨' : '실패'}
                    color={item.ok ? 'success' : 'error'}
                    variant="outlined"
                  />
                }
              >
                <ListItemText
                  primary={record ? `${record.userName} ${signedAssetsText(record.amount)}` : item.id}
                  secondary={
                    item.ok ? '취소 내역이 기록되었습니다.' : (item.message ?? '취소하지 못했습니다.')
                  }
                  slotProps={{ secondary: { color: item.ok ? 'text.secondary' : 'error' } }}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
