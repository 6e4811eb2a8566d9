import { expect, test } from 'vitest';
import { maxPassengers } from '../../../contracts/plain/search';
import { passengerGroups } from '../ui/passengers-picker';

const text = (key: string) => ({ label: key, hint: '' });
const bounds = (adults: number, children: number, infants: number) =>
  Object.fromEntries(passengerGroups({ adults, children, infants }, text).map((group) => [group.key, [group.min, group.max]]));

test('passenger counters keep one adult, the total within the limit and an infant per adult at most', () => {
  expect(bounds(1, 0, 0)).toEqual({ adults: [1, maxPassengers], children: [0, maxPassengers - 1], infants: [0, 1] });
  expect(bounds(2, 0, 2)).toEqual({ adults: [1, maxPassengers - 2], children: [0, maxPassengers - 4], infants: [0, 2] });
  const full = bounds(maxPassengers - 1, 1, 0);
  expect(full).toEqual({ adults: [1, maxPassengers - 1], children: [0, 1], infants: [0, 0] });
});
