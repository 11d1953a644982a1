import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nlNL } from '@mui/x-date-pickers/locales';

dayjs.locale('nl');

const localeText = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Dutch dates for the MUI date pickers (week from Monday, Dutch month names and
 * labels). Only the date fields load this, dayjs and the adapter: a visitor's
 * dashboard formats its dates with domain/dates.ts and never downloads them.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
