import type { FineTypeCreate } from './fine-type.schema.js';

/**
 * What most Dutch amateur teams fine, offered to a team without fine types so
 * that it can start in one tap. Amounts are editable afterwards like any type's.
 */
export const USUAL_FINE_TYPES: readonly FineTypeCreate[] = [
  { description: 'Te laat', amount: 2.5, task: null, matchRelated: true },
  { description: 'Gele kaart', amount: 5, task: null, matchRelated: true },
  { description: 'Rode kaart', amount: 10, task: null, matchRelated: true },
  { description: 'Vergeten tenue', amount: 2.5, task: null, matchRelated: true },
  { description: 'Niet afgemeld', amount: 5, task: null, matchRelated: true },
  { description: 'Eigen doelpunt', amount: 2.5, task: null, matchRelated: true },
  { description: 'Penalty gemist', amount: 2.5, task: null, matchRelated: true },
  { description: 'Te laat op training', amount: 1, task: null, matchRelated: false },
];
