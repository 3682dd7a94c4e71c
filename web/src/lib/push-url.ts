/**
 * Where a push message's url leads (contract pushUrlSchema allows these two): a path of this
 * app opens in the app; an https address opens in a new window (spec §9, foreground push).
 * Anything else (an old or hand-written value) leads nowhere.
 */
export type PushUrlTarget = { kind: 'app'; path: string } | { kind: 'external'; href: string } | null;

export function pushUrlTarget(url: string): PushUrlTarget {
  const value = url.trim();
  if (value.startsWith('/')) return value.startsWith('//') ? null : { kind: 'app', path: value };
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}
