/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewwrite1Inputs */

const sv_reviewwrite1 = /** @type {(inputs: Reviewwrite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skriv ett omdöme`)
};

/**

* @param {Reviewwrite1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewwrite1 = sv_reviewwrite1;
export { reviewwrite1 as "reviewWrite" }