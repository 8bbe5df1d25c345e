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
const newsletter_subscribe_failed25 = /** @type {((inputs?: Newsletter_Subscribe_Failed25Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_Subscribe_Failed25Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_newsletter_subscribe_failed25(inputs)
});
export { newsletter_subscribe_failed25 as "NEWSLETTER_SUBSCRIBE_FAILED" }