import IconButton from '@mui/material/IconButton';
import { IconEye, IconEyeOff } from '@tabler/icons-react';

interface PasswordVisibilityButtonProps {
  visible: boolean;
  onToggle: () => void;
}

/**
 * The eye at the end of a password field: shows what was typed, or hides it again. Its name says
 * what a press does ("비밀번호 보기" / "비밀번호 숨기기") and aria-pressed says the state.
 * `onMouseDown` keeps the focus (and the caret) in the field while it is pressed.
 */
export function PasswordVisibilityButton({ visible, onToggle }: PasswordVisibilityButtonProps) {
  return (
    <IconButton
      edge="end"
      aria-label={visible ? '비밀번호 숨기기' : '비밀번호 보기'}
      aria-pressed={visible}
      onClick={onToggle}
      onMouseDown={(event) => event.preventDefault()}
    >
      {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
    </IconButton>
  );
}
