import { closeContextsAfterFile, describePublicPagesOn } from '../support/page-audit';
import { viewports } from '../support/browser';

/** Every public page once on a desktop (a common laptop's 1366 by 768), one service page per category, with all a page's checks (tests/support/page-audit.ts). */

closeContextsAfterFile();

describePublicPagesOn('desktop', viewports.laptop);
