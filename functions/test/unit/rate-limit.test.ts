import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { signUpRateLimitPerMinute } from '../../src/config.js';
import { rateLimit } from '../../src/http/middleware/rate-limit.js';

function appWithLimit(limit: number, windowMs: number, clock: { t: number }) {
  const app = express();
  app.set('trust proxy', 1);
  app.use((req, _res, next) => {
    req.requestId = 'test-request';
    next();
  });
  app.post('/limited', rateLimit({ limit, windowMs, now: () => clock.t }), (_req, res) => {
    res.json({ data: 'ok' });
  });
  app.use(errorHandler);
  return app;
}

describe('the per-client rate limiter', () => {
  it('when a client goes over the limit, then 429 in Korean with Retry-After, until the window ends', async () => {
    const clock = { t: 1_000_000 };
    const app = appWithLimit(2, 60_000, clock);
    expect((await request(app).post('/limited')).status).toBe(200);
    expect((await request(app).post('/limited')).status).toBe(200);
    const refused = await request(app).post('/limited');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate-limited',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(refused.get('retry-after')).toBe('60');

    clock.t += 60_000;
    expect((await request(app).post('/limited')).status).toBe(200);
  });

  it('counts each client separately', async () => {
    const clock = { t: 0 };
    const app = appWithLimit(1, 60_000, clock);
    expect((await request(app).post('/limited').set('X-Forwarded-For', '203.0.113.1')).status).toBe(200);
    expect((await request(app).post('/limited').set('X-Forwarded-For', '203.0.113.1')).status).toBe(429);
    expect((await request(app).post('/limited').set('X-Forwarded-For', '203.0.113.2')).status).toBe(200);
  });
});

describe('the sign-up limit from the environment', () => {
  const withEnv = (value: string | undefined, read: () => number) => {
    const before = process.env.SIGNUP_RATE_LIMIT_PER_MINUTE;
    if (value === undefined) delete process.env.SIGNUP_RATE_LIMIT_PER_MINUTE;
    else process.env.SIGNUP_RATE_LIMIT_PER_MINUTE = value;
    try {
      return read();
    } finally {
      if (before === undefined) delete process.env.SIGNUP_RATE_LIMIT_PER_MINUTE;
      else process.env.SIGNUP_RATE_LIMIT_PER_MINUTE = before;
    }
  };

  it('is 10 a minute unless set, and takes a whole number when set', () => {
    expect(withEnv(undefined, signUpRateLimitPerMinute)).toBe(10);
    expect(withEnv('1000', signUpRateLimitPerMinute)).toBe(1000);
  });

  it('refuses to start with a value that is not a positive whole number', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '']) {
      expect(() => withEnv(bad, signUpRateLimitPerMinute), bad).toThrow(/SIGNUP_RATE_LIMIT_PER_MINUTE/);
    }
  });
});
