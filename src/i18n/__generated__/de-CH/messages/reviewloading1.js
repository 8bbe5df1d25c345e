/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloading1Inputs */

const de_ch2_reviewloading1 = /** @type {(inputs: Reviewloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen …`)
};

/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewloading1 = de_ch2_reviewloading1;
export { reviewloading1 as "reviewLoading" }