import { describe, expect, it } from 'vitest';
import { statementLines } from '../../src/modules/settlement/statement-lines.js';
import { sampleStatement } from '../support/settlement-statement.js';

const statement = sampleStatement;

const text = (lines: ReturnType<typeof statementLines>) =>
  lines.map((line) =>
    line.kind === 'title' || line.kind === 'note' ? line.text : `${line.label}: ${line.value}`,
  );

describe('the statement PDF lines', () => {
  it('says what the page says, with the stored numbers formatted as the app shows money', () => {
    expect(text(statementLines(statement))).toEqual([
      '정산 명세서',
      '발행: 정산 서비스',
      '회원: 김회원',
      '정산 일시: 2026.11.22 00:30',
      '정산 자산: 1,234.56',
      '적용 환율: 1,350.25원',
      '수수료율: 3.5%',
      '총 정산 금액: 1,666,990원',
      '수수료: 58,344원',
      '실 지급액: 1,608,646원',
      '입금 계좌: 국민은행 ****6789',
      '정산 번호: b1',
      '본 명세서는 정산 시점의 환율과 수수료율로 계산되었습니다.',
    ]);
  });

  it('puts the net paid in bold and nothing else', () => {
    const strong = statementLines(statement).filter((line) => line.kind === 'row' && line.strong);
    expect(strong).toEqual([{ kind: 'row', label: '실 지급액', value: '1,608,646원', strong: true }]);
  });

  it('writes the asset unit after the amount when the settlement stored one', () => {
    const lines = text(statementLines({ ...statement, assetUnit: 'P' }));
    expect(lines).toContain('정산 자산: 1,234.56 P');
  });

  it('says so when the settlement was cancelled afterwards', () => {
    const lines = text(statementLines({ ...statement, reversed: true }));
    expect(lines.at(-2)).toBe('이 정산은 이후 취소되었습니다.');
  });
});
