import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';

// jsdom lays nothing out: give the track the geometry of a 300 px wide carousel of 300 px
// slides, and let scrollTo scroll it the way a browser does (scrollLeft, then a scroll event).
function layOut(track: HTMLElement) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 300 * track.children.length });
  [...track.children].forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * 300 }));
  track.scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft = left ?? 0;
    track.dispatchEvent(new Event('scroll'));
  }) as unknown as typeof track.scrollTo;
  return track;
}

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
});

function Images() {
  return (
    <Carousel label="Produktbilder" itemLabel="Bild" previousLabel="Vorheriges Bild" nextLabel="Nächstes Bild" pagerTestId="pager">
      {['A', 'B', 'C'].map((name) => (
        <button key={name} type="button">
          Bild {name}
        </button>
      ))}
    </Carousel>
  );
}

/** The pager's text: 'n / 3' on screen, 'Bild n von 3' read out. */
const shows = (n: number) => `Bild ${n} /  von 3`;
const track = () => layOut(screen.getByRole('list', { name: 'Produktbilder' }));

describe('<Carousel>', () => {
  it('renders every slide as a plain list on the server, usable without JavaScript', () => {
    const html = renderToString(<Images />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const list = doc.querySelector('ul[aria-label="Produktbilder"]')!;
    expect([...list.querySelectorAll(':scope > li')].map((li) => li.textContent)).toEqual(['Bild A', 'Bild B', 'Bild C']);
    expect(list.getAttribute('data-placement')).toBe('default');
    expect(doc.querySelector('[data-testid="pager"]')!.textContent).toBe(shows(1));
  });

  it('moves one slide per arrow and keeps the pager and the arrows in step', () => {
    render(<Images />);
    const list = track();
    const next = screen.getByRole('button', { name: 'Nächstes Bild' });
    const previous = screen.getByRole('button', { name: 'Vorheriges Bild' });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(list.scrollLeft).toBe(300);
    expect(screen.getByTestId('pager').textContent).toBe(shows(2));
    fireEvent.click(next);
    expect(screen.getByTestId('pager').textContent).toBe(shows(3));
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(previous);
    expect(list.scrollLeft).toBe(300);
    expect(previous).toHaveProperty('disabled', false);
  });

  it('follows scrolling by hand', () => {
    render(<Images />);
    const list = track();
    list.scrollLeft = 590;
    act(() => void list.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('pager').textContent).toBe(shows(3));
  });

  it('moves with the arrow keys from anywhere inside, not beyond the ends', () => {
    render(<Images />);
    const list = track();
    const slide = screen.getByRole('button', { name: 'Bild A' });
    fireEvent.keyDown(slide, { key: 'ArrowRight' });
    expect(list.scrollLeft).toBe(300);
    fireEvent.keyDown(slide, { key: 'ArrowLeft' });
    fireEvent.keyDown(slide, { key: 'ArrowLeft' });
    expect(list.scrollLeft).toBe(0);
    expect(screen.getByTestId('pager').textContent).toBe(shows(1));
    fireEvent.keyDown(slide, { key: 'Enter' });
    expect(list.scrollLeft).toBe(0);
  });

  it('moves one slide for a sideways swipe of 30 px, none for shorter ones', () => {
    render(<Images />);
    const list = track();
    const swipe = (dx: number) => {
      fireEvent.touchStart(list, { touches: [{ clientX: 200, clientY: 100 }] });
      fireEvent.touchEnd(list, { changedTouches: [{ clientX: 200 + dx, clientY: 102 }] });
    };
    swipe(-29);
    expect(list.scrollLeft).toBe(0);
    swipe(-30);
    expect(list.scrollLeft).toBe(300);
    swipe(45);
    expect(list.scrollLeft).toBe(0);
  });

  it('has no controls when inactive or with a single slide', () => {
    render(
      <Carousel label="Bilder" inactive>
        <span>A</span>
        <span>B</span>
      </Carousel>,
    );
    render(
      <Carousel label="Ein Bild">
        <span>A</span>
      </Carousel>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
