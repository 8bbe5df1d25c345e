/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productaddtobasket3Inputs */

const sv_productaddtobasket3 = /** @type {(inputs: Productaddtobasket3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lägg i varukorgen`)
};

/**

* @param {Productaddtobasket3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productaddtobasket3 = sv_productaddtobasket3;
export { productaddtobasket3 as "productAddToBasket" }