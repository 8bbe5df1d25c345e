/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreport1Inputs */

const nl_reviewreport1 = /** @type {(inputs: Reviewreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling melden`)
};

/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewreport1 = nl_reviewreport1;
export { reviewreport1 as "reviewReport" }