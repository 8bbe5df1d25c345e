/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreport1Inputs */

const fr_reviewreport1 = /** @type {(inputs: Reviewreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler cet avis`)
};

/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewreport1 = fr_reviewreport1;
export { reviewreport1 as "reviewReport" }