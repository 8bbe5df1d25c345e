/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcolour1Inputs */

const fr_productcolour1 = /** @type {(inputs: Productcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloris :`)
};

/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productcolour1 = fr_productcolour1;
export { productcolour1 as "productColour" }