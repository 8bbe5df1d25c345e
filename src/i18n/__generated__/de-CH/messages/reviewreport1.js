/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreport1Inputs */

const de_ch2_reviewreport1 = /** @type {(inputs: Reviewreport1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung melden`)
};

/**

* @param {Reviewreport1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewreport1 = de_ch2_reviewreport1;
export { reviewreport1 as "reviewReport" }