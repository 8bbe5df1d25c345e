/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinstallments2Inputs */

const nl_customermethodinstallments2 = /** @type {(inputs: Customermethodinstallments2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespreid betalen`)
};

/**

* @param {Customermethodinstallments2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customermethodinstallments2 = nl_customermethodinstallments2;
export { customermethodinstallments2 as "customerMethodInstallments" }