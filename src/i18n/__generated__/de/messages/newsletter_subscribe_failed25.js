/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Subscribe_Failed25Inputs */

const de_newsletter_subscribe_failed25 = /** @type {(inputs: Newsletter_Subscribe_Failed25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung zum Newsletter ist etwas schiefgelaufen.`)
};

/**

* @param {Newsletter_Subscribe_Failed25Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletter_subscribe_failed25 = de_newsletter_subscribe_failed25;
export { newsletter_subscribe_failed25 as "NEWSLETTER_SUBSCRIBE_FAILED" }