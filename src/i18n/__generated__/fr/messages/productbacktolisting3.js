/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productbacktolisting3Inputs */

const fr_productbacktolisting3 = /** @type {(inputs: Productbacktolisting3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la liste des produits`)
};

/**

* @param {Productbacktolisting3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productbacktolisting3 = fr_productbacktolisting3;
export { productbacktolisting3 as "productBackToListing" }