import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectedFilters } from '../filters';
import { SelectFilter } from '../SelectFilter';
import type { SelectFilterControl } from '../types';

const packages: SelectFilterControl = {
  column: 'preferred_package',
  label: 'Package',
  allLabel: 'All packages',
  options: [
    { value: 'Festival Pro', label: 'Festival Pro' },
    { value: 'Festival Lite', label: 'Festival Lite' },
  ],
};

describe('SelectFilter', () => {
  it('is a labelled drop-down whose first option filters nothing', async () => {
    const onChange = vi.fn();
    render(<SelectFilter control={packages} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Package' });
    expect(select).toHaveDisplayValue('All packages');
    await userEvent.setup({ delay: null }).selectOptions(select, 'Festival Lite');
    expect(onChange).toHaveBeenCalledWith('Festival Lite');
  });
});

describe('selectedFilters', () => {
  it('turns a chosen option into an equality filter on its column', () => {
    expect(selectedFilters([packages], { preferred_package: 'Festival Pro' })).toEqual([{ column: 'preferred_package', op: 'eq', value: 'Festival Pro' }]);
  });

  it('filters nothing for no choice or a value that is not an option', () => {
    expect(selectedFilters([packages], {})).toEqual([]);
    expect(selectedFilters([packages], { preferred_package: 'Gold' })).toEqual([]);
  });
});
