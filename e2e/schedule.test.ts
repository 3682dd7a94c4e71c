import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { apiGetAs, signInWithPassword } from './support/session.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** How far the journey drags the schedule. */
const MOVE_DAYS = 2;

/** 'YYYY-MM-DD' in Seoul, `days` after today (the calendar's cells are Seoul days). */
const seoulDay = (days: number) =>
  new Date(Date.now() + SEOUL_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

interface ScheduleRow {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
}

/** The schedule with this title, read through the admin API around today. */
async function scheduleTitled(title: string): Promise<ScheduleRow | undefined> {
  const from = new Date(Date.now() - 7 * DAY_MS).toISOString();
  const to = new Date(Date.now() + 21 * DAY_MS).toISOString();
  const rows = (await apiGetAs(
    demoAccounts.admin,
    `/admin/schedules?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  )) as ScheduleRow[];
  return rows.find((row) => row.title === title);
}

/**
 * The schedule journey (issue 6): an operator adds a schedule by clicking a day on the month
 * calendar and moves it by dragging it to another day; the API shows it moved by exactly those
 * days, at the same time of day. The browser runs in UTC, the calendar in Seoul time.
 */
describe('an operator creates a schedule on the calendar and moves it by dragging', () => {
  let browser: Browser;
  let page: Page;
  // Unique per run, so reruns against the same emulators never find an older one.
  const title = `e2e 일정 ${Date.now()}`;
  // Tomorrow onwards: the month grid always shows today + 3 (it runs at least 5 days past the month).
  const fromDay = seoulDay(1);
  const toDay = seoulDay(1 + MOVE_DAYS);
  let created: ScheduleRow;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    const context = await browser.newContext({
      locale: 'ko-KR',
      timezoneId: 'UTC',
      viewport: { width: 1440, height: 900 },
    });
    page = await context.newPage();
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const dayCell = (day: string) => page.locator(`td.fc-daygrid-day[data-date="${day}"]`);
  const event = () => page.locator('.fc-event', { hasText: title });

  it('clicking a day opens the dialog for that day; the saved 09:00 schedule shows on it', async () => {
    await page.goto(`${BASE_URL}/admin/schedule`);
    await page.getByRole('heading', { name: '일정 관리' }).waitFor();
    // The top-left corner of the cell: away from the day number and any events.
    await dayCell(fromDay).click({ position: { x: 6, y: 6 } });
    const dialog = page.getByRole('dialog', { name: '일정 추가' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('시작일').inputValue()).toBe(fromDay);
    expect(await dialog.getByLabel('종료일').inputValue()).toBe(fromDay);
    await dialog.getByLabel('제목').fill(title);
    // A timed one, so the move is checked against a time of day: 09:00–10:00 is suggested.
    await dialog.getByLabel('종일').uncheck();
    const times = dialog.locator('input[type="datetime-local"]');
    expect(await times.nth(0).inputValue()).toBe(`${fromDay}T09:00`);
    expect(await times.nth(1).inputValue()).toBe(`${fromDay}T10:00`);
    await dialog.getByRole('button', { name: '등록' }).click();
    await page.getByText('일정을 등록했습니다.').waitFor();
    await dayCell(fromDay).locator('.fc-event', { hasText: title }).waitFor();

    const row = await scheduleTitled(title);
    expect(row).toMatchObject({
      allDay: false,
      // 09:00–10:00 in Seoul, whatever the browser's zone (UTC here).
      start: new Date(`${fromDay}T09:00:00+09:00`).toISOString(),
      end: new Date(`${fromDay}T10:00:00+09:00`).toISOString(),
    });
    created = row as ScheduleRow;
  });

  it('dragging it two days on moves start and end by exactly two days, same time of day', async () => {
    const from = await event().boundingBox();
    const to = await dayCell(toDay).boundingBox();
    if (!from || !to) throw new Error('the event or the target day is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    await page.getByText('일정을 옮겼습니다.').waitFor();
    await dayCell(toDay).locator('.fc-event', { hasText: title }).waitFor();
    expect(await dayCell(fromDay).locator('.fc-event', { hasText: title }).count()).toBe(0);

    const moved = await scheduleTitled(title);
    expect(moved?.id).toBe(created.id);
    expect(Date.parse(moved?.start ?? '') - Date.parse(created.start)).toBe(MOVE_DAYS * DAY_MS);
    expect(Date.parse(moved?.end ?? '') - Date.parse(created.end)).toBe(MOVE_DAYS * DAY_MS);
    expect(moved?.allDay).toBe(false);
    expect(moved?.start).toBe(new Date(`${toDay}T09:00:00+09:00`).toISOString());
  });
});
