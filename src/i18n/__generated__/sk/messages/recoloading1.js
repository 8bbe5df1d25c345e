/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoloading1Inputs */

const sk_recoloading1 = /** @type {(inputs: Recoloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítavame odporúčania`)
};

/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const recoloading1 = sk_recoloading1;
export { recoloading1 as "recoLoading" }