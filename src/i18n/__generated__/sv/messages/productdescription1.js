/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productdescription1Inputs */

const sv_productdescription1 = /** @type {(inputs: Productdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beskrivning`)
};

/**

* @param {Productdescription1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productdescription1 = sv_productdescription1;
export { productdescription1 as "productDescription" }