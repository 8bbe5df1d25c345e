/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinstallments2Inputs */

const de_ch2_customermethodinstallments2 = /** @type {(inputs: Customermethodinstallments2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ratenkauf`)
};

/**

* @param {Customermethodinstallments2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customermethodinstallments2 = de_ch2_customermethodinstallments2;
export { customermethodinstallments2 as "customerMethodInstallments" }