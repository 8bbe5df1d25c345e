/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreadall2Inputs */

const de_ch2_reviewreadall2 = /** @type {(inputs: Reviewreadall2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bewertungen lesen`)
};

/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewreadall2 = de_ch2_reviewreadall2;
export { reviewreadall2 as "reviewReadAll" }