import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import servicesEn from '../../public/locales/en/services.json';
import professionalsEn from '../../public/locales/en/professionals.json';
import { renderRoute } from './render';

const year = new Date().getFullYear();
const first = { id: 'KhinMyatNoe', name: 'Daw Khin Myat Noe' };
const second = { id: 'ZawMinHtet', name: 'U Zaw Min Htet' };

const serviceNames: [string, string][] = [
  ['general-corporate', 'General Corporate'],
  ['cross-border-transactions', 'Cross-Border Transactions'],
  ['foreign-direct-investment', 'Foreign Direct Investment (FDI)'],
  ['mergers-and-acquisitions', 'Mergers and Acquisitions (M&A)'],
  ['regulatory-compliance', 'Regulatory Compliance'],
  ['employment', 'Employment'],
  ['dispute-resolution', 'Dispute Resolution'],
];

function h1() {
  return screen.getByRole('heading', { level: 1 });
}

function hrefs(links: HTMLElement[]) {
  return links.map((link) => link.getAttribute('href'));
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('every page', () => {
  test.each([
    '/',
    '/about',
    '/expertise',
    '/expertise/general-corporate',
    '/expertise/xyz',
    '/professionals',
    `/professionals/${first.id}`,
    '/professionals/nobody',
    '/publication',
    '/contact',
    '/privacy-policy',
    '/terms',
    '/no-such-page',
  ])('%s has exactly one h1', (path) => {
    renderRoute(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('home page', () => {
  test('shows the hero with its heading and image', () => {
    renderRoute('/');
    expect(h1()).toHaveTextContent('Trusted Myanmar counsel for international investors');
    expect(
      screen.getByRole('img', { name: 'Abstract evening skyline of Yangon in navy and gold' }),
    ).toBeInTheDocument();
  });

  test('the About Us teaser links "Who We Are" to /about', () => {
    renderRoute('/');
    expect(screen.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('href', '/about');
  });

  test('the Expertise teaser has three service cards and a Discover More card linking to /expertise', () => {
    renderRoute('/');
    const teaser = screen.getByRole('region', { name: 'Our Expertise' });
    const links = within(teaser).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(hrefs(links)).toEqual([
      '/expertise/general-corporate',
      '/expertise/cross-border-transactions',
      '/expertise/foreign-direct-investment',
      '/expertise',
    ]);
    expect(
      within(teaser)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'General Corporate',
      'Cross-Border Transactions',
      'Foreign Direct Investment (FDI)',
      'Discover More',
    ]);
  });

  test('the Professionals teaser has a card per lawyer and an Explore More card linking to /professionals', () => {
    renderRoute('/');
    const teaser = screen.getByRole('region', { name: 'Our Professionals' });
    const links = within(teaser).getAllByRole('link');
    expect(hrefs(links)).toEqual([
      `/professionals/${first.id}`,
      `/professionals/${second.id}`,
      '/professionals',
    ]);
    expect(links[0]).toHaveAccessibleName(expect.stringContaining(first.name));
    expect(links[1]).toHaveAccessibleName(expect.stringContaining(second.name));
    expect(links[2]).toHaveAccessibleName(expect.stringMatching(/^Explore More/));
  });

  test('a professional card opens that lawyer’s profile', async () => {
    const { user, pathname } = renderRoute('/');
    await user.click(screen.getByRole('link', { name: new RegExp(`^${second.name}`) }));
    expect(pathname()).toBe(`/professionals/${second.id}`);
    expect(h1()).toHaveTextContent(second.name);
  });

  test('shows the contact form', () => {
    renderRoute('/');
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('about page', () => {
  test('shows the four values and the alliance figures', () => {
    renderRoute('/about');
    expect(h1()).toHaveTextContent('About Us');
    const values = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(values).toEqual(['Integrity', 'Excellence', 'Client-Centricity', 'Innovation']);
    expect(screen.getByText('Over 900 lawyers')).toBeInTheDocument();
    expect(screen.getByText('More than 20 locations')).toBeInTheDocument();
  });
});

describe('expertise page', () => {
  test('lists the seven services, each linking to its detail page', () => {
    renderRoute('/expertise');
    expect(h1()).toHaveTextContent('Our Expertise');
    const list = screen.getByRole('region', { name: 'Our Expertise' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(serviceNames.map(([, name]) => name));
    const links = within(list).getAllByRole('link');
    expect(hrefs(links)).toEqual(serviceNames.map(([id]) => `/expertise/${id}`));
    links.forEach((link, i) =>
      expect(link).toHaveAccessibleName(expect.stringContaining(serviceNames[i]?.[1] ?? '?')),
    );
  });

  test('has a "Why Choose Us?" block', () => {
    renderRoute('/expertise');
    const block = screen.getByRole('region', { name: 'Why Choose Us?' });
    expect(
      within(block).getByRole('heading', { level: 2, name: 'Why Choose Us?' }),
    ).toBeInTheDocument();
    expect(within(block).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  });
});

describe('service detail page', () => {
  const details = servicesEn.items['general-corporate'].details;
  const bulletLines = details
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));

  test('shows the service name as h1 and Quick Facts listing exactly the bullet lines of its details', () => {
    renderRoute('/expertise/general-corporate');
    expect(h1()).toHaveTextContent('General Corporate');
    const facts = screen.getByRole('complementary', { name: 'Quick Facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(bulletLines);
    expect(bulletLines.length).toBeGreaterThan(0);
  });

  test('the prose of the details is shown without the bullet lines', () => {
    renderRoute('/expertise/general-corporate');
    const prose = details
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('- '));
    for (const paragraph of prose) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  test('offers Go Back and a Contact Us link to /contact', () => {
    renderRoute('/expertise/general-corporate');
    // A link to the listing before any script; the app makes it go back in history.
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/expertise');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test.each([
    ['/expertise/corporate-law', 'General Corporate', '/expertise/general-corporate'],
    ['/expertise/mediation', 'Dispute Resolution', '/expertise/dispute-resolution'],
  ])('%s lands on %s', (path, name, target) => {
    const { pathname } = renderRoute(path);
    expect(h1()).toHaveTextContent(name);
    expect(pathname()).toBe(target);
  });

  test.each(['/expertise/criminal-defense', '/expertise/family-law', '/expertise/xyz'])(
    '%s shows "Service not found."',
    (path) => {
      renderRoute(path);
      expect(h1()).toHaveTextContent('Service not found.');
      expect(screen.queryByRole('complementary', { name: 'Quick Facts' })).not.toBeInTheDocument();
    },
  );
});

describe('professionals page', () => {
  function profile(name: string) {
    return screen.getByRole('article', { name });
  }

  test('shows both lawyers with their title and years of experience', () => {
    renderRoute('/professionals');
    expect(h1()).toHaveTextContent('Our Professionals');
    const a = within(profile(first.name));
    const b = within(profile(second.name));
    expect(a.getByRole('heading', { level: 2, name: first.name })).toBeInTheDocument();
    expect(b.getByRole('heading', { level: 2, name: second.name })).toBeInTheDocument();
    expect(a.getByText('Managing Partner')).toBeInTheDocument();
    expect(b.getByText('Partner')).toBeInTheDocument();
    expect(a.getByText(`${year - 2005} years of experience`)).toBeInTheDocument();
    expect(b.getByText(`${year - 2012} years of experience`)).toBeInTheDocument();
  });

  test('shows a flag for each language', () => {
    renderRoute('/professionals');
    const flags = (name: string) => {
      const languages = within(profile(name)).getByRole('heading', {
        name: 'Languages',
      }).parentElement;
      return within(languages ?? document.body)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    expect(flags(first.name)).toEqual(['🇲🇲 Myanmar', '🇬🇧 English', '🇯🇵 Japanese']);
    expect(flags(second.name)).toEqual(['🇲🇲 Myanmar', '🇬🇧 English']);
  });

  test('only the first lawyer shows awards', () => {
    renderRoute('/professionals');
    const awards = within(profile(first.name)).getByRole('heading', {
      name: 'Awards & Recognition',
    }).parentElement;
    expect(
      within(awards ?? document.body)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(Object.values(professionalsEn.people.KhinMyatNoe.awards));
    expect(
      within(profile(second.name)).queryByRole('heading', { name: 'Awards & Recognition' }),
    ).not.toBeInTheDocument();
  });
});

describe('profile page', () => {
  test('shows one lawyer with a Go Back link', () => {
    renderRoute(`/professionals/${first.id}`);
    expect(h1()).toHaveTextContent(first.name);
    expect(screen.getByText('Managing Partner')).toBeInTheDocument();
    expect(screen.getByText(`${year - 2005} years of experience`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: second.name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toBeInTheDocument();
  });

  test('an unknown id shows "Profile not found."', () => {
    renderRoute('/professionals/nobody');
    expect(h1()).toHaveTextContent('Profile not found.');
    expect(screen.getByRole('link', { name: 'Go Back' })).toBeInTheDocument();
  });
});

describe('publication page', () => {
  test('is an Under Development placeholder with a Go Back Home link', async () => {
    const { user, pathname } = renderRoute('/publication');
    expect(h1()).toHaveTextContent('Under Development');
    expect(
      screen.getByText('We are working hard to bring you this feature soon. Stay tuned!'),
    ).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Go Back Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(pathname()).toBe('/');
  });
});

describe('legal pages', () => {
  test('the privacy policy names EmailJS as the service that carries contact messages', () => {
    renderRoute('/privacy-policy');
    expect(h1()).toHaveTextContent('Privacy Policy');
    expect(screen.getAllByText(/EmailJS/).length).toBeGreaterThan(0);
  });

  test('the terms page shows the Terms & Conditions', () => {
    renderRoute('/terms');
    expect(h1()).toHaveTextContent('Terms & Conditions');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });
});

describe('not found page', () => {
  test('an unknown path shows the 404 text and a Go Back Home link', () => {
    renderRoute('/this/does/not/exist');
    expect(h1()).toHaveTextContent('Oops! Page Not Found');
    expect(
      screen.getByText('The page you are looking for does not exist or has been moved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
