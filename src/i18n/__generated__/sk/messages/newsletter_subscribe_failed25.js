/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Subscribe_Failed25Inputs */

const sk_newsletter_subscribe_failed25 = /** @type {(inputs: Newsletter_Subscribe_Failed25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pri prihlásení na odber newslettera sa niečo pokazilo.`)
};

/**

* @param {Newsletter_Subscribe_Failed25Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletter_subscribe_failed25 = sk_newsletter_subscribe_failed25;
export { newsletter_subscribe_failed25 as "NEWSLETTER_SUBSCRIBE_FAILED" }