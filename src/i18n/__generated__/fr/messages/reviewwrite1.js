/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewwrite1Inputs */

const fr_reviewwrite1 = /** @type {(inputs: Reviewwrite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner mon avis`)
};

/**

* @param {Reviewwrite1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewwrite1 = fr_reviewwrite1;
export { reviewwrite1 as "reviewWrite" }