import { useEffect } from 'react';
import { useNotice } from '../lib/notices';
import { ApiError } from '../lib/api-client';

/** A missing (or another team's) item: say so, then go back (spec §8 "… niet gevonden, then go back"). */
export function useNotFound(notFound: boolean, message: string, goBack: () => void): void {
  const notice = useNotice();
  useEffect(() => {
    if (!notFound) return;
    notice.show({ severity: 'error', message });
    goBack();
  }, [notFound, message, goBack, notice]);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The numeric id of an optional route parameter: null without one (a new item), NaN for text that is no id. */
export function routeId(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^\d{1,9}$/.test(param) ? Number(param) : Number.NaN;
}

/** The id a required route parameter names; null for text that is no id (which then is not found). */
export function requiredRouteId(param: string | null | undefined): number | null {
  const id = routeId(param ?? undefined);
  return id === null || Number.isNaN(id) || id === 0 ? null : id;
}
