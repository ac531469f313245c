import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { plan } from '../../../testing/billingFixtures';
import { apiUrl, installMswServer, mswServer } from '../../../testing/mswServer';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PricingSection } from './PricingSection';

// docs/product.md, "Landing page": the footer's Pricing link led to the FAQ; the section shows the
// plans of GET /subscription/plans, priced in the visitor's language and the plan's currency.

installMswServer();

function answerPlans(plans: object[] | null) {
  mswServer.use(
    http.get(apiUrl('/subscription/plans'), () =>
      plans
        ? HttpResponse.json({ success: true, data: plans })
        : HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
    ),
  );
}

const euroPlans = [
  { ...plan('starter', 'Starter', 2900, 1), currency: 'eur', features: ['Email support'] },
  { ...plan('growth', 'Growth', 7950, 3), currency: 'eur', max_reward_cards: -1 },
];

describe('the pricing section of the landing page', () => {
  it('shows each plan, its price in the visitor’s language and its limits', async () => {
    const languages = jest.spyOn(window.navigator, 'languages', 'get');
    languages.mockReturnValue(['pt-PT', 'pt']);
    try {
      answerPlans(euroPlans);
      await renderWithProviders(<PricingSection />);

      const starter = await screen.findByRole('article', { name: 'Starter' });
      expect(within(starter).getByText(/^29\s€/)).toBeInTheDocument();
      expect(within(starter).getByText('1 store')).toBeInTheDocument();
      expect(within(starter).getByText('Email support')).toBeInTheDocument();
      const growth = screen.getByRole('article', { name: 'Growth' });
      expect(within(growth).getByText(/^79,50\s€/)).toBeInTheDocument();
      expect(within(growth).getByText('Unlimited reward cards')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Become a Merchant' })).toHaveAttribute(
        'href',
        '/merchant/register',
      );
    } finally {
      languages.mockRestore();
    }
  });

  it('says so when the plans cannot be read, and still leads to the sign-up', async () => {
    answerPlans(null);
    await renderWithProviders(<PricingSection />);
    expect(await screen.findByText(/The plans could not be loaded just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Merchant' })).toBeInTheDocument();
  });
});
