/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterconsentmore2Inputs */

const sk_newsletterconsentmore2 = /** @type {(inputs: Newsletterconsentmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viac o ochrane údajov`)
};

/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterconsentmore2 = sk_newsletterconsentmore2;
export { newsletterconsentmore2 as "newsletterConsentMore" }