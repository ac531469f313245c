import { act, render, screen } from '@testing-library/react';
import { ToastHost } from '../components/ToastHost';
import { notify } from './toast';

// notistack drops a toast asked for before its provider is on the page; the app may ask for one in
// its very first moments (a sign-in held by the landing page's prerendered dialog until the app
// started, answered at once: docs/adr/0005-landing-page-answers-before-the-app.md).
it('shows a toast asked for before the toast host was on the page, once it is', async () => {
  const shown = notify('Please verify your email to continue', 'warning');
  await act(async () => {
    render(<ToastHost />);
  });
  expect(await screen.findByText('Please verify your email to continue')).toBeVisible();
  await shown;
});
