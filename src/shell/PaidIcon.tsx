import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';

/** Paid: a green tick; not yet: an empty circle, so the column reads at a glance. */
export function PaidIcon({ paid }: { paid: boolean }) {
  const label = paid ? 'Betaald' : 'Niet betaald';
  return paid ? (
    <CheckCircleRounded color="success" titleAccess={label} sx={{ fontSize: 22 }} />
  ) : (
    <RadioButtonUncheckedRounded
      titleAccess={label}
      sx={{ fontSize: 22, color: 'text.disabled' }}
    />
  );
}
