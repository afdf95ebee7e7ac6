import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BelowPhoneFoldImage, PHONE_SCREEN, PICTURE_PENDING } from '../BelowPhoneFoldImage';
import { ResponsiveImage } from '../ResponsiveImage';

const PHOTO = '/storage/v1/object/public/media/blog/airport-audiences-1200x800.jpg';
const RENDERED = '/storage/v1/render/image/public/media/blog/airport-audiences-1200x800.jpg';
const props = { src: PHOTO, alt: '', width: 640, height: 360, className: 'aspect-video w-full' };
const belowPhoneFold = <BelowPhoneFoldImage {...props} />;

function parsed(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('ResponsiveImage', () => {
  it('renders a lazy <img> with its size and srcset', () => {
    const image = parsed(renderToString(<ResponsiveImage {...props} />)).firstElementChild as HTMLImageElement;
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', `${RENDERED}?width=800&quality=75`);
    expect(image.getAttribute('srcset')).toContain(`${RENDERED}?width=400&quality=75 400w`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toMatchObject({ width: 640, height: 360 });
  });
});

describe('BelowPhoneFoldImage', () => {
  it('in the prerendered page, gives phones a transparent pixel (a <source>) and keeps the address on the <img>', () => {
    const markup = parsed(renderToString(belowPhoneFold));
    const source = markup.querySelector('picture > source');
    const image = markup.querySelector('picture > img') as HTMLImageElement;
    expect(source).toHaveAttribute('media', PHONE_SCREEN);
    // A transparent pixel, not a request (and no broken-image icon in the box).
    expect(source).toHaveAttribute('srcset', PICTURE_PENDING);
    // Crawlers and wider screens read the <img> itself.
    expect(image).toHaveAttribute('src', `${RENDERED}?width=800&quality=75`);
    expect(image.getAttribute('srcset')).toContain(`${RENDERED}?width=800&quality=75 800w`);
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    // Its box is there from the start: no layout shift when the picture arrives.
    expect(image).toMatchObject({ width: 640, height: 360, className: 'aspect-video w-full' });
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('hydrates without a mismatch, then gives the same <img> its address', async () => {
    const container = parsed(renderToString(belowPhoneFold));
    document.body.append(container);
    const image = container.querySelector('img') as HTMLImageElement;
    const recoverable = vi.fn();
    // React reports attribute mismatches on the console (development builds), not as recoverable errors.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, belowPhoneFold, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.querySelector('img')).toBe(image);
    expect(container.querySelector('source')).toBeNull();
    expect(image).toHaveAttribute('src', `${RENDERED}?width=800&quality=75`);
    expect(image.getAttribute('srcset')).toContain('1200w');
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    container.remove();
  });

  it('rendered in the browser (a client-side visit), has no pending <source>', () => {
    const { container } = render(belowPhoneFold);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', `${RENDERED}?width=800&quality=75`);
  });
});
