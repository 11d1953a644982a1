// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mainPaths, teamPaths } from '../../lib/paths';
import { renderPage } from '../../testing/render-page';
import PrivacyPage from './PrivacyPage';

describe('the privacy page', () => {
  it('says what Teampot keeps, how long (the purge’s own periods) and how to have it removed', async () => {
    renderPage(<PrivacyPage />, { path: mainPaths.privacy.path, teamCode: null, api: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
    const kept = screen.getByRole('heading', { name: 'Wat Teampot bewaart en waarom' });
    expect(kept.parentElement?.textContent).toContain(
      'je e-mailadres en een versleuteld wachtwoord',
    );

    const howLong = within(
      screen.getByRole('heading', { name: 'Hoe lang' }).parentElement as HTMLElement,
    );
    expect(howLong.getByText(/inlogsessie: nog 30 dagen/)).toBeTruthy();
    expect(howLong.getByText(/link uit een e-mail: nog 7 dagen/)).toBeTruthy();
    expect(howLong.getByText(/wachtwoorden: 1 dag\./)).toBeTruthy();
    expect(howLong.getByText(/bankafschrift: 90 dagen/)).toBeTruthy();
    expect(howLong.getByText(/verwijderd team: 30 dagen terug te zetten/)).toBeTruthy();

    const removal = screen.getByRole('heading', { name: 'Hoe je het laat verwijderen' })
      .parentElement as HTMLElement;
    for (const step of [
      'Je account',
      'Een speler die gestopt is',
      'Het hele team',
      'Eerst alles downloaden',
    ]) {
      expect(within(removal).getByText(step)).toBeTruthy();
    }
    expect(removal.textContent).toContain('Account verwijderen');
    expect(removal.textContent).toContain('teamarchief');
  });

  it('is the same page on a team host', async () => {
    renderPage(<PrivacyPage />, { path: teamPaths.privacy.path, api: [] });
    expect(
      await screen.findByRole('heading', { name: 'Hoe je het laat verwijderen' }),
    ).toBeTruthy();
  });
});
