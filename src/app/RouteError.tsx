import Button from '@mui/material/Button';
import { ErrorCard } from '../shell/ErrorCard';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors';

/** After a deploy the old page asks for chunk files that are gone: a reload fetches the new ones. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Shown inside the shell when a page throws while rendering or its code cannot load. */
export function RouteError({ error }: { error: unknown }) {
  const stale = isStaleChunk(error);
  const message = error instanceof Error && !stale ? error.message : undefined;
  return (
    <ErrorCard
      title={stale ? 'Er is een nieuwe versie' : GENERIC_ERROR_MESSAGE}
      message={stale ? 'Laad de pagina opnieuw om verder te gaan.' : message}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Opnieuw laden
          </Button>
          {!stale && (
            <Button variant="outlined" href="/">
              Naar start
            </Button>
          )}
        </>
      }
    />
  );
}
