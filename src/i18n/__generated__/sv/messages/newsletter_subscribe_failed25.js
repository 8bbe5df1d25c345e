/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Subscribe_Failed25Inputs */

const sv_newsletter_subscribe_failed25 = /** @type {(inputs: Newsletter_Subscribe_Failed25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Något gick fel när du skulle prenumerera på nyhetsbrevet.`)
};

/**

* @param {Newsletter_Subscribe_Failed25Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletter_subscribe_failed25 = sv_newsletter_subscribe_failed25;
export { newsletter_subscribe_failed25 as "NEWSLETTER_SUBSCRIBE_FAILED" }