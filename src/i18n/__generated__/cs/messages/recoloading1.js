/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoloading1Inputs */

const cs_recoloading1 = /** @type {(inputs: Recoloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Načítáme doporučení`)
};

/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const recoloading1 = cs_recoloading1;
export { recoloading1 as "recoLoading" }