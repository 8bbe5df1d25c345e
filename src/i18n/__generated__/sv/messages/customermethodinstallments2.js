/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinstallments2Inputs */

const sv_customermethodinstallments2 = /** @type {(inputs: Customermethodinstallments2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delbetalning`)
};

/**

* @param {Customermethodinstallments2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customermethodinstallments2 = sv_customermethodinstallments2;
export { customermethodinstallments2 as "customerMethodInstallments" }