import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { brandCodes, brandUrl } from './support/brands';
import { clickPath, searchResults } from './support/booking';
import { visitorId, waitForEvents } from './support/collector';
import { saveScreenshot, saveScreenshotsAtBothWidths } from './support/screenshots';

// The click-out (issue 16, item 6): from a real search's results to the transitional page, then on
// to the agency's site with the marker; Back from the agency returns to the results (issue 28); an
// offer nobody has is said so. Booking here: booking.spec.ts.

for (const brand of brandCodes) {
  test(`${brand}: click-out to an agency's site with the marker, back to the results, an unknown offer`, async ({ page, context }) => {
    const { searchId, biletik } = await searchResults(page, brand);

    // A click-out agency: the transitional page names it and its price, then the agency's deep link with the marker.
    const agencySite = /^https:\/\/www\.biletik\.example\//;
    await page.route(agencySite, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Biletik</title><p>Biletik</p>' }),
    );
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.goto(brandUrl(brand, clickPath(searchId, biletik, 'biletik', '&bags=0&marker=154681.deals')));
      await expect(page.getByTestId('click-agency')).toContainText('Biletik');
      await saveScreenshot(page, `booking-${brand}-click-agency-${width}`);
      await page.waitForURL(agencySite);
      const link = new URL(page.url());
      expect(Object.fromEntries(link.searchParams)).toMatchObject({ ticket: biletik, search: searchId, marker: '154681.deals', bags: '0' });
      // Back from the agency returns to the results and stays there: the transitional page, which would
      // hand over again after 1.5 s, is not in the history.
      await page.goBack();
      await expect(page).toHaveURL(/\/search\//);
      await page.waitForTimeout(3000);
      await expect(page).toHaveURL(/\/search\//);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    const guestiaId = await visitorId(context);
    await waitForEvents(
      page.request,
      guestiaId,
      (events) => events.some((event) => event.unstruct?.data.action === 'click_out' && event.unstruct.data.label === 'biletik'),
      'the click-out event',
    );

    // An offer nobody has: said so, with the way back to a search.
    await page.goto(brandUrl(brand, clickPath(searchId, 'no-such-ticket', 'biletik')));
    await expect(page.getByTestId('offer-problem')).toHaveAttribute('data-problem', 'unknown');
    await saveScreenshotsAtBothWidths(page, `booking-${brand}-click-unknown`);
    await expectNoViolations(page);
  });
}
