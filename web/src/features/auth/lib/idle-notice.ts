import { MINUTE_MS, type IdlePolicy } from '../../../lib/session-policy';

// Not in lib/session-policy.ts: that module is in the shell's first JS (the check at open), this
// text only in the idle sign-out's lazy chunk.
/** What /login says after an idle sign-out: "30분 동안 …", "24시간 동안 …". */
export function idleSignOutNotice(policy: IdlePolicy): string {
  const minutes = Math.round(policy.idleMs / MINUTE_MS);
  const span = minutes % 60 === 0 ? `${minutes / 60}시간` : `${minutes}분`;
  return `${span} 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.`;
}
