import { http, HttpResponse } from 'msw';
import { apiPath, notFound } from '@autoparts/service-kit';
import { findPost } from '../data/posts';
import { postImageSvg } from '../images/post-image';

const SVG_FILE = /^([a-z0-9-]+)\.svg$/;

export const imageHandlers = [
  // Images are static files in a real backend: no simulated latency, cacheable for a day.
  http.get<{ file: string }>(apiPath('/blog/images/:file'), ({ params }) => {
    const slug = SVG_FILE.exec(params.file)?.[1];
    const seed = slug ? findPost(slug) : undefined;
    if (!seed) return notFound('Image not found', `There is no blog image "${params.file}".`);
    const svg = postImageSvg(seed.motif, seed.categories[0] ?? 'news', seed.id);
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  }),
];
