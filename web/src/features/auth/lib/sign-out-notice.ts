/**
 * Why this tab was signed out, for /login to say once (an idle sign-out). Kept in memory, not in
 * storage: sign-out wipes storage, and every tab that follows another's idle sign-out sets its
 * own. Whichever way the tab reaches /login (our sign-out's navigation, or the route guard once
 * Firebase reports the sign-out), the login page finds it.
 */
let notice: string | null = null;

export function setSignOutNotice(text: string): void {
  notice = text;
}

export function peekSignOutNotice(): string | null {
  return notice;
}

/** Shown once: a later, ordinary sign-out must not repeat it. */
export function clearSignOutNotice(): void {
  notice = null;
}
