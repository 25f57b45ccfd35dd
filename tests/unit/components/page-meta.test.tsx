import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canonicalPath, PageMeta } from '../../../src/components/page-meta';
import { LanguageProvider, loadBengali } from '../../../src/i18n/language';

const head = (selector: string) => document.head.querySelector(selector);

describe('a page’s metadata', () => {
  it('names one address per page, as the route table spells it', () => {
    expect(canonicalPath('/radiology')).toBe('/Radiology');
    expect(canonicalPath('/Usg')).toBe('/usg');
    expect(canonicalPath('/LABTEST')).toBe('/labtest');
    expect(canonicalPath('/healthpackage/full-body')).toBe('/healthpackage/full-body');
  });

  it('gives the title, description, canonical address and link-preview cards', () => {
    render(
      <MemoryRouter initialEntries={['/radiology']}>
        <PageMeta title="Radiology" description="X-ray and ultrasound." />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Radiology | Nirnay Diagnostics');
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/Radiology',
    );
    expect(head('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://www.example.com/Radiology',
    );
    expect(head('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'X-ray and ultrasound.',
    );
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://www.example.com/og-image.jpg',
    );
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('keeps a page search engines should leave out out of their lists', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <PageMeta title="Page not found" description="Not here." noIndex />
      </MemoryRouter>,
    );
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
  });

  it('names the page’s address in each language, both ways, with English the default', () => {
    render(
      <MemoryRouter initialEntries={['/labtest']}>
        <PageMeta title="Find a Test" description="Tests." />
      </MemoryRouter>,
    );
    const alternate = (language: string) => head(`link[rel="alternate"][hreflang="${language}"]`);
    expect(alternate('en')).toHaveAttribute('href', 'https://www.example.com/labtest');
    expect(alternate('bn')).toHaveAttribute('href', 'https://www.example.com/bn/labtest');
    expect(alternate('x-default')).toHaveAttribute('href', 'https://www.example.com/labtest');
  });

  it('on a Bengali page, names the Bengali address its own and shows the Bengali card', async () => {
    await loadBengali();
    render(
      <LanguageProvider language="bn">
        <MemoryRouter initialEntries={['/labtest']}>
          <PageMeta title="টেস্ট খুঁজুন" description="টেস্ট।" />
        </MemoryRouter>
      </LanguageProvider>,
    );
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/bn/labtest',
    );
    expect(head('meta[property="og:locale"]')).toHaveAttribute('content', 'bn_IN');
    expect(head('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://www.example.com/bn/og-image.jpg',
    );
    expect(head('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      'https://www.example.com/bn/og-image.jpg',
    );
    expect(head('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'https://www.example.com/labtest',
    );
  });

  it('names an item’s own address when it was reached by another', () => {
    render(
      <MemoryRouter initialEntries={['/labtest/vitamin-d-25-oh']}>
        <PageMeta title="Vitamin D" description="D." path="/labtest/vitamin-d-total" />
      </MemoryRouter>,
    );
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.example.com/labtest/vitamin-d-total',
    );
  });
});
