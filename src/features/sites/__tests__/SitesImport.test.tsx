import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '@/components/admin/__tests__/helpers';
import { SitesImport } from '../components/admin/SitesImport';

/** docs/product.md §11, 'Import sites from CSV': the styled file picker. */

const csv = [
  'code,name,locality,address,latitude,longitude,format,width_ft,height_ft,lighting,facing,daily_traffic,monthly_rate,photos,published',
  'CHN-T-001,Test site,OMR,,12.95,80.24,hoarding,40,20,front_lit,,120000,90000,,yes',
].join('\n');
const file = (name: string) => new File([csv], name, { type: 'text/csv' });

describe('SitesImport file picker', () => {
  it("is one keyboard-reachable file input named 'CSV file' that says which file is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(<SitesImport canEdit />);
    const input = screen.getByLabelText('CSV file');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('No file chosen');
    // After 'Back to Sites' and the example file's link.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(input).toHaveFocus();

    await user.upload(input, file('inventory.csv'));
    expect(await screen.findByText(/inventory\.csv: 1 site ready to import/)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Chosen: inventory.csv');
    expect(screen.getByText('Choose another file')).toBeInTheDocument();
  });

  it('takes a file dropped on it as if it were chosen', async () => {
    renderAdmin(<SitesImport canEdit />);
    const area = screen.getByText('or drop it here').closest('label') as HTMLElement;
    fireEvent.dragOver(area, { dataTransfer: { files: [] } });
    fireEvent.drop(area, { dataTransfer: { files: [file('dropped.csv')] } });
    expect(await screen.findByText(/dropped\.csv: 1 site ready to import/)).toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription('Chosen: dropped.csv');
  });
});
