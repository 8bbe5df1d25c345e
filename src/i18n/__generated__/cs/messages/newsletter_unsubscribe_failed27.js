/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Newsletter_Unsubscribe_Failed27Inputs */

const cs_newsletter_unsubscribe_failed27 = /** @type {(inputs: Newsletter_Unsubscribe_Failed27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Při odhlášení z newsletteru se něco pokazilo. Náš zákaznický servis Vám rád pomůže. Telefon: ${i?.phone}`)
};

/**

* @param {Newsletter_Unsubscribe_Failed27Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletter_unsubscribe_failed27 = cs_newsletter_unsubscribe_failed27;
export { newsletter_unsubscribe_failed27 as "NEWSLETTER_UNSUBSCRIBE_FAILED" }