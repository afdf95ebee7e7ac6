import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Link, NavLink } from '../Link';

function renderAt(path: string, links: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <nav aria-label="Test">{links}</nav> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('points at the address and opens it in the app, keeping its own click handler', async () => {
    const onClick = vi.fn();
    const router = renderAt('/', <Link to="/sites?area=omr" onClick={onClick} state={{ from: 'test' }}>Sites</Link>);
    const link = screen.getByRole('link', { name: 'Sites' });
    expect(link).toHaveAttribute('href', '/sites?area=omr');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location).toMatchObject({ pathname: '/sites', search: '?area=omr', state: { from: 'test' } });
  });

  it('leaves a click with a modifier key, or one its handler prevented, to the browser', () => {
    const router = renderAt('/', <Link to="/about" onClick={(event) => event.altKey && event.preventDefault()}>About</Link>);
    const link = screen.getByRole('link', { name: 'About' });
    // What reaches the document unprevented, the browser would open; jsdom cannot, so the test stops it there.
    const leftToBrowser: boolean[] = [];
    const stop = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { altKey: true });
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toEqual([true, false]);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/" end>Home</NavLink>
      <NavLink to="/services">Services</NavLink>
      <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>Dashboard</NavLink>
    </>
  );
  const current = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

  it('marks the page shown, and the section a page is under unless it must match exactly', () => {
    renderAt('/Services/outdoor/billboards', links);
    expect(current()).toEqual(['Services']);
  });

  it('does not take a longer name for a page under it', () => {
    renderAt('/services-old', links);
    expect(current()).toEqual([]);
  });

  it('matches an exact link only on its own address, and hands the state to a className function', () => {
    renderAt('/admin', links);
    expect(current()).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks the home page only on the home page', () => {
    renderAt('/', links);
    expect(current()).toEqual(['Home']);
  });
});
