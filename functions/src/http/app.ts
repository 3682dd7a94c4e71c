import express, { type Express, type RequestHandler } from 'express';
import { API_PREFIX } from '@settle/contract/api';
import { JSON_BODY_LIMIT_BYTES, signUpRateLimitPerMinute, trustedProxyHops } from '../config.js';
import { accessRecord } from './middleware/access-record.js';
import { authenticate } from './middleware/authenticate.js';
import { errorHandler, notFound } from './middleware/error-handler.js';
import { jsonBody } from './middleware/json-body.js';
import { refuseDeactivated } from './middleware/member-gate.js';
import { publicRateLimit, type RateLimitOptions } from './middleware/rate-limit.js';
import { requestId } from './middleware/request-id.js';
import { adminRoutes } from './routes/admin.js';
import { announcementRoutes } from './routes/announcements.js';
import { mainRoutes } from './routes/main.js';
import { processingRecordRoutes } from './routes/processing-records.js';
import { fcmTokenRoutes } from './routes/fcm-tokens.js';
import { pushRoutes } from './routes/push.js';
import { settlementRoutes } from './routes/settlements.js';
import { transactionRoutes } from './routes/transactions.js';
import {
  inBackground,
  inlineDispatcher,
  type SettlementDispatcher,
} from '../modules/settlement/dispatcher.js';
import { signUpRoutes } from './routes/sign-up.js';
import { userRoutes } from './routes/users.js';

export interface AppOptions {
  /** Per-client limit of each public sign-up route (tests lower or raise it). */
  publicRateLimit?: RateLimitOptions;
  /**
   * Who runs an executing settlement's chunks. The deployed function passes the Cloud Tasks
   * queue; the default runs them in this process in the background (API tests, scripts).
   */
  settlementDispatcher?: SettlementDispatcher;
  /**
   * The access record (접속기록) is always on; `false` exists only for `npm run bench -- --only
   * access`, which measures what it adds by serving the same app without it, side by side.
   */
  recordAccess?: boolean;
}

/**
 * The /api Express app. Hosting rewrites `/api/**` to the `api` function with the full path,
 * so routes are mounted under the prefix. Public (no-auth) routes go before `authenticate`.
 */
export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops());
  app.use(requestId);
  app.use(jsonBody(JSON_BODY_LIMIT_BYTES));

  const api = express.Router();
  api.use('/users', signUpRoutes(options.publicRateLimit ?? publicRateLimit(signUpRateLimitPerMinute())));
  // Admin calls are sensitive: a disabled account or a revoked token is refused (401) there.
  // Every admin request that gets past the token is in the access record (접속기록).
  const record = options.recordAccess ?? true;
  const pass: RequestHandler = (_req, _res, next) => next();
  api.use(
    '/admin',
    authenticate({ checkRevoked: true }),
    record ? accessRecord({ every: true }) : pass,
    adminRoutes(options.settlementDispatcher ?? inBackground(inlineDispatcher())),
  );
  api.use(authenticate(), record ? accessRecord({ every: false }) : pass, refuseDeactivated);
  api.use('/main', mainRoutes());
  api.use('/users/fcmToken', fcmTokenRoutes());
  api.use('/users', userRoutes());
  api.use('/transactions', transactionRoutes());
  api.use('/processingRecords', processingRecordRoutes());
  api.use('/settlements', settlementRoutes());
  api.use('/push', pushRoutes());
  api.use('/announcements', announcementRoutes());
  api.use(notFound);

  app.use(API_PREFIX, api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
