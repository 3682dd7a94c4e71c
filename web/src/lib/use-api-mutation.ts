import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import {
  useMutation,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch, type HttpMethod } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { IdempotencyKeys, isFinalAnswer } from './idempotency-key';
import { apiKeys } from './query-client';

export interface ApiMutationConfig<TVariables, TResult> {
  method: Exclude<HttpMethod, 'GET'>;
  /** The path, or a function of the variables for paths with ids: (v) => `/transactions/${v.id}`. */
  path: string | ((variables: TVariables) => string);
  /** Request body from the variables; none when omitted. */
  body?: (variables: TVariables) => unknown;
  /** Parses the `data` of the answer, usually with a contract schema. */
  parse: (data: unknown) => TResult;
  headers?: (variables: TVariables) => Record<string, string>;
  /**
   * Send the ID token (default). `false`, or a function of the variables, for the no-auth calls
   * (spec §7: sign-up), some of which a signed-in person may also make with their token.
   */
  auth?: boolean | ((variables: TVariables) => boolean);
  /**
   * Money-moving writes: send an `Idempotency-Key`, the same one for a repeat of the same
   * action (double click, retry after a lost answer), a new one for the next action.
   */
  idempotent?: boolean;
  /**
   * First path segments of other screens this write changes besides its own (spec §7 covers
   * its own segment): e.g. a new transaction changes the dashboard under /main.
   */
  alsoInvalidates?: readonly string[];
  /**
   * What the answer already tells of cached GETs, written into the cache at once so every
   * screen showing them agrees before the refetch (which still follows, as spec §7 asks).
   */
  updateCache?: (queryClient: QueryClient, result: TResult, variables: TVariables) => void;
}

/**
 * Every API write goes through here, so none can forget spec §7's rule: after a write (even a
 * failed one, which may have partly applied; not one refused offline, which sent nothing) the
 * cached GETs sharing its first path segment are invalidated.
 *
 * Offline or on a lost connection the write fails at once with a NetworkError (issue 14; see
 * createQueryClient's `networkMode` and apiFetch): nothing is queued or sent later. Trying again
 * is the person's choice, by calling `mutate` with the same variables (the failed call's
 * `variables`): the same path and body get the same Idempotency-Key until a final answer.
 */
export function useApiMutation<TVariables, TResult>(
  config: ApiMutationConfig<TVariables, TResult>,
): UseMutationResult<TResult, Error, TVariables> {
  const queryClient = useQueryClient();
  const [keys] = useState(() => new IdempotencyKeys());
  return useMutation(apiMutationOptions(config, queryClient, keys));
}

/** useApiMutation's options, for one component's keys (exported for the tests). */
export function apiMutationOptions<TVariables, TResult>(
  config: ApiMutationConfig<TVariables, TResult>,
  queryClient: QueryClient,
  keys: IdempotencyKeys,
): MutationOptions<TResult, Error, TVariables> {
  const pathOf = (variables: TVariables) =>
    typeof config.path === 'function' ? config.path(variables) : config.path;

  return {
    mutationFn: async (variables: TVariables) => {
      const path = pathOf(variables);
      const body = config.body?.(variables);
      const headers = { ...config.headers?.(variables) };
      if (config.idempotent) headers[IDEMPOTENCY_HEADER] = keys.keyFor(`${config.method} ${path}`, body);
      try {
        const data = await apiFetch(path, {
          method: config.method,
          body,
          headers,
          ...(config.auth === undefined
            ? {}
            : { auth: typeof config.auth === 'function' ? config.auth(variables) : config.auth }),
        });
        keys.settle();
        return config.parse(data);
      } catch (error) {
        // A NetworkError (no answer) and 5xx keep the key: the same action may be tried again.
        if (isFinalAnswer(error instanceof ApiError ? error.status : undefined)) keys.settle();
        throw error;
      }
    },
    onSuccess: (result, variables) => config.updateCache?.(queryClient, result, variables),
    onSettled: (_data, error, variables) => {
      // Refused offline: nothing was sent, nothing changed.
      if (error instanceof NetworkError && error.offline) return;
      // In the background: the write is over when its answer is (or is not) in. A refresh waits
      // while the browser is offline, so a write whose success was followed by a lost connection
      // (or whose own answer was lost) would otherwise stay "sending" until the connection is back.
      void Promise.all(
        [apiKeys.segment(pathOf(variables)), ...(config.alsoInvalidates ?? []).map((segment) => [segment])].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  };
}
