import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/**
 * The spec's empty messages. A whole section's: a quiet panel where the content
 * would be; a part of a card's (`dense`): one muted line.
 */
export function EmptyMessage({ text, dense = false }: { text: string; dense?: boolean }) {
  if (dense) {
    return (
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pt: 0.5, pb: 1.75 }}
      >
        {text}
      </Typography>
    );
  }
  return (
    <Box
      role="status"
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        py: 5,
        px: 2,
        borderRadius: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      <InboxOutlined sx={{ fontSize: 36, opacity: 0.6 }} />
      <Typography>{text}</Typography>
    </Box>
  );
}
