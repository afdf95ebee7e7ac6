import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CheckboxField, SelectField, SelectOptions } from '@/components/form';
import { FormActions, ImagePreview } from '..';

describe('admin form additions', () => {
  it('renders select options with a placeholder choice', () => {
    render(
      <SelectField label="Industry">
        <SelectOptions placeholder="Select an industry" options={['Retail', { value: 'btl', label: 'BTL Activations' }]} />
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Industry' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select an industry'],
      ['Retail', 'Retail'],
      ['btl', 'BTL Activations'],
    ]);
  });

  it('labels a checkbox by its text and wires its hint', () => {
    render(<CheckboxField label="Featured (show on homepage and top of list)" hint="Shown first" />);
    const box = screen.getByRole('checkbox', { name: 'Featured (show on homepage and top of list)' });
    expect(box).toHaveAccessibleDescription('Shown first');
  });
});

describe('FormActions', () => {
  function renderActions(busy: boolean) {
    const router = createMemoryRouter([{ path: '/', element: <FormActions cancelTo="/admin/clients" submitLabel="Add Client" busy={busy} /> }]);
    render(<RouterProvider router={router} />);
  }

  it('shows Cancel to the list and the submit label', () => {
    renderActions(false);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/clients');
    expect(screen.getByRole('button', { name: 'Add Client' })).toBeEnabled();
  });

  it('disables the submit and shows the busy text while saving', () => {
    renderActions(true);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});

describe('ImagePreview', () => {
  it('renders nothing until there is a URL', () => {
    const { container, rerender } = render(<ImagePreview src="  " alt="Logo preview" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ImagePreview src="https://example.com/logo.png" alt="Logo preview" />);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', 'https://example.com/logo.png');
  });
});
