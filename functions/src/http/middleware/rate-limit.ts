import type { RequestHandler } from 'express';
import { messages } from '@settle/contract/messages';
import { AppError } from '../../lib/app-error.js';

export interface RateLimitOptions {
  /** Requests allowed per client within one window. */
  limit: number;
  windowMs: number;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/** Public sign-up routes: `limit` requests per minute per client and route (config.ts). */
export const publicRateLimit = (limit: number): RateLimitOptions => ({ limit, windowMs: 60_000 });

/** Above this many tracked clients, expired windows are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

/**
 * A fixed-window limiter keyed by `req.ip`, kept in this instance's memory. It slows down
 * guessing of invite codes and scripted sign-ups; it is per function instance, not global
 * (a distributed limit would need a shared store, which these public routes do not justify).
 * Over the limit: 429 with a Korean message and Retry-After.
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const { limit, windowMs } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();

  return (req, res, next) => {
    const t = now();
    if (windows.size > SWEEP_THRESHOLD) {
      for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    }
    const key = req.ip ?? 'unknown';
    let window = windows.get(key);
    if (!window || window.resetAt <= t) {
      window = { count: 0, resetAt: t + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) {
      res.set('Retry-After', String(Math.ceil((window.resetAt - t) / 1000)));
      throw new AppError('rate-limited', messages.rateLimited);
    }
    next();
  };
}
