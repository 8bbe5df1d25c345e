/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreport1Inputs */

const cs_reviewreport1 = /** @type {(inputs: Reviewreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahlásit hodnocení`)
};

/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewreport1 = cs_reviewreport1;
export { reviewreport1 as "reviewReport" }