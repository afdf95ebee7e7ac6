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

  it('is prerendered as being opened, never as an empty plan (the visitor may have one)', () => {
    const markup = prerendered();
    expect(markup).toContain('Your Media Plan');
    expect(markup).toContain('Opening your plan…');
    expect(markup).not.toContain('Your plan is empty');
  });

  it('says so in the browser when the plan is empty', () => {
    renderWithProviders(<PlanView />);
    expect(screen.getByText(/Your plan is empty/)).toBeInTheDocument();
    expect(screen.queryByText('Opening your plan…')).not.toBeInTheDocument();
  });
});
