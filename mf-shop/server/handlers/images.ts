import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '@autoparts/service-kit';
import { renderImage } from '../images/catalog-images';
import { imageNotFound } from './errors';

type ImageParams = { folder: string; file: string };

/**
 * The catalog's drawings, rendered from the same code as the static copies in public/images, so
 * the image base `/api/shop/images/<folder>/` works wherever the mock runs. No simulated delay:
 * a real shop serves these from a CDN.
 */
export const imageHandlers: HttpHandler[] = [
  http.get<ImageParams>(apiPath('/shop/images/:folder/:file'), ({ params }) => {
    const svg = renderImage(params.folder, params.file);
    if (svg === null) return imageNotFound(`${params.folder}/${params.file}`);
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  }),
];
