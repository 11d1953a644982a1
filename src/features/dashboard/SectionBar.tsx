import { memo, useEffect, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { SectionPill } from './Pill';
import { SECTIONS, type SectionKey } from './sections';

export const tabId = (key: SectionKey) => `dashboard-tab-${key}`;
export const PANEL_ID = 'dashboard-panel';

/** The row's padding, which a chip brought into view keeps from the row's edge. */
const ROW_PADDING = 16;

/**
 * Scrolls the chip's row sideways, as far as the chip needs to be in view, and not the page
 * (as `scrollIntoView` would): back to a long list, or a reload, the page stays where it was.
 */
function scrollRowTo(chip: HTMLElement | null) {
  const row = chip?.parentElement;
  if (!chip || !row) return;
  const rowBox = row.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  if (chipBox.right > rowBox.right - ROW_PADDING) {
    row.scrollLeft += chipBox.right - rowBox.right + ROW_PADDING;
  } else if (chipBox.left < rowBox.left + ROW_PADDING) {
    row.scrollLeft -= rowBox.left + ROW_PADDING - chipBox.left;
  }
}

/**
 * The eight section buttons as chips: one swipeable row on a phone (running to
 * the screen edges), wrapped on a wide screen. They behave as tabs for a
 * screen reader. Memo: the page re-renders for each API answer on its way in.
 */
export const SectionBar = memo(function SectionBar({
  value,
  onChange,
  hrefOf,
  hidden = [],
  onIntent,
}: {
  value: SectionKey;
  onChange: (key: SectionKey) => void;
  /** Each button is a link to its section: a page rendered on the server works without scripts. */
  hrefOf: (key: SectionKey) => string;
  /** Sections this visitor may not see (money the team hides, issue 9). */
  hidden?: readonly SectionKey[];
  /** The visitor is about to pick a section (touch, pointer or keyboard focus). */
  onIntent?: () => void;
}) {
  const selected = useRef<HTMLAnchorElement>(null);

  // A link straight to a section further along the row: bring its chip into view. The first
  // is always in view; for the others, wait for the frame's own layout instead of forcing one.
  useEffect(() => {
    if (value === SECTIONS[0]?.key) return;
    const frame = requestAnimationFrame(() => scrollRowTo(selected.current));
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return (
    <Box
      role="tablist"
      aria-label="Onderdelen"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
      sx={{
        display: 'flex',
        gap: 1,
        mx: { xs: -2, md: 0 },
        px: { xs: 2, md: 0 },
        py: 0.5,
        overflowX: { xs: 'auto', md: 'visible' },
        flexWrap: { xs: 'nowrap', md: 'wrap' },
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        scrollPaddingInline: ROW_PADDING,
      }}
    >
      {SECTIONS.filter((section) => !hidden.includes(section.key)).map((section) => {
        const active = section.key === value;
        return (
          <SectionPill
            key={section.key}
            ref={active ? selected : undefined}
            id={tabId(section.key)}
            role="tab"
            aria-selected={active}
            aria-controls={PANEL_ID}
            href={hrefOf(section.key)}
            onClick={(event: MouseEvent) => {
              // A plain click stays in the page; a ctrl/cmd click still opens a new tab.
              if (event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              onChange(section.key);
            }}
          >
            {section.label}
          </SectionPill>
        );
      })}
    </Box>
  );
});
