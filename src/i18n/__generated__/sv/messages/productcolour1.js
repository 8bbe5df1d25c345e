/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcolour1Inputs */

const sv_productcolour1 = /** @type {(inputs: Productcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Färg:`)
};

/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productcolour1 = sv_productcolour1;
export { productcolour1 as "productColour" }