import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

// The dashboard's chips, drawn with ButtonBase and styled (both on the first
// screen anyway) instead of MUI's Chip, which is a download of its own. They
// look like the theme's chips: fully round, 600 weight, outlined or filled.

/** ButtonBase as a link: the section buttons work without JavaScript too. */
function LinkButton(props: ButtonBaseProps<'a'>) {
  return <ButtonBase component="a" {...props} />;
}

/** A section button of the dashboard's row: outlined, filled in primary when selected. */
export const SectionPill = styled(LinkButton)(({ theme }) => ({
  flex: '0 0 auto',
  height: 36,
  padding: '0 16px',
  borderRadius: 999,
  border: `1px solid ${theme.palette.grey[400]}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  fontSize: '0.9rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  transition: theme.transitions.create(['background-color', 'border-color', 'color']),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&.Mui-focusVisible': { backgroundColor: theme.palette.action.focus },
  '&[aria-selected="true"]': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &.Mui-focusVisible': { backgroundColor: theme.palette.primary.dark },
  },
  [theme.breakpoints.up('md')]: { flex: '1 1 auto', padding: '0 12px', fontSize: '0.875rem' },
}));

/** A small outlined name tag (the absentees of a match). */
export const NameTag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 9px',
  borderRadius: 999,
  border: `1px solid ${theme.palette.grey[400]}`,
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
}));
