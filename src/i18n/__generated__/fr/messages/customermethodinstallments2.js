/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinstallments2Inputs */

const fr_customermethodinstallments2 = /** @type {(inputs: Customermethodinstallments2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement échelonné`)
};

/**

* @param {Customermethodinstallments2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermethodinstallments2 = fr_customermethodinstallments2;
export { customermethodinstallments2 as "customerMethodInstallments" }