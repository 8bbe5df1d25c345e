/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalnote2Inputs */

const de_productdisposalnote2 = /** @type {(inputs: Productdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis zur Entsorgung`)
};

/**

* @param {Productdisposalnote2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productdisposalnote2 = de_productdisposalnote2;
export { productdisposalnote2 as "productDisposalNote" }