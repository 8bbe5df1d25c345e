/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoitem1Inputs */

const nl_recoitem1 = /** @type {(inputs: Recoitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**

* @param {Recoitem1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const recoitem1 = nl_recoitem1;
export { recoitem1 as "recoItem" }