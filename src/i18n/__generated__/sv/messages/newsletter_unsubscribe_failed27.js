/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Newsletter_Unsubscribe_Failed27Inputs */

const sv_newsletter_unsubscribe_failed27 = /** @type {(inputs: Newsletter_Unsubscribe_Failed27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Något gick fel när du skulle avsluta prenumerationen på nyhetsbrevet. Vår kundtjänst hjälper dig gärna. Telefon: ${i?.phone}`)
};

/**

* @param {Newsletter_Unsubscribe_Failed27Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletter_unsubscribe_failed27 = sv_newsletter_unsubscribe_failed27;
export { newsletter_unsubscribe_failed27 as "NEWSLETTER_UNSUBSCRIBE_FAILED" }