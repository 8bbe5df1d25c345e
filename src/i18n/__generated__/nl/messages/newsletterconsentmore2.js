/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterconsentmore2Inputs */

const nl_newsletterconsentmore2 = /** @type {(inputs: Newsletterconsentmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meer over privacy`)
};

/**

* @param {Newsletterconsentmore2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterconsentmore2 = nl_newsletterconsentmore2;
export { newsletterconsentmore2 as "newsletterConsentMore" }