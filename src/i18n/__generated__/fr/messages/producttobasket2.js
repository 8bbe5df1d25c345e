/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Producttobasket2Inputs */

const fr_producttobasket2 = /** @type {(inputs: Producttobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le panier`)
};

/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const producttobasket2 = fr_producttobasket2;
export { producttobasket2 as "productToBasket" }