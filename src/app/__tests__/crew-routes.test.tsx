import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { createAppRouter, createRoutes } from '../router';

/** The crew pages in the main router too (docs/decisions/057, "The crew's pages"), outside the public layout. */
describe('the crew routes of the main router', () => {
  afterEach(() => window.history.replaceState(null, '', paths.contact));

  it.each([paths.crew, paths.crewJob('10b00004-5eed-4000-8000-000000000004')])('open %s without the public layout', async (path) => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', path);
    const router = createAppRouter(createRoutes(true));
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login?redirect=%2Fcrew');
    expect(router.state.matches).toHaveLength(1);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    router.dispose();
  });
});
