/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customershowmaturities2Inputs */

const fr_customershowmaturities2 = /** @type {(inputs: Customershowmaturities2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les paiements en attente`)
};

/**

* @param {Customershowmaturities2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customershowmaturities2 = fr_customershowmaturities2;
export { customershowmaturities2 as "customerShowMaturities" }