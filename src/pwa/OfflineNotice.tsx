import { styled } from '@mui/material/styles';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { useOnline } from './use-online';

/** Offline the service worker serves the last answers it saw (src/pwa/sw.ts); say so. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Banner role="status">
      <CloudOffRounded fontSize="small" />
      Je bent offline — je ziet de laatst opgehaalde gegevens
    </Banner>
  );
}

// The look of MUI's standard info Alert, without its code in every visitor's first download.
const Banner = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  marginBottom: theme.spacing(2),
  padding: '10px 16px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: '#e5f6fd',
  color: '#014361',
  ...theme.typography.body2,
  '& svg': { color: theme.palette.info.main, flexShrink: 0 },
}));
