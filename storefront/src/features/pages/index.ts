// Only the list of information pages: the footer and the router name them without their text.
export { STATIC_PAGES, staticPageTitle, type StaticPageSlug } from './static/staticPageIndex';
