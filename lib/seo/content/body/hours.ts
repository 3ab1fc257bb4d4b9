import type { Day } from '@/lib/hours';
import { choose, type Variant } from '../choose';
import type { Facts } from '../facts';
import { clockTime, dayList } from '../language';
import type { Random } from '../random';

const WEEKEND: readonly Day[] = ['Saturday', 'Sunday'];
const EARLY = 9 * 60;

function openDaysPhrase(days: readonly Day[]): string {
  const list = dayList(days);
  if (list === 'every day') return 'seven days a week';
  return / to /.test(list) && !/,| and /.test(list) ? `from ${list}` : `on ${list}`;
}

function unknownHours(name: string, random: Random): Variant[] {
  return [
    choose(random, [
      `We do not currently hold opening hours for ${name}, so it is worth checking with the business before you set off.`,
      `Opening hours for ${name} are not on record yet; please confirm times directly before visiting.`,
      `No opening times are listed for ${name} at present, so contact the business to check when it is open.`,
    ]),
  ];
}

export function hours(f: Facts, random: Random): Variant[] {
  const { name } = f;
  const pattern = f.hours;
  if (!pattern) return unknownHours(name, random);
  const { openDays, closedDays, open24HoursDays, earliestOpen, latestClose } = pattern;
  if (openDays.length === 0) {
    return [
      `The hours on record show ${name} as closed on every listed day, so check with the business before visiting.`,
    ];
  }
  if (open24HoursDays.length === 7) {
    return [
      choose(random, [
        `${name} is open 24 hours a day, seven days a week.`,
        `According to its listed hours, ${name} never closes: it is open 24 hours on every day of the week.`,
        `Day or night, ${name} is listed as open 24 hours, every day.`,
      ]),
    ];
  }
  const phrase = openDaysPhrase(openDays);
  const sentences: Variant[] = [
    choose(random, [
      `${name} is open ${phrase}.`,
      `The listed hours show ${name} open ${phrase}.`,
      `Going by the hours we hold, ${name} opens ${phrase}.`,
      `In a typical week ${name} is open ${phrase}.`,
      `According to the hours on record, you can visit ${name} ${phrase}.`,
    ]),
  ];
  if (open24HoursDays.length > 0) {
    const days = dayList(open24HoursDays);
    sentences.push(
      choose(random, [
        `On ${days} it is open 24 hours.`,
        `${name} stays open 24 hours on ${days}.`,
      ]),
    );
  }
  const weekendClosed = WEEKEND.every((day) => closedDays.includes(day));
  const otherClosed = closedDays.filter((day) => !weekendClosed || !WEEKEND.includes(day));
  if (otherClosed.length > 0) {
    const days = dayList(otherClosed);
    sentences.push(
      choose(random, [
        `It is closed on ${days}.`,
        `${name} does not open on ${days}.`,
        `Bear in mind that ${name} is closed on ${days}.`,
      ]),
    );
  }
  if (earliestOpen !== null && earliestOpen > 0) {
    const time = clockTime(earliestOpen);
    sentences.push(
      choose(random, [
        `The earliest it opens on any day is ${time}.`,
        `Its earliest opening time in the week is ${time}.`,
        earliestOpen < EARLY && `Early starters will note that ${name} opens as early as ${time}.`,
        earliestOpen < EARLY &&
          `With doors open from ${time} on its earliest day, ${name} suits an early start.`,
        earliestOpen >= EARLY && `On its earliest day, ${name} opens at ${time}.`,
      ]),
    );
  }
  if (pattern.opensLate && latestClose !== null) {
    const time = clockTime(latestClose);
    sentences.push(
      choose(random, [
        `${name} also stays open late, until ${time} on its latest day.`,
        `Evening visits are possible too, with closing as late as ${time}.`,
        `For later plans, note that it is open until ${time} at the latest.`,
      ]),
    );
  } else if (latestClose !== null) {
    sentences.push(
      choose(random, [
        `It closes by ${clockTime(latestClose)} at the latest, so it is not a late-night option.`,
        `Plan daytime visits: the latest closing time listed for ${name} is ${clockTime(latestClose)}.`,
      ]),
    );
  }
  const weekendOpen = WEEKEND.filter((day) => openDays.includes(day));
  if (weekendOpen.length > 0) {
    const days = dayList(weekendOpen);
    sentences.push(
      choose(random, [
        `It is open at the weekend, on ${days}.`,
        `Weekend opening on ${days} makes ${name} handy if you are busy during the week.`,
        `If weekdays are difficult, ${name} also opens on ${days}.`,
      ]),
    );
  } else if (weekendClosed) {
    sentences.push(
      choose(random, [
        `${name} does not open at weekends.`,
        `It is closed at weekends, so plan a weekday visit.`,
        `Weekends are closed days for ${name}.`,
      ]),
    );
  }
  return sentences;
}
