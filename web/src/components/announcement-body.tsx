import Typography from '@mui/material/Typography';

/**
 * A notice's body as plain text: line breaks and spaces kept (pre-wrap), long words wrapped.
 * React escapes the string, so `<script>` in a body shows as those characters and never runs;
 * never render a body as HTML.
 */
export function AnnouncementBody({ body }: { body: string }) {
  return (
    <Typography
      component="div"
      variant="body1"
      data-testid="announcement-body"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.8 }}
    >
      {body}
    </Typography>
  );
}
