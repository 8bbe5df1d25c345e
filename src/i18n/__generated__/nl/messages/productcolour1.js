/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcolour1Inputs */

const nl_productcolour1 = /** @type {(inputs: Productcolour1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleur:`)
};

/**

* @param {Productcolour1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productcolour1 = nl_productcolour1;
export { productcolour1 as "productColour" }