/** The member detail page (회원 상세) operators open from every list where a member appears. */
export function memberDetailPath(userId: string): string {
  return `/admin/user/${encodeURIComponent(userId)}`;
}
