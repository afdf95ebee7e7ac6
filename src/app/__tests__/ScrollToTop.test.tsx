import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ScrollToTop } from '../ScrollToTop';

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: 'about', element: <p>About</p> },
          { path: 'services', element: <section id="mobile">Mobile</section> },
        ],
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  it('starts every new page at the top, and scrolls to a #category on /services', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    const router = setup();
    scrollTo.mockClear();

    await act(() => router.navigate('/services'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    await act(() => router.navigate('/services#mobile'));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toHaveProperty('id', 'mobile');
    vi.unstubAllGlobals();
  });
});
