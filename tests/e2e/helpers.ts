import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, handedOverWhenReady } from './fixtures.ts';

/**
 * Signs in through a sign-in screen (by default the admin's, as the e2e admin) and waits
 * for the welcome toast and the dashboard's home, where everyone lands.
 */
export async function signIn(
  page: Page,
  path = '/admin',
  idLabel = 'Admin ID',
  id = 'admin',
  password = 'e2e-admin-password',
) {
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByLabel(idLabel).fill(id);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Opens a dashboard screen from the side menu (the drawer is open at 1280 px). */
export async function openMenu(page: Page, name: string) {
  if (!page.url().includes('/dashboard')) {
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** A visitor: a browser context of their own, signed out, nothing cached. */
export async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: handedOverWhenReady(await context.newPage()) };
}

/** A plain PNG of one colour, `width` by `height` pixels. */
export async function png(color: { r: number; g: number; b: number }, width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * A parent's application through the API, as the site's own form sends it (with this
 * site's Origin: a request that proves no origin is refused); its reference.
 */
export async function applyForAdmission(
  request: APIRequestContext,
  baseURL: string | undefined,
  studentName: string,
) {
  const applied = await request.post('/api/admissions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: {
      studentName,
      studentMobile: '01712345678',
      guardianName: 'Abdul Karim',
      guardianMobile: '01812345678',
      guardianEmail: 'karim@example.com',
      guardianOccupation: 'Fisherman',
      grade: 'vii',
    },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { reference: string }).reference;
}
