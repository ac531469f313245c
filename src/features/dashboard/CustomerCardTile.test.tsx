import { render, screen } from '@testing-library/react';
import { aCustomerCard } from '../../testing/storeFixtures';
import { CustomerCardTile } from './CustomerCardTile';
import { expiryDay } from '../../components/cardExpiry';

// docs/product.md, "Expiry": the customer's card says when its stamps and its reward expire.

describe('the expiry on a customer card', () => {
  it('names the store’s last day, whatever the viewer’s time zone', () => {
    // 23:59 on 12 March in New York is already 13 March in UTC and in Europe.
    expect(expiryDay('2027-03-12T23:59:59.999-05:00', 'en-GB')).toBe('12 March 2027');
    expect(expiryDay('2027-03-12T23:59:59.999+09:00', 'en-US')).toBe('March 12, 2027');
  });

  it('says when the stamps and the reward expire, when the store has such rules', () => {
    const { rerender } = render(
      <ul>
        <CustomerCardTile
          card={aCustomerCard({
            stamps: 5,
            rewards_ready: 1,
            stamps_expire_at: '2027-03-12T23:59:59.999+01:00',
            reward_expires_at: '2027-02-03T23:59:59.999+01:00',
          })}
        />
      </ul>,
    );
    expect(
      screen.getByText(`Stamps expire on ${expiryDay('2027-03-12T23:59:59.999+01:00')}`),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Stamps expire on .*(12 March|March 12).*2027$/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Reward expires on .*(3 February|February 3).*2027$/),
    ).toBeInTheDocument();

    rerender(
      <ul>
        <CustomerCardTile card={aCustomerCard()} />
      </ul>,
    );
    expect(screen.queryByText(/expire/)).not.toBeInTheDocument();
  });
});
