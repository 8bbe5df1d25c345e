/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerloadfailed2Inputs */

const fr_customerloadfailed2 = /** @type {(inputs: Customerloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données n’ont pas pu être chargées. Veuillez réessayer plus tard.`)
};

/**

* @param {Customerloadfailed2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerloadfailed2 = fr_customerloadfailed2;
export { customerloadfailed2 as "customerLoadFailed" }