/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productadded1Inputs */

const sv_productadded1 = /** @type {(inputs: Productadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tillagd`)
};

/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productadded1 = sv_productadded1;
export { productadded1 as "productAdded" }