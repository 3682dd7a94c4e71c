import type { ScheduleRunResult } from '@settle/contract/schedules';

/**
 * One Korean sentence for what a run of the due job did: "일정 2건 실행, 정산 배치 1건 준비".
 * Schedules another run had already fired are mentioned so a second click is not a mystery.
 */
export function runResultMessage(result: ScheduleRunResult): string {
  const parts: string[] = [];
  if (result.fired.length > 0) parts.push(`일정 ${result.fired.length}건 실행`);
  if (result.preparedBatches.length > 0) parts.push(`정산 배치 ${result.preparedBatches.length}건 준비`);
  if (result.alreadyFired > 0) parts.push(`이미 실행된 일정 ${result.alreadyFired}건`);
  return parts.length === 0 ? '지금 실행할 일정이 없습니다.' : parts.join(', ');
}
