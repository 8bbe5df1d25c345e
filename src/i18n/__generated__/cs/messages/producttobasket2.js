/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Producttobasket2Inputs */

const cs_producttobasket2 = /** @type {(inputs: Producttobasket2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přejít do košíku`)
};

/**

* @param {Producttobasket2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const producttobasket2 = cs_producttobasket2;
export { producttobasket2 as "productToBasket" }