import { BottomTabBar } from '../components/shell/bottom-tab-bar';
import { useUnreadCount } from '../features/push/api/list-inbox';

/** The tab bar with the bell's unread count on 알림 (components/ may not import the push feature). */
export function MemberTabBar() {
  return <BottomTabBar unread={useUnreadCount()} />;
}
