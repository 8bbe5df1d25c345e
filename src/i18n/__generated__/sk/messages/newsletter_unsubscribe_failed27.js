/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Newsletter_Unsubscribe_Failed27Inputs */

const sk_newsletter_unsubscribe_failed27 = /** @type {(inputs: Newsletter_Unsubscribe_Failed27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pri odhlásení z odberu newslettera sa niečo pokazilo. Náš zákaznícky servis Vám rád pomôže. Telefón: ${i?.phone}`)
};

/**

* @param {Newsletter_Unsubscribe_Failed27Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletter_unsubscribe_failed27 = sk_newsletter_unsubscribe_failed27;
export { newsletter_unsubscribe_failed27 as "NEWSLETTER_UNSUBSCRIBE_FAILED" }