import { assetUnitWithHistorySchema, type SetAssetUnitInput } from '@settle/contract/asset-unit';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /admin/main/assetUnit {unit} → 200 with the unit and its history. A label, not money: no
 * approval request. Invalidates /main too, where every screen reads the unit with the rate.
 */
export const useSetAssetUnit = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/main/assetUnit',
    body: (body: SetAssetUnitInput) => body,
    parse: (data) => assetUnitWithHistorySchema.parse(data),
    alsoInvalidates: ['main'],
  });
