/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewwrite1Inputs */

const nl_reviewwrite1 = /** @type {(inputs: Reviewwrite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling schrijven`)
};

/**

* @param {Reviewwrite1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewwrite1 = nl_reviewwrite1;
export { reviewwrite1 as "reviewWrite" }