/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Producttobasket2Inputs */

const sv_producttobasket2 = /** @type {(inputs: Producttobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till varukorgen`)
};

/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const producttobasket2 = sv_producttobasket2;
export { producttobasket2 as "productToBasket" }