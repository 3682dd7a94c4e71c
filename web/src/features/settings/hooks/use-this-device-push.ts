import { useSyncExternalStore } from 'react';
import { readStoredPushToken, subscribeStoredPushToken } from '../../../lib/push/push-token-storage';

const permissionNow = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

// The stored record is re-read on each change; its JSON text keeps the snapshot stable.
const storedText = () => {
  const record = readStoredPushToken(window.localStorage);
  return record ? JSON.stringify(record) : '';
};

/** Whether this browser holds a push token registered for `uid`, and the permission now. */
export function useThisDevicePush(uid: string | undefined) {
  const text = useSyncExternalStore(subscribeStoredPushToken, storedText);
  const record = text ? readStoredPushToken(window.localStorage) : null;
  return {
    registered: Boolean(uid && record && record.uid === uid),
    // Read on every render: there is no event for a permission changed in the site settings.
    permission: permissionNow(),
  };
}
