// Jest stand-in for imported stylesheets: the SPA's styles are not under test in jsdom.
const styles: Record<string, string> = {};
export default styles;
