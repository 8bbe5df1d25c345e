/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtext1Inputs */

const sv_reviewtext1 = /** @type {(inputs: Reviewtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt omdöme`)
};

/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewtext1 = sv_reviewtext1;
export { reviewtext1 as "reviewText" }