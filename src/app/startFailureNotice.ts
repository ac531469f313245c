/** Set on the notice, so a second failure replaces the first instead of stacking. */
const NOTICE_ID = 'start-failure';

/**
 * What the visitor sees when the app's own code could not be downloaded (offline, or a server
 * restarting): a message in place of nothing. Plain DOM, as React is what failed to arrive; styled
 * inline with the browser's system colours, as the theme arrives with the app. On the prerendered
 * landing page it floats over the page, which keeps working; elsewhere the page is empty, and it
 * takes the middle of the screen. Returns a function that removes it.
 */
export function showStartFailure(onRetry: () => void, doc: Document = document): () => void {
  doc.getElementById(NOTICE_ID)?.remove();
  const overPage = doc.getElementById('root')?.hasChildNodes() ?? false;

  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, {
    position: 'fixed',
    zIndex: '2000',
    left: '50%',
    transform: overPage ? 'translateX(-50%)' : 'translate(-50%, -50%)',
    ...(overPage ? { bottom: '16px' } : { top: '50%' }),
    width: 'min(440px, calc(100vw - 32px))',
    boxSizing: 'border-box',
    padding: '20px 24px',
    borderRadius: '12px',
    border: '1px solid GrayText',
    background: 'Canvas',
    color: 'CanvasText',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.2)',
    font: '16px/1.5 system-ui, sans-serif',
    textAlign: 'center',
  });

  const heading = doc.createElement('h2');
  heading.textContent = 'QRewards could not start';
  Object.assign(heading.style, { margin: '0 0 4px', fontSize: '1.125rem' });
  const text = doc.createElement('p');
  text.textContent =
    'Part of the app could not be downloaded. Check your internet connection, then try again.';
  text.style.margin = '0 0 16px';

  const button = (label: string, onClick: () => void) => {
    const element = doc.createElement('button');
    element.type = 'button';
    element.textContent = label;
    Object.assign(element.style, { margin: '4px', padding: '8px 16px', font: 'inherit' });
    element.addEventListener('click', onClick);
    return element;
  };
  const remove = () => notice.remove();
  notice.append(
    heading,
    text,
    button('Try again', () => {
      remove();
      onRetry();
    }),
    button('Reload the page', () => doc.location.reload()),
  );
  doc.body.append(notice);
  return remove;
}
