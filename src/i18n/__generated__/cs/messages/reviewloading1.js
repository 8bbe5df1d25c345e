/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloading1Inputs */

const cs_reviewloading1 = /** @type {(inputs: Reviewloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítá se …`)
};

/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewloading1 = cs_reviewloading1;
export { reviewloading1 as "reviewLoading" }