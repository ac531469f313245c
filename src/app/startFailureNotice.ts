/**
 * What the visitor sees when the app's own code could not be downloaded (offline, or a server
 * restarting), or code that no error boundary covers: a message in place of nothing. Plain DOM, as
 * React is what failed to arrive. The markup is a template in public/index.html. It floats at the
 * bottom of the screen, over the prerendered landing page, which keeps working.
 */
export function showStartFailure(onRetry: () => void, doc: Document = document) {
  const template = doc.getElementById('start-failure-notice');
  if (!(template instanceof HTMLTemplateElement)) return;
  // A second failure replaces the first instead of stacking; the shell's loader has nothing left
  // to wait for.
  doc.getElementById('start-failure')?.remove();
  doc.getElementById('shell-loading')?.remove();
  const notice = template.content.cloneNode(true) as DocumentFragment;
  notice.querySelector('button')?.addEventListener('click', (event) => {
    (event.currentTarget as HTMLElement).closest('[role="alert"]')?.remove();
    onRetry();
  });
  doc.body.append(notice);
}
