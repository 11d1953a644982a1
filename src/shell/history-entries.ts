import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

/**
 * What the app keeps in a history entry of its own page (React Router's
 * location state): the wizard step and the open sheet or dialog. Both stay on the same
 * address, so the phone's back button, the browser's and the header's ← walk
 * back through them before they leave the page.
 */
interface EntryState {
  wizardStep?: number;
  sheet?: string;
}

/**
 * An entry of the page itself leaves the page where it is scrolled: the app's scroll keeping
 * (src/shell/ScrollKeeping.tsx) takes a new entry for a new page and would put it at its top,
 * under the sheet or dialog that just opened.
 */
const SAME_PAGE = { preventScrollReset: true } as const;

function entryState(location: Location): EntryState {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null ? (state as EntryState) : {};
}

/**
 * Ties a wizard's step to the history: each step forward is an entry, so back
 * goes to the previous step. `step` is the wizard's own (its reducer keeps the
 * rules); `goTo` is called when the history moved to another step. `previous`
 * is for the wizard's "Vorige": the same as the back button. `leave` is for
 * when the wizard is done: back past its steps to where the user came from, or
 * to `fallback` when the wizard was opened directly.
 */
export function useWizardStepHistory(
  step: number,
  goTo: (step: number) => void,
): { previous: () => void; leave: (fallback: string) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const entryStep = entryState(location).wizardStep ?? 0;
  // Opened from a link or a reload of step 0: there is no page of ours to go back to.
  const [openedDirectly] = useState(() => location.key === 'default' && entryStep === 0);
  const latest = useRef({ step, entryStep, location, goTo });
  latest.current = { step, entryStep, location, goTo };

  // The history moved (back, forward): the wizard follows. Not on arrival: an entry
  // left over from an earlier run of the wizard (reload, a reset match) is
  // corrected to the wizard's step below instead.
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (entryStep !== latest.current.step) latest.current.goTo(entryStep);
  }, [entryStep, location.key]);

  // The wizard moved (Volgende, the stepper, a restored draft): the history follows.
  useEffect(() => {
    const { entryStep: current, location: here } = latest.current;
    if (step === current) return;
    void navigate(`${here.pathname}${here.search}`, {
      state: { ...entryState(here), wizardStep: step, sheet: undefined },
      // Forward is a new entry; a jump back replaces this one (no loop of steps on back).
      replace: step < current,
      ...SAME_PAGE,
    });
  }, [step, navigate]);

  const previous = useCallback(() => {
    const { step: now, entryStep: current, goTo: go } = latest.current;
    if (current > 0 && current === now) void navigate(-1);
    else go(now - 1);
  }, [navigate]);
  const leave = useCallback(
    (fallback: string) => {
      if (openedDirectly) void navigate(fallback, { replace: true });
      else void navigate(-(latest.current.entryStep + 1));
    },
    [navigate, openedDirectly],
  );
  return { previous, leave };
}

/**
 * Ties an open sheet or dialog to a history entry: back closes it instead of
 * leaving the page. `name` tells the sheets of one page apart.
 */
export function useSheetHistory(name: string): {
  open: boolean;
  show: () => void;
  hide: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const open = entryState(location).sheet === name;
  const show = useCallback(() => {
    if (open) return;
    void navigate(`${location.pathname}${location.search}`, {
      state: { ...entryState(location), sheet: name },
      ...SAME_PAGE,
    });
  }, [open, navigate, location, name]);
  const hide = useCallback(() => {
    if (open) void navigate(-1);
  }, [open, navigate]);
  return { open, show, hide };
}

/**
 * Ties a dialog whose open state the page keeps (a confirm question, a chooser)
 * to a history entry, as `useSheetHistory` does for sheets: opening it adds an
 * entry on the same address; back closes it (`onBack`) and stays on the page,
 * with the page as it was; closing it by its buttons takes the entry away again,
 * so no stray entry is left for a later back. `leaveEntry` takes the entry away
 * and resolves once the history is back on the page's own entry: a confirmed
 * action that may leave the page (a delete, then back to the list) starts from
 * there, while the dialog stays on screen as busy.
 */
export function useDialogHistory(
  open: boolean,
  onBack: () => void,
): { leaveEntry: () => Promise<void> } {
  const location = useLocation();
  const navigate = useNavigate();
  const name = `dialog${useId()}`;
  const here = entryState(location).sheet === name;
  // 'pushing': asked for the entry, not yet there; 'on': on it; 'popping': leaving it.
  const phase = useRef<'none' | 'pushing' | 'on' | 'popping'>('none');
  const left = useRef<(() => void)[]>([]);
  const latest = useRef({ open, onBack, location });
  latest.current = { open, onBack, location };

  const pop = useCallback(() => {
    phase.current = 'popping';
    void navigate(-1);
  }, [navigate]);

  useEffect(() => {
    if (open && phase.current === 'none') {
      phase.current = 'pushing';
      const at = latest.current.location;
      void navigate(`${at.pathname}${at.search}`, {
        state: { ...entryState(at), sheet: name },
        ...SAME_PAGE,
      });
    } else if (!open && phase.current === 'on') {
      pop();
    }
  }, [open, navigate, pop, name]);

  // Which entry is the dialog's: a reload can leave an older one of the same name.
  const entryKey = useRef<string | null>(null);
  useEffect(() => {
    if (phase.current === 'pushing') {
      if (!here) return;
      entryKey.current = location.key;
      phase.current = 'on';
      // Closed, or confirmed, before the entry was there.
      if (!latest.current.open || left.current.length > 0) pop();
      return;
    }
    const was = phase.current;
    if ((was !== 'on' && was !== 'popping') || location.key === entryKey.current) return;
    phase.current = 'none';
    // Off the entry without asking for it: the back button.
    if (was === 'on' && latest.current.open) latest.current.onBack();
    for (const resolve of left.current.splice(0)) resolve();
  }, [here, location.key, pop]);

  const leaveEntry = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (phase.current === 'none') return resolve();
        left.current.push(resolve);
        if (phase.current === 'on') pop();
      }),
    [pop],
  );
  return { leaveEntry };
}
