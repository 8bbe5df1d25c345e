import { describe, expect, it } from 'vitest';
import { createSharedRenders, type RenderedPage } from './sharedRenders.ts';

const rendered = (text: string, headers: RenderedPage['headers'] = [['Content-Type', 'text/html']]): RenderedPage => ({
  status: 200,
  headers,
  body: Buffer.from(text),
});
const text = (page: RenderedPage | null) => page?.body.toString();

describe('shared renders', () => {
  it('gives requests for the same page that arrive while it renders the one render', async () => {
    const shared = createSharedRenders();
    let renders = 0;
    let finish!: (value: RenderedPage) => void;
    const render = () => {
      renders++;
      return new Promise<RenderedPage>((resolve) => (finish = resolve));
    };
    const first = shared.join('other GET /damen', render);
    const second = shared.join('other GET /damen', render);
    const other = shared.join('ios GET /damen', () => Promise.resolve(rendered('ios')));
    expect(renders).toBe(1);
    finish(rendered('page'));
    expect((await Promise.all([first, second, other])).map(text)).toEqual(['page', 'page', 'ios']);
  });

  it('keeps nothing once the render is done, a failed one included', async () => {
    const shared = createSharedRenders();
    await expect(shared.join('k', () => Promise.reject(new Error('api down')))).rejects.toThrow('api down');
    expect(shared.inFlight).toBe(0);
    expect(text(await shared.join('k', () => Promise.resolve(rendered('fresh'))))).toBe('fresh');
    expect(shared.inFlight).toBe(0);
  });

  it('passes on that there is no page', async () => {
    await expect(createSharedRenders().join('k', () => Promise.resolve(null))).resolves.toBeNull();
  });
});

describe("a shared render takes no visitor's data", () => {
  it('gives none of the requests a page that sets a cookie', async () => {
    const shared = createSharedRenders();
    const personal = () => Promise.resolve(rendered('page', [['Set-Cookie', ['mock_visitor=erika']]]));
    const [first, second] = [shared.join('k', personal), shared.join('k', personal)];
    await expect(first).rejects.toThrow(/cookie is one visitor’s/);
    await expect(second).rejects.toThrow(/cookie is one visitor’s/);
  });

  it("gives none of the requests a private page (a personal page with one visitor's data)", async () => {
    const shared = createSharedRenders();
    const basket = () => Promise.resolve(rendered('Trägerkleid', [['Cache-Control', 'private, no-store']]));
    await expect(shared.join('k', basket)).rejects.toThrow(/one visitor’s data/);
  });

  it('gives the requests a page none of them can change for the others', async () => {
    const shared = createSharedRenders();
    const page = (await shared.join('k', () => Promise.resolve(rendered('page'))))!;
    expect(() => page.headers.push(['Set-Cookie', 'session=erika'])).toThrow(TypeError);
    expect(() => (page.headers[0]![1] = 'text/plain')).toThrow(TypeError);
    expect(() => (page.status = 500)).toThrow(TypeError);
    expect(() => (page.body = Buffer.from('Hallo Erika'))).toThrow(TypeError);
  });
});
