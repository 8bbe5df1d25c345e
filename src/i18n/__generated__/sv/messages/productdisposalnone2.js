/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnone2Inputs */

const sv_productdisposalnone2 = /** @type {(inputs: Productdisposalnone2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingen bortforsling`)
};

/**

* @param {Productdisposalnone2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productdisposalnone2 = sv_productdisposalnone2;
export { productdisposalnone2 as "productDisposalNone" }