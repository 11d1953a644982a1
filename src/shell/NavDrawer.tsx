import type { ComponentType } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import EuroRounded from '@mui/icons-material/EuroRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import { PushToggle } from '../pwa/PushToggle';
import { isActive, type NavIcon, type NavItem } from './shell-nav';

const icons: Record<NavIcon, ComponentType<SvgIconProps>> = {
  home: HomeRounded,
  input: EditNoteRounded,
  settings: SettingsRounded,
  profile: AccountCircleRounded,
  logout: LogoutRounded,
  adminLogin: AdminPanelSettingsRounded,
  login: LoginRounded,
  register: PersonAddRounded,
  newTeam: AddRounded,
  admin: AdminPanelSettingsRounded,
  fines: EuroRounded,
};

const DRAWER_WIDTH = 304;

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  /** The team's name on a team host, else null. */
  appName: string | null;
  email: string | null;
  withPushToggle: boolean;
  onLogout: () => void;
}

/**
 * The side menu of the app bar's menu button. Its own chunk (a modal drawer,
 * focus trap, list and switch): AppShell loads it when the menu is first
 * opened, so a visitor's first screen does not download it.
 */
export function NavDrawer({
  open,
  onClose,
  items,
  appName,
  email,
  withPushToggle,
  onLogout,
}: NavDrawerProps) {
  const location = useLocation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: {
            width: DRAWER_WIDTH,
            maxWidth: '85vw',
            borderRadius: 0,
            borderTopRightRadius: 20,
            borderBottomRightRadius: 20,
            pt: 'env(safe-area-inset-top)',
            pb: 'env(safe-area-inset-bottom)',
          },
        },
      }}
    >
      <DrawerHeader appName={appName} email={email} />
      <Divider />
      <List component="nav" aria-label="Hoofdmenu" sx={{ px: 1.5, py: 1 }}>
        {items.map((item) => (
          <DrawerEntry
            key={item.label}
            item={item}
            selected={isActive(item, location.pathname)}
            onChosen={() => {
              onClose();
              if (item.kind === 'logout') onLogout();
            }}
          />
        ))}
      </List>
      {withPushToggle && <PushToggle />}
      <Box sx={{ mt: 'auto', px: 3, py: 2 }}>
        <Link
          component={RouterLink}
          to="/privacy"
          onClick={onClose}
          variant="body2"
          color="text.secondary"
          underline="hover"
        >
          Privacy
        </Link>
      </Box>
    </Drawer>
  );
}

function DrawerHeader({ appName, email }: { appName: string | null; email: string | null }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2.5 }}>
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        sx={{ width: 44, height: 44, flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ lineHeight: 1.25 }}>
          {appName || 'Teampot'}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {email ?? (appName ? 'Teampot' : 'Voor je team')}
        </Typography>
      </Box>
    </Box>
  );
}

function DrawerEntry({
  item,
  selected,
  onChosen,
}: {
  item: NavItem;
  selected: boolean;
  onChosen: () => void;
}) {
  const Icon = icons[item.icon];
  const content = (
    <>
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
    </>
  );
  const sx = { mb: 0.5, minHeight: 48 };
  if (item.kind === 'link') {
    return (
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={selected}
        onClick={onChosen}
        sx={sx}
      >
        {content}
      </ListItemButton>
    );
  }
  if (item.kind === 'external') {
    return (
      <ListItemButton component="a" href={item.href} onClick={onChosen} sx={sx}>
        {content}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton onClick={onChosen} sx={sx}>
      {content}
    </ListItemButton>
  );
}
