/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoitem1Inputs */

const fr_recoitem1 = /** @type {(inputs: Recoitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Article`)
};

/**

* @param {Recoitem1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const recoitem1 = fr_recoitem1;
export { recoitem1 as "recoItem" }