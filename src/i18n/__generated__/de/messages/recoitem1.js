/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoitem1Inputs */

const de_recoitem1 = /** @type {(inputs: Recoitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

/**

* @param {Recoitem1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const recoitem1 = de_recoitem1;
export { recoitem1 as "recoItem" }