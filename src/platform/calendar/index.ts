/**
 * Today in the traveller's own time zone, `YYYY-MM-DD`: search forms, birth and expiry dates are
 * checked against it. On the server pass the app's clock (`new Date(app.now())`).
 */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
