export const surveyTexts = {
  HEADLINE: 'Würden Sie uns weiterempfehlen?',
  DURATION: 'Die Umfrage dauert nur 2 Minuten.',
  REQUIRED: 'Bitte wählen Sie einen Wert zwischen 0 und 10.',
  THANKS: 'Vielen Dank für Ihre Teilnahme an unserer Umfrage!',
  ALREADY: 'Sie haben an dieser Umfrage bereits teilgenommen.',
} as const;
