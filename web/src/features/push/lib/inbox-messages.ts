/** The inbox's own failure messages, the same under the bell and on /notification. */
export const INBOX_LOAD_FAILED = '알림을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const MARK_READ_FAILED = '읽음으로 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.';
