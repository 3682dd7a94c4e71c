import { useEffect, useState } from 'react';

/** spec §4, §9: wait 3 s before saying the device is offline. */
export const OFFLINE_NOTICE_DELAY_MS = 3_000;

export type ConnectivityNotice = 'offline' | 'online' | null;

/**
 * Offline for 3 s → 'offline'; back online after that → 'online'. A blip shorter than 3 s
 * yields nothing at all. `dismiss` clears the notice once it has been shown.
 */
export function useConnectivityNotice(): [ConnectivityNotice, () => void] {
  const [notice, setNotice] = useState<ConnectivityNotice>(null);
  useEffect(() => {
    let timer: number | undefined;
    let told = false;
    function onOffline() {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (navigator.onLine) return;
        told = true;
        setNotice('offline');
      }, OFFLINE_NOTICE_DELAY_MS);
    }
    function onOnline() {
      window.clearTimeout(timer);
      if (told) setNotice('online');
      told = false;
    }
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (!navigator.onLine) onOffline();
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return [notice, () => setNotice(null)];
}
