/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Newsletter_Unsubscribe_Failed27Inputs */

const fr_newsletter_unsubscribe_failed27 = /** @type {(inputs: Newsletter_Unsubscribe_Failed27Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un problème est survenu lors de la désinscription de la newsletter. Notre service client se fera un plaisir de vous aider. Téléphone : ${i?.phone}`)
};

/**

* @param {Newsletter_Unsubscribe_Failed27Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletter_unsubscribe_failed27 = fr_newsletter_unsubscribe_failed27;
export { newsletter_unsubscribe_failed27 as "NEWSLETTER_UNSUBSCRIBE_FAILED" }