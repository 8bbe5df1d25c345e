/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Subscribe_Failed25Inputs */

const nl_newsletter_subscribe_failed25 = /** @type {(inputs: Newsletter_Subscribe_Failed25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er ging iets mis bij het aanmelden voor de nieuwsbrief.`)
};

/**

* @param {Newsletter_Subscribe_Failed25Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletter_subscribe_failed25 = nl_newsletter_subscribe_failed25;
export { newsletter_subscribe_failed25 as "NEWSLETTER_SUBSCRIBE_FAILED" }