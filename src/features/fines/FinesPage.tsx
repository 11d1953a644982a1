import { useSearchParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useRequiredTeamCode } from '../../lib/app-context';
import { usePageTitle } from '../../shell/page-title';
import { FineList } from './FineList';
import { FineTypeList } from './FineTypeList';

/** Two tabs (spec §2): fines, and fine types with `?tab=types` (and `showObsolete=true`). */
export default function FinesPage() {
  const teamCode = useRequiredTeamCode();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'types' ? 'types' : 'fines';
  usePageTitle(tab === 'types' ? 'Boetetypes' : 'Boetes');

  return (
    <>
      <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
        <Tabs
          value={tab}
          variant="fullWidth"
          aria-label="Boetes en boetetypes"
          onChange={(_event, value: string) =>
            setParams(value === 'types' ? { tab: 'types' } : {}, { replace: true })
          }
        >
          <Tab value="fines" label="Boetes" />
          <Tab value="types" label="Boetetypes" />
        </Tabs>
      </Paper>
      {tab === 'types' ? (
        <FineTypeList
          teamCode={teamCode}
          showObsolete={params.get('showObsolete') === 'true'}
          onShowObsoleteChange={(show) =>
            setParams(show ? { tab: 'types', showObsolete: 'true' } : { tab: 'types' }, {
              replace: true,
            })
          }
        />
      ) : (
        <FineList
          teamCode={teamCode}
          playerId={Number(params.get('player')) || null}
          onPlayerChange={(playerId) =>
            setParams(playerId === null ? {} : { player: String(playerId) }, { replace: true })
          }
        />
      )}
    </>
  );
}
