import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { PlanView } from '../components/PlanView';

/** The media plan as the build prerenders it: no browser plan to read. */
function prerendered(): string {
  const router = createMemoryRouter([{ path: '/media-plan', element: <PlanView /> }], { initialEntries: ['/media-plan'] });
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the media plan page', () => {
  afterEach(() => window.localStorage.clear());

  it('is prerendered as being opened: the empty plan only holds its place, unseen (the visitor may have a plan)', () => {
    document.body.innerHTML = prerendered();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Media Plan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening your plan…');
    const empty = screen.getByText(/Your plan is empty/).parentElement as HTMLElement;
    expect(empty).toHaveClass('invisible');
    expect(empty).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: 'Browse our sites' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
  });

  it('says so in the browser when the plan is empty', () => {
    renderWithProviders(<PlanView />);
    const empty = screen.getByText(/Your plan is empty/).parentElement as HTMLElement;
    expect(empty).not.toHaveClass('invisible');
    expect(screen.getByRole('link', { name: 'Browse our sites' })).toBeInTheDocument();
    expect(screen.queryByText('Opening your plan…')).not.toBeInTheDocument();
  });
});
