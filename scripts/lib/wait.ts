/** Polls `check` until it returns true, or fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** The API answers (401 without a token) once the functions emulator has loaded `api`. */
export function apiIsUp(origin: string): () => Promise<boolean> {
  return async () => (await fetch(`${origin}/api/main/exchangeRate`)).status === 401;
}
