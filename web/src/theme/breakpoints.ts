/** spec §9: 600, 960, 1280, 1920, 2560 px. MUI has five keys, so 2560 lives here for later use. */
export const breakpointValues = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;
export const XXL_BREAKPOINT = 2560;
/** spec §4/§9: below this width navigation is forced to vertical (overlay). */
export const OVERLAY_NAV_BREAKPOINT = 1279;
