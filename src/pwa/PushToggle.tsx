import { useId, type ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import NotificationsOffRounded from '@mui/icons-material/NotificationsOffRounded';
import { useNotice } from '../lib/notices';
import { currentInstallPlatform, isStandalone } from './device';
import { usePushNotifications } from './use-push-notifications';

// What the switch is; the switch itself shows whether it is on.
const LABEL = 'Meldingen';

/** The drawer's push switch (spec §4): news of a filled match or a draw on this phone. */
export function PushToggle() {
  const push = usePushNotifications();
  const notice = useNotice();
  const labelId = useId();

  if (!push.supported) {
    // iOS has Web Push only for an app on the home screen: point the way instead of hiding it.
    if (currentInstallPlatform() !== 'ios' || isStandalone()) return null;
    return (
      <Section>
        <ListItem sx={{ px: 2 }}>
          <ListItemIcon>
            <NotificationsOffRounded />
          </ListItemIcon>
          <ListItemText primary="Meldingen" secondary="Zet Teampot eerst op je beginscherm" />
        </ListItem>
      </Section>
    );
  }

  const denied = push.permission === 'denied';
  const toggle = async () => {
    if (push.enabled) {
      await push.disable();
      return;
    }
    const outcome = await push.enable();
    if (outcome === 'enabled') notice.show({ severity: 'success', message: 'Meldingen staan aan' });
    if (outcome === 'failed') {
      notice.show({
        severity: 'error',
        message: 'Meldingen aanzetten is niet gelukt. Probeer het later opnieuw.',
      });
    }
  };

  const content = (
    <>
      <ListItemIcon sx={{ mt: 0.5 }}>
        {denied ? <NotificationsOffRounded /> : <NotificationsActiveRounded />}
      </ListItemIcon>
      <ListItemText
        primary={LABEL}
        secondary={
          denied
            ? 'Geblokkeerd in je browser. Zet ze aan via het slotje naast het adres, of in de instellingen van je telefoon.'
            : 'Bij een ingevulde wedstrijd of een loting'
        }
        slotProps={{ primary: { id: labelId, sx: { fontWeight: 600 } } }}
      />
    </>
  );
  const switchControl = (
    <Switch
      edge="end"
      checked={push.enabled}
      disabled={denied || push.busy}
      onChange={() => void toggle()}
      slotProps={{ input: { 'aria-labelledby': labelId } }}
    />
  );

  return (
    <Section>
      {denied ? (
        // Blocked: nothing to tap, but the way to undo it must stay readable (not greyed out).
        <ListItem alignItems="flex-start" secondaryAction={switchControl} sx={{ pl: 2, pr: 9 }}>
          {content}
        </ListItem>
      ) : (
        <ListItem disablePadding alignItems="flex-start" secondaryAction={switchControl}>
          <ListItemButton
            disabled={push.busy}
            onClick={() => void toggle()}
            sx={{ alignItems: 'flex-start', minHeight: 48, pr: 9 }}
          >
            {content}
          </ListItemButton>
        </ListItem>
      )}
    </Section>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <>
      <Divider />
      <List aria-label="Meldingen" sx={{ px: 1.5, py: 1 }}>
        {children}
      </List>
    </>
  );
}
