/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoloading1Inputs */

const fr_recoloading1 = /** @type {(inputs: Recoloading1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des suggestions`)
};

/**

* @param {Recoloading1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const recoloading1 = fr_recoloading1;
export { recoloading1 as "recoLoading" }