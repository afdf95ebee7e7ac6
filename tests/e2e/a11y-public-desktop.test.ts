import { describe, it, onTestFinished } from 'vitest';
import { closeBrowserAfterFile, describePublicRoutesOn, expectNoViolations, open } from '../support/a11y';
import { viewports } from '../support/browser';

/** axe-core on every public route on a desktop (one service page per category), the widgets' open states and the Services dropdown (tests/support/a11y.ts). */

closeBrowserAfterFile();

describePublicRoutesOn('desktop', viewports.desktop, 'one per category');

describe('navigation states', () => {
  it('the open desktop Services dropdown has no axe violations', async () => {
    const page = await open('/', viewports.desktop, onTestFinished);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airport Advertising' }).waitFor();
    await expectNoViolations(page, 'the open Services dropdown');
  });
});
