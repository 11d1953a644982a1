import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import StyleRounded from '@mui/icons-material/StyleRounded';
import {
  CARD_COLORS,
  CARD_LABELS,
  cardFines,
  cardsPerPlayer,
  extraCardRefusal,
  type Card as FillCard,
  type CardColor,
  type CardFineTypes,
} from '../../../domain/fill/cards';
import type { FineType } from '../../../domain/fines/fine-type.schema';
import { playerDisplayName } from '../../../domain/players/display-name';
import type { Player } from '../../../domain/players/player.schema';
import { CardIcon } from '../../shell/CardIcon';
import { useSheetHistory } from '../../shell/history-entries';
import { fineCostLabel, FineListItem } from '../../shell/FineListItem';
import { PickDialog } from './PickDialog';
import { PlayerAvatar } from './PlayerAvatar';
import { StepIntro } from './StepIntro';

/** The second pick of "Kaart geven": 1 is yellow, 2 is red. */
const COLOR_IDS: Record<CardColor, number> = { yellow: 1, red: 2 };

/**
 * Step 1: the cards and fines of this match. A card (players who were there
 * only) brings the fine of the team's card settings by itself: that fine shows
 * in the list marked 'via kaart', and its type is not offered by hand (issue 31).
 */
export function FinesStep({
  players,
  present,
  fineTypes,
  cardTypes,
  fines,
  cards,
  onAdd,
  onRemove,
  onAddCard,
  onRemoveCard,
}: {
  players: Player[];
  /** Who was there: only they can get a card. */
  present: Player[];
  fineTypes: FineType[];
  cardTypes: CardFineTypes;
  fines: { playerId: number; fineTypeId: number }[];
  cards: FillCard[];
  onAdd: (playerId: number, fineTypeId: number) => void;
  onRemove: (playerId: number, fineTypeId: number) => void;
  onAddCard: (playerId: number, color: CardColor) => void;
  onRemoveCard: (playerId: number, color: CardColor) => void;
}) {
  // Each sheet is a history entry (back closes it); which of its two lists shows is not.
  const fineSheet = useSheetHistory('boete');
  const cardSheet = useSheetHistory('kaart');
  const [picking, setPicking] = useState<'player' | number>('player');
  const [carding, setCarding] = useState<'player' | number>('player');
  const playerById = new Map(players.map((p) => [p.id, p]));
  const typeById = new Map(fineTypes.map((t) => [t.id, t]));
  const chosen =
    fineSheet.open && typeof picking === 'number' ? playerById.get(picking) : undefined;
  const carded =
    cardSheet.open && typeof carding === 'number' ? playerById.get(carding) : undefined;
  const byCard = new Set([cardTypes.yellowFineTypeId, cardTypes.redFineTypeId]);
  const shownFines = [
    ...cardFines(cards, cardTypes),
    ...fines.map((fine) => ({ ...fine, card: null })),
  ];
  const countOf = (list: { length: number }, one: string, many: string) =>
    `${list.length} ${list.length === 1 ? one : many}`;

  return (
    <Stack spacing={1.5}>
      <StepIntro
        text="Kaarten en boetes van deze wedstrijd."
        summary={countOf(shownFines, 'boete', 'boetes')}
      />

      <Card component="section" aria-label="Kaarten">
        <Stack
          direction="row"
          sx={{ px: 2, pt: 1.5, pb: cards.length > 0 ? 0.5 : 1.5, alignItems: 'center', gap: 1 }}
        >
          <Typography sx={{ fontWeight: 700, flex: 1 }} component="h2">
            Kaarten
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {cards.length === 0 ? 'Geen kaarten' : countOf(cards, 'kaart', 'kaarten')}
          </Typography>
        </Stack>
        {cards.length > 0 && (
          <List disablePadding aria-label="Kaarten">
            {cards.map((card, index) => {
              const player = playerById.get(card.playerId);
              if (!player) return null;
              const name = playerDisplayName(player);
              return (
                <ListItem
                  key={`${card.playerId}-${card.color}-${index}`}
                  sx={{ gap: 1.5, minHeight: 56 }}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`${CARD_LABELS[card.color]} van ${name} verwijderen`}
                      onClick={() => onRemoveCard(card.playerId, card.color)}
                    >
                      <DeleteOutlineRounded />
                    </IconButton>
                  }
                >
                  <CardIcon color={card.color} decorative />
                  <ListItemText
                    primary={name}
                    secondary={CARD_LABELS[card.color]}
                    slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        {byCard.has(null) && cards.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
            {cardTypes.yellowFineTypeId === null && cardTypes.redFineTypeId === null
              ? 'Kaarten geven geen boete: kies de boetes bij Instellingen.'
              : `Een ${cardTypes.yellowFineTypeId === null ? 'gele' : 'rode'} kaart geeft geen boete: kies die bij Instellingen.`}
          </Typography>
        )}
      </Card>

      {shownFines.length > 0 && (
        <Card>
          <List disablePadding aria-label="Boetes">
            {shownFines.map(({ playerId, fineTypeId, card }) => {
              const player = playerById.get(playerId);
              const type = typeById.get(fineTypeId);
              if (!player || !type) return null;
              return (
                <FineListItem
                  key={`${playerId}-${fineTypeId}-${card ?? 'hand'}`}
                  player={player}
                  type={type}
                  paid={false}
                  saved={false}
                  onTogglePaid={() => undefined}
                  {...(card
                    ? { detail: 'via kaart', action: <CardIcon color={card} /> }
                    : {
                        action: (
                          <IconButton
                            edge="end"
                            aria-label={`Boete ${type.description} van ${playerDisplayName(player)} verwijderen`}
                            onClick={() => onRemove(playerId, fineTypeId)}
                          >
                            <DeleteOutlineRounded />
                          </IconButton>
                        ),
                      })}
                />
              );
            })}
          </List>
        </Card>
      )}
      {shownFines.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          Nog geen boetes.
        </Typography>
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<AddRounded />}
        onClick={() => {
          setPicking('player');
          fineSheet.show();
        }}
      >
        Boete toevoegen
      </Button>
      <Button
        variant="outlined"
        size="large"
        startIcon={<StyleRounded />}
        onClick={() => {
          setCarding('player');
          cardSheet.show();
        }}
      >
        Kaart geven
      </Button>

      <PickDialog
        open={cardSheet.open && carding === 'player'}
        title="Wie krijgt een kaart?"
        emptyText="Er was niemand"
        options={present.map((p) => ({
          id: p.id,
          primary: playerDisplayName(p),
          leading: <PlayerAvatar player={p} />,
        }))}
        onPick={(playerId) => setCarding(playerId)}
        onClose={cardSheet.hide}
      />
      <PickDialog
        open={carded !== undefined}
        title={carded ? `Kaart voor ${playerDisplayName(carded)}` : ''}
        emptyText=""
        options={CARD_COLORS.map((color) => {
          const refused =
            carded &&
            extraCardRefusal(cardsPerPlayer(cards).get(carded.id) ?? { yellow: 0, red: 0 }, color);
          return {
            id: COLOR_IDS[color],
            primary: CARD_LABELS[color],
            leading: <CardIcon color={color} decorative />,
            ...(refused ? { disabledReason: refused } : {}),
          };
        })}
        onPick={(id) => {
          const color = id === COLOR_IDS.red ? 'red' : 'yellow';
          if (carded) onAddCard(carded.id, color);
          cardSheet.hide();
        }}
        onBack={() => setCarding('player')}
        onClose={cardSheet.hide}
      />

      <PickDialog
        open={fineSheet.open && picking === 'player'}
        title="Wie krijgt een boete?"
        emptyText="Geen spelers"
        options={players.map((p) => ({
          id: p.id,
          primary: playerDisplayName(p),
          leading: <PlayerAvatar player={p} />,
        }))}
        onPick={(playerId) => setPicking(playerId)}
        onClose={fineSheet.hide}
      />
      <PickDialog
        open={chosen !== undefined}
        title={chosen ? `Boete voor ${playerDisplayName(chosen)}` : ''}
        emptyText="Er zijn geen boetes voor wedstrijden. Maak ze aan bij Boetes › Types."
        options={fineTypes.map((type) => ({
          id: type.id,
          primary: type.description,
          secondary: fineCostLabel(type),
          ...(byCard.has(type.id)
            ? { disabledReason: `${fineCostLabel(type)} · via Kaart geven` }
            : fines.some((f) => f.playerId === chosen?.id && f.fineTypeId === type.id)
              ? { disabledReason: `${fineCostLabel(type)} · al gegeven` }
              : {}),
        }))}
        onPick={(fineTypeId) => {
          if (chosen) onAdd(chosen.id, fineTypeId);
          fineSheet.hide();
        }}
        onBack={() => setPicking('player')}
        onClose={fineSheet.hide}
      />
    </Stack>
  );
}
