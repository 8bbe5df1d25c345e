/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productaddtobasket3Inputs */

const nl_productaddtobasket3 = /** @type {(inputs: Productaddtobasket3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In winkelmandje`)
};

/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productaddtobasket3 = nl_productaddtobasket3;
export { productaddtobasket3 as "productAddToBasket" }