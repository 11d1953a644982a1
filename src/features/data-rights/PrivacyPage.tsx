import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DELETED_TEAM_RETENTION_DAYS,
  EXPIRED_SESSION_RETENTION_DAYS,
  STATEMENT_IMPORT_RETENTION_DAYS,
  THROTTLE_RETENTION_DAYS,
  USED_TOKEN_RETENTION_DAYS,
} from '../../../domain/data-rights/retention';
import { usePageTitle } from '../../shell/page-title';

const days = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`);

/**
 * `/privacy` on the main domain and every team host (issue 30): what Teampot keeps, why,
 * how long (the purge's own periods, domain/data-rights/retention.ts) and how to have it
 * removed.
 */
export default function PrivacyPage() {
  usePageTitle('Privacy');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ px: 0.5 }}>
        Privacy
      </Typography>
      <Section title="Wat Teampot bewaart en waarom">
        <ul>
          <li>
            <strong>Je account</strong>: je e-mailadres en een versleuteld wachtwoord, zodat je kunt
            inloggen en je teams kunt beheren.
          </li>
          <li>
            <strong>Spelers</strong>: naam en bijnaam, en per wedstrijd wie er was, wie scoorde en
            wie kwam; zo houdt het team de stand, de boetepot en de opkomst bij.
          </li>
          <li>
            <strong>Boetes en geld</strong>: boetes, betalingen en transacties, met een logboek van
            wie wat veranderde, zodat de penningmeester kan laten zien dat alles klopt.
          </li>
          <li>
            <strong>Meldingen</strong>: als je meldingen aanzet, het adres van je browser om ze te
            sturen, en eventueel welke speler je bent.
          </li>
          <li>
            <strong>Inloggen en beveiliging</strong>: je inlogsessie, links uit e-mails (bevestigen,
            nieuw wachtwoord) en tellers van foute pincodes en wachtwoorden, om raden tegen te gaan.
          </li>
        </ul>
        <Typography variant="body2" color="text.secondary">
          Teampot verkoopt niets door en toont geen advertenties. Bezoekers van het dashboard zien
          alleen wat het team zelf openbaar zet.
        </Typography>
      </Section>
      <Section title="Hoe lang">
        <ul>
          <li>
            Een afgelopen of beëindigde inlogsessie: nog {days(EXPIRED_SESSION_RETENTION_DAYS)},
            daarna wordt hij gewist.
          </li>
          <li>
            Een gebruikte of verlopen link uit een e-mail: nog {days(USED_TOKEN_RETENTION_DAYS)}.
          </li>
          <li>Tellers van foute pincodes en wachtwoorden: {days(THROTTLE_RETENTION_DAYS)}.</li>
          <li>
            De regels van een ingelezen bankafschrift: {days(STATEMENT_IMPORT_RETENTION_DAYS)},
            zodat geen betaling twee keer wordt verwerkt.
          </li>
          <li>
            Een verwijderd team: {days(DELETED_TEAM_RETENTION_DAYS)} terug te zetten, daarna wordt
            het met alles erin gewist.
          </li>
          <li>
            Al het andere blijft zolang het team of je account bestaat; jij bepaalt wanneer het weg
            mag.
          </li>
        </ul>
      </Section>
      <Section title="Hoe je het laat verwijderen">
        <ul>
          <li>
            <strong>Je account</strong>: in je profiel op de hoofdsite kies je &quot;Account
            verwijderen&quot;. Je sessies, links en meldingen gaan mee; in het logboek staat daarna
            &quot;verwijderd account&quot;. Beheer je als enige een team, draag het dan eerst over
            of verwijder het.
          </li>
          <li>
            <strong>Een speler die gestopt is</strong>: een teambeheerder anonimiseert hem op zijn
            spelerspagina. Hij heet dan overal &quot;Oud-speler&quot;; zijn goals en boetes tellen
            gewoon mee.
          </li>
          <li>
            <strong>Het hele team</strong>: een teambeheerder verwijdert het team onder
            Instellingen. Het verdwijnt meteen en wordt na {days(DELETED_TEAM_RETENTION_DAYS)}{' '}
            voorgoed gewist.
          </li>
          <li>
            <strong>Eerst alles downloaden</strong>: je eigen gegevens via &quot;Mijn gegevens
            downloaden&quot; in je profiel, en alles van het team via het teamarchief onder
            Instellingen.
          </li>
        </ul>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent
        sx={{
          '& ul': { pl: 2.5, my: 1 },
          '& li': { mb: 1, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
