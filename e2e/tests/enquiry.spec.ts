import pg from 'pg';
import { accessibilityViolations, expect, test } from './fixtures';

test.describe('the enquiry form', () => {
  test('shows a message for each invalid field', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter your full name')).toBeVisible();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expect(page.getByText('Enter your message')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Jones');
    await page.getByRole('textbox', { name: 'Email address' }).fill('sam.jones@');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Enter your full name')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('sends an enquiry: success toast, row stored, both e-mails in the outbox @smoke', async ({ page }) => {
    const email = `e2e.${Date.now()}.${test.info().project.name}@example.co.uk`;
    await page.goto('/contact-us');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Alex Morgan');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'Message' }).fill('Does Secure cover the turbo on a 2018 Transit?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent Successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // With a PostgreSQL server behind the site (npm test's @smoke run), look at the rows themselves.
    const url = process.env.E2E_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const enquiries = await client.query('select fullname, message from enquiries where email = $1', [email]);
      expect(enquiries.rows).toEqual([
        { fullname: 'Alex Morgan', message: 'Does Secure cover the turbo on a 2018 Transit?' },
      ]);
      const outbox = await client.query(
        'select to_address, kind from outbox_emails where to_address = $1 or text_body like $2',
        [email, `%${email}%`],
      );
      expect(outbox.rows.map((r: { kind: string }) => r.kind).sort()).toEqual(['enquiry-notice', 'enquiry-received']);
    } finally {
      await client.end();
    }
  });
});
