/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcolour1Inputs */

const sk_productcolour1 = /** @type {(inputs: Productcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farba:`)
};

/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productcolour1 = sk_productcolour1;
export { productcolour1 as "productColour" }