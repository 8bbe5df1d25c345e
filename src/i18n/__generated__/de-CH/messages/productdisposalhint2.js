/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdisposalhint2Inputs */

const de_ch2_productdisposalhint2 = /** @type {(inputs: Productdisposalhint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir nehmen bei der Lieferung Ihre alten Stücke mit und entsorgen sie fachgerecht.`)
};

/**

* @param {Productdisposalhint2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productdisposalhint2 = de_ch2_productdisposalhint2;
export { productdisposalhint2 as "productDisposalHint" }