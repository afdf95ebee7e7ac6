import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RecordFormLoader } from '..';

type Query = { isPending: boolean; isError: boolean; data: { name: string } | null | undefined };

function renderLoader(id: string | undefined, record: Query, loadingText?: string, denied?: { title: string; message: string }) {
  const ui: ReactElement = (
    <RecordFormLoader
      id={id}
      record={record}
      loadingText={loadingText}
      denied={denied}
      title="Edit Client"
      message="Error loading client"
      backTo="/admin/clients"
      backLabel="Back to Clients"
    >
      {(loaded) => <p>Form for {loaded?.name ?? 'a new client'}</p>}
    </RecordFormLoader>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />);
}

describe('RecordFormLoader', () => {
  it('offers no form to a user who may not save it, only the message and the way back', () => {
    renderLoader(undefined, { isPending: true, isError: false, data: undefined }, undefined, {
      title: 'Add New Client',
      message: 'You do not have permission to update clients.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Client' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to update clients.');
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/admin/clients');
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });

  it('shows the create form at once, whatever the disabled query says', () => {
    renderLoader(undefined, { isPending: true, isError: false, data: undefined });
    expect(screen.getByText('Form for a new client')).toBeInTheDocument();
  });

  it('shows the loading text while the record loads', () => {
    renderLoader('c1', { isPending: true, isError: false, data: undefined }, 'Loading client...');
    expect(screen.getByRole('status')).toHaveTextContent('Loading client...');
  });

  it('gives the loaded record to the form', () => {
    renderLoader('c1', { isPending: false, isError: false, data: { name: 'Apollo' } });
    expect(screen.getByText('Form for Apollo')).toBeInTheDocument();
  });

  it.each([
    ['a failed load', { isPending: false, isError: true, data: undefined }],
    ['no such record', { isPending: false, isError: false, data: null }],
  ])('shows the load error with the way back on %s', (_, record) => {
    renderLoader('c1', record);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Client' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading client');
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/admin/clients');
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });
});
