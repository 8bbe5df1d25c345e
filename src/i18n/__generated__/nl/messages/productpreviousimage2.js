/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpreviousimage2Inputs */

const nl_productpreviousimage2 = /** @type {(inputs: Productpreviousimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorige afbeelding`)
};

/**

* @param {Productpreviousimage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productpreviousimage2 = nl_productpreviousimage2;
export { productpreviousimage2 as "productPreviousImage" }