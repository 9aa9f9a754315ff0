import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ArtistEdit,
  artistEditFormSchema,
  type artistEditSchema,
} from '@inkbook/contracts/artist-forms';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { stubApi } from '@/testing/api';
import { renderWithProviders } from '@/testing/render';
import { ArtistBioField } from './artist-bio-field';
import { ArtistContactFields } from './artist-contact-fields';
import { ArtistIdentityFields } from './artist-identity-fields';
import { ArtistPoliciesFields } from './artist-policies-fields';
import { ArtistStylesField } from './artist-styles-field';
import { ArtistWorkFields } from './artist-work-fields';

/** The edit's values as its inputs hold them. */
type EditInput = z.input<typeof artistEditSchema>;

const image = (n: number) => `/media/${String(n).repeat(64)}`;

/** A stored profile that passes the edit's rules. */
const stored: EditInput = {
  artistName: 'Maya Stone',
  profileImage: image(1),
  bio: 'Fine line and botanical work from a private studio in East Austin, by appointment.',
  tattooStyles: ['Fine Line'],
  portfolioImages: [image(2), image(3)],
  flashImages: [],
  instagramHandle: 'maya',
  email: 'maya@example.com',
  phone: '',
  website: '',
  studioName: '',
  location: 'Austin, TX',
  locationAddress: '1100 E 6th St, Austin, TX 78702',
  locationLat: 30.26,
  locationLng: -97.73,
  depositPolicy: '',
  cancellationPolicy: '',
  touchupPolicy: '',
};

const noUploads = () => undefined;

/** Every section of the artist form, as /artist/edit/{id} puts them together, checked by the edit's schema. */
function EditForm({ onSave, values = stored }: { onSave: (body: ArtistEdit) => void; values?: EditInput }) {
  const form = useForm<EditInput, unknown, ArtistEdit>({
    resolver: zodResolver(artistEditFormSchema({ bio: values.bio })),
    defaultValues: values,
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSave)}>
        <ArtistIdentityFields onBusyChange={noUploads} />
        <ArtistBioField label="Bio" min={50} max={500} />
        <ArtistStylesField options={['Blackwork', 'Fine Line']} />
        <ArtistWorkFields portfolioMax={25} flashMax={15} onBusyChange={noUploads} />
        <ArtistContactFields
          handleField={
            <label>
              Instagram handle
              <input {...form.register('instagramHandle')} />
            </label>
          }
        />
        <ArtistPoliciesFields optional />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

/** One section in a bare form (no schema), as one application step holds it. */
function Step({ values = stored, children }: { values?: EditInput; children: ReactNode }) {
  const form = useForm({ defaultValues: values });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the artist form’s sections', () => {
  it('save every section’s values under the form’s schema', async () => {
    stubApi(() => ({ body: [] }));
    const onSave = vi.fn();
    const { user } = renderWithProviders(<EditForm onSave={onSave} />);
    expect(screen.getByLabelText('Artist name')).toHaveValue('Maya Stone');
    expect(screen.getByRole('group', { name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portfolio 2' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Styles you specialize in' })).getByLabelText('Blackwork'),
    );
    await user.type(screen.getByLabelText('Studio name (optional)'), 'Rose & Thorn');
    await user.type(screen.getByLabelText('Deposit policy (optional)'), 'A $100 deposit holds your date.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      artistName: 'Maya Stone',
      tattooStyles: ['Blackwork', 'Fine Line'],
      portfolioImages: [image(2), image(3)],
      studioName: 'Rose & Thorn',
      locationAddress: '1100 E 6th St, Austin, TX 78702',
      locationLat: 30.26,
      depositPolicy: 'A $100 deposit holds your date.',
      cancellationPolicy: null,
    });
  });

  it('show the schema’s messages by their fields, and the bio counts against the form’s limits', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<EditForm onSave={onSave} />);
    const bio = screen.getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Fine line.');
    expect(screen.getByText('10/500 characters (50 minimum)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website (optional)'), 'not a url');
    await user.type(screen.getByLabelText('Touch-up policy (optional)'), '$50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bio must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription(/Bio must be at least 50 characters/);
    expect(screen.getByLabelText('Website (optional)')).toHaveAccessibleDescription(
      /Please enter a valid website URL/,
    );
    expect(screen.getByLabelText('Touch-up policy (optional)')).toHaveAccessibleDescription(
      /Touch-up policy must be at least 10 characters/,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keep a bio accepted at application (under 50) as it is; a changed one must meet the edit rule', async () => {
    stubApi(() => ({ body: [] }));
    const onSave = vi.fn();
    const accepted = 'Fine line, ten years, Austin.';
    const { user } = renderWithProviders(<EditForm onSave={onSave} values={{ ...stored, bio: accepted }} />);
    await user.type(screen.getByLabelText('Phone (optional)'), '+1 512 555 0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ bio: accepted, phone: '+1 512 555 0100' });

    await user.type(screen.getByLabelText('Bio'), ' Now booking.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bio must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveValue(`${accepted} Now booking.`);
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('drop a picked address and its coordinates once the location is typed over by hand', async () => {
    stubApi(() => ({ body: [] }));
    const onSave = vi.fn();
    const { user } = renderWithProviders(<EditForm onSave={onSave} />);
    const location = screen.getByRole('combobox', { name: 'Location' });
    await user.clear(location);
    await user.type(location, 'Round Rock, TX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      location: 'Round Rock, TX',
      locationAddress: null,
      locationLat: null,
      locationLng: null,
    });
  });

  it('speak each form’s words: the application’s bio limits, required policies and flash limit', async () => {
    const { user } = renderWithProviders(
      <Step values={{ ...stored, bio: '' }}>
        <ArtistBioField label="About you" min={25} max={150} />
        <ArtistWorkFields portfolioMax={25} flashMax={8} onBusyChange={noUploads} />
        <ArtistPoliciesFields optional={false} />
      </Step>,
    );
    expect(screen.getByText('0/150 characters (25 minimum)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('About you'), 'Blackwork');
    expect(screen.getByText('9/150 characters (25 minimum)')).toBeInTheDocument();
    expect(screen.getByText("Optional: designs you're ready to tattoo, up to 8.")).toBeInTheDocument();
    for (const label of ['Deposit policy', 'Cancellation policy', 'Touch-up policy']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.queryByText(/\(optional\)/)).not.toBeInTheDocument();
  });

  it('put the form’s own Instagram handle field first under Contact', () => {
    renderWithProviders(
      <Step>
        <ArtistContactFields handleField={<p>The handle field</p>} />
      </Step>,
    );
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact.firstElementChild?.nextElementSibling).toHaveTextContent('The handle field');
    expect(within(contact).getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(
      within(screen.getByRole('region', { name: 'Where you work' })).getByLabelText('Studio name (optional)'),
    ).toBeInTheDocument();
  });
});
