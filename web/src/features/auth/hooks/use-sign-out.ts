import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../lib/login-redirect';
import { auth } from '../../../lib/firebase';
import { runSignOutTasks } from '../../../lib/sign-out-tasks';

/**
 * spec §4 logout: run the sign-out tasks while the session can still call the API (the push
 * feature deletes this browser's token; failures are logged only, a few seconds at most), sign
 * out, forget every cached answer (user, rate, …), wipe local and session storage, then show the
 * login page.
 */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await runSignOutTasks();
      await signOut(auth);
      queryClient.clear();
      window.localStorage.clear();
      window.sessionStorage.clear();
      await navigate(LOGIN_PATH, { replace: true });
    } finally {
      setPending(false);
    }
  }, [queryClient, navigate]);

  return { signOut: run, pending };
}
