import Button from '@mui/material/Button';
import { LoadError } from './LoadError';

/**
 * Under a paged list (src/lib/paged-list.ts): "Meer laden" while there is a next page,
 * and the error of a next page that could not be loaded, with a retry.
 */
export function LoadMore({
  list,
  what,
}: {
  list: {
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => void;
    loadMoreError: unknown;
    retry: () => void;
  };
  what?: string;
}) {
  return (
    <>
      {list.hasMore && (
        <Button
          variant="outlined"
          onClick={list.loadMore}
          disabled={list.loadingMore}
          sx={{ justifySelf: 'center', alignSelf: 'center' }}
        >
          {list.loadingMore ? 'Laden…' : 'Meer laden'}
        </Button>
      )}
      {list.loadMoreError !== undefined && <LoadError what={what} onRetry={list.retry} />}
    </>
  );
}
