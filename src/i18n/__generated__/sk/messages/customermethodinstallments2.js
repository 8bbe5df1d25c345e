/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodinstallments2Inputs */

const sk_customermethodinstallments2 = /** @type {(inputs: Customermethodinstallments2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nákup na splátky`)
};

/**

* @param {Customermethodinstallments2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermethodinstallments2 = sk_customermethodinstallments2;
export { customermethodinstallments2 as "customerMethodInstallments" }