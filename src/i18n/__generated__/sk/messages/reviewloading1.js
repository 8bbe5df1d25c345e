/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloading1Inputs */

const sk_reviewloading1 = /** @type {(inputs: Reviewloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítava sa …`)
};

/**

* @param {Reviewloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewloading1 = sk_reviewloading1;
export { reviewloading1 as "reviewLoading" }