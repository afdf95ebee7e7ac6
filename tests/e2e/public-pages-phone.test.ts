import { closeBrowserAfterFile, describePublicPagesOn } from '../support/page-audit';
import { viewports } from '../support/browser';

/** Every public page once on a phone, every service page among them, with all a page's checks (tests/support/page-audit.ts). */

closeBrowserAfterFile();

describePublicPagesOn('phone', viewports.mobile, 'every service');
