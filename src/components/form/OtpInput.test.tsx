import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput } from './OtpInput';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        helperText="Check your inbox"
      />
      <output>Value: [{value}]</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('OtpInput', () => {
  it('labels each of the six boxes and asks for a numeric one-time code', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Check your inbox',
    );
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
  });

  it('moves to the next box as digits are typed, ignoring letters', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('12a3');
    expect(box(4)).toHaveFocus();
    expect(screen.getByText('Value: [123]')).toBeInTheDocument();
    await user.keyboard('456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('spreads a pasted code over all boxes, wherever it is pasted', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste('Your code: 482 913');
    expect([1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '2',
      '9',
      '1',
      '3',
    ]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('takes an autofilled code arriving in the first box', async () => {
    const onComplete = jest.fn();
    render(<Harness onComplete={onComplete} />);
    // Browsers fill one-time-code fields by setting the whole value at once.
    fireEvent.change(box(1), { target: { value: '777111' } });
    expect(onComplete).toHaveBeenCalledWith('777111');
    expect(box(6)).toHaveValue('1');
  });

  it('goes back with Backspace from an empty box, clearing the digit before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(screen.getByText('Value: [1]')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });
});
