/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoloading1Inputs */

const nl_recoloading1 = /** @type {(inputs: Recoloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanbevelingen worden geladen`)
};

/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const recoloading1 = nl_recoloading1;
export { recoloading1 as "recoLoading" }