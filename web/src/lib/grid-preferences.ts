import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type GridDensity = 'compact' | 'standard' | 'comfortable';

/** What an operator chose for one admin table: the columns hidden and the row density. */
export interface GridPreference {
  hidden: string[];
  density: GridDensity;
}

interface GridPreferencesState {
  grids: Record<string, GridPreference>;
  setHidden: (grid: string, hidden: string[]) => void;
  setDensity: (grid: string, density: GridDensity) => void;
}

const DEFAULT: GridPreference = { hidden: [], density: 'standard' };

/**
 * Column visibility and density of every admin table, remembered per table on this device
 * (local storage, one key). Kept apart from the customizer's preferences so the admin-only code
 * stays out of the member's first screen.
 */
export const useGridPreferences = create<GridPreferencesState>()(
  persist(
    (set) => ({
      grids: {},
      setHidden: (grid, hidden) =>
        set((state) => ({ grids: { ...state.grids, [grid]: { ...(state.grids[grid] ?? DEFAULT), hidden } } })),
      setDensity: (grid, density) =>
        set((state) => ({ grids: { ...state.grids, [grid]: { ...(state.grids[grid] ?? DEFAULT), density } } })),
    }),
    { name: 'settle-grid-preferences', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

/** One table's choice: the defaults until the operator changes something. */
export function useGridPreference(grid: string, hiddenByDefault: readonly string[]): GridPreference {
  const stored = useGridPreferences((state) => state.grids[grid]);
  return stored ?? { ...DEFAULT, hidden: [...hiddenByDefault] };
}
