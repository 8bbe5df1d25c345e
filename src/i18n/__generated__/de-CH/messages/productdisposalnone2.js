/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnone2Inputs */

const de_ch2_productdisposalnone2 = /** @type {(inputs: Productdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Entsorgung`)
};

/**

* @param {Productdisposalnone2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productdisposalnone2 = de_ch2_productdisposalnone2;
export { productdisposalnone2 as "productDisposalNone" }