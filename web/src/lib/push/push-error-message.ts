import { ApiError } from '../api-error';
import { PUSH_ERRORS, pushErrorCode } from './messaging-client';

/** The Korean explanation /setting/app shows when push cannot be turned on (spec §8 codes). */
export const PUSH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  [PUSH_ERRORS.permissionBlocked]:
    '브라우저에서 알림이 차단되어 있습니다. 주소창의 사이트 설정에서 알림을 허용한 뒤 다시 시도해 주세요.',
  [PUSH_ERRORS.permissionDefault]:
    '알림 권한을 허용하지 않아 알림을 켜지 못했습니다. 다시 켜고 권한 요청에서 ‘허용’을 선택해 주세요.',
  [PUSH_ERRORS.unsupported]:
    '이 브라우저는 푸시 알림을 지원하지 않습니다. 최신 Chrome, Edge, Firefox, Safari를 사용해 주세요. iPhone과 iPad에서는 홈 화면에 추가한 앱에서 켤 수 있습니다.',
  [PUSH_ERRORS.tokenSubscribeFailed]:
    '알림 서비스에 이 기기를 등록하지 못했습니다. 인터넷 연결을 확인한 뒤 잠시 후 다시 시도해 주세요.',
  [PUSH_ERRORS.serviceWorkerTimeout]:
    '알림에 필요한 앱 구성 요소(서비스 워커)가 준비되지 않았습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  'messaging/failed-service-worker-registration':
    '알림에 필요한 앱 구성 요소(서비스 워커)를 등록하지 못했습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
};

export const PUSH_UNKNOWN_ERROR = '알림을 켜지 못했습니다. 잠시 후 다시 시도해 주세요.';

export function pushErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const code = pushErrorCode(error);
  return (code && PUSH_ERROR_MESSAGES[code]) || PUSH_UNKNOWN_ERROR;
}
