import Alert from '@mui/material/Alert';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { useOnline } from './use-online';

/** Offline the service worker serves the last answers it saw (public/sw.js); say so. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="info" icon={<CloudOffRounded />} role="status" sx={{ mb: 2 }}>
      Je bent offline — je ziet de laatst opgehaalde gegevens
    </Alert>
  );
}
