import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** The product name, linking home. */
export function Brand() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      sx={(theme) => ({
        color: theme.vars?.palette.primaryText ?? theme.palette.primaryText,
        fontWeight: 700,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
      })}
    >
      정산 서비스
    </Typography>
  );
}
