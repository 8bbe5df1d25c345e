/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown>, unsubscribe: NonNullable<unknown>, privacy: NonNullable<unknown>, newsletter: NonNullable<unknown> }} Newsletterconsentlong2Inputs */

const de_newsletterconsentlong2 = /** @type {(inputs: Newsletterconsentlong2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ja, ich möchte von ${i?.brand} regelmäßig per E-Mail über Angebote, Trends und Aktionen informiert werden. Meine Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen, zum Beispiel über den Abmeldelink am Ende jedes Newsletters oder unter ${i?.unsubscribe}. Wie wir Ihre Daten verarbeiten, lesen Sie in unseren ${i?.privacy}; was Sie im Newsletter erwartet, unter ${i?.newsletter}.`)
};

/**

* @param {Newsletterconsentlong2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterconsentlong2 = de_newsletterconsentlong2;
export { newsletterconsentlong2 as "newsletterConsentLong" }