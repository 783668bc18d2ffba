import type { HeadTags, StructuredData } from './page-meta';

/** Marks the elements the kit added, so it removes only its own (index.html's stay). */
const OWNED = 'data-page-meta';

type Attributes = Readonly<Record<string, string>>;

/**
 * JSON for a script element. The element is built through the DOM, so nothing in the data can
 * end it in the live page; `<` is escaped as well, so a copy of the page serialized to HTML (a
 * prerender, a saved page) cannot be closed early by a `</script>` in a product's text either.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The first element `selector` finds, given `attributes`; none left when `attributes` is null. */
function putElement(
  doc: Document,
  tag: string,
  selector: string,
  attributes: Attributes | null,
): Element | null {
  if (attributes === null) {
    doc.head.querySelectorAll(selector).forEach((element) => element.remove());
    return null;
  }
  const existing = doc.head.querySelector(selector);
  const element = existing ?? doc.createElement(tag);
  // Attributes first: a script element must know it is data before it enters the document.
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (!existing) {
    element.setAttribute(OWNED, '');
    doc.head.append(element);
  }
  return element;
}

function putOpenGraph(doc: Document, openGraph: HeadTags['openGraph']): void {
  const shown = new Set(Object.keys(openGraph).map((name) => `og:${name}`));
  doc.head.querySelectorAll(`meta[property^="og:"][${OWNED}]`).forEach((element) => {
    if (!shown.has(element.getAttribute('property') ?? '')) element.remove();
  });
  for (const [name, content] of Object.entries(openGraph)) {
    const property = `og:${name}`;
    putElement(doc, 'meta', `meta[property="${property}"]`, { property, content });
  }
}

function putStructuredData(doc: Document, data: StructuredData | null): void {
  const script = putElement(
    doc,
    'script',
    `script[type="application/ld+json"][${OWNED}]`,
    data && { type: 'application/ld+json' },
  );
  if (script && data) script.textContent = serializeJsonLd(data);
}

type PageTags = Pick<HeadTags, 'canonical' | 'robots' | 'openGraph' | 'structuredData'>;

const NO_PAGE_TAGS: PageTags = {
  canonical: null,
  robots: null,
  openGraph: {},
  structuredData: null,
};

function putPageTags(doc: Document, tags: PageTags): void {
  putElement(
    doc,
    'link',
    'link[rel="canonical"]',
    tags.canonical === null ? null : { rel: 'canonical', href: tags.canonical },
  );
  putElement(
    doc,
    'meta',
    'meta[name="robots"]',
    tags.robots === null ? null : { name: 'robots', content: tags.robots },
  );
  putOpenGraph(doc, tags.openGraph);
  putStructuredData(doc, tags.structuredData);
}

/** Shows `tags` in the document's head, replacing what the last page showed there. */
export function writeHead(doc: Document, tags: HeadTags): void {
  doc.title = tags.title;
  putElement(doc, 'meta', 'meta[name="description"]', {
    name: 'description',
    content: tags.description,
  });
  putPageTags(doc, tags);
}

/** Takes away what only a page says (its canonical, previews, data); the title stays. */
export function clearPageTags(doc: Document): void {
  putPageTags(doc, NO_PAGE_TAGS);
}
