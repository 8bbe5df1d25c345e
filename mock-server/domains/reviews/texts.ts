// German review texts by kind of product and star count, combined into varied reviews.

export type ReviewKind = 'fashion' | 'shoes' | 'home' | 'jewellery';

type ByStars = Readonly<Record<1 | 2 | 3 | 4 | 5, readonly string[]>>;

export const TITLES: ByStars = {
  5: ['Absolut empfehlenswert!', 'Rundum zufrieden', 'Top Qualität', 'Ein echtes Lieblingsstück', 'Einfach schön'],
  4: ['Gut, mit kleinen Abstrichen', 'Schön und praktisch', 'Bin zufrieden', 'Gutes Preis-Leistungs-Verhältnis'],
  3: ['Ganz okay', 'Geht so', 'Nicht ganz überzeugt', 'Solide, aber nicht mehr'],
  2: ['Leider enttäuscht', 'Hatte mehr erwartet', 'Eher nicht zu empfehlen'],
  1: ['Gar nicht zufrieden', 'Leider zurückgeschickt', 'Nicht zu empfehlen'],
};

export const OPENERS: ByStars = {
  5: ['Ich bin begeistert!', 'Rundum gelungen.', 'Genau das, was ich gesucht habe.'],
  4: ['Insgesamt gut.', 'Gefällt mir.', 'Kann man empfehlen.'],
  3: ['Durchwachsen.', 'Nicht schlecht, nicht gut.', 'Mittelmaß.'],
  2: ['Schade.', 'Nicht das, was ich erwartet hatte.'],
  1: ['Leider ein Fehlkauf.', 'Sehr ärgerlich.'],
};

export const CLOSERS: ByStars = {
  5: ['Ich würde jederzeit wieder bestellen.', 'Klare Kaufempfehlung!', 'Wird bestimmt nicht mein letzter Kauf sein.'],
  4: ['Ich würde es wieder kaufen.', 'Für den Preis absolut in Ordnung.'],
  3: ['Mal sehen, wie es sich auf Dauer macht.', 'Für den Alltag reicht es.'],
  2: ['Ich schicke es wohl zurück.', 'Beim nächsten Mal greife ich zu etwas anderem.'],
  1: ['Nicht noch einmal.', 'Geld zurück, Thema erledigt.'],
};

export const DETAILS: Readonly<Record<ReviewKind, ByStars>> = {
  fashion: {
    5: [
      'Der Stoff fühlt sich hochwertig an und die Passform ist genau richtig.',
      'Sitzt wie angegossen, ich habe meine normale Größe bestellt.',
      'Die Farbe ist genau wie auf dem Bild und lässt sich toll kombinieren.',
    ],
    4: [
      'Schöner Schnitt, fällt aber etwas weit aus.',
      'Das Material ist angenehm, nach dem Waschen minimal eingelaufen.',
      'Die Farbe ist etwas dunkler als auf dem Foto, gefällt mir aber trotzdem.',
    ],
    3: [
      'Die Größe passt, aber der Stoff ist dünner als erwartet.',
      'Für den Alltag in Ordnung, für besondere Anlässe eher nicht.',
      'Die Nähte sind nicht ganz sauber verarbeitet.',
    ],
    2: [
      'Fällt deutlich kleiner aus als angegeben.',
      'Nach der ersten Wäsche hat es seine Form verloren.',
      'Der Stoff kratzt leider auf der Haut.',
    ],
    1: [
      'Die Passform stimmt überhaupt nicht.',
      'Schon nach dem zweiten Tragen gab es die ersten Löcher.',
      'Die Farbe sieht in echt völlig anders aus.',
    ],
  },
  shoes: {
    5: [
      'Vom ersten Tag an bequem, kein Einlaufen nötig.',
      'Passen perfekt in meiner üblichen Größe.',
      'Schönes Material und eine sehr gute Sohle.',
    ],
    4: [
      'Bequem, fallen aber eine halbe Nummer größer aus.',
      'Schöne Schuhe, die Sohle ist etwas hart.',
      'Gut verarbeitet, brauchten ein paar Tage zum Einlaufen.',
    ],
    3: [
      'Optisch schön, für lange Strecken aber nicht bequem genug.',
      'Die Schuhe sind etwas schmal geschnitten.',
      'In Ordnung, aber nichts Besonderes.',
    ],
    2: ['Drücken an der Ferse, auch nach Tagen noch.', 'Die Sohle hat sich schnell abgelaufen.', 'Rutschen beim Gehen an der Ferse.'],
    1: ['Viel zu klein und sehr unbequem.', 'Nach wenigen Wochen löste sich die Sohle.', 'Das Material ist sofort gebrochen.'],
  },
  home: {
    5: [
      'Sehr gute Verarbeitung, der Aufbau war schnell erledigt.',
      'Sieht bei uns zu Hause richtig gut aus.',
      'Die Qualität hat mich überzeugt.',
    ],
    4: [
      'Gute Qualität, die Lieferung hat etwas länger gedauert.',
      'Schön, aber die Farbe ist einen Tick heller als erwartet.',
      'Der Aufbau war etwas fummelig, das Ergebnis überzeugt.',
    ],
    3: [
      'Für den Preis in Ordnung, Wunder darf man nicht erwarten.',
      'Die Maße stimmen, die Verarbeitung ist durchschnittlich.',
      'Es erfüllt seinen Zweck.',
    ],
    2: [
      'Leider kam es mit kleinen Kratzern an.',
      'Die Anleitung ist schwer verständlich, einige Teile passten nicht genau.',
      'Riecht auch nach Tagen noch stark.',
    ],
    1: [
      'Beschädigt angekommen, die Rücksendung war mühsam.',
      'Die Qualität entspricht überhaupt nicht dem Preis.',
      'Nach wenigen Wochen schon kaputt.',
    ],
  },
  jewellery: {
    5: [
      'Glänzt wunderschön und ist sehr gut verarbeitet.',
      'Ein tolles Geschenk, die Freude war groß.',
      'Kommt in einer hübschen Schachtel, perfekt zum Verschenken.',
    ],
    4: [
      'Schön, aber etwas kleiner als gedacht.',
      'Gute Qualität, der Verschluss ist etwas schwergängig.',
      'Sehr hübsch, die Kette könnte etwas länger sein.',
    ],
    3: ['Sieht nett aus, wirkt aber nicht sehr wertig.', 'Für den Alltag okay.', 'Etwas zierlicher als auf den Bildern.'],
    2: ['Die Farbe ist nach kurzer Zeit angelaufen.', 'Der Verschluss hält nicht richtig.', 'Wirkt in echt eher billig.'],
    1: [
      'Nach einer Woche ist ein Stein herausgefallen.',
      'Sieht billig aus, zurückgeschickt.',
      'Die Beschichtung ist sofort abgeblättert.',
    ],
  },
};

/** Rated attributes per kind: label and the scale's ends (and middle, for fit). */
export const ATTRIBUTES: Readonly<Record<ReviewKind, readonly { key: string; valueRange: string[]; centred: boolean }[]>> = {
  fashion: [
    { key: 'Passform', valueRange: ['fällt klein aus', 'passt genau', 'fällt groß aus'], centred: true },
    { key: 'Qualität', valueRange: ['schlecht', 'sehr gut'], centred: false },
    { key: 'Tragekomfort', valueRange: ['unbequem', 'sehr bequem'], centred: false },
  ],
  shoes: [
    { key: 'Passform', valueRange: ['fällt klein aus', 'passt genau', 'fällt groß aus'], centred: true },
    { key: 'Qualität', valueRange: ['schlecht', 'sehr gut'], centred: false },
    { key: 'Tragekomfort', valueRange: ['unbequem', 'sehr bequem'], centred: false },
  ],
  home: [
    { key: 'Qualität', valueRange: ['schlecht', 'sehr gut'], centred: false },
    { key: 'Preis-Leistung', valueRange: ['schlecht', 'sehr gut'], centred: false },
  ],
  jewellery: [
    { key: 'Qualität', valueRange: ['schlecht', 'sehr gut'], centred: false },
    { key: 'Preis-Leistung', valueRange: ['schlecht', 'sehr gut'], centred: false },
  ],
};

export function kindOf(styleType: string | null | undefined): ReviewKind {
  if (styleType === 'fashion' || styleType === 'shoes' || styleType === 'jewellery') return styleType;
  return 'home';
}
