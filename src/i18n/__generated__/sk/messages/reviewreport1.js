/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreport1Inputs */

const sk_reviewreport1 = /** @type {(inputs: Reviewreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlásiť hodnotenie`)
};

/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewreport1 = sk_reviewreport1;
export { reviewreport1 as "reviewReport" }