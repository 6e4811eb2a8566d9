import type { ReportHotelClick, ReportHotelFavorite, ReportPlaceFavorite } from '../../../../contracts/data-report';
import type { ReportFormat } from './format';

// The data report's hotel and place records as lines people read: saved hotels, clicks to booking sites, saved places.

const bullet = (first: string, ...more: string[]) => [`  • ${first}`, ...more.map((line) => `    ${line}`)];

export function hotelFavoriteLines(f: ReportFormat, favorites: ReportHotelFavorite[]): string[] {
  return favorites.flatMap((favorite) =>
    bullet(
      f.t('dataReport.hotel.stay', {
        hotel: favorite.hotel_id,
        checkIn: f.date(favorite.check_in),
        checkOut: f.date(favorite.check_out),
        guests: favorite.adults + favorite.children.length,
        rooms: favorite.rooms,
      }),
      favorite.saved_price === null
        ? f.t('dataReport.hotel.savedNoPrice', { date: f.dateTime(favorite.created_at) })
        : f.t('dataReport.hotel.saved', { price: f.roubles(favorite.saved_price), date: f.dateTime(favorite.created_at) }),
    ),
  );
}

export function hotelClickLines(f: ReportFormat, clicks: ReportHotelClick[]): string[] {
  return clicks.flatMap((click) =>
    bullet(
      f.t('dataReport.hotelClick.line', {
        date: f.dateTime(click.created_at),
        hotel: click.hotel_id,
        site: click.site,
        shown: f.roubles(click.shown_price),
        checked: click.checked_price === null ? f.t('dataReport.hotelClick.soldOut') : f.roubles(click.checked_price),
      }),
    ),
  );
}

export function placeFavoriteLines(f: ReportFormat, favorites: ReportPlaceFavorite[]): string[] {
  return favorites.flatMap((favorite) =>
    bullet(f.t('dataReport.place.line', { place: favorite.place_id, city: favorite.iata, date: f.dateTime(favorite.created_at) })),
  );
}
