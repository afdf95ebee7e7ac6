import { closeContextsAfterFile, describePublicPagesOn } from '../support/page-audit';
import { viewports } from '../support/browser';

/** Every public page once on a phone, one service page per category, with all a page's checks (tests/support/page-audit.ts). */

closeContextsAfterFile();

describePublicPagesOn('phone', viewports.mobile);
