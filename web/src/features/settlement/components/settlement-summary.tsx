import { messages } from '@settle/contract/messages';
import { NOT_REGISTERED } from '@settle/contract/users';
import Box from '@mui/material/Box';
import { StatCard } from '../../../components/stat-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useMe } from '../../../lib/me';
import { krwText } from '../../../lib/money-display';

/**
 * Total won paid out so far (GET /users/me, the profile every member screen shares) and the
 * account the next settlement goes to, masked. Without an account the settlement skips the
 * member (계좌 미등록), so the card says where to register one.
 */
export function SettlementSummary() {
  const me = useMe();
  const note = me.isError ? errorMessageOf(me.error, messages.userInfoFailed) : undefined;
  const hasAccount = me.data ? me.data.bank !== '' && me.data.account !== '' : false;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label="누적 정산액"
        value={me.data ? krwText(me.data.totalSettlement) : null}
        loading={me.isPending}
        note={note}
        caption="지금까지 입금된 실수령액 합계"
        testId="settlement-total"
      />
      <StatCard
        label="정산 계좌"
        value={me.data ? (hasAccount ? `${me.data.bank} ${me.data.account}` : NOT_REGISTERED) : null}
        loading={me.isPending}
        note={note}
        caption={me.data && !hasAccount ? '내 정보에서 계좌를 등록해야 정산받을 수 있습니다.' : undefined}
        testId="settlement-account"
      />
    </Box>
  );
}
