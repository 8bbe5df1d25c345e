/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoitem1Inputs */

const sk_recoitem1 = /** @type {(inputs: Recoitem1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt`)
};

/**

* @param {Recoitem1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const recoitem1 = sk_recoitem1;
export { recoitem1 as "recoItem" }