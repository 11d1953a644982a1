import { describe, expect, it } from 'vitest';
import { fineTypeCreateSchema } from './fine-type.schema.js';
import { USUAL_FINE_TYPES } from './usual-fine-types.js';

describe('the usual fine types', () => {
  it('are each a valid new fine type, with different descriptions', () => {
    for (const type of USUAL_FINE_TYPES) expect(fineTypeCreateSchema.parse(type)).toEqual(type);
    const descriptions = USUAL_FINE_TYPES.map((type) => type.description.toLowerCase());
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
