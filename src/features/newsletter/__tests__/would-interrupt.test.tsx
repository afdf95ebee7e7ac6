import { render } from '@testing-library/react';
import { wouldInterrupt } from '../visits';

describe('when the newsletter popup would interrupt', () => {
  it('always on the sites and the media plan', () => {
    expect(wouldInterrupt('/sites', document)).toBe(true);
    expect(wouldInterrupt('/sites/CHN-OMR-001', document)).toBe(true);
    expect(wouldInterrupt('/media-plan', document)).toBe(true);
    expect(wouldInterrupt('/proposals/abc123', document)).toBe(true);
    expect(wouldInterrupt('/sitesmap', document)).toBe(false);
    expect(wouldInterrupt('/about', document)).toBe(false);
  });

  it('while a form has something typed in it, or a field of it has the focus; never for the honeypot', () => {
    const { container } = render(
      <form>
        <input aria-label="Name" />
        <div aria-hidden="true">
          <input aria-label="Website" defaultValue="http://spam.example" />
        </div>
      </form>,
    );
    expect(wouldInterrupt('/contact', document)).toBe(false);
    const name = container.querySelector<HTMLInputElement>('input[aria-label="Name"]') as HTMLInputElement;
    name.focus();
    expect(wouldInterrupt('/contact', document)).toBe(true);
    name.blur();
    name.value = 'Asha';
    expect(wouldInterrupt('/contact', document)).toBe(true);
  });
});
