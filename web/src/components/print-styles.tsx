import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Print styles for a page meant to be printed (the 정산 명세서): A4 portrait with 15 mm margins,
 * only the page's content on paper — the shell's header, navigation, footer and floating
 * controls, and anything marked `data-print="hide"` (the page's own buttons), are left out —
 * and black on white whatever the colour scheme, since a dark page would print as a dark sheet.
 * Rendered by the page that prints, so it costs the first route nothing; the rules name the
 * shell by element and class, not by its files.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4 portrait', margin: '15mm' },
        '@media print': {
          [[
            'header',
            'nav',
            'footer',
            '[data-print="hide"]',
            '.MuiDrawer-root',
            '.MuiSnackbar-root',
            '.MuiFab-root',
            '.MuiBottomNavigation-root',
          ].join(', ')]: { display: 'none !important' },
          'html, body': { background: '#fff !important', colorScheme: 'light' },
          'body *': {
            color: '#000 !important',
            backgroundColor: 'transparent !important',
            backgroundImage: 'none !important',
            boxShadow: 'none !important',
          },
          '[data-print="document"], [data-print="document"] *': { borderColor: '#bdbdbd !important' },
          // The page's own gutters would come on top of the sheet's margins.
          '#main-content': { padding: '0 !important', maxWidth: 'none !important' },
        },
      }}
    />
  );
}
