/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productadded1Inputs */

const nl_productadded1 = /** @type {(inputs: Productadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegevoegd`)
};

/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productadded1 = nl_productadded1;
export { productadded1 as "productAdded" }