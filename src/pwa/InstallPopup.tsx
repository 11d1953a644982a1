import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InstallMobileRounded from '@mui/icons-material/InstallMobileRounded';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import { HelpPopover } from './HelpPopover';
import { promptInstall, useInstallPrompt } from './install-prompt';
import { rememberClosed } from './install-popup-memory';

/** Let the first screen settle before something slides over its bottom. */
const SHOW_DELAY_MS = 1200;

const TITLE_ID = 'install-popup-title';

/**
 * Spec §2 "Install popup": 'Installeer Teampot' with an install button on
 * Android, the three Add-to-Home-Screen steps on iOS. PwaLayer decides whether
 * it may appear at all (a phone, not installed, not closed in the last 7 days).
 */
export default function InstallPopup({ platform }: { platform: 'android' | 'ios' }) {
  const prompt = useInstallPrompt();
  const [settled, setSettled] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Android: only when Chromium said the app can be installed (it fired beforeinstallprompt).
  const visible = settled && !closed && (platform === 'ios' || prompt !== null);

  const close = () => {
    rememberClosed(localStorage, Date.now());
    setClosed(true);
  };

  const install = async () => {
    if (!prompt) return;
    const outcome = await promptInstall(prompt);
    // Saying no in Chromium's own dialog counts as closing the popup.
    if (outcome === 'dismissed') close();
    else setClosed(true);
  };

  return (
    <Slide direction="up" in={visible} mountOnEnter unmountOnExit>
      <Paper
        role="dialog"
        aria-modal="false"
        aria-labelledby={TITLE_ID}
        elevation={12}
        sx={{
          position: 'fixed',
          left: 12,
          right: 12,
          bottom: 'calc(12px + env(safe-area-inset-bottom))',
          mx: 'auto',
          maxWidth: 496,
          p: 2,
          pt: 1.75,
          borderRadius: '20px',
          zIndex: 'speedDial',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="img"
            src="/icons/icon-192.png"
            alt=""
            sx={{ width: 52, height: 52, borderRadius: '12px', flexShrink: 0 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              Installeer Teampot
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Open je team met één tik vanaf je beginscherm, schermvullend en met meldingen.
            </Typography>
          </Box>
          <IconButton
            aria-label="Sluiten"
            onClick={close}
            sx={{ alignSelf: 'flex-start', mr: -0.75 }}
          >
            <CloseRounded />
          </IconButton>
        </Box>

        {platform === 'android' ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={close}>Niet nu</Button>
            <Button
              variant="contained"
              startIcon={<InstallMobileRounded />}
              onClick={() => void install()}
            >
              Installeren
            </Button>
          </Box>
        ) : (
          <Box
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}
          >
            <Step
              number={1}
              icon={<IosShareRounded />}
              help={
                <HelpPopover label="Waar zit de deelknop?">
                  Tik op het deel-icoon: het vierkantje met de pijl omhoog, onderin Safari op een
                  iPhone en bovenin op een iPad.
                </HelpPopover>
              }
            >
              Druk op de deelknop
            </Step>
            <Step number={2} icon={<AddBoxOutlined />}>
              Kies &apos;Zet op beginscherm&apos;
            </Step>
            <Step number={3}>Geef de app een naam en tik op &apos;Voeg toe&apos;</Step>
          </Box>
        )}
      </Paper>
    </Slide>
  );
}

function Step({
  number,
  icon,
  help,
  children,
}: {
  number: number;
  icon?: ReactNode;
  help?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: 44,
        px: 1.5,
        py: 0.75,
        borderRadius: '12px',
        bgcolor: 'background.default',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 26,
          height: 26,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.875rem',
          fontWeight: 700,
        }}
      >
        {number}
      </Box>
      <Typography variant="body1" sx={{ flex: 1, fontWeight: 500 }}>
        {children}
      </Typography>
      {icon && (
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
      )}
      {help}
    </Box>
  );
}
