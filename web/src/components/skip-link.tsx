// "Skip to the content", the first stop of the keyboard on every page (WCAG 2.4.1): past the header and the menu to
// the page itself, which `MAIN_CONTENT_ID` names.
import classes from './skip-link.module.css';

/** The id of the element that holds the page, on every layout; focusable from script only (tabIndex -1). */
export const MAIN_CONTENT_ID = 'main-content';

export const SkipLink = () => (
  <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
    Skip to the content
  </a>
);
