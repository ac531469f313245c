import type { ReactNode } from 'react';
import type { SchemeName } from '../../theme/schemeTheme';
import { ButtonsSection } from './sections/ButtonsSection';
import { CompositesSection } from './sections/CompositesSection';
import { DataSection } from './sections/DataSection';
import { FeedbackSection } from './sections/FeedbackSection';
import { FoundationsSection } from './sections/FoundationsSection';
import { InputsSection } from './sections/InputsSection';
import { PaletteSection } from './sections/PaletteSection';
import { TypographySection } from './sections/TypographySection';

export interface GallerySectionSpec {
  id: string;
  title: string;
  description: string;
  /** The section's content, drawn once per scheme shown. */
  render: (scheme: SchemeName) => ReactNode;
}

/** The gallery's sections, in order (docs/design.md: a new component joins one of these). */
export const GALLERY_SECTIONS: GallerySectionSpec[] = [
  {
    id: 'palette',
    title: 'Palette and contrast',
    description:
      'Every colour of the scheme, then each text colour on the background the product puts it on, with its WCAG contrast ratio.',
    render: (scheme) => <PaletteSection scheme={scheme} />,
  },
  {
    id: 'typography',
    title: 'Typography',
    description: 'The type scale: size, weight, line height and letter spacing of each variant.',
    render: () => <TypographySection />,
  },
  {
    id: 'foundations',
    title: 'Spacing, radii, shadows and breakpoints',
    description: 'The units that sx values multiply, the elevations and the layout breakpoints.',
    render: () => <FoundationsSection />,
  },
  {
    id: 'buttons',
    title: 'Buttons',
    description: 'Variants × colours × sizes, disabled and loading.',
    render: () => <ButtonsSection />,
  },
  {
    id: 'inputs',
    title: 'Inputs, selects and chips',
    description: 'Form fields with their helper and error states, selects, chips and toggles.',
    render: (scheme) => <InputsSection scheme={scheme} />,
  },
  {
    id: 'feedback',
    title: 'Alerts, toasts and dialogs',
    description: 'How the product says what happened: alerts, toasts (notistack), dialogs.',
    render: () => <FeedbackSection />,
  },
  {
    id: 'data',
    title: 'Tables, skeletons and the stepper',
    description: 'Lists of records and what stands in for them while they load.',
    render: () => <DataSection />,
  },
  {
    id: 'composites',
    title: 'Composites',
    description:
      'The product’s own components, imported from where the product uses them and drawn with sample data.',
    render: () => <CompositesSection />,
  },
];
