/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewall1Inputs */

const sv_reviewall1 = /** @type {(inputs: Reviewall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alla omdömen`)
};

/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewall1 = sv_reviewall1;
export { reviewall1 as "reviewAll" }