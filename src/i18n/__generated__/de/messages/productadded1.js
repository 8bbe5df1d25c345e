/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productadded1Inputs */

const de_productadded1 = /** @type {(inputs: Productadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügt`)
};

/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productadded1 = de_productadded1;
export { productadded1 as "productAdded" }