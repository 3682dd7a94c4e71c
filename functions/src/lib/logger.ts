/**
 * Named, structured log events (`logger.info('settlement.executed', {...})`). In Cloud
 * Functions these lines become structured Cloud Logging entries; never log tokens or bodies.
 */
export * as logger from 'firebase-functions/logger';
