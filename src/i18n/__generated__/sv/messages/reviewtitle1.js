/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtitle1Inputs */

const sv_reviewtitle1 = /** @type {(inputs: Reviewtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rubrik`)
};

/**

* @param {Reviewtitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewtitle1 = sv_reviewtitle1;
export { reviewtitle1 as "reviewTitle" }