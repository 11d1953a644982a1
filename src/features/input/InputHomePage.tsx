import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GavelRounded from '@mui/icons-material/GavelRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import { teamPaths } from '../../app/paths';
import { inputSections, type InputSection } from './input-menu';

const icons: Record<InputSection, ComponentType<SvgIconProps>> = {
  matches: SportsSoccerRounded,
  fines: GavelRounded,
  transactions: SwapVertRounded,
  players: GroupsRounded,
  taskLists: ChecklistRounded,
  seasons: CalendarMonthRounded,
};

/** /input: the menu of spec §2 as one tappable list. */
export default function InputHomePage() {
  const entries = [
    ...inputSections.map((s) => ({ ...s, Icon: icons[s.id] })),
    {
      id: 'dashboard',
      label: 'Terug naar dashboard',
      to: teamPaths.dashboard.path,
      description: 'Standen en overzichten',
      Icon: HomeRounded,
    },
  ];
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2, px: 0.5 }}>
        Invoer
      </Typography>
      <Card>
        <List disablePadding>
          {entries.map(({ id, label, to, description, Icon }, index) => (
            <ListItemButton
              key={id}
              component={RouterLink}
              to={to}
              divider={index < entries.length - 1}
              sx={{ borderRadius: 0, py: 1.5 }}
            >
              <ListItemIcon sx={{ color: id === 'dashboard' ? 'text.secondary' : 'primary.main' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={label}
                secondary={description}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <ChevronRightRounded sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          ))}
        </List>
      </Card>
    </>
  );
}
