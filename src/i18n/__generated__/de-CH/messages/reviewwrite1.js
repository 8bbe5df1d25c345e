/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewwrite1Inputs */

const de_ch2_reviewwrite1 = /** @type {(inputs: Reviewwrite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung schreiben`)
};

/**

* @param {Reviewwrite1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewwrite1 = de_ch2_reviewwrite1;
export { reviewwrite1 as "reviewWrite" }