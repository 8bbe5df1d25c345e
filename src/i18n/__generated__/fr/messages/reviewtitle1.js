/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtitle1Inputs */

const fr_reviewtitle1 = /** @type {(inputs: Reviewtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

/**

* @param {Reviewtitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewtitle1 = fr_reviewtitle1;
export { reviewtitle1 as "reviewTitle" }