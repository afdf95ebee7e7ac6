import { configure, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DialogProvider } from '@/components/dialog';
import { renderWithProviders } from '@/testing/render';

// The machine running the suite is shared and busy: give a first render's lazy imports time.
configure({ asyncUtilTimeout: 5000 });

/** A form control by its label text; required labels end with a decorative asterisk. */
export function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

/** renderWithProviders plus the shared dialogs every admin screen has (AdminShell provides them in the app). */
export function renderAdmin(ui: ReactElement, options?: Parameters<typeof renderWithProviders>[1]) {
  return renderWithProviders(<DialogProvider>{ui}</DialogProvider>, options);
}
