import { describe, it, onTestFinished } from 'vitest';
import { closeBrowserAfterFile, describePublicRoutesOn, expectNoViolations, open } from '../support/a11y';
import { viewports } from '../support/browser';

/** axe-core on every public route on a phone, the widgets' open states and the phone menu (tests/support/a11y.ts). */

closeBrowserAfterFile();

describePublicRoutesOn('phone', viewports.mobile, 'every service');

describe('navigation states', () => {
  it('the open phone menu with its services has no axe violations', async () => {
    const page = await open('/', viewports.mobile, onTestFinished);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click();
    await expectNoViolations(page, 'the open phone menu');
  });
});
