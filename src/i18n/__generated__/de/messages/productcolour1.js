/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcolour1Inputs */

const de_productcolour1 = /** @type {(inputs: Productcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farbe:`)
};

/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productcolour1 = de_productcolour1;
export { productcolour1 as "productColour" }