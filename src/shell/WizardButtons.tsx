import Button, { type ButtonProps } from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';

/**
 * A wizard's way through its steps (the fill's, the lottery's): "Vorige" after the
 * first step, "Volgende" up to the last, and there the wizard's own `finish`
 * (secondary, e.g. "Opslaan" or "Loten!") in its place.
 */
export function WizardButtons({
  first,
  last,
  onPrevious,
  onNext,
  finish,
}: {
  first: boolean;
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
  finish: ButtonProps;
}) {
  const forward: ButtonProps = last
    ? { color: 'secondary', ...finish }
    : { endIcon: <ArrowForwardRounded />, onClick: onNext, children: 'Volgende' };
  return (
    <>
      {!first && (
        <Button
          variant="outlined"
          size="large"
          startIcon={<ArrowBackRounded />}
          onClick={onPrevious}
          sx={{ flex: 1 }}
        >
          Vorige
        </Button>
      )}
      <Button variant="contained" size="large" sx={{ flex: 1 }} {...forward} />
    </>
  );
}
