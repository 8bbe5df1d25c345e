/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloading1Inputs */

const nl_reviewloading1 = /** @type {(inputs: Reviewloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wordt geladen …`)
};

/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewloading1 = nl_reviewloading1;
export { reviewloading1 as "reviewLoading" }