import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath, notFound } from '@autoparts/service-kit';
import type { BlogPosts } from '../blog-posts';
import { postImageSvg } from '../images/post-image';

const SVG_FILE = /^([a-z0-9-]+)\.svg$/;

export const imageHandlers = (posts: BlogPosts): HttpHandler[] => [
  // Images are static files in a real backend: no simulated latency, cacheable for a day.
  http.get<{ file: string }>(apiPath('/blog/images/:file'), async ({ params }) => {
    const slug = SVG_FILE.exec(params.file)?.[1];
    const post = slug ? await posts.imageOf(slug) : undefined;
    if (!post) return notFound('Image not found', `There is no blog image "${params.file}".`);
    const svg = postImageSvg(post.motif, post.category ?? 'news', post.id);
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  }),
];
