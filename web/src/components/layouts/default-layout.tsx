import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePreferences } from '../../lib/preferences';
import { OVERLAY_NAV_BREAKPOINT } from '../../theme/breakpoints';
import { Footer } from '../shell/footer';
import { NAVBAR_HEIGHT, Navbar } from '../shell/navbar';
import { navItemsOf, type NavItem, type NavSection } from '../shell/nav-types';
import { ScrollToTop } from '../shell/scroll-to-top';
import { VerticalNav } from '../shell/vertical-nav';

// The horizontal menu is a wide screen's opt-in (the default is vertical): its code loads with it.
const HorizontalNav = lazy(() =>
  import('../shell/horizontal-nav').then((m) => ({ default: m.HorizontalNav })),
);
// Opened rarely: loads on first use.
const CustomizerDrawer = lazy(() =>
  import('../shell/customizer-drawer').then((m) => ({ default: m.CustomizerDrawer })),
);

export interface DefaultLayoutProps {
  sections: readonly NavSection[];
  shortcuts: readonly NavItem[];
  userEmail: string | null;
  /** The profile name, for the avatar's initial. */
  userName: string | null;
  onLogout: () => void;
  logoutPending?: boolean;
  /** The notifications bell; the push feature fills it. */
  notifications?: ReactNode;
  /**
   * The member's bottom tab bar (components/shell/bottom-tab-bar.tsx, with the inbox's count):
   * shown on phones only, and the content, footer and scroll-to-top button move up above it.
   */
  tabBar?: ReactNode;
  children: ReactNode;
}

/**
 * What the content keeps free at the bottom for the tab bar: its height and the home indicator.
 * A literal, not the bar's constant, so the bar's code stays out of this first-route chunk.
 */
const TAB_BAR_SPACE = 'calc(60px + env(safe-area-inset-bottom))';

/** Wider than the overlay breakpoint (spec §4: 1279 px): the chosen navigation applies. */
const WIDE_QUERY = `(min-width:${OVERLAY_NAV_BREAKPOINT + 1}px)`;

/**
 * The signed-in shell (spec §2): vertical or horizontal navigation as chosen in the customizer,
 * forced to vertical below 1280 px — the stored choice is never overwritten, so it comes back
 * when the window widens. It knows nothing of auth or roles: app/ passes menus and actions in.
 */
export function DefaultLayout(props: DefaultLayoutProps) {
  const { sections, children } = props;
  const preferences = usePreferences();
  const wide = useMediaQuery<Theme>(WIDE_QUERY, { noSsr: true });
  // Tab bars are for phones (below md, 960 px): above it the drawer's menu is a click away on a
  // screen that has the room, and a bar across a landscape tablet or laptop reads as a toolbar.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const tabBar = phone ? props.tabBar : undefined;
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const [customizerRequested, setCustomizerRequested] = useState(false);

  const navigation = wide ? preferences.navigationType : 'vertical';
  const boxed = preferences.contentWidth === 'boxed';
  // A hidden navbar would leave small screens without their menu button: they keep a plain one.
  const navbarType = preferences.navbarType === 'hidden' && !wide ? 'static' : preferences.navbarType;

  const openCustomizer = () => {
    setCustomizerRequested(true);
    setCustomizerOpen(true);
  };

  const navbar =
    navbarType === 'hidden' ? null : (
      <Navbar
        type={navbarType}
        blur={preferences.navbarBlur}
        boxed={boxed}
        showBrand={navigation === 'horizontal' || !wide}
        onOpenMenu={wide ? undefined : () => setMobileNavOpen(true)}
        searchItems={navItemsOf(sections)}
        shortcuts={props.shortcuts}
        notifications={props.notifications}
        onOpenCustomizer={openCustomizer}
        userEmail={props.userEmail}
        userName={props.userName}
        onLogout={props.onLogout}
        logoutPending={props.logoutPending}
      />
    );

  const main = (
    <Container
      component="main"
      id="main-content"
      maxWidth={boxed ? 'lg' : false}
      sx={{ py: { xs: 3, md: 4 }, flexGrow: 1 }}
    >
      {children}
    </Container>
  );

  return (
    <Box
      data-navigation={navigation}
      sx={{ minHeight: '100dvh', display: 'flex', bgcolor: 'background.default' }}
    >
      {navigation === 'vertical' && (
        <VerticalNav
          sections={sections}
          variant={wide ? 'permanent' : 'temporary'}
          open={mobileNavOpen}
          onClose={() => setMobileNavOpen(false)}
          collapsed={preferences.verticalNavCollapsed}
          onToggleCollapsed={() =>
            preferences.set({ verticalNavCollapsed: !preferences.verticalNavCollapsed })
          }
        />
      )}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          minWidth: 0,
          pb: tabBar ? TAB_BAR_SPACE : undefined,
        }}
      >
        {navbar}
        {navigation === 'horizontal' && (
          <Suspense fallback={null}>
            <HorizontalNav
              sections={sections}
              boxed={boxed}
              top={navbarType === 'sticky' ? NAVBAR_HEIGHT : 0}
            />
          </Suspense>
        )}
        {main}
        <Footer type={preferences.footerType} boxed={boxed} bottom={tabBar ? TAB_BAR_SPACE : 0} />
      </Box>
      <ScrollToTop bottom={tabBar ? `calc(${TAB_BAR_SPACE} + 16px)` : undefined} />
      {tabBar}
      {navbarType === 'hidden' && (
        // Without a navbar the customizer still needs a way in, or "hidden" could not be undone.
        <IconButton
          onClick={openCustomizer}
          aria-label="화면 설정 열기"
          sx={{
            position: 'fixed',
            top: 12,
            right: 12,
            zIndex: (theme) => theme.zIndex.appBar,
            bgcolor: 'background.paper',
            boxShadow: 2,
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <IconAdjustmentsHorizontal size={22} />
        </IconButton>
      )}
      {customizerRequested && (
        <Suspense fallback={null}>
          <CustomizerDrawer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
