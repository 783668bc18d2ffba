import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductOption } from '../../../types';
import { PRODUCT_OPTIONS } from '../../../testing/factories';
import { OptionForm } from '../option-form';
import { isSelectionComplete, missingOptions, selectedOptions } from '../option-mapping';

const OPTIONS = PRODUCT_OPTIONS;

describe('option mapping', () => {
  it('maps option and value slugs to name/value pairs in the product order', () => {
    expect(selectedOptions(OPTIONS, { color: 'red', axle: 'rear' })).toEqual([
      { name: 'Axle', value: 'Rear' },
      { name: 'Color', value: 'Red' },
    ]);
  });

  it('ignores unknown option slugs and unknown value slugs', () => {
    expect(selectedOptions(OPTIONS, { material: 'steel', axle: 'middle', color: 'black' })).toEqual(
      [{ name: 'Color', value: 'Black' }],
    );
    expect(selectedOptions([], { axle: 'front' })).toEqual([]);
  });

  it('requires a known value for every option', () => {
    expect(missingOptions(OPTIONS, { axle: 'middle' }).map((o) => o.slug)).toEqual([
      'axle',
      'color',
    ]);
    expect(isSelectionComplete(OPTIONS, { axle: 'front', color: 'red' })).toBe(true);
    expect(isSelectionComplete([], {})).toBe(true);
  });
});

function Form({ showErrors = false }: { showErrors?: boolean }) {
  const [value, setValue] = useState<Record<string, string>>({});
  return (
    <>
      <OptionForm
        options={OPTIONS}
        value={value}
        onChange={setValue}
        showErrors={showErrors}
        requiredMessage="This field is required"
      />
      <output aria-label="Chosen">{JSON.stringify(selectedOptions(OPTIONS, value))}</output>
    </>
  );
}

describe('OptionForm', () => {
  it('offers buttons and colour swatches named by their colour', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('radio', { name: 'Rear' }));
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(screen.getByRole('group', { name: 'Color' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent(
      '[{"name":"Axle","value":"Rear"},{"name":"Color","value":"Red"}]',
    );
  });

  it('marks every option still without a value when errors are shown', async () => {
    const user = userEvent.setup();
    render(<Form showErrors />);
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
  });

  it('uses a select for an option with many values', async () => {
    const user = userEvent.setup();
    const many: ProductOption = {
      type: 'default',
      slug: 'length',
      name: 'Length',
      values: ['12', '14', '16', '18', '20', '22', '24'].map((n) => ({ slug: n, name: `${n} in` })),
    };
    const onChange = jest.fn();
    render(
      <OptionForm options={[many]} value={{}} onChange={onChange} requiredMessage="Required" />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Length' }), '20 in');
    expect(onChange).toHaveBeenCalledWith({ length: '20' });
  });
});
