/** A shop's week in Outscraper's shape: weekdays 9 to 5, closed at the weekend. */
export const WEEKDAYS_9_TO_5 = {
  Monday: '9AM-5PM',
  Tuesday: '9AM-5PM',
  Wednesday: '9AM-5PM',
  Thursday: '9AM-5PM',
  Friday: '9AM-5PM',
  Saturday: 'Closed',
  Sunday: 'Closed',
};
