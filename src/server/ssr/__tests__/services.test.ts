import { describe, expect, test } from 'vitest';
import { placesFixture } from '../../testing/places-fixture';
import { localName, serverServices } from '../services';

describe('page rendering services', () => {
  const services = serverServices(() => placesFixture);

  test('a city code resolves to the city, an airport code to the airport with its city', async () => {
    const places = await services.resolvePlaces({ codes: ['MOW', 'SVO', 'ZZZ'], language: 'ru' });
    expect(places.MOW).toMatchObject({ code: 'MOW', name: 'Москва', type: 'city' });
    expect(places.SVO).toMatchObject({ code: 'SVO', name: 'Шереметьево', type: 'airport', cityCode: 'MOW' });
    expect(places.ZZZ).toBeUndefined();
  });

  test('names fall back from a regional language to its base, then to English', () => {
    expect(localName({ en: 'Madrid', es: 'Madrid ES' }, 'es-ES')).toBe('Madrid ES');
    expect(localName({ en: 'Madrid', ru: 'Мадрид' }, 'ka')).toBe('Madrid');
  });
});
