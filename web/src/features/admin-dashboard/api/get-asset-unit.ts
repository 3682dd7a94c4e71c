import { assetUnitWithHistorySchema, type AssetUnitWithHistory } from '@settle/contract/asset-unit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/main/assetUnit';

/** GET /admin/main/assetUnit: the asset unit in use, and who changed it when. */
export async function getAssetUnit(signal?: AbortSignal): Promise<AssetUnitWithHistory> {
  return assetUnitWithHistorySchema.parse(await apiFetch(PATH, { signal }));
}

export const assetUnitQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getAssetUnit(signal) });

export const useAssetUnitHistory = () => useQuery(assetUnitQueryOptions());
