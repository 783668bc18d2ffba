import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { z } from 'zod';
import { IP_LOCATION_URL } from '@autoparts/shared';
import { preloaderStyleHash } from '@autoparts/shared/mf/page-head';
import {
  IP_LOCATION_ORIGIN,
  PRELOADER_STYLE_HASH,
  storefrontCsp,
  TOAST_STYLE_HASH,
} from '../security-headers';

// What the storefront does in a browser that its Content-Security-Policy must allow, or avoid.
describe('what the storefront needs from its Content-Security-Policy', () => {
  it('allows the one inline style, react-toastify’s, by its hash', () => {
    render(<ToastContainer />);
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(TOAST_STYLE_HASH).toBe(`'sha256-${hash}'`);
    expect(storefrontCsp()).toContain(TOAST_STYLE_HASH);
  });

  it('needs no eval: shared turns the compiled parsers of every zod copy off', () => {
    // Set by shared's entry without importing zod: any copy on the page (the full library here)
    // reads it, and a zod that renamed its global setting would fail here.
    expect(z.config().jitless).toBe(true);
  });

  it('lets the page ask the IP-location service for the visitor’s country', () => {
    expect(IP_LOCATION_ORIGIN).toBe(new URL(IP_LOCATION_URL).origin);
  });

  it('allows the page template’s preloader style by its hash, and nothing else inline', () => {
    const template = readFileSync(
      path.join(require.resolve('@autoparts/shared/mf'), '..', 'index.html'),
      'utf8',
    );
    expect(PRELOADER_STYLE_HASH).toBe(preloaderStyleHash());
    expect(storefrontCsp()).toContain(PRELOADER_STYLE_HASH);
    const styles = [...template.matchAll(/<style>(.*?)<\/style>/g)].map(([, text]) => text);
    expect(styles).toEqual(['<%= htmlWebpackPlugin.options.preloaderStyle %>']);
    const rest = template.replace(/<style>.*?<\/style>/g, '');
    expect(rest).not.toMatch(/<style|<script(?![^>]*\bsrc=)|\sstyle=|\son[a-z]+=/i);
  });
});
