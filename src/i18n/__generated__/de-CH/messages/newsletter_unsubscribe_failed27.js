/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Newsletter_Unsubscribe_Failed27Inputs */

const de_ch2_newsletter_unsubscribe_failed27 = /** @type {(inputs: Newsletter_Unsubscribe_Failed27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei der Abmeldung vom Newsletter ist etwas schiefgelaufen. Gerne hilft Ihnen unser Kundenservice weiter. Telefon: ${i?.phone}`)
};

/**

* @param {Newsletter_Unsubscribe_Failed27Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletter_unsubscribe_failed27 = de_ch2_newsletter_unsubscribe_failed27;
export { newsletter_unsubscribe_failed27 as "NEWSLETTER_UNSUBSCRIBE_FAILED" }