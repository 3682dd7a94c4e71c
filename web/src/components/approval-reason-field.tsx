import { APPROVAL_REASON_MAX } from '@settle/contract/approval-reason';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ApprovalReasonFieldProps {
  /** What the request does, in the helper text: 변경, 실행, 해제 … */
  action: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  sx?: SxProps<Theme>;
}

/** The 사유 of a money request (four eyes): the approving admin reads it on /admin/approvals. */
export function ApprovalReasonField({ action, value, onChange, disabled, sx }: ApprovalReasonFieldProps) {
  return (
    <TextField
      label="사유"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={`승인할 운영자에게 보이는 ${action} 사유 (${APPROVAL_REASON_MAX}자 이내)`}
      disabled={disabled}
      fullWidth
      multiline
      minRows={2}
      sx={sx}
      slotProps={{ htmlInput: { maxLength: APPROVAL_REASON_MAX } }}
    />
  );
}
